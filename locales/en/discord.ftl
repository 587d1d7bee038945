
## src/discord/game_commands.rs

discord-open-a-table-of-here = Open a table of { $game } here
discord-see-or-set-this-server = See or set this server's defaults for { $game } tables
