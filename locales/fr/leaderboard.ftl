
## src/i18n/leaderboard.rs

leaderboard-net-chips = jetons nets gagnés
leaderboard-games-won = victoires
leaderboard-win-rate = % victoire
leaderboard-biggest-pool = plus gros gain
leaderboard-rebuys-survived = recaves réussies
leaderboard-rating = Elo
leaderboard-balance = solde (serveur)
leaderboard-the-ranking-is-s-not = Le classement « { $by } » est propre à { $owner }, pas à { $game } : choisis un autre classement ou un autre jeu.
leaderboard-balances-ignore-period = Soldes actuels : la période ne s'applique pas à eux.
leaderboard-ratings-as-they-stand-now = Cotes Elo actuelles : la période ne s'applique pas à elles.
leaderboard-last-game = **{ $rating }** ({ $change } à la dernière partie ; { $games })
leaderboard-empty = Personne n'est encore classé ici : termine une partie pour y apparaître.
leaderboard-your-rank = Ton rang : **#{ $rank }** ({ $value })
leaderboard-no-account = Tu n'es pas encore dans ce classement : tu n'as pas de compte de jetons ici. `/rumino solde` t'en ouvre un.
leaderboard-you-are-not-on-this = Tu n'es pas encore dans ce classement : tu n'as pas de cote Elo en { $game }. Termine une partie classée de { $game } contre un autre membre pour en obtenir une.
leaderboard-page-of-ranked = Page { $page } sur { $pages } · { $total } au classement
leaderboard-computers-heading = Joueurs ordinateur
leaderboard-previous-page = ◀ Précédent
leaderboard-next-page = Suivant ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } n'a pas de cote Elo, et aucun jeu n'en tient encore.
leaderboard-has-no-rating-games-with = { $game } n'a pas de cote Elo. Jeux avec une cote Elo : { $list } (choisis-en un avec `jeu`).
leaderboard-game-rated = 1 partie classée
leaderboard-games-rated = { $count } parties classées
leaderboard-all-time = de tous les temps
leaderboard-month = ce mois civil (UTC)
leaderboard-week = cette semaine civile (depuis lundi, UTC)
leaderboard-title-balances = 🏆 Jetons ici — soldes actuels
leaderboard-title-rating = 🏆 Classement { $game } — { $name }
leaderboard-leaderboard = 🏆 Classement { $game } — { $name }, { $period }
leaderboard-min-games-all-time = Joueurs ayant au moins { $n } parties, tous temps confondus.
leaderboard-players-with-at-least-games = Joueurs ayant au moins { $n } parties sur cette période.
leaderboard-unranked-no-games-all-time = Tu n'es pas encore dans ce classement : tu n'as terminé aucune partie de { $game } ici.
leaderboard-unranked-no-games-in-period = Tu n'es pas encore dans ce classement : tu n'as terminé aucune partie de { $game } sur cette période.
leaderboard-unranked-too-few-games-all-time = Tu n'es pas encore dans ce classement : il faut au moins { $needed } parties de { $game } terminées et tu en as { $played }.
leaderboard-unranked-too-few-games-in-period = Tu n'es pas encore dans ce classement : il faut au moins { $needed } parties de { $game } terminées sur cette période et tu en as { $played }.

## src/i18n/leaderboard.rs

leaderboard-name-net-chips = Jetons nets gagnés
leaderboard-name-games-won = Victoires
leaderboard-name-win-rate = Taux de victoire
leaderboard-name-biggest-pool = Plus gros gain
leaderboard-name-rebuys-survived = Recaves réussies
leaderboard-name-rating = Cote Elo
leaderboard-name-balances = Soldes en jetons
