
## src/i18n/pings.rs

pings-turn-ping = ⏰ { $mention }, te toca en { $game }: { $link }
pings-outside-servers-there-are-no = Fuera de los servidores no hay menciones: una mesa en un MD o en un grupo de MD muestra a quién le toca cuando la abres.
pings-this-server-does-not-send = Este servidor aún no las envía: quienes lo administran las activan con `/rumino-ajustes servidor menciones_de_turno:True`.
pings-your-tables-here = 🃏 Tus mesas aquí
pings-no-tables = No estás sentado en ninguna mesa de este servidor. `/rumino abrir` abre una.
pings-outside-a-server-this-message = _Fuera de un servidor, este mensaje se actualiza con cada clic: tras un cuarto de hora sin actividad, pulsa Ver mi mano._

## src/i18n/pings.rs

pings-you-will-be-pinged-in = Recibirás una mención en el canal de la mesa cuando te toque en una mesa lenta (turnos de 15 minutos o más), en cada servidor que envíe menciones de turno.
pings-you-will-not-be-pinged = No recibirás menciones en tu turno.
pings-your-turn = ▶ **{ $game }** — te toca: { $link }
pings-waiting-for-others = · { $game } — esperando a los demás: { $link }
