
## src/i18n/replay.rs

replay-replay-rumino-replay-game = 🎬 Replay: `/rumino replay game:{ $id }`
replay-title = 🎬 Replay { $id } · { $title }
replay-position = Step { $value } of { $steps } · hand { $hand }
replay-seat-hand-heading = 🂠 { $name }'s hand
replay-jump-to-hand = Jump to hand…
replay-hand = Hand { $hand }
replay-share = 🔗 Share
replay-anyone-with-this-link-can =
    🔗 Anyone with this link can step through game { $id }: { $url }
    It shows only this finished game, whatever this server's settings.
replay-share-not-yours = Only the players of game { $id } can share it. You can still watch it with `/rumino replay game:{ $id }`.

## src/i18n/replay.rs

replay-bad-id = `{ $given }` is not a game id: use one like `12-3` (table 12, its game 3), as `/rumino history` shows them.
replay-no-such-game = No game `{ $given }` was played in this server: `/rumino history` lists the ids of finished games.
replay-not-finished = Game `{ $given }` is still being played: it can be replayed once it is over.
replay-unreadable = Game `{ $given }` cannot be replayed from its log; the bot's operator can see why in `rumino check`.
