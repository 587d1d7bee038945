
## src/games/rummoli/faces/picture.rs

rummoli-out = fuera
rummoli-ends-with = Acaba con
rummoli-stack = Fichas
rummoli-game-over-called-off-before = Fin de partida: anulada antes de una mano, entradas devueltas.
rummoli-widow-taken-by = Viuda para
rummoli-nobody-took-the-widow-it = Nadie tomó la viuda: es una mano muerta.
rummoli-widow = Viuda
rummoli-poker-hands-shown = Manos de póker vistas
rummoli-hand = mano
rummoli-to-act = : juega { $value }
rummoli-board = tablero
rummoli-poker-hands-shown-2 = manos de póker vistas
rummoli-played = jugadas
rummoli-hand-2 = Mano
rummoli-stack-2 = fichas

## src/games/rummoli/faces/terminal.rs

rummoli-out-2 = fuera
rummoli-and = y
rummoli-auction = Di cuántas fichas pujas, como: b 3
rummoli-fold = no es un comando ni una carta
rummoli-stacks = Fichas
rummoli-your-new-hand = Tu nueva mano
rummoli-hand-of = Mano { $n } de { $total } ·{" "}
rummoli-your-hand = Tu mano
rummoli-your-poker-hand = Tu mano de póker
rummoli-exchange = x tomar la viuda
rummoli-auction-2 = a subastarla
rummoli-bid = b { $min } (o más) para pujar
rummoli-pass = p pasar
rummoli-check = k pasar sin apostar
rummoli-bet = bet para apostar
rummoli-call = c igualar
rummoli-raise = r subir
rummoli-fold-2 = f retirarse

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Con más fichas al final: { $value }. Fichas devueltas: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-a-board-of-chips-a = un tablero de fichas, subasta de la viuda, póker y una ronda de escaleras, hasta 8 jugadores
rummoli-you-left-the-game-your = Sales de la partida: el bot juega por ti hasta que termine esta mano y luego recuperas tus fichas.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-ends-with-the = Fin de partida: { $who } acaba con más fichas, { $chips } ({ $gain }).
rummoli-game-over-end-with-the = Fin de partida: { $who } acaban con más fichas, { $chips } cada uno ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante-each-put-on-the = Ante: { $names } ponen { $each } cada uno en el tablero, una en cada casilla.
rummoli-is-not-a-number-of = “{ $rest }” no es un número de fichas: escribe b 3 para pujar 3.
rummoli-the-final-deal-each-player = Último reparto, la mano de póker de cada jugador:
rummoli-poker-hands-shown-3 = Manos de póker mostradas:

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
