
## src/i18n/pings.rs

pings-turn-ping = ⏰ { $mention }, it's your turn at { $game }: { $link }
pings-outside-servers-there-are-no = Outside servers there are no pings: a DM or group DM table shows whose turn it is when you open it.
pings-this-server-does-not-send = This server does not send them yet: its managers turn them on with `/rumino-settings server turn_pings:True`.
pings-your-tables-here = 🃏 Your tables here
pings-no-tables = You are not seated at any table in this server. `/rumino start` opens one.
pings-outside-a-server-this-message = _Outside a server this message catches up at each click: after a quiet quarter of an hour, press Show my hand._

## src/i18n/pings.rs

pings-you-will-be-pinged-in = You will be pinged in a table's channel when it is your turn at a slow table (turns of 15 minutes or more), in every server that sends turn pings.
pings-you-will-not-be-pinged = You will not be pinged on your turn.
pings-your-turn = ▶ **{ $game }** — your turn: { $link }
pings-waiting-for-others = · { $game } — waiting for others: { $link }
