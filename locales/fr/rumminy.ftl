
## src/games/rumminy/faces/picture.rs

rumminy-out = {" "}· parti
rumminy-not-opened = {" "}· non ouvert
rumminy-went-out = en sortant
rumminy-blocked = avec la pénalité minimale
rumminy-turn = Tour
rumminy-stock = Talon
rumminy-pool = Pot
rumminy-tiles-left = Tuiles en main
rumminy-the-playfield-is-empty = La table est vide.
rumminy-alt-tiles-left = tuiles en main
rumminy-playfield = table
rumminy-empty = vide

## src/games/rumminy/faces/screens.rs

rumminy-finished-tiles-left = Tuiles restantes

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Ton brouillon est la table telle quelle : pose d'abord des tuiles de ta main (par ex. R6 2, ou R1 R2 R3 new), prends la suggestion avec s, ou passe avec p.
rumminy-act = Aucun coup possible avec tes tuiles pour l'instant : p pour passer et piocher.
rumminy-terminal-suggestion-drafted = Suggestion : le coup qui pose le plus de tuiles ({ $n }). C'est maintenant ton brouillon : c pour le valider, u pour annuler.
rumminy-undone = Annulé.
rumminy-combination-is-empty-and-gone = {" "}La combinaison { $from } est vide et disparaît : les suivantes remontent d'un cran.
rumminy-draft-rearranged = Ton brouillon est la table que tu as tapée.
rumminy-passing-drops-your-draft-which = Passer abandonne ton brouillon, qui pose { $placed }.
rumminy-terminal-tiles-left = Tuiles restantes
rumminy-out-of-the-game = {" "}(hors jeu)
rumminy-terminal-playfield = Table :
rumminy-your-tiles = Tes tuiles
rumminy-the-game-is-not-being = La partie n'est pas en cours.

## src/games/rumminy/faces/terminal_input.rs

rumminy-to-type-the-whole-playfield = Pour taper toute la table, commence la ligne par r : r { $line }
rumminy-type-the-whole-new-playfield = Tape toute la nouvelle table après r, par ex. : r R7 R8 R9 | B5 Y5 K5
rumminy-is-not-a-command-or = n'est ni une commande ni une tuile
rumminy-is-neither-a-tile-nor = « { $last } » n'est ni une tuile ni un numéro de combinaison : tape des tuiles, puis un numéro de combinaison ou new, par ex. R6 2.
rumminy-like-m-r-moves-r = par ex. m 2 R9 3 déplace R9 de la combinaison 2 vers la combinaison 3 (ou new)
rumminy-say-which-combination-which-tiles = Dis quelle combinaison, quelles tuiles et vers où
rumminy-is-not-a-combination-number = n'est pas un numéro de combinaison
rumminy-say-which-tiles-to-move = Dis quelles tuiles déplacer
rumminy-not-a-move-target = n'est ni un numéro de combinaison ni new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Ton brouillon (toi seul le vois ; rien n'est joué tant que tu n'as pas tapé c) :
rumminy-from-your-hand = De ta main
rumminy-not-yet = Pas encore
rumminy-terminal-playfield-empty = vide

## src/games/rumminy/faces/words/ends.rs

rumminy-points = Points
rumminy-penalty = pénalité

## src/games/rumminy/faces/words/mod.rs

rumminy-tiles-on-a-shared-playfield = 74 tuiles sur une table commune que chacun peut réorganiser à son tour, de 2 à 4 joueurs, avec cote Elo

## src/games/rumminy/faces/words/moves.rs

rumminy-forfeited = Tu passes et tu pioches { $value }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-is-not-a-tile-write = « { $word } » n'est pas une tuile : écris une couleur R, B, Y ou K et un nombre de 1 à 9 (R7), ou J pour un joker.

## src/games/rumminy/faces/words/screen.rs

rumminy-screen-playfield = **Table**
rumminy-empty-playfield = La table est vide.
rumminy-draft-header = **Ton brouillon** (toi seul le vois ; rien n'est joué tant que tu ne valides pas) :
rumminy-place-tile = Poser une tuile de ta main…
rumminy-new-combination = Une nouvelle combinaison
rumminy-commit = Valider
rumminy-suggest = Suggérer
rumminy-rearrange = Réorganiser
rumminy-rearrange-title = Réorganiser la table
rumminy-rearrange-label = Combinaisons (ex. R7 R8 R9 | B5 Y5 K5)
rumminy-undo = Annuler
rumminy-pass = Passer (piocher)
rumminy-nothing-to-suggest = Aucun coup possible avec tes tuiles pour l'instant : passe pour en piocher une.
rumminy-nothing-drafted = Ton brouillon ne pose encore aucune tuile : pose une tuile (ou appuie sur Suggérer), ou passe.
rumminy-not-your-turn = Tu ne peux préparer un brouillon qu'à ton tour.
rumminy-last-moves = Derniers coups

## src/games/rumminy/faces/terminal.rs

rumminy-combination = Posé sur la combinaison { $n } : { $tiles }.
rumminy-new = Posé en nouvelle combinaison { $new } : { $tiles }.
rumminy-moved-to-combination = Déplacé de la combinaison { $from } vers la combinaison { $n } : { $tiles }.{ $gone }
rumminy-moved-to-new-combination = Déplacé de la combinaison { $from } vers la nouvelle combinaison { $after } : { $tiles }.{ $gone }

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-move-c-commit-this = À toi : c = valider ce brouillon, u = annuler, s = suggérer, p = passer et piocher (abandonne le brouillon), h = aide >
rumminy-your-move-r-r-r = À toi : R1 R2 R3 new = poser des tuiles en nouvelle combinaison, s = suggérer, p = passer et piocher, h = aide >
rumminy-your-move-r-put-r = À toi : R6 2 = poser R6 sur la combinaison 2, R1 R2 R3 new = une nouvelle combinaison, s = suggérer, p = passer et piocher, h = aide >

## src/games/rumminy/faces/words/ends.rs

rumminy-chip = 1 jeton
rumminy-chips = { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }

## src/games/rumminy/seam.rs

rumminy-name = Rumminy
rumminy-counter-went-out-label = Sorties
rumminy-counter-tiles-placed-label = Tuiles posées

## src/games/rumminy/options.rs

rumminy-option-initial-meld-about = Points minimum de la première pose ; 0 : aucun
rumminy-option-initial-meld-value = ouverture à { $value } points
rumminy-option-initial-meld-zero = sans ouverture minimale
## src/games/rumminy/faces/words/moves.rs

# A move, said without a final stop (a list item). $count is how many tiles $tiles lists. "You" is the terminal's own player, whose verb agrees with it.
rumminy-placed = { $player } pose { $tiles } ({ $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    })
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-and-drew = { $player } passe et pioche une tuile
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-stock-empty = { $player } passe (la pioche est vide)
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out = Temps écoulé pour { $player } : le brouillon est abandonné et le tour passe
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-left-and-forfeited = { $player } a quitté la partie et déclare forfait
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out-three-times = { $player } a laissé filer trois tours de suite et déclare forfait
# $drawn lists each player with the tiles they drew. "You" is the terminal's own player, whose verb agrees with it.
rumminy-start-draw = Tuiles tirées pour choisir qui commence : { $drawn }. { $player } commence, avec le plus grand nombre.
# $game is the game's number at the table; $tiles, how many tiles each player is dealt. "You" is the terminal's own player, whose verb agrees with it.
rumminy-dealt = — Partie { $game } — { $tiles } tuiles chacun ; { $player } commence.

## src/games/rumminy/faces/words/ends.rs

# How a game ended, followed by ". Points: …".
rumminy-went-out-and-won = { $winners } pose sa dernière tuile et gagne
# How a game ended, followed by ". Points: …"; $winners names several players.
rumminy-blocked-tie = La pioche est épuisée et tout le monde a passé : égalité entre { $winners }, avec la plus faible pénalité
# How a game ended, followed by ". Points: …".
rumminy-blocked-won = La pioche est épuisée et tout le monde a passé : { $winners } gagne avec la plus faible pénalité
# How a game ended, followed by ". Points: …".
rumminy-others-forfeited = { $winners } gagne : tous les autres ont déclaré forfait
rumminy-cancelled-stakes-refunded = Partie annulée : mises remboursées.
# $chips is a count with its word, like "20 chips"; $players names the players, "you" for the terminal's own.
rumminy-stakes-go-back = Les mises ({ $chips }) reviennent à { $players }.
# $chips is a count with its word, like "20 chips". "You" is the terminal's own player, whose verb agrees with it.
rumminy-takes-the-pool = { $players } remporte le pot de { $chips }.
# $chips is a count with its word, like "20 chips".
rumminy-split-the-pool = { $players } se partagent le pot de { $chips }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-draft-not-in-hand = Ta main n'a plus de { $tile } à poser.
rumminy-draft-no-such-combination = Il n'y a pas de combinaison { $combination } : les combinaisons sont numérotées de 1 à { $last }.
rumminy-draft-no-combination-yet = Il n'y a pas de combinaison { $combination } : la table est vide, commence donc une nouvelle combinaison.
rumminy-draft-not-in-combination = La combinaison { $combination } ne contient pas de { $tile } à déplacer.
rumminy-draft-same-combination = { $tile } est déjà dans la combinaison { $combination }.
rumminy-draft-left-playfield = { $tile } est sur la table et manque dans ce que tu as tapé : une tuile posée sur la table n'en repart jamais.
rumminy-draft-too-many = Tu as tapé { $tile } plus de fois que la table et ta main n'en contiennent.
rumminy-draft-no-tiles = Indique au moins une tuile.
rumminy-draft-nothing-to-undo = Rien à annuler : ton brouillon est la table telle quelle.
# Why some tiles are not a combination: said as $why in "Combination 2 (R7 R8) is not valid: $why."
rumminy-combo-too-short = elle n'a que { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, alors qu'une combinaison en demande au moins 3
rumminy-combo-too-long = elle a { $tiles } tuiles, alors qu'une suite en compte 9 au plus et un groupe 4 au plus
rumminy-combo-two-jokers = elle contient deux jokers, alors qu'une combinaison n'en admet qu'un
rumminy-combo-colour-twice = un groupe demande des couleurs différentes, et { $tile } y figure deux fois
rumminy-combo-number-twice = une suite demande des nombres différents, et { $tile } y figure deux fois
rumminy-combo-gap = ses nombres ne se suivent pas (il manque { $tile })
rumminy-combo-mixed = ce n'est ni une suite (une seule couleur, nombres consécutifs) ni un groupe (un seul nombre, couleurs différentes)
rumminy-refusal-no-such-seat = Il n'y a pas de place { $seat } à cette table.
rumminy-refusal-forfeited = Tu as quitté cette partie ou déclaré forfait : tu ne peux donc pas jouer.
rumminy-refusal-not-your-turn = Ce n'est pas ton tour : attends que le joueur de la place { $seat } joue.
rumminy-refusal-awaiting-deal = La partie attend la distribution des tuiles.
rumminy-refusal-not-awaiting-deal = La partie n'attend pas de distribution.
rumminy-refusal-game-over = La partie est terminée.
rumminy-refusal-bad-deck-order = Une distribution demande les 74 tuiles, chacune une fois.
rumminy-refusal-bad-player-count = Une partie se joue de 2 à 4 joueurs ; il y en a { $players }.
rumminy-refusal-bad-initial-meld = L'ouverture peut valoir au plus { $most } points ; la table en demande { $asked }.
rumminy-refusal-no-rebuys = Le Rumminy n'a pas de recave.
# $why is one of the rumminy-combo- messages.
rumminy-refusal-invalid-combination = La combinaison { $combination } ({ $tiles }) n'est pas valide : { $why }.
rumminy-refusal-tile-left-playfield = { $tile } était sur la table au début de ton tour et manque : une tuile posée sur la table n'en repart jamais. Remets-la dans une combinaison.
rumminy-refusal-tile-from-nowhere = { $tile } figure sur ta nouvelle table plus de fois que l'ancienne table et les tuiles que tu as posées n'en contiennent. Retire-la, ou indique-la comme posée depuis ta main.
rumminy-refusal-not-in-hand = Tu as indiqué { $tile } comme posée depuis ta main, mais ta main ne contient pas (plus) de { $tile }.
rumminy-refusal-placed-not-on-playfield = Tu as indiqué { $tile } comme posée depuis ta main, mais elle n'est pas sur ta nouvelle table.
rumminy-refusal-nothing-placed = Pose au moins une tuile de ta main, ou passe.
rumminy-refusal-final-turn-joker = Ce coup vide ta main : c'est donc ton dernier tour, et au dernier tour on ne peut pas poser de joker depuis sa main. Garde une tuile, ou passe.
rumminy-refusal-final-turn-too-many = Ce coup vide ta main : c'est donc ton dernier tour, et au dernier tour on peut poser au plus 19 tuiles ; tu en poses { $tiles }. Gardes-en quelques-unes.
rumminy-refusal-initial-meld-touches-playfield = Ton premier coup ne peut pas modifier la table : laisse la combinaison { $combination } de la table telle qu'elle était et ajoute de nouvelles combinaisons de tes propres tuiles.
rumminy-refusal-initial-meld-too-low = Ton premier coup doit valoir au moins { $needed } points ; ces nouvelles combinaisons en valent { $points }.
# $word is what the player typed in the playfield they wrote; Rearrange is the button rumminy-rearrange.
rumminy-typed-playfield-not-a-tile = « { $word } » n'est pas une tuile : écris une couleur R, B, Y ou K et un nombre de 1 à 9 (R7), ou J pour un joker. Rien n'a été modifié : appuie sur Réorganiser pour réessayer.

## src/games/rumminy/faces/words/screen.rs

# How many tiles a seat holds, in the list of seats.
rumminy-seat-tiles = { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }
# How many tiles a seat holds, in the list of seats, when it forfeited the game.
rumminy-seat-tiles-forfeited = { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } — forfait
rumminy-stock-and-pool = Pioche : { $stock ->
        [one] { $stock } tuile
       *[other] { $stock } tuiles
    } · Pot : { $pool ->
        [one] { $pool } jeton
       *[other] { $pool } jetons
    }
# $tiles is how many tiles you hold.
rumminy-your-tiles-count = **Tes tuiles** ({ $tiles }) :
# Suggest, Commit and Pass are buttons (rumminy-suggest, rumminy-commit, rumminy-pass).
rumminy-your-turn = **À toi.** Pose des tuiles (ou Suggérer), puis Valider ; ou Passer pour en piocher une.
rumminy-your-turn-initial-meld = **À toi.** Ton premier coup doit être fait de nouvelles combinaisons de tes propres tuiles valant au moins { $points } points ; ou Passer pour en piocher une.
# $tiles lists the tiles the draft places from your hand.
rumminy-draft-places = De ta main : { $tiles }
# $placed is how many tiles the draft places; Commit is the button rumminy-commit.
rumminy-draft-ready = ✅ Prêt : Valider pose { $placed ->
        [one] { $placed } tuile
       *[other] { $placed } tuiles
    }.
rumminy-draft-ready-to-win = ✅ Prêt : Valider pose { $placed ->
        [one] { $placed } tuile
       *[other] { $placed } tuiles
    } et vide ta main — tu gagnes.
rumminy-placing-choose-where = Tu poses { $tile } : choisis où.
rumminy-put-into = Mettre { $tile } dans…
# $tiles is how many tiles the suggested play places.
rumminy-suggested = Suggestion : le coup qui pose le plus de tuiles ({ $tiles }). Modifie-le ou Valider.
rumminy-no-such-tile-in-hand = Ta main n'a plus de { $tile } à poser : choisis une autre tuile.
rumminy-draft-has-no-combination = Ton brouillon n'a pas de combinaison { $combination } : choisis-en une dans le menu.

## src/games/rumminy/faces/picture.rs

# After "Rumminy, turn 3, …" in the picture's description.
rumminy-player-to-play = {"\u00A0"}: { $player } joue

## src/games/rumminy/faces/terminal.rs

rumminy-tiles-count = { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }
# What a player types (R6 2, R1 R2 R3 new, m 2 R9 3, r …, s, u, c, p, h, q; tiles like R7, J) stays as it is, and so do the spaces lining the commands up.
rumminy-help =
    Commandes (tu construis un brouillon de la nouvelle table ; rien n'est joué tant que tu ne l'as pas validé) :
      R6 2          pose R6 de ta main sur la combinaison 2
      R1 R2 R3 new  pose R1 R2 R3 de ta main en nouvelle combinaison
      m 2 R9 3      déplace R9 de la combinaison 2 vers la combinaison 3 (ou new)
      r R7 R8 R9 | B5 Y5 K5   tape toute la nouvelle table, combinaisons séparées par |
      s             suggère le coup qui pose le plus de tuiles (il devient ton brouillon)
      u             annule ta dernière modification du brouillon
      c             valide le brouillon : joue-le
      p             passe et pioche une tuile
      h             aide, q = quitter
    Tuiles : une couleur R rouge, B bleu, Y jaune, K noir et un nombre de 1 à 9 (R7) ; J est un joker.
# $others lists the other players with their tiles; $stock, like "30 tiles"; $pool, like "20 chips".
rumminy-turn-status = Tour { $turn } · { $others } · pioche { $stock } · pot { $pool }
rumminy-initial-meld-rule = Ton premier coup doit être fait de nouvelles combinaisons de tes propres tuiles valant au moins { $points } points, sans toucher à la table.

## src/games/rumminy/faces/terminal_show.rs

# $placed is how many tiles the draft places; c is what the player types.
rumminy-ready-c = ✅ Prêt : c pose { $placed ->
        [one] { $placed } tuile
       *[other] { $placed } tuiles
    }.
rumminy-ready-c-to-win = ✅ Prêt : c pose { $placed ->
        [one] { $placed } tuile
       *[other] { $placed } tuiles
    } et vide ta main : tu gagnes.

## src/games/rumminy/faces/terminal_input.rs

# $tiles is one tile, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tile-goes = Dis où doit aller { $tiles } : { $tiles } 2 la pose sur la combinaison 2, { $tiles } new commence une nouvelle combinaison.
# $tiles is several tiles, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tiles-go = Dis où doivent aller { $tiles } : { $tiles } 2 les pose sur la combinaison 2, { $tiles } new commence une nouvelle combinaison.
