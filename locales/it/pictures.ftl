
## src/pictures/alt.rs

pictures-card = jolly
pictures-back = una carta coperta
pictures-winner = , vincitore
pictures-alt-row-winner = vincitore
pictures-alt-hand-of = Mano di { $name }
pictures-no-cards = nessuna carta

## src/pictures/mod.rs

pictures-seat = Posto

## src/pictures/piles.rs

pictures-stock = Mazzo
pictures-discards = Scarti
pictures-game-over = Partita finita
pictures-to-play = : tocca a { $name }
pictures-alt-stock = mazzo
pictures-top-discard = in cima agli scarti
pictures-in-the-pile = nella pila
pictures-alt-no-discards = , nessuno scarto
pictures-melds = combinazioni
pictures-hand = Mano
pictures-pool = Piatto
pictures-score = Punti

## src/pictures/words.rs

pictures-and = e
pictures-last-player-in = restando l'ultimo in gioco
pictures-highest-total = con il totale più alto all'annullamento
pictures-lowest-score = con il punteggio più basso all'annullamento

## src/pictures/words.rs

pictures-game-over-called-off = Partita finita: annullata, poste restituite.
pictures-game-over-wins = Partita finita: vince { $who }{ $how }{ $pool }.
pictures-game-over-tie = Partita finita: { $who } pareggiano{ $how }{ $pool }.

## src/pictures/words.rs

pictures-game-over-takes-pool = {" "}e prende il piatto di { $chips }
pictures-game-over-split-pool = {" "}e si dividono il piatto di { $chips }

## src/pictures/words.rs: a count and its noun.

pictures-count-cards = { $n } { $n ->
        [one] carta
       *[other] carte
    }
pictures-count-tiles = { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
pictures-count-chips = { $n } { $n ->
        [one] fiche
       *[other] fiches
    }
pictures-count-points = { $n } { $n ->
        [one] punto
       *[other] punti
    }
