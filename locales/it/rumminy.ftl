
## src/games/rumminy/faces/picture.rs

rumminy-out = {" "}· fuori
rumminy-not-opened = {" "}· non aperto
rumminy-went-out = chiudendo
rumminy-blocked = con la penalità più bassa
rumminy-turn = Turno
rumminy-stock = Mazzo
rumminy-pool = Piatto
rumminy-tiles-left = Tessere rimaste
rumminy-the-playfield-is-empty = Il tavolo è vuoto.
rumminy-tiles-left-2 = tessere rimaste
rumminy-playfield = tavolo
rumminy-empty = vuoto

## src/games/rumminy/faces/screens.rs

rumminy-tiles-left-3 = Tessere rimaste

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = La tua bozza è il tavolo così com'è: prima metti giù tessere dalla tua mano (come R6 2, o R1 R2 R3 new), prendi il suggerimento con s, o passa con p.
rumminy-act = Con le tue tessere ora non c'è giocata possibile: p per passare e pescare.
rumminy-suggested-the-play-placing-the = Suggerita: la giocata che mette giù più tessere ({ $n }). Ora è la tua bozza: c per confermarla, u per annullare.
rumminy-undone = Annullato.
rumminy-combination-is-empty-and-gone = {" "}La combinazione { $from } è vuota e sparisce: quelle dopo salgono.
rumminy-your-draft-is-the-playfield-2 = La tua bozza è il tavolo che hai scritto.
rumminy-passing-drops-your-draft-which = Passando perdi la tua bozza, che mette giù { $placed }.
rumminy-tiles-left-4 = Tessere rimaste
rumminy-out-of-the-game = {" "}(fuori dalla partita)
rumminy-it = Tavolo:
rumminy-your-tiles = Le tue tessere
rumminy-the-game-is-not-being = La partita non è in corso.

## src/games/rumminy/faces/terminal_input.rs

rumminy-to-type-the-whole-playfield = Per scrivere tutto il tavolo, comincia la riga con r: r { $line }
rumminy-type-the-whole-new-playfield = Scrivi tutto il nuovo tavolo dopo r, come: r R7 R8 R9 | B5 Y5 K5
rumminy-is-not-a-command-or = non è un comando né una tessera
rumminy-is-neither-a-tile-nor = “{ $last }” non è né una tessera né il numero di una combinazione: scrivi le tessere, poi il numero di una combinazione o new, come R6 2.
rumminy-like-m-r-moves-r = come: m 2 R9 3 sposta R9 dalla combinazione 2 alla combinazione 3 (o new)
rumminy-say-which-combination-which-tiles = Di' quale combinazione, quali tessere e dove
rumminy-is-not-a-combination-number = non è il numero di una combinazione
rumminy-say-which-tiles-to-move = Di' quali tessere spostare
rumminy-is-not-a-combination-number-2 = non è il numero di una combinazione né new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = La tua bozza (la vedi solo tu; non si gioca niente finché non scrivi c):
rumminy-from-your-hand = Dalla tua mano
rumminy-not-yet = Non ancora
rumminy-empty-2 = vuoto

## src/games/rumminy/faces/words/ends.rs

rumminy-points = Punti
rumminy-penalty = penalità

## src/games/rumminy/faces/words/mod.rs

rumminy-tiles-on-a-shared-playfield = 74 tessere su un tavolo comune che ogni turno può ricomporre, da 2 a 4 giocatori, con punteggio Elo

## src/games/rumminy/faces/words/moves.rs

rumminy-forfeited = Passi e peschi { $value }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-is-not-a-tile-write = “{ $word }” non è una tessera: scrivi un colore R, B, Y o K e un numero 1–9 (R7), o J per un jolly.

## src/games/rumminy/faces/words/screen.rs

rumminy-playfield-2 = **Tavolo**
rumminy-empty-playfield = Il tavolo è vuoto.
rumminy-draft-header = **La tua bozza** (la vedi solo tu; nulla è giocato finché non Confermi):
rumminy-place-tile = Cala una tessera dalla mano…
rumminy-new-combination = Una combinazione nuova
rumminy-commit = Conferma
rumminy-suggest = Suggerisci
rumminy-rearrange = Riordina
rumminy-rearrange-title = Riordina il tavolo
rumminy-rearrange-label = Combinazioni divise da | (R7 R8 R9 | B5 Y5 K5)
rumminy-undo = Annulla
rumminy-pass = Passa (pesca)
rumminy-nothing-to-suggest = Con le tue tessere ora non c'è giocata possibile: passa e pesca una tessera.
rumminy-nothing-drafted = La tua bozza non cala ancora nessuna tessera: cala una tessera (o Suggerisci), o passa.
rumminy-not-your-turn = Puoi preparare una bozza solo nel tuo turno.
rumminy-last-moves = Ultime mosse

## src/games/rumminy/faces/terminal.rs

rumminy-combination = Messo { $tiles } sulla combinazione { $n }.
rumminy-new = Messo giù { $tiles } come nuova combinazione { $new }.
rumminy-combination-2 = Spostato { $tiles } dalla combinazione { $from } alla combinazione { $n }.{ $gone }
rumminy-new-2 = Spostato { $tiles } dalla combinazione { $from } alla nuova combinazione { $after }.{ $gone }

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-move-c-commit-this = La tua mossa: c = conferma questa bozza, u = annulla, s = suggerisci, p = passa e pesca (perdi la bozza), h = aiuto >
rumminy-your-move-r-r-r = La tua mossa: R1 R2 R3 new = metti giù tessere come nuova combinazione, s = suggerisci, p = passa e pesca, h = aiuto >
rumminy-your-move-r-put-r = La tua mossa: R6 2 = metti R6 sulla combinazione 2, R1 R2 R3 new = una nuova combinazione, s = suggerisci, p = passa e pesca, h = aiuto >

## src/games/rumminy/faces/words/ends.rs

rumminy-chip = 1 fiche
rumminy-chips = { $n } fiches

## src/games/rumminy/seam.rs

rumminy-name = Rumminy
rumminy-counter-went-out-label = Chiusure
rumminy-counter-tiles-placed-label = Tessere calate

## src/games/rumminy/options.rs

rumminy-option-initial-meld-about = Punti minimi della prima giocata; 0: nessuno
rumminy-option-initial-meld-value = apertura minima { $value } punti
rumminy-option-initial-meld-zero = nessuna apertura minima
