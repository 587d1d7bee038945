
## src/i18n/options.rs

options-nothing-was-changed = No se ha cambiado nada.
options-i-could-not-read-this = No he podido leer las opciones de este comando. Elige cada valor entre las sugerencias de Discord y vuelve a intentarlo. No se ha cambiado nada.
options-i-could-not-read-that = No he podido leerlo. Pulsa los botones del último mensaje o vuelve a usar el comando. No se ha cambiado nada.
options-you-cannot-use-this-command = No puedes usar este comando aquí. No se ha cambiado nada.
options-set-by-this-server = {" "}— elegido por este servidor

## src/i18n/options.rs

options-from-to = {" "}de { $n } a { $n2 }
options-of-at-least = {" "}de al menos { $n }
options-of-at-most = {" "}de como máximo { $n }
options-of-to-characters = {" "}de { $a } a { $b } caracteres
options-of-at-least-characters = {" "}de al menos { $a } caracteres
options-of-at-most-characters = {" "}de como máximo { $b } caracteres

## src/i18n/options.rs

options-refused-whole-number = `{ $option }` debe ser un número entero{ $range }.
options-refused-number = `{ $option }` debe ser un número{ $range }.
options-refused-choice = `{ $option }` debe ser uno de estos: { $choices }.
options-refused-boolean = `{ $option }` debe ser True o False.
options-refused-user = `{ $option }` debe ser un miembro de este servidor, elegido de la lista.
options-refused-text = `{ $option }` debe ser un texto{ $length }.
options-refused-kind = `{ $option }` ha recibido un tipo de valor que no admite.
options-refused-required = `{ $command }` necesita la opción `{ $option }`.
options-refused-takes-none = `{ $command }` no tiene opciones, pero se ha recibido `{ $option }`.
options-refused-unknown = `{ $command }` no tiene la opción `{ $option }`; sus opciones son { $options }.
options-refused-subcommand = `{ $command }` necesita detrás uno de estos: { $subcommands }.
options-refused-no-such-command = No conozco el comando `{ $command }`: puede que Discord esté mostrando una lista de comandos antigua; vuelve a intentarlo dentro de un minuto.
options-refused-and-nothing-changed = { $what } { $nothing }
options-yes = sí
options-no = no

## src/tournament/options.rs

options-swiss-everyone-plays-every-round = Suizo (todos juegan cada ronda) o eliminación directa
options-players-the-tournament-takes = Jugadores que admite el torneo
options-players-at-each-table = Jugadores por mesa
options-rounds-of-a-swiss-tournament = Rondas de un torneo suizo
options-buy-in-chips-each-player = Inscripción: fichas que cada jugador aporta a la bolsa de premios

## src/table/option_decls.rs

options-seats-at-the-table = Plazas en la mesa
options-option-turn-seconds-about = Segundos de turno; luego el bot juega por ti
options-option-rebuy-seconds-about = Segundos para decidir la recompra al ser eliminado
options-computer-players-to-seat-at = Bots que se sientan de inmediato
options-how-well-computer-players-play = Nivel de juego de los bots

## src/games/options/declare.rs

options-option-stake-about = Fichas que aporta cada jugador (0: amistosa)
options-option-rated-about = Cuenta para la puntuación Elo del servidor
options-option-rated-yes = puntuable
options-option-rated-no = no puntuable

## src/games/counter.rs

options-counter-hands-won-label = Manos ganadas
options-counter-hands-won-title = Manos ganadas
options-counter-hands-won-choice = manos ganadas

## src/table/option_decls.rs, src/tournament/options.rs: the values of choice options

options-choice-easy = fácil
options-choice-normal = normal
options-choice-hard = difícil
options-choice-swiss = suizo
options-choice-knockout = eliminación directa
