
## src/games/ramino/faces/picture.rs

ramino-target = llegando a
ramino-out = fuera
ramino-last-hand-as-shown = Última mano mostrada

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = abandona la partida
ramino-draw-stock = d robar
ramino-take-discard = t tomar
ramino-discard = una carta para descartar (como Fs)
ramino-discard-2 = una carta para descartar (como Us)
ramino-hand-first-to-wins = Mano { $hand_no } · gana quien llegue primero a { $target }

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who }: { $value } ({ $value2 }){ $made } | total { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = baraja italiana, declaraciones y reclamaciones

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **Tu turno:** roba del mazo o toma el descarte.
ramino-your-turn-first-draw = **Tu turno:** en el primer turno de una mano se roba del mazo.
ramino-your-turn-discard = **Tu turno:** descarta una carta. Si tu mano gana, se declara automáticamente.
ramino-discard-placeholder = Descartar…
ramino-seat-line = {" "}— fuera

## src/games/ramino/seam.rs

ramino-name = Ramino toscano
ramino-counter-ramini-label = Ramini y gran ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Manos ganadas reclamando el descarte

## src/games/ramino/options.rs

ramino-option-target-about = Puntos para ganar la partida; 1: una sola mano
ramino-option-target-shown = a { $value } puntos
ramino-option-pack-about = Baraja
ramino-choice-italian = italiana 40
ramino-choice-german = alemana 36
ramino-option-pack-shown = baraja { $value }
ramino-option-suit-names-about = Nombre de los palos
ramino-choice-french = francés
ramino-choice-italian-2 = italiano
ramino-shown = palos en { $value }
