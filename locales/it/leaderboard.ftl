
## src/i18n/leaderboard.rs

leaderboard-net-chips = fiches nette vinte
leaderboard-games-won = partite vinte
leaderboard-win-rate = % vittorie
leaderboard-biggest-pool = vincita più alta
leaderboard-rebuys-survived = rientri superati
leaderboard-rating = Elo
leaderboard-balance = saldo fiches (server)
leaderboard-the-ranking-is-s-not = La classifica «{ $by }» vale per { $owner }, non per { $game }: scegli un altro criterio o un altro gioco.
leaderboard-balances-ignore-period = Saldi come sono ora: il periodo non vale per loro.
leaderboard-ratings-as-they-stand-now = Punteggi Elo come sono ora: il periodo non vale per loro.
leaderboard-last-game = **{ $rating }** ({ $change } nell'ultima partita; { $games })
leaderboard-empty = Qui non c'è ancora nessuno in classifica: finisci una partita per entrarci.
leaderboard-your-rank = La tua posizione: **#{ $rank }** ({ $value })
leaderboard-no-account = Non sei ancora in questa classifica: qui non hai un conto di fiches. `/rumino balance` te ne apre uno.
leaderboard-you-are-not-on-this = Non sei ancora in questa classifica: non hai un punteggio Elo a { $game }. Finisci una partita valutata a { $game } contro un altro membro per averne uno.
leaderboard-page-of-ranked = Pagina { $page } di { $pages } · { $total } in classifica
leaderboard-computers-heading = Giocatori computer
leaderboard-previous-page = ◀ Precedente
leaderboard-next-page = Successiva ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } non ha un punteggio Elo, e per ora nessun gioco ne tiene uno.
leaderboard-has-no-rating-games-with = { $game } non ha un punteggio Elo. Giochi con il punteggio Elo: { $list } (sceglilo con `game`).
leaderboard-game-rated = 1 partita valutata
leaderboard-games-rated = { $count } partite valutate
leaderboard-all-time = di sempre
leaderboard-month = di questo mese di calendario (UTC)
leaderboard-week = di questa settimana di calendario (da lunedì, UTC)
leaderboard-title-balances = 🏆 Fiches qui — saldi attuali
leaderboard-title-rating = 🏆 Classifica { $game } — { $name }
leaderboard-leaderboard = 🏆 Classifica { $game } — { $name }, { $period }
leaderboard-min-games-all-time = Giocatori con almeno { $n } partite in tutto.
leaderboard-players-with-at-least-games = Giocatori con almeno { $n } partite in questo periodo.
leaderboard-unranked-no-games-all-time = Non sei ancora in questa classifica: non hai ancora finito una partita a { $game } qui.
leaderboard-unranked-no-games-in-period = Non sei ancora in questa classifica: non hai finito una partita a { $game } in questo periodo.
leaderboard-unranked-too-few-games-all-time = Non sei ancora in questa classifica: servono almeno { $needed } partite a { $game } finite e tu ne hai { $played }.
leaderboard-unranked-too-few-games-in-period = Non sei ancora in questa classifica: servono almeno { $needed } partite a { $game } finite in questo periodo e tu ne hai { $played }.

## src/i18n/leaderboard.rs

leaderboard-name-net-chips = Fiches nette vinte
leaderboard-name-games-won = Partite vinte
leaderboard-name-win-rate = Percentuale di vittorie
leaderboard-name-biggest-pool = Vincita più alta
leaderboard-name-rebuys-survived = Rientri superati
leaderboard-name-rating = Punteggio Elo
leaderboard-name-balances = Saldi in fiches
