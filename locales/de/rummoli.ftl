
## src/games/rummoli/faces/picture.rs

rummoli-out = raus
rummoli-ends-with = Endet mit
rummoli-stack = Chips
rummoli-game-over-called-off-before = Spielende: vor der 1. Runde abgebrochen, Einsätze zurück.
rummoli-widow-taken-by = Witwe geht an
rummoli-widow-untaken-dead-hand = Keiner nahm die Witwe: eine tote Hand.
rummoli-widow = Witwe
rummoli-poker-hands-shown = Gezeigte Pokerhände
rummoli-hand = Runde
rummoli-to-act = : { $value } am Zug
rummoli-board = Brett
rummoli-alt-poker-hands-shown = gezeigte Pokerhände
rummoli-played = gelegt
rummoli-table-title-hand = Rd.
rummoli-hand-picture-stack = Chips

## src/games/rummoli/faces/terminal.rs

rummoli-terminal-seat-out = ausgeschieden
rummoli-and = und
rummoli-auction = Sag, wie viele Chips du bietest, z. B.: b 3
rummoli-fold = ist weder ein Befehl noch eine Karte
rummoli-stacks = Chips
rummoli-your-new-hand = Deine neue Hand
rummoli-terminal-hand-of-total = Runde { $n } von { $total } ·{" "}
rummoli-your-hand = Deine Hand
rummoli-your-poker-hand = Deine Pokerhand
rummoli-exchange = x Witwe nehmen
rummoli-auction-option = a versteigern
rummoli-bid = b { $min } (oder mehr) zum Bieten
rummoli-pass = p passen
rummoli-check = k checken
rummoli-bet = bet setzen
rummoli-call = c mitgehen
rummoli-raise = r erhöhen
rummoli-fold-option = f aussteigen

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }Die meisten Chips am Ende: { $value }. Zurückgegebene Chips: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-about = ein Spielbrett mit Chips, Versteigerung der Witwe, Poker und Ausspielen in Folge, bis zu 8 Spieler
rummoli-you-left-the-game-your = Du hast die Partie verlassen: Für deinen Platz wird bis zum Ende dieser Runde weitergespielt, dann bekommst du deine Chips zurück.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-one-winner = Spielende: { $who } hat die meisten Chips, { $chips } ({ $gain }).
rummoli-game-over-tied-winners = Spielende: { $who } haben die meisten Chips, je { $chips } ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante = Einsatz: { $names } legen je { $each } aufs Brett, einen auf jedes Feld.
rummoli-bid-not-a-number = „{ $rest }“ ist keine Chipzahl: Tippe b 3, um 3 zu bieten.
rummoli-the-final-deal-each-player = Die Schlussausteilung, die Pokerhand jedes Spielers:
rummoli-terminal-poker-hands-shown = Gezeigte Pokerhände:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Runde { $hand_no }: { $game_seat_name } hat alle Karten gespielt und kassiert das Rummoli-Feld.
rummoli-deadlock = Runde { $hand_no }: Blockade — niemand konnte von Rot auf Schwarz oder umgekehrt wechseln; jede Karte auf der Hand zahlte 1 Chip an Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Alle Karten gespielt (Rummoli-Feld)
rummoli-counter-poker-won-label = Gewonnene Poker-Felder

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Chips, die jeder zum Tisch mitbringt
rummoli-option-hands-about = Runden (Standard: eine pro Spieler)
rummoli-option-hands-one = 1 Runde
rummoli-option-hands-many = { $value } Runden
rummoli-option-poker-about = Wie das Poker-Feld gewonnen wird
rummoli-choice-showdown = Showdown
rummoli-choice-betting = Setzrunde
rummoli-shown = Poker: { $value }
## src/games/rummoli/faces/words/mod.rs

# A count of chips with its word: $chips is the number written with the language's thousands separator (1,500), $count the same number, to choose the word by.
rummoli-chips = { $count ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }

## src/games/rummoli/faces/words/board.rs

# The poker hands' categories.
rummoli-poker-high-card = Höchste Karte
rummoli-poker-pair = Paar
rummoli-poker-two-pair = Zwei Paare
rummoli-poker-three-of-a-kind = Drilling
rummoli-poker-straight = Straße
rummoli-poker-flush = Flush
rummoli-poker-full-house = Full House
rummoli-poker-four-of-a-kind = Vierling
rummoli-poker-straight-flush = Straight Flush

## src/games/rummoli/faces/words/ends.rs

# Said before who finished with the most chips; it ends with a space.
rummoli-cancelled-board-shared = Partie abgebrochen: Das Brett wurde aufgeteilt.{" "}
# Said before who finished with the most chips; it ends with a space.
rummoli-too-few-could-ante = Zu wenige Spieler konnten den Einsatz zahlen.{" "}

## src/games/rummoli/faces/words/refusals.rs

rummoli-refusal-nobody-to-act = Gerade muss niemand etwas tun.
# The refusals of something the hand does not expect now, each saying what it expects.
rummoli-refusal-dealer-chooses = Das geht jetzt nicht: Der Geber tauscht seine Hand gegen die Witwe oder versteigert sie.
rummoli-refusal-bid-or-pass = Das geht jetzt nicht: Biete auf die Witwe oder passe.
rummoli-refusal-not-betting = Das geht jetzt nicht: Jetzt wird gesetzt.
rummoli-refusal-check-or-bet = Das geht jetzt nicht: Checke oder setz 1 Chip.
rummoli-refusal-fold-call-or-raise = Das geht jetzt nicht: Steig aus, geh mit oder erhöhe um 1 Chip.
rummoli-refusal-lead = Das geht jetzt nicht: Spiel eine deiner niedrigsten Karten aus.
rummoli-refusal-bid-too-low = Biete mindestens { $count ->
        [one] 1 Chip
       *[other] { $chips } Chips
    } oder passe.
rummoli-refusal-bid-over-stack = Du hast nur { $count ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }: Mehr kannst du nicht bieten.
rummoli-refusal-not-enough-chips = Dafür hast du nicht genug Chips: Du hast { $count ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }.
rummoli-refusal-raise-cap = Die Setzrunde ist gedeckelt: ein Einsatz und 3 Erhöhungen. Geh mit oder steig aus.
rummoli-refusal-not-a-lead = Du darfst nur deine niedrigste Karte der Farben ausspielen, die du ausspielen darfst: eine von { $cards }.
rummoli-refusal-card-not-in-hand = Du hast { $card } nicht auf der Hand.
rummoli-refusal-already-left = Du hast diese Partie schon verlassen.
rummoli-refusal-bad-deck-order = Zum Geben braucht es das Blatt mit 52 Karten in irgendeiner Reihenfolge.
rummoli-refusal-bad-player-count = Eine Partie braucht 2 bis 8 Spieler; es sind { $players }.
rummoli-refusal-bad-buy-in = Der Einkauf muss mindestens 9 Chips betragen, einen für jedes Feld.

## src/games/rummoli/faces/words/events.rs

# "You" is the terminal's own player, whose verb agrees with it.
rummoli-took-widow-unseen = { $player } hat die Witwe ungesehen genommen; die eigene Hand ist tot.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-auctions-widow = { $player } versteigert die Witwe.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-bids = { $player } bietet { $chips }.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-passes = { $player } passt.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-buys-widow = { $player } kauft die Witwe für { $chips }.
rummoli-widow-dead = Niemand hat geboten: Die Witwe ist tot.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-checks = { $player } checkt.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-bets-1-chip = { $player } setzt 1 Chip.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-calls = { $player } geht mit.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-raises-1-chip = { $player } erhöht um 1 Chip.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-folds = { $player } steigt aus.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won = Poker: { $winners } { $count ->
        [one] gewinnt
       *[other] teilen sich
    } das Poker-Feld.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won-unshown = Poker: { $winners } { $count ->
        [one] gewinnt
       *[other] teilen sich
    } das Poker-Feld, ohne aufzudecken.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-plays = { $player } spielt { $cards }.
rummoli-timed-out = { $player }: Zeit abgelaufen, automatisch gespielt.
rummoli-left = { $player } hat die Partie verlassen.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-out-takes-stack = { $player } scheidet aus und nimmt { $chips } zurück.
# The widow's buyer pays the dealer. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-dealer-for-widow = { $payer } zahlt { $chips } an den Geber, { $dealer }.
# $space is a space of the board, like "J♦" or "Poker". $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-collects-from-space = { $taker } kassiert { $chips } vom Feld { $space }.
# Whoever went out is paid a chip for each card the others hold. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-for-cards-held = { $payer } zahlt { $chips } an { $taker }, einen pro Karte auf der Hand.
# A deadlock: every card held pays a chip to a space of the board ($space, like "Rummoli"). $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-space-deadlock = { $payer } zahlt { $chips } auf das Feld { $space }, einen pro Karte.
# The final deal shares out the board. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-takes-from-space = { $taker } nimmt { $chips } vom Feld { $space }.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-final-deal = Schlussausteilung: { $winners } { $count ->
        [one] nimmt
       *[other] teilen sich
    } das Brett.

## src/games/rummoli/faces/words/screen.rs

# Said as $high_bid in the auction's lines. $chips is a count of chips with its word, like "12 chips".
rummoli-highest-bid = Höchstgebot { $chips } von { $bidder }
# Said as $high_bid in the auction's lines.
rummoli-no-bid-yet = noch kein Gebot
rummoli-you-deal-choose = **Du gibst.** Nimm die Witwe ungesehen (deine Hand wird tot) oder versteigere sie: Wer am meisten bietet, zahlt dir.
rummoli-dealer-chooses = { $dealer } (Geber) wählt: tauschen oder versteigern.
# $high_bid is the highest bid so far, or that there is none; $stack, your chips, like "95 chips".
rummoli-your-bid = **Dein Gebot** für die Witwe: { $high_bid }. Du hast { $stack }. Passen ist endgültig.
# $high_bid is the highest bid so far, or that there is none.
rummoli-auction-waiting = Versteigerung der Witwe: { $high_bid }; { $bidder } ist mit Bieten dran.
# $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-check-or-bet = **Poker-Setzrunde:** Checke oder setz 1 Chip. Poker-Feld: { $pot }.
# $owed: the chips you must put to call; $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-to-call = **Poker-Setzrunde:** { $owed } zum Mitgehen; steig aus, geh mit oder erhöhe um 1. Poker-Feld: { $pot }.
rummoli-betting-waiting = Poker-Setzrunde: { $player } ist am Zug.
rummoli-your-lead = **Du spielst aus:** Wähl, welche deiner niedrigsten Karten du ausspielst.
rummoli-chooses-lead = { $player } wählt eine Karte zum Ausspielen.
rummoli-plays-next = Ausspielen: Als Nächstes spielt { $player }.
# $cards is how many cards you hold.
rummoli-your-cards = Deine Karten ({ $cards }):
rummoli-widow-face-down = Witwe: { $cards } Karten, verdeckt.
# A seat out of the game, in the list of seats. $chips is a count of chips with its word, like "12 chips".
rummoli-seat-out-took = raus, hat { $chips } genommen
# A seat's chips ($stack, like "95 chips") and how many cards it holds, in the list of seats.
rummoli-seat-stack-and-cards = { $stack } · { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    }
rummoli-hand-of-hands = Runde { $hand } von { $hands }
# $chips is a count of chips with its word, like "12 chips".
rummoli-bid-button = { $chips } bieten
rummoli-pass-button = Passen
rummoli-take-widow-button = Witwe nehmen
rummoli-auction-button = Versteigern
rummoli-run-out = Ausspielen
# The betting buttons.
rummoli-check-button = Checken
rummoli-bet-button = 1 setzen
rummoli-call-button = Mitgehen
rummoli-raise-button = Um 1 erhöhen
rummoli-fold-button = Aussteigen

## src/games/rummoli/faces/terminal.rs

# What a player types (x, a, b N, p, k, bet, c, r, f, q, and cards like 5c, 10h) stays as it is.
rummoli-help = Befehle: x = Witwe nehmen (Geber), a = versteigern, b N = N Chips bieten, p = passen, k = checken, bet = 1 setzen, c = mitgehen, r = um 1 erhöhen, f = aussteigen, eine Karte (z. B. 5c, 10h) = ausspielen, wenn du wählen darfst. Alle anderen Züge werden für dich gemacht. q = beenden. Farben: s Pik, h Herz, d Karo, c Kreuz.
rummoli-cards-held = { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    }
rummoli-board-heading = Brett
# What you may type to lead a card.
rummoli-lead-card = { $card } ausspielen
# What you may type to lead one of several cards: $cards lists all of them but the last.
rummoli-lead-one-of-cards = { $cards } oder { $last } ausspielen
