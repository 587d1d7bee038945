
## src/i18n/options.rs

options-nothing-was-changed = Nothing was changed.
options-i-could-not-read-this = I could not read this command's options. Pick each value from Discord's suggestions and try again. Nothing was changed.
options-i-could-not-read-that = I could not read that. Press the buttons of the latest message, or use the command again. Nothing was changed.
options-you-cannot-use-this-command = You cannot use this command here. Nothing was changed.
options-set-by-this-server = {" "}— set by this server

## src/i18n/options.rs

options-from-to = {" "}from { $n } to { $n2 }
options-of-at-least = {" "}of at least { $n }
options-of-at-most = {" "}of at most { $n }
options-of-to-characters = {" "}of { $a } to { $b } characters
options-of-at-least-characters = {" "}of at least { $a } characters
options-of-at-most-characters = {" "}of at most { $b } characters

## src/i18n/options.rs

options-refused-whole-number = `{ $option }` must be a whole number{ $range }.
options-refused-number = `{ $option }` must be a number{ $range }.
options-refused-choice = `{ $option }` must be one of { $choices }.
options-refused-boolean = `{ $option }` must be True or False.
options-refused-user = `{ $option }` must be a member of this server, picked from the list.
options-refused-text = `{ $option }` must be text{ $length }.
options-refused-kind = `{ $option }` got a kind of value it does not take.
options-refused-required = `{ $command }` needs the option `{ $option }`.
options-refused-takes-none = `{ $command }` takes no options, yet `{ $option }` was given.
options-refused-unknown = `{ $command }` has no option `{ $option }`; its options are { $options }.
options-refused-subcommand = `{ $command }` needs one of { $subcommands } after it.
options-refused-no-such-command = I do not know the command `{ $command }`: Discord may be showing an old list of commands, so try again in a minute.
options-refused-and-nothing-changed = { $what } { $nothing }
options-yes = yes
options-no = no

## src/tournament/options.rs

options-swiss-everyone-plays-every-round = Swiss (everyone plays every round) or knockout
options-players-the-tournament-takes = Players the tournament takes
options-players-at-each-table = Players at each table
options-rounds-of-a-swiss-tournament = Rounds of a Swiss tournament
options-buy-in-chips-each-player = Buy-in: chips each player pays into the prize pool

## src/table/option_decls.rs

options-seats-at-the-table = Seats at the table
options-option-turn-seconds-about = Seconds per turn, then the bot plays for you
options-option-rebuy-seconds-about = Seconds to decide on a rebuy once out
options-computer-players-to-seat-at = Computer players to seat at once
options-how-well-computer-players-play = How well computer players play

## src/games/options/declare.rs

options-option-stake-about = Chips each player pays in (0: a friendly game)
options-option-rated-about = Counts for the server's Elo rating
options-option-rated-yes = rated
options-option-rated-no = unrated

## src/games/counter.rs

options-counter-hands-won-label = Hands won
options-counter-hands-won-title = Hands won
options-counter-hands-won-choice = hands won

## src/table/option_decls.rs, src/tournament/options.rs: the values of choice options

options-choice-easy = easy
options-choice-normal = normal
options-choice-hard = hard
options-choice-swiss = swiss
options-choice-knockout = knockout
