
## src/games/rummy/faces/picture.rs

rummy-target = reaching
rummy-hands = with the highest total
rummy-out = out
rummy-cards-left-at-the-last = Cards left at the last hand
rummy-must-use = must use

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” is not a card: write a rank (A, 2–10, J, Q, K) and a suit (♠ ♥ ♦ ♣ or s h d c), like 7♥, 10s or Qd. Type h for help.
rummy-name-the-cards-to-meld = Name the cards to meld, like: m 7h 8h 9h
rummy-name-a-card-and-a = Name a card and a meld number, like: o 7h 2
rummy-is-not-a-meld-number = is not a meld number
rummy-meld = meld
rummy-you-could-meld = You could meld
rummy-draw-stock = d draw
rummy-take-discard = t take
rummy-meld-2 = m CARDS to meld
rummy-lay-off = o CARD N to lay off
rummy-discard = a card to discard (like 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | total { $total }
rummy-target-2 = with the highest total
rummy-melds = **Melds on the table**
rummy-no-melds = No melds on the table yet.
rummy-your-turn-draw = **Your turn:** draw from the stock or take the discard.
rummy-your-turn-play = **Your turn:** meld, lay off, then discard (or go out).
rummy-meld-placeholder = Meld…
rummy-lay-off-placeholder = Lay off…
rummy-discard-placeholder = Discard…
rummy-out-2 = {" "}— out
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
