
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

## src/games/ramino/seam.rs

ramino-name = Ramino toscano
ramino-counter-ramini-label = Ramini e gran ramini
ramino-counter-ramini-title = Ramini e gran ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Mani vinte reclamando lo scarto

## src/games/ramino/options.rs

ramino-option-target-about = Punti che vincono la partita; 1 gioca una mano
ramino-option-target-shown = a { $value } punti
ramino-option-pack-about = Il mazzo
ramino-choice-italian = italiane 40
ramino-choice-german = tedesche 36
ramino-option-pack-shown = carte { $value }
ramino-option-suit-names-about = Come si chiamano i semi
ramino-choice-french = francesi
ramino-choice-italian-2 = italiani
ramino-shown = semi { $value }
