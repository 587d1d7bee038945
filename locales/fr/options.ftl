
## src/i18n/options.rs

options-nothing-was-changed = Rien n'a été modifié.
options-i-could-not-read-this = Je n'ai pas pu lire les options de cette commande. Choisis chaque valeur parmi les suggestions de Discord et réessaie. Rien n'a été modifié.
options-i-could-not-read-that = Je n'ai pas pu lire ça. Utilise les boutons du dernier message, ou relance la commande. Rien n'a été modifié.
options-you-cannot-use-this-command = Tu ne peux pas utiliser cette commande ici. Rien n'a été modifié.
options-set-by-this-server = {" "}— réglé par ce serveur

## src/i18n/options.rs

options-from-to = {" "}de { $n } à { $n2 }
options-of-at-least = {" "}d'au moins { $n }
options-of-at-most = {" "}d'au plus { $n }
options-of-to-characters = {" "}de { $a } à { $b } caractères
options-of-at-least-characters = {" "}d'au moins { $a } caractères
options-of-at-most-characters = {" "}d'au plus { $b } caractères

## src/i18n/options.rs

options-refused-whole-number = L'option `{ $option }` doit être un nombre entier{ $range }.
options-refused-number = L'option `{ $option }` doit être un nombre{ $range }.
options-refused-choice = L'option `{ $option }` doit valoir l'une de ces valeurs : { $choices }.
options-refused-boolean = L'option `{ $option }` doit valoir True ou False.
options-refused-user = L'option `{ $option }` doit être un membre de ce serveur, choisi dans la liste.
options-refused-text = L'option `{ $option }` doit être un texte{ $length }.
options-refused-kind = L'option `{ $option }` a reçu un type de valeur qu'elle n'accepte pas.
options-refused-required = La commande `{ $command }` demande l'option `{ $option }`.
options-refused-takes-none = La commande `{ $command }` ne prend aucune option, mais l'option `{ $option }` a été fournie.
options-refused-unknown = La commande `{ $command }` n'a pas d'option `{ $option }` ; ses options sont { $options }.
options-refused-subcommand = La commande `{ $command }` doit être suivie de l'une de ces sous-commandes : { $subcommands }.
options-refused-no-such-command = Je ne connais pas la commande `{ $command }` : Discord affiche peut-être une ancienne liste de commandes, réessaie dans une minute.
options-refused-and-nothing-changed = { $what } { $nothing }
options-yes = oui
options-no = non

## src/tournament/options.rs

options-swiss-everyone-plays-every-round = Suisse (tout le monde joue chaque ronde) ou élimination directe
options-players-the-tournament-takes = Nombre de joueurs du tournoi
options-players-at-each-table = Joueurs par table
options-rounds-of-a-swiss-tournament = Rondes d'un tournoi suisse
options-buy-in-chips-each-player = Droit d'entrée : jetons que chaque joueur verse à la dotation

## src/table/option_decls.rs

options-seats-at-the-table = Places à la table
options-option-turn-seconds-about = Secondes par tour, puis le bot joue pour toi
options-option-rebuy-seconds-about = Secondes pour décider d'une recave une fois éliminé
options-computer-players-to-seat-at = Ordinateurs à installer tout de suite
options-how-well-computer-players-play = Niveau de jeu des ordinateurs

## src/games/options/declare.rs

options-option-stake-about = Jetons misés par joueur (0 : partie amicale)
options-option-rated-about = Compte pour la cote Elo du serveur
options-option-rated-yes = classée
options-option-rated-no = non classée

## src/games/counter.rs

options-counter-hands-won-label = Mains gagnées
options-counter-hands-won-title = Mains gagnées
options-counter-hands-won-choice = mains gagnées

## src/table/option_decls.rs, src/tournament/options.rs: the values of choice options

options-choice-easy = facile
options-choice-normal = normal
options-choice-hard = difficile
options-choice-swiss = suisse
options-choice-knockout = élimination directe
