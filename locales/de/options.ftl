
## src/i18n/options.rs

options-nothing-was-changed = Es wurde nichts geändert.
options-i-could-not-read-this = Ich konnte die Optionen dieses Befehls nicht lesen. Wähl jeden Wert aus Discords Vorschlägen und versuch es noch mal. Es wurde nichts geändert.
options-i-could-not-read-that = Das konnte ich nicht lesen. Drück die Buttons der neuesten Nachricht oder nutze den Befehl noch mal. Es wurde nichts geändert.
options-you-cannot-use-this-command = Diesen Befehl kannst du hier nicht nutzen. Es wurde nichts geändert.
options-set-by-this-server = {" "}— von diesem Server festgelegt
