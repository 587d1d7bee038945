
## src/web/chart.rs

web-now = ahora{" "}

## src/web/layout.rs

web-rumino-hosts-rummy-family-card = Rumino ofrece juegos de cartas de la familia del rummy en Discord.

## src/web/leaderboard_page.rs

web-games = Juegos
web-rankings = Clasificaciones
web-periods = Periodos
web-player = Jugador
web-games-rated = Partidas puntuadas
web-leaderboard-games-column = Partidas
web-pages = Páginas

## src/web/mod.rs

web-a-player = un jugador

## src/web/profile_page.rs

web-profile-games-nav = Juegos
web-ended = Terminada
web-result = Resultado
web-chips = Fichas
web-against = Contra
web-replay = Repetición

## src/web/replay_page.rs

web-the-whole-game-as-json = La partida completa en JSON
web-first-step = Primer paso
web-last-step = Último paso
web-previous-step = Paso anterior
web-next-step = Paso siguiente
web-steps = Pasos
web-back = ◀ Atrás
web-forward = Adelante ▶
web-hands = Manos

## src/web/server.rs

web-rumino-hosts-rumino-rummy-tuscan = Rumino ofrece Rumino, Rummy, Ramino toscano, Rummoli y Rumminy en los canales de Discord. Los servidores que activan sus páginas muestran aquí sus clasificaciones, los perfiles de sus miembros, las partidas terminadas y los torneos.
web-a-member-who-may-manage = Un miembro que puede gestionar un servidor las activa con /rumino-ajustes servidor web:True; a partir de entonces, los mensajes del bot enlazan aquí. Cualquier jugador puede compartir una de sus partidas terminadas desde /rumino repaso.
web-rumino-on-the-web = Rumino en la web

## src/web/tournament_page.rs

web-replays = Repeticiones
web-table = mesa{" "}

## src/web/mod.rs, src/web/guard.rs: pages that are not there, a failure, too many requests

web-not-found-title = Página no encontrada
web-not-found = Esta página no existe. Las páginas de un servidor solo existen mientras el servidor las tiene activadas; una partida compartida solo se abre con su enlace completo.
web-failed-title = Algo ha salido mal
web-too-many-requests = Demasiadas solicitudes: espera un momento y vuelve a cargar la página.
