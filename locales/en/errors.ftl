
## src/i18n/errors.rs

errors-that-button-is-not-one = That button is not one I understand. Press “Show my hand” on the table message to get fresh buttons.

## src/i18n/errors.rs

errors-table-stale = That button is from an earlier moment of the game. Use the latest message, or press “Show my hand” again.
errors-table-not-seated = You are not seated at this table. Join it from its lobby to play.
errors-table-already-seated = You are already seated at this table.
errors-table-full = This table is full ({ $n } seats).
errors-table-not-host = Only the host ({ $host }) can do that.
errors-table-already-started = The game has already started. Wait for it to end, or watch.
errors-table-not-playing = No game is running at this table.
errors-table-need-two-players = A game needs at least two players: invite someone or add a computer player.
errors-table-not-enough-chips = You need { $needed } chips for this and have { $available }. Claim your daily chips with /rumino daily.
errors-table-player-short = { $name } needs { $needed } chips for the stake and has { $available }.
errors-table-closed = This table is closed. Open a new one with /rumino start.
errors-table-no-such-seat = There is no such seat.
errors-table-not-a-computer = That seat is not a computer player.
errors-table-channel-busy = This channel already has a table. Use it, or ask its host to cancel it.
errors-table-no-such-table = There is no table here. Open one with /rumino start.
errors-table-moved-away = This table has just moved to another of the bot's processes. Nothing was changed: press the button again in a moment.
errors-table-paused = This table is paused until the bot's database is back: nothing was lost, but this was not applied. Press the button again in a minute.
errors-table-not-this-process = This server is being moved between the bot's processes. Nothing was changed: try again in a minute.
errors-table-internal = Sorry, something went wrong on our side (error { $id }). Nothing was changed; please try again.

## src/i18n/errors.rs: the refusals every game words alike ($seat: a seat number, from 1)

errors-refusal-no-such-seat = There is no seat { $seat } at this table.
errors-refusal-out-of-game = You are out of this game, so you cannot play.
errors-refusal-not-dealt-in = You are not dealt into this hand.
errors-refusal-not-your-turn = It is not your turn: wait for the player in seat { $seat } to play.
errors-refusal-no-hand-in-play = No hand is being played right now.
errors-refusal-awaiting-deal = The game is waiting for the next deal.
errors-refusal-not-awaiting-deal = The game is not waiting for a deal.
errors-refusal-game-over = The game is over.
