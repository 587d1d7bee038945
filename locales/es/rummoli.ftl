
## src/games/rummoli/faces/picture.rs

rummoli-out = fuera
rummoli-ends-with = Acaba con
rummoli-stack = Fichas
rummoli-game-over-called-off-before = Fin de partida: anulada antes de una mano, entradas devueltas.
rummoli-widow-taken-by = Viuda para
rummoli-widow-untaken-dead-hand = Nadie tomó la viuda: es una mano muerta.
rummoli-widow = Viuda
rummoli-poker-hands-shown = Manos de póker vistas
rummoli-hand = mano
rummoli-to-act = : juega { $value }
rummoli-board = tablero
rummoli-alt-poker-hands-shown = manos de póker vistas
rummoli-played = jugadas
rummoli-table-title-hand = Mano
rummoli-hand-picture-stack = fichas

## src/games/rummoli/faces/terminal.rs

rummoli-terminal-seat-out = fuera
rummoli-and = y
rummoli-auction = Di cuántas fichas pujas, como: b 3
rummoli-fold = no es un comando ni una carta
rummoli-stacks = Fichas
rummoli-your-new-hand = Tu nueva mano
rummoli-terminal-hand-of-total = Mano { $n } de { $total } ·{" "}
rummoli-your-hand = Tu mano
rummoli-your-poker-hand = Tu mano de póker
rummoli-exchange = x tomar la viuda
rummoli-auction-option = a subastarla
rummoli-bid = b { $min } (o más) para pujar
rummoli-pass = p pasar
rummoli-check = k pasar sin apostar
rummoli-bet = bet para apostar
rummoli-call = c igualar
rummoli-raise = r subir
rummoli-fold-option = f retirarse

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Con más fichas al final: { $value }. Fichas devueltas: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-about = un tablero de fichas, subasta de la viuda, póker y una ronda de escaleras, hasta 8 jugadores
rummoli-you-left-the-game-your = Sales de la partida: el bot juega por ti hasta que termine esta mano y luego recuperas tus fichas.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-one-winner = Fin de partida: { $who } acaba con más fichas, { $chips } ({ $gain }).
rummoli-game-over-tied-winners = Fin de partida: { $who } acaban con más fichas, { $chips } cada uno ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante = Ante: { $names } ponen { $each } cada uno en el tablero, una en cada casilla.
rummoli-bid-not-a-number = “{ $rest }” no es un número de fichas: escribe b 3 para pujar 3.
rummoli-the-final-deal-each-player = Último reparto, la mano de póker de cada jugador:
rummoli-terminal-poker-hands-shown = Manos de póker mostradas:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Mano { $hand_no }: { $game_seat_name } se queda sin cartas y se lleva la casilla Rummoli.
rummoli-deadlock = Mano { $hand_no }: bloqueo — nadie puede cambiar de color; cada carta en mano paga 1 ficha a Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Cierres (casilla Rummoli)
rummoli-counter-poker-won-label = Casillas de póker ganadas

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Fichas que cada uno lleva a la mesa
rummoli-option-hands-about = Manos (por defecto: una por jugador)
rummoli-option-hands-one = 1 mano
rummoli-option-hands-many = { $value } manos
rummoli-option-poker-about = Cómo se gana la casilla del póker
rummoli-choice-showdown = cartas vistas
rummoli-choice-betting = apuestas
rummoli-shown = póker: { $value }
## src/games/rummoli/faces/words/mod.rs

# A count of chips with its word: $chips is the number written with the language's thousands separator (1,500), $count the same number, to choose the word by.
rummoli-chips =
    { $count ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }

## src/games/rummoli/faces/words/board.rs

# The poker hands' categories.
rummoli-poker-high-card = carta alta
rummoli-poker-pair = pareja
rummoli-poker-two-pair = doble pareja
rummoli-poker-three-of-a-kind = trío
rummoli-poker-straight = escalera
rummoli-poker-flush = color
rummoli-poker-full-house = full
rummoli-poker-four-of-a-kind = póker
rummoli-poker-straight-flush = escalera de color

## src/games/rummoli/faces/words/ends.rs

# Said before who finished with the most chips; it ends with a space.
rummoli-cancelled-board-shared = Partida anulada: el tablero se ha repartido.{" "}
# Said before who finished with the most chips; it ends with a space.
rummoli-too-few-could-ante = Había muy pocos jugadores que pudieran pagar el ante.{" "}

## src/games/rummoli/faces/words/refusals.rs

rummoli-refusal-nobody-to-act = Ahora mismo nadie tiene que actuar.
# The refusals of something the hand does not expect now, each saying what it expects.
rummoli-refusal-dealer-chooses = Ahora no puedes hacer eso: quien reparte cambia su mano por la viuda o la subasta.
rummoli-refusal-bid-or-pass = Ahora no puedes hacer eso: puja por la viuda, o pasa.
rummoli-refusal-not-betting = Ahora no puedes hacer eso: apuesta.
rummoli-refusal-check-or-bet = Ahora no puedes hacer eso: pasa o apuesta 1 ficha.
rummoli-refusal-fold-call-or-raise = Ahora no puedes hacer eso: retírate, iguala o sube 1 ficha.
rummoli-refusal-lead = Ahora no puedes hacer eso: sal con una de tus cartas más bajas.
rummoli-refusal-bid-too-low = Puja al menos { $chips } fichas, o pasa.
rummoli-refusal-bid-over-stack = Solo tienes { $chips } fichas: no puedes pujar más.
rummoli-refusal-not-enough-chips = No tienes fichas suficientes para eso: tienes { $chips }.
rummoli-refusal-raise-cap = Las apuestas han llegado al tope: una apuesta y 3 subidas. Iguala o retírate.
rummoli-refusal-not-a-lead = Solo puedes salir con tu carta más baja de los palos con los que puedes salir: una de { $cards }.
rummoli-refusal-card-not-in-hand = No tienes { $card }.
rummoli-refusal-already-left = Ya has abandonado esta partida.
rummoli-refusal-bad-deck-order = Un reparto necesita la baraja de 52 cartas, en algún orden.
rummoli-refusal-bad-player-count = Una partida necesita de 2 a 8 jugadores; hay { $players }.
rummoli-refusal-bad-buy-in = La entrada debe ser de al menos 9 fichas, una por casilla.

## src/games/rummoli/faces/words/events.rs

# "You" is the terminal's own player, whose verb agrees with it.
rummoli-took-widow-unseen = { $player } toma la viuda sin mirarla; su propia mano queda muerta.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-auctions-widow = { $player } subasta la viuda.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-bids = { $player } puja { $chips }.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-passes = { $player } pasa.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-buys-widow = { $player } compra la viuda por { $chips }.
rummoli-widow-dead = Nadie puja: la viuda queda muerta.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-checks = { $player } pasa sin apostar.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-bets-1-chip = { $player } apuesta 1 ficha.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-calls = { $player } iguala.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-raises-1-chip = { $player } sube 1 ficha.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-folds = { $player } se retira.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won =
    Póker: { $winners } { $count ->
        [one] gana
       *[other] se reparten
    } la casilla de Póker.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won-unshown =
    Póker: { $winners } { $count ->
        [one] gana
       *[other] se reparten
    } la casilla de Póker sin enseñar las cartas.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-plays = { $player } juega { $cards }.
rummoli-timed-out = { $player } se queda sin tiempo: el bot juega en su lugar.
rummoli-left = { $player } abandona la partida.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-out-takes-stack = { $player } queda fuera y recupera { $chips }.
# The widow's buyer pays the dealer. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-dealer-for-widow = { $payer } paga { $chips } a quien reparte, { $dealer }.
# $space is a space of the board, like "J♦" or "Poker". $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-collects-from-space = { $taker } cobra { $chips } de la casilla { $space }.
# Whoever went out is paid a chip for each card the others hold. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-for-cards-held = { $payer } paga { $chips } a { $taker }, una por cada carta en mano.
# A deadlock: every card held pays a chip to a space of the board ($space, like "Rummoli"). $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-space-deadlock = { $payer } paga { $chips } a la casilla { $space }, una por carta.
# The final deal shares out the board. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-takes-from-space = { $taker } se lleva { $chips } de la casilla { $space }.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-final-deal =
    Último reparto: { $winners } { $count ->
        [one] se lleva
       *[other] se reparten
    } el tablero.

## src/games/rummoli/faces/words/screen.rs

# Said as $high_bid in the auction's lines. $chips is a count of chips with its word, like "12 chips".
rummoli-highest-bid = puja más alta: { $chips }, de { $bidder }
# Said as $high_bid in the auction's lines.
rummoli-no-bid-yet = aún no hay pujas
rummoli-you-deal-choose = **Repartes tú.** Toma la viuda sin mirarla (tu mano queda muerta) o subástala: quien más puje te paga.
rummoli-dealer-chooses = { $dealer } (reparte) elige: cambio o subasta.
# $high_bid is the highest bid so far, or that there is none; $stack, your chips, like "95 chips".
rummoli-your-bid = **Tu puja** por la viuda: { $high_bid }. Tienes { $stack }. Quien pasa ya no vuelve a pujar.
# $high_bid is the highest bid so far, or that there is none.
rummoli-auction-waiting = Subasta de la viuda: { $high_bid }; puja { $bidder }.
# $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-check-or-bet = **Apuestas de póker:** pasa o apuesta 1 ficha. Casilla de Póker: { $pot }.
# $owed: the chips you must put to call; $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-to-call = **Apuestas de póker:** { $owed } para igualar; retírate, iguala o sube 1. Casilla de Póker: { $pot }.
rummoli-betting-waiting = Apuestas de póker: le toca a { $player }.
rummoli-your-lead = **Te toca salir:** elige con cuál de tus cartas más bajas sales.
rummoli-chooses-lead = { $player } elige con qué carta salir.
rummoli-plays-next = Ronda de escaleras: ahora juega { $player }.
# $cards is how many cards you hold.
rummoli-your-cards = Tus cartas ({ $cards }):
rummoli-widow-face-down = Viuda: { $cards } cartas boca abajo.
# A seat out of the game, in the list of seats. $chips is a count of chips with its word, like "12 chips".
rummoli-seat-out-took = fuera, recuperó { $chips }
# A seat's chips ($stack, like "95 chips") and how many cards it holds, in the list of seats.
rummoli-seat-stack-and-cards = { $stack } · { $cards } cartas
rummoli-hand-of-hands = Mano { $hand } de { $hands }
# $chips is a count of chips with its word, like "12 chips".
rummoli-bid-button = Pujar { $chips }
rummoli-pass-button = Pasar
rummoli-take-widow-button = Tomar la viuda
rummoli-auction-button = Subastarla
rummoli-run-out = Ronda de escaleras
# The betting buttons.
rummoli-check-button = Pasar
rummoli-bet-button = Apostar 1
rummoli-call-button = Igualar
rummoli-raise-button = Subir 1
rummoli-fold-button = Retirarse

## src/games/rummoli/faces/terminal.rs

# What a player types (x, a, b N, p, k, bet, c, r, f, q, and cards like 5c, 10h) stays as it is.
rummoli-help = Comandos: x = tomar la viuda (quien reparte), a = subastarla, b N = pujar N fichas, p = pasar, k = pasar sin apostar (check), bet = apostar 1, c = igualar, r = subir 1, f = retirarse, una carta (como 5c, 10h) = salir con ella cuando puedes elegir. Todas las demás jugadas se hacen por ti. q = terminar. Palos: s picas, h corazones, d diamantes, c tréboles.
rummoli-cards-held =
    { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }
rummoli-board-heading = Tablero
# What you may type to lead a card.
rummoli-lead-card = salir con { $card }
# What you may type to lead one of several cards: $cards lists all of them but the last.
rummoli-lead-one-of-cards = salir con { $cards } o { $last }
