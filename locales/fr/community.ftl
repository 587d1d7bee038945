
## src/i18n/community.rs

community-use-this-in-a-server = Utilise cette commande dans un salon de serveur.
community-you-received-your-daily-chips = Tu as reçu tes **{ $a }** jetons du jour : tu en as maintenant **{ $b }**. Reviens { $next } pour en avoir d'autres.
community-stats-title = 📊 { $game } : statistiques de { $name }
community-history-title = 📜 { $game } : dernières parties de { $name }
community-has-not-finished-a-game = { $name } n'a encore terminé aucune partie de { $game } ici.
community-games = Parties
community-wins = Victoires
community-win-rate = Taux de victoire
community-avg-score = Score final moyen
community-rebuys = Recaves
community-chips-won = Jetons gagnés
community-chips-lost = Jetons perdus
community-best-game = Meilleure partie
community-worst-game = Pire partie
community-recent-form = Forme récente
community-rating = Cote Elo
community-chips = { $when } : { $net } jetons
community-won = gagnée
community-split = pot partagé
community-lost = perdue
community-forfeit = abandonnée
community-cancelled = annulée

## src/i18n/community.rs

community-you-have-chips-in-this = Tu as **{ $n }** jetons sur ce serveur.
community-balance-in-conversation = Tu as **{ $n }** jetons dans cette conversation.

## src/i18n/community.rs

community-you-already-claimed-your-daily = Tu as déjà réclamé tes jetons du jour. Tu pourras recommencer { $rel } ({ $full }).
community-chips-pool-vs = { $mark } { $when } `{ $game }` — { $what }, { $net } jetons (pot { $pool }) contre { $opponents }

## src/i18n/community.rs: how a computer player is named, by its number and level

community-computer-player = 🤖 Ordinateur { $n } ({ $level })
community-computer = 🤖 Ordinateur
