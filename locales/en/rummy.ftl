
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
