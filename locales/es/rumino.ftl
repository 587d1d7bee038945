
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
rumino-terminal-deadwood = sueltos
rumino-draw-stock = d robar
rumino-take-discard = t tomar
rumino-knock-option = k cortar
rumino-claim-rumino = c RECLAMAR el descarte para hacer rumino
rumino-a-card-to-discard-like = una carta para descartar (como 7h)

## src/games/rumino/faces/words.rs

rumino-game-over-by-rumino = con un rumino
rumino-game-over-by-three-gins = con gin en cada una de las tres primeras manos
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
rumino-knock-button = Cortar
rumino-claim = ¡Reclama { $top } para el RUMINO!
rumino-rebuy = Recomprar ({ $cost } fichas)
rumino-no-rebuy = No recomprar
rumino-nudge-claim = Un descarte completa tu rumino: ¡reclámalo ya!
rumino-nudge-rebuy = Estás eliminado: ¿recompras o no?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } descarta { $card }.
rumino-ran-out-of-time-played = { $who } se queda sin tiempo: el bot juega en su lugar y descarta { $card }.
rumino-hand-end-knock = { $name } corta.
rumino-gin = ¡{ $name } hace gin: −10!
rumino-hand-end-rumino = ¡{ $name } hace RUMINO!
rumino-claimed-rumino = ¡{ $name } reclama el descarte y hace RUMINO!
rumino-stock-out = Se acabó el mazo: cada uno suma sus puntos sueltos.
rumino-abandoned = La mano quedó abandonada.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } roba del mazo.
rumino-took-discard = { $name } toma { $card } del descarte.
rumino-reshuffled = Se acabó el mazo: los descartes se barajan para formar un mazo nuevo.
rumino-left-the-game = { $name } abandona la partida.

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
## src/games/rumino/faces/words.rs

# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown =
    { $who }: { $cards } | sueltos { $deadwood } → { $points } { $points_abs ->
        [one] punto
       *[other] puntos
    }, total { $score }
# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown-eliminated =
    { $who }: { $cards } | sueltos { $deadwood } → { $points } { $points_abs ->
        [one] punto
       *[other] puntos
    }, total { $score } — eliminado
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-winner-deals-first = { $who } ganó la partida anterior y reparte primero.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-eliminated = { $who } queda eliminado con { $score } puntos.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-rebought = { $who } hace recompra por { $cost } fichas y vuelve con { $score } puntos.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-declined-rebuy = { $who } decide no recomprar y queda fuera de la partida.
rumino-refusal-out-of-this-hand = Estás fuera de esta partida, así que no puedes jugar esta mano.
rumino-refusal-draw-first = Primero roba una carta: del mazo o del descarte.
rumino-refusal-already-drew = Ya has robado en este turno: descarta una carta, o canta gin o rumino.
rumino-refusal-discard-pile-empty = El descarte está vacío: roba del mazo.
rumino-refusal-card-not-in-hand = No tienes { $card }.
rumino-refusal-cannot-discard-taken-card = Has tomado { $card } del descarte en este turno, así que no puedes descartarla en este mismo turno. Descarta otra carta.
rumino-refusal-knock-too-high = Solo puedes cortar con { $limit } puntos o menos; tienes { $deadwood }.
rumino-refusal-not-gin = Eso no es gin: el gin necesita una combinación de 4 y otra de 3 con las 7 cartas (tienes { $deadwood } puntos sueltos).
rumino-refusal-not-rumino = Eso no es un rumino: hace falta una escalera de color de 7 cartas o 7 cartas iguales.
rumino-refusal-no-claim = Ahora mismo no hay ningún descarte que puedas reclamar para un rumino.
rumino-refusal-no-rebuy-offer = No tienes ninguna recompra que decidir.
rumino-refusal-awaiting-rebuys = La partida está esperando las decisiones de recompra.
rumino-refusal-bad-deck-order = Un reparto necesita la baraja completa de 108 cartas, en algún orden.
rumino-refusal-bad-player-count = Una partida necesita de 2 a 6 jugadores; hay { $players }.

## src/games/rumino/faces/terminal.rs

# The letters and card names a player types (d, t, 7h, x, k, g, r, c, y, s, n, q) stay as they are.
rumino-help = Comandos: d = robar del mazo, t = tomar el descarte, una carta (7h, 10♦, Joker) o x y una carta = descartarla, k = cortar, g = gin, r = rumino, c = reclamar el descarte para un rumino, s / n = recomprar o no, q = salir. En tu mano, [ ] agrupa las cartas que forman combinación; el resto son cartas sueltas. Palos: s picas, h corazones, d diamantes, c tréboles.
# $text is what the player typed.
rumino-not-a-card = “{ $text }” no es una carta: escribe un valor (A, 2–10, J, Q, K) y un palo (♠ ♥ ♦ ♣ o s h d c), como 7♥, 10s o Qd, o Joker. Escribe h para ver la ayuda.
# $pool is a whole phrase, like "pool 20 chips".
rumino-hand-and-limit = Mano { $hand } · con más de { $limit } puntos quedas eliminado · { $pool }
rumino-rebuy-or-not = Estás eliminado. ¿Recompras por { $cost } fichas? (s/n)

## src/games/rumino/faces/words_tx.rs

# The buttons that declare gin and rumino.
rumino-gin-button = ¡Gin!
rumino-rumino-button = ¡RUMINO!

## src/games/rumino/faces/terminal.rs

# What the prompt offers: the letter is what the player types.
rumino-gin-option = g gin
rumino-rumino-option = r rumino
