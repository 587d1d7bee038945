
## src/i18n/narrate.rs

narrate-deal-of-hands = de
narrate-own-draw = Robas { $card } del mazo.
narrate-dealer-draw-then = {" "}luego{" "}
narrate-the-game-was-cancelled-players = La partida se anuló: quienes seguían en juego recuperaron su apuesta.

## src/i18n/narrate.rs: $person is "you" for the terminal's own player, whom English addresses
## as "You" ("You deal", "Anna deals"); other languages name that player and may ignore it.

narrate-deal =
    — Mano { $hand }{ $of } — { $person ->
        [you] repartes tú
       *[other] reparte { $who }
    }.
narrate-played-for-leaver = Se juega en lugar de { $name }, que se ha ido: descarta { $card }.
narrate-dealer-draw =
    Cartas robadas para el primer reparto: { $drawn }. { $person ->
        [you] Repartes tú primero
       *[other] { $who } reparte primero
    }.
narrate-pool-tie = { $names } empatan y se reparten el bote de { $paid } fichas.
narrate-pool-tie-and = {" "}y{" "}
narrate-pool-won =
    { $person ->
        [you] Ganas
       *[other] { $who } gana
    } { $why } y { $person ->
        [you] te llevas
       *[other] se lleva
    } el bote de { $paid } fichas.
narrate-pool-nobody = Nadie
