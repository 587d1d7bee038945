
## src/games/rummoli/faces/picture.rs

rummoli-out = out
rummoli-ends-with = Ends with
rummoli-stack = Stack
rummoli-game-over-called-off-before = Game over: called off before a hand, the buy-ins went back.
rummoli-widow-taken-by = Widow taken by
rummoli-nobody-took-the-widow-it = Nobody took the widow: it is a dead hand.
rummoli-widow = Widow
rummoli-poker-hands-shown = Poker hands shown
rummoli-hand = hand
rummoli-to-act = : { $value } to act
rummoli-board = board
rummoli-poker-hands-shown-2 = poker hands shown
rummoli-played = played
rummoli-hand-2 = Hand
rummoli-stack-2 = stack

## src/games/rummoli/faces/terminal.rs

rummoli-out-2 = out
rummoli-and = and
rummoli-auction = Say how many chips you bid, like: b 3
rummoli-fold = is not a command or a card
rummoli-stacks = Stacks
rummoli-your-new-hand = Your new hand
rummoli-hand-of = Hand { $n } of { $total } ·{" "}
rummoli-your-hand = Your hand
rummoli-your-poker-hand = Your poker hand
rummoli-exchange = x take the widow
rummoli-auction-2 = a auction it
rummoli-bid = b { $min } (or more) to bid
rummoli-pass = p pass
rummoli-check = k check
rummoli-bet = bet
rummoli-call = c call
rummoli-raise = r raise
rummoli-fold-2 = f fold

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }{ $value } finished with the most chips. Stacks returned: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-a-board-of-chips-a = a board of chips, a widow auction, poker and a run-out, up to 8 players
rummoli-you-left-the-game-your = You left the game: your seat is played for until this hand ends, then your stack comes back to you.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-ends-with-the = Game over: { $who } ends with the most chips, { $chips } ({ $gain }).
rummoli-game-over-end-with-the = Game over: { $who } end with the most chips, { $chips } each ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante-each-put-on-the = Ante: { $names } each put { $each } on the board, one on every space.
rummoli-is-not-a-number-of = “{ $rest }” is not a number of chips: type b 3 to bid 3.
rummoli-the-final-deal-each-player = The final deal, each player's poker hand:
rummoli-poker-hands-shown-3 = Poker hands shown:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Hand { $hand_no }: { $game_seat_name } went out and took the Rummoli space.
rummoli-deadlock = Hand { $hand_no }: deadlock — nobody could change colour; every card held paid 1 chip to Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Went out (Rummoli space)
rummoli-counter-poker-won-label = Poker spaces won

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Chips each player brings to the table
rummoli-option-hands-about = Hands to play (default: one each)
rummoli-option-hands-one = 1 hand
rummoli-option-hands-many = { $value } hands
rummoli-option-poker-about = How the poker space is won
rummoli-choice-showdown = showdown
rummoli-choice-betting = betting
rummoli-shown = poker: { $value }
