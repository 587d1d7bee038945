
## src/i18n/pings.rs

pings-it-s-your-turn-at = ⏰ { $mention }, c'est ton tour à { $game } : { $link }
pings-outside-servers-there-are-no = Hors des serveurs, pas de mentions : une table en MP ou en groupe privé montre à qui c'est le tour quand tu l'ouvres.
pings-this-server-does-not-send = Ce serveur n'en envoie pas encore : ses gestionnaires les activent avec `/rumino-paramètres serveur mentions_tour:True`.
pings-your-tables-here = 🃏 Tes tables ici
pings-it = Tu n'es assis à aucune table sur ce serveur. `/rumino jouer` en ouvre une.
pings-outside-a-server-this-message = _Hors d'un serveur, ce message se met à jour à chaque clic : après un quart d'heure sans activité, appuie sur Voir ma main._
