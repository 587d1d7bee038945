
## src/games/rumminy/faces/picture.rs

rumminy-out = {" "}· fuera
rumminy-not-opened = {" "}· sin abrir
rumminy-went-out = al cerrar
rumminy-blocked = con menos penalización
rumminy-turn = Turno
rumminy-stock = Pozo
rumminy-pool = Bote
rumminy-tiles-left = Fichas en mano
rumminy-the-playfield-is-empty = La mesa está vacía.
rumminy-tiles-left-2 = fichas en mano
rumminy-playfield = mesa
rumminy-empty = vacía

## src/games/rumminy/faces/screens.rs

rumminy-tiles-left-3 = Fichas restantes

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Tu borrador es la mesa tal como está: primero baja fichas de tu mano (como R6 2, o R1 R2 R3 new), acepta la sugerencia con s o pasa con p.
rumminy-act = Ahora no hay ninguna jugada posible con tus fichas: p para pasar y robar.
rumminy-suggested-the-play-placing-the = Sugerencia: la jugada que baja más fichas ({ $n }). Ahora es tu borrador: c para confirmarla, u para deshacer.
rumminy-undone = Deshecho.
rumminy-combination-is-empty-and-gone = {" "}La combinación { $from } ha quedado vacía y desaparece: las siguientes suben un puesto.
rumminy-your-draft-is-the-playfield-2 = Tu borrador es la mesa que acabas de escribir.
rumminy-passing-drops-your-draft-which = Si pasas, pierdes tu borrador, que baja { $placed }.
rumminy-tiles-left-4 = Fichas restantes
rumminy-out-of-the-game = {" "}(fuera de la partida)
rumminy-it = Mesa:
rumminy-your-tiles = Tus fichas
rumminy-the-game-is-not-being = La partida no está en curso.

## src/games/rumminy/faces/terminal_input.rs

rumminy-to-type-the-whole-playfield = Para escribir la mesa entera, empieza la línea con r: r { $line }
rumminy-type-the-whole-new-playfield = Escribe la mesa nueva completa después de r, como: r R7 R8 R9 | B5 Y5 K5
rumminy-is-not-a-command-or = no es un comando ni una ficha
rumminy-is-neither-a-tile-nor = “{ $last }” no es ni una ficha ni un número de combinación: escribe las fichas y luego un número de combinación o new, como R6 2.
rumminy-like-m-r-moves-r = como: m 2 R9 3 mueve R9 de la combinación 2 a la combinación 3 (o new)
rumminy-say-which-combination-which-tiles = Indica qué combinación, qué fichas y adónde
rumminy-is-not-a-combination-number = no es un número de combinación
rumminy-say-which-tiles-to-move = Indica qué fichas mover
rumminy-is-not-a-combination-number-2 = no es un número de combinación ni new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Tu borrador (solo lo ves tú; no se juega nada hasta que escribas c):
rumminy-from-your-hand = De tu mano
rumminy-not-yet = Todavía no
rumminy-empty-2 = vacía

## src/games/rumminy/faces/words/ends.rs

rumminy-points = Puntos
rumminy-penalty = penalización

## src/games/rumminy/faces/words/mod.rs

rumminy-tiles-on-a-shared-playfield = 74 fichas en una mesa común que cada turno puede reorganizar, de 2 a 4 jugadores, con puntuación Elo

## src/games/rumminy/faces/words/moves.rs

rumminy-forfeited = Pasas y robas { $value }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-is-not-a-tile-write = “{ $word }” no es una ficha: escribe un color R, B, Y o K (rojo, azul, amarillo, negro) y un número del 1 al 9 (R7), o J para un comodín.

## src/games/rumminy/faces/words/screen.rs

rumminy-playfield-2 = **Mesa**
rumminy-empty-playfield = La mesa está vacía.
rumminy-draft-header = **Tu borrador** (solo lo ves tú; no se juega nada hasta que pulses Confirmar):
rumminy-place-tile = Baja una ficha de tu mano…
rumminy-new-combination = Una combinación nueva
rumminy-commit = Confirmar
rumminy-suggest = Sugerir
rumminy-rearrange = Reordenar
rumminy-rearrange-title = Reordena la mesa
rumminy-rearrange-label = Juegos separados por | (R7 R8 R9 | B5 Y5 K5)
rumminy-undo = Deshacer
rumminy-pass = Pasar (robar)
rumminy-nothing-to-suggest = Ahora no hay ninguna jugada posible con tus fichas: pasa para robar una.
rumminy-nothing-drafted = Tu borrador aún no baja ninguna ficha: baja una (o pulsa Sugerir), o pasa.
rumminy-not-your-turn = Solo puedes preparar tu jugada en tu turno.
rumminy-last-moves = Últimas jugadas

## src/games/rumminy/faces/terminal.rs

rumminy-combination = Pones { $tiles } en la combinación { $n }.
rumminy-new = Bajas { $tiles } como nueva combinación { $new }.
rumminy-combination-2 = Mueves { $tiles } de la combinación { $from } a la combinación { $n }.{ $gone }
rumminy-new-2 = Mueves { $tiles } de la combinación { $from } a la nueva combinación { $after }.{ $gone }

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-move-c-commit-this = Tu jugada: c = confirmar este borrador, u = deshacer, s = sugerir, p = pasar y robar (pierdes el borrador), h = ayuda >
rumminy-your-move-r-r-r = Tu jugada: R1 R2 R3 new = bajar fichas como nueva combinación, s = sugerir, p = pasar y robar, h = ayuda >
rumminy-your-move-r-put-r = Tu jugada: R6 2 = poner R6 en la combinación 2, R1 R2 R3 new = una nueva combinación, s = sugerir, p = pasar y robar, h = ayuda >

## src/games/rumminy/faces/words/ends.rs

rumminy-chip = 1 ficha
rumminy-chips = { $n } fichas

## src/games/rumminy/seam.rs

rumminy-name = Rumminy
rumminy-counter-went-out-label = Cierres
rumminy-counter-tiles-placed-label = Fichas bajadas

## src/games/rumminy/options.rs

rumminy-option-initial-meld-about = Puntos mínimos de la primera bajada; 0: ninguno
rumminy-option-initial-meld-value = apertura mínima de { $value } puntos
rumminy-option-initial-meld-zero = sin apertura mínima
