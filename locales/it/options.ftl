
## src/i18n/options.rs

options-nothing-was-changed = Non è stato cambiato nulla.
options-i-could-not-read-this = Non riesco a leggere le opzioni di questo comando. Scegli ogni valore tra i suggerimenti di Discord e riprova. Non è stato cambiato nulla.
options-i-could-not-read-that = Non riesco a leggerlo. Premi i pulsanti dell'ultimo messaggio, o usa di nuovo il comando. Non è stato cambiato nulla.
options-you-cannot-use-this-command = Non puoi usare questo comando qui. Non è stato cambiato nulla.
options-set-by-this-server = {" "}— scelta dal server
