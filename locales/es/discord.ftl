
## src/discord/game_commands.rs

discord-open-a-table-of-here = Abre aquí una mesa de { $game }
discord-see-or-set-this-server = Mira o cambia los valores por defecto del servidor para mesas de { $game }
