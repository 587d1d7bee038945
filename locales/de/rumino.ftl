
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
rumino-deadwood-2 = Restpunkte
rumino-draw-stock = d ziehen
rumino-take-discard = t nehmen
rumino-knock-2 = k klopfen
rumino-claim-rumino = c Ablagekarte für ein Rumino SCHNAPPEN
rumino-a-card-to-discard-like = eine Karte zum Ablegen (z. B. 7h)

## src/games/rumino/faces/words.rs

rumino-rumino-2 = mit einem Rumino
rumino-three-gins-2 = mit Gin in jeder der ersten drei Runden
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
rumino-knock-3 = Klopfen
rumino-claim = { $top } für RUMINO schnappen!
rumino-rebuy = Rebuy ({ $cost } Chips)
rumino-no-rebuy = Kein Rebuy
rumino-nudge-claim = Eine abgelegte Karte macht dein Rumino komplett: Schnapp sie dir jetzt!
rumino-nudge-rebuy = Du bist raus: Rebuy oder nicht?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } hat { $card } abgelegt.
rumino-ran-out-of-time-played = { $who }: Zeit abgelaufen, automatisch gespielt, { $card } abgelegt.
rumino-knock-4 = { $name } hat geklopft.
rumino-gin = { $name } hat Gin gemacht: −10!
rumino-rumino-3 = { $name } hat RUMINO gemacht!
rumino-claimed-rumino = { $name } hat sich die Ablagekarte für ein RUMINO geschnappt!
rumino-stock-out = Der Talon ist leer: Alle schreiben ihre Restpunkte an.
rumino-abandoned = Die Runde wurde abgebrochen.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } hat vom Talon gezogen.
rumino-took-discard = { $name } hat { $card } von der Ablage genommen.
rumino-reshuffled = Der Talon ist leer: Die Ablage wurde zu einem neuen Talon gemischt.
rumino-left-2 = { $name } hat die Partie verlassen.

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
