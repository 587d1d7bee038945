
## src/i18n/pings.rs

pings-turn-ping = ⏰ { $mention }, c'est ton tour à { $game } : { $link }
pings-outside-servers-there-are-no = Hors des serveurs, pas de mentions : une table en MP ou en groupe privé montre à qui c'est le tour quand tu l'ouvres.
pings-this-server-does-not-send = Ce serveur n'en envoie pas encore : ses gestionnaires les activent avec `/rumino-paramètres serveur mentions_tour:True`.
pings-your-tables-here = 🃏 Tes tables ici
pings-no-tables = Tu n'es assis à aucune table sur ce serveur. `/rumino jouer` en ouvre une.
pings-outside-a-server-this-message = _Hors d'un serveur, ce message se met à jour à chaque clic : après un quart d'heure sans activité, appuie sur Voir ma main._

## src/i18n/pings.rs

pings-you-will-be-pinged-in = Tu seras mentionné dans le salon de la table quand ce sera ton tour à une table lente (tours de 15 minutes ou plus), sur chaque serveur qui envoie ces mentions.
pings-you-will-not-be-pinged = Tu ne seras pas mentionné à ton tour.
pings-your-turn = ▶ **{ $game }** — à toi : { $link }
pings-waiting-for-others = · { $game } — en attente des autres : { $link }
