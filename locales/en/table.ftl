
## src/i18n/table.rs

table-friendly-game = { $game } — friendly game
table-stake-title = { $game } — stake { $stake } chips
table-buy-in-title = { $game } — buy-in { $buy_in } chips
table-seats-header = **Seats** ({ $taken }/{ $seats }) — host: { $host }
table-table-closed = This table is closed. Open a new one with `/rumino start`.
table-rating-changes = 📈 Ratings: { $list }
table-closes-unless-started = Closes { $t } unless the host starts a game.
table-join = Join
table-leave = Leave
table-add-computer = Add computer player
table-start = Start
table-play-again = Play again
table-show-my-hand = Show my hand
table-footer = Table { $table } · { $game }
table-seat-left = {" "}— left
table-seat-out = {" "}— out
table-seat-line = { $marker }{ $n }. **{ $name }** — { $score } pts{ $status }
table-pool = Pool: **{ $pool }** chips · hand { $hand }
table-time-runs-out = {" "}— time runs out { $t }
table-turn = Turn: **{ $name }**{ $when }
table-last-hand = Last hand: { $what }
table-not-seated = You are not seated at this table. Join it from the table message while it waits for players.
table-no-hand-in-play = No hand is being played at this table right now.
table-draw-stock = Draw from stock
table-take = Take { $top }
table-discard = Discard { $card }
table-refresh = Refresh
table-stale-hand = That button was from an earlier moment of the game; here is your hand now.
table-draft-busy = Still working out your last change to this turn; give it a moment, then try again.
table-nudge-turn = It's your turn.
