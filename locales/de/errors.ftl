
## src/i18n/errors.rs

errors-that-button-is-not-one = Diesen Button verstehe ich nicht. Drück „Meine Karten zeigen“ in der Tischnachricht, um neue Buttons zu bekommen.

## src/i18n/errors.rs

errors-table-stale = Dieser Button stammt aus einem früheren Moment der Partie. Nutze die neueste Nachricht oder drück noch mal auf „Meine Karten zeigen“.
errors-table-not-seated = Du sitzt nicht an diesem Tisch. Tritt ihm in seiner Lobby bei, um mitzuspielen.
errors-table-already-seated = Du sitzt schon an diesem Tisch.
errors-table-full = Dieser Tisch ist voll ({ $n } Plätze).
errors-table-not-host = Nur der Gastgeber ({ $host }) kann das tun.
errors-table-already-started = Die Partie hat schon begonnen. Warte, bis sie vorbei ist, oder schau zu.
errors-table-not-playing = An diesem Tisch läuft keine Partie.
errors-table-need-two-players = Eine Partie braucht mindestens zwei Spieler: Lade jemanden ein oder füge einen Computerspieler hinzu.
errors-table-not-enough-chips = Du brauchst dafür { $needed } Chips und hast { $available }. Hol dir deine täglichen Chips mit /rumino tagesbonus.
errors-table-player-short = { $name } braucht { $needed } Chips für den Einsatz und hat { $available }.
errors-table-closed = Dieser Tisch ist geschlossen. Eröffne einen neuen mit /rumino start.
errors-table-no-such-seat = Diesen Platz gibt es nicht.
errors-table-not-a-computer = Dieser Platz ist kein Computerspieler.
errors-table-channel-busy = In diesem Kanal gibt es schon einen Tisch. Nutze ihn oder bitte den Gastgeber, ihn zu beenden.
errors-table-no-such-table = Hier gibt es keinen Tisch. Eröffne einen mit /rumino start.
errors-table-moved-away = Dieser Tisch ist gerade zu einem anderen Prozess des Bots umgezogen. Es wurde nichts geändert: Drück den Button gleich noch mal.
errors-table-paused = Dieser Tisch pausiert, bis die Datenbank des Bots wieder da ist: Nichts ist verloren, aber das hier wurde nicht übernommen. Drück den Button in einer Minute noch mal.
errors-table-not-this-process = Dieser Server wird gerade zwischen Prozessen des Bots verschoben. Es wurde nichts geändert: Versuch es in einer Minute noch mal.
errors-table-internal = Entschuldigung, bei uns ist etwas schiefgelaufen (Fehler { $id }). Es wurde nichts geändert; bitte versuch es noch mal.

## src/i18n/errors.rs: the refusals every game words alike ($seat: a seat number, from 1)

errors-refusal-no-such-seat = An diesem Tisch gibt es keinen Platz { $seat }.
errors-refusal-out-of-game = Du bist aus dieser Partie ausgeschieden und kannst nicht spielen.
errors-refusal-not-dealt-in = Du spielst in dieser Runde nicht mit.
errors-refusal-not-your-turn = Du bist nicht am Zug: Warte, bis der Spieler auf Platz { $seat } gespielt hat.
errors-refusal-no-hand-in-play = Gerade wird keine Runde gespielt.
errors-refusal-awaiting-deal = Die Partie wartet auf das nächste Geben.
errors-refusal-not-awaiting-deal = Die Partie wartet gerade nicht aufs Geben.
errors-refusal-game-over = Die Partie ist vorbei.
