
## src/web/chart.rs

web-now = now{" "}

## src/web/layout.rs

web-rumino-hosts-rummy-family-card = Rumino hosts rummy-family card games on Discord.

## src/web/leaderboard_page.rs

web-games = Games
web-rankings = Rankings
web-periods = Periods
web-player = Player
web-games-rated = Games rated
web-leaderboard-games-column = Games
web-pages = Pages

## src/web/mod.rs

web-a-player = a player

## src/web/profile_page.rs

web-profile-games-nav = Games
web-ended = Ended
web-result = Result
web-chips = Chips
web-against = Against
web-replay = Replay

## src/web/replay_page.rs

web-the-whole-game-as-json = The whole game as JSON
web-first-step = First step
web-last-step = Last step
web-previous-step = Previous step
web-next-step = Next step
web-steps = Steps
web-back = ◀ Back
web-forward = Forward ▶
web-hands = Hands

## src/web/server.rs

web-rumino-hosts-rumino-rummy-tuscan = Rumino hosts Rumino, Rummy, Tuscan Ramino, Rummoli and Rumminy in Discord channels. Servers that turn their pages on show their leaderboards, members' profiles, finished games and tournaments here.
web-a-member-who-may-manage = A member who may manage a server turns them on with /rumino-settings server web:True; the bot's messages then link here. Any player can share one finished game of theirs from /rumino replay.
web-rumino-on-the-web = Rumino on the web

## src/web/tournament_page.rs

web-replays = Replays
web-table = table{" "}

## src/web/mod.rs, src/web/guard.rs: pages that are not there, a failure, too many requests

web-not-found-title = Not found
web-not-found = There is no such page. A server's pages exist only while the server has turned them on; a shared game opens only by its whole link.
web-failed-title = Something went wrong
web-too-many-requests = Too many requests: wait a moment and reload the page.
