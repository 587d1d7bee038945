
## src/i18n/settings.rs

settings-only-members-with-the-manage = Solo los miembros con el permiso **Gestionar servidor** pueden ver y cambiar los ajustes de Rumino. No se ha cambiado nada.
settings-rumino-settings-of-this-server = ⚙️ Ajustes de Rumino en este servidor
settings-settings-saved-new-tables-and = ✅ Ajustes guardados. Las mesas y los jugadores nuevos los usan a partir de ahora; las mesas abiertas conservan los suyos.
settings-tables-cannot-be-opened-in = En este servidor no se pueden abrir mesas en este canal. Usa uno de estos: { $list }.
settings-channels-all = todos los canales
settings-bot-default = valor por defecto del bot
settings-separate = en una clasificación aparte
settings-hidden = fuera de la clasificación
settings-games-none = ninguno: cada juego usa los valores por defecto del bot
settings-this-server-s-defaults-for = ⚙️ { $game }: valores por defecto de este servidor para mesas nuevas
settings-four = La imagen de tu mano usará cuatro colores (♠ negro, ♥ rojo, ♦ azul, ♣ verde) en todos los servidores, a partir de su próximo cambio.
settings-two = La imagen de tu mano usará los dos colores clásicos (♠ ♣ negro, ♥ ♦ rojo) en todos los servidores, a partir de su próximo cambio.
settings-your-hand-s-picture-will = La imagen de tu mano usará los colores de cada servidor, a partir de su próximo cambio.

## src/i18n/settings.rs

settings-error-starting-chips = Las fichas iniciales deben estar entre 0 y { $max }.
settings-error-daily-grant = Las fichas diarias deben estar entre 1 y { $max }.
settings-error-win-rate-min-games = El mínimo para el porcentaje de victorias debe estar entre 1 y 1000 partidas.
settings-error-too-many-channels = Como máximo, 25 canales pueden tener mesas.
settings-error-nothing-changed = { $what } No se ha cambiado nada.
settings-option-out-of-range = `{ $option }` debe estar entre { $min } y { $max }.
settings-option-not-a-choice = `{ $option }` solo admite: { $choices }.
settings-option-wrong-kind = `{ $option }` no admite ese tipo de valor.
settings-option-computer-delay = La pausa de los bots puede ser como máximo de 10 000 ms.
settings-option-lobby-seconds = El tiempo de espera de la mesa debe estar entre 30 segundos y un día.
settings-option-not-for-game = `{ $option }` no es una opción de este juego: quítala.
settings-line-starting-chips = **Fichas iniciales:** { $chips }
settings-line-daily-grant = **Fichas diarias:** { $chips }
settings-line-channels = **Canales que pueden tener mesas:** { $channels }
settings-line-computer-delay = **Pausa de los bots:** { $delay }
settings-line-computers-in-rankings = **Bots en las clasificaciones:** { $computers }
settings-line-win-rate-min-games = **Partidas necesarias para la clasificación por porcentaje de victorias:** { $games }
settings-line-games = **Juegos con valores por defecto propios del servidor:** { $games }
settings-line-pictures = **Imágenes de la mesa:** { $on }
settings-line-picture-colours-four = **Colores de las imágenes de la mesa:** cuatro (♠ negro, ♥ rojo, ♦ azul, ♣ verde)
settings-line-picture-colours-two = **Colores de las imágenes de la mesa:** dos (clásicos)
settings-line-web = **Páginas web (clasificaciones, perfiles, repeticiones, torneos):** { $on }
settings-line-turn-pings = **Menciones de turno en mesas lentas, para quien las pida:** { $on }
settings-on = sí
settings-off = no
