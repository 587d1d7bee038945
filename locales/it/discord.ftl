
## src/discord/game_commands.rs

discord-open-a-table-of-here = Apri un tavolo di { $game } qui
discord-see-or-set-this-server = Vedi o cambia le impostazioni del server per i tavoli di { $game }
