
## src/i18n/tournament.rs

tournament-terms-rounds = , { $r ->
        [one] { $r } Runde
       *[other] { $r } Runden
    }
tournament-pool-chips = Preispool { $n } Chips
tournament-chips-paid-out = { $n } Chips ausgezahlt
tournament-players-tables-of-buy-in = { $players } Spieler, Tische zu { $table_size }{ $rounds }; Startgeld { $entry }, { $pool }
tournament-table = Tisch
tournament-finished-final-standings = Beendet: Endstand
tournament-status-sign-ups-open = Anmeldung offen: { $signed } von { $players }. Der Organisator startet das Turnier; Computerspieler füllen freie Plätze auf.
tournament-round-is-being-played = Runde { $r } läuft
tournament-standings = Tabelle
tournament-round = Runde { $round }
tournament-sign-up = Anmelden
tournament-start = Starten
tournament-bye = Freilos
tournament-done = Du bist angemeldet. Viel Glück!
tournament-twice = Du bist schon angemeldet. Es wurde nichts geändert.
tournament-closed = Dieses Turnier hat begonnen: Die Anmeldung ist geschlossen. Es wurde nichts geändert.
tournament-full = Dieses Turnier ist voll. Es wurde nichts geändert.
tournament-short = Das Startgeld beträgt { $needed } Chips, du hast { $available }. Hol dir deine täglichen Chips mit /rumino tagesbonus. Es wurde nichts geändert.
tournament-short-with-table-chips = Zum Anmelden brauchst du { $needed } Chips — das Startgeld und { $tables } für die Chips, die die Tische dieses Spiels im Lauf des Turniers von jedem Spieler verlangen — und du hast { $available }. Hol dir deine täglichen Chips mit /rumino tagesbonus. Es wurde nichts geändert.
tournament-only-whoever-created-the-tournament = Nur wer das Turnier erstellt hat oder ein Mitglied mit „Server verwalten“ kann es starten. Es wurde nichts geändert.
tournament-the-tournament-has-started-each = Das Turnier hat begonnen: Jeder Tisch öffnet in einem eigenen Thread.
tournament-this-tournament-has-already-started = Dieses Turnier hat schon begonnen. Es wurde nichts geändert.
tournament-there-is-no-such-tournament = Dieses Turnier gibt es nicht.
tournament-tournament-round-table = Turnier { $tournament } · Runde { $round } · Tisch { $value }
tournament-tables-of-need-more-players = Tische zu { $table_size } brauchen mehr Spieler als { $players }. Es wurde nichts erstellt.
tournament-you-play-at-this-tournament = Du spielst an diesem Turniertisch und kannst ihn deshalb nicht abbrechen: Eine Turnierpartie endet, indem sie zu Ende gespielt wird (wer geht, gibt sie auf). Schließen können ihn der Organisator des Turniers oder ein Mitglied mit „Server verwalten“, das hier nicht mitspielt. Es wurde nichts geändert.
tournament-only-the-tournament-s-organiser = Nur der Organisator des Turniers oder ein Mitglied mit „Server verwalten“ kann einen Turniertisch schließen. Es wurde nichts geändert.
tournament-needs-text-channel = Ein Turnier eröffnet jeden seiner Tische in einem Thread seines Kanals, und Discord eröffnet Threads nur in Textkanälen, nicht innerhalb eines Threads: Führe das in einem Textkanal des Servers aus. Es wurde nichts erstellt.
tournament-needs-thread-permissions = Ein Turnier eröffnet jeden seiner Tische in einem Thread dieses Kanals, und das darf ich hier nicht: Ich brauche „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“. Bitte einen Moderator, das zu erlauben, oder führe das in einem anderen Kanal aus. Es wurde nichts erstellt.
tournament-create-a-tournament-of-here = Erstelle hier ein { $game }-Turnier

## src/i18n/tournament.rs

tournament-swiss = { $game }-Turnier (Schweizer System)
tournament-knockout = { $game }-Turnier (K.-o.-System)

## src/i18n/tournament.rs: a place in a tournament (1st, 2nd, 3rd, 4th, 11th, 21st…).

tournament-ordinal = { $n }.
