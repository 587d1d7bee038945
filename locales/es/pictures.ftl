
## src/pictures/alt.rs

pictures-card = comodín
pictures-back = carta boca abajo
pictures-winner = , ganador
pictures-alt-row-winner = ganador
pictures-alt-hand-of = Mano de { $name }
pictures-no-cards = sin cartas

## src/pictures/mod.rs

pictures-seat = Plaza

## src/pictures/piles.rs

pictures-stock = Mazo
pictures-discards = Descarte
pictures-game-over = Fin de partida
pictures-to-play = : juega { $name }
pictures-alt-stock = mazo
pictures-top-discard = último descarte
pictures-in-the-pile = en la pila
pictures-alt-no-discards = , sin descartes
pictures-melds = juegos
pictures-hand = Mano
pictures-pool = Bote
pictures-score = Total

## src/pictures/words.rs

pictures-and = y
pictures-last-player-in = siendo el último en juego
pictures-highest-total = con el total más alto al anularse
pictures-lowest-score = con la puntuación más baja al anularse

## src/pictures/words.rs

pictures-game-over-called-off = Fin de partida: anulada, apuestas devueltas.
pictures-game-over-wins = Fin de partida: gana { $who }{ $how }{ $pool }.
pictures-game-over-tie = Fin de partida: { $who } empatan{ $how }{ $pool }.

## src/pictures/words.rs

pictures-game-over-takes-pool = {" "}y se lleva el bote de { $chips }
pictures-game-over-split-pool = {" "}y se reparten el bote de { $chips }

## src/pictures/words.rs: a count and its noun.

pictures-count-cards =
    { $n } { $n ->
        [one] carta
       *[other] cartas
    }
pictures-count-tiles =
    { $n } { $n ->
        [one] ficha
       *[other] fichas
    }
pictures-count-chips =
    { $n } { $n ->
        [one] ficha
       *[other] fichas
    }
pictures-count-points =
    { $n } { $n ->
        [one] punto
       *[other] puntos
    }
