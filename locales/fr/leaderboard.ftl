
## src/i18n/leaderboard.rs

leaderboard-net-chips = jetons nets gagnés
leaderboard-games-won = victoires
leaderboard-win-rate = % victoire
leaderboard-biggest-pool = plus gros gain
leaderboard-rebuys-survived = recaves réussies
leaderboard-rating = Elo
leaderboard-balance = solde (serveur)
leaderboard-the-ranking-is-s-not = Le classement « { $by } » est propre à { $owner }, pas à { $game } : choisis un autre classement ou un autre jeu.
leaderboard-balance-2 = Soldes actuels : la période ne s'applique pas à eux.
leaderboard-ratings-as-they-stand-now = Cotes Elo actuelles : la période ne s'applique pas à elles.
leaderboard-last-game = **{ $rating }** ({ $change } à la dernière partie ; { $games })
leaderboard-it = Personne n'est encore classé ici : termine une partie pour y apparaître.
leaderboard-your-rank = Ton rang : **#{ $rank }** ({ $value })
leaderboard-no-account = Tu n'es pas encore dans ce classement : tu n'as pas de compte de jetons ici. `/rumino solde` t'en ouvre un.
leaderboard-you-are-not-on-this = Tu n'es pas encore dans ce classement : tu n'as pas de cote Elo en { $game }. Termine une partie classée de { $game } contre un autre membre pour en obtenir une.
leaderboard-page-of-ranked = Page { $page } sur { $pages } · { $total } au classement
leaderboard-it-2 = Joueurs ordinateur
leaderboard-it-3 = ◀ Précédent
leaderboard-it-4 = Suivant ▶
