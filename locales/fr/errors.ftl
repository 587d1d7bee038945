
## src/i18n/errors.rs

errors-that-button-is-not-one = Je ne reconnais pas ce bouton. Appuie sur « Voir ma main » dans le message de la table pour avoir des boutons à jour.

## src/i18n/errors.rs

errors-table-stale = Ce bouton date d'un moment antérieur de la partie. Utilise le dernier message, ou appuie à nouveau sur « Voir ma main ».
errors-table-not-seated = Tu n'es pas assis à cette table. Rejoins-la depuis le message de la table pour jouer.
errors-table-already-seated = Tu es déjà assis à cette table.
errors-table-full = Cette table est complète ({ $n } places).
errors-table-not-host = Seul l'hôte ({ $host }) peut faire ça.
errors-table-already-started = La partie a déjà commencé. Attends qu'elle se termine, ou regarde-la.
errors-table-not-playing = Aucune partie n'est en cours à cette table.
errors-table-need-two-players = Une partie demande au moins deux joueurs : invite quelqu'un ou ajoute un joueur ordinateur.
errors-table-not-enough-chips = Il te faut { $needed ->
        [one] { $needed } jeton
       *[other] { $needed } jetons
    } pour ça et tu en as { $available }. Réclame tes jetons du jour avec /rumino quotidien.
errors-table-player-short = { $name } a besoin de { $needed ->
        [one] { $needed } jeton
       *[other] { $needed } jetons
    } pour la mise et en a { $available }.
errors-table-closed = Cette table est fermée. Ouvre-en une nouvelle avec /rumino jouer.
errors-table-no-such-seat = Cette place n'existe pas.
errors-table-not-a-computer = Cette place n'est pas occupée par un joueur ordinateur.
errors-table-channel-busy = Ce salon a déjà une table. Utilise-la, ou demande à son hôte de l'annuler.
errors-table-no-such-table = Il n'y a pas de table ici. Ouvre-en une avec /rumino jouer.
errors-table-moved-away = Cette table vient de passer sur un autre processus du bot. Rien n'a été modifié : appuie à nouveau sur le bouton dans un instant.
errors-table-paused = Cette table est en pause jusqu'au retour de la base de données du bot : rien n'est perdu, mais ton action n'a pas été appliquée. Appuie à nouveau sur le bouton dans une minute.
errors-table-not-this-process = Ce serveur est en cours de transfert entre les processus du bot. Rien n'a été modifié : réessaie dans une minute.
errors-table-internal = Désolé, un problème est survenu de notre côté (erreur { $id }). Rien n'a été modifié ; réessaie.

## src/i18n/errors.rs: the refusals every game words alike ($seat: a seat number, from 1)

errors-refusal-no-such-seat = Il n'y a pas de place { $seat } à cette table.
errors-refusal-out-of-game = Tu n'es plus dans cette partie : tu ne peux donc pas jouer.
errors-refusal-not-dealt-in = Tu ne participes pas à cette main.
errors-refusal-not-your-turn = Ce n'est pas ton tour : attends que le joueur de la place { $seat } joue.
errors-refusal-no-hand-in-play = Aucune main n'est en cours pour l'instant.
errors-refusal-awaiting-deal = La partie attend la prochaine donne.
errors-refusal-not-awaiting-deal = La partie n'attend pas de donne.
errors-refusal-game-over = La partie est terminée.
