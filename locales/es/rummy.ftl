
## src/games/rummy/faces/picture.rs

rummy-target = llegando a
rummy-hands = con el total más alto
rummy-out = fuera
rummy-cards-left-at-the-last = Última mano: cartas restantes
rummy-must-use = por usar

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” no es una carta: escribe un valor (A, 2–10, J, Q, K) y un palo (♠ ♥ ♦ ♣ o s h d c), como 7♥, 10s o Qd. Escribe h para ver la ayuda.
rummy-name-the-cards-to-meld = Indica las cartas que quieres bajar, como: m 7h 8h 9h
rummy-lay-off-needs-card-and-meld = Indica una carta y un número de combinación, como: o 7h 2
rummy-is-not-a-meld-number = no es un número de combinación
rummy-meld = combinación
rummy-you-could-meld = Podrías bajar
rummy-draw-stock = d robar
rummy-take-discard = t tomar
rummy-meld-option = m CARTAS para bajar
rummy-lay-off = o CARTA N para añadir a una combinación
rummy-discard = una carta para descartar (como 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | total { $total }
rummy-game-over-highest-total = con el total más alto
rummy-melds = **Combinaciones en la mesa**
rummy-no-melds = Aún no hay combinaciones en la mesa.
rummy-your-turn-draw = **Tu turno:** roba del mazo o toma el descarte.
rummy-your-turn-play = **Tu turno:** baja, añade a combinaciones y luego descarta (o cierra).
rummy-meld-placeholder = Bajar…
rummy-lay-off-placeholder = Añadir a una combinación…
rummy-discard-placeholder = Descartar…
rummy-seat-line-out = {" "}— fuera
rummy-melds-on-the-table = combinaciones sobre la mesa

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Mano { $hand } de { $n } · gana el total más alto
rummy-hand-first-to-points-wins = Mano { $hand } · gana quien llegue primero a { $target } puntos

## src/games/rummy/seam.rs

rummy-name = Rummy
rummy-counter-rummies-label = Rummys
rummy-counter-rummies-title = Rummys
rummy-counter-rummies-choice = rummys

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Puntos para ganar la partida
rummy-option-target-shown = a { $value } puntos
rummy-option-hands-about = Manos a jugar en vez de puntos
rummy-option-hands-one = 1 mano
rummy-option-hands-many = { $value } manos
rummy-option-ace-high-about = Admite escaleras Q-K-A; los ases valen 15
rummy-option-ace-high-yes = Q-K-A permitida, ases 15
rummy-option-discard-must-meld-about = El descarte solo se toma para bajarlo ya
rummy-option-discard-must-meld-yes = descarte solo para bajarlo
rummy-option-must-discard-to-go-out-about = Solo cierras descartando tu última carta
rummy-option-must-discard-to-go-out-yes = se cierra descartando
## src/games/rummy/faces/words.rs

rummy-drew-stock = { $player } roba del mazo.
rummy-took-discard = { $player } toma { $card } del descarte.
rummy-melded = { $player } baja { $cards } (combinación { $meld }).
rummy-laid-off = { $player } añade { $card } a la combinación { $meld }.
rummy-discarded = { $player } descarta { $card }.
rummy-timed-out-discarded = { $player } se queda sin tiempo: el bot juega en su lugar y descarta { $card }.
rummy-reshuffled = Se acabó el mazo: los descartes se barajan para formar un mazo nuevo.
rummy-went-out-rummy = ¡{ $player } cierra: RUMMY!
rummy-went-out = { $player } cierra.
rummy-dead = El mazo se ha vuelto a acabar: la mano queda muerta.
rummy-left = { $player } abandona la partida.
rummy-out-with-rummy-scored =
    { $player } cierra con rummy (puntos dobles) y suma { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
rummy-out-scored =
    { $player } cierra y suma { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
rummy-hand-dead = La mano queda muerta: nadie puntúa.
# $cards is how many cards you hold.
rummy-your-cards = **Tus cartas** ({ $cards }):
rummy-must-use-taken = Has tomado { $card }: primero bájala o añádela a una combinación.
rummy-waiting-for = Esperando a { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
rummy-discard-and-stock = Descarte: **{ $top }** · mazo: { $stock }
rummy-first-to-points-wins = gana quien llegue primero a { $points } puntos
rummy-hands-highest-total-wins =
    { $hands ->
        [one] 1 mano, gana el total más alto
       *[other] { $hands } manos, gana el total más alto
    }
# $owner is the player who melded it.
rummy-lay-off-option = { $card } en la combinación { $meld } ({ $owner })
# A seat's score, short, in the list of seats.
rummy-seat-points =
    { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }
rummy-refusal-draw-first = Primero roba una carta: del mazo o del descarte.
rummy-refusal-already-drew = Ya has robado en este turno: baja, añade a una combinación o descarta una carta.
rummy-refusal-card-not-in-hand = No tienes { $card }.
rummy-refusal-card-named-twice = Has indicado { $card } dos veces.
rummy-refusal-not-a-meld = Esas cartas no forman una combinación: una combinación son 3 o 4 cartas del mismo valor, o 3 o más cartas seguidas del mismo palo.
rummy-refusal-no-such-meld = No hay ninguna combinación { $meld } en la mesa.
rummy-refusal-cannot-lay-off = { $card } no encaja en la combinación { $meld }: añade la cuarta carta de un trío, o la carta siguiente en uno de los extremos de una escalera.
rummy-refusal-cannot-discard-taken-card = Has tomado { $card } del descarte en este turno, así que no puedes descartarla en este mismo turno. Descarta otra carta.
rummy-refusal-take-only-to-meld = Solo puedes tomar { $card } si puedes bajarla o añadirla ahora mismo: roba del mazo.
rummy-refusal-must-use-taken = Has tomado { $card } del descarte: bájala o añádela a una combinación antes de hacer nada más.
rummy-refusal-must-discard-to-go-out = En esta mesa se cierra descartando la última carta: guárdate una carta para descartar.
rummy-refusal-dead-end = Te quedarías solo con { $card }, que has tomado del descarte y no puedes descartar en este turno.
rummy-refusal-bad-deck-order = Un reparto necesita la baraja de 52 cartas, en algún orden.
rummy-refusal-bad-player-count = Una partida necesita de 2 a 6 jugadores; hay { $players }.

## src/games/rummy/faces/terminal.rs

# What a player types (d, t, m 7h 8h 9h, o 7h 2, x, q, and cards written in English: 7h, Qd) stays as it is.
rummy-help = Comandos: d = robar del mazo, t = tomar el descarte, m 7h 8h 9h = bajar esas cartas, o 7h 2 = añadir 7h a la combinación 2, una carta (como 7h) o x y una carta = descartarla, q = salir. Las cartas se escriben en inglés: valor (A, 2–10, J, Q, K) y palo (s picas, h corazones, d diamantes, c tréboles).
