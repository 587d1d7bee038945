
## src/i18n/options.rs

options-nothing-was-changed = Non è stato cambiato nulla.
options-i-could-not-read-this = Non riesco a leggere le opzioni di questo comando. Scegli ogni valore tra i suggerimenti di Discord e riprova. Non è stato cambiato nulla.
options-i-could-not-read-that = Non riesco a leggerlo. Premi i pulsanti dell'ultimo messaggio, o usa di nuovo il comando. Non è stato cambiato nulla.
options-you-cannot-use-this-command = Non puoi usare questo comando qui. Non è stato cambiato nulla.
options-set-by-this-server = {" "}— scelta dal server

## src/i18n/options.rs

options-from-to = {" "}da { $n } a { $n2 }
options-of-at-least = {" "}di almeno { $n }
options-of-at-most = {" "}di al massimo { $n }
options-of-to-characters = {" "}da { $a } a { $b } caratteri
options-of-at-least-characters = {" "}di almeno { $a } caratteri
options-of-at-most-characters = {" "}di al massimo { $b } caratteri

## src/i18n/options.rs

options-refused-whole-number = `{ $option }` deve essere un numero intero{ $range }.
options-refused-number = `{ $option }` deve essere un numero{ $range }.
options-refused-choice = `{ $option }` deve essere uno tra { $choices }.
options-refused-boolean = `{ $option }` deve essere Vero o Falso.
options-refused-user = `{ $option }` deve essere un membro di questo server, scelto dall'elenco.
options-refused-text = `{ $option }` deve essere un testo{ $length }.
options-refused-kind = `{ $option }` ha ricevuto un tipo di valore che non accetta.
options-refused-required = `{ $command }` richiede l'opzione `{ $option }`.
options-refused-takes-none = `{ $command }` non ha opzioni, eppure è arrivata `{ $option }`.
options-refused-unknown = `{ $command }` non ha l'opzione `{ $option }`; le sue opzioni sono { $options }.
options-refused-subcommand = `{ $command }` vuole dopo di sé uno tra { $subcommands }.
options-refused-no-such-command = Non conosco il comando `{ $command }`: Discord potrebbe mostrare un vecchio elenco di comandi, riprova tra un minuto.
options-refused-and-nothing-changed = { $what } { $nothing }
options-yes = sì
options-no = no

## src/tournament/options.rs

options-swiss-everyone-plays-every-round = Svizzera (tutti giocano ogni turno) o eliminazione diretta
options-players-the-tournament-takes = Giocatori del torneo
options-players-at-each-table = Giocatori a ogni tavolo
options-rounds-of-a-swiss-tournament = Turni di un torneo svizzero
options-buy-in-chips-each-player = Iscrizione: fiches che ognuno versa nel montepremi

## src/table/option_decls.rs

options-seats-at-the-table = Posti al tavolo
options-option-turn-seconds-about = Secondi per turno, poi il bot gioca per te
options-option-rebuy-seconds-about = Secondi per decidere il rientro dopo l'eliminazione
options-computer-players-to-seat-at = Giocatori computer da far sedere subito
options-how-well-computer-players-play = Quanto bene giocano i computer

## src/games/options/declare.rs

options-option-stake-about = Fiches che ognuno mette (0: amichevole)
options-option-rated-about = Conta per la classifica Elo del server
options-option-rated-yes = valida per la classifica
options-option-rated-no = fuori classifica

## src/games/counter.rs

options-counter-hands-won-label = Mani vinte
options-counter-hands-won-title = Mani vinte
options-counter-hands-won-choice = mani vinte

## src/table/option_decls.rs, src/tournament/options.rs: the values of choice options

options-choice-easy = facile
options-choice-normal = normale
options-choice-hard = difficile
options-choice-swiss = svizzera
options-choice-knockout = eliminazione
