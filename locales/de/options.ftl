
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
