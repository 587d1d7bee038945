
## src/i18n/community.rs

community-use-this-in-a-server = Usa questo comando in un canale di un server.
community-you-received-your-daily-chips = Hai ricevuto le tue **{ $a }** fiches del giorno: ora ne hai **{ $b }**. Torna { $next } per averne altre.
community-stats-title = 📊 Statistiche { $game } di { $name }
community-history-title = 📜 Ultime partite a { $game } di { $name }
community-has-not-finished-a-game = { $name } non ha ancora finito una partita a { $game } qui.
community-games = Partite
community-wins = Vittorie
community-win-rate = % vittorie
community-avg-score = Punteggio finale medio
community-rebuys = Rientri
community-chips-won = Fiches vinte
community-chips-lost = Fiches perse
community-best-game = Partita migliore
community-worst-game = Partita peggiore
community-recent-form = Forma recente
community-rating = Punteggio Elo
community-chips = { $when }: { $net } fiches
community-won = vinta
community-split = piatto diviso
community-lost = persa
community-forfeit = abbandonata
community-cancelled = annullata

## src/i18n/community.rs

community-you-have-chips-in-this = Hai **{ $n }** fiches in questo server.
community-balance-in-conversation = Hai **{ $n }** fiches in questa conversazione.

## src/i18n/community.rs

community-you-already-claimed-your-daily = Hai già ritirato le fiches di oggi. Potrai ritirarle di nuovo { $rel } ({ $full }).
community-chips-pool-vs = { $mark } { $when } `{ $game }` — { $what }, { $net } fiches (piatto { $pool }) contro { $opponents }

## src/i18n/community.rs: how a computer player is named, by its number and level

community-computer-player = 🤖 Computer { $n } ({ $level })
community-computer = 🤖 Computer
