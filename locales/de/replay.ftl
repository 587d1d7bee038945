
## src/i18n/replay.rs

replay-replay-rumino-replay-game = 🎬 Replay: `/rumino replay art:{ $id }`
replay-title = 🎬 Replay { $id } · { $title }
replay-position = Schritt { $value } von { $steps } · Runde { $hand }
replay-seat-hand-heading = 🂠 Hand von { $name }
replay-jump-to-hand = Zu Runde springen…
replay-hand = Runde { $hand }
replay-share = 🔗 Teilen
replay-anyone-with-this-link-can =
    🔗 Mit diesem Link kann jeder Partie { $id } Schritt für Schritt ansehen: { $url }
    Er zeigt nur diese beendete Partie, unabhängig von den Einstellungen dieses Servers.
replay-share-not-yours = Nur wer Partie { $id } gespielt hat, kann sie teilen. Ansehen kannst du sie trotzdem mit `/rumino replay art:{ $id }`.

## src/i18n/replay.rs

replay-bad-id = `{ $given }` ist keine Partie-ID: Nutze eine wie `12-3` (Tisch 12, seine Partie 3), wie `/rumino verlauf` sie anzeigt.
replay-no-such-game = Auf diesem Server wurde keine Partie `{ $given }` gespielt: `/rumino verlauf` listet die IDs beendeter Partien auf.
replay-not-finished = Partie `{ $given }` läuft noch: Du kannst sie ansehen, sobald sie vorbei ist.
replay-unreadable = Partie `{ $given }` lässt sich aus ihrem Protokoll nicht nachspielen; der Betreiber des Bots sieht den Grund mit `rumino check`.
