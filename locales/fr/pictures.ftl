
## src/pictures/alt.rs

pictures-card = joker
pictures-back = une carte cachée
pictures-winner = , gagnant
pictures-alt-row-winner = gagnant
pictures-alt-hand-of = Main de { $name }
pictures-no-cards = aucune carte

## src/pictures/mod.rs

pictures-seat = Place

## src/pictures/piles.rs

pictures-stock = Talon
pictures-discards = Défausse
pictures-game-over = Partie finie
pictures-to-play = {"\u00A0"}: { $name } joue
pictures-alt-stock = talon
pictures-top-discard = sur la défausse
pictures-in-the-pile = dans le tas
pictures-alt-no-discards = , défausse vide
pictures-melds = combinaisons
pictures-hand = Main
pictures-pool = Pot
pictures-score = Score

## src/pictures/words.rs

pictures-and = et
pictures-last-player-in = en restant seul en jeu
pictures-highest-total = avec le plus haut total à l'annulation
pictures-lowest-score = avec le plus petit score à l'annulation

## src/pictures/words.rs

pictures-game-over-called-off = Partie finie : annulée, mises rendues.
pictures-game-over-wins = Partie finie : { $who } gagne{ $how }{ $pool }.
pictures-game-over-tie = Partie finie : { $who } ex æquo{ $how }{ $pool }.

## src/pictures/words.rs

pictures-game-over-takes-pool = {" "}et remporte le pot de { $chips }
pictures-game-over-split-pool = {" "}et se partagent le pot de { $chips }

## src/pictures/words.rs: a count and its noun.

pictures-count-cards = { $n } { $n ->
        [one] carte
       *[other] cartes
    }
pictures-count-tiles = { $n } { $n ->
        [one] tuile
       *[other] tuiles
    }
pictures-count-chips = { $n } { $n ->
        [one] jeton
       *[other] jetons
    }
pictures-count-points = { $n } { $n ->
        [one] point
       *[other] points
    }
