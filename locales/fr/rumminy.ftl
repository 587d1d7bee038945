
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
rumminy-tiles-left-2 = tuiles en main
rumminy-playfield = table
rumminy-empty = vide

## src/games/rumminy/faces/screens.rs

rumminy-tiles-left-3 = Tuiles restantes

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Ton brouillon est la table telle quelle : pose d'abord des tuiles de ta main (par ex. R6 2, ou R1 R2 R3 new), prends la suggestion avec s, ou passe avec p.
rumminy-act = Aucun coup possible avec tes tuiles pour l'instant : p pour passer et piocher.
rumminy-suggested-the-play-placing-the = Suggestion : le coup qui pose le plus de tuiles ({ $n }). C'est maintenant ton brouillon : c pour le valider, u pour annuler.
rumminy-undone = Annulé.
rumminy-combination-is-empty-and-gone = {" "}La combinaison { $from } est vide et disparaît : les suivantes remontent d'un cran.
rumminy-your-draft-is-the-playfield-2 = Ton brouillon est la table que tu as tapée.
rumminy-passing-drops-your-draft-which = Passer abandonne ton brouillon, qui pose { $placed }.
rumminy-tiles-left-4 = Tuiles restantes
rumminy-out-of-the-game = {" "}(hors jeu)
rumminy-it = Table :
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
rumminy-is-not-a-combination-number-2 = n'est ni un numéro de combinaison ni new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Ton brouillon (toi seul le vois ; rien n'est joué tant que tu n'as pas tapé c) :
rumminy-from-your-hand = De ta main
rumminy-not-yet = Pas encore
rumminy-empty-2 = vide

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

rumminy-playfield-2 = **Table**
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
rumminy-combination-2 = Déplacé de la combinaison { $from } vers la combinaison { $n } : { $tiles }.{ $gone }
rumminy-new-2 = Déplacé de la combinaison { $from } vers la nouvelle combinaison { $after } : { $tiles }.{ $gone }

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
