
## src/i18n/commands.rs

answers-missing-permissions = I need the { $list } permission(s) in this channel to host a table here. Ask a moderator to grant them, or use another channel.
answers-pictures-need-attach-files = Pictures are off here: an admin can give Rumino the Attach Files permission in this channel.
answers-computer-players-and-you-do = { $bots } computer players and you do not fit in { $seats } seats.
answers-left-and-forfeited = You left the game and forfeited: your chips stay in the pool.
answers-the-game-goes-on-without = The game goes on without you.
answers-game-ends-with-this-hand = With one player left, the game ends with this hand.
answers-you-left-the-table = You left the table.
answers-the-table-is-closed-if = The table is closed. If no hand had been scored, players still in get their stakes back; otherwise the lowest score still in takes the pool.
answers-start = start
answers-help =
    {"*"}*{ $name }** — { $about }.
    • `/rumino start rumino` opens a table here; others press **Join**, the host presses **Start**. Each game has its own `start`, with only its options.
    • Press **Show my hand** (or `/rumino hand`) to see your cards and play: draw, take the discard, discard, knock, gin, rumino.
    • Lays are 3–4 of a kind or 3–4 in a suit; jokers are wild. Knock with 7 or less; gin (a 4 and a 3) scores −10; a 7-card rumino wins the game.
    • Over 100 points you are out (rebuys allowed with 3+ players). Last one in takes the pool.
    • `/rumino balance`, `/rumino daily` (free chips once a day), `/rumino leaderboard`, `/rumino stats`, `/rumino history`.
    • `/rumino leave`, `/rumino cancel` (host or moderators), `/rumino rules` for the full rules.
    • `/rumino games`: your tables, those waiting for you first. `/rumino-pings`: a ping on your turn at slow tables.
    • Added to your account, Rumino plays in your DMs and group DMs too, with chips of their own.
    • Other games: { $others }; `/rumino rules game:` for their rules.
    • Server managers: `/rumino-settings server` (chips, channels, computer players) and `/rumino-settings <game>` (each game's defaults for new tables).
answers-that-option-value-is-not = That option value{ $what } is not valid: { $why }. Check the command's options and try again.
answers-server-only = This command is for servers that added Rumino (their settings and tournaments): use it in one of their channels.

## src/i18n/commands.rs

answers-rules-intro = Open a table with `/rumino start { $game }`; server managers set its defaults with `/rumino-settings { $game }`.
