
## src/faces/terminal/mod.rs

terminal-quit = Gib einen Befehl ein (h für Hilfe).
terminal-name-the-card-to-discard = Nenne die Karte zum Ablegen, z. B.:
terminal-type-h-for-help = Tippe h für Hilfe.
terminal-is-not-a-command-type = „{ $word }“ ist kein Befehl. Tippe h für Hilfe.
terminal-out = ausgeschieden
terminal-scores = Punktestand
terminal-your-hand-discard-stock = Deine Hand: { $hand } | Ablage: { $discard } | Talon: { $stock }
terminal-pool-chips = Pott { $n } Chips
terminal-turned-up = Aufgedeckt als erste Ablagekarte: { $card }.
terminal-your-move-prompt = Dein Zug

## src/faces/words.rs

terminal-target = durch Erreichen des Punktziels
terminal-last-player-in = als letzter verbliebener Spieler
terminal-highest-total-at-cancel = mit der höchsten Summe beim Abbruch der Partie
terminal-that-action-belongs-to-another = Diese Aktion gehört zu einem anderen Spiel als dem dieses Tisches.

## src/cli/play/mod.rs

terminal-a-friendly-game = Freundschaftsspiel
terminal-chips-each = { $n } Chips pro Spieler

## src/cli/play/session.rs

terminal-go-ahead-y-n = Trotzdem fortfahren? (j/n)
terminal-nothing-was-done = Es wurde nichts gemacht.
terminal-stale = Die Partie ist inzwischen weitergegangen: Hier ist der aktuelle Stand.
terminal-play-again-y-n = Nochmal spielen? (j/n)
terminal-type-y-to-play-again = Tippe y, um nochmal zu spielen, oder n, um aufzuhören.

## src/cli/simulate/report.rs

terminal-other-tables-resumed-played-out = andere Tische (fortgesetzt, zu Ende gespielt oder geschlossen), nicht gezählt
terminal-hands-per-game = Runden pro Partie
terminal-hands-ended-per = Rundenenden pro 1.000 Runden
terminal-decision-time-per-level = Entscheidungszeit pro Stufe
terminal-decisions = Entscheidungen

## src/faces/terminal/mod.rs

terminal-nothing-after-command = Nach „{ $word }“ kommt nichts weiter, du hast aber „{ $rest }“ eingegeben: Tippe nur { $word }.

## src/faces/terminal/mod.rs: the terminal's own player. English says "You" and makes its verbs
## agree ("You deal"); the other languages name that player like any other, in the third person.

terminal-you = Spieler

## src/cli/simulate/report.rs

terminal-simulation-head = { $game }-Simulation: { $players } Spieler, Stufen [{ $levels }], Seed { $seed }
terminal-simulation-finished = In diesem Lauf beendete { $game }-Partien: { $finished } (--games { $games } zählt die beendeten { $game }-Partien in der Datenbank: { $before } vor diesem Lauf; { $resumed } { $game }-Tische fortgesetzt)
terminal-simulation-missed = die Zahlen unten lassen { $missed } Aktionen aus, mit denen dieser Bericht nicht Schritt halten konnte
terminal-simulation-level = Stufe
terminal-simulation-seats = Plätze
terminal-simulation-wins = Siege
terminal-simulation-win-rate = Siegquote
terminal-simulation-interval = 95-%-KI

## src/cli/play/mod.rs: who the terminal's player plays against (named as terminal-you says;
## $level: easy, normal or hard).

terminal-against = du (Spieler) gegen { $opponents } Computerspieler, Stufe { $level }

## The terminal's "label: value" lines (Scores: …, Your move: …), punctuated as the language does.

terminal-label-value = { $label }: { $value }
