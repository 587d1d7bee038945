
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

## src/games/ramino/seam.rs

ramino-name = Ramino toscan
ramino-counter-ramini-label = Ramini et gran ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = ramini
ramino-counter-claims-label = Mains gagnées sur réclamation

## src/games/ramino/options.rs

ramino-option-target-about = Points pour gagner la partie ; 1 : une main
ramino-option-target-shown = en { $value } points
ramino-option-pack-about = Le jeu
ramino-choice-italian = italien 40
ramino-choice-german = allemand 36
ramino-option-pack-shown = jeu { $value }
ramino-option-suit-names-about = Noms des enseignes
ramino-choice-french = français
ramino-choice-italian-2 = italiens
ramino-shown = noms d'enseignes { $value }
