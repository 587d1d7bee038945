
## src/games/ramino/faces/picture.rs

ramino-target = avec
ramino-out = parti
ramino-last-hand-as-shown = Dernière main dévoilée

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = a quitté la partie
ramino-draw-stock = d piocher
ramino-take-discard = t prendre
ramino-discard = une carte à défausser (ex. Fs)
ramino-discard-german-pack = une carte à défausser (ex. Us)
ramino-hand-first-to-wins = Main { $hand_no } · le premier à { $target } gagne

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who } : { $value } ({ $value2 }){ $made } | total { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = cartes italiennes, annonces et réclamations

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **À toi :** tire de la pioche ou prends la défausse.
ramino-your-turn-first-draw = **À toi :** au premier tour d'une main, on tire de la pioche.
ramino-your-turn-discard = **À toi :** défausse une carte. Une main gagnante est annoncée pour toi.
ramino-discard-placeholder = Défausser…
ramino-seat-line = {" "}— hors jeu

## src/games/ramino/seam.rs

ramino-name = Ramino toscan
ramino-counter-ramini-label = Ramini et gran ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Mains gagnées sur réclamation

## src/games/ramino/options.rs

ramino-option-target-about = Points pour gagner la partie ; 1 : une main
ramino-option-target-shown = en { $value } points
ramino-option-pack-about = Le jeu
ramino-choice-italian = italien 40
ramino-choice-german = allemand 36
ramino-option-pack-shown = jeu { $value }
ramino-option-suit-names-about = Noms des enseignes
ramino-choice-french = français
ramino-choice-suit-names-italian = italiens
ramino-shown = noms d'enseignes { $value }
## src/games/ramino/cards.rs

# The French suits' names, as a table with French suit names shows them (♠ ♥ ♦ ♣).
ramino-suit-spades = pique
ramino-suit-hearts = cœur
ramino-suit-diamonds = carreau
ramino-suit-clubs = trèfle
# The Italian pack's suits, in the order of the French suits they stand for: batons (♠), cups (♥), coins (♦), swords (♣).
ramino-italian-suit-batons = bâtons
ramino-italian-suit-cups = coupes
ramino-italian-suit-coins = deniers
ramino-italian-suit-swords = épées
# The Italian pack's ranks with names: the ace and the three court cards (F, D, R).
ramino-rank-ace = As
ramino-rank-fante = Fante (valet)
ramino-rank-donna = Donna (dame)
ramino-rank-re = Re (roi)

## src/games/ramino/faces/words/cards.rs

# A declaration: "dieci" and "sette" are its names in every language; $count cards of the main suit, up to the card $top.
ramino-declaration-dieci = dieci ({ $count } de la couleur principale, jusqu'à { $top })
ramino-declaration-sette = sette ({ $count } de la couleur principale, jusqu'à { $top })

## src/games/ramino/faces/words/moves.rs

ramino-drew-stock = { $player } a tiré de la pioche.
ramino-took-discard = { $player } a pris { $card } dans la défausse.
ramino-discarded = { $player } a défaussé { $card }.
ramino-timed-out-discarded = { $player } n'a plus de temps : on a joué à sa place en défaussant { $card }.
# "You" is the terminal's own player, whose verb agrees with it.
ramino-declared = { $player } annonce une main gagnante !
# "You" is the terminal's own player, whose verb agrees with it.
ramino-claimed = { $player } réclame la défausse : elle complète sa main !
ramino-stock-out = La pioche est épuisée et personne n'a rien annoncé : le plus haut total en main gagne.
ramino-left = { $player } a quitté la partie : on joue à sa place jusqu'à la fin de la main.

## src/games/ramino/faces/words/ends.rs

# $declaration is a declaration's name, like "ramino ♥ hearts". "You" is the terminal's own player, whose verb agrees with it.
ramino-won-declaring = { $winner } gagne avec un { $declaration } et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
# The declarer discarded $card, which $claimer claimed to make $claimer_declaration; the higher hand won. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-after-claim = { $declarer } a annoncé un { $declaration } ; { $claimer } a réclamé { $card } pour un { $claimer_declaration }. { $winner } gagne et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
# $total: the points of the cards in the winner's hand; $points: what the win scores. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-stock-out = La pioche est épuisée : { $winner } gagne avec { $total } points en main et marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

## src/games/ramino/faces/words/refusals.rs

ramino-refusal-draw-first = Pioche d'abord une carte : dans la pioche ou dans la défausse.
ramino-refusal-already-drew = Tu as déjà pioché ce tour-ci : défausse une carte.
ramino-refusal-first-turn-from-stock = Au premier tour d'une main, on tire de la pioche.
ramino-refusal-no-discard = La défausse est vide : tire de la pioche.
ramino-refusal-card-not-in-hand = Tu n'as pas { $card } en main.
ramino-refusal-cannot-discard-taken-card = Tu as pris { $card } dans la défausse ce tour-ci : tu ne peux donc pas la défausser avant le prochain tour. Défausse une autre carte.
ramino-refusal-bad-deck-order = Une donne demande tout le jeu de la table, dans un ordre quelconque.
ramino-refusal-bad-player-count = Une partie se joue de 2 à 4 joueurs ; il y en a { $players }.
ramino-refusal-no-rebuys = Le Ramino n'a pas de recave.

## src/games/ramino/faces/words/screen.rs

# $cards is how many cards you hold.
ramino-your-cards = **Tes cartes** ({ $cards }) :
ramino-discard-declares = Défausse { $card } et tu annonces **{ $declaration }**.
ramino-waiting-for = En attente de { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
ramino-discard-and-stock = Défausse : **{ $top }** · pioche : { $stock }
ramino-first-to-points-wins = le premier à { $points } points gagne
# $suits lists the suits with their names, like "♠ spades · ♣ clubs · ♦ diamonds · ♥ hearts".
ramino-suits = Couleurs : { $suits }
# A seat's score, short, in the list of seats.
ramino-seat-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }

## src/games/ramino/faces/terminal.rs

# The help at a table playing the Italian pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-italian-pack = Commandes : d = tirer de la pioche, t = prendre la défausse, une carte (ex. Fs, 7h, Rc) ou x et une carte = la défausser ; une main gagnante est annoncée pour toi. q = quitter. Couleurs : s pique, h cœur, d carreau, c trèfle.
# The help at a table playing the German pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-german-pack = Commandes : d = tirer de la pioche, t = prendre la défausse, une carte (ex. Us, 7h, 10c) ou x et une carte = la défausser ; une main gagnante est annoncée pour toi. q = quitter. Couleurs : s pique, h cœur, d carreau, c trèfle.
# $text is what the player typed; the ranks and suits are written as the player types them.
ramino-not-a-card-italian-pack = « { $text } » n'est pas une carte de ce jeu : écris une valeur (A, 2–7, F, D, R) et une couleur (♠ ♣ ♦ ♥ ou s c d h), par ex. F♠ ou 7h. Tape h pour l'aide.
ramino-not-a-card-german-pack = « { $text } » n'est pas une carte de ce jeu : écris une valeur (6–10, U, O, K, A) et une couleur (♠ ♣ ♦ ♥ ou s c d h), par ex. U♠ ou 10h. Tape h pour l'aide.
ramino-discarding-declares = Défausse { $card } et tu annonces un { $declaration }.
# The target, in "Hand 2 · first to 10 points wins".
ramino-target-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## src/games/ramino/faces/words/cards.rs

# Declarations: "gran ramino" and "ramino" are their names in every language; $suit is a suit with its symbol, like "♥ hearts".
ramino-declaration-gran-ramino = gran ramino { $suit }
ramino-declaration-ramino = ramino { $suit }
