
## src/games/rumino/faces/picture.rs

rumino-rumino = with a rumino
rumino-three-gins = with gin in the first three hands
rumino-last-player-in = with the lowest score
rumino-knock = Knock
rumino-left = left
rumino-out = out
rumino-last-hand-as-shown = Last hand, as shown
rumino-deadwood = deadwood

## src/games/rumino/faces/terminal.rs

rumino-careful-knocking-adds-your-points = Careful: knocking adds your { $deadwood } points of deadwood to your score of { $score }. { $after } is over { $ELIMINATION_SCORE }, so you would be out.
rumino-deciding-whether-to-rebuy = Deciding whether to rebuy
rumino-deadwood-2 = deadwood
rumino-draw-stock = d draw
rumino-take-discard = t take
rumino-knock-2 = k knock
rumino-claim-rumino = c CLAIM the discard for a rumino
rumino-a-card-to-discard-like = a card to discard (like 7h)

## src/games/rumino/faces/words.rs

rumino-rumino-2 = with a rumino
rumino-three-gins-2 = with gin in each of the first three hands
rumino-last-player-standing = as the last player standing
rumino-all-eliminated = with the lowest score
rumino-cancelled-settled = on the lowest score when the game was cancelled
rumino-italian-knock-rummy-for-to = Italian knock rummy for 2 to 6 players

## src/games/rumino/faces/words_tx.rs

rumino-seat-cards = {" "}· { $n } cards
rumino-seat-rebuys = {" "}· rebuys { $n }
rumino-discard-line = Discard: **{ $top }** · stock: { $stock } cards · dealer: { $dealer }
rumino-waiting-rebuys = Waiting for rebuy decisions: { $names } — window closes { $closes }
rumino-your-hand = **Your hand** — deadwood **{ $deadwood }**
rumino-hand-status = Discard: **{ $top }** · stock: { $stock } · your score: { $score } · pool: { $pool }
rumino-claim-prompt = ⚡ **{ $top } completes your rumino!** Claim it now, before it is covered.
rumino-rebuy-prompt = You are out. Rebuy for **{ $cost }** chips to re-enter with the highest score still in?
rumino-you-are-out = You are out of this game.
rumino-discard-now = Your turn: discard a card, or declare gin or rumino.
rumino-draw-now = Your turn: draw from the stock or take { $top }.
rumino-waiting-for = Waiting for { $name }.
rumino-waiting-for-rebuys = Waiting for rebuy decisions.
rumino-knock-3 = Knock
rumino-claim = Claim { $top } for RUMINO!
rumino-rebuy = Rebuy ({ $cost } chips)
rumino-no-rebuy = No rebuy
rumino-nudge-claim = A discard completes your rumino: claim it now!
rumino-nudge-rebuy = You are out: rebuy or not?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } discarded { $card }.
rumino-ran-out-of-time-played = { $who } ran out of time: played for, discarded { $card }.
rumino-knock-4 = { $name } knocked.
rumino-gin = { $name } went gin: −10!
rumino-rumino-3 = { $name } hit RUMINO!
rumino-claimed-rumino = { $name } claimed the discard for a RUMINO!
rumino-stock-out = The stock ran out: everyone scores their deadwood.
rumino-abandoned = The hand was abandoned.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } drew from the stock.
rumino-took-discard = { $name } took { $card } from the discard pile.
rumino-reshuffled = The stock ran out: the discards were shuffled into a new stock.
rumino-left-2 = { $name } left the game.

## src/games/rumino/seam.rs

rumino-name = Rumino
rumino-counter-gins-label = Gin
rumino-counter-gins-title = Gins
rumino-counter-gins-choice = gins
rumino-counter-ruminos-label = Rumino
rumino-counter-ruminos-title = Ruminos
rumino-counter-ruminos-choice = ruminos
rumino-counter-knocks-label = Knocks

## src/games/rumino/options.rs

rumino-option-knock-limit-about = Most deadwood points a player may knock with
rumino-option-knock-limit-shown = knock at { $value } or less
rumino-option-ace-high-about = Allow Q-K-A runs
rumino-option-ace-high-yes = Q-K-A allowed
rumino-option-ace-high-no = {""}
rumino-option-undercut-penalty-about = +10 to a knocker whose deadwood is not the lowest
rumino-option-undercut-penalty-yes = +10 to a knocker not strictly lowest
rumino-option-undercut-penalty-no = {""}
