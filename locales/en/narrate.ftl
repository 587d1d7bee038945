
## src/i18n/narrate.rs

narrate-deal-of-hands = of
narrate-own-draw = You drew { $card } from the stock.
narrate-dealer-draw-then = {" "}then{" "}
narrate-the-game-was-cancelled-players = The game was cancelled: players still in got their stakes back.

## src/i18n/narrate.rs: $person is "you" for the terminal's own player, whom English addresses
## as "You" ("You deal", "Anna deals"); other languages name that player and may ignore it.

narrate-deal = — Hand { $hand }{ $of } — { $who } { $person ->
        [you] deal
       *[other] deals
    }.
narrate-played-for-leaver = Played for { $name }, who left: discarded { $card }.
narrate-dealer-draw = Cards drawn for the first deal: { $drawn }. { $who } { $person ->
        [you] deal
       *[other] deals
    } first.
narrate-pool-tie = { $names } tie and split the pool of { $paid } chips.
narrate-pool-tie-and = {" "}and{" "}
narrate-pool-won = { $who } { $person ->
        [you] win
       *[other] wins
    } { $why } and { $person ->
        [you] take
       *[other] takes
    } the pool of { $paid } chips.
narrate-pool-nobody = Nobody
