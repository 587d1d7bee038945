
## src/i18n/table.rs

table-friendly-game = { $game } — partita amichevole
table-stake-title = { $game } — posta { $stake } fiches
table-buy-in-title = { $game } — ingresso { $buy_in } fiches
table-seats-header = **Posti** ({ $taken }/{ $seats }) — apre: { $host }
table-table-closed = Questo tavolo è chiuso. Aprine uno nuovo con `/rumino apri`.
table-rating-changes = 📈 Punteggi Elo: { $list }
table-closes-unless-started = Si chiude { $t } se chi l'ha aperto non comincia una partita.
table-join = Siediti
table-leave = Alzati
table-add-computer = Aggiungi giocatore computer
table-start = Comincia
table-play-again = Gioca ancora
table-show-my-hand = Mostra la mia mano
table-footer = Tavolo { $table } · { $game }
table-seat-left = {" "}— uscito
table-seat-out = {" "}— eliminato
table-seat-line = { $marker }{ $n }. **{ $name }** — { $score } punti{ $status }
table-pool = Piatto: **{ $pool }** fiches · mano { $hand }
table-time-runs-out = {" "}— il tempo scade { $t }
table-turn = Turno: **{ $name }**{ $when }
table-last-hand = Ultima mano: { $what }
table-not-seated = Non sei seduto a questo tavolo. Siediti dal messaggio del tavolo mentre aspetta giocatori.
table-no-hand-in-play = A questo tavolo adesso non si gioca nessuna mano.
table-draw-stock = Pesca dal mazzo
table-take = Prendi { $top }
table-discard = Scarta { $card }
table-refresh = Aggiorna
table-stale-hand = Quel pulsante era di un momento precedente della partita; ecco la tua mano adesso.
table-draft-busy = Sto ancora elaborando la tua ultima modifica a questo turno: un attimo, poi riprova.
table-nudge-turn = Tocca a te.
