
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
rumminy-alt-tiles-left = fichas en mano
rumminy-playfield = mesa
rumminy-empty = vacía

## src/games/rumminy/faces/screens.rs

rumminy-finished-tiles-left = Fichas restantes

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Tu borrador es la mesa tal como está: primero baja fichas de tu mano (como R6 2, o R1 R2 R3 new), acepta la sugerencia con s o pasa con p.
rumminy-act = Ahora no hay ninguna jugada posible con tus fichas: p para pasar y robar.
rumminy-terminal-suggestion-drafted = Sugerencia: la jugada que baja más fichas ({ $n }). Ahora es tu borrador: c para confirmarla, u para deshacer.
rumminy-undone = Deshecho.
rumminy-combination-is-empty-and-gone = {" "}La combinación { $from } ha quedado vacía y desaparece: las siguientes suben un puesto.
rumminy-draft-rearranged = Tu borrador es la mesa que acabas de escribir.
rumminy-passing-drops-your-draft-which = Si pasas, pierdes tu borrador, que baja { $placed }.
rumminy-terminal-tiles-left = Fichas restantes
rumminy-out-of-the-game = {" "}(fuera de la partida)
rumminy-terminal-playfield = Mesa:
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
rumminy-not-a-move-target = no es un número de combinación ni new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Tu borrador (solo lo ves tú; no se juega nada hasta que escribas c):
rumminy-from-your-hand = De tu mano
rumminy-not-yet = Todavía no
rumminy-terminal-playfield-empty = vacía

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

rumminy-screen-playfield = **Mesa**
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
rumminy-moved-to-combination = Mueves { $tiles } de la combinación { $from } a la combinación { $n }.{ $gone }
rumminy-moved-to-new-combination = Mueves { $tiles } de la combinación { $from } a la nueva combinación { $after }.{ $gone }

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
## src/games/rumminy/faces/words/moves.rs

# A move, said without a final stop (a list item). $count is how many tiles $tiles lists. "You" is the terminal's own player, whose verb agrees with it.
rumminy-placed =
    { $player } baja { $tiles } ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    })
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-and-drew = { $player } pasa y roba una ficha
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-stock-empty = { $player } pasa (el pozo está vacío)
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out = Se acabó el tiempo de { $player }: su borrador se descarta y pasa el turno
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-left-and-forfeited = { $player } abandona la partida y la pierde
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out-three-times = { $player } agota el tiempo tres turnos seguidos y pierde la partida
# $drawn lists each player with the tiles they drew. "You" is the terminal's own player, whose verb agrees with it.
rumminy-start-draw = Fichas robadas para decidir quién empieza: { $drawn }. Empieza { $player }, con el número más alto.
# $game is the game's number at the table; $tiles, how many tiles each player is dealt. "You" is the terminal's own player, whose verb agrees with it.
rumminy-dealt = — Partida { $game } — { $tiles } fichas por jugador; empieza { $player }.

## src/games/rumminy/faces/words/ends.rs

# How a game ended, followed by ". Points: …".
rumminy-went-out-and-won = { $winners } cierra y gana
# How a game ended, followed by ". Points: …"; $winners names several players.
rumminy-blocked-tie = Se acabó el pozo y todos pasaron: empate entre { $winners } (la penalización más baja)
# How a game ended, followed by ". Points: …".
rumminy-blocked-won = Se acabó el pozo y todos pasaron: gana { $winners } con la penalización más baja
# How a game ended, followed by ". Points: …".
rumminy-others-forfeited = Gana { $winners }: los demás abandonaron
rumminy-cancelled-stakes-refunded = Partida anulada: apuestas devueltas.
# $chips is a count with its word, like "20 chips"; $players names the players, "you" for the terminal's own.
rumminy-stakes-go-back = Las apuestas ({ $chips }) vuelven a { $players }.
# $chips is a count with its word, like "20 chips". "You" is the terminal's own player, whose verb agrees with it.
rumminy-takes-the-pool = { $players } se lleva el bote de { $chips }.
# $chips is a count with its word, like "20 chips".
rumminy-split-the-pool = { $players } se reparten el bote de { $chips }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-draft-not-in-hand = No te queda ninguna { $tile } en la mano para bajar.
rumminy-draft-no-such-combination = No existe la combinación { $combination }: las combinaciones van de la 1 a la { $last }.
rumminy-draft-no-combination-yet = No existe la combinación { $combination }: la mesa está vacía, así que empieza una combinación nueva.
rumminy-draft-not-in-combination = La combinación { $combination } no tiene ninguna { $tile } que mover.
rumminy-draft-same-combination = { $tile } ya está en la combinación { $combination }.
rumminy-draft-left-playfield = { $tile } está en la mesa y falta en lo que has escrito: una ficha de la mesa nunca sale de ella.
rumminy-draft-too-many = Has escrito { $tile } más veces de las que hay entre la mesa y tu mano.
rumminy-draft-no-tiles = Indica al menos una ficha.
rumminy-draft-nothing-to-undo = No hay nada que deshacer: tu borrador es la mesa tal como está.
# Why some tiles are not a combination: said as $why in "Combination 2 (R7 R8) is not valid: $why."
rumminy-combo-too-short =
    tiene { $tiles ->
        [one] 1 ficha
       *[other] { $tiles } fichas
    }: una combinación necesita al menos 3
rumminy-combo-too-long = tiene { $tiles } fichas: una escalera tiene como máximo 9 y un grupo como máximo 4
rumminy-combo-two-jokers = tiene dos comodines: una combinación solo puede tener uno
rumminy-combo-colour-twice = un grupo necesita colores distintos, y { $tile } aparece dos veces
rumminy-combo-number-twice = una escalera necesita números distintos, y { $tile } aparece dos veces
rumminy-combo-gap = sus números no son consecutivos: falta { $tile }
rumminy-combo-mixed = no es ni una escalera (un color, números consecutivos) ni un grupo (un número, colores distintos)
rumminy-refusal-no-such-seat = En esta mesa no hay plaza { $seat }.
rumminy-refusal-forfeited = Has abandonado esta partida o la has perdido, así que no puedes jugar.
rumminy-refusal-not-your-turn = No es tu turno: espera a que juegue quien está en la plaza { $seat }.
rumminy-refusal-awaiting-deal = La partida está esperando el reparto de las fichas.
rumminy-refusal-not-awaiting-deal = La partida no está esperando ningún reparto.
rumminy-refusal-game-over = La partida ha terminado.
rumminy-refusal-bad-deck-order = Un reparto necesita las 74 fichas, cada una una sola vez.
rumminy-refusal-bad-player-count = Una partida necesita de 2 a 4 jugadores; hay { $players }.
rumminy-refusal-bad-initial-meld = La apertura puede valer como máximo { $most } puntos; la mesa pide { $asked }.
rumminy-refusal-no-rebuys = En Rumminy no hay recompras.
# $why is one of the rumminy-combo- messages.
rumminy-refusal-invalid-combination = La combinación { $combination } ({ $tiles }) no es válida: { $why }.
rumminy-refusal-tile-left-playfield = { $tile } estaba en la mesa al empezar tu turno y ahora falta: una ficha de la mesa nunca sale de ella. Vuelve a ponerla en una combinación.
rumminy-refusal-tile-from-nowhere = { $tile } aparece en tu nueva mesa más veces de las que había entre la mesa anterior y las fichas que has bajado. Quítala, o indícala como bajada de tu mano.
rumminy-refusal-not-in-hand = Has indicado { $tile } como bajada de tu mano, pero en tu mano no hay (más) { $tile }.
rumminy-refusal-placed-not-on-playfield = Has indicado { $tile } como bajada de tu mano, pero no está en tu nueva mesa.
rumminy-refusal-nothing-placed = Baja al menos una ficha de tu mano, o pasa.
rumminy-refusal-final-turn-joker = Esta jugada vacía tu mano, así que es tu último turno, y en el último turno no se puede bajar un comodín de la mano. Guárdate una ficha, o pasa.
rumminy-refusal-final-turn-too-many = Esta jugada vacía tu mano, así que es tu último turno, y en el último turno se pueden bajar como máximo 19 fichas; tú bajas { $tiles }. Guárdate algunas.
rumminy-refusal-initial-meld-touches-playfield = Tu primera jugada no puede cambiar la mesa: deja la combinación { $combination } de la mesa como estaba y añade combinaciones nuevas con tus propias fichas.
rumminy-refusal-initial-meld-too-low = Tu primera jugada debe valer al menos { $needed } puntos; estas combinaciones nuevas valen { $points }.
# $word is what the player typed in the playfield they wrote; Rearrange is the button rumminy-rearrange.
rumminy-typed-playfield-not-a-tile = “{ $word }” no es una ficha: escribe un color R, B, Y o K (rojo, azul, amarillo, negro) y un número del 1 al 9 (R7), o J para un comodín. No ha cambiado nada: pulsa Reordenar para volver a intentarlo.

## src/games/rumminy/faces/words/screen.rs

# How many tiles a seat holds, in the list of seats.
rumminy-seat-tiles =
    { $tiles ->
        [one] 1 ficha
       *[other] { $tiles } fichas
    }
# How many tiles a seat holds, in the list of seats, when it forfeited the game.
rumminy-seat-tiles-forfeited =
    { $tiles ->
        [one] 1 ficha
       *[other] { $tiles } fichas
    } — fuera
rumminy-stock-and-pool = Pozo: { $stock } fichas · Bote: { $pool } fichas
# $tiles is how many tiles you hold.
rumminy-your-tiles-count = **Tus fichas** ({ $tiles }):
# Suggest, Commit and Pass are buttons (rumminy-suggest, rumminy-commit, rumminy-pass).
rumminy-your-turn = **Tu turno.** Baja fichas (o pulsa Sugerir) y luego Confirmar; o Pasar para robar una.
rumminy-your-turn-initial-meld = **Tu turno.** Tu primera jugada deben ser combinaciones nuevas con tus propias fichas que sumen al menos { $points } puntos; o Pasar para robar una.
# $tiles lists the tiles the draft places from your hand.
rumminy-draft-places = De tu mano: { $tiles }
# $placed is how many tiles the draft places; Commit is the button rumminy-commit.
rumminy-draft-ready =
    ✅ Listo: Confirmar baja { $placed ->
        [one] 1 ficha
       *[other] { $placed } fichas
    }.
rumminy-draft-ready-to-win =
    ✅ Listo: Confirmar baja { $placed ->
        [one] 1 ficha
       *[other] { $placed } fichas
    } y vacía tu mano: ¡ganas!
rumminy-placing-choose-where = Bajas { $tile }: elige dónde.
rumminy-put-into = Poner { $tile } en…
# $tiles is how many tiles the suggested play places.
rumminy-suggested = Sugerencia: la jugada que baja más fichas ({ $tiles }). Cámbiala o pulsa Confirmar.
rumminy-no-such-tile-in-hand = No te queda ninguna { $tile } en la mano para bajar: elige otra ficha.
rumminy-draft-has-no-combination = Tu borrador no tiene la combinación { $combination }: elige una del menú.

## src/games/rumminy/faces/picture.rs

# After "Rumminy, turn 3, …" in the picture's description.
rumminy-player-to-play = : juega { $player }

## src/games/rumminy/faces/terminal.rs

rumminy-tiles-count =
    { $tiles ->
        [one] 1 ficha
       *[other] { $tiles } fichas
    }
# What a player types (R6 2, R1 R2 R3 new, m 2 R9 3, r …, s, u, c, p, h, q; tiles like R7, J) stays as it is, and so do the spaces lining the commands up.
rumminy-help =
    Comandos (construyes un borrador de la nueva mesa; no se juega nada hasta que lo confirmes):
      R6 2          poner R6 de tu mano en la combinación 2
      R1 R2 R3 new  bajar R1 R2 R3 de tu mano como combinación nueva
      m 2 R9 3      mover R9 de la combinación 2 a la combinación 3 (o new)
      r R7 R8 R9 | B5 Y5 K5   escribir la mesa nueva completa, con las combinaciones separadas por |
      s             sugerir la jugada que baja más fichas (pasa a ser tu borrador)
      u             deshacer tu último cambio en el borrador
      c             confirmar el borrador: jugarlo
      p             pasar y robar una ficha
      h             ayuda, q = salir
    Fichas: un color R rojo, B azul, Y amarillo, K negro y un número del 1 al 9 (R7); J es un comodín.
# $others lists the other players with their tiles; $stock, like "30 tiles"; $pool, like "20 chips".
rumminy-turn-status = Turno { $turn } · { $others } · pozo { $stock } · bote { $pool }
rumminy-initial-meld-rule = Tu primera jugada deben ser combinaciones nuevas con tus propias fichas que sumen al menos { $points } puntos, sin tocar la mesa.

## src/games/rumminy/faces/terminal_show.rs

# $placed is how many tiles the draft places; c is what the player types.
rumminy-ready-c =
    ✅ Listo: c baja { $placed ->
        [one] 1 ficha
       *[other] { $placed } fichas
    }.
rumminy-ready-c-to-win =
    ✅ Listo: c baja { $placed ->
        [one] 1 ficha
       *[other] { $placed } fichas
    } y vacía tu mano: ¡ganas!

## src/games/rumminy/faces/terminal_input.rs

# $tiles is one tile, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tile-goes = Indica adónde va { $tiles }: { $tiles } 2 la pone en la combinación 2, { $tiles } new empieza una combinación nueva.
# $tiles is several tiles, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tiles-go = Indica adónde van { $tiles }: { $tiles } 2 las pone en la combinación 2, { $tiles } new empieza una combinación nueva.
