
## src/i18n/options.rs

options-nothing-was-changed = Rien n'a été modifié.
options-i-could-not-read-this = Je n'ai pas pu lire les options de cette commande. Choisis chaque valeur parmi les suggestions de Discord et réessaie. Rien n'a été modifié.
options-i-could-not-read-that = Je n'ai pas pu lire ça. Utilise les boutons du dernier message, ou relance la commande. Rien n'a été modifié.
options-you-cannot-use-this-command = Tu ne peux pas utiliser cette commande ici. Rien n'a été modifié.
options-set-by-this-server = {" "}— réglé par ce serveur
