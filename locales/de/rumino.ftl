
## src/games/rumino/faces/picture.rs

rumino-rumino = mit Rumino
rumino-three-gins = mit Gin in den ersten drei Runden
rumino-last-player-in = mit den wenigsten Punkten
rumino-knock = Klopfen
rumino-left = weg
rumino-out = raus
rumino-last-hand-as-shown = Letzte Runde, aufgedeckt
rumino-deadwood = Restpunkte

## src/games/rumino/faces/terminal.rs

rumino-careful-knocking-adds-your-points = Vorsicht: Klopfen addiert deine { $deadwood } Restpunkte zu deinem Stand von { $score }. { $after } liegt über { $ELIMINATION_SCORE }, du wärst also ausgeschieden.
rumino-deciding-whether-to-rebuy = Entscheiden über einen Rebuy
rumino-terminal-deadwood = Restpunkte
rumino-draw-stock = d ziehen
rumino-take-discard = t nehmen
rumino-knock-option = k klopfen
rumino-claim-rumino = c Ablagekarte für ein Rumino SCHNAPPEN
rumino-a-card-to-discard-like = eine Karte zum Ablegen (z. B. 7h)

## src/games/rumino/faces/words.rs

rumino-game-over-by-rumino = mit einem Rumino
rumino-game-over-by-three-gins = mit Gin in jeder der ersten drei Runden
rumino-last-player-standing = als letzter verbliebener Spieler
rumino-all-eliminated = mit den wenigsten Punkten
rumino-cancelled-settled = mit den wenigsten Punkten beim Abbruch der Partie
rumino-italian-knock-rummy-for-to = das italienische Klopf-Rommé für 2 bis 6 Spieler

## src/games/rumino/faces/words_tx.rs

rumino-seat-cards = {" "}· { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
rumino-seat-rebuys = {" "}· Rebuys: { $n }
rumino-discard-line = Ablage: **{ $top }** · Talon: { $stock ->
        [one] { $stock } Karte
       *[other] { $stock } Karten
    } · Geber: { $dealer }
rumino-waiting-rebuys = Warten auf Rebuy-Entscheidungen: { $names } — Frist endet { $closes }
rumino-your-hand = **Deine Hand** — Restpunkte **{ $deadwood }**
rumino-hand-status = Ablage: **{ $top }** · Talon: { $stock } · dein Stand: { $score } · Pott: { $pool }
rumino-claim-prompt = ⚡ **{ $top } macht dein Rumino komplett!** Schnapp sie dir jetzt, bevor sie überdeckt wird.
rumino-rebuy-prompt = Du bist ausgeschieden. Für **{ $cost }** Chips wieder einsteigen, mit dem höchsten Punktestand, der noch im Spiel ist?
rumino-you-are-out = Du bist aus dieser Partie ausgeschieden.
rumino-discard-now = Du bist am Zug: Leg eine Karte ab oder melde Gin oder Rumino.
rumino-draw-now = Du bist am Zug: Zieh vom Talon oder nimm { $top }.
rumino-waiting-for = Warten auf { $name }.
rumino-waiting-for-rebuys = Warten auf Rebuy-Entscheidungen.
rumino-knock-button = Klopfen
rumino-claim = { $top } für RUMINO schnappen!
rumino-rebuy = Rebuy ({ $cost } Chips)
rumino-no-rebuy = Kein Rebuy
rumino-nudge-claim = Eine abgelegte Karte macht dein Rumino komplett: Schnapp sie dir jetzt!
rumino-nudge-rebuy = Du bist raus: Rebuy oder nicht?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } hat { $card } abgelegt.
rumino-ran-out-of-time-played = { $who }: Zeit abgelaufen, automatisch gespielt, { $card } abgelegt.
rumino-hand-end-knock = { $name } hat geklopft.
rumino-gin = { $name } hat Gin gemacht: −10!
rumino-hand-end-rumino = { $name } hat RUMINO gemacht!
rumino-claimed-rumino = { $name } hat sich die Ablagekarte für ein RUMINO geschnappt!
rumino-stock-out = Der Talon ist leer: Alle schreiben ihre Restpunkte an.
rumino-abandoned = Die Runde wurde abgebrochen.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } hat vom Talon gezogen.
rumino-took-discard = { $name } hat { $card } von der Ablage genommen.
rumino-reshuffled = Der Talon ist leer: Die Ablage wurde zu einem neuen Talon gemischt.
rumino-left-the-game = { $name } hat die Partie verlassen.

## src/games/rumino/seam.rs

rumino-name = Rumino
rumino-counter-gins-label = Gin
rumino-counter-gins-title = Gins
rumino-counter-gins-choice = Gins
rumino-counter-ruminos-label = Rumino
rumino-counter-ruminos-title = Ruminos
rumino-counter-ruminos-choice = Ruminos
rumino-counter-knocks-label = Geklopft

## src/games/rumino/options.rs

rumino-option-knock-limit-about = Max. Restpunkte, mit denen man klopfen darf
rumino-option-knock-limit-shown = klopfen mit { $value } oder weniger
rumino-option-ace-high-about = Erlaube Folgen Q-K-A
rumino-option-ace-high-yes = Q-K-A erlaubt
rumino-option-ace-high-no = {""}
rumino-option-undercut-penalty-about = +10 für Klopfer ohne die wenigsten Restpunkte
rumino-option-undercut-penalty-yes = +10 für Klopfer ohne die klar wenigsten Restpunkte
rumino-option-undercut-penalty-no = {""}
## src/games/rumino/faces/words.rs

# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown = { $who }: { $cards } | Restpunkte { $deadwood } → { $points } { $points_abs ->
        [one] Punkt
       *[other] Punkte
    }, Stand { $score }
# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown-eliminated = { $who }: { $cards } | Restpunkte { $deadwood } → { $points } { $points_abs ->
        [one] Punkt
       *[other] Punkte
    }, Stand { $score } — ausgeschieden
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-winner-deals-first = { $who } hat die letzte Partie gewonnen und gibt zuerst.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-eliminated = { $who } scheidet mit { $score } Punkten aus.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-rebought = { $who } steigt für { $cost } Chips wieder ein, mit { $score } Punkten.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-declined-rebuy = { $who } verzichtet auf einen Rebuy und ist aus der Partie.
rumino-refusal-out-of-this-hand = Du bist aus dieser Partie ausgeschieden und kannst diese Runde nicht spielen.
rumino-refusal-draw-first = Zieh zuerst eine Karte: vom Talon oder von der Ablage.
rumino-refusal-already-drew = Du hast in diesem Zug schon gezogen: Leg eine Karte ab oder melde Gin oder Rumino.
rumino-refusal-discard-pile-empty = Die Ablage ist leer: Zieh vom Talon.
rumino-refusal-card-not-in-hand = Du hast { $card } nicht auf der Hand.
rumino-refusal-cannot-discard-taken-card = Du hast { $card } in diesem Zug von der Ablage genommen und darfst sie deshalb in diesem Zug nicht ablegen. Leg eine andere Karte ab.
rumino-refusal-knock-too-high = Klopfen darfst du nur mit { $limit } Punkten oder weniger; du hast { $deadwood }.
rumino-refusal-not-gin = Das ist kein Gin: Gin braucht eine Vierer- und eine Dreierkombination aus 7 Karten (du hast { $deadwood } Restpunkte).
rumino-refusal-not-rumino = Das ist kein Rumino: Dafür braucht es 7 Karten in Folge in einer Farbe oder 7 gleiche Karten.
rumino-refusal-no-claim = Gerade gibt es keine Ablagekarte, die du dir für ein Rumino schnappen kannst.
rumino-refusal-no-rebuy-offer = Bei dir steht kein Rebuy zur Entscheidung an.
rumino-refusal-awaiting-rebuys = Die Partie wartet auf Rebuy-Entscheidungen.
rumino-refusal-bad-deck-order = Zum Geben braucht es das volle Blatt mit 108 Karten in irgendeiner Reihenfolge.
rumino-refusal-bad-player-count = Eine Partie braucht 2 bis 6 Spieler; es sind { $players }.

## src/games/rumino/faces/terminal.rs

# The letters and card names a player types (d, t, 7h, x, k, g, r, c, y, s, n, q) stay as they are.
rumino-help = Befehle: d = vom Talon ziehen, t = Ablagekarte nehmen, eine Karte (7h, 10♦, Joker) oder x und eine Karte = ablegen, k = klopfen, g = Gin, r = Rumino, c = Ablagekarte für ein Rumino schnappen, j / n = Rebuy oder nicht, q = beenden. In deiner Hand stehen Karten, die eine Kombination bilden, in [ ]; der Rest zählt als Restpunkte. Farben: s Pik, h Herz, d Karo, c Kreuz.
# $text is what the player typed.
rumino-not-a-card = „{ $text }“ ist keine Karte: Schreib einen Wert (A, 2–10, J, Q, K) und eine Farbe (♠ ♥ ♦ ♣ oder s h d c), z. B. 7♥, 10s oder Qd, oder Joker. Tippe h für Hilfe.
# $pool is a whole phrase, like "pool 20 chips".
rumino-hand-and-limit = Runde { $hand } · über { $limit } Punkten scheidet man aus · { $pool }
rumino-rebuy-or-not = Du bist ausgeschieden. Rebuy für { $cost } Chips? (j/n)

## src/games/rumino/faces/words_tx.rs

# The buttons that declare gin and rumino.
rumino-gin-button = Gin!
rumino-rumino-button = RUMINO!

## src/games/rumino/faces/terminal.rs

# What the prompt offers: the letter is what the player types.
rumino-gin-option = g Gin
rumino-rumino-option = r Rumino
