
## src/i18n/community.rs

community-use-this-in-a-server = Nutze das in einem Kanal eines Servers.
community-you-received-your-daily-chips = Du hast deine täglichen **{ $a }** Chips erhalten: Jetzt hast du **{ $b }**. Komm { $next } wieder, dann gibt es mehr.
community-stats-title = 📊 { $game }-Statistik von { $name }
community-history-title = 📜 Letzte { $game }-Partien von { $name }
community-has-not-finished-a-game = { $name } hat hier noch keine { $game }-Partie beendet.
community-games = Partien
community-wins = Siege
community-win-rate = Siegquote
community-avg-score = Durchschnittlicher Endstand
community-rebuys = Rebuys
community-chips-won = Gewonnene Chips
community-chips-lost = Verlorene Chips
community-best-game = Beste Partie
community-worst-game = Schlechteste Partie
community-recent-form = Aktuelle Form
community-rating = Elo-Wertung
community-chips = { $when }: { $net } Chips
community-won = gewonnen
community-split = Pott geteilt
community-lost = verloren
community-forfeit = aufgegeben
community-cancelled = abgebrochen

## src/i18n/community.rs

community-you-have-chips-in-this = Du hast **{ $n }** Chips auf diesem Server.
community-balance-in-conversation = Du hast **{ $n }** Chips in dieser Unterhaltung.

## src/i18n/community.rs

community-you-already-claimed-your-daily = Du hast deine täglichen Chips schon abgeholt. Du kannst sie { $rel } wieder abholen ({ $full }).
community-chips-pool-vs = { $mark } { $when } `{ $game }` — { $what }, { $net } Chips (Pott { $pool }) gegen { $opponents }

## src/i18n/community.rs: how a computer player is named, by its number and level

community-computer-player = 🤖 Computer { $n } ({ $level })
community-computer = 🤖 Computer
