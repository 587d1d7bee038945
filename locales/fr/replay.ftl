
## src/i18n/replay.rs

replay-replay-rumino-replay-game = 🎬 Revoir : `/rumino revoir jeu:{ $id }`
replay-title = 🎬 Replay { $id } · { $title }
replay-position = Étape { $value } sur { $steps } · main { $hand }
replay-seat-hand-heading = 🂠 Main de { $name }
replay-jump-to-hand = Aller à la main…
replay-hand = Main { $hand }
replay-share = 🔗 Partager
replay-anyone-with-this-link-can =
    🔗 Toute personne ayant ce lien peut revoir la partie { $id } pas à pas : { $url }
    Il ne montre que cette partie terminée, quels que soient les paramètres de ce serveur.
replay-share-not-yours = Seuls les joueurs de la partie { $id } peuvent la partager. Tu peux quand même la revoir avec `/rumino revoir jeu:{ $id }`.

## src/i18n/replay.rs

replay-bad-id = `{ $given }` n'est pas un identifiant de partie : utilise-en un comme `12-3` (table 12, sa partie 3), tels que `/rumino histo` les affiche.
replay-no-such-game = Aucune partie `{ $given }` n'a été jouée sur ce serveur : `/rumino histo` liste les identifiants des parties terminées.
replay-not-finished = La partie `{ $given }` est encore en cours : tu pourras la revoir une fois terminée.
replay-unreadable = La partie `{ $given }` ne peut pas être reconstituée à partir de son journal ; l'opérateur du bot peut en voir la raison avec `rumino check`.
