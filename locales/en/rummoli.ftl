
## src/games/rummoli/faces/picture.rs

rummoli-out = out
rummoli-ends-with = Ends with
rummoli-stack = Stack
rummoli-game-over-called-off-before = Game over: called off before a hand, the buy-ins went back.
rummoli-widow-taken-by = Widow taken by
rummoli-widow-untaken-dead-hand = Nobody took the widow: it is a dead hand.
rummoli-widow = Widow
rummoli-poker-hands-shown = Poker hands shown
rummoli-hand = hand
rummoli-to-act = : { $value } to act
rummoli-board = board
rummoli-alt-poker-hands-shown = poker hands shown
rummoli-played = played
rummoli-table-title-hand = Hand
rummoli-hand-picture-stack = stack

## src/games/rummoli/faces/terminal.rs

rummoli-terminal-seat-out = out
rummoli-and = and
rummoli-auction = Say how many chips you bid, like: b 3
rummoli-fold = is not a command or a card
rummoli-stacks = Stacks
rummoli-your-new-hand = Your new hand
rummoli-terminal-hand-of-total = Hand { $n } of { $total } ·{" "}
rummoli-your-hand = Your hand
rummoli-your-poker-hand = Your poker hand
rummoli-exchange = x take the widow
rummoli-auction-option = a auction it
rummoli-bid = b { $min } (or more) to bid
rummoli-pass = p pass
rummoli-check = k check
rummoli-bet = bet
rummoli-call = c call
rummoli-raise = r raise
rummoli-fold-option = f fold

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }{ $value } finished with the most chips. Stacks returned: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-about = a board of chips, a widow auction, poker and a run-out, up to 8 players
rummoli-you-left-the-game-your = You left the game: your seat is played for until this hand ends, then your stack comes back to you.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-one-winner = Game over: { $who } ends with the most chips, { $chips } ({ $gain }).
rummoli-game-over-tied-winners = Game over: { $who } end with the most chips, { $chips } each ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante = Ante: { $names } each put { $each } on the board, one on every space.
rummoli-bid-not-a-number = “{ $rest }” is not a number of chips: type b 3 to bid 3.
rummoli-the-final-deal-each-player = The final deal, each player's poker hand:
rummoli-terminal-poker-hands-shown = Poker hands shown:

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
## src/games/rummoli/faces/words/mod.rs

# A count of chips with its word: $chips is the number written with the language's thousands separator (1,500), $count the same number, to choose the word by.
rummoli-chips = { $count ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

## src/games/rummoli/faces/words/board.rs

# The poker hands' categories.
rummoli-poker-high-card = High card
rummoli-poker-pair = Pair
rummoli-poker-two-pair = Two pair
rummoli-poker-three-of-a-kind = Three of a kind
rummoli-poker-straight = Straight
rummoli-poker-flush = Flush
rummoli-poker-full-house = Full house
rummoli-poker-four-of-a-kind = Four of a kind
rummoli-poker-straight-flush = Straight flush

## src/games/rummoli/faces/words/ends.rs

# Said before who finished with the most chips; it ends with a space.
rummoli-cancelled-board-shared = Game cancelled: the board was shared.{" "}
# Said before who finished with the most chips; it ends with a space.
rummoli-too-few-could-ante = Too few players could ante.{" "}

## src/games/rummoli/faces/words/refusals.rs

rummoli-refusal-nobody-to-act = Nobody needs to act right now.
# The refusals of something the hand does not expect now, each saying what it expects.
rummoli-refusal-dealer-chooses = You cannot do that now: the dealer exchanges their hand for the widow or auctions it.
rummoli-refusal-bid-or-pass = You cannot do that now: bid for the widow, or pass.
rummoli-refusal-not-betting = You cannot do that now: bet.
rummoli-refusal-check-or-bet = You cannot do that now: check, or bet 1 chip.
rummoli-refusal-fold-call-or-raise = You cannot do that now: fold, call or raise 1 chip.
rummoli-refusal-lead = You cannot do that now: lead one of your lowest cards.
rummoli-refusal-bid-too-low = Bid at least { $count ->
        [one] 1 chip
       *[other] { $chips } chips
    }, or pass.
rummoli-refusal-bid-over-stack = You have only { $count ->
        [one] 1 chip
       *[other] { $chips } chips
    }: you cannot bid more.
rummoli-refusal-not-enough-chips = You do not have the chips for that: you have { $count ->
        [one] 1 chip
       *[other] { $chips } chips
    }.
rummoli-refusal-raise-cap = The betting is capped: one bet and 3 raises. Call or fold.
rummoli-refusal-not-a-lead = You may lead only your lowest card of the suits you may lead: one of { $cards }.
rummoli-refusal-card-not-in-hand = You do not hold { $card }.
rummoli-refusal-already-left = You have already left this game.
rummoli-refusal-bad-deck-order = A deal needs the 52-card pack in some order.
rummoli-refusal-bad-player-count = A game needs 2 to 8 players; there are { $players }.
rummoli-refusal-bad-buy-in = The buy-in must be at least 9 chips, one for each space.

## src/games/rummoli/faces/words/events.rs

# "You" is the terminal's own player, whose verb agrees with it.
rummoli-took-widow-unseen = { $player ->
        [You] You took the widow unseen; your own hand is dead.
       *[other] { $player } took the widow unseen; their own hand is dead.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-auctions-widow = { $player ->
        [You] You auction the widow.
       *[other] { $player } auctions the widow.
    }
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-bids = { $player ->
        [You] You bid { $chips }.
       *[other] { $player } bids { $chips }.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-passes = { $player ->
        [You] You pass.
       *[other] { $player } passes.
    }
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-buys-widow = { $player ->
        [You] You buy the widow for { $chips }.
       *[other] { $player } buys the widow for { $chips }.
    }
rummoli-widow-dead = Nobody bid: the widow is dead.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-checks = { $player ->
        [You] You check.
       *[other] { $player } checks.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-bets-1-chip = { $player ->
        [You] You bet 1 chip.
       *[other] { $player } bets 1 chip.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-calls = { $player ->
        [You] You call.
       *[other] { $player } calls.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-raises-1-chip = { $player ->
        [You] You raise 1 chip.
       *[other] { $player } raises 1 chip.
    }
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-folds = { $player ->
        [You] You fold.
       *[other] { $player } folds.
    }
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won = Poker: { $count ->
        [one] { $winners ->
            [You] You win
           *[other] { $winners } wins
        }
       *[other] { $winners } share
    } the Poker space.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won-unshown = Poker: { $count ->
        [one] { $winners ->
            [You] You win
           *[other] { $winners } wins
        }
       *[other] { $winners } share
    } the Poker space, unshown.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-plays = { $player ->
        [You] You play { $cards }.
       *[other] { $player } plays { $cards }.
    }
rummoli-timed-out = { $player } ran out of time: played for.
rummoli-left = { $player } left the game.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-out-takes-stack = { $player ->
        [You] You are out and take { $chips } back.
       *[other] { $player } is out and takes { $chips } back.
    }
# The widow's buyer pays the dealer. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-dealer-for-widow = { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $chips } to the dealer, { $dealer ->
        [You] you
       *[other] { $dealer }
    }.
# $space is a space of the board, like "J♦" or "Poker". $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-collects-from-space = { $taker ->
        [You] You collect
       *[other] { $taker } collects
    } { $chips } from the { $space } space.
# Whoever went out is paid a chip for each card the others hold. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-for-cards-held = { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $taker ->
        [You] you
       *[other] { $taker }
    } { $chips }, one per card held.
# A deadlock: every card held pays a chip to a space of the board ($space, like "Rummoli"). $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-space-deadlock = { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $chips } to the { $space } space, one per card.
# The final deal shares out the board. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-takes-from-space = { $taker ->
        [You] You take
       *[other] { $taker } takes
    } { $chips } from the { $space } space.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-final-deal = Final deal: { $count ->
        [one] { $winners ->
            [You] You take
           *[other] { $winners } takes
        }
       *[other] { $winners } share
    } the board.

## src/games/rummoli/faces/words/screen.rs

# Said as $high_bid in the auction's lines. $chips is a count of chips with its word, like "12 chips".
rummoli-highest-bid = highest bid { $chips } by { $bidder }
# Said as $high_bid in the auction's lines.
rummoli-no-bid-yet = no bid yet
rummoli-you-deal-choose = **You deal.** Take the widow unseen (your hand becomes dead), or auction it: the highest bidder pays you.
rummoli-dealer-chooses = { $dealer } (dealer) chooses: exchange or auction.
# $high_bid is the highest bid so far, or that there is none; $stack, your chips, like "95 chips".
rummoli-your-bid = **Your bid** for the widow: { $high_bid }. You have { $stack }. A pass is final.
# $high_bid is the highest bid so far, or that there is none.
rummoli-auction-waiting = Auction of the widow: { $high_bid }; { $bidder } to bid.
# $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-check-or-bet = **Poker betting:** check, or bet 1 chip. Poker space: { $pot }.
# $owed: the chips you must put to call; $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-to-call = **Poker betting:** { $owed } to call; fold, call or raise 1. Poker space: { $pot }.
rummoli-betting-waiting = Poker betting: { $player } to act.
rummoli-your-lead = **Your lead:** choose which of your lowest cards to lead.
rummoli-chooses-lead = { $player } chooses a lead.
rummoli-plays-next = Run-out: { $player } plays next.
# $cards is how many cards you hold.
rummoli-your-cards = Your cards ({ $cards }):
rummoli-widow-face-down = Widow: { $cards } cards, face down.
# A seat out of the game, in the list of seats. $chips is a count of chips with its word, like "12 chips".
rummoli-seat-out-took = out, took { $chips }
# A seat's chips ($stack, like "95 chips") and how many cards it holds, in the list of seats.
rummoli-seat-stack-and-cards = { $stack } · { $cards } cards
rummoli-hand-of-hands = Hand { $hand } of { $hands }
# $chips is a count of chips with its word, like "12 chips".
rummoli-bid-button = Bid { $chips }
rummoli-pass-button = Pass
rummoli-take-widow-button = Take the widow
rummoli-auction-button = Auction it
rummoli-run-out = Run-out
# The betting buttons.
rummoli-check-button = Check
rummoli-bet-button = Bet 1
rummoli-call-button = Call
rummoli-raise-button = Raise 1
rummoli-fold-button = Fold

## src/games/rummoli/faces/terminal.rs

# What a player types (x, a, b N, p, k, bet, c, r, f, q, and cards like 5c, 10h) stays as it is.
rummoli-help = Commands: x = take the widow (dealer), a = auction it, b N = bid N chips, p = pass, k = check, bet = bet 1, c = call, r = raise 1, f = fold, a card (like 5c, 10h) = lead it when you may choose. Every other play is made for you. q = quit.
rummoli-cards-held = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
rummoli-board-heading = Board
# What you may type to lead a card.
rummoli-lead-card = lead { $card }
# What you may type to lead one of several cards: $cards lists all of them but the last.
rummoli-lead-one-of-cards = lead { $cards } or { $last }
