
## src/i18n/narrate.rs

narrate-of = of
narrate-it = You drew { $card } from the stock.
narrate-it-2 = {" "}then{" "}
narrate-the-game-was-cancelled-players = The game was cancelled: players still in got their stakes back.
