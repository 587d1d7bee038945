
## src/i18n/narrate.rs

narrate-of = de
narrate-it = Robas { $card } del mazo.
narrate-it-2 = {" "}luego{" "}
narrate-the-game-was-cancelled-players = La partida se anuló: quienes seguían en juego recuperaron su apuesta.
