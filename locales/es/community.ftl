
## src/i18n/community.rs

community-use-this-in-a-server = Usa esto en un canal de un servidor.
community-you-received-your-daily-chips = Has recibido tus **{ $a }** fichas diarias: ahora tienes **{ $b }**. Vuelve { $next } para conseguir más.
community-stats-title = 📊 { $name }: estadísticas de { $game }
community-history-title = 📜 { $name }: últimas partidas de { $game }
community-has-not-finished-a-game = { $name } aún no ha terminado ninguna partida de { $game } aquí.
community-games = Partidas
community-wins = Victorias
community-win-rate = % de victorias
community-avg-score = Puntuación final media
community-rebuys = Recompras
community-chips-won = Fichas ganadas
community-chips-lost = Fichas perdidas
community-best-game = Mejor partida
community-worst-game = Peor partida
community-recent-form = Forma reciente
community-rating = Puntuación Elo
community-chips = { $when }: { $net } fichas
community-won = ganada
community-split = bote repartido
community-lost = perdida
community-forfeit = abandonada
community-cancelled = anulada

## src/i18n/community.rs

community-you-have-chips-in-this = Tienes **{ $n }** fichas en este servidor.
community-balance-in-conversation = Tienes **{ $n }** fichas en esta conversación.

## src/i18n/community.rs

community-you-already-claimed-your-daily = Ya has reclamado tus fichas diarias. Podrás volver a reclamarlas { $rel } ({ $full }).
community-chips-pool-vs = { $mark } { $when } `{ $game }` — { $what }, { $net } fichas (bote { $pool }) contra { $opponents }

## src/i18n/community.rs: how a computer player is named, by its number and level

community-computer-player = 🤖 Bot { $n } ({ $level })
community-computer = 🤖 Bot
