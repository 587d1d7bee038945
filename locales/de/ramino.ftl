
## src/games/ramino/faces/picture.rs

ramino-target = mit
ramino-out = raus
ramino-last-hand-as-shown = Letzte Runde, aufgedeckt

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = hat die Partie verlassen
ramino-draw-stock = d ziehen
ramino-take-discard = t nehmen
ramino-discard = eine Karte zum Ablegen (z. B. Fs)
ramino-discard-2 = eine Karte zum Ablegen (z. B. Us)
ramino-hand-first-to-wins = Runde { $hand_no } · wer zuerst { $target } erreicht, gewinnt

## src/games/ramino/faces/words/ends.rs

ramino-total = { $who }: { $value } ({ $value2 }){ $made } | gesamt { $total }

## src/games/ramino/faces/words/mod.rs

ramino-italian-cards-declarations-and-claims = italienische Karten, Ansagen und geschnappte Abwürfe

## src/games/ramino/faces/words/screen.rs

ramino-your-turn-draw = **Du bist am Zug:** Zieh vom Talon oder nimm die Ablagekarte.
ramino-your-turn-first-draw = **Du bist am Zug:** Im ersten Zug einer Runde wird vom Talon gezogen.
ramino-your-turn-discard = **Du bist am Zug:** Leg eine Karte ab. Eine Gewinnhand wird automatisch für dich angesagt.
ramino-discard-placeholder = Ablegen…
ramino-seat-line = {" "}— ausgeschieden

## src/games/ramino/seam.rs

ramino-name = Toskana-Ramino
ramino-counter-ramini-label = Ramini und Gran Ramini
ramino-counter-ramini-title = Ramini
ramino-counter-ramini-choice = Ramini
ramino-counter-claims-label = Durch Schnappen gewonnene Runden

## src/games/ramino/options.rs

ramino-option-target-about = Punkte für den Sieg; 1 spielt nur eine Runde
ramino-option-target-shown = bis { $value } Punkte
ramino-option-pack-about = Das Deck
ramino-choice-italian = Italienisch 40
ramino-choice-german = Deutsch 36
ramino-option-pack-shown = Blatt: { $value }
ramino-option-suit-names-about = Wie die Farben heißen
ramino-choice-french = Französisch
ramino-choice-italian-2 = Italienisch
ramino-shown = Farbnamen: { $value }
