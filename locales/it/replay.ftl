
## src/i18n/replay.rs

replay-replay-rumino-replay-game = 🎬 Rivedila: `/rumino rivedi partita:{ $id }`
replay-title = 🎬 Replica { $id } · { $title }
replay-position = Passo { $value } di { $steps } · mano { $hand }
replay-seat-hand-heading = 🂠 Mano di { $name }
replay-jump-to-hand = Vai alla mano…
replay-hand = Mano { $hand }
replay-share = 🔗 Condividi
replay-anyone-with-this-link-can =
    🔗 Chiunque abbia questo link può rivedere la partita { $id }: { $url }
    Mostra solo questa partita finita, qualunque siano le impostazioni del server.
replay-share-not-yours = Solo chi ha giocato la partita { $id } può condividerla. Puoi comunque rivederla con `/rumino rivedi partita:{ $id }`.

## src/i18n/replay.rs

replay-bad-id = `{ $given }` non è un id di partita: usane uno come `12-3` (tavolo 12, sua partita 3), come li mostra `/rumino storico`.
replay-no-such-game = In questo server non si è giocata nessuna partita `{ $given }`: `/rumino storico` elenca gli id delle partite finite.
replay-not-finished = La partita `{ $given }` è ancora in corso: si potrà rivedere quando sarà finita.
replay-unreadable = La partita `{ $given }` non si può ricostruire dal suo registro; chi gestisce il bot può vedere perché con `rumino check`.
