
## src/i18n/leaderboard.rs

leaderboard-net-chips = net chips won
leaderboard-games-won = games won
leaderboard-win-rate = win rate
leaderboard-biggest-pool = biggest payout
leaderboard-rebuys-survived = rebuys survived
leaderboard-rating = rating
leaderboard-balance = chip balance (server)
leaderboard-the-ranking-is-s-not = The “{ $by }” ranking is { $owner }'s, not { $game }'s: pick another ranking or game.
leaderboard-balances-ignore-period = Balances as they stand now: the period does not apply to them.
leaderboard-ratings-as-they-stand-now = Ratings as they stand now: the period does not apply to them.
leaderboard-last-game = **{ $rating }** ({ $change } last game; { $games })
leaderboard-empty = Nobody is ranked here yet: finish a game to appear.
leaderboard-your-rank = Your rank: **#{ $rank }** ({ $value })
leaderboard-no-account = You are not on this leaderboard yet: you have no chips account here. `/rumino balance` opens one.
leaderboard-you-are-not-on-this = You are not on this leaderboard yet: you have no { $game } rating. Finish a rated { $game } game against another member to get one.
leaderboard-page-of-ranked = Page { $page } of { $pages } · { $total } ranked
leaderboard-computers-heading = Computer players
leaderboard-previous-page = ◀ Previous
leaderboard-next-page = Next ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } has no rating, and no game keeps one yet.
leaderboard-has-no-rating-games-with = { $game } has no rating. Games with a rating: { $list } (pick one with `game`).
leaderboard-game-rated = 1 game rated
leaderboard-games-rated = { $count } games rated
leaderboard-all-time = all time
leaderboard-month = this calendar month (UTC)
leaderboard-week = this calendar week (from Monday, UTC)
leaderboard-title-balances = 🏆 Chips here — balances now
leaderboard-title-rating = 🏆 { $game } leaderboard — { $name }
leaderboard-leaderboard = 🏆 { $game } leaderboard — { $name }, { $period }
leaderboard-min-games-all-time = Players with at least { $n } games, all time.
leaderboard-players-with-at-least-games = Players with at least { $n } games in this period.
leaderboard-unranked-no-games-all-time = You are not on this leaderboard yet: you have not finished a { $game } game here.
leaderboard-unranked-no-games-in-period = You are not on this leaderboard yet: you have not finished a { $game } game in this period.
leaderboard-unranked-too-few-games-all-time = You are not on this leaderboard yet: it needs at least { $needed } finished { $game } games and you have { $played }.
leaderboard-unranked-too-few-games-in-period = You are not on this leaderboard yet: it needs at least { $needed } finished { $game } games in this period and you have { $played }.

## src/i18n/leaderboard.rs

leaderboard-name-net-chips = Net chips won
leaderboard-name-games-won = Games won
leaderboard-name-win-rate = Win rate
leaderboard-name-biggest-pool = Biggest payout
leaderboard-name-rebuys-survived = Rebuys survived
leaderboard-name-rating = Rating
leaderboard-name-balances = Chip balances
