
## src/i18n/commands.rs

answers-missing-permissions = Um hier einen Tisch zu eröffnen, brauche ich in diesem Kanal diese Berechtigung(en): { $list }. Bitte einen Moderator, sie zu erteilen, oder nutze einen anderen Kanal.
answers-pictures-need-attach-files = Bilder sind hier aus: Ein Admin kann Rumino in diesem Kanal die Berechtigung „Dateien anhängen“ geben.
answers-computer-players-and-you-do = { $bots } Computerspieler und du passen nicht auf { $seats } Plätze.
answers-left-and-forfeited = Du hast die Partie verlassen und aufgegeben: Deine Chips bleiben im Pott.
answers-the-game-goes-on-without = Die Partie geht ohne dich weiter.
answers-game-ends-with-this-hand = Da nur noch ein Spieler übrig ist, endet die Partie mit dieser Runde.
answers-you-left-the-table = Du hast den Tisch verlassen.
answers-the-table-is-closed-if = Der Tisch ist geschlossen. Wurde noch keine Runde gewertet, bekommen alle, die noch im Spiel sind, ihren Einsatz zurück; sonst gewinnt den Pott, wer von ihnen die wenigsten Punkte hat.
answers-start = start
answers-help =
    {"**"}{ $name }** — { $about }.
    • `/rumino start rumino` eröffnet hier einen Tisch; die anderen drücken **Beitreten**, der Gastgeber drückt **Starten**. Jedes Spiel hat sein eigenes `start`, nur mit seinen Optionen.
    • Drück **Meine Karten zeigen** (oder `/rumino hand`), um deine Karten zu sehen und zu spielen: ziehen, Ablage nehmen, ablegen, klopfen, Gin, Rumino.
    • Kombinationen sind 3–4 gleiche Karten oder 3–4 Karten in Folge in einer Farbe; Joker sind frei einsetzbar. Klopfen darfst du mit 7 oder weniger; Gin (eine Vierer- und eine Dreierkombination) zählt −10; ein Rumino aus 7 Karten gewinnt die Partie.
    • Über 100 Punkte scheidest du aus (Rebuys ab 3 Spielern erlaubt). Wer als Letzter übrig bleibt, gewinnt den Pott.
    • `/rumino konto`, `/rumino tagesbonus` (einmal am Tag Gratis-Chips), `/rumino rangliste`, `/rumino statistik`, `/rumino verlauf`.
    • `/rumino gehen`, `/rumino beenden` (Gastgeber oder Moderatoren), `/rumino regeln` für alle Regeln.
    • `/rumino partien`: deine Tische, die auf dich wartenden zuerst. `/rumino-pings`: ein Ping, wenn du an langsamen Tischen am Zug bist.
    • Zu deinem Account hinzugefügt, spielt Rumino auch in deinen DMs und Gruppen-DMs, mit eigenen Chips.
    • Weitere Spiele: { $others }; `/rumino regeln art:` für ihre Regeln.
    • Server-Verwaltung: `/rumino-einstellungen server` (Chips, Kanäle, Computerspieler) und `/rumino-einstellungen <spiel>` (Standardwerte jedes Spiels für neue Tische).
answers-that-option-value-is-not = Der Optionswert{ $what } ist ungültig: { $why }. Prüf die Optionen des Befehls und versuch es noch mal.
answers-server-only = Dieser Befehl ist für Server, die Rumino hinzugefügt haben (ihre Einstellungen und Turniere): Nutze ihn in einem ihrer Kanäle.

## src/i18n/commands.rs

answers-rules-intro = Eröffne einen Tisch mit `/rumino start { $game }`; die Server-Verwaltung legt seine Standardwerte mit `/rumino-einstellungen { $game }` fest.
