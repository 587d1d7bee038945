
## src/discord/game_commands.rs

discord-open-a-table-of-here = Eröffne hier einen { $game }-Tisch
discord-see-or-set-this-server = Sieh oder ändere die Standardwerte dieses Servers für { $game }-Tische
