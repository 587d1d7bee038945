
## src/games/rumminy/faces/picture.rs

rumminy-out = {" "}· weg
rumminy-not-opened = {" "}· nicht raus
rumminy-went-out = ohne Steine
rumminy-blocked = mit der kleinsten Strafe
rumminy-turn = Zug
rumminy-stock = Vorrat
rumminy-pool = Pott
rumminy-tiles-left = Übrige Steine
rumminy-the-playfield-is-empty = Das Spielfeld ist leer.
rumminy-tiles-left-2 = übrige Steine
rumminy-playfield = Spielfeld
rumminy-empty = leer

## src/games/rumminy/faces/screens.rs

rumminy-tiles-left-3 = Übrige Steine

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Dein Entwurf ist das Spielfeld, wie es ist: Leg zuerst Steine aus deiner Hand dazu (z. B. R6 2 oder R1 R2 R3 new), übernimm den Vorschlag mit s oder passe mit p.
rumminy-act = Mit deinen Steinen ist gerade kein Zug möglich: p zum Passen und Ziehen.
rumminy-suggested-the-play-placing-the = Vorschlag: der Zug, der die meisten Steine legt ({ $n }). Er ist jetzt dein Entwurf: c zum Bestätigen, u zum Rückgängigmachen.
rumminy-undone = Rückgängig gemacht.
rumminy-combination-is-empty-and-gone = {" "}Kombination { $from } ist leer und verschwindet: Die folgenden rücken auf.
rumminy-your-draft-is-the-playfield-2 = Dein Entwurf ist das Spielfeld, das du eingegeben hast.
rumminy-passing-drops-your-draft-which = Passen verwirft deinen Entwurf, der { $placed } legt.
rumminy-tiles-left-4 = Übrige Steine
rumminy-out-of-the-game = {" "}(aus dem Spiel)
rumminy-it = Spielfeld:
rumminy-your-tiles = Deine Steine
rumminy-the-game-is-not-being = Die Partie läuft gerade nicht.

## src/games/rumminy/faces/terminal_input.rs

rumminy-to-type-the-whole-playfield = Um das ganze Spielfeld einzugeben, beginne die Zeile mit r: r { $line }
rumminy-type-the-whole-new-playfield = Gib das ganze neue Spielfeld nach r ein, z. B.: r R7 R8 R9 | B5 Y5 K5
rumminy-is-not-a-command-or = ist weder ein Befehl noch ein Stein
rumminy-is-neither-a-tile-nor = „{ $last }“ ist weder ein Stein noch eine Kombinationsnummer: Gib Steine ein, dann eine Kombinationsnummer oder new, z. B. R6 2.
rumminy-like-m-r-moves-r = z. B.: m 2 R9 3 verschiebt R9 von Kombination 2 nach Kombination 3 (oder new)
rumminy-say-which-combination-which-tiles = Gib an, welche Kombination, welche Steine und wohin
rumminy-is-not-a-combination-number = ist keine Kombinationsnummer
rumminy-say-which-tiles-to-move = Gib an, welche Steine verschoben werden
rumminy-is-not-a-combination-number-2 = ist weder eine Kombinationsnummer noch new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Dein Entwurf (nur du siehst ihn; gespielt wird erst, wenn du c eingibst):
rumminy-from-your-hand = Aus deiner Hand
rumminy-not-yet = Noch nicht
rumminy-empty-2 = leer

## src/games/rumminy/faces/words/ends.rs

rumminy-points = Punkte
rumminy-penalty = Strafe

## src/games/rumminy/faces/words/mod.rs

rumminy-tiles-on-a-shared-playfield = 74 Steine auf einem gemeinsamen Spielfeld, das jeder Zug umbauen darf, 2 bis 4 Spieler, mit Elo-Wertung

## src/games/rumminy/faces/words/moves.rs

rumminy-forfeited = Du passt und ziehst { $value }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-is-not-a-tile-write = „{ $word }“ ist kein Stein: Schreib eine Farbe – R (rot), B (blau), Y (gelb) oder K (schwarz) – und eine Zahl 1–9 (R7), oder J für einen Joker.

## src/games/rumminy/faces/words/screen.rs

rumminy-playfield-2 = **Spielfeld**
rumminy-empty-playfield = Das Spielfeld ist leer.
rumminy-draft-header = **Dein Entwurf** (nur du siehst ihn; gespielt wird erst, wenn du Bestätigen drückst):
rumminy-place-tile = Stein aus deiner Hand legen…
rumminy-new-combination = Neue Kombination
rumminy-commit = Bestätigen
rumminy-suggest = Vorschlagen
rumminy-rearrange = Umbauen
rumminy-rearrange-title = Spielfeld umbauen
rumminy-rearrange-label = Kombis mit | trennen (R7 R8 R9 | B5 Y5 K5)
rumminy-undo = Rückgängig
rumminy-pass = Passen (ziehen)
rumminy-nothing-to-suggest = Mit deinen Steinen ist gerade kein Zug möglich: Passe, um einen Stein zu ziehen.
rumminy-nothing-drafted = Dein Entwurf legt noch keinen Stein: Leg einen Stein (oder drück Vorschlagen) oder passe.
rumminy-not-your-turn = Entwerfen kannst du nur, wenn du am Zug bist.
rumminy-last-moves = Letzte Züge

## src/games/rumminy/faces/terminal.rs

rumminy-combination = { $tiles } an Kombination { $n } angelegt.
rumminy-new = { $tiles } als neue Kombination { $new } ausgelegt.
rumminy-combination-2 = { $tiles } von Kombination { $from } nach Kombination { $n } verschoben.{ $gone }
rumminy-new-2 = { $tiles } von Kombination { $from } in die neue Kombination { $after } verschoben.{ $gone }

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-move-c-commit-this = Dein Zug: c = diesen Entwurf bestätigen, u = rückgängig, s = Vorschlag, p = passen und ziehen (verwirft den Entwurf), h = Hilfe >
rumminy-your-move-r-r-r = Dein Zug: R1 R2 R3 new = Steine als neue Kombination auslegen, s = Vorschlag, p = passen und ziehen, h = Hilfe >
rumminy-your-move-r-put-r = Dein Zug: R6 2 = R6 an Kombination 2 anlegen, R1 R2 R3 new = eine neue Kombination, s = Vorschlag, p = passen und ziehen, h = Hilfe >

## src/games/rumminy/faces/words/ends.rs

rumminy-chip = 1 Chip
rumminy-chips = { $n } Chips

## src/games/rumminy/seam.rs

rumminy-name = Rumminy
rumminy-counter-went-out-label = Alle Steine gelegt
rumminy-counter-tiles-placed-label = Gelegte Steine

## src/games/rumminy/options.rs

rumminy-option-initial-meld-about = Mindestpunkte für die Erstauslage; 0: keine
rumminy-option-initial-meld-value = Erstauslage { $value } Punkte
rumminy-option-initial-meld-zero = Erstauslage ohne Minimum
