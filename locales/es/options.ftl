
## src/i18n/options.rs

options-nothing-was-changed = No se ha cambiado nada.
options-i-could-not-read-this = No he podido leer las opciones de este comando. Elige cada valor entre las sugerencias de Discord y vuelve a intentarlo. No se ha cambiado nada.
options-i-could-not-read-that = No he podido leerlo. Pulsa los botones del último mensaje o vuelve a usar el comando. No se ha cambiado nada.
options-you-cannot-use-this-command = No puedes usar este comando aquí. No se ha cambiado nada.
options-set-by-this-server = {" "}— elegido por este servidor
