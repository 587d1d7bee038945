
## src/discord/game_commands.rs

discord-open-a-table-of-here = Ouvre une table de { $game } ici
discord-see-or-set-this-server = Vois ou règle les valeurs par défaut du serveur pour les tables de { $game }
