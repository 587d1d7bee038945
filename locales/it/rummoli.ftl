
## src/games/rummoli/faces/picture.rs

rummoli-out = fuori
rummoli-ends-with = Chiude con
rummoli-stack = Fiches
rummoli-game-over-called-off-before = Partita finita: annullata prima di una mano, quote restituite.
rummoli-widow-taken-by = Vedova presa da
rummoli-nobody-took-the-widow-it = Nessuno ha preso la vedova: è una mano morta.
rummoli-widow = Vedova
rummoli-poker-hands-shown = Mani di poker mostrate
rummoli-hand = mano
rummoli-to-act = : tocca a { $value }
rummoli-board = tabellone
rummoli-poker-hands-shown-2 = mani di poker mostrate
rummoli-played = giocate
rummoli-hand-2 = Mano
rummoli-stack-2 = fiches

## src/games/rummoli/faces/terminal.rs

rummoli-out-2 = fuori
rummoli-and = e
rummoli-auction = Di' quante fiches offri, come: b 3
rummoli-fold = non è un comando né una carta
rummoli-stacks = Fiches
rummoli-your-new-hand = La tua nuova mano
rummoli-hand-of = Mano { $n } di { $total } ·{" "}
rummoli-your-hand = La tua mano
rummoli-your-poker-hand = La tua mano di poker
rummoli-exchange = x prendi il monte
rummoli-auction-2 = a mettilo all'asta
rummoli-bid = b { $min } (o più) per offrire
rummoli-pass = p passa
rummoli-check = k parola
rummoli-bet = bet per puntare
rummoli-call = c vedi
rummoli-raise = r rilancia
rummoli-fold-2 = f lascia

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }{ $value } chiude con più fiches. Fiches restituite: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-a-board-of-chips-a = tabellone di fiches, asta del monte, poker e giro, fino a 8 giocatori
rummoli-you-left-the-game-your = Hai lasciato la partita: si gioca per te fino alla fine di questa mano, poi le tue fiches tornano a te.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-ends-with-the = Partita finita: { $who } chiude con più fiches, { $chips } ({ $gain }).
rummoli-game-over-end-with-the = Partita finita: { $who } chiudono con più fiches, { $chips } a testa ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante-each-put-on-the = Posta: { $names } mettono { $each } a testa sul tabellone, una su ogni casella.
rummoli-is-not-a-number-of = “{ $rest }” non è un numero di fiches: scrivi b 3 per offrirne 3.
rummoli-the-final-deal-each-player = L'ultima mano, la mano di poker di ogni giocatore:
rummoli-poker-hands-shown-3 = Mani di poker mostrate:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Mano { $hand_no }: { $game_seat_name } ha chiuso e prende la casella Rummoli.
rummoli-deadlock = Mano { $hand_no }: stallo — nessuno poteva cambiare colore; ogni carta in mano ha pagato 1 fiche al Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Chiusure (casella Rummoli)
rummoli-counter-poker-won-label = Caselle Poker vinte

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Fiches che ognuno porta al tavolo
rummoli-option-hands-about = Mani da giocare (di norma una a testa)
rummoli-option-hands-one = 1 mano
rummoli-option-hands-many = { $value } mani
rummoli-option-poker-about = Come si vince la casella del poker
rummoli-choice-showdown = carte scoperte
rummoli-choice-betting = con puntate
rummoli-shown = poker: { $value }
