
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
rumino-terminal-deadwood = deadwood
rumino-draw-stock = d draw
rumino-take-discard = t take
rumino-knock-option = k knock
rumino-claim-rumino = c CLAIM the discard for a rumino
rumino-a-card-to-discard-like = a card to discard (like 7h)

## src/games/rumino/faces/words.rs

rumino-game-over-by-rumino = with a rumino
rumino-game-over-by-three-gins = with gin in each of the first three hands
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
rumino-knock-button = Knock
rumino-claim = Claim { $top } for RUMINO!
rumino-rebuy = Rebuy ({ $cost } chips)
rumino-no-rebuy = No rebuy
rumino-nudge-claim = A discard completes your rumino: claim it now!
rumino-nudge-rebuy = You are out: rebuy or not?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } discarded { $card }.
rumino-ran-out-of-time-played = { $who } ran out of time: played for, discarded { $card }.
rumino-hand-end-knock = { $name } knocked.
rumino-gin = { $name } went gin: −10!
rumino-hand-end-rumino = { $name } hit RUMINO!
rumino-claimed-rumino = { $name } claimed the discard for a RUMINO!
rumino-stock-out = The stock ran out: everyone scores their deadwood.
rumino-abandoned = The hand was abandoned.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } drew from the stock.
rumino-took-discard = { $name } took { $card } from the discard pile.
rumino-reshuffled = The stock ran out: the discards were shuffled into a new stock.
rumino-left-the-game = { $name } left the game.

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
## src/games/rumino/faces/words.rs

# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown = { $who }: { $cards } | deadwood { $deadwood } → { $points } { $points_abs ->
        [one] point
       *[other] points
    }, score { $score }
# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown-eliminated = { $who }: { $cards } | deadwood { $deadwood } → { $points } { $points_abs ->
        [one] point
       *[other] points
    }, score { $score } — eliminated
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-winner-deals-first = { $who ->
        [You] You won the last game and deal first.
       *[other] { $who } won the last game and deals first.
    }
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-eliminated = { $who ->
        [You] You are out with { $score } points.
       *[other] { $who } is out with { $score } points.
    }
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-rebought = { $who ->
        [You] You buy back in for { $cost } chips, at { $score } points.
       *[other] { $who } buys back in for { $cost } chips, at { $score } points.
    }
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-declined-rebuy = { $who ->
        [You] You choose not to rebuy and are out of the game.
       *[other] { $who } chooses not to rebuy and is out of the game.
    }
rumino-refusal-out-of-this-hand = You are out of this game, so you cannot play this hand.
rumino-refusal-draw-first = Draw a card first: from the stock or from the discard pile.
rumino-refusal-already-drew = You have already drawn this turn: discard a card, or declare gin or rumino.
rumino-refusal-discard-pile-empty = The discard pile is empty: draw from the stock.
rumino-refusal-card-not-in-hand = You do not hold { $card }.
rumino-refusal-cannot-discard-taken-card = You took { $card } from the discard pile this turn, so you cannot discard it this turn. Discard another card.
rumino-refusal-knock-too-high = You can only knock with { $limit } or fewer points; you have { $deadwood }.
rumino-refusal-not-gin = That is not gin: gin needs a lay of 4 and a lay of 3 with 7 cards (you have { $deadwood } points of deadwood).
rumino-refusal-not-rumino = That is not a rumino: it needs a 7-card straight flush or 7 of a kind.
rumino-refusal-no-claim = There is no discard you can claim for a rumino right now.
rumino-refusal-no-rebuy-offer = You have no rebuy to decide.
rumino-refusal-awaiting-rebuys = The game is waiting for rebuy decisions.
rumino-refusal-bad-deck-order = A deal needs the full 108-card pack in some order.
rumino-refusal-bad-player-count = A game needs 2 to 6 players; there are { $players }.

## src/games/rumino/faces/terminal.rs

# The letters and card names a player types (d, t, 7h, x, k, g, r, c, y, s, n, q) stay as they are.
rumino-help = Commands: d = draw from the stock, t = take the discard, a card (7h, 10♦, Joker) or x and a card = discard it, k = knock, g = gin, r = rumino, c = claim the discard for a rumino, y / n = rebuy or not, q = quit. In your hand, [ ] holds cards that meld; the rest is deadwood.
# $text is what the player typed.
rumino-not-a-card = “{ $text }” is not a card: write a rank (A, 2–10, J, Q, K) and a suit (♠ ♥ ♦ ♣ or s h d c), like 7♥, 10s or Qd, or Joker. Type h for help.
# $pool is a whole phrase, like "pool 20 chips".
rumino-hand-and-limit = Hand { $hand } · over { $limit } points is out · { $pool }
rumino-rebuy-or-not = You are out. Rebuy for { $cost } chips? (y/n)

## src/games/rumino/faces/words_tx.rs

# The buttons that declare gin and rumino.
rumino-gin-button = Gin!
rumino-rumino-button = RUMINO!

## src/games/rumino/faces/terminal.rs

# What the prompt offers: the letter is what the player types.
rumino-gin-option = g gin
rumino-rumino-option = r rumino
