
## src/i18n/narrate.rs

narrate-deal-of-hands = von
narrate-own-draw = Du hast { $card } vom Talon gezogen.
narrate-dealer-draw-then = {" "}dann{" "}
narrate-the-game-was-cancelled-players = Die Partie wurde abgebrochen: Alle, die noch im Spiel waren, haben ihren Einsatz zurückbekommen.

## src/i18n/narrate.rs: $person is "you" for the terminal's own player, whom English addresses
## as "You" ("You deal", "Anna deals"); other languages name that player and may ignore it.

narrate-deal = — Runde { $hand }{ $of } — { $person ->
        [you] du gibst
       *[other] { $who } gibt
    }.
narrate-played-for-leaver = Gespielt für { $name } (hat die Partie verlassen): { $card } abgelegt.
narrate-dealer-draw = Gezogene Karten für das erste Geben: { $drawn }. { $person ->
        [you] Du gibst
       *[other] { $who } gibt
    } zuerst.
narrate-pool-tie = { $names } liegen gleichauf und teilen sich den Pott von { $paid } Chips.
narrate-pool-tie-and = {" "}und{" "}
narrate-pool-won = { $person ->
        [you] Du gewinnst { $why } und nimmst
       *[other] { $who } gewinnt { $why } und nimmt
    } den Pott von { $paid } Chips.
narrate-pool-nobody = Niemand
