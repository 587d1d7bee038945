
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

## src/games/rummy/seam.rs

rummy-name = Rummy
rummy-counter-rummies-label = Ramis
rummy-counter-rummies-title = Ramis
rummy-counter-rummies-choice = ramis

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Points pour gagner la partie
rummy-option-target-shown = en { $value } points
rummy-option-hands-about = Nb de mains au lieu d'un objectif
rummy-option-hands-one = 1 main
rummy-option-hands-many = { $value } mains
rummy-option-ace-high-about = Suites Q-K-A permises ; l'as vaut alors 15
rummy-option-ace-high-yes = Q-K-A permise, as à 15
rummy-option-discard-must-meld-about = La défausse prise doit être posée aussitôt
rummy-option-discard-must-meld-yes = défausse prise seulement pour poser
rummy-option-must-discard-to-go-out-about = Ne sors qu'en jetant ta dernière carte
rummy-option-must-discard-to-go-out-yes = sortie avec une défausse
