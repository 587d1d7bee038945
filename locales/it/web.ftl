
## src/web/chart.rs

web-now = ora{" "}

## src/web/layout.rs

web-rumino-hosts-rummy-family-card = Rumino ospita giochi della famiglia del ramino su Discord.

## src/web/leaderboard_page.rs

web-games = Giochi
web-rankings = Classifiche
web-periods = Periodi
web-player = Giocatore
web-games-rated = Partite valutate
web-leaderboard-games-column = Partite
web-pages = Pagine

## src/web/mod.rs

web-a-player = un giocatore

## src/web/profile_page.rs

web-profile-games-nav = Giochi
web-ended = Finita
web-result = Risultato
web-chips = Fiches
web-against = Contro
web-replay = Replica

## src/web/replay_page.rs

web-the-whole-game-as-json = L'intera partita in JSON
web-first-step = Primo passo
web-last-step = Ultimo passo
web-previous-step = Passo precedente
web-next-step = Passo successivo
web-steps = Passi
web-back = ◀ Indietro
web-forward = Avanti ▶
web-hands = Mani

## src/web/server.rs

web-rumino-hosts-rumino-rummy-tuscan = Rumino ospita Rumino, Ramino base, Ramino toscano, Rummoli e Rumminy nei canali Discord. I server che attivano le pagine mostrano qui classifiche, profili dei membri, partite finite e tornei.
web-a-member-who-may-manage = Chi gestisce un server le attiva con /rumino-impostazioni server web:True; i messaggi del bot rimandano allora qui. Ogni giocatore può condividere una sua partita finita da /rumino rivedi.
web-rumino-on-the-web = Rumino sul web

## src/web/tournament_page.rs

web-replays = Repliche
web-table = tavolo{" "}

## src/web/mod.rs, src/web/guard.rs: pages that are not there, a failure, too many requests

web-not-found-title = Pagina non trovata
web-not-found = Questa pagina non c'è. Le pagine di un server esistono solo finché il server le tiene accese; una partita condivisa si apre solo con il suo link intero.
web-failed-title = Qualcosa è andato storto
web-too-many-requests = Troppe richieste: aspetta un momento e ricarica la pagina.
