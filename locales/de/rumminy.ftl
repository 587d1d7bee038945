
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
rumminy-alt-tiles-left = übrige Steine
rumminy-playfield = Spielfeld
rumminy-empty = leer

## src/games/rumminy/faces/screens.rs

rumminy-finished-tiles-left = Übrige Steine

## src/games/rumminy/faces/terminal.rs

rumminy-your-draft-is-the-playfield = Dein Entwurf ist das Spielfeld, wie es ist: Leg zuerst Steine aus deiner Hand dazu (z. B. R6 2 oder R1 R2 R3 new), übernimm den Vorschlag mit s oder passe mit p.
rumminy-act = Mit deinen Steinen ist gerade kein Zug möglich: p zum Passen und Ziehen.
rumminy-terminal-suggestion-drafted = Vorschlag: der Zug, der die meisten Steine legt ({ $n }). Er ist jetzt dein Entwurf: c zum Bestätigen, u zum Rückgängigmachen.
rumminy-undone = Rückgängig gemacht.
rumminy-combination-is-empty-and-gone = {" "}Kombination { $from } ist leer und verschwindet: Die folgenden rücken auf.
rumminy-draft-rearranged = Dein Entwurf ist das Spielfeld, das du eingegeben hast.
rumminy-passing-drops-your-draft-which = Passen verwirft deinen Entwurf, der { $placed } legt.
rumminy-terminal-tiles-left = Übrige Steine
rumminy-out-of-the-game = {" "}(aus dem Spiel)
rumminy-terminal-playfield = Spielfeld:
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
rumminy-not-a-move-target = ist weder eine Kombinationsnummer noch new

## src/games/rumminy/faces/terminal_show.rs

rumminy-your-draft-only-you-see = Dein Entwurf (nur du siehst ihn; gespielt wird erst, wenn du c eingibst):
rumminy-from-your-hand = Aus deiner Hand
rumminy-not-yet = Noch nicht
rumminy-terminal-playfield-empty = leer

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

rumminy-screen-playfield = **Spielfeld**
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
rumminy-moved-to-combination = { $tiles } von Kombination { $from } nach Kombination { $n } verschoben.{ $gone }
rumminy-moved-to-new-combination = { $tiles } von Kombination { $from } in die neue Kombination { $after } verschoben.{ $gone }

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
## src/games/rumminy/faces/words/moves.rs

# A move, said without a final stop (a list item). $count is how many tiles $tiles lists. "You" is the terminal's own player, whose verb agrees with it.
rumminy-placed = { $player } legt { $tiles } ({ $count ->
        [one] 1 Stein
       *[other] { $count } Steine
    })
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-and-drew = { $player } passt und zieht einen Stein
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-passed-stock-empty = { $player } passt (der Vorrat ist leer)
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out = Zeit abgelaufen für { $player }: Der Entwurf verfällt, und der Nächste ist dran
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-left-and-forfeited = { $player } hat die Partie verlassen und gibt auf
# A move, said without a final stop. "You" is the terminal's own player, whose verb agrees with it.
rumminy-timed-out-three-times = { $player } hat dreimal in Folge die Zeit überschritten und scheidet aus
# $drawn lists each player with the tiles they drew. "You" is the terminal's own player, whose verb agrees with it.
rumminy-start-draw = Gezogene Steine, um den Startspieler zu bestimmen: { $drawn }. { $player } beginnt, mit der höchsten Zahl.
# $game is the game's number at the table; $tiles, how many tiles each player is dealt. "You" is the terminal's own player, whose verb agrees with it.
rumminy-dealt = — Partie { $game } — je { $tiles } Steine; { $player } beginnt.

## src/games/rumminy/faces/words/ends.rs

# How a game ended, followed by ". Points: …".
rumminy-went-out-and-won = Sieg für { $winners }: alle Steine gelegt
# How a game ended, followed by ". Points: …"; $winners names several players.
rumminy-blocked-tie = Der Vorrat ist leer und alle haben gepasst: { $winners } liegen mit der kleinsten Strafe gleichauf
# How a game ended, followed by ". Points: …".
rumminy-blocked-won = Der Vorrat ist leer und alle haben gepasst: Sieg für { $winners } mit der kleinsten Strafe
# How a game ended, followed by ". Points: …".
rumminy-others-forfeited = Sieg für { $winners }: Alle anderen haben aufgegeben
rumminy-cancelled-stakes-refunded = Partie abgebrochen: Einsätze erstattet.
# $chips is a count with its word, like "20 chips"; $players names the players, "you" for the terminal's own.
rumminy-stakes-go-back = Die Einsätze ({ $chips }) gehen zurück an { $players }.
# $chips is a count with its word, like "20 chips". "You" is the terminal's own player, whose verb agrees with it.
rumminy-takes-the-pool = { $players } nimmt den Pott von { $chips }.
# $chips is a count with its word, like "20 chips".
rumminy-split-the-pool = { $players } teilen sich den Pott von { $chips }.

## src/games/rumminy/faces/words/refusals.rs

rumminy-draft-not-in-hand = Du hast kein { $tile } mehr auf der Hand, das du legen könntest.
rumminy-draft-no-such-combination = Es gibt keine Kombination { $combination }: Die Kombinationen sind von 1 bis { $last } nummeriert.
rumminy-draft-no-combination-yet = Es gibt keine Kombination { $combination }: Das Spielfeld ist leer, also beginne eine neue Kombination.
rumminy-draft-not-in-combination = In Kombination { $combination } liegt kein { $tile } zum Verschieben.
rumminy-draft-same-combination = { $tile } liegt schon in Kombination { $combination }.
rumminy-draft-left-playfield = { $tile } liegt auf dem Spielfeld und fehlt in deiner Eingabe: Ein Stein auf dem Spielfeld verlässt es nie.
rumminy-draft-too-many = Du hast { $tile } öfter eingegeben, als Spielfeld und Hand ihn enthalten.
rumminy-draft-no-tiles = Nenne mindestens einen Stein.
rumminy-draft-nothing-to-undo = Es gibt nichts rückgängig zu machen: Dein Entwurf ist das Spielfeld, wie es ist.
# Why some tiles are not a combination: said as $why in "Combination 2 (R7 R8) is not valid: $why."
rumminy-combo-too-short = sie hat { $tiles ->
        [one] nur 1 Stein
       *[other] nur { $tiles } Steine
    }, eine Kombination braucht aber mindestens 3
rumminy-combo-too-long = sie hat { $tiles } Steine, eine Reihe hat aber höchstens 9 und eine Gruppe höchstens 4
rumminy-combo-two-jokers = sie enthält zwei Joker, erlaubt ist aber nur einer
rumminy-combo-colour-twice = eine Gruppe braucht verschiedene Farben, und { $tile } kommt zweimal vor
rumminy-combo-number-twice = eine Reihe braucht verschiedene Zahlen, und { $tile } kommt zweimal vor
rumminy-combo-gap = ihre Zahlen folgen nicht lückenlos aufeinander: { $tile } fehlt
rumminy-combo-mixed = sie ist weder eine Reihe (eine Farbe, aufeinanderfolgende Zahlen) noch eine Gruppe (eine Zahl, verschiedene Farben)
rumminy-refusal-no-such-seat = An diesem Tisch gibt es keinen Platz { $seat }.
rumminy-refusal-forfeited = Du hast diese Partie verlassen oder aufgegeben und kannst nicht spielen.
rumminy-refusal-not-your-turn = Du bist nicht am Zug: Warte, bis der Spieler auf Platz { $seat } gespielt hat.
rumminy-refusal-awaiting-deal = Die Partie wartet darauf, dass die Steine verteilt werden.
rumminy-refusal-not-awaiting-deal = Die Partie wartet gerade nicht aufs Verteilen.
rumminy-refusal-game-over = Die Partie ist vorbei.
rumminy-refusal-bad-deck-order = Zum Verteilen braucht es alle 74 Steine, jeden genau einmal.
rumminy-refusal-bad-player-count = Eine Partie braucht 2 bis 4 Spieler; es sind { $players }.
rumminy-refusal-bad-initial-meld = Die Erstauslage darf höchstens { $most } Punkte verlangen; der Tisch verlangt { $asked }.
rumminy-refusal-no-rebuys = Bei Rumminy gibt es keine Rebuys.
# $why is one of the rumminy-combo- messages.
rumminy-refusal-invalid-combination = Kombination { $combination } ({ $tiles }) ist ungültig: { $why }.
rumminy-refusal-tile-left-playfield = { $tile } lag zu Beginn deines Zugs auf dem Spielfeld und fehlt jetzt: Ein Stein auf dem Spielfeld verlässt es nie. Leg ihn zurück in eine Kombination.
rumminy-refusal-tile-from-nowhere = { $tile } liegt auf deinem neuen Spielfeld öfter, als das alte Spielfeld und deine gelegten Steine ihn enthalten. Nimm ihn heraus oder gib ihn als aus deiner Hand gelegt an.
rumminy-refusal-not-in-hand = Du hast { $tile } als aus deiner Hand gelegt angegeben, aber du hast kein { $tile } (mehr) auf der Hand.
rumminy-refusal-placed-not-on-playfield = Du hast { $tile } als aus deiner Hand gelegt angegeben, aber er liegt nicht auf deinem neuen Spielfeld.
rumminy-refusal-nothing-placed = Leg mindestens einen Stein aus deiner Hand oder passe.
rumminy-refusal-final-turn-joker = Mit diesem Zug wird deine Hand leer, es ist also dein letzter Zug, und im letzten Zug darfst du keinen Joker aus der Hand legen. Behalte einen Stein zurück oder passe.
rumminy-refusal-final-turn-too-many = Mit diesem Zug wird deine Hand leer, es ist also dein letzter Zug, und im letzten Zug darfst du höchstens 19 Steine legen; du legst { $tiles }. Behalte einige zurück.
rumminy-refusal-initial-meld-touches-playfield = Deine Erstauslage darf das Spielfeld nicht verändern: Lass Kombination { $combination } des Spielfelds, wie sie war, und leg neue Kombinationen aus deinen eigenen Steinen dazu.
rumminy-refusal-initial-meld-too-low = Deine Erstauslage muss mindestens { $needed } Punkte wert sein; diese neuen Kombinationen sind { $points } wert.
# $word is what the player typed in the playfield they wrote; Rearrange is the button rumminy-rearrange.
rumminy-typed-playfield-not-a-tile = „{ $word }“ ist kein Stein: Schreib eine Farbe R, B, Y oder K und eine Zahl 1–9 (R7), oder J für einen Joker. Nichts geändert: Drück Umbauen, um es noch mal zu versuchen.

## src/games/rumminy/faces/words/screen.rs

# How many tiles a seat holds, in the list of seats.
rumminy-seat-tiles = { $tiles ->
        [one] 1 Stein
       *[other] { $tiles } Steine
    }
# How many tiles a seat holds, in the list of seats, when it forfeited the game.
rumminy-seat-tiles-forfeited = { $tiles ->
        [one] 1 Stein
       *[other] { $tiles } Steine
    } — aufgegeben
rumminy-stock-and-pool = Vorrat: { $stock } Steine · Pott: { $pool } Chips
# $tiles is how many tiles you hold.
rumminy-your-tiles-count = **Deine Steine** ({ $tiles }):
# Suggest, Commit and Pass are buttons (rumminy-suggest, rumminy-commit, rumminy-pass).
rumminy-your-turn = **Du bist am Zug.** Leg Steine (oder drück Vorschlagen), dann Bestätigen; oder Passen, um einen Stein zu ziehen.
rumminy-your-turn-initial-meld = **Du bist am Zug.** Deine Erstauslage müssen neue Kombinationen aus deinen eigenen Steinen im Wert von mindestens { $points } Punkten sein; oder Passen, um einen Stein zu ziehen.
# $tiles lists the tiles the draft places from your hand.
rumminy-draft-places = Aus deiner Hand: { $tiles }
# $placed is how many tiles the draft places; Commit is the button rumminy-commit.
rumminy-draft-ready = ✅ Bereit: Bestätigen legt { $placed ->
        [one] 1 Stein
       *[other] { $placed } Steine
    }.
rumminy-draft-ready-to-win = ✅ Bereit: Bestätigen legt { $placed ->
        [one] 1 Stein
       *[other] { $placed } Steine
    } und leert deine Hand — du gewinnst.
rumminy-placing-choose-where = { $tile } legen: Wähl aus, wohin.
rumminy-put-into = { $tile } legen in…
# $tiles is how many tiles the suggested play places.
rumminy-suggested = Vorschlag: der Zug, der die meisten Steine legt ({ $tiles }). Ändere ihn oder drück Bestätigen.
rumminy-no-such-tile-in-hand = Du hast kein { $tile } mehr zum Legen: Wähl einen anderen Stein.
rumminy-draft-has-no-combination = Dein Entwurf hat keine Kombination { $combination }: Wähl eine aus dem Menü.

## src/games/rumminy/faces/picture.rs

# After "Rumminy, turn 3, …" in the picture's description.
rumminy-player-to-play = : { $player } am Zug

## src/games/rumminy/faces/terminal.rs

rumminy-tiles-count = { $tiles ->
        [one] 1 Stein
       *[other] { $tiles } Steine
    }
# What a player types (R6 2, R1 R2 R3 new, m 2 R9 3, r …, s, u, c, p, h, q; tiles like R7, J) stays as it is, and so do the spaces lining the commands up.
rumminy-help =
    Befehle (du baust einen Entwurf des neuen Spielfelds; gespielt wird erst, wenn du ihn bestätigst):
      R6 2          R6 aus deiner Hand an Kombination 2 legen
      R1 R2 R3 new  R1 R2 R3 aus deiner Hand als neue Kombination auslegen
      m 2 R9 3      R9 von Kombination 2 nach Kombination 3 (oder new) verschieben
      r R7 R8 R9 | B5 Y5 K5   das ganze neue Spielfeld eingeben, Kombinationen durch | getrennt
      s             den Zug vorschlagen, der die meisten Steine legt (er wird dein Entwurf)
      u             deine letzte Änderung am Entwurf rückgängig machen
      c             den Entwurf bestätigen: ihn spielen
      p             passen und einen Stein ziehen
      h             Hilfe, q = beenden
    Steine: eine Farbe R rot, B blau, Y gelb, K schwarz und eine Zahl 1–9 (R7); J ist ein Joker.
# $others lists the other players with their tiles; $stock, like "30 tiles"; $pool, like "20 chips".
rumminy-turn-status = Zug { $turn } · { $others } · Vorrat { $stock } · Pott { $pool }
rumminy-initial-meld-rule = Deine Erstauslage müssen neue Kombinationen aus deinen eigenen Steinen im Wert von mindestens { $points } Punkten sein; das Spielfeld bleibt dabei, wie es ist.

## src/games/rumminy/faces/terminal_show.rs

# $placed is how many tiles the draft places; c is what the player types.
rumminy-ready-c = ✅ Bereit: c legt { $placed ->
        [one] 1 Stein
       *[other] { $placed } Steine
    }.
rumminy-ready-c-to-win = ✅ Bereit: c legt { $placed ->
        [one] 1 Stein
       *[other] { $placed } Steine
    } und leert deine Hand: Du gewinnst.

## src/games/rumminy/faces/terminal_input.rs

# $tiles is one tile, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tile-goes = Gib an, wohin { $tiles } soll: { $tiles } 2 legt ihn an Kombination 2, { $tiles } new beginnt eine neue Kombination.
# $tiles is several tiles, as typed; "2" and "new" are typed as they are.
rumminy-say-where-tiles-go = Gib an, wohin { $tiles } sollen: { $tiles } 2 legt sie an Kombination 2, { $tiles } new beginnt eine neue Kombination.
