
## src/games/ramino/faces/picture.rs

ramino-target = avec
ramino-out = parti
ramino-last-hand-as-shown = Dernière main dévoilée

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = a quitté la partie
ramino-draw-stock = d piocher
ramino-take-discard = t prendre
ramino-discard = une carte à défausser (ex. Fs)
ramino-discard-2 = une carte à défausser (ex. Us)
ramino-hand-first-to-wins = Main { $hand_no } · le premier à { $target } gagne

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who } : { $value } ({ $value2 }){ $made } | total { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = cartes italiennes, annonces et réclamations

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **À toi :** tire de la pioche ou prends la défausse.
ramino-your-turn-first-draw = **À toi :** au premier tour d'une main, on tire de la pioche.
ramino-your-turn-discard = **À toi :** défausse une carte. Une main gagnante est annoncée pour toi.
ramino-discard-placeholder = Défausser…
ramino-seat-line = {" "}— hors jeu
