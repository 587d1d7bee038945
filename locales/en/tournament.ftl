
## src/i18n/tournament.rs

tournament-terms-rounds = , { $r } rounds
tournament-pool-chips = pool { $n } chips
tournament-chips-paid-out = { $n } chips paid out
tournament-players-tables-of-buy-in = { $players } players, tables of { $table_size }{ $rounds }; buy-in { $entry }, { $pool }
tournament-table = Table
tournament-finished-final-standings = Finished: final standings
tournament-status-sign-ups-open = Sign-ups open: { $signed } of { $players }. The organiser starts it; computer players fill the empty places.
tournament-round-is-being-played = Round { $r } is being played
tournament-standings = Standings
tournament-round = Round { $round }
tournament-sign-up = Sign up
tournament-start = Start
tournament-bye = bye
tournament-done = You are signed up. Good luck!
tournament-twice = You are already signed up. Nothing was changed.
tournament-closed = This tournament has started: sign-ups are closed. Nothing was changed.
tournament-full = This tournament is full. Nothing was changed.
tournament-short = The buy-in is { $needed } chips and you have { $available }. Claim your daily chips with /rumino daily. Nothing was changed.
tournament-short-with-table-chips = You need { $needed } chips to sign up — the buy-in, and { $tables } for the chips this game's tables ask of each player over the tournament — and you have { $available }. Claim your daily chips with /rumino daily. Nothing was changed.
tournament-only-whoever-created-the-tournament = Only whoever created the tournament, or a member with Manage Server, can start it. Nothing was changed.
tournament-the-tournament-has-started-each = The tournament has started: each table opens in its own thread.
tournament-this-tournament-has-already-started = This tournament has already started. Nothing was changed.
tournament-there-is-no-such-tournament = There is no such tournament.
tournament-tournament-round-table = Tournament { $tournament } · round { $round } · table { $value }
tournament-tables-of-need-more-players = Tables of { $table_size } need more players than { $players }. Nothing was created.
tournament-you-play-at-this-tournament = You play at this tournament table, so you cannot cancel it: a tournament game ends by being played (leaving it forfeits it). The tournament's organiser, or a member with Manage Server who does not play here, can close it. Nothing was changed.
tournament-only-the-tournament-s-organiser = Only the tournament's organiser, or a member with Manage Server, can close a tournament table. Nothing was changed.
tournament-needs-text-channel = A tournament opens each of its tables in a thread of its channel, and Discord opens threads only in a text channel, not inside a thread: run this in one of the server's text channels. Nothing was created.
tournament-needs-thread-permissions = A tournament opens each of its tables in a thread of this channel, and I may not: I need Create Public Threads and Send Messages in Threads here. Ask a moderator to allow them, or run this in another channel. Nothing was created.
tournament-create-a-tournament-of-here = Create a tournament of { $game } here

## src/i18n/tournament.rs

tournament-swiss = { $game } tournament (Swiss)
tournament-knockout = { $game } tournament (knockout)

## src/i18n/tournament.rs: a place in a tournament (1st, 2nd, 3rd, 4th, 11th, 21st…).

tournament-ordinal = { ORDINAL($n) ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
