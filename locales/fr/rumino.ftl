
## src/games/rumino/faces/picture.rs

rumino-rumino = par un rumino
rumino-three-gins = avec un gin aux 3 premières mains
rumino-last-player-in = avec le plus petit score
rumino-knock = Frappe
rumino-left = parti
rumino-out = éliminé
rumino-last-hand-as-shown = Dernière main dévoilée
rumino-deadwood = pts morts

## src/games/rumino/faces/terminal.rs

rumino-careful-knocking-adds-your-points = Attention : frapper ajoute tes { $deadwood ->
        [one] { $deadwood } point mort
       *[other] { $deadwood } points morts
    } à ton score de { $score }. { $after } dépasse { $ELIMINATION_SCORE }, tu serais donc éliminé.
rumino-deciding-whether-to-rebuy = Choix de recave en cours
rumino-terminal-deadwood = points morts
rumino-draw-stock = d piocher
rumino-take-discard = t prendre
rumino-knock-option = k frapper
rumino-claim-rumino = c RÉCLAMER la défausse pour un rumino
rumino-a-card-to-discard-like = une carte à défausser (ex. 7h)

## src/games/rumino/faces/words.rs

rumino-game-over-by-rumino = avec un rumino
rumino-game-over-by-three-gins = avec un gin à chacune des trois premières mains
rumino-last-player-standing = en restant seul en jeu
rumino-all-eliminated = avec le plus petit score
rumino-cancelled-settled = avec le plus petit score à l'annulation de la partie
rumino-italian-knock-rummy-for-to = rami italien à frappe, de 2 à 6 joueurs

## src/games/rumino/faces/words_tx.rs

rumino-seat-cards = {" "}· { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
rumino-seat-rebuys = {" "}· { $n ->
        [one] { $n } recave
       *[other] { $n } recaves
    }
rumino-discard-line = Défausse : **{ $top }** · pioche : { $stock ->
        [one] { $stock } carte
       *[other] { $stock } cartes
    } · donneur : { $dealer }
rumino-waiting-rebuys = En attente des choix de recave : { $names } — clôture { $closes }
rumino-your-hand = **Ta main** — points morts **{ $deadwood }**
rumino-hand-status = Défausse : **{ $top }** · pioche : { $stock } · ton score : { $score } · pot : { $pool }
rumino-claim-prompt = ⚡ **{ $top } complète ton rumino !** Réclame-la maintenant, avant qu'elle soit recouverte.
rumino-rebuy-prompt = Tu es éliminé. Te recaver pour **{ $cost }** { $cost ->
        [one] jeton
       *[other] jetons
    } et revenir avec le plus haut score encore en jeu ?
rumino-you-are-out = Tu es éliminé de cette partie.
rumino-discard-now = À toi : défausse une carte, ou annonce gin ou rumino.
rumino-draw-now = À toi : tire de la pioche ou prends { $top }.
rumino-waiting-for = En attente de { $name }.
rumino-waiting-for-rebuys = En attente des choix de recave.
rumino-knock-button = Frapper
rumino-claim = Réclamer { $top } pour le RUMINO !
rumino-rebuy = Recave ({ $cost ->
        [one] { $cost } jeton
       *[other] { $cost } jetons
    })
rumino-no-rebuy = Pas de recave
rumino-nudge-claim = Une défausse complète ton rumino : réclame-la vite !
rumino-nudge-rebuy = Tu es éliminé : recave ou pas ?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } a défaussé { $card }.
rumino-ran-out-of-time-played = { $who } n'a plus de temps : on a joué à sa place en défaussant { $card }.
rumino-hand-end-knock = { $name } a frappé.
rumino-gin = { $name } a fait gin : −10 !
rumino-hand-end-rumino = { $name } a fait RUMINO !
rumino-claimed-rumino = { $name } a réclamé la défausse pour un RUMINO !
rumino-stock-out = La pioche est épuisée : chacun marque ses points morts.
rumino-abandoned = La main a été abandonnée.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } a tiré de la pioche.
rumino-took-discard = { $name } a pris { $card } dans la défausse.
rumino-reshuffled = La pioche est épuisée : la défausse a été mélangée pour former une nouvelle pioche.
rumino-left-the-game = { $name } a quitté la partie.

## src/games/rumino/seam.rs

rumino-name = Rumino
rumino-counter-gins-label = Gin
rumino-counter-gins-title = Gins
rumino-counter-gins-choice = gins
rumino-counter-ruminos-label = Rumino
rumino-counter-ruminos-title = Ruminos
rumino-counter-ruminos-choice = ruminos
rumino-counter-knocks-label = Frappes

## src/games/rumino/options.rs

rumino-option-knock-limit-about = Max. de points non combinés pour frapper
rumino-option-knock-limit-shown = frappe à { $value } ou moins
rumino-option-ace-high-about = Suites Q-K-A permises
rumino-option-ace-high-yes = Q-K-A permise
rumino-option-ace-high-no = {""}
rumino-option-undercut-penalty-about = +10 à qui frappe sans avoir le moins de points
rumino-option-undercut-penalty-yes = +10 à qui frappe sans avoir strictement le moins de points
rumino-option-undercut-penalty-no = {""}
## src/games/rumino/faces/words.rs

# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown = { $who } : { $cards } | points morts { $deadwood } → { $points } { $points_abs ->
        [one] point
       *[other] points
    }, score { $score }
# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown-eliminated = { $who } : { $cards } | points morts { $deadwood } → { $points } { $points_abs ->
        [one] point
       *[other] points
    }, score { $score } — éliminé
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-winner-deals-first = { $who } a gagné la dernière partie et distribue en premier.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-eliminated = { $who } sort de la partie avec { $score } points.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-rebought = { $who } se recave pour { $cost ->
        [one] { $cost } jeton
       *[other] { $cost } jetons
    }, à { $score } points.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-declined-rebuy = { $who } renonce à se recaver et quitte la partie.
rumino-refusal-out-of-this-hand = Tu n'es plus dans cette partie : tu ne peux donc pas jouer cette main.
rumino-refusal-draw-first = Pioche d'abord une carte : dans la pioche ou dans la défausse.
rumino-refusal-already-drew = Tu as déjà pioché ce tour-ci : défausse une carte, ou annonce gin ou rumino.
rumino-refusal-discard-pile-empty = La défausse est vide : tire de la pioche.
rumino-refusal-card-not-in-hand = Tu n'as pas { $card } en main.
rumino-refusal-cannot-discard-taken-card = Tu as pris { $card } dans la défausse ce tour-ci : tu ne peux donc pas la défausser avant le prochain tour. Défausse une autre carte.
rumino-refusal-knock-too-high = Tu ne peux frapper qu'avec { $limit } points ou moins ; tu en as { $deadwood }.
rumino-refusal-not-gin = Ce n'est pas un gin : il faut une combinaison de 4 et une de 3 avec 7 cartes (tu as { $deadwood } points morts).
rumino-refusal-not-rumino = Ce n'est pas un rumino : il faut une quinte flush de 7 cartes ou 7 cartes de même valeur.
rumino-refusal-no-claim = Aucune défausse à réclamer pour un rumino pour l'instant.
rumino-refusal-no-rebuy-offer = Tu n'as pas de recave à décider.
rumino-refusal-awaiting-rebuys = La partie attend les choix de recave.
rumino-refusal-bad-deck-order = Une donne demande le jeu complet de 108 cartes, dans un ordre quelconque.
rumino-refusal-bad-player-count = Une partie se joue de 2 à 6 joueurs ; il y en a { $players }.

## src/games/rumino/faces/terminal.rs

# The letters and card names a player types (d, t, 7h, x, k, g, r, c, y, s, n, q) stay as they are.
rumino-help = Commandes : d = tirer de la pioche, t = prendre la défausse, une carte (7h, 10♦, Joker) ou x et une carte = la défausser, k = frapper, g = gin, r = rumino, c = réclamer la défausse pour un rumino, o / n = se recaver ou non, q = quitter. Dans ta main, [ ] regroupe les cartes qui forment une combinaison ; le reste, ce sont les points morts. Couleurs : s pique, h cœur, d carreau, c trèfle.
# $text is what the player typed.
rumino-not-a-card = « { $text } » n'est pas une carte : écris une valeur (A, 2–10, J, Q, K) et une couleur (♠ ♥ ♦ ♣ ou s h d c), par ex. 7♥, 10s ou Qd, ou Joker. Tape h pour l'aide.
# $pool is a whole phrase, like "pool 20 chips".
rumino-hand-and-limit = Main { $hand } · éliminé au-delà de { $limit } points · { $pool }
rumino-rebuy-or-not = Tu es éliminé. Te recaver pour { $cost ->
        [one] { $cost } jeton
       *[other] { $cost } jetons
    } ? (o/n)

## src/games/rumino/faces/words_tx.rs

# The buttons that declare gin and rumino.
rumino-gin-button = Gin !
rumino-rumino-button = RUMINO !

## src/games/rumino/faces/terminal.rs

# What the prompt offers: the letter is what the player types.
rumino-gin-option = g gin
rumino-rumino-option = r rumino
