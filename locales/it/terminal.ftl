
## src/faces/terminal/mod.rs

terminal-quit = Scrivi un comando (h per l'aiuto).
terminal-name-the-card-to-discard = Indica la carta da scartare, come:
terminal-type-h-for-help = Scrivi h per l'aiuto.
terminal-is-not-a-command-type = “{ $word }” non è un comando. Scrivi h per l'aiuto.
terminal-out = fuori
terminal-scores = Punteggi
terminal-your-hand-discard-stock = La tua mano: { $hand } | scarto: { $discard } | mazzo: { $stock }
terminal-pool-chips = piatto { $n } fiches
terminal-turned-up = Girata per iniziare la pila degli scarti: { $card }.
terminal-your-move-prompt = La tua mossa

## src/faces/words.rs

terminal-target = raggiungendo i punti
terminal-last-player-in = restando l'ultimo in gioco
terminal-highest-total-at-cancel = con il totale più alto all'annullamento
terminal-that-action-belongs-to-another = Quell'azione è di un gioco diverso da quello di questo tavolo.

## src/cli/play/mod.rs

terminal-a-friendly-game = partita amichevole
terminal-chips-each = { $n } fiches a testa

## src/cli/play/session.rs

terminal-go-ahead-y-n = Procedere? (s/n)
terminal-nothing-was-done = Non è stato fatto niente.
terminal-stale = Nel frattempo la partita è andata avanti: eccola ora.
terminal-play-again-y-n = Giocare ancora? (s/n)
terminal-type-y-to-play-again = Scrivi s per giocare ancora, o n per smettere.

## src/cli/simulate/report.rs

terminal-other-tables-resumed-played-out = altri tavoli ripresi, giocati fino in fondo o chiusi, non contati
terminal-hands-per-game = mani per partita
terminal-hands-ended-per = mani finite ogni 1.000
terminal-decision-time-per-level = tempo di decisione per livello
terminal-decisions = decisioni

## src/faces/terminal/mod.rs

terminal-nothing-after-command = “{ $word }” non vuole altro dopo, e hai scritto “{ $rest }”: scrivi solo { $word }.

## src/faces/terminal/mod.rs: the terminal's own player. English says "You" and makes its verbs
## agree ("You deal"); the other languages name that player like any other, in the third person.

terminal-you = Giocatore

## src/cli/simulate/report.rs

terminal-simulation-head = simulazione di { $game }: { $players } giocatori, livelli [{ $levels }], seme { $seed }
terminal-simulation-finished = partite di { $game } finite in questa esecuzione: { $finished } (--games { $games } conta le partite di { $game } finite nel database: { $before } prima di questa esecuzione; { $resumed } tavoli di { $game } ripresi)
terminal-simulation-missed = i numeri qui sotto lasciano fuori { $missed } azioni che questo resoconto non ha fatto in tempo a contare
terminal-simulation-level = livello
terminal-simulation-seats = posti
terminal-simulation-wins = vittorie
terminal-simulation-win-rate = % vittorie
terminal-simulation-interval = IC 95%

## src/cli/play/mod.rs: who the terminal's player plays against (named as terminal-you says;
## $level: easy, normal or hard).

terminal-against = tu (Giocatore) contro { $opponents } computer di livello { $level }

## The terminal's "label: value" lines (Scores: …, Your move: …), punctuated as the language does.

terminal-label-value = { $label }: { $value }
