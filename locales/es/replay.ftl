
## src/i18n/replay.rs

replay-replay-rumino-replay-game = 🎬 Repetición: `/rumino repaso cuál:{ $id }`
replay-title = 🎬 Repetición { $id } · { $title }
replay-position = Paso { $value } de { $steps } · mano { $hand }
replay-seat-hand-heading = 🂠 Mano de { $name }
replay-jump-to-hand = Ir a la mano…
replay-hand = Mano { $hand }
replay-share = 🔗 Compartir
replay-anyone-with-this-link-can =
    🔗 Cualquiera con este enlace puede ver paso a paso la partida { $id }: { $url }
    Solo muestra esta partida terminada, sean cuales sean los ajustes de este servidor.
replay-share-not-yours = Solo quienes jugaron la partida { $id } pueden compartirla. Aun así, puedes verla con `/rumino repaso cuál:{ $id }`.

## src/i18n/replay.rs

replay-bad-id = `{ $given }` no es un id de partida: usa uno como `12-3` (mesa 12, su partida 3), tal como los muestra `/rumino últimas`.
replay-no-such-game = En este servidor no se ha jugado ninguna partida `{ $given }`: `/rumino últimas` muestra los id de las partidas terminadas.
replay-not-finished = La partida `{ $given }` aún está en juego: podrás verla de nuevo cuando termine.
replay-unreadable = La partida `{ $given }` no se puede reconstruir a partir de su registro; quien administra el bot puede ver por qué con `rumino check`.
