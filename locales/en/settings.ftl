
## src/i18n/settings.rs

settings-only-members-with-the-manage = Only members with the **Manage Server** permission can see and change Rumino's settings. Nothing was changed.
settings-rumino-settings-of-this-server = ⚙️ Rumino settings of this server
settings-settings-saved-new-tables-and = ✅ Settings saved. New tables and new players use them from now on; open tables keep theirs.
settings-tables-cannot-be-opened-in = Tables cannot be opened in this channel on this server. Use one of: { $list }.
settings-channels-all = every channel
settings-bot-default = bot default
settings-separate = ranked separately
settings-hidden = not ranked
settings-games-none = none: every game plays the bot's defaults
settings-this-server-s-defaults-for = ⚙️ { $game }: this server's defaults for new tables
settings-four = Your hand's picture will use four colours (♠ black, ♥ red, ♦ blue, ♣ green) in every server, from its next change.
settings-two = Your hand's picture will use the classic two colours (♠ ♣ black, ♥ ♦ red) in every server, from its next change.
settings-your-hand-s-picture-will = Your hand's picture will use each server's colours, from its next change.

## src/i18n/settings.rs

settings-error-starting-chips = Starting chips must be between 0 and { $max }.
settings-error-daily-grant = The daily grant must be between 1 and { $max } chips.
settings-error-win-rate-min-games = The win-rate minimum must be between 1 and 1,000 games.
settings-error-too-many-channels = At most 25 channels can host tables.
settings-error-nothing-changed = { $what } Nothing was changed.
settings-option-out-of-range = `{ $option }` must be between { $min } and { $max }.
settings-option-not-a-choice = `{ $option }` takes one of: { $choices }.
settings-option-wrong-kind = `{ $option }` does not take that kind of value.
settings-option-computer-delay = The computer-player delay can be at most 10,000 ms.
settings-option-lobby-seconds = The lobby timeout must be between 30 seconds and a day.
settings-option-not-for-game = `{ $option }` is not an option of this game: leave it out.
settings-line-starting-chips = **Starting chips:** { $chips }
settings-line-daily-grant = **Daily grant:** { $chips }
settings-line-channels = **Channels that may host tables:** { $channels }
settings-line-computer-delay = **Computer-player delay:** { $delay }
settings-line-computers-in-rankings = **Computer players in rankings:** { $computers }
settings-line-win-rate-min-games = **Games needed for the win-rate ranking:** { $games }
settings-line-games = **Games with this server's own defaults:** { $games }
settings-line-pictures = **Pictures of the table:** { $on }
settings-line-picture-colours-four = **Colours of the table pictures:** four (♠ black, ♥ red, ♦ blue, ♣ green)
settings-line-picture-colours-two = **Colours of the table pictures:** two (classic)
settings-line-web = **Web pages (leaderboards, profiles, replays, tournaments):** { $on }
settings-line-turn-pings = **Turn pings at slow tables, for players who ask:** { $on }
settings-on = on
settings-off = off
