
## src/games/rummoli/faces/picture.rs

rummoli-out = raus
rummoli-ends-with = Endet mit
rummoli-stack = Chips
rummoli-game-over-called-off-before = Spiel vorbei: vor der 1. Runde abgebrochen, Einsätze zurück.
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
