
## src/games/ramino/faces/picture.rs

ramino-target = mit
ramino-out = raus
ramino-last-hand-as-shown = Letzte Runde, aufgedeckt

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = hat die Partie verlassen
ramino-draw-stock = d ziehen
ramino-take-discard = t nehmen
ramino-discard = eine Karte zum Ablegen (z. B. Fs)
ramino-discard-german-pack = eine Karte zum Ablegen (z. B. Us)
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
ramino-choice-suit-names-italian = Italienisch
ramino-shown = Farbnamen: { $value }
## src/games/ramino/cards.rs

# The French suits' names, as a table with French suit names shows them (♠ ♥ ♦ ♣).
ramino-suit-spades = Pik
ramino-suit-hearts = Herz
ramino-suit-diamonds = Karo
ramino-suit-clubs = Kreuz
# The Italian pack's suits, in the order of the French suits they stand for: batons (♠), cups (♥), coins (♦), swords (♣).
ramino-italian-suit-batons = Stäbe
ramino-italian-suit-cups = Kelche
ramino-italian-suit-coins = Münzen
ramino-italian-suit-swords = Schwerter
# The Italian pack's ranks with names: the ace and the three court cards (F, D, R).
ramino-rank-ace = Ass
ramino-rank-fante = Fante (Bube)
ramino-rank-donna = Donna (Dame)
ramino-rank-re = Re (König)

## src/games/ramino/faces/words/cards.rs

# A declaration: "dieci" and "sette" are its names in every language; $count cards of the main suit, up to the card $top.
ramino-declaration-dieci = dieci ({ $count } der Hauptfarbe, bis { $top })
ramino-declaration-sette = sette ({ $count } der Hauptfarbe, bis { $top })

## src/games/ramino/faces/words/moves.rs

ramino-drew-stock = { $player } hat vom Talon gezogen.
ramino-took-discard = { $player } hat { $card } von der Ablage genommen.
ramino-discarded = { $player } hat { $card } abgelegt.
ramino-timed-out-discarded = { $player }: Zeit abgelaufen, automatisch gespielt, { $card } abgelegt.
# "You" is the terminal's own player, whose verb agrees with it.
ramino-declared = { $player } sagt eine Gewinnhand an!
# "You" is the terminal's own player, whose verb agrees with it.
ramino-claimed = { $player } schnappt sich die Ablagekarte: Sie macht die Hand komplett!
ramino-stock-out = Der Talon ist leer und niemand hat angesagt: Die höchste Summe auf der Hand gewinnt.
ramino-left = { $player } hat die Partie verlassen: Bis zum Ende der Runde wird automatisch weitergespielt.

## src/games/ramino/faces/words/ends.rs

# $declaration is a declaration's name, like "ramino ♥ hearts". "You" is the terminal's own player, whose verb agrees with it.
ramino-won-declaring = { $winner } gewinnt mit { $declaration } und bekommt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
# The declarer discarded $card, which $claimer claimed to make $claimer_declaration; the higher hand won. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-after-claim = { $declarer } hat { $declaration } angesagt; { $claimer } hat sich { $card } für { $claimer_declaration } geschnappt. { $winner } gewinnt und bekommt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
# $total: the points of the cards in the winner's hand; $points: what the win scores. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-stock-out = Der Talon ist leer: { $winner } gewinnt mit { $total } Punkten auf der Hand und bekommt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.

## src/games/ramino/faces/words/refusals.rs

ramino-refusal-draw-first = Zieh zuerst eine Karte: vom Talon oder von der Ablage.
ramino-refusal-already-drew = Du hast in diesem Zug schon gezogen: Leg eine Karte ab.
ramino-refusal-first-turn-from-stock = Im ersten Zug einer Runde wird vom Talon gezogen.
ramino-refusal-no-discard = Die Ablage ist leer: Zieh vom Talon.
ramino-refusal-card-not-in-hand = Du hast { $card } nicht auf der Hand.
ramino-refusal-cannot-discard-taken-card = Du hast { $card } in diesem Zug von der Ablage genommen und darfst sie deshalb in diesem Zug nicht ablegen. Leg eine andere Karte ab.
ramino-refusal-bad-deck-order = Zum Geben braucht es das ganze Blatt des Tisches in irgendeiner Reihenfolge.
ramino-refusal-bad-player-count = Eine Partie braucht 2 bis 4 Spieler; es sind { $players }.
ramino-refusal-no-rebuys = Beim Ramino gibt es keine Rebuys.

## src/games/ramino/faces/words/screen.rs

# $cards is how many cards you hold.
ramino-your-cards = **Deine Karten** ({ $cards }):
ramino-discard-declares = Leg { $card } ab, und du sagst **{ $declaration }** an.
ramino-waiting-for = Warten auf { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
ramino-discard-and-stock = Ablage: **{ $top }** · Talon: { $stock }
ramino-first-to-points-wins = wer zuerst { $points } Punkte hat, gewinnt
# $suits lists the suits with their names, like "♠ spades · ♣ clubs · ♦ diamonds · ♥ hearts".
ramino-suits = Farben: { $suits }
# A seat's score, short, in the list of seats.
ramino-seat-points = { $points } Pkt.

## src/games/ramino/faces/terminal.rs

# The help at a table playing the Italian pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-italian-pack = Befehle: d = vom Talon ziehen, t = Ablagekarte nehmen, eine Karte (z. B. Fs, 7h, Rc) oder x und eine Karte = ablegen; eine Gewinnhand wird automatisch für dich angesagt. q = beenden. Farben: s Pik, h Herz, d Karo, c Kreuz.
# The help at a table playing the German pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-german-pack = Befehle: d = vom Talon ziehen, t = Ablagekarte nehmen, eine Karte (z. B. Us, 7h, 10c) oder x und eine Karte = ablegen; eine Gewinnhand wird automatisch für dich angesagt. q = beenden. Farben: s Pik, h Herz, d Karo, c Kreuz.
# $text is what the player typed; the ranks and suits are written as the player types them.
ramino-not-a-card-italian-pack = „{ $text }“ ist keine Karte dieses Blatts: Schreib einen Wert (A, 2–7, F, D, R) und eine Farbe (♠ ♣ ♦ ♥ oder s c d h), z. B. F♠ oder 7h. Tippe h für Hilfe.
ramino-not-a-card-german-pack = „{ $text }“ ist keine Karte dieses Blatts: Schreib einen Wert (6–10, U, O, K, A) und eine Farbe (♠ ♣ ♦ ♥ oder s c d h), z. B. U♠ oder 10h. Tippe h für Hilfe.
ramino-discarding-declares = Leg { $card } ab, und du sagst { $declaration } an.
# The target, in "Hand 2 · first to 10 points wins".
ramino-target-points = { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }

## src/games/ramino/faces/words/cards.rs

# Declarations: "gran ramino" and "ramino" are their names in every language; $suit is a suit with its symbol, like "♥ hearts".
ramino-declaration-gran-ramino = gran ramino { $suit }
ramino-declaration-ramino = ramino { $suit }
