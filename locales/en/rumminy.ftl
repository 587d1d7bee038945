
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
rumminy-alt-tiles-left = tiles left
rumminy-playfield = playfield
rumminy-empty = empty

## src/games/rumminy/faces/screens.rs

rumminy-finished-tiles-left = Tiles left

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Your draft is the playfield as it is: put tiles from your hand down first (like R6 2, or R1 R2 R3 new), take the suggestion with s, or pass with p.
rumminy-act = No play is possible with your tiles now: p to pass and draw.
rumminy-terminal-suggestion-drafted = Suggested: the play placing the most tiles ({ $n }). It is your draft now: c to commit it, u to undo.
rumminy-undone = Undone.
rumminy-combination-is-empty-and-gone = {" "}Combination { $from } is empty and gone: the ones after it move up.
rumminy-draft-rearranged = Your draft is the playfield you typed.
rumminy-passing-drops-your-draft-which = Passing drops your draft, which places { $placed }.
rumminy-terminal-tiles-left = Tiles left
rumminy-out-of-the-game = {" "}(out of the game)
rumminy-terminal-playfield = Playfield:
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
rumminy-not-a-move-target = is not a combination number or new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Your draft (only you see it; nothing is played until you type c):
rumminy-from-your-hand = From your hand
rumminy-not-yet = Not yet
rumminy-terminal-playfield-empty = empty

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

rumminy-screen-playfield = **Playfield**
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
rumminy-moved-to-combination = Moved { $tiles } from combination { $from } to combination { $n }.{ $gone }
rumminy-moved-to-new-combination = Moved { $tiles } from combination { $from } to new combination { $after }.{ $gone }

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
## src/games/rumminy/faces/words/moves.rs

# A move, said without a final stop (a list item). $count is how many tiles $tiles lists. "You" is the terminal's own player, whose verb agrees with it.
rumminy-placed = { $player ->
        [You] You place
       *[other] { $player } places
    } { $tiles } ({ $count ->
        [one] 1 tile
       *[other] { $count } tiles
    })
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-and-drew = { $player ->
        [You] You pass and draw a tile
       *[other] { $player } passes and draws a tile
    }
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-stock-empty = { $player ->
        [You] You pass (the stock is empty)
       *[other] { $player } passes (the stock is empty)
    }
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out = { $player ->
        [You] Your time ran out: your draft is dropped and the turn passes
       *[other] Time ran out for { $player }: the draft is dropped and the turn passes
    }
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-left-and-forfeited = { $player ->
        [You] You left the game and forfeit
       *[other] { $player } left the game and forfeits
    }
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out-three-times = { $player ->
        [You] You timed out three turns in a row and forfeit
       *[other] { $player } timed out three turns in a row and forfeits
    }
# $drawn lists each player with the tiles they drew. "You" is the terminal's own player, whose verb agrees with it.
rumminy-start-draw = Tiles drawn to choose who starts: { $drawn }. { $player ->
        [You] You play
       *[other] { $player } plays
    } first, with the highest number.
# $game is the game's number at the table; $tiles, how many tiles each player is dealt. "You" is the terminal's own player, whose verb agrees with it.
rumminy-dealt = — Game { $game } — { $tiles } tiles each; { $player ->
        [You] You play
       *[other] { $player } plays
    } first.

## src/games/rumminy/faces/words/ends.rs

# How a game ended, followed by ". Points: …".
rumminy-went-out-and-won = { $winners } went out and won
# How a game ended, followed by ". Points: …"; $winners names several players.
rumminy-blocked-tie = The stock ran out and everybody passed: { $winners } tie with the lowest penalty
# How a game ended, followed by ". Points: …".
rumminy-blocked-won = The stock ran out and everybody passed: { $winners } won with the lowest penalty
# How a game ended, followed by ". Points: …".
rumminy-others-forfeited = { $winners } won: everybody else forfeited
rumminy-cancelled-stakes-refunded = Game cancelled: stakes refunded.
# $chips is a count with its word, like "20 chips"; $players names the players, "you" for the terminal's own.
rumminy-stakes-go-back = The stakes ({ $chips }) go back to { $players }.
# $chips is a count with its word, like "20 chips". "You" is the terminal's own player, whose verb agrees with it.
rumminy-takes-the-pool = { $players ->
        [You] You take
       *[other] { $players } takes
    } the pool of { $chips }.
# $chips is a count with its word, like "20 chips".
rumminy-split-the-pool = { $players } split the pool of { $chips }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-draft-not-in-hand = Your hand has no { $tile } left to place.
rumminy-draft-no-such-combination = There is no combination { $combination }: the combinations are numbered 1 to { $last }.
rumminy-draft-no-combination-yet = There is no combination { $combination }: the playfield is empty, so start a new combination.
rumminy-draft-not-in-combination = Combination { $combination } holds no { $tile } to move.
rumminy-draft-same-combination = { $tile } is already in combination { $combination }.
rumminy-draft-left-playfield = { $tile } is on the playfield and missing from what you typed: a tile on the playfield never leaves it.
rumminy-draft-too-many = You typed { $tile } more often than the playfield and your hand hold it.
rumminy-draft-no-tiles = Name at least one tile.
rumminy-draft-nothing-to-undo = There is nothing to undo: your draft is the playfield as it is.
# Why some tiles are not a combination: said as $why in "Combination 2 (R7 R8) is not valid: $why."
rumminy-combo-too-short = it has { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: a combination needs at least 3
rumminy-combo-too-long = it has { $tiles } tiles: a run has at most 9 and a group at most 4
rumminy-combo-two-jokers = it holds two jokers: a combination may hold only one
rumminy-combo-colour-twice = a group needs different colours, and { $tile } is there twice
rumminy-combo-number-twice = a run needs different numbers, and { $tile } is there twice
rumminy-combo-gap = its numbers are not consecutive: { $tile } is missing
rumminy-combo-mixed = it is neither a run (one colour, consecutive numbers) nor a group (one number, different colours)
rumminy-refusal-no-such-seat = There is no seat { $seat } at this table.
rumminy-refusal-forfeited = You have left this game or forfeited it, so you cannot play.
rumminy-refusal-not-your-turn = It is not your turn: wait for the player in seat { $seat } to play.
rumminy-refusal-awaiting-deal = The game is waiting for the tiles to be dealt.
rumminy-refusal-not-awaiting-deal = The game is not waiting for a deal.
rumminy-refusal-game-over = The game is over.
rumminy-refusal-bad-deck-order = A deal needs all 74 tiles, each once.
rumminy-refusal-bad-player-count = A game needs 2 to 4 players; there are { $players }.
rumminy-refusal-bad-initial-meld = The initial meld can be at most { $most } points; the table asks { $asked }.
rumminy-refusal-no-rebuys = Rumminy has no rebuys.
# $why is one of the rumminy-combo- messages.
rumminy-refusal-invalid-combination = Combination { $combination } ({ $tiles }) is not valid: { $why }.
rumminy-refusal-tile-left-playfield = { $tile } was on the playfield at the start of your turn and is missing: a tile on the playfield never leaves it. Put it back into a combination.
rumminy-refusal-tile-from-nowhere = { $tile } is on your new playfield more often than the old playfield and the tiles you placed hold. Take it out, or list it as placed from your hand.
rumminy-refusal-not-in-hand = You listed { $tile } as placed from your hand, but your hand holds no (more) { $tile }.
rumminy-refusal-placed-not-on-playfield = You listed { $tile } as placed from your hand, but it is not on your new playfield.
rumminy-refusal-nothing-placed = Place at least one tile from your hand, or pass.
rumminy-refusal-final-turn-joker = This play empties your hand, so it is your final turn, and a final turn may not place a joker from the hand. Keep a tile back, or pass.
rumminy-refusal-final-turn-too-many = This play empties your hand, so it is your final turn, and a final turn may place at most 19 tiles; you place { $tiles }. Keep some back.
rumminy-refusal-initial-meld-touches-playfield = Your first play may not change the playfield: leave combination { $combination } of the playfield as it was and add new combinations of your own tiles.
rumminy-refusal-initial-meld-too-low = Your first play must be worth at least { $needed } points; these new combinations are worth { $points }.
# $word is what the player typed in the playfield they wrote; Rearrange is the button rumminy-rearrange.
rumminy-typed-playfield-not-a-tile = "{ $word }" is not a tile: write a colour R, B, Y or K and a number 1–9 (R7), or J for a joker. Nothing changed: press Rearrange to try again.

## src/games/rumminy/faces/words/screen.rs

# How many tiles a seat holds, in the list of seats.
rumminy-seat-tiles = { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
# How many tiles a seat holds, in the list of seats, when it forfeited the game.
rumminy-seat-tiles-forfeited = { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } — forfeited
rumminy-stock-and-pool = Stock: { $stock } tiles · Pool: { $pool } chips
# $tiles is how many tiles you hold.
rumminy-your-tiles-count = **Your tiles** ({ $tiles }):
# Suggest, Commit and Pass are buttons (rumminy-suggest, rumminy-commit, rumminy-pass).
rumminy-your-turn = **Your turn.** Place tiles (or Suggest), then Commit; or Pass to draw one.
rumminy-your-turn-initial-meld = **Your turn.** Your first play must be new combinations of your own tiles worth at least { $points } points; or Pass to draw one.
# $tiles lists the tiles the draft places from your hand.
rumminy-draft-places = From your hand: { $tiles }
# $placed is how many tiles the draft places; Commit is the button rumminy-commit.
rumminy-draft-ready = ✅ Ready: Commit places { $placed ->
        [one] 1 tile
       *[other] { $placed } tiles
    }.
rumminy-draft-ready-to-win = ✅ Ready: Commit places { $placed ->
        [one] 1 tile
       *[other] { $placed } tiles
    } and empties your hand — you win.
rumminy-placing-choose-where = Placing { $tile }: choose where.
rumminy-put-into = Put { $tile } into…
# $tiles is how many tiles the suggested play places.
rumminy-suggested = Suggested: the play placing the most tiles ({ $tiles }). Change it or Commit.
rumminy-no-such-tile-in-hand = Your hand has no { $tile } left to place: pick another tile.
rumminy-draft-has-no-combination = Your draft has no combination { $combination }: pick one from the menu.

## src/games/rumminy/faces/picture.rs

# After "Rumminy, turn 3, …" in the picture's description.
rumminy-player-to-play = : { $player } to play

## src/games/rumminy/faces/terminal.rs

rumminy-tiles-count = { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
# What a player types (R6 2, R1 R2 R3 new, m 2 R9 3, r …, s, u, c, p, h, q; tiles like R7, J) stays as it is, and so do the spaces lining the commands up.
rumminy-help =
    Commands (you build a draft of the new playfield; nothing is played until you commit it):
      R6 2          put R6 from your hand on combination 2
      R1 R2 R3 new  put R1 R2 R3 from your hand down as a new combination
      m 2 R9 3      move R9 from combination 2 to combination 3 (or new)
      r R7 R8 R9 | B5 Y5 K5   type the whole new playfield, combinations split by |
      s             suggest the play placing the most tiles (it becomes your draft)
      u             undo your last change to the draft
      c             commit the draft: play it
      p             pass and draw a tile
      h             help, q = quit
    Tiles: a colour R red, B blue, Y yellow, K black and a number 1–9 (R7); J is a joker.
# $others lists the other players with their tiles; $stock, like "30 tiles"; $pool, like "20 chips".
rumminy-turn-status = Turn { $turn } · { $others } · stock { $stock } · pool { $pool }
rumminy-initial-meld-rule = Your first play must be new combinations of your own tiles worth at least { $points } points, leaving the playfield as it is.

## src/games/rumminy/faces/terminal_show.rs

# $placed is how many tiles the draft places; c is what the player types.
rumminy-ready-c = ✅ Ready: c places { $placed ->
        [one] 1 tile
       *[other] { $placed } tiles
    }.
rumminy-ready-c-to-win = ✅ Ready: c places { $placed ->
        [one] 1 tile
       *[other] { $placed } tiles
    } and empties your hand: you win.

## src/games/rumminy/faces/terminal_input.rs

# $tiles is one tile, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tile-goes = Say where { $tiles } should go: { $tiles } 2 puts it on combination 2, { $tiles } new starts a new combination.
# $tiles is several tiles, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tiles-go = Say where { $tiles } should go: { $tiles } 2 puts them on combination 2, { $tiles } new starts a new combination.
