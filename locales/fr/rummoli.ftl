
## src/games/rummoli/faces/picture.rs

rummoli-out = parti
rummoli-ends-with = Finit à
rummoli-stack = Jetons
rummoli-game-over-called-off-before = Partie finie : annulée avant toute main, caves rendues.
rummoli-widow-taken-by = Veuve prise par
rummoli-nobody-took-the-widow-it = Personne n'a pris la veuve : main morte.
rummoli-widow = Veuve
rummoli-poker-hands-shown = Abattage du poker
rummoli-hand = main
rummoli-to-act = {"\u00A0"}: { $value } joue
rummoli-board = plateau
rummoli-poker-hands-shown-2 = abattage du poker
rummoli-played = jouées
rummoli-hand-2 = Main
rummoli-stack-2 = jetons

## src/games/rummoli/faces/terminal.rs

rummoli-out-2 = hors jeu
rummoli-and = et
rummoli-auction = Indique combien de jetons tu offres, par ex. : b 3
rummoli-fold = n'est ni une commande ni une carte
rummoli-stacks = Jetons
rummoli-your-new-hand = Ta nouvelle main
rummoli-hand-of = Main { $n } sur { $total } ·{" "}
rummoli-your-hand = Ta main
rummoli-your-poker-hand = Ta main de poker
rummoli-exchange = x prendre la veuve
rummoli-auction-2 = a la mettre aux enchères
rummoli-bid = b { $min } (ou plus) pour enchérir
rummoli-pass = p passer
rummoli-check = k parole
rummoli-bet = bet pour miser
rummoli-call = c suivre
rummoli-raise = r relancer
rummoli-fold-2 = f se coucher

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Le plus de jetons à la fin : { $value }. Jetons rendus : { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-a-board-of-chips-a = un plateau de jetons, la veuve aux enchères, du poker et une course finale, jusqu'à 8 joueurs
rummoli-you-left-the-game-your = Tu as quitté la partie : on joue à ta place jusqu'à la fin de cette main, puis tes jetons te reviennent.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-ends-with-the = Partie finie : { $who } a le plus de jetons, { $chips } ({ $gain }).
rummoli-game-over-end-with-the = Partie finie : { $who } ont le plus de jetons, { $chips } chacun ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante-each-put-on-the = Mise de départ : { $names } — { $each } par joueur sur le plateau, un par case.
rummoli-is-not-a-number-of = « { $rest } » n'est pas un nombre de jetons : tape b 3 pour enchérir de 3.
rummoli-the-final-deal-each-player = La dernière donne, avec la main de poker de chaque joueur :
rummoli-poker-hands-shown-3 = Mains de poker abattues :

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Main { $hand_no } : { $game_seat_name } a posé sa dernière carte et remporte la case Rummoli.
rummoli-deadlock = Main { $hand_no } : blocage — personne ne pouvait passer à l'autre couleur (rouge/noir) ; chaque carte en main a payé 1 jeton au Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Sorties (case Rummoli)
rummoli-counter-poker-won-label = Cases Poker gagnées

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Jetons apportés par chaque joueur
rummoli-option-hands-about = Mains à jouer (par défaut : 1 chacun)
rummoli-option-hands-one = 1 main
rummoli-option-hands-many = { $value } mains
rummoli-option-poker-about = Comment se gagne la case Poker
rummoli-choice-showdown = abattage
rummoli-choice-betting = avec mises
rummoli-shown = poker : { $value }
