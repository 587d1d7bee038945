
## src/i18n/community.rs

community-use-this-in-a-server = Use this in a server channel.
community-you-received-your-daily-chips = You received your daily **{ $a }** chips: you now have **{ $b }**. Come back { $next } for more.
community-stats-title = 📊 { $game } stats of { $name }
community-history-title = 📜 Last { $game } games of { $name }
community-has-not-finished-a-game = { $name } has not finished a { $game } game here yet.
community-games = Games
community-wins = Wins
community-win-rate = Win rate
community-avg-score = Average final score
community-rebuys = Rebuys
community-chips-won = Chips won
community-chips-lost = Chips lost
community-best-game = Best game
community-worst-game = Worst game
community-recent-form = Recent form
community-rating = Rating
community-chips = { $when }: { $net } chips
community-won = won
community-split = split pool
community-lost = lost
community-forfeit = forfeited
community-cancelled = cancelled

## src/i18n/community.rs

community-you-have-chips-in-this = You have **{ $n }** chips in this server.
community-balance-in-conversation = You have **{ $n }** chips in this conversation.

## src/i18n/community.rs

community-you-already-claimed-your-daily = You already claimed your daily chips. You can claim again { $rel } ({ $full }).
community-chips-pool-vs = { $mark } { $when } `{ $game }` — { $what }, { $net } chips (pool { $pool }) vs { $opponents }

## src/i18n/community.rs: how a computer player is named, by its number and level

community-computer-player = 🤖 Computer { $n } ({ $level })
community-computer = 🤖 Computer
