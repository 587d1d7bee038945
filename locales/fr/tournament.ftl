
## src/i18n/tournament.rs

tournament-terms-rounds = , { $r ->
        [one] { $r } ronde
       *[other] { $r } rondes
    }
tournament-pool-chips = dotation de { $n } jetons
tournament-chips-paid-out = { $n } jetons versés
tournament-players-tables-of-buy-in = { $players } joueurs, tables de { $table_size }{ $rounds } ; droit d'entrée { $entry }, { $pool }
tournament-table = Table
tournament-finished-final-standings = Terminé : classement final
tournament-status-sign-ups-open = Inscriptions ouvertes : { $signed } sur { $players }. L'organisateur le lance ; des joueurs ordinateur complètent les places libres.
tournament-round-is-being-played = Ronde { $r } en cours
tournament-standings = Classement
tournament-round = Ronde { $round }
tournament-sign-up = S'inscrire
tournament-start = Lancer
tournament-bye = exempt
tournament-done = Tu es inscrit. Bonne chance !
tournament-twice = Tu es déjà inscrit. Rien n'a été modifié.
tournament-closed = Ce tournoi a commencé : les inscriptions sont closes. Rien n'a été modifié.
tournament-full = Ce tournoi est complet. Rien n'a été modifié.
tournament-short = Le droit d'entrée est de { $needed ->
        [one] { $needed } jeton
       *[other] { $needed } jetons
    } et tu en as { $available }. Réclame tes jetons du jour avec /rumino quotidien. Rien n'a été modifié.
tournament-short-with-table-chips = Il te faut { $needed } jetons pour t'inscrire — le droit d'entrée, plus { $tables } pour les jetons que les tables de ce jeu demandent à chaque joueur au fil du tournoi — et tu en as { $available }. Réclame tes jetons du jour avec /rumino quotidien. Rien n'a été modifié.
tournament-only-whoever-created-the-tournament = Seul le créateur du tournoi, ou un membre ayant la permission Gérer le serveur, peut le lancer. Rien n'a été modifié.
tournament-the-tournament-has-started-each = Le tournoi a commencé : chaque table s'ouvre dans son propre fil.
tournament-this-tournament-has-already-started = Ce tournoi a déjà commencé. Rien n'a été modifié.
tournament-there-is-no-such-tournament = Ce tournoi n'existe pas.
tournament-tournament-round-table = Tournoi { $tournament } · ronde { $round } · table { $value }
tournament-tables-of-need-more-players = Des tables de { $table_size } demandent plus de { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }. Rien n'a été créé.
tournament-you-play-at-this-tournament = Tu joues à cette table de tournoi, tu ne peux donc pas l'annuler : une partie de tournoi se termine en la jouant (la quitter vaut forfait). L'organisateur du tournoi, ou un membre ayant la permission Gérer le serveur qui ne joue pas ici, peut la fermer. Rien n'a été modifié.
tournament-only-the-tournament-s-organiser = Seul l'organisateur du tournoi, ou un membre ayant la permission Gérer le serveur, peut fermer une table de tournoi. Rien n'a été modifié.
tournament-needs-text-channel = Un tournoi ouvre chacune de ses tables dans un fil de son salon, et Discord n'ouvre de fils que dans un salon textuel, pas dans un fil : lance cette commande dans un salon textuel du serveur. Rien n'a été créé.
tournament-needs-thread-permissions = Un tournoi ouvre chacune de ses tables dans un fil de ce salon, et je n'en ai pas le droit : il me faut ici les permissions Créer des fils publics et Envoyer des messages dans les fils. Demande à un modérateur de me les accorder, ou lance cette commande dans un autre salon. Rien n'a été créé.
tournament-create-a-tournament-of-here = Crée un tournoi de { $game } ici

## src/i18n/tournament.rs

tournament-swiss = Tournoi de { $game } (suisse)
tournament-knockout = Tournoi de { $game } (élimination directe)

## src/i18n/tournament.rs: a place in a tournament (1st, 2nd, 3rd, 4th, 11th, 21st…).

tournament-ordinal = { $n ->
        [1] { $n }er
       *[other] { $n }e
    }
