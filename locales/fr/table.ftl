
## src/i18n/table.rs

table-friendly-game = { $game } — partie amicale
table-stake-title = { $game } — mise de { $stake ->
        [one] { $stake } jeton
       *[other] { $stake } jetons
    }
table-buy-in-title = { $game } — cave de { $buy_in ->
        [one] { $buy_in } jeton
       *[other] { $buy_in } jetons
    }
table-seats-header = **Places** ({ $taken }/{ $seats }) — hôte : { $host }
table-table-closed = Cette table est fermée. Ouvre-en une nouvelle avec `/rumino jouer`.
table-rating-changes = 📈 Cotes Elo : { $list }
table-closes-unless-started = Fermeture { $t } si l'hôte ne lance pas de partie.
table-join = Rejoindre
table-leave = Quitter
table-add-computer = Ajouter un joueur ordinateur
table-start = Lancer
table-play-again = Rejouer
table-show-my-hand = Voir ma main
table-footer = Table { $table } · { $game }
table-seat-left = {" "}— parti
table-seat-out = {" "}— éliminé
table-seat-line = { $marker }{ $n }. **{ $name }** — { $score } pts{ $status }
table-pool = Pot : **{ $pool }** { $pool ->
        [one] jeton
       *[other] jetons
    } · main { $hand }
table-time-runs-out = {" "}— fin du tour { $t }
table-turn = Tour : **{ $name }**{ $when }
table-last-hand = Dernière main : { $what }
table-not-seated = Tu n'es pas assis à cette table. Rejoins-la depuis le message de la table tant qu'elle attend des joueurs.
table-no-hand-in-play = Aucune main n'est en cours à cette table pour l'instant.
table-draw-stock = Tirer de la pioche
table-take = Prendre { $top }
table-discard = Défausser { $card }
table-refresh = Actualiser
table-stale-hand = Ce bouton datait d'un moment antérieur de la partie ; voici ta main actuelle.
table-draft-busy = Ta dernière modification de ce tour est encore en cours ; patiente un instant, puis réessaie.
table-nudge-turn = C'est ton tour.
