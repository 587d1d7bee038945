
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
rumminy-alt-tiles-left = tessere rimaste
rumminy-playfield = tavolo
rumminy-empty = vuoto

## src/games/rumminy/faces/screens.rs

rumminy-finished-tiles-left = Tessere rimaste

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = La tua bozza è il tavolo così com'è: prima metti giù tessere dalla tua mano (come R6 2, o R1 R2 R3 new), prendi il suggerimento con s, o passa con p.
rumminy-act = Con le tue tessere ora non c'è giocata possibile: p per passare e pescare.
rumminy-terminal-suggestion-drafted = Suggerita: la giocata che mette giù più tessere ({ $n }). Ora è la tua bozza: c per confermarla, u per annullare.
rumminy-undone = Annullato.
rumminy-combination-is-empty-and-gone = {" "}La combinazione { $from } è vuota e sparisce: quelle dopo salgono.
rumminy-draft-rearranged = La tua bozza è il tavolo che hai scritto.
rumminy-passing-drops-your-draft-which = Passando perdi la tua bozza, che mette giù { $placed }.
rumminy-terminal-tiles-left = Tessere rimaste
rumminy-out-of-the-game = {" "}(fuori dalla partita)
rumminy-terminal-playfield = Tavolo:
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
rumminy-not-a-move-target = non è il numero di una combinazione né new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = La tua bozza (la vedi solo tu; non si gioca niente finché non scrivi c):
rumminy-from-your-hand = Dalla tua mano
rumminy-not-yet = Non ancora
rumminy-terminal-playfield-empty = vuoto

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

rumminy-screen-playfield = **Tavolo**
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
rumminy-moved-to-combination = Spostato { $tiles } dalla combinazione { $from } alla combinazione { $n }.{ $gone }
rumminy-moved-to-new-combination = Spostato { $tiles } dalla combinazione { $from } alla nuova combinazione { $after }.{ $gone }

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
## src/games/rumminy/faces/words/moves.rs

# A move, said without a final stop (a list item). $count is how many tiles $tiles lists. "You" is the terminal's own player, whose verb agrees with it.
rumminy-placed = { $player } cala { $tiles } ({ $count ->
        [one] 1 tessera
       *[other] { $count } tessere
    })
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-and-drew = { $player } passa e pesca una tessera
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-stock-empty = { $player } passa (il pozzo è vuoto)
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out = Tempo scaduto per { $player }: la bozza è annullata e il turno passa
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-left-and-forfeited = { $player } ha lasciato la partita e perde a tavolino
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out-three-times = { $player } ha lasciato scadere tre turni di fila e perde a tavolino
# $drawn lists each player with the tiles they drew. "You" is the terminal's own player, whose verb agrees with it.
rumminy-start-draw = Tessere pescate per scegliere chi inizia: { $drawn }. Inizia { $player }, con il numero più alto.
# $game is the game's number at the table; $tiles, how many tiles each player is dealt. "You" is the terminal's own player, whose verb agrees with it.
rumminy-dealt = — Partita { $game } — { $tiles } tessere a testa; inizia { $player }.

## src/games/rumminy/faces/words/ends.rs

# How a game ended, followed by ". Points: …".
rumminy-went-out-and-won = { $winners } chiude e vince
# How a game ended, followed by ". Points: …"; $winners names several players.
rumminy-blocked-tie = Pozzo finito e tutti hanno passato: pareggio tra { $winners } (penalità più bassa)
# How a game ended, followed by ". Points: …".
rumminy-blocked-won = Pozzo finito e tutti hanno passato: vince { $winners } con la penalità più bassa
# How a game ended, followed by ". Points: …".
rumminy-others-forfeited = Vince { $winners }: gli altri hanno perso a tavolino
rumminy-cancelled-stakes-refunded = Partita annullata: poste restituite.
# $chips is a count with its word, like "20 chips"; $players names the players, "you" for the terminal's own.
rumminy-stakes-go-back = Le poste ({ $chips }) tornano a { $players }.
# $chips is a count with its word, like "20 chips". "You" is the terminal's own player, whose verb agrees with it.
rumminy-takes-the-pool = { $players } prende il piatto di { $chips }.
# $chips is a count with its word, like "20 chips".
rumminy-split-the-pool = { $players } si dividono il piatto di { $chips }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-draft-not-in-hand = Nella tua mano non resta nessun { $tile } da mettere giù.
rumminy-draft-no-such-combination = Non c'è la combinazione { $combination }: le combinazioni vanno da 1 a { $last }.
rumminy-draft-no-combination-yet = Non c'è la combinazione { $combination }: il tavolo è vuoto, quindi comincia una nuova combinazione.
rumminy-draft-not-in-combination = La combinazione { $combination } non ha nessun { $tile } da spostare.
rumminy-draft-same-combination = { $tile } è già nella combinazione { $combination }.
rumminy-draft-left-playfield = { $tile } è sul tavolo e manca in quello che hai scritto: una tessera sul tavolo non lo lascia mai.
rumminy-draft-too-many = Hai scritto { $tile } più volte di quante ne abbiano il tavolo e la tua mano.
rumminy-draft-no-tiles = Indica almeno una tessera.
rumminy-draft-nothing-to-undo = Non c'è niente da annullare: la tua bozza è il tavolo così com'è.
# Why some tiles are not a combination: said as $why in "Combination 2 (R7 R8) is not valid: $why."
rumminy-combo-too-short = ha { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }: una combinazione ne vuole almeno 3
rumminy-combo-too-long = ha { $tiles } tessere: una scala ne ha al massimo 9 e un gruppo al massimo 4
rumminy-combo-two-jokers = ha due jolly: una combinazione può averne uno solo
rumminy-combo-colour-twice = un gruppo vuole colori diversi, e { $tile } c'è due volte
rumminy-combo-number-twice = una scala vuole numeri diversi, e { $tile } c'è due volte
rumminy-combo-gap = i numeri non sono consecutivi: manca { $tile }
rumminy-combo-mixed = non è né una scala (un colore, numeri consecutivi) né un gruppo (un numero, colori diversi)
rumminy-refusal-no-such-seat = A questo tavolo non c'è il posto { $seat }.
rumminy-refusal-forfeited = Hai lasciato questa partita o l'hai persa a tavolino: non puoi giocare.
rumminy-refusal-not-your-turn = Non è il tuo turno: aspetta che giochi chi siede al posto { $seat }.
rumminy-refusal-awaiting-deal = La partita aspetta la distribuzione delle tessere.
rumminy-refusal-not-awaiting-deal = La partita non aspetta una distribuzione.
rumminy-refusal-game-over = La partita è finita.
rumminy-refusal-bad-deck-order = Una distribuzione vuole tutte le 74 tessere, ognuna una volta.
rumminy-refusal-bad-player-count = Una partita vuole da 2 a 4 giocatori; ce ne sono { $players }.
rumminy-refusal-bad-initial-meld = L'apertura può valere al massimo { $most } punti; il tavolo ne chiede { $asked }.
rumminy-refusal-no-rebuys = Rumminy non ha rientri.
# $why is one of the rumminy-combo- messages.
rumminy-refusal-invalid-combination = La combinazione { $combination } ({ $tiles }) non è valida: { $why }.
rumminy-refusal-tile-left-playfield = { $tile } era sul tavolo all'inizio del tuo turno e manca: una tessera sul tavolo non lo lascia mai. Rimettila in una combinazione.
rumminy-refusal-tile-from-nowhere = { $tile } è sul tuo nuovo tavolo più volte di quante ne abbiano il tavolo di prima e le tessere che hai calato. Toglila, o calala dalla tua mano.
rumminy-refusal-not-in-hand = Hai indicato { $tile } come calata dalla tua mano, ma la tua mano non ha (altre) { $tile }.
rumminy-refusal-placed-not-on-playfield = Hai indicato { $tile } come calata dalla tua mano, ma non è sul tuo nuovo tavolo.
rumminy-refusal-nothing-placed = Cala almeno una tessera dalla tua mano, o passa.
rumminy-refusal-final-turn-joker = Questa giocata svuota la tua mano, quindi è il tuo ultimo turno, e nell'ultimo turno non si cala un jolly dalla mano. Tieni una tessera, o passa.
rumminy-refusal-final-turn-too-many = Questa giocata svuota la tua mano, quindi è il tuo ultimo turno, e nell'ultimo turno si calano al massimo 19 tessere; tu ne cali { $tiles }. Tienine qualcuna.
rumminy-refusal-initial-meld-touches-playfield = La tua prima giocata non può cambiare il tavolo: lascia la combinazione { $combination } com'era e aggiungi combinazioni nuove con le tue tessere.
rumminy-refusal-initial-meld-too-low = La tua prima giocata deve valere almeno { $needed } punti; queste combinazioni nuove ne valgono { $points }.
# $word is what the player typed in the playfield they wrote; Rearrange is the button rumminy-rearrange.
rumminy-typed-playfield-not-a-tile = “{ $word }” non è una tessera: scrivi un colore R, B, Y o K e un numero 1–9 (R7), o J per un jolly. Non è cambiato nulla: premi Riordina per riprovare.

## src/games/rumminy/faces/words/screen.rs

# How many tiles a seat holds, in the list of seats.
rumminy-seat-tiles = { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
# How many tiles a seat holds, in the list of seats, when it forfeited the game.
rumminy-seat-tiles-forfeited = { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } — fuori
rumminy-stock-and-pool = Pozzo: { $stock } tessere · Piatto: { $pool } fiches
# $tiles is how many tiles you hold.
rumminy-your-tiles-count = **Le tue tessere** ({ $tiles }):
# Suggest, Commit and Pass are buttons (rumminy-suggest, rumminy-commit, rumminy-pass).
rumminy-your-turn = **Tocca a te.** Cala tessere (o Suggerisci), poi Conferma; o Passa e pesca una tessera.
rumminy-your-turn-initial-meld = **Tocca a te.** La tua prima giocata devono essere combinazioni nuove delle tue tessere che valgano almeno { $points } punti; o Passa e pesca una tessera.
# $tiles lists the tiles the draft places from your hand.
rumminy-draft-places = Dalla tua mano: { $tiles }
# $placed is how many tiles the draft places; Commit is the button rumminy-commit.
rumminy-draft-ready = ✅ Pronta: Conferma cala { $placed ->
        [one] 1 tessera
       *[other] { $placed } tessere
    }.
rumminy-draft-ready-to-win = ✅ Pronta: Conferma cala { $placed ->
        [one] 1 tessera
       *[other] { $placed } tessere
    } e svuota la tua mano — vinci.
rumminy-placing-choose-where = Cali { $tile }: scegli dove.
rumminy-put-into = Metti { $tile } in…
# $tiles is how many tiles the suggested play places.
rumminy-suggested = Suggerita: la giocata che cala più tessere ({ $tiles }). Cambiala o Conferma.
rumminy-no-such-tile-in-hand = Nella tua mano non resta un { $tile } da calare: scegli un'altra tessera.
rumminy-draft-has-no-combination = La tua bozza non ha la combinazione { $combination }: scegline una dal menu.

## src/games/rumminy/faces/picture.rs

# After "Rumminy, turn 3, …" in the picture's description.
rumminy-player-to-play = : tocca a { $player }

## src/games/rumminy/faces/terminal.rs

rumminy-tiles-count = { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
# What a player types (R6 2, R1 R2 R3 new, m 2 R9 3, r …, s, u, c, p, h, q; tiles like R7, J) stays as it is, and so do the spaces lining the commands up.
rumminy-help =
    Comandi (costruisci una bozza del nuovo tavolo; non si gioca niente finché non la confermi):
      R6 2          metti R6 dalla tua mano sulla combinazione 2
      R1 R2 R3 new  metti giù R1 R2 R3 dalla tua mano come nuova combinazione
      m 2 R9 3      sposta R9 dalla combinazione 2 alla combinazione 3 (o new)
      r R7 R8 R9 | B5 Y5 K5   scrivi tutto il nuovo tavolo, combinazioni divise da |
      s             suggerisci la giocata che mette giù più tessere (diventa la tua bozza)
      u             annulla l'ultima modifica alla bozza
      c             conferma la bozza: giocala
      p             passa e pesca una tessera
      h             aiuto, q = esci
    Tessere: un colore R rosso, B blu, Y giallo, K nero e un numero 1–9 (R7); J è un jolly.
# $others lists the other players with their tiles; $stock, like "30 tiles"; $pool, like "20 chips".
rumminy-turn-status = Turno { $turn } · { $others } · mazzo { $stock } · piatto { $pool }
rumminy-initial-meld-rule = La tua prima giocata deve essere di nuove combinazioni di tessere tue che valgano almeno { $points } punti, lasciando il tavolo com'è.

## src/games/rumminy/faces/terminal_show.rs

# $placed is how many tiles the draft places; c is what the player types.
rumminy-ready-c = ✅ Pronta: c mette giù { $placed ->
        [one] 1 tessera
       *[other] { $placed } tessere
    }.
rumminy-ready-c-to-win = ✅ Pronta: c mette giù { $placed ->
        [one] 1 tessera
       *[other] { $placed } tessere
    } e svuota la tua mano: vinci.

## src/games/rumminy/faces/terminal_input.rs

# $tiles is one tile, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tile-goes = Di' dove va { $tiles }: { $tiles } 2 mette sulla combinazione 2, { $tiles } new comincia una nuova combinazione.
# $tiles is several tiles, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tiles-go = Di' dove va { $tiles }: { $tiles } 2 mette sulla combinazione 2, { $tiles } new comincia una nuova combinazione.
