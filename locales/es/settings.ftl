
## src/i18n/settings.rs

settings-only-members-with-the-manage = Solo los miembros con el permiso **Gestionar servidor** pueden ver y cambiar los ajustes de Rumino. No se ha cambiado nada.
settings-rumino-settings-of-this-server = ⚙️ Ajustes de Rumino en este servidor
settings-settings-saved-new-tables-and = ✅ Ajustes guardados. Las mesas y los jugadores nuevos los usan a partir de ahora; las mesas abiertas conservan los suyos.
settings-tables-cannot-be-opened-in = En este servidor no se pueden abrir mesas en este canal. Usa uno de estos: { $list }.
settings-it = todos los canales
settings-bot-default = valor por defecto del bot
settings-separate = en una clasificación aparte
settings-hidden = fuera de la clasificación
settings-none-every-game-plays-the = ninguno: cada juego usa los valores por defecto del bot
settings-this-server-s-defaults-for = ⚙️ { $game }: valores por defecto de este servidor para mesas nuevas
settings-four = La imagen de tu mano usará cuatro colores (♠ negro, ♥ rojo, ♦ azul, ♣ verde) en todos los servidores, a partir de su próximo cambio.
settings-two = La imagen de tu mano usará los dos colores clásicos (♠ ♣ negro, ♥ ♦ rojo) en todos los servidores, a partir de su próximo cambio.
settings-your-hand-s-picture-will = La imagen de tu mano usará los colores de cada servidor, a partir de su próximo cambio.
