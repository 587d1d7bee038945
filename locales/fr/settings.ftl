
## src/i18n/settings.rs

settings-only-members-with-the-manage = Seuls les membres ayant la permission **Gérer le serveur** peuvent voir et modifier les paramètres de Rumino. Rien n'a été modifié.
settings-rumino-settings-of-this-server = ⚙️ Paramètres de Rumino sur ce serveur
settings-settings-saved-new-tables-and = ✅ Paramètres enregistrés. Les nouvelles tables et les nouveaux joueurs les utilisent dès maintenant ; les tables ouvertes gardent les leurs.
settings-tables-cannot-be-opened-in = Impossible d'ouvrir une table dans ce salon sur ce serveur. Utilise l'un de ceux-ci : { $list }.
settings-channels-all = tous les salons
settings-bot-default = valeur par défaut du bot
settings-separate = classés à part
settings-hidden = non classés
settings-games-none = aucun : chaque jeu suit les réglages par défaut du bot
settings-this-server-s-defaults-for = ⚙️ { $game } : réglages par défaut du serveur pour les nouvelles tables
settings-four = L'image de ta main utilisera quatre couleurs (♠ noir, ♥ rouge, ♦ bleu, ♣ vert) sur tous les serveurs, dès sa prochaine mise à jour.
settings-two = L'image de ta main utilisera les deux couleurs classiques (♠ ♣ noir, ♥ ♦ rouge) sur tous les serveurs, dès sa prochaine mise à jour.
settings-your-hand-s-picture-will = L'image de ta main utilisera les couleurs de chaque serveur, dès sa prochaine mise à jour.

## src/i18n/settings.rs

settings-error-starting-chips = Les jetons de départ doivent être compris entre 0 et { $max }.
settings-error-daily-grant = Les jetons quotidiens doivent être compris entre 1 et { $max }.
settings-error-win-rate-min-games = Le minimum pour le taux de victoire doit être compris entre 1 et 1 000 parties.
settings-error-too-many-channels = 25 salons au maximum peuvent accueillir des tables.
settings-error-nothing-changed = { $what } Rien n'a été modifié.
settings-option-out-of-range = L'option `{ $option }` doit être comprise entre { $min } et { $max }.
settings-option-not-a-choice = L'option `{ $option }` accepte seulement : { $choices }.
settings-option-wrong-kind = L'option `{ $option }` n'accepte pas ce type de valeur.
settings-option-computer-delay = Le délai des joueurs ordinateur ne peut pas dépasser 10 000 ms.
settings-option-lobby-seconds = Le délai d'attente d'une table avant son lancement doit être compris entre 30 secondes et un jour.
settings-option-not-for-game = L'option `{ $option }` n'existe pas pour ce jeu : retire-la.
settings-line-starting-chips = **Jetons de départ :** { $chips }
settings-line-daily-grant = **Jetons quotidiens :** { $chips }
settings-line-channels = **Salons pouvant accueillir des tables :** { $channels }
settings-line-computer-delay = **Délai des joueurs ordinateur :** { $delay }
settings-line-computers-in-rankings = **Joueurs ordinateur dans les classements :** { $computers }
settings-line-win-rate-min-games = **Parties requises pour le classement au taux de victoire :** { $games }
settings-line-games = **Jeux avec des réglages propres au serveur :** { $games }
settings-line-pictures = **Images de la table :** { $on }
settings-line-picture-colours-four = **Couleurs des images de table :** quatre (♠ noir, ♥ rouge, ♦ bleu, ♣ vert)
settings-line-picture-colours-two = **Couleurs des images de table :** deux (classique)
settings-line-web = **Pages web (classements, profils, replays, tournois) :** { $on }
settings-line-turn-pings = **Mentions de tour aux tables lentes, pour les joueurs qui le demandent :** { $on }
settings-on = oui
settings-off = non
