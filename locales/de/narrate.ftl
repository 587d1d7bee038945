
## src/i18n/narrate.rs

narrate-of = von
narrate-it = Du hast { $card } vom Talon gezogen.
narrate-it-2 = {" "}dann{" "}
narrate-the-game-was-cancelled-players = Die Partie wurde abgebrochen: Alle, die noch im Spiel waren, haben ihren Einsatz zurückbekommen.
