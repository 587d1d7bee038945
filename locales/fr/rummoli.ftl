
## src/games/rummoli/faces/picture.rs

rummoli-out = parti
rummoli-ends-with = Finit à
rummoli-stack = Jetons
rummoli-game-over-called-off-before = Partie finie : annulée avant toute main, caves rendues.
rummoli-widow-taken-by = Veuve prise par
rummoli-widow-untaken-dead-hand = Personne n'a pris la veuve : main morte.
rummoli-widow = Veuve
rummoli-poker-hands-shown = Abattage du poker
rummoli-hand = main
rummoli-to-act = {"\u00A0"}: { $value } joue
rummoli-board = plateau
rummoli-alt-poker-hands-shown = abattage du poker
rummoli-played = jouées
rummoli-table-title-hand = Main
rummoli-hand-picture-stack = jetons

## src/games/rummoli/faces/terminal.rs

rummoli-terminal-seat-out = hors jeu
rummoli-and = et
rummoli-auction = Indique combien de jetons tu offres, par ex. : b 3
rummoli-fold = n'est ni une commande ni une carte
rummoli-stacks = Jetons
rummoli-your-new-hand = Ta nouvelle main
rummoli-terminal-hand-of-total = Main { $n } sur { $total } ·{" "}
rummoli-your-hand = Ta main
rummoli-your-poker-hand = Ta main de poker
rummoli-exchange = x prendre la veuve
rummoli-auction-option = a la mettre aux enchères
rummoli-bid = b { $min } (ou plus) pour enchérir
rummoli-pass = p passer
rummoli-check = k parole
rummoli-bet = bet pour miser
rummoli-call = c suivre
rummoli-raise = r relancer
rummoli-fold-option = f se coucher

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Le plus de jetons à la fin : { $value }. Jetons rendus : { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-about = un plateau de jetons, la veuve aux enchères, du poker et une course finale, jusqu'à 8 joueurs
rummoli-you-left-the-game-your = Tu as quitté la partie : on joue à ta place jusqu'à la fin de cette main, puis tes jetons te reviennent.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-one-winner = Partie finie : { $who } a le plus de jetons, { $chips } ({ $gain }).
rummoli-game-over-tied-winners = Partie finie : { $who } ont le plus de jetons, { $chips } chacun ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante = Mise de départ : { $names } — { $each } par joueur sur le plateau, un par case.
rummoli-bid-not-a-number = « { $rest } » n'est pas un nombre de jetons : tape b 3 pour enchérir de 3.
rummoli-the-final-deal-each-player = La dernière donne, avec la main de poker de chaque joueur :
rummoli-terminal-poker-hands-shown = Mains de poker abattues :

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
## src/games/rummoli/faces/words/mod.rs

# A count of chips with its word: $chips is the number written with the language's thousands separator (1,500), $count the same number, to choose the word by.
rummoli-chips = { $count ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }

## src/games/rummoli/faces/words/board.rs

# The poker hands' categories.
rummoli-poker-high-card = Carte haute
rummoli-poker-pair = Paire
rummoli-poker-two-pair = Double paire
rummoli-poker-three-of-a-kind = Brelan
rummoli-poker-straight = Quinte
rummoli-poker-flush = Couleur
rummoli-poker-full-house = Full
rummoli-poker-four-of-a-kind = Carré
rummoli-poker-straight-flush = Quinte flush

## src/games/rummoli/faces/words/ends.rs

# Said before who finished with the most chips; it ends with a space.
rummoli-cancelled-board-shared = Partie annulée : le plateau a été partagé.{" "}
# Said before who finished with the most chips; it ends with a space.
rummoli-too-few-could-ante = Trop peu de joueurs pouvaient payer la mise de départ.{" "}

## src/games/rummoli/faces/words/refusals.rs

rummoli-refusal-nobody-to-act = Personne n'a à jouer pour l'instant.
# The refusals of something the hand does not expect now, each saying what it expects.
rummoli-refusal-dealer-chooses = Impossible pour l'instant : le donneur échange sa main contre la veuve ou la met aux enchères.
rummoli-refusal-bid-or-pass = Impossible pour l'instant : enchéris pour la veuve, ou passe.
rummoli-refusal-not-betting = Impossible pour l'instant : c'est le moment des mises.
rummoli-refusal-check-or-bet = Impossible pour l'instant : dis parole, ou mise 1 jeton.
rummoli-refusal-fold-call-or-raise = Impossible pour l'instant : couche-toi, suis ou relance de 1 jeton.
rummoli-refusal-lead = Impossible pour l'instant : ouvre avec l'une de tes cartes les plus basses.
rummoli-refusal-bid-too-low = Offre au moins { $count ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }, ou passe.
rummoli-refusal-bid-over-stack = Tu n'as que { $count ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } : tu ne peux pas offrir plus.
rummoli-refusal-not-enough-chips = Tu n'as pas les jetons pour ça : tu en as { $chips }.
rummoli-refusal-raise-cap = Les mises sont plafonnées : une mise et 3 relances. Suis ou couche-toi.
rummoli-refusal-not-a-lead = Tu ne peux ouvrir qu'avec ta carte la plus basse dans les couleurs permises, soit l'une de celles-ci : { $cards }.
rummoli-refusal-card-not-in-hand = Tu n'as pas { $card } en main.
rummoli-refusal-already-left = Tu as déjà quitté cette partie.
rummoli-refusal-bad-deck-order = Une donne demande le jeu de 52 cartes, dans un ordre quelconque.
rummoli-refusal-bad-player-count = Une partie se joue de 2 à 8 joueurs ; il y en a { $players }.
rummoli-refusal-bad-buy-in = La cave doit être d'au moins 9 jetons, un par case.

## src/games/rummoli/faces/words/events.rs

# "You" is the terminal's own player, whose verb agrees with it.
rummoli-took-widow-unseen = { $player } a pris la veuve sans la regarder ; sa propre main est morte.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-auctions-widow = { $player } met la veuve aux enchères.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-bids = { $player } offre { $chips }.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-passes = { $player } passe.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-buys-widow = { $player } achète la veuve pour { $chips }.
rummoli-widow-dead = Aucune offre : la veuve est morte.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-checks = { $player } dit parole.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-bets-1-chip = { $player } mise 1 jeton.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-calls = { $player } suit.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-raises-1-chip = { $player } relance de 1 jeton.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-folds = { $player } se couche.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won = Poker : { $winners } { $count ->
        [one] remporte
       *[other] se partagent
    } la case Poker.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won-unshown = Poker : { $winners } { $count ->
        [one] remporte
       *[other] se partagent
    } la case Poker, sans abattre.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-plays = { $player } joue { $cards }.
rummoli-timed-out = { $player } n'a plus de temps : on joue à sa place.
rummoli-left = { $player } a quitté la partie.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-out-takes-stack = { $player } quitte la partie et reprend { $chips }.
# The widow's buyer pays the dealer. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-dealer-for-widow = { $payer } paie { $chips } au donneur, { $dealer }.
# $space is a space of the board, like "J♦" or "Poker". $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-collects-from-space = { $taker } encaisse { $chips } de la case { $space }.
# Whoever went out is paid a chip for each card the others hold. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-for-cards-held = { $payer } paie { $chips } à { $taker }, un par carte en main.
# A deadlock: every card held pays a chip to a space of the board ($space, like "Rummoli"). $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-space-deadlock = { $payer } paie { $chips } à la case { $space }, un par carte.
# The final deal shares out the board. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-takes-from-space = { $taker } prend { $chips } de la case { $space }.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-final-deal = Dernière donne : { $winners } { $count ->
        [one] remporte
       *[other] se partagent
    } le plateau.

## src/games/rummoli/faces/words/screen.rs

# Said as $high_bid in the auction's lines. $chips is a count of chips with its word, like "12 chips".
rummoli-highest-bid = meilleure offre { $chips } par { $bidder }
# Said as $high_bid in the auction's lines.
rummoli-no-bid-yet = aucune offre pour l'instant
rummoli-you-deal-choose = **Tu distribues.** Prends la veuve sans la regarder (ta main devient morte), ou mets-la aux enchères : le plus offrant te paie.
rummoli-dealer-chooses = { $dealer } (donneur) choisit : échange ou enchères.
# $high_bid is the highest bid so far, or that there is none; $stack, your chips, like "95 chips".
rummoli-your-bid = **À toi d'enchérir** pour la veuve : { $high_bid }. Tu as { $stack }. Qui passe ne peut plus enchérir.
# $high_bid is the highest bid so far, or that there is none.
rummoli-auction-waiting = Enchères pour la veuve : { $high_bid } ; à { $bidder } d'enchérir.
# $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-check-or-bet = **Mises du poker :** parole, ou mise 1 jeton. Case Poker : { $pot }.
# $owed: the chips you must put to call; $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-to-call = **Mises du poker :** { $owed } pour suivre ; couche-toi, suis ou relance de 1. Case Poker : { $pot }.
rummoli-betting-waiting = Mises du poker : à { $player } de jouer.
rummoli-your-lead = **À toi d'ouvrir :** choisis laquelle de tes cartes les plus basses jouer.
rummoli-chooses-lead = { $player } choisit sa carte d'ouverture.
rummoli-plays-next = Course finale : { $player } joue ensuite.
# $cards is how many cards you hold.
rummoli-your-cards = Tes cartes ({ $cards }) :
rummoli-widow-face-down = Veuve : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } face cachée.
# A seat out of the game, in the list of seats. $chips is a count of chips with its word, like "12 chips".
rummoli-seat-out-took = parti, a repris { $chips }
# A seat's chips ($stack, like "95 chips") and how many cards it holds, in the list of seats.
rummoli-seat-stack-and-cards = { $stack } · { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
rummoli-hand-of-hands = Main { $hand } sur { $hands }
# $chips is a count of chips with its word, like "12 chips".
rummoli-bid-button = Offrir { $chips }
rummoli-pass-button = Passer
rummoli-take-widow-button = Prendre la veuve
rummoli-auction-button = Aux enchères
rummoli-run-out = Course finale
# The betting buttons.
rummoli-check-button = Parole
rummoli-bet-button = Miser 1
rummoli-call-button = Suivre
rummoli-raise-button = Relancer 1
rummoli-fold-button = Se coucher

## src/games/rummoli/faces/terminal.rs

# What a player types (x, a, b N, p, k, bet, c, r, f, q, and cards like 5c, 10h) stays as it is.
rummoli-help = Commandes : x = prendre la veuve (donneur), a = la mettre aux enchères, b N = offrir N jetons, p = passer, k = parole, bet = miser 1, c = suivre, r = relancer de 1, f = se coucher, une carte (ex. 5c, 10h) = ouvrir avec elle quand tu peux choisir. Tous les autres coups sont joués pour toi. q = quitter. Couleurs : s pique, h cœur, d carreau, c trèfle.
rummoli-cards-held = { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
rummoli-board-heading = Plateau
# What you may type to lead a card.
rummoli-lead-card = ouvrir avec { $card }
# What you may type to lead one of several cards: $cards lists all of them but the last.
rummoli-lead-one-of-cards = ouvrir avec { $cards } ou { $last }
