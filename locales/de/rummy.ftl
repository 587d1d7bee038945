
## src/games/rummy/faces/picture.rs

rummy-target = mit
rummy-hands = mit der höchsten Summe
rummy-out = raus
rummy-cards-left-at-the-last = Restkarten der letzten Runde
rummy-must-use = Pflicht:

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = „{ $text }“ ist keine Karte: Schreib einen Wert (A, 2–10, J, Q, K) und eine Farbe (♠ ♥ ♦ ♣ oder s h d c), z. B. 7♥, 10s oder Qd. Tippe h für Hilfe.
rummy-name-the-cards-to-meld = Nenne die Karten zum Auslegen, z. B.: m 7h 8h 9h
rummy-lay-off-needs-card-and-meld = Nenne eine Karte und eine Kombinationsnummer, z. B.: o 7h 2
rummy-is-not-a-meld-number = ist keine Kombinationsnummer
rummy-meld = Kombination
rummy-you-could-meld = Du könntest auslegen
rummy-draw-stock = d ziehen
rummy-take-discard = t nehmen
rummy-meld-option = m KARTEN zum Auslegen
rummy-lay-off = o KARTE N zum Anlegen
rummy-discard = eine Karte zum Ablegen (z. B. 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | gesamt { $total }
rummy-game-over-highest-total = mit der höchsten Summe
rummy-melds = **Kombinationen auf dem Tisch**
rummy-no-melds = Noch keine Kombinationen auf dem Tisch.
rummy-your-turn-draw = **Du bist am Zug:** Zieh vom Talon oder nimm die Ablagekarte.
rummy-your-turn-play = **Du bist am Zug:** auslegen, anlegen, dann eine Karte ablegen (oder ausmachen).
rummy-meld-placeholder = Auslegen…
rummy-lay-off-placeholder = Anlegen…
rummy-discard-placeholder = Ablegen…
rummy-seat-line-out = {" "}— ausgeschieden
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
## src/games/rummy/faces/words.rs

rummy-drew-stock = { $player } hat vom Talon gezogen.
rummy-took-discard = { $player } hat { $card } von der Ablage genommen.
rummy-melded = { $player } hat { $cards } ausgelegt (Kombination { $meld }).
rummy-laid-off = { $player } hat { $card } an Kombination { $meld } angelegt.
rummy-discarded = { $player } hat { $card } abgelegt.
rummy-timed-out-discarded = { $player }: Zeit abgelaufen, automatisch gespielt, { $card } abgelegt.
rummy-reshuffled = Der Talon ist leer: Die Ablage wurde zu einem neuen Talon gemischt.
rummy-went-out-rummy = { $player } hat ausgemacht: RUMMY!
rummy-went-out = { $player } hat ausgemacht.
rummy-dead = Der Talon ist wieder leer: Die Runde wird nicht gewertet.
rummy-left = { $player } hat die Partie verlassen.
rummy-out-with-rummy-scored = { $player } hat mit einem Rummy ausgemacht (doppelt) und bekommt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
rummy-out-scored = { $player } hat ausgemacht und bekommt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
rummy-hand-dead = Die Runde wird nicht gewertet: Niemand bekommt Punkte.
# $cards is how many cards you hold.
rummy-your-cards = **Deine Karten** ({ $cards }):
rummy-must-use-taken = Du hast { $card } genommen: Leg sie zuerst aus oder an.
rummy-waiting-for = Warten auf { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
rummy-discard-and-stock = Ablage: **{ $top }** · Talon: { $stock }
rummy-first-to-points-wins = wer zuerst { $points } Punkte hat, gewinnt
rummy-hands-highest-total-wins = { $hands ->
        [one] 1 Runde, die höchste Summe gewinnt
       *[other] { $hands } Runden, die höchste Summe gewinnt
    }
# $owner is the player who melded it.
rummy-lay-off-option = { $card } an Kombination { $meld } ({ $owner })
# A seat's score, short, in the list of seats.
rummy-seat-points = { $points } Pkt.
rummy-refusal-draw-first = Zieh zuerst eine Karte: vom Talon oder von der Ablage.
rummy-refusal-already-drew = Du hast in diesem Zug schon gezogen: Leg aus, leg an oder leg eine Karte ab.
rummy-refusal-card-not-in-hand = Du hast { $card } nicht auf der Hand.
rummy-refusal-card-named-twice = Du hast { $card } zweimal genannt.
rummy-refusal-not-a-meld = Diese Karten sind keine Kombination: Eine Kombination sind 3 oder 4 Karten gleichen Werts oder 3 oder mehr Karten einer Farbe in Folge.
rummy-refusal-no-such-meld = Auf dem Tisch liegt keine Kombination { $meld }.
rummy-refusal-cannot-lay-off = { $card } passt nicht an Kombination { $meld }: Leg die vierte Karte eines Satzes an oder die nächste Karte an einem Ende einer Folge.
rummy-refusal-cannot-discard-taken-card = Du hast { $card } in diesem Zug von der Ablage genommen und darfst sie deshalb in diesem Zug nicht ablegen. Leg eine andere Karte ab.
rummy-refusal-take-only-to-meld = Du darfst { $card } nur nehmen, wenn du sie sofort auslegen oder anlegen kannst: Zieh vom Talon.
rummy-refusal-must-use-taken = Du hast { $card } von der Ablage genommen: Leg sie aus oder an, bevor du etwas anderes tust.
rummy-refusal-must-discard-to-go-out = An diesem Tisch machst du aus, indem du deine letzte Karte ablegst: Behalte eine Karte zum Ablegen.
rummy-refusal-dead-end = Dann hättest du nur noch { $card }, die du von der Ablage genommen hast und in diesem Zug nicht ablegen darfst.
rummy-refusal-bad-deck-order = Zum Geben braucht es das Blatt mit 52 Karten in irgendeiner Reihenfolge.
rummy-refusal-bad-player-count = Eine Partie braucht 2 bis 6 Spieler; es sind { $players }.

## src/games/rummy/faces/terminal.rs

# What a player types (d, t, m 7h 8h 9h, o 7h 2, x, q, and cards written in English: 7h, Qd) stays as it is.
rummy-help = Befehle: d = vom Talon ziehen, t = Ablagekarte nehmen, m 7h 8h 9h = diese Karten auslegen, o 7h 2 = 7h an Kombination 2 anlegen, eine Karte (z. B. 7h) oder x und eine Karte = ablegen, q = beenden. Karten werden englisch geschrieben: Wert (A, 2–10, J, Q, K) und Farbe (s Pik, h Herz, d Karo, c Kreuz).
