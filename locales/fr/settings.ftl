
## src/i18n/settings.rs

settings-only-members-with-the-manage = Seuls les membres ayant la permission **Gérer le serveur** peuvent voir et modifier les paramètres de Rumino. Rien n'a été modifié.
settings-rumino-settings-of-this-server = ⚙️ Paramètres de Rumino sur ce serveur
settings-settings-saved-new-tables-and = ✅ Paramètres enregistrés. Les nouvelles tables et les nouveaux joueurs les utilisent dès maintenant ; les tables ouvertes gardent les leurs.
settings-tables-cannot-be-opened-in = Impossible d'ouvrir une table dans ce salon sur ce serveur. Utilise l'un de ceux-ci : { $list }.
settings-it = tous les salons
settings-bot-default = valeur par défaut du bot
settings-separate = classés à part
settings-hidden = non classés
settings-none-every-game-plays-the = aucun : chaque jeu suit les réglages par défaut du bot
settings-this-server-s-defaults-for = ⚙️ { $game } : réglages par défaut du serveur pour les nouvelles tables
settings-four = L'image de ta main utilisera quatre couleurs (♠ noir, ♥ rouge, ♦ bleu, ♣ vert) sur tous les serveurs, dès sa prochaine mise à jour.
settings-two = L'image de ta main utilisera les deux couleurs classiques (♠ ♣ noir, ♥ ♦ rouge) sur tous les serveurs, dès sa prochaine mise à jour.
settings-your-hand-s-picture-will = L'image de ta main utilisera les couleurs de chaque serveur, dès sa prochaine mise à jour.
