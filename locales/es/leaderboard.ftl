
## src/i18n/leaderboard.rs

leaderboard-net-chips = ganancia neta
leaderboard-games-won = victorias
leaderboard-win-rate = % ganadas
leaderboard-biggest-pool = mayor premio
leaderboard-rebuys-survived = recompras útiles
leaderboard-rating = Elo
leaderboard-balance = fichas en el servidor
leaderboard-the-ranking-is-s-not = La clasificación “{ $by }” es de { $owner }, no de { $game }: elige otra clasificación u otro juego.
leaderboard-balances-ignore-period = Saldos tal como están ahora: el periodo no se aplica.
leaderboard-ratings-as-they-stand-now = Puntuaciones Elo tal como están ahora: el periodo no se aplica.
leaderboard-last-game = **{ $rating }** ({ $change } en la última partida; { $games })
leaderboard-empty = Aún no hay nadie en la clasificación: termina una partida para aparecer.
leaderboard-your-rank = Tu posición: **#{ $rank }** ({ $value })
leaderboard-no-account = Aún no estás en esta clasificación: no tienes cuenta de fichas aquí. `/rumino saldo` te abre una.
leaderboard-you-are-not-on-this = Aún no estás en esta clasificación: no tienes puntuación Elo en { $game }. Termina una partida puntuable de { $game } contra otro miembro para conseguirla.
leaderboard-page-of-ranked = Página { $page } de { $pages } · { $total } en la clasificación
leaderboard-computers-heading = Bots
leaderboard-previous-page = ◀ Anterior
leaderboard-next-page = Siguiente ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } no tiene puntuación Elo, y por ahora ningún juego la tiene.
leaderboard-has-no-rating-games-with = { $game } no tiene puntuación Elo. Juegos con puntuación Elo: { $list } (elige uno con `cuál`).
leaderboard-game-rated = 1 partida puntuada
leaderboard-games-rated = { $count } partidas puntuadas
leaderboard-all-time = histórico
leaderboard-month = este mes (UTC)
leaderboard-week = esta semana (desde el lunes, UTC)
leaderboard-title-balances = 🏆 Fichas aquí — saldos actuales
leaderboard-title-rating = 🏆 Clasificación de { $game } — { $name }
leaderboard-leaderboard = 🏆 Clasificación de { $game } — { $name }, { $period }
leaderboard-min-games-all-time = Jugadores con al menos { $n } partidas en total.
leaderboard-players-with-at-least-games = Jugadores con al menos { $n } partidas en este periodo.
leaderboard-unranked-no-games-all-time = Aún no estás en esta clasificación: no has terminado ninguna partida de { $game } aquí.
leaderboard-unranked-no-games-in-period = Aún no estás en esta clasificación: no has terminado ninguna partida de { $game } en este periodo.
leaderboard-unranked-too-few-games-all-time = Aún no estás en esta clasificación: hacen falta al menos { $needed } partidas de { $game } terminadas y tú tienes { $played }.
leaderboard-unranked-too-few-games-in-period = Aún no estás en esta clasificación: hacen falta al menos { $needed } partidas de { $game } terminadas en este periodo y tú tienes { $played }.

## src/i18n/leaderboard.rs

leaderboard-name-net-chips = Ganancia neta
leaderboard-name-games-won = Victorias
leaderboard-name-win-rate = Porcentaje de victorias
leaderboard-name-biggest-pool = Mayor premio
leaderboard-name-rebuys-survived = Recompras útiles
leaderboard-name-rating = Puntuación Elo
leaderboard-name-balances = Saldos de fichas
