
## src/i18n/commands.rs

answers-missing-permissions = Pour accueillir une table ici, il me faut ces permissions dans ce salon : { $list }. Demande à un modérateur de me les accorder, ou utilise un autre salon.
answers-pictures-need-attach-files = Images désactivées ici : un admin peut donner à Rumino la permission Joindre des fichiers dans ce salon.
answers-computer-players-and-you-do = { $bots ->
        [one] { $bots } joueur ordinateur
       *[other] { $bots } joueurs ordinateur
    } plus toi, ça fait trop pour { $seats } places.
answers-left-and-forfeited = Tu as quitté la partie et déclaré forfait : tes jetons restent dans le pot.
answers-the-game-goes-on-without = La partie continue sans toi.
answers-game-ends-with-this-hand = Avec un seul joueur restant, la partie se termine avec cette main.
answers-you-left-the-table = Tu as quitté la table.
answers-the-table-is-closed-if = La table est fermée. Si aucune main n'avait encore été comptée, les joueurs encore en jeu récupèrent leur mise ; sinon, le plus petit score encore en jeu remporte le pot.
answers-start = jouer
answers-help =
    {"*"}*{ $name }** — { $about }.
    • `/rumino jouer rumino` ouvre une table ici ; les autres appuient sur **Rejoindre**, puis l'hôte sur **Lancer**. Chaque jeu a son propre `jouer`, avec ses seules options.
    • Appuie sur **Voir ma main** (ou `/rumino main`) pour voir tes cartes et jouer : piocher, prendre la défausse, défausser, frapper, gin, rumino.
    • Les combinaisons sont des brelans ou carrés, ou des suites de 3–4 cartes de même couleur ; les jokers remplacent n'importe quelle carte. On frappe avec 7 points ou moins ; un gin (une combinaison de 4 et une de 3) vaut −10 ; un rumino de 7 cartes gagne la partie.
    • Au-delà de 100 points, tu es éliminé (recave possible à partir de 3 joueurs). Le dernier en jeu remporte le pot.
    • `/rumino solde`, `/rumino quotidien` (jetons gratuits une fois par jour), `/rumino classement`, `/rumino stats`, `/rumino histo`.
    • `/rumino pars`, `/rumino annuler` (hôte ou modérateurs), `/rumino règles` pour les règles complètes.
    • `/rumino parties` : tes tables, celles qui t'attendent en premier. `/rumino-mentions` : une mention à ton tour aux tables lentes.
    • Ajouté à ton compte, Rumino joue aussi dans tes MP et tes groupes privés, avec des jetons bien à eux.
    • Autres jeux : { $others } ; `/rumino règles jeu:` pour leurs règles.
    • Gestionnaires du serveur : `/rumino-paramètres serveur` (jetons, salons, joueurs ordinateur) et `/rumino-paramètres <jeu>` (les réglages par défaut de chaque jeu pour les nouvelles tables).
answers-that-option-value-is-not = La valeur{ $what } n'est pas valide : { $why }. Vérifie les options de la commande et réessaie.
answers-server-only = Cette commande est réservée aux serveurs qui ont ajouté Rumino (leurs paramètres et leurs tournois) : utilise-la dans l'un de leurs salons.

## src/i18n/commands.rs

answers-rules-intro = Ouvre une table avec `/rumino jouer { $game }` ; les gestionnaires du serveur règlent ses valeurs par défaut avec `/rumino-paramètres { $game }`.
