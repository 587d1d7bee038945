
## src/i18n/table.rs

table-friendly-game = { $game } — partida amistosa
table-stake-title = { $game } — apuesta de { $stake } fichas
table-buy-in-title = { $game } — entrada de { $buy_in } fichas
table-seats-header = **Plazas** ({ $taken }/{ $seats }) — anfitrión: { $host }
table-table-closed = Esta mesa está cerrada. Abre una nueva con `/rumino abrir`.
table-rating-changes = 📈 Puntuaciones Elo: { $list }
table-closes-unless-started = Se cierra { $t } si el anfitrión no empieza una partida.
table-join = Unirse
table-leave = Salir
table-add-computer = Añadir un bot
table-start = Empezar
table-play-again = Jugar otra vez
table-show-my-hand = Ver mi mano
table-footer = Mesa { $table } · { $game }
table-seat-left = {" "}— se fue
table-seat-out = {" "}— eliminado
table-seat-line = { $marker }{ $n }. **{ $name }** — { $score } pts{ $status }
table-pool = Bote: **{ $pool }** fichas · mano { $hand }
table-time-runs-out = {" "}— el tiempo se acaba { $t }
table-turn = Turno: **{ $name }**{ $when }
table-last-hand = Última mano: { $what }
table-not-seated = No estás sentado en esta mesa. Únete desde el mensaje de la mesa mientras espera jugadores.
table-no-hand-in-play = Ahora mismo no se está jugando ninguna mano en esta mesa.
table-draw-stock = Robar del mazo
table-take = Tomar { $top }
table-discard = Descartar { $card }
table-refresh = Actualizar
table-stale-hand = Ese botón era de un momento anterior de la partida; aquí tienes tu mano actual.
table-draft-busy = Todavía estoy procesando tu último cambio en este turno; espera un momento y vuelve a intentarlo.
table-nudge-turn = Te toca.
