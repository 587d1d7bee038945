
## src/faces/terminal/mod.rs

terminal-quit = Escribe un comando (h para ver la ayuda).
terminal-name-the-card-to-discard = Indica la carta que descartas, como:
terminal-type-h-for-help = Escribe h para ver la ayuda.
terminal-is-not-a-command-type = “{ $word }” no es un comando. Escribe h para ver la ayuda.
terminal-out = fuera
terminal-scores = Puntuaciones
terminal-your-hand-discard-stock = Tu mano: { $hand } | descarte: { $discard } | mazo: { $stock }
terminal-pool-chips = bote { $n } fichas
terminal-turned-up = Se descubre la primera carta del descarte: { $card }.
terminal-your-move-prompt = Tu jugada

## src/faces/words.rs

terminal-target = al alcanzar el objetivo
terminal-last-player-in = por ser el último en juego
terminal-highest-total-at-cancel = con el total más alto al anularse la partida
terminal-that-action-belongs-to-another = Esa acción es de otro juego, no del que se juega en esta mesa.

## src/cli/play/mod.rs

terminal-a-friendly-game = partida amistosa
terminal-chips-each = { $n } fichas por jugador

## src/cli/play/session.rs

terminal-go-ahead-y-n = ¿Seguir? (s/n)
terminal-nothing-was-done = No se ha hecho nada.
terminal-stale = Mientras tanto, la partida ha avanzado: así está ahora.
terminal-play-again-y-n = ¿Jugar otra vez? (s/n)
terminal-type-y-to-play-again = Escribe s para jugar otra vez, o n para terminar.

## src/cli/simulate/report.rs

terminal-other-tables-resumed-played-out = otras mesas reanudadas, jugadas hasta el final o cerradas, no contadas
terminal-hands-per-game = manos por partida
terminal-hands-ended-per = manos terminadas por cada 1000
terminal-decision-time-per-level = tiempo de decisión por nivel
terminal-decisions = decisiones

## src/faces/terminal/mod.rs

terminal-nothing-after-command = “{ $word }” no lleva nada detrás, y has escrito “{ $rest }”: escribe solo { $word }.

## src/faces/terminal/mod.rs: the terminal's own player. English says "You" and makes its verbs
## agree ("You deal"); the other languages name that player like any other, in the third person.

terminal-you = Jugador

## src/cli/simulate/report.rs

terminal-simulation-head = Simulación de { $game }: { $players } jugadores, niveles [{ $levels }], semilla { $seed }
terminal-simulation-finished = Partidas de { $game } terminadas en esta ejecución: { $finished } (--games { $games } cuenta las partidas de { $game } terminadas en la base de datos: { $before } antes de esta ejecución; { $resumed } mesas de { $game } reanudadas)
terminal-simulation-missed = las cifras de abajo omiten { $missed } acciones que este informe no pudo registrar a tiempo
terminal-simulation-level = nivel
terminal-simulation-seats = plazas
terminal-simulation-wins = victorias
terminal-simulation-win-rate = % de victorias
terminal-simulation-interval = IC 95%

## src/cli/play/mod.rs: who the terminal's player plays against (named as terminal-you says;
## $level: easy, normal or hard).

terminal-against =
    tú (Jugador) contra { $opponents } { $opponents ->
        [one] bot
       *[other] bots
    } de nivel { $level }

## The terminal's "label: value" lines (Scores: …, Your move: …), punctuated as the language does.

terminal-label-value = { $label }: { $value }
