
## src/i18n/narrate.rs

narrate-of = sur
narrate-it = Tu as tiré { $card } de la pioche.
narrate-it-2 = {" "}puis{" "}
narrate-the-game-was-cancelled-players = La partie a été annulée : les joueurs encore en jeu ont récupéré leur mise.
