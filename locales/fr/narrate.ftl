
## src/i18n/narrate.rs

narrate-deal-of-hands = sur
narrate-own-draw = Tu as tiré { $card } de la pioche.
narrate-dealer-draw-then = {" "}puis{" "}
narrate-the-game-was-cancelled-players = La partie a été annulée : les joueurs encore en jeu ont récupéré leur mise.

## src/i18n/narrate.rs: $person is "you" for the terminal's own player, whom English addresses
## as "You" ("You deal", "Anna deals"); other languages name that player and may ignore it.

narrate-deal = — Main { $hand }{ $of } — { $who } distribue.
narrate-played-for-leaver = On joue à la place de { $name }, qui a quitté la partie : défausse de { $card }.
narrate-dealer-draw = Cartes tirées pour la première donne : { $drawn }. { $who } distribue en premier.
narrate-pool-tie = { $names } sont à égalité et se partagent le pot de { $paid ->
        [one] { $paid } jeton
       *[other] { $paid } jetons
    }.
narrate-pool-tie-and = {" "}et{" "}
narrate-pool-won = { $who } gagne { $why } et remporte le pot de { $paid ->
        [one] { $paid } jeton
       *[other] { $paid } jetons
    }.
narrate-pool-nobody = Personne
