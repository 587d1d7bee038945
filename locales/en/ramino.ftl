
## src/games/ramino/faces/picture.rs

ramino-target = reaching
ramino-out = out
ramino-last-hand-as-shown = Last hand, as shown

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = left the game
ramino-draw-stock = d draw
ramino-take-discard = t take
ramino-discard = a card to discard (like Fs)
ramino-discard-2 = a card to discard (like Us)
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
ramino-choice-italian-2 = Italian
ramino-shown = { $value } suit names
