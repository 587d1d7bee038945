
## src/faces/terminal/mod.rs

terminal-quit = Tape une commande (h pour l'aide).
terminal-name-the-card-to-discard = Indique la carte à défausser, par ex. :
terminal-type-h-for-help = Tape h pour l'aide.
terminal-is-not-a-command-type = « { $word } » n'est pas une commande. Tape h pour l'aide.
terminal-out = hors jeu
terminal-scores = Scores
terminal-your-hand-discard-stock = Ta main : { $hand } | défausse : { $discard } | pioche : { $stock }
terminal-pool-chips = pot de { $n } jetons
terminal-turned-up = Carte retournée pour commencer la défausse : { $card }.
terminal-your-move-prompt = À toi de jouer

## src/faces/words.rs

terminal-target = en atteignant l'objectif
terminal-last-player-in = en restant seul en jeu
terminal-highest-total-at-cancel = avec le plus haut total à l'annulation de la partie
terminal-that-action-belongs-to-another = Cette action relève d'un autre jeu que celui de cette table.

## src/cli/play/mod.rs

terminal-a-friendly-game = partie amicale
terminal-chips-each = { $n } jetons chacun

## src/cli/play/session.rs

terminal-go-ahead-y-n = Continuer ? (o/n)
terminal-nothing-was-done = Rien n'a été fait.
terminal-stale = La partie a avancé entre-temps : la voici maintenant.
terminal-play-again-y-n = Rejouer ? (o/n)
terminal-type-y-to-play-again = Tape y pour rejouer, ou n pour arrêter.

## src/cli/simulate/report.rs

terminal-other-tables-resumed-played-out = autres tables reprises, jouées jusqu'au bout ou fermées, non comptées
terminal-hands-per-game = mains par partie
terminal-hands-ended-per = fins de main pour 1 000
terminal-decision-time-per-level = temps de décision par niveau
terminal-decisions = décisions

## src/faces/terminal/mod.rs

terminal-nothing-after-command = « { $word } » ne prend rien après lui, et tu as tapé « { $rest } » : tape { $word } seul.

## src/faces/terminal/mod.rs: the terminal's own player. English says "You" and makes its verbs
## agree ("You deal"); the other languages name that player like any other, in the third person.

terminal-you = Joueur

## src/cli/simulate/report.rs

terminal-simulation-head = Simulation de { $game } : { $players } joueurs, niveaux [{ $levels }], graine { $seed }
terminal-simulation-finished = Parties de { $game } terminées lors de cette exécution : { $finished } (--games { $games } compte les parties de { $game } terminées dans la base de données : { $before } avant cette exécution ; { $resumed } tables de { $game } reprises)
terminal-simulation-missed = les chiffres ci-dessous omettent { $missed } actions que ce rapport n'a pas pu suivre
terminal-simulation-level = niveau
terminal-simulation-seats = places
terminal-simulation-wins = victoires
terminal-simulation-win-rate = % victoire
terminal-simulation-interval = IC 95 %

## src/cli/play/mod.rs: who the terminal's player plays against (named as terminal-you says;
## $level: easy, normal or hard).

terminal-against = toi (Joueur) contre { $opponents } { $opponents ->
        [one] joueur ordinateur
       *[other] joueurs ordinateur
    } de niveau { $level }

## The terminal's "label: value" lines (Scores: …, Your move: …), punctuated as the language does.

terminal-label-value = { $label } : { $value }
