
## src/games/rummy/faces/picture.rs

rummy-target = reaching
rummy-hands = with the highest total
rummy-out = out
rummy-cards-left-at-the-last = Cards left at the last hand
rummy-must-use = must use

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” is not a card: write a rank (A, 2–10, J, Q, K) and a suit (♠ ♥ ♦ ♣ or s h d c), like 7♥, 10s or Qd. Type h for help.
rummy-name-the-cards-to-meld = Name the cards to meld, like: m 7h 8h 9h
rummy-lay-off-needs-card-and-meld = Name a card and a meld number, like: o 7h 2
rummy-is-not-a-meld-number = is not a meld number
rummy-meld = meld
rummy-you-could-meld = You could meld
rummy-draw-stock = d draw
rummy-take-discard = t take
rummy-meld-option = m CARDS to meld
rummy-lay-off = o CARD N to lay off
rummy-discard = a card to discard (like 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | total { $total }
rummy-game-over-highest-total = with the highest total
rummy-melds = **Melds on the table**
rummy-no-melds = No melds on the table yet.
rummy-your-turn-draw = **Your turn:** draw from the stock or take the discard.
rummy-your-turn-play = **Your turn:** meld, lay off, then discard (or go out).
rummy-meld-placeholder = Meld…
rummy-lay-off-placeholder = Lay off…
rummy-discard-placeholder = Discard…
rummy-seat-line-out = {" "}— out
rummy-melds-on-the-table = melds on the table

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Hand { $hand } of { $n } · the highest total wins
rummy-hand-first-to-points-wins = Hand { $hand } · first to { $target } points wins

## src/games/rummy/seam.rs

rummy-name = Rummy
rummy-counter-rummies-label = Rummies
rummy-counter-rummies-title = Rummies
rummy-counter-rummies-choice = rummies

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Points that win the game
rummy-option-target-shown = to { $value } points
rummy-option-hands-about = Hands to play instead of a target
rummy-option-hands-one = 1 hand
rummy-option-hands-many = { $value } hands
rummy-option-ace-high-about = Allow Q-K-A runs; aces then count 15
rummy-option-ace-high-yes = Q-K-A allowed, aces 15
rummy-option-discard-must-meld-about = Take the top discard only to meld it at once
rummy-option-discard-must-meld-yes = discard taken only to meld
rummy-option-must-discard-to-go-out-about = Go out only by discarding your last card
rummy-option-must-discard-to-go-out-yes = go out with a discard
## src/games/rummy/faces/words.rs

rummy-drew-stock = { $player } drew from the stock.
rummy-took-discard = { $player } took { $card } from the discard pile.
rummy-melded = { $player } melded { $cards } (meld { $meld }).
rummy-laid-off = { $player } laid { $card } off on meld { $meld }.
rummy-discarded = { $player } discarded { $card }.
rummy-timed-out-discarded = { $player } ran out of time: played for, discarded { $card }.
rummy-reshuffled = The stock ran out: the discards were shuffled into a new stock.
rummy-went-out-rummy = { $player } went out: RUMMY!
rummy-went-out = { $player } went out.
rummy-dead = The stock ran out again: the hand is dead.
rummy-left = { $player } left the game.
rummy-out-with-rummy-scored = { $player } went out with a rummy (doubled) and scored { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
rummy-out-scored = { $player } went out and scored { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
rummy-hand-dead = The hand is dead: nobody scores.
# $cards is how many cards you hold.
rummy-your-cards = **Your cards** ({ $cards }):
rummy-must-use-taken = You took { $card }: meld it or lay it off first.
rummy-waiting-for = Waiting for { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
rummy-discard-and-stock = Discard: **{ $top }** · stock: { $stock }
rummy-first-to-points-wins = first to { $points } points wins
rummy-hands-highest-total-wins = { $hands ->
        [one] 1 hand, highest total wins
       *[other] { $hands } hands, highest total wins
    }
# $owner is the player who melded it.
rummy-lay-off-option = { $card } on meld { $meld } ({ $owner })
# A seat's score, short, in the list of seats.
rummy-seat-points = { $points ->
        [one] 1 pt
       *[other] { $points } pts
    }
rummy-refusal-draw-first = Draw a card first: from the stock or from the discard pile.
rummy-refusal-already-drew = You have already drawn this turn: meld, lay off, or discard a card.
rummy-refusal-card-not-in-hand = You do not hold { $card }.
rummy-refusal-card-named-twice = You named { $card } twice.
rummy-refusal-not-a-meld = Those cards are not a meld: a meld is 3 or 4 cards of one rank, or 3 or more cards of one suit in a row.
rummy-refusal-no-such-meld = There is no meld { $meld } on the table.
rummy-refusal-cannot-lay-off = { $card } does not fit meld { $meld }: add a set's fourth card, or the next card at either end of a run.
rummy-refusal-cannot-discard-taken-card = You took { $card } from the discard pile this turn, so you cannot discard it this turn. Discard another card.
rummy-refusal-take-only-to-meld = You may take { $card } only if you can meld it or lay it off now: draw from the stock.
rummy-refusal-must-use-taken = You took { $card } from the discard pile: meld it or lay it off before anything else.
rummy-refusal-must-discard-to-go-out = At this table you go out by discarding your last card: keep one card to discard.
rummy-refusal-dead-end = That would leave you holding only { $card }, which you took from the discard pile and cannot discard this turn.
rummy-refusal-bad-deck-order = A deal needs the 52-card pack in some order.
rummy-refusal-bad-player-count = A game needs 2 to 6 players; there are { $players }.

## src/games/rummy/faces/terminal.rs

# What a player types (d, t, m 7h 8h 9h, o 7h 2, x, q, and cards written in English: 7h, Qd) stays as it is.
rummy-help = Commands: d = draw from the stock, t = take the discard, m 7h 8h 9h = meld those cards, o 7h 2 = lay 7h off on meld 2, a card (like 7h) or x and a card = discard it, q = quit.
