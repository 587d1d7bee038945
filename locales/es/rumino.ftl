
## src/games/rumino/faces/picture.rs

rumino-rumino = con un rumino
rumino-three-gins = con gin en las 3 primeras manos
rumino-last-player-in = con la puntuación más baja
rumino-knock = Corte
rumino-left = se fue
rumino-out = eliminado
rumino-last-hand-as-shown = Última mano mostrada
rumino-deadwood = sueltos

## src/games/rumino/faces/terminal.rs

rumino-careful-knocking-adds-your-points = Cuidado: al cortar sumas tus { $deadwood } puntos sueltos a tu puntuación de { $score }. { $after } supera { $ELIMINATION_SCORE }, así que quedarías eliminado.
rumino-deciding-whether-to-rebuy = Deciden si recomprar
rumino-deadwood-2 = sueltos
rumino-draw-stock = d robar
rumino-take-discard = t tomar
rumino-knock-2 = k cortar
rumino-claim-rumino = c RECLAMAR el descarte para hacer rumino
rumino-a-card-to-discard-like = una carta para descartar (como 7h)

## src/games/rumino/faces/words.rs

rumino-rumino-2 = con un rumino
rumino-three-gins-2 = con gin en cada una de las tres primeras manos
rumino-last-player-standing = por ser el último en juego
rumino-all-eliminated = con la puntuación más baja
rumino-cancelled-settled = con la puntuación más baja al anularse la partida
rumino-italian-knock-rummy-for-to = el rummy italiano de corte, de 2 a 6 jugadores

## src/games/rumino/faces/words_tx.rs

rumino-seat-cards = {" "}· { $n } cartas
rumino-seat-rebuys = {" "}· recompras: { $n }
rumino-discard-line = Descarte: **{ $top }** · mazo: { $stock } cartas · reparte: { $dealer }
rumino-waiting-rebuys = Esperando las decisiones de recompra: { $names } — el plazo termina { $closes }
rumino-your-hand = **Tu mano** — sueltos **{ $deadwood }**
rumino-hand-status = Descarte: **{ $top }** · mazo: { $stock } · tu puntuación: { $score } · bote: { $pool }
rumino-claim-prompt = ⚡ **¡{ $top } completa tu rumino!** Reclámalo ya, antes de que quede tapado.
rumino-rebuy-prompt = Estás eliminado. ¿Recompras por **{ $cost }** fichas para volver a entrar con la puntuación más alta de los que siguen en juego?
rumino-you-are-out = Estás fuera de esta partida.
rumino-discard-now = Tu turno: descarta una carta, o canta gin o rumino.
rumino-draw-now = Tu turno: roba del mazo o toma { $top }.
rumino-waiting-for = Esperando a { $name }.
rumino-waiting-for-rebuys = Esperando las decisiones de recompra.
rumino-knock-3 = Cortar
rumino-claim = ¡Reclama { $top } para el RUMINO!
rumino-rebuy = Recomprar ({ $cost } fichas)
rumino-no-rebuy = No recomprar
rumino-nudge-claim = Un descarte completa tu rumino: ¡reclámalo ya!
rumino-nudge-rebuy = Estás eliminado: ¿recompras o no?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } descarta { $card }.
rumino-ran-out-of-time-played = { $who } se queda sin tiempo: el bot juega en su lugar y descarta { $card }.
rumino-knock-4 = { $name } corta.
rumino-gin = ¡{ $name } hace gin: −10!
rumino-rumino-3 = ¡{ $name } hace RUMINO!
rumino-claimed-rumino = ¡{ $name } reclama el descarte y hace RUMINO!
rumino-stock-out = Se acabó el mazo: cada uno suma sus puntos sueltos.
rumino-abandoned = La mano quedó abandonada.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } roba del mazo.
rumino-took-discard = { $name } toma { $card } del descarte.
rumino-reshuffled = Se acabó el mazo: los descartes se barajan para formar un mazo nuevo.
rumino-left-2 = { $name } abandona la partida.

## src/games/rumino/seam.rs

rumino-name = Rumino
rumino-counter-gins-label = Gin
rumino-counter-gins-title = Gin
rumino-counter-gins-choice = gin
rumino-counter-ruminos-label = Rumino
rumino-counter-ruminos-title = Ruminos
rumino-counter-ruminos-choice = ruminos
rumino-counter-knocks-label = Cortes

## src/games/rumino/options.rs

rumino-option-knock-limit-about = Máximo de puntos sueltos para poder cortar
rumino-option-knock-limit-shown = se corta con { $value } o menos
rumino-option-ace-high-about = Admite escaleras Q-K-A
rumino-option-ace-high-yes = Q-K-A permitida
rumino-option-ace-high-no = {""}
rumino-option-undercut-penalty-about = +10 a quien corta sin tener los sueltos más bajos
rumino-option-undercut-penalty-yes = +10 a quien corta sin los sueltos más bajos
rumino-option-undercut-penalty-no = {""}
