
## src/games/ramino/faces/picture.rs

ramino-target = reaching
ramino-out = out
ramino-last-hand-as-shown = Last hand, as shown

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = left the game
ramino-draw-stock = d draw
ramino-take-discard = t take
ramino-discard = a card to discard (like Fs)
ramino-discard-german-pack = a card to discard (like Us)
ramino-hand-first-to-wins = Hand { $hand_no } · first to { $target } wins

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who }: { $value } ({ $value2 }){ $made } | total { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = Italian cards, declarations and claims

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **Your turn:** draw from the stock or take the discard.
ramino-your-turn-first-draw = **Your turn:** the first turn of a hand draws from the stock.
ramino-your-turn-discard = **Your turn:** discard a card. A winning hand is declared for you.
ramino-discard-placeholder = Discard…
ramino-seat-line = {" "}— out

## src/games/ramino/seam.rs

ramino-name = Tuscan Ramino
ramino-counter-ramini-label = Ramini and gran ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Hands won by a claim

## src/games/ramino/options.rs

ramino-option-target-about = Points that win the match; 1 plays one hand
ramino-option-target-shown = to { $value } points
ramino-option-pack-about = The pack
ramino-choice-italian = Italian 40
ramino-choice-german = German 36
ramino-option-pack-shown = { $value } cards
ramino-option-suit-names-about = How the suits are named
ramino-choice-french = French
ramino-choice-suit-names-italian = Italian
ramino-shown = { $value } suit names
## src/games/ramino/cards.rs

# The French suits' names, as a table with French suit names shows them (♠ ♥ ♦ ♣).
ramino-suit-spades = spades
ramino-suit-hearts = hearts
ramino-suit-diamonds = diamonds
ramino-suit-clubs = clubs
# The Italian pack's suits, in the order of the French suits they stand for: batons (♠), cups (♥), coins (♦), swords (♣).
ramino-italian-suit-batons = batons
ramino-italian-suit-cups = cups
ramino-italian-suit-coins = coins
ramino-italian-suit-swords = swords
# The Italian pack's ranks with names: the ace and the three court cards (F, D, R).
ramino-rank-ace = Ace
ramino-rank-fante = Fante (Jack)
ramino-rank-donna = Donna (Queen)
ramino-rank-re = Re (King)

## src/games/ramino/faces/words/cards.rs

# A declaration: "dieci" and "sette" are its names in every language; $count cards of the main suit, up to the card $top.
ramino-declaration-dieci = dieci ({ $count } of the main suit, up to { $top })
ramino-declaration-sette = sette ({ $count } of the main suit, up to { $top })

## src/games/ramino/faces/words/moves.rs

ramino-drew-stock = { $player } drew from the stock.
ramino-took-discard = { $player } took { $card } from the discard pile.
ramino-discarded = { $player } discarded { $card }.
ramino-timed-out-discarded = { $player } ran out of time: played for, discarded { $card }.
# "You" is the terminal's own player, whose verb agrees with it.
ramino-declared = { $player ->
        [You] You declare a winning hand!
       *[other] { $player } declares a winning hand!
    }
# "You" is the terminal's own player, whose verb agrees with it.
ramino-claimed = { $player ->
        [You] You claim the discard: it completes your hand!
       *[other] { $player } claims the discard: it completes their hand!
    }
ramino-stock-out = The stock is empty and nobody declared: the highest total in hand wins.
ramino-left = { $player } left the game: played for until the hand ends.

## src/games/ramino/faces/words/ends.rs

# $declaration is a declaration's name, like "ramino ♥ hearts". "You" is the terminal's own player, whose verb agrees with it.
ramino-won-declaring = { $winner ->
        [You] You win with a { $declaration } and score { $points ->
            [one] 1 point
           *[other] { $points } points
        }.
       *[other] { $winner } wins with a { $declaration } and scores { $points ->
            [one] 1 point
           *[other] { $points } points
        }.
    }
# The declarer discarded $card, which $claimer claimed to make $claimer_declaration; the higher hand won. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-after-claim = { $declarer } declared a { $declaration }; { $claimer } claimed { $card } for a { $claimer_declaration }. { $winner ->
        [You] You win and score
       *[other] { $winner } wins and scores
    } { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
# $total: the points of the cards in the winner's hand; $points: what the win scores. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-stock-out = The stock ran out: { $winner ->
        [You] You win with { $total } points in hand and score
       *[other] { $winner } wins with { $total } points in hand and scores
    } { $points ->
        [one] 1 point
       *[other] { $points } points
    }.

## src/games/ramino/faces/words/refusals.rs

ramino-refusal-draw-first = Draw a card first: from the stock or from the discard pile.
ramino-refusal-already-drew = You have already drawn this turn: discard a card.
ramino-refusal-first-turn-from-stock = The first turn of a hand draws from the stock.
ramino-refusal-no-discard = The discard pile is empty: draw from the stock.
ramino-refusal-card-not-in-hand = You do not hold { $card }.
ramino-refusal-cannot-discard-taken-card = You took { $card } from the discard pile this turn, so you cannot discard it this turn. Discard another card.
ramino-refusal-bad-deck-order = A deal needs the table's whole pack in some order.
ramino-refusal-bad-player-count = A game needs 2 to 4 players; there are { $players }.
ramino-refusal-no-rebuys = Ramino has no rebuys.

## src/games/ramino/faces/words/screen.rs

# $cards is how many cards you hold.
ramino-your-cards = **Your cards** ({ $cards }):
ramino-discard-declares = Discard { $card } and you declare **{ $declaration }**.
ramino-waiting-for = Waiting for { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
ramino-discard-and-stock = Discard: **{ $top }** · stock: { $stock }
ramino-first-to-points-wins = first to { $points } points wins
# $suits lists the suits with their names, like "♠ spades · ♣ clubs · ♦ diamonds · ♥ hearts".
ramino-suits = Suits: { $suits }
# A seat's score, short, in the list of seats.
ramino-seat-points = { $points ->
        [one] 1 pt
       *[other] { $points } pts
    }

## src/games/ramino/faces/terminal.rs

# The help at a table playing the Italian pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-italian-pack = Commands: d = draw from the stock, t = take the discard, a card (like Fs, 7h, Rc) or x and a card = discard it; a winning hand is declared for you. q = quit.
# The help at a table playing the German pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-german-pack = Commands: d = draw from the stock, t = take the discard, a card (like Us, 7h, 10c) or x and a card = discard it; a winning hand is declared for you. q = quit.
# $text is what the player typed; the ranks and suits are written as the player types them.
ramino-not-a-card-italian-pack = “{ $text }” is not a card of this pack: write a rank (A, 2–7, F, D, R) and a suit (♠ ♣ ♦ ♥ or s c d h), like F♠ or 7h. Type h for help.
ramino-not-a-card-german-pack = “{ $text }” is not a card of this pack: write a rank (6–10, U, O, K, A) and a suit (♠ ♣ ♦ ♥ or s c d h), like U♠ or 10h. Type h for help.
ramino-discarding-declares = Discard { $card } and you declare a { $declaration }.
# The target, in "Hand 2 · first to 10 points wins".
ramino-target-points = { $points ->
        [one] 1 point
       *[other] { $points } points
    }

## src/games/ramino/faces/words/cards.rs

# Declarations: "gran ramino" and "ramino" are their names in every language; $suit is a suit with its symbol, like "♥ hearts".
ramino-declaration-gran-ramino = gran ramino { $suit }
ramino-declaration-ramino = ramino { $suit }
