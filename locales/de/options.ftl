
## src/i18n/options.rs

options-nothing-was-changed = Es wurde nichts geändert.
options-i-could-not-read-this = Ich konnte die Optionen dieses Befehls nicht lesen. Wähl jeden Wert aus Discords Vorschlägen und versuch es noch mal. Es wurde nichts geändert.
options-i-could-not-read-that = Das konnte ich nicht lesen. Drück die Buttons der neuesten Nachricht oder nutze den Befehl noch mal. Es wurde nichts geändert.
options-you-cannot-use-this-command = Diesen Befehl kannst du hier nicht nutzen. Es wurde nichts geändert.
options-set-by-this-server = {" "}— von diesem Server festgelegt

## src/i18n/options.rs

options-from-to = {" "}von { $n } bis { $n2 }
options-of-at-least = {" "}von mindestens { $n }
options-of-at-most = {" "}von höchstens { $n }
options-of-to-characters = {" "}mit { $a } bis { $b } Zeichen
options-of-at-least-characters = {" "}mit mindestens { $a } Zeichen
options-of-at-most-characters = {" "}mit höchstens { $b } Zeichen

## src/i18n/options.rs

options-refused-whole-number = `{ $option }` muss eine ganze Zahl{ $range } sein.
options-refused-number = `{ $option }` muss eine Zahl{ $range } sein.
options-refused-choice = `{ $option }` muss eins von diesen sein: { $choices }.
options-refused-boolean = `{ $option }` muss True oder False sein.
options-refused-user = `{ $option }` muss ein Mitglied dieses Servers sein, aus der Liste gewählt.
options-refused-text = `{ $option }` muss ein Text{ $length } sein.
options-refused-kind = `{ $option }` hat eine Art von Wert bekommen, die es nicht annimmt.
options-refused-required = `{ $command }` braucht die Option `{ $option }`.
options-refused-takes-none = `{ $command }` hat keine Optionen, trotzdem wurde `{ $option }` angegeben.
options-refused-unknown = `{ $command }` hat keine Option `{ $option }`; seine Optionen sind { $options }.
options-refused-subcommand = `{ $command }` braucht danach eins von diesen: { $subcommands }.
options-refused-no-such-command = Ich kenne den Befehl `{ $command }` nicht: Discord zeigt vielleicht eine alte Befehlsliste, versuch es also in einer Minute noch mal.
options-refused-and-nothing-changed = { $what } { $nothing }
options-yes = ja
options-no = nein

## src/tournament/options.rs

options-swiss-everyone-plays-every-round = Schweizer System (alle spielen jede Runde) oder K.-o.-System
options-players-the-tournament-takes = Wie viele Spieler das Turnier aufnimmt
options-players-at-each-table = Spieler pro Tisch
options-rounds-of-a-swiss-tournament = Runden eines Turniers im Schweizer System
options-buy-in-chips-each-player = Startgeld: Chips, die jeder in den Preispool zahlt

## src/table/option_decls.rs

options-seats-at-the-table = Plätze am Tisch
options-option-turn-seconds-about = Sek. pro Zug, dann spielt der Bot für dich
options-option-rebuy-seconds-about = Sekunden Bedenkzeit für Rebuy nach dem Ausscheiden
options-computer-players-to-seat-at = Computerspieler, die sofort mitspielen
options-how-well-computer-players-play = Stärke der Computerspieler

## src/games/options/declare.rs

options-option-stake-about = Einsatz pro Spieler (0: Freundschaftsspiel)
options-option-rated-about = Zählt für die Elo-Wertung des Servers
options-option-rated-yes = gewertet
options-option-rated-no = ungewertet

## src/games/counter.rs

options-counter-hands-won-label = Gewonnene Runden
options-counter-hands-won-title = Gewonnene Runden
options-counter-hands-won-choice = gewonnene Runden

## src/table/option_decls.rs, src/tournament/options.rs: the values of choice options

options-choice-easy = leicht
options-choice-normal = normal
options-choice-hard = schwer
options-choice-swiss = Schweizer System
options-choice-knockout = K.-o.-System
