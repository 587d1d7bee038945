
## src/games/rummy/faces/picture.rs

rummy-target = avec
rummy-hands = avec le meilleur total
rummy-out = parti
rummy-cards-left-at-the-last = Cartes restées en main
rummy-must-use = à poser

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = « { $text } » n'est pas une carte : écris une valeur (A, 2–10, J, Q, K) et une couleur (♠ ♥ ♦ ♣ ou s h d c), par ex. 7♥, 10s ou Qd. Tape h pour l'aide.
rummy-name-the-cards-to-meld = Indique les cartes à poser, par ex. : m 7h 8h 9h
rummy-lay-off-needs-card-and-meld = Indique une carte et un numéro de combinaison, par ex. : o 7h 2
rummy-is-not-a-meld-number = n'est pas un numéro de combinaison
rummy-meld = combinaison
rummy-you-could-meld = Tu pourrais poser
rummy-draw-stock = d piocher
rummy-take-discard = t prendre
rummy-meld-option = m CARTES pour poser
rummy-lay-off = o CARTE N pour compléter
rummy-discard = une carte à défausser (ex. 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who } : { $cards } ({ $points }) | total { $total }
rummy-game-over-highest-total = avec le plus haut total
rummy-melds = **Combinaisons sur la table**
rummy-no-melds = Aucune combinaison sur la table pour l'instant.
rummy-your-turn-draw = **À toi :** tire de la pioche ou prends la défausse.
rummy-your-turn-play = **À toi :** pose, complète, puis défausse (ou sors).
rummy-meld-placeholder = Poser…
rummy-lay-off-placeholder = Compléter…
rummy-discard-placeholder = Défausser…
rummy-seat-line-out = {" "}— hors jeu
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
## src/games/rummy/faces/words.rs

rummy-drew-stock = { $player } a tiré de la pioche.
rummy-took-discard = { $player } a pris { $card } dans la défausse.
rummy-melded = { $player } a posé { $cards } (combinaison { $meld }).
rummy-laid-off = { $player } a ajouté { $card } à la combinaison { $meld }.
rummy-discarded = { $player } a défaussé { $card }.
rummy-timed-out-discarded = { $player } n'a plus de temps : on a joué à sa place en défaussant { $card }.
rummy-reshuffled = La pioche est épuisée : la défausse a été mélangée pour former une nouvelle pioche.
rummy-went-out-rummy = { $player } sort : RAMI !
rummy-went-out = { $player } sort.
rummy-dead = La pioche est de nouveau épuisée : la main est morte.
rummy-left = { $player } a quitté la partie.
rummy-out-with-rummy-scored = { $player } sort avec un rami (doublé) et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
rummy-out-scored = { $player } sort et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
rummy-hand-dead = La main est morte : personne ne marque.
# $cards is how many cards you hold.
rummy-your-cards = **Tes cartes** ({ $cards }) :
rummy-must-use-taken = Tu as pris { $card } : pose-la ou ajoute-la d'abord.
rummy-waiting-for = En attente de { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
rummy-discard-and-stock = Défausse : **{ $top }** · pioche : { $stock }
rummy-first-to-points-wins = le premier à { $points } points gagne
rummy-hands-highest-total-wins = { $hands ->
        [one] { $hands } main, le plus haut total gagne
       *[other] { $hands } mains, le plus haut total gagne
    }
# $owner is the player who melded it.
rummy-lay-off-option = { $card } sur la combinaison { $meld } ({ $owner })
# A seat's score, short, in the list of seats.
rummy-seat-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
rummy-refusal-draw-first = Pioche d'abord une carte : dans la pioche ou dans la défausse.
rummy-refusal-already-drew = Tu as déjà pioché ce tour-ci : pose, complète ou défausse une carte.
rummy-refusal-card-not-in-hand = Tu n'as pas { $card } en main.
rummy-refusal-card-named-twice = Tu as indiqué { $card } deux fois.
rummy-refusal-not-a-meld = Ces cartes ne forment pas une combinaison : il faut 3 ou 4 cartes de même valeur, ou au moins 3 cartes qui se suivent dans la même couleur.
rummy-refusal-no-such-meld = Il n'y a pas de combinaison { $meld } sur la table.
rummy-refusal-cannot-lay-off = { $card } ne va pas sur la combinaison { $meld } : ajoute la quatrième carte d'un brelan, ou la carte suivante à l'un des bouts d'une suite.
rummy-refusal-cannot-discard-taken-card = Tu as pris { $card } dans la défausse ce tour-ci : tu ne peux donc pas la défausser avant le prochain tour. Défausse une autre carte.
rummy-refusal-take-only-to-meld = Tu ne peux prendre { $card } que si tu peux la poser ou l'ajouter tout de suite : tire de la pioche.
rummy-refusal-must-use-taken = Tu as pris { $card } dans la défausse : pose-la ou ajoute-la avant toute chose.
rummy-refusal-must-discard-to-go-out = À cette table, on sort en défaussant sa dernière carte : garde une carte à défausser.
rummy-refusal-dead-end = Il ne te resterait que { $card }, prise dans la défausse, que tu ne peux pas défausser ce tour-ci.
rummy-refusal-bad-deck-order = Une donne demande le jeu de 52 cartes, dans un ordre quelconque.
rummy-refusal-bad-player-count = Une partie se joue de 2 à 6 joueurs ; il y en a { $players }.

## src/games/rummy/faces/terminal.rs

# What a player types (d, t, m 7h 8h 9h, o 7h 2, x, q, and cards written in English: 7h, Qd) stays as it is.
rummy-help = Commandes : d = tirer de la pioche, t = prendre la défausse, m 7h 8h 9h = poser ces cartes, o 7h 2 = ajouter 7h à la combinaison 2, une carte (ex. 7h) ou x et une carte = la défausser, q = quitter. Les cartes s'écrivent en anglais : valeur (A, 2–10, J, Q, K) et couleur (s pique, h cœur, d carreau, c trèfle).
