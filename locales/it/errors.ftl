
## src/i18n/errors.rs

errors-that-button-is-not-one = Non capisco quel pulsante. Premi “Mostra la mia mano” sul messaggio del tavolo per avere pulsanti nuovi.

## src/i18n/errors.rs

errors-table-stale = Quel pulsante è di un momento precedente della partita. Usa l'ultimo messaggio, o premi di nuovo “Mostra la mia mano”.
errors-table-not-seated = Non sei seduto a questo tavolo. Unisciti dalla sua sala d'attesa per giocare.
errors-table-already-seated = Sei già seduto a questo tavolo.
errors-table-full = Questo tavolo è pieno ({ $n } posti).
errors-table-not-host = Solo chi ha aperto il tavolo ({ $host }) può farlo.
errors-table-already-started = La partita è già cominciata. Aspetta che finisca, o guarda.
errors-table-not-playing = A questo tavolo non è in corso nessuna partita.
errors-table-need-two-players = Una partita vuole almeno due giocatori: invita qualcuno o aggiungi un giocatore computer.
errors-table-not-enough-chips = Ti servono { $needed } fiches e ne hai { $available }. Ritira le fiches del giorno con /rumino daily.
errors-table-player-short = A { $name } servono { $needed } fiches per la posta e ne ha { $available }.
errors-table-closed = Questo tavolo è chiuso. Aprine uno nuovo con /rumino apri.
errors-table-no-such-seat = Quel posto non esiste.
errors-table-not-a-computer = Quel posto non è un giocatore computer.
errors-table-channel-busy = In questo canale c'è già un tavolo. Usalo, o chiedi a chi l'ha aperto di annullarlo.
errors-table-no-such-table = Qui non c'è nessun tavolo. Aprine uno con /rumino apri.
errors-table-moved-away = Questo tavolo è appena passato a un altro processo del bot. Non è cambiato nulla: premi di nuovo il pulsante tra un momento.
errors-table-paused = Questo tavolo è in pausa finché il database del bot non torna: non si è perso nulla, ma questo non è stato applicato. Premi di nuovo il pulsante tra un minuto.
errors-table-not-this-process = Questo server sta passando da un processo del bot a un altro. Non è cambiato nulla: riprova tra un minuto.
errors-table-internal = Scusa, qualcosa è andato storto da parte nostra (errore { $id }). Non è cambiato nulla; riprova.

## src/i18n/errors.rs: the refusals every game words alike ($seat: a seat number, from 1)

errors-refusal-no-such-seat = A questo tavolo non c'è il posto { $seat }.
errors-refusal-out-of-game = Sei fuori da questa partita, quindi non puoi giocare.
errors-refusal-not-dealt-in = Non sei tra i giocatori di questa mano.
errors-refusal-not-your-turn = Non è il tuo turno: aspetta che giochi chi siede al posto { $seat }.
errors-refusal-no-hand-in-play = Adesso non si sta giocando nessuna mano.
errors-refusal-awaiting-deal = La partita aspetta la prossima distribuzione.
errors-refusal-not-awaiting-deal = La partita non aspetta una distribuzione.
errors-refusal-game-over = La partita è finita.
