
## src/games/rumminy/faces/picture.rs

rumminy-out = {" "}· out
rumminy-not-opened = {" "}· not opened
rumminy-went-out = going out
rumminy-blocked = with the lowest penalty
rumminy-turn = Turn
rumminy-stock = Stock
rumminy-pool = Pool
rumminy-tiles-left = Tiles left
rumminy-the-playfield-is-empty = The playfield is empty.
rumminy-tiles-left-2 = tiles left
rumminy-playfield = playfield
rumminy-empty = empty

## src/games/rumminy/faces/screens.rs

rumminy-tiles-left-3 = Tiles left

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Your draft is the playfield as it is: put tiles from your hand down first (like R6 2, or R1 R2 R3 new), take the suggestion with s, or pass with p.
rumminy-act = No play is possible with your tiles now: p to pass and draw.
rumminy-suggested-the-play-placing-the = Suggested: the play placing the most tiles ({ $n }). It is your draft now: c to commit it, u to undo.
rumminy-undone = Undone.
rumminy-combination-is-empty-and-gone = {" "}Combination { $from } is empty and gone: the ones after it move up.
rumminy-your-draft-is-the-playfield-2 = Your draft is the playfield you typed.
rumminy-passing-drops-your-draft-which = Passing drops your draft, which places { $placed }.
rumminy-tiles-left-4 = Tiles left
rumminy-out-of-the-game = {" "}(out of the game)
rumminy-it = Playfield:
rumminy-your-tiles = Your tiles
rumminy-the-game-is-not-being = The game is not being played.

## src/games/rumminy/faces/terminal_input.rs

rumminy-to-type-the-whole-playfield = To type the whole playfield, start the line with r: r { $line }
rumminy-type-the-whole-new-playfield = Type the whole new playfield after r, like: r R7 R8 R9 | B5 Y5 K5
rumminy-is-not-a-command-or = is not a command or a tile
rumminy-is-neither-a-tile-nor = “{ $last }” is neither a tile nor a combination number: type tiles, then a combination number or new, like R6 2.
rumminy-like-m-r-moves-r = like: m 2 R9 3 moves R9 from combination 2 to combination 3 (or new)
rumminy-say-which-combination-which-tiles = Say which combination, which tiles and where to
rumminy-is-not-a-combination-number = is not a combination number
rumminy-say-which-tiles-to-move = Say which tiles to move
rumminy-is-not-a-combination-number-2 = is not a combination number or new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Your draft (only you see it; nothing is played until you type c):
rumminy-from-your-hand = From your hand
rumminy-not-yet = Not yet
rumminy-empty-2 = empty

## src/games/rumminy/faces/words/ends.rs

rumminy-points = Points
rumminy-penalty = penalty

## src/games/rumminy/faces/words/mod.rs

rumminy-tiles-on-a-shared-playfield = 74 tiles on a shared playfield every turn may rearrange, 2 to 4 players, with a rating

## src/games/rumminy/faces/words/moves.rs

rumminy-forfeited = You pass and draw { $value }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-is-not-a-tile-write = “{ $word }” is not a tile: write a colour R, B, Y or K and a number 1–9 (R7), or J for a joker.

## src/games/rumminy/faces/words/screen.rs

rumminy-playfield-2 = **Playfield**
rumminy-empty-playfield = The playfield is empty.
rumminy-draft-header = **Your draft** (only you see it; nothing is played until you Commit):
rumminy-place-tile = Place a tile from your hand…
rumminy-new-combination = A new combination
rumminy-commit = Commit
rumminy-suggest = Suggest
rumminy-rearrange = Rearrange
rumminy-rearrange-title = Rearrange the playfield
rumminy-rearrange-label = Combinations split by | (R7 R8 R9 | B5 Y5 K5)
rumminy-undo = Undo
rumminy-pass = Pass (draw)
rumminy-nothing-to-suggest = No play is possible with your tiles now: pass to draw one.
rumminy-nothing-drafted = Your draft places no tile yet: place a tile (or Suggest), or pass.
rumminy-not-your-turn = You can draft only on your turn.
rumminy-last-moves = Last moves

## src/games/rumminy/faces/terminal.rs

rumminy-combination = Put { $tiles } on combination { $n }.
rumminy-new = Put { $tiles } down as new combination { $new }.
rumminy-combination-2 = Moved { $tiles } from combination { $from } to combination { $n }.{ $gone }
rumminy-new-2 = Moved { $tiles } from combination { $from } to new combination { $after }.{ $gone }

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-move-c-commit-this = Your move: c = commit this draft, u = undo, s = suggest, p = pass and draw (drops the draft), h = help >
rumminy-your-move-r-r-r = Your move: R1 R2 R3 new = put tiles down as a new combination, s = suggest, p = pass and draw, h = help >
rumminy-your-move-r-put-r = Your move: R6 2 = put R6 on combination 2, R1 R2 R3 new = a new combination, s = suggest, p = pass and draw, h = help >

## src/games/rumminy/faces/words/ends.rs

rumminy-chip = 1 chip
rumminy-chips = { $n } chips

## src/games/rumminy/seam.rs

rumminy-name = Rumminy
rumminy-counter-went-out-label = Went out
rumminy-counter-tiles-placed-label = Tiles placed

## src/games/rumminy/options.rs

rumminy-option-initial-meld-about = Points a player's first play must reach; 0: none
rumminy-option-initial-meld-value = initial meld { $value } points
rumminy-option-initial-meld-zero = no initial meld
