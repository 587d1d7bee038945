
## src/web/chart.rs

web-now = actuel{" "}

## src/web/layout.rs

web-rumino-hosts-rummy-family-card = Rumino propose des jeux de cartes de la famille du rami sur Discord.

## src/web/leaderboard_page.rs

web-games = Jeux
web-rankings = Classements
web-periods = Périodes
web-player = Joueur
web-games-rated = Parties classées
web-leaderboard-games-column = Parties
web-pages = Pages

## src/web/mod.rs

web-a-player = un joueur

## src/web/profile_page.rs

web-profile-games-nav = Jeux
web-ended = Fin
web-result = Résultat
web-chips = Jetons
web-against = Contre
web-replay = Replay

## src/web/replay_page.rs

web-the-whole-game-as-json = Toute la partie en JSON
web-first-step = Première étape
web-last-step = Dernière étape
web-previous-step = Étape précédente
web-next-step = Étape suivante
web-steps = Étapes
web-back = ◀ Reculer
web-forward = Avancer ▶
web-hands = Mains

## src/web/server.rs

web-rumino-hosts-rumino-rummy-tuscan = Rumino propose Rumino, Rummy, Ramino toscan, Rummoli et Rumminy dans les salons Discord. Les serveurs qui activent leurs pages affichent ici leurs classements, les profils de leurs membres, leurs parties terminées et leurs tournois.
web-a-member-who-may-manage = Un membre qui peut gérer un serveur les active avec /rumino-paramètres serveur web:True ; les messages du bot renvoient alors ici. Tout joueur peut partager une de ses parties terminées depuis /rumino revoir.
web-rumino-on-the-web = Rumino sur le Web

## src/web/tournament_page.rs

web-replays = Replays
web-table = table{" "}

## src/web/mod.rs, src/web/guard.rs: pages that are not there, a failure, too many requests

web-not-found-title = Page introuvable
web-not-found = Cette page n'existe pas. Les pages d'un serveur n'existent que tant que le serveur les a activées ; une partie partagée ne s'ouvre qu'avec son lien complet.
web-failed-title = Un problème est survenu
web-too-many-requests = Trop de requêtes : patiente un instant et recharge la page.
