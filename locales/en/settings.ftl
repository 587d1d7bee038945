
## src/i18n/settings.rs

settings-only-members-with-the-manage = Only members with the **Manage Server** permission can see and change Rumino's settings. Nothing was changed.
settings-rumino-settings-of-this-server = ⚙️ Rumino settings of this server
settings-settings-saved-new-tables-and = ✅ Settings saved. New tables and new players use them from now on; open tables keep theirs.
settings-tables-cannot-be-opened-in = Tables cannot be opened in this channel on this server. Use one of: { $list }.
settings-it = every channel
settings-bot-default = bot default
settings-separate = ranked separately
settings-hidden = not ranked
settings-none-every-game-plays-the = none: every game plays the bot's defaults
settings-this-server-s-defaults-for = ⚙️ { $game }: this server's defaults for new tables
settings-four = Your hand's picture will use four colours (♠ black, ♥ red, ♦ blue, ♣ green) in every server, from its next change.
settings-two = Your hand's picture will use the classic two colours (♠ ♣ black, ♥ ♦ red) in every server, from its next change.
settings-your-hand-s-picture-will = Your hand's picture will use each server's colours, from its next change.
