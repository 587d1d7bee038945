
## src/games/rummoli/faces/picture.rs

rummoli-out = raus
rummoli-ends-with = Endet mit
rummoli-stack = Chips
rummoli-game-over-called-off-before = Spielende: vor der 1. Runde abgebrochen, Einsätze zurück.
rummoli-widow-taken-by = Witwe geht an
rummoli-nobody-took-the-widow-it = Keiner nahm die Witwe: eine tote Hand.
rummoli-widow = Witwe
rummoli-poker-hands-shown = Gezeigte Pokerhände
rummoli-hand = Runde
rummoli-to-act = : { $value } am Zug
rummoli-board = Brett
rummoli-poker-hands-shown-2 = gezeigte Pokerhände
rummoli-played = gelegt
rummoli-hand-2 = Rd.
rummoli-stack-2 = Chips

## src/games/rummoli/faces/terminal.rs

rummoli-out-2 = ausgeschieden
rummoli-and = und
rummoli-auction = Sag, wie viele Chips du bietest, z. B.: b 3
rummoli-fold = ist weder ein Befehl noch eine Karte
rummoli-stacks = Chips
rummoli-your-new-hand = Deine neue Hand
rummoli-hand-of = Runde { $n } von { $total } ·{" "}
rummoli-your-hand = Deine Hand
rummoli-your-poker-hand = Deine Pokerhand
rummoli-exchange = x Witwe nehmen
rummoli-auction-2 = a versteigern
rummoli-bid = b { $min } (oder mehr) zum Bieten
rummoli-pass = p passen
rummoli-check = k checken
rummoli-bet = bet setzen
rummoli-call = c mitgehen
rummoli-raise = r erhöhen
rummoli-fold-2 = f aussteigen

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Die meisten Chips am Ende: { $value }. Zurückgegebene Chips: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-a-board-of-chips-a = ein Spielbrett mit Chips, Versteigerung der Witwe, Poker und Ausspielen in Folge, bis zu 8 Spieler
rummoli-you-left-the-game-your = Du hast die Partie verlassen: Für deinen Platz wird bis zum Ende dieser Runde weitergespielt, dann bekommst du deine Chips zurück.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-ends-with-the = Spielende: { $who } hat die meisten Chips, { $chips } ({ $gain }).
rummoli-game-over-end-with-the = Spielende: { $who } haben die meisten Chips, je { $chips } ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante-each-put-on-the = Einsatz: { $names } legen je { $each } aufs Brett, einen auf jedes Feld.
rummoli-is-not-a-number-of = „{ $rest }“ ist keine Chipzahl: Tippe b 3, um 3 zu bieten.
rummoli-the-final-deal-each-player = Die Schlussausteilung, die Pokerhand jedes Spielers:
rummoli-poker-hands-shown-3 = Gezeigte Pokerhände:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Runde { $hand_no }: { $game_seat_name } hat alle Karten gespielt und kassiert das Rummoli-Feld.
rummoli-deadlock = Runde { $hand_no }: Blockade — niemand konnte von Rot auf Schwarz oder umgekehrt wechseln; jede Karte auf der Hand zahlte 1 Chip an Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Alle Karten gespielt (Rummoli-Feld)
rummoli-counter-poker-won-label = Gewonnene Poker-Felder

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Chips, die jeder zum Tisch mitbringt
rummoli-option-hands-about = Runden (Standard: eine pro Spieler)
rummoli-option-hands-one = 1 Runde
rummoli-option-hands-many = { $value } Runden
rummoli-option-poker-about = Wie das Poker-Feld gewonnen wird
rummoli-choice-showdown = Showdown
rummoli-choice-betting = Setzrunde
rummoli-shown = Poker: { $value }
