
## src/games/ramino/faces/picture.rs

ramino-target = arrivando a
ramino-out = fuori
ramino-last-hand-as-shown = Ultima mano, come mostrata

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = ha lasciato la partita
ramino-draw-stock = d pesca
ramino-take-discard = t prendi
ramino-discard = una carta da scartare (come Fs)
ramino-discard-2 = una carta da scartare (come Us)
ramino-hand-first-to-wins = Mano { $hand_no } · vince chi arriva per primo a { $target }

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who }: { $value } ({ $value2 }){ $made } | totale { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = carte italiane, dichiarazioni e reclami

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **Tocca a te:** pesca dal mazzo o prendi lo scarto.
ramino-your-turn-first-draw = **Tocca a te:** il primo turno di una mano si pesca dal mazzo.
ramino-your-turn-discard = **Tocca a te:** scarta una carta. La mano vincente si dichiara da sola.
ramino-discard-placeholder = Scarta…
ramino-seat-line = {" "}— fuori
