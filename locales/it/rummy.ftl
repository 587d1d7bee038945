
## src/games/rummy/faces/picture.rs

rummy-target = arrivando a
rummy-hands = con il totale più alto
rummy-out = fuori
rummy-cards-left-at-the-last = Carte rimaste all'ultima mano
rummy-must-use = da usare

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” non è una carta: scrivi un valore (A, 2–10, J, Q, K) e un seme (♠ ♥ ♦ ♣ o s h d c), come 7♥, 10s o Qd. Scrivi h per l'aiuto.
rummy-name-the-cards-to-meld = Indica le carte da calare, come: m 7h 8h 9h
rummy-name-a-card-and-a = Indica una carta e il numero di una combinazione, come: o 7h 2
rummy-is-not-a-meld-number = non è il numero di una combinazione
rummy-meld = combinazione
rummy-you-could-meld = Potresti calare
rummy-draw-stock = d pesca
rummy-take-discard = t prendi
rummy-meld-2 = m CARTE per calare
rummy-lay-off = o CARTA N per attaccare
rummy-discard = una carta da scartare (come 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | totale { $total }
rummy-target-2 = con il totale più alto
rummy-melds = **Combinazioni sul tavolo**
rummy-no-melds = Ancora nessuna combinazione sul tavolo.
rummy-your-turn-draw = **Tocca a te:** pesca dal mazzo o prendi lo scarto.
rummy-your-turn-play = **Tocca a te:** cala, attacca, poi scarta (o chiudi).
rummy-meld-placeholder = Cala…
rummy-lay-off-placeholder = Attacca…
rummy-discard-placeholder = Scarta…
rummy-out-2 = {" "}— fuori
rummy-melds-on-the-table = combinazioni sul tavolo

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Mano { $hand } di { $n } · vince il totale più alto
rummy-hand-first-to-points-wins = Mano { $hand } · vince chi arriva per primo a { $target } punti

## src/games/rummy/seam.rs

rummy-name = Ramino base
rummy-counter-rummies-label = Ramini
rummy-counter-rummies-title = Ramini
rummy-counter-rummies-choice = ramini

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Punti che vincono la partita
rummy-option-target-shown = a { $value } punti
rummy-option-hands-about = Mani da giocare invece dei punti
rummy-option-hands-one = 1 mano
rummy-option-hands-many = { $value } mani
rummy-option-ace-high-about = Ammetti le scale Q-K-A; gli assi valgono 15
rummy-option-ace-high-yes = Q-K-A ammessa, assi 15
rummy-option-discard-must-meld-about = Lo scarto si prende solo per calarlo subito
rummy-option-discard-must-meld-yes = scarto preso solo per calarlo
rummy-option-must-discard-to-go-out-about = Si chiude solo scartando l'ultima carta
rummy-option-must-discard-to-go-out-yes = si chiude scartando
