
## src/i18n/narrate.rs

narrate-deal-of-hands = di
narrate-own-draw = Hai pescato { $card } dal mazzo.
narrate-dealer-draw-then = {" "}poi{" "}
narrate-the-game-was-cancelled-players = La partita è stata annullata: chi era ancora in gioco ha ripreso la sua posta.

## src/i18n/narrate.rs: $person is "you" for the terminal's own player, whom English addresses
## as "You" ("You deal", "Anna deals"); other languages name that player and may ignore it.

narrate-deal = — Mano { $hand }{ $of } — distribuisce { $who }.
narrate-played-for-leaver = Si gioca per { $name }, uscito dalla partita: scarta { $card }.
narrate-dealer-draw = Carte pescate per la prima mano: { $drawn }. Distribuisce per primo { $who }.
narrate-pool-tie = { $names } pareggiano e si dividono il piatto di { $paid } fiches.
narrate-pool-tie-and = {" "}e{" "}
narrate-pool-won = { $who } vince { $why } e prende il piatto di { $paid } fiches.
narrate-pool-nobody = Nessuno
