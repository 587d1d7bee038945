
## src/i18n/commands.rs

answers-missing-permissions = Para abrir una mesa aquí necesito estos permisos en este canal: { $list }. Pídele a un moderador que me los dé, o usa otro canal.
answers-pictures-need-attach-files = Las imágenes están desactivadas aquí: un administrador puede darle a Rumino el permiso Adjuntar archivos en este canal.
answers-computer-players-and-you-do = En { $seats } plazas no caben { $bots } bots más tú.
answers-left-and-forfeited = Has abandonado la partida: tus fichas se quedan en el bote.
answers-the-game-goes-on-without = La partida sigue sin ti.
answers-game-ends-with-this-hand = Como solo queda un jugador, la partida termina con esta mano.
answers-you-left-the-table = Has salido de la mesa.
answers-the-table-is-closed-if = La mesa está cerrada. Si aún no se había puntuado ninguna mano, quienes seguían en juego recuperan su apuesta; si no, quien tenga la puntuación más baja entre los que siguen se lleva el bote.
answers-start = abrir
answers-help =
    {"*"}*{ $name }** — { $about }.
    • `/rumino abrir rumino` abre una mesa aquí; los demás pulsan **Unirse** y el anfitrión pulsa **Empezar**. Cada juego tiene su propio `abrir`, solo con sus opciones.
    • Pulsa **Ver mi mano** (o `/rumino mano`) para ver tus cartas y jugar: robar, tomar el descarte, descartar, cortar, gin, rumino.
    • Las combinaciones son 3–4 cartas del mismo valor o 3–4 seguidas del mismo palo; los comodines sustituyen a cualquier carta. Se corta con 7 o menos; el gin (una de 4 y una de 3) cuenta −10; un rumino de 7 cartas gana la partida.
    • Con más de 100 puntos quedas eliminado (se permite la recompra con 3 o más jugadores). El último que queda en juego se lleva el bote.
    • `/rumino saldo`, `/rumino diario` (fichas gratis una vez al día), `/rumino ranking`, `/rumino estadística`, `/rumino últimas`.
    • `/rumino salir`, `/rumino anular` (anfitrión o moderadores), `/rumino reglas` para las reglas completas.
    • `/rumino mesas`: tus mesas, primero las que te esperan. `/rumino-menciones`: una mención en tu turno en las mesas lentas.
    • Si lo añades a tu cuenta, Rumino también juega en tus MD y grupos de MD, con fichas propias.
    • Otros juegos: { $others }; `/rumino reglas cuál:` para sus reglas.
    • Para quien administra el servidor: `/rumino-ajustes servidor` (fichas, canales, bots) y `/rumino-ajustes <juego>` (los valores por defecto de cada juego para las mesas nuevas).
answers-that-option-value-is-not = El valor{ $what } no es válido: { $why }. Revisa las opciones del comando y vuelve a intentarlo.
answers-server-only = Este comando es para los servidores que han añadido Rumino (sus ajustes y torneos): úsalo en uno de sus canales.

## src/i18n/commands.rs

answers-rules-intro = Abre una mesa con `/rumino abrir { $game }`; quien administra el servidor elige sus valores por defecto con `/rumino-ajustes { $game }`.
