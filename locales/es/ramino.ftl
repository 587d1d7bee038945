
## src/games/ramino/faces/picture.rs

ramino-target = llegando a
ramino-out = fuera
ramino-last-hand-as-shown = Última mano mostrada

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = abandona la partida
ramino-draw-stock = d robar
ramino-take-discard = t tomar
ramino-discard = una carta para descartar (como Fs)
ramino-discard-german-pack = una carta para descartar (como Us)
ramino-hand-first-to-wins = Mano { $hand_no } · gana quien llegue primero a { $target }

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who }: { $value } ({ $value2 }){ $made } | total { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = baraja italiana, declaraciones y reclamaciones

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **Tu turno:** roba del mazo o toma el descarte.
ramino-your-turn-first-draw = **Tu turno:** en el primer turno de una mano se roba del mazo.
ramino-your-turn-discard = **Tu turno:** descarta una carta. Si tu mano gana, se declara automáticamente.
ramino-discard-placeholder = Descartar…
ramino-seat-line = {" "}— fuera

## src/games/ramino/seam.rs

ramino-name = Ramino toscano
ramino-counter-ramini-label = Ramini y gran ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Manos ganadas reclamando el descarte

## src/games/ramino/options.rs

ramino-option-target-about = Puntos para ganar la partida; 1: una sola mano
ramino-option-target-shown = a { $value } puntos
ramino-option-pack-about = Baraja
ramino-choice-italian = italiana 40
ramino-choice-german = alemana 36
ramino-option-pack-shown = baraja { $value }
ramino-option-suit-names-about = Nombre de los palos
ramino-choice-french = francés
ramino-choice-suit-names-italian = italiano
ramino-shown = palos en { $value }
## src/games/ramino/cards.rs

# The French suits' names, as a table with French suit names shows them (♠ ♥ ♦ ♣).
ramino-suit-spades = picas
ramino-suit-hearts = corazones
ramino-suit-diamonds = diamantes
ramino-suit-clubs = tréboles
# The Italian pack's suits, in the order of the French suits they stand for: batons (♠), cups (♥), coins (♦), swords (♣).
ramino-italian-suit-batons = bastos
ramino-italian-suit-cups = copas
ramino-italian-suit-coins = oros
ramino-italian-suit-swords = espadas
# The Italian pack's ranks with names: the ace and the three court cards (F, D, R).
ramino-rank-ace = As
ramino-rank-fante = Fante (sota)
ramino-rank-donna = Donna (caballo)
ramino-rank-re = Re (rey)

## src/games/ramino/faces/words/cards.rs

# A declaration: "dieci" and "sette" are its names in every language; $count cards of the main suit, up to the card $top.
ramino-declaration-dieci = dieci ({ $count } del palo principal, hasta { $top })
ramino-declaration-sette = sette ({ $count } del palo principal, hasta { $top })

## src/games/ramino/faces/words/moves.rs

ramino-drew-stock = { $player } roba del mazo.
ramino-took-discard = { $player } toma { $card } del descarte.
ramino-discarded = { $player } descarta { $card }.
ramino-timed-out-discarded = { $player } se queda sin tiempo: el bot juega en su lugar y descarta { $card }.
# "You" is the terminal's own player, whose verb agrees with it.
ramino-declared = ¡{ $player } declara una mano ganadora!
# "You" is the terminal's own player, whose verb agrees with it.
ramino-claimed = ¡{ $player } reclama el descarte: le completa la mano!
ramino-stock-out = El mazo se ha acabado y nadie ha declarado: gana el total más alto en mano.
ramino-left = { $player } abandona la partida: el bot juega en su lugar hasta que termine la mano.

## src/games/ramino/faces/words/ends.rs

# $declaration is a declaration's name, like "ramino ♥ hearts". "You" is the terminal's own player, whose verb agrees with it.
ramino-won-declaring =
    { $winner } gana con un { $declaration } y suma { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
# The declarer discarded $card, which $claimer claimed to make $claimer_declaration; the higher hand won. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-after-claim =
    { $declarer } declara un { $declaration }; { $claimer } reclama { $card } para un { $claimer_declaration }. Gana { $winner } y suma { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
# $total: the points of the cards in the winner's hand; $points: what the win scores. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-stock-out =
    Se acabó el mazo: { $winner } gana con { $total } puntos en mano y suma { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.

## src/games/ramino/faces/words/refusals.rs

ramino-refusal-draw-first = Primero roba una carta: del mazo o del descarte.
ramino-refusal-already-drew = Ya has robado en este turno: descarta una carta.
ramino-refusal-first-turn-from-stock = En el primer turno de una mano se roba del mazo.
ramino-refusal-no-discard = No hay descartes: roba del mazo.
ramino-refusal-card-not-in-hand = No tienes { $card }.
ramino-refusal-cannot-discard-taken-card = Has tomado { $card } del descarte en este turno, así que no puedes descartarla en este mismo turno. Descarta otra carta.
ramino-refusal-bad-deck-order = Un reparto necesita la baraja completa de la mesa, en algún orden.
ramino-refusal-bad-player-count = Una partida necesita de 2 a 4 jugadores; hay { $players }.
ramino-refusal-no-rebuys = En el Ramino no hay recompras.

## src/games/ramino/faces/words/screen.rs

# $cards is how many cards you hold.
ramino-your-cards = **Tus cartas** ({ $cards }):
ramino-discard-declares = Descarta { $card } y declaras **{ $declaration }**.
ramino-waiting-for = Esperando a { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
ramino-discard-and-stock = Descarte: **{ $top }** · mazo: { $stock }
ramino-first-to-points-wins = gana quien llegue primero a { $points } puntos
# $suits lists the suits with their names, like "♠ spades · ♣ clubs · ♦ diamonds · ♥ hearts".
ramino-suits = Palos: { $suits }
# A seat's score, short, in the list of seats.
ramino-seat-points =
    { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }

## src/games/ramino/faces/terminal.rs

# The help at a table playing the Italian pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-italian-pack = Comandos: d = robar del mazo, t = tomar el descarte, una carta (como Fs, 7h, Rc) o x y una carta = descartarla; si tu mano gana, se declara sola. q = salir. Palos: s picas, h corazones, d diamantes, c tréboles.
# The help at a table playing the German pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-german-pack = Comandos: d = robar del mazo, t = tomar el descarte, una carta (como Us, 7h, 10c) o x y una carta = descartarla; si tu mano gana, se declara sola. q = salir. Palos: s picas, h corazones, d diamantes, c tréboles.
# $text is what the player typed; the ranks and suits are written as the player types them.
ramino-not-a-card-italian-pack = “{ $text }” no es una carta de esta baraja: escribe un valor (A, 2–7, F, D, R) y un palo (♠ ♣ ♦ ♥ o s c d h), como F♠ o 7h. Escribe h para ver la ayuda.
ramino-not-a-card-german-pack = “{ $text }” no es una carta de esta baraja: escribe un valor (6–10, U, O, K, A) y un palo (♠ ♣ ♦ ♥ o s c d h), como U♠ o 10h. Escribe h para ver la ayuda.
ramino-discarding-declares = Si descartas { $card }, declaras un { $declaration }.
# The target, in "Hand 2 · first to 10 points wins".
ramino-target-points =
    { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }

## src/games/ramino/faces/words/cards.rs

# Declarations: "gran ramino" and "ramino" are their names in every language; $suit is a suit with its symbol, like "♥ hearts".
ramino-declaration-gran-ramino = gran ramino { $suit }
ramino-declaration-ramino = ramino { $suit }
