
## src/games/rummy/faces/picture.rs

rummy-target = avec
rummy-hands = avec le meilleur total
rummy-out = parti
rummy-cards-left-at-the-last = Cartes restées en main
rummy-must-use = à poser

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = « { $text } » n'est pas une carte : écris une valeur (A, 2–10, J, Q, K) et une couleur (♠ ♥ ♦ ♣ ou s h d c), par ex. 7♥, 10s ou Qd. Tape h pour l'aide.
rummy-name-the-cards-to-meld = Indique les cartes à poser, par ex. : m 7h 8h 9h
rummy-name-a-card-and-a = Indique une carte et un numéro de combinaison, par ex. : o 7h 2
rummy-is-not-a-meld-number = n'est pas un numéro de combinaison
rummy-meld = combinaison
rummy-you-could-meld = Tu pourrais poser
rummy-draw-stock = d piocher
rummy-take-discard = t prendre
rummy-meld-2 = m CARTES pour poser
rummy-lay-off = o CARTE N pour compléter
rummy-discard = une carte à défausser (ex. 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who } : { $cards } ({ $points }) | total { $total }
rummy-target-2 = avec le plus haut total
rummy-melds = **Combinaisons sur la table**
rummy-no-melds = Aucune combinaison sur la table pour l'instant.
rummy-your-turn-draw = **À toi :** tire de la pioche ou prends la défausse.
rummy-your-turn-play = **À toi :** pose, complète, puis défausse (ou sors).
rummy-meld-placeholder = Poser…
rummy-lay-off-placeholder = Compléter…
rummy-discard-placeholder = Défausser…
rummy-out-2 = {" "}— hors jeu
rummy-melds-on-the-table = combinaisons posées sur la table

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Main { $hand } sur { $n } · le plus haut total gagne
rummy-hand-first-to-points-wins = Main { $hand } · le premier à { $target } points gagne
