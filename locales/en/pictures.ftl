
## src/pictures/alt.rs

pictures-card = joker
pictures-back = a card face down
pictures-winner = , winner
pictures-alt-row-winner = winner
pictures-alt-hand-of = Hand of { $name }
pictures-no-cards = no cards

## src/pictures/mod.rs

pictures-seat = Seat

## src/pictures/piles.rs

pictures-stock = Stock
pictures-discards = Discards
pictures-game-over = Game over
pictures-to-play = : { $name } to play
pictures-alt-stock = stock
pictures-top-discard = top discard
pictures-in-the-pile = in the pile
pictures-alt-no-discards = , no discards
pictures-melds = melds
pictures-hand = Hand
pictures-pool = Pool
pictures-score = Score

## src/pictures/words.rs

pictures-and = and
pictures-last-player-in = as the last player in
pictures-highest-total = on the highest total at the cancel
pictures-lowest-score = on the lowest score at the cancel

## src/pictures/words.rs

pictures-game-over-called-off = Game over: called off, the stakes went back.
pictures-game-over-wins = Game over: { $who } wins{ $how }{ $pool }.
pictures-game-over-tie = Game over: { $who } tie{ $how }{ $pool }.

## src/pictures/words.rs

pictures-game-over-takes-pool = {" "}and takes the pool of { $chips }
pictures-game-over-split-pool = {" "}and split the pool of { $chips }

## src/pictures/words.rs: a count and its noun.

pictures-count-cards = { $n } { $n ->
        [one] card
       *[other] cards
    }
pictures-count-tiles = { $n } { $n ->
        [one] tile
       *[other] tiles
    }
pictures-count-chips = { $n } { $n ->
        [one] chip
       *[other] chips
    }
pictures-count-points = { $n } { $n ->
        [one] point
       *[other] points
    }
