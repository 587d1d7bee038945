
## src/pictures/alt.rs

pictures-card = Joker
pictures-back = verdeckte Karte
pictures-winner = , Sieger
pictures-alt-row-winner = Sieger
pictures-alt-hand-of = Hand von { $name }
pictures-no-cards = keine Karten

## src/pictures/mod.rs

pictures-seat = Platz

## src/pictures/piles.rs

pictures-stock = Talon
pictures-discards = Ablage
pictures-game-over = Spielende
pictures-to-play = : { $name } am Zug
pictures-alt-stock = Talon
pictures-top-discard = oben auf der Ablage
pictures-in-the-pile = abgelegt
pictures-alt-no-discards = , Ablage leer
pictures-melds = ausgelegt
pictures-hand = Rd.
pictures-pool = Pott
pictures-score = Stand

## src/pictures/words.rs

pictures-and = und
pictures-last-player-in = als Letzter im Spiel
pictures-highest-total = mit der höchsten Summe beim Abbruch
pictures-lowest-score = mit den wenigsten Punkten beim Abbruch

## src/pictures/words.rs

pictures-game-over-called-off = Spielende: abgebrochen, Einsätze zurück.
pictures-game-over-wins = Spielende: { $who } gewinnt{ $how }{ $pool }.
pictures-game-over-tie = Spielende: { $who } siegen gemeinsam{ $how }{ $pool }.

## src/pictures/words.rs

pictures-game-over-takes-pool = {" "}und nimmt den Pott ({ $chips })
pictures-game-over-split-pool = {" "}und teilen sich den Pott ({ $chips })

## src/pictures/words.rs: a count and its noun.

pictures-count-cards = { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
pictures-count-tiles = { $n } { $n ->
        [one] Stein
       *[other] Steine
    }
pictures-count-chips = { $n } { $n ->
        [one] Chip
       *[other] Chips
    }
pictures-count-points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
