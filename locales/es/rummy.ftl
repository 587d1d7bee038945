
## src/games/rummy/faces/picture.rs

rummy-target = llegando a
rummy-hands = con el total más alto
rummy-out = fuera
rummy-cards-left-at-the-last = Última mano: cartas restantes
rummy-must-use = por usar

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” no es una carta: escribe un valor (A, 2–10, J, Q, K) y un palo (♠ ♥ ♦ ♣ o s h d c), como 7♥, 10s o Qd. Escribe h para ver la ayuda.
rummy-name-the-cards-to-meld = Indica las cartas que quieres bajar, como: m 7h 8h 9h
rummy-name-a-card-and-a = Indica una carta y un número de combinación, como: o 7h 2
rummy-is-not-a-meld-number = no es un número de combinación
rummy-meld = combinación
rummy-you-could-meld = Podrías bajar
rummy-draw-stock = d robar
rummy-take-discard = t tomar
rummy-meld-2 = m CARTAS para bajar
rummy-lay-off = o CARTA N para añadir a una combinación
rummy-discard = una carta para descartar (como 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | total { $total }
rummy-target-2 = con el total más alto
rummy-melds = **Combinaciones en la mesa**
rummy-no-melds = Aún no hay combinaciones en la mesa.
rummy-your-turn-draw = **Tu turno:** roba del mazo o toma el descarte.
rummy-your-turn-play = **Tu turno:** baja, añade a combinaciones y luego descarta (o cierra).
rummy-meld-placeholder = Bajar…
rummy-lay-off-placeholder = Añadir a una combinación…
rummy-discard-placeholder = Descartar…
rummy-out-2 = {" "}— fuera
rummy-melds-on-the-table = combinaciones sobre la mesa

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Mano { $hand } de { $n } · gana el total más alto
rummy-hand-first-to-points-wins = Mano { $hand } · gana quien llegue primero a { $target } puntos

## src/games/rummy/seam.rs

rummy-name = Rummy
rummy-counter-rummies-label = Rummys
rummy-counter-rummies-title = Rummys
rummy-counter-rummies-choice = rummys

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Puntos para ganar la partida
rummy-option-target-shown = a { $value } puntos
rummy-option-hands-about = Manos a jugar en vez de puntos
rummy-option-hands-one = 1 mano
rummy-option-hands-many = { $value } manos
rummy-option-ace-high-about = Admite escaleras Q-K-A; los ases valen 15
rummy-option-ace-high-yes = Q-K-A permitida, ases 15
rummy-option-discard-must-meld-about = El descarte solo se toma para bajarlo ya
rummy-option-discard-must-meld-yes = descarte solo para bajarlo
rummy-option-must-discard-to-go-out-about = Solo cierras descartando tu última carta
rummy-option-must-discard-to-go-out-yes = se cierra descartando
