
## src/faces/terminal/mod.rs

terminal-quit = Type a command (h for help).
terminal-name-the-card-to-discard = Name the card to discard, like:
terminal-type-h-for-help = Type h for help.
terminal-is-not-a-command-type = “{ $word }” is not a command. Type h for help.
terminal-out = out
terminal-scores = Scores
terminal-your-hand-discard-stock = Your hand: { $hand } | discard: { $discard } | stock: { $stock }
terminal-pool-chips = pool { $n } chips
terminal-turned-up = Turned up to start the discard pile: { $card }.
terminal-your-move-prompt = Your move

## src/faces/words.rs

terminal-target = by reaching the target
terminal-last-player-in = as the last player in
terminal-highest-total-at-cancel = on the highest total when the game was cancelled
terminal-that-action-belongs-to-another = That action belongs to another game than this table's.

## src/cli/play/mod.rs

terminal-a-friendly-game = a friendly game
terminal-chips-each = { $n } chips each

## src/cli/play/session.rs

terminal-go-ahead-y-n = Go ahead? (y/n)
terminal-nothing-was-done = Nothing was done.
terminal-stale = The game moved on meanwhile: here it is now.
terminal-play-again-y-n = Play again? (y/n)
terminal-type-y-to-play-again = Type y to play again, or n to stop.

## src/cli/simulate/report.rs

terminal-other-tables-resumed-played-out = other tables resumed, played out or closed, not counted
terminal-hands-per-game = hands per game
terminal-hands-ended-per = hands ended per 1,000
terminal-decision-time-per-level = decision time per level
terminal-decisions = decisions

## src/faces/terminal/mod.rs

terminal-nothing-after-command = “{ $word }” takes nothing after it, and you typed “{ $rest }”: type { $word } alone.

## src/faces/terminal/mod.rs: the terminal's own player. English says "You" and makes its verbs
## agree ("You deal"); the other languages name that player like any other, in the third person.

terminal-you = You

## src/cli/simulate/report.rs

terminal-simulation-head = { $game } simulation: { $players } players, levels [{ $levels }], seed { $seed }
terminal-simulation-finished = { $game } games finished this run: { $finished } (--games { $games } counts the finished { $game } games in the database: { $before } before this run; { $resumed } { $game } tables resumed)
terminal-simulation-missed = the figures below leave out { $missed } actions this report could not keep up with
terminal-simulation-level = level
terminal-simulation-seats = seats
terminal-simulation-wins = wins
terminal-simulation-win-rate = win rate
terminal-simulation-interval = 95% CI

## src/cli/play/mod.rs: who the terminal's player plays against (named as terminal-you says;
## $level: easy, normal or hard).

terminal-against = you against { $opponents } { $level } computer { $opponents ->
        [one] player
       *[other] players
    }

## The terminal's "label: value" lines (Scores: …, Your move: …), punctuated as the language does.

terminal-label-value = { $label }: { $value }
