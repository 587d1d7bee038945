
## src/i18n/errors.rs

errors-that-button-is-not-one = No entiendo ese botón. Pulsa “Ver mi mano” en el mensaje de la mesa para tener botones nuevos.

## src/i18n/errors.rs

errors-table-stale = Ese botón es de un momento anterior de la partida. Usa el último mensaje o vuelve a pulsar “Ver mi mano”.
errors-table-not-seated = No estás sentado en esta mesa. Únete desde su sala de espera para jugar.
errors-table-already-seated = Ya estás sentado en esta mesa.
errors-table-full = Esta mesa está llena ({ $n } plazas).
errors-table-not-host = Solo el anfitrión ({ $host }) puede hacer eso.
errors-table-already-started = La partida ya ha empezado. Espera a que termine, o mírala.
errors-table-not-playing = No hay ninguna partida en curso en esta mesa.
errors-table-need-two-players = Una partida necesita al menos dos jugadores: invita a alguien o añade un bot.
errors-table-not-enough-chips = Necesitas { $needed } fichas para esto y tienes { $available }. Reclama tus fichas diarias con /rumino diario.
errors-table-player-short = { $name } necesita { $needed } fichas para la apuesta y tiene { $available }.
errors-table-closed = Esta mesa está cerrada. Abre una nueva con /rumino abrir.
errors-table-no-such-seat = Esa plaza no existe.
errors-table-not-a-computer = Esa plaza no es de un bot.
errors-table-channel-busy = Este canal ya tiene una mesa. Úsala, o pide a su anfitrión que la anule.
errors-table-no-such-table = Aquí no hay ninguna mesa. Abre una con /rumino abrir.
errors-table-moved-away = Esta mesa acaba de pasar a otro proceso del bot. No se ha cambiado nada: vuelve a pulsar el botón en un momento.
errors-table-paused = Esta mesa está en pausa hasta que vuelva la base de datos del bot: no se ha perdido nada, pero esto no se ha aplicado. Vuelve a pulsar el botón dentro de un minuto.
errors-table-not-this-process = Este servidor se está trasladando entre procesos del bot. No se ha cambiado nada: vuelve a intentarlo dentro de un minuto.
errors-table-internal = Lo sentimos, algo ha fallado por nuestra parte (error { $id }). No se ha cambiado nada; vuelve a intentarlo.

## src/i18n/errors.rs: the refusals every game words alike ($seat: a seat number, from 1)

errors-refusal-no-such-seat = En esta mesa no hay plaza { $seat }.
errors-refusal-out-of-game = Estás fuera de esta partida, así que no puedes jugar.
errors-refusal-not-dealt-in = No participas en esta mano.
errors-refusal-not-your-turn = No es tu turno: espera a que juegue quien está en la plaza { $seat }.
errors-refusal-no-hand-in-play = Ahora mismo no se está jugando ninguna mano.
errors-refusal-awaiting-deal = La partida está esperando el siguiente reparto.
errors-refusal-not-awaiting-deal = La partida no está esperando ningún reparto.
errors-refusal-game-over = La partida ha terminado.
