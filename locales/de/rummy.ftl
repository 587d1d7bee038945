
## src/games/rummy/faces/picture.rs

rummy-target = mit
rummy-hands = mit der höchsten Summe
rummy-out = raus
rummy-cards-left-at-the-last = Restkarten der letzten Runde
rummy-must-use = Pflicht:

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = „{ $text }“ ist keine Karte: Schreib einen Wert (A, 2–10, J, Q, K) und eine Farbe (♠ ♥ ♦ ♣ oder s h d c), z. B. 7♥, 10s oder Qd. Tippe h für Hilfe.
rummy-name-the-cards-to-meld = Nenne die Karten zum Auslegen, z. B.: m 7h 8h 9h
rummy-name-a-card-and-a = Nenne eine Karte und eine Kombinationsnummer, z. B.: o 7h 2
rummy-is-not-a-meld-number = ist keine Kombinationsnummer
rummy-meld = Kombination
rummy-you-could-meld = Du könntest auslegen
rummy-draw-stock = d ziehen
rummy-take-discard = t nehmen
rummy-meld-2 = m KARTEN zum Auslegen
rummy-lay-off = o KARTE N zum Anlegen
rummy-discard = eine Karte zum Ablegen (z. B. 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | gesamt { $total }
rummy-target-2 = mit der höchsten Summe
rummy-melds = **Kombinationen auf dem Tisch**
rummy-no-melds = Noch keine Kombinationen auf dem Tisch.
rummy-your-turn-draw = **Du bist am Zug:** Zieh vom Talon oder nimm die Ablagekarte.
rummy-your-turn-play = **Du bist am Zug:** auslegen, anlegen, dann eine Karte ablegen (oder ausmachen).
rummy-meld-placeholder = Auslegen…
rummy-lay-off-placeholder = Anlegen…
rummy-discard-placeholder = Ablegen…
rummy-out-2 = {" "}— ausgeschieden
rummy-melds-on-the-table = Kombinationen auf dem Tisch

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Runde { $hand } von { $n } · die höchste Summe gewinnt
rummy-hand-first-to-points-wins = Runde { $hand } · wer zuerst { $target } Punkte hat, gewinnt

## src/games/rummy/seam.rs

rummy-name = Rummy
rummy-counter-rummies-label = Rummys
rummy-counter-rummies-title = Rummys
rummy-counter-rummies-choice = Rummys

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Punkte für den Spielsieg
rummy-option-target-shown = bis { $value } Punkte
rummy-option-hands-about = Anzahl Runden statt Zielpunkten
rummy-option-hands-one = 1 Runde
rummy-option-hands-many = { $value } Runden
rummy-option-ace-high-about = Erlaube Folgen Q-K-A; Asse zählen dann 15
rummy-option-ace-high-yes = Q-K-A erlaubt, Asse 15
rummy-option-discard-must-meld-about = Ablagekarte nur zum direkten Auslegen nehmen
rummy-option-discard-must-meld-yes = Ablagekarte nur zum Auslegen
rummy-option-must-discard-to-go-out-about = Ausmachen nur mit einem letzten Abwurf
rummy-option-must-discard-to-go-out-yes = Ausmachen mit Abwurf
