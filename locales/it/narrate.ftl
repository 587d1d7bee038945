
## src/i18n/narrate.rs

narrate-of = di
narrate-it = Hai pescato { $card } dal mazzo.
narrate-it-2 = {" "}poi{" "}
narrate-the-game-was-cancelled-players = La partita è stata annullata: chi era ancora in gioco ha ripreso la sua posta.
