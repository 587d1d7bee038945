
## src/games/rummoli/faces/picture.rs

rummoli-out = fuori
rummoli-ends-with = Chiude con
rummoli-stack = Fiches
rummoli-game-over-called-off-before = Partita finita: annullata prima di una mano, quote restituite.
rummoli-widow-taken-by = Vedova presa da
rummoli-widow-untaken-dead-hand = Nessuno ha preso la vedova: è una mano morta.
rummoli-widow = Vedova
rummoli-poker-hands-shown = Mani di poker mostrate
rummoli-hand = mano
rummoli-to-act = : tocca a { $value }
rummoli-board = tabellone
rummoli-alt-poker-hands-shown = mani di poker mostrate
rummoli-played = giocate
rummoli-table-title-hand = Mano
rummoli-hand-picture-stack = fiches

## src/games/rummoli/faces/terminal.rs

rummoli-terminal-seat-out = fuori
rummoli-and = e
rummoli-auction = Di' quante fiches offri, come: b 3
rummoli-fold = non è un comando né una carta
rummoli-stacks = Fiches
rummoli-your-new-hand = La tua nuova mano
rummoli-terminal-hand-of-total = Mano { $n } di { $total } ·{" "}
rummoli-your-hand = La tua mano
rummoli-your-poker-hand = La tua mano di poker
rummoli-exchange = x prendi il monte
rummoli-auction-option = a mettilo all'asta
rummoli-bid = b { $min } (o più) per offrire
rummoli-pass = p passa
rummoli-check = k parola
rummoli-bet = bet per puntare
rummoli-call = c vedi
rummoli-raise = r rilancia
rummoli-fold-option = f lascia

## src/games/rummoli/faces/words/ends.rs

rummoli-finished-with-the-most-chips = { $why }{ $value } chiude con più fiches. Fiches restituite: { $value2 }.

## src/games/rummoli/faces/words/mod.rs

rummoli-about = tabellone di fiches, asta del monte, poker e giro, fino a 8 giocatori
rummoli-you-left-the-game-your = Hai lasciato la partita: si gioca per te fino alla fine di questa mano, poi le tue fiches tornano a te.

## src/games/rummoli/faces/picture.rs

rummoli-game-over-one-winner = Partita finita: { $who } chiude con più fiches, { $chips } ({ $gain }).
rummoli-game-over-tied-winners = Partita finita: { $who } chiudono con più fiches, { $chips } a testa ({ $gain }).

## src/games/rummoli/faces/terminal.rs

rummoli-ante = Posta: { $names } mettono { $each } a testa sul tabellone, una su ogni casella.
rummoli-bid-not-a-number = “{ $rest }” non è un numero di fiches: scrivi b 3 per offrirne 3.
rummoli-the-final-deal-each-player = L'ultima mano, la mano di poker di ogni giocatore:
rummoli-terminal-poker-hands-shown = Mani di poker mostrate:

## src/games/rummoli/faces/words/ends.rs

rummoli-went-out = Mano { $hand_no }: { $game_seat_name } ha chiuso e prende la casella Rummoli.
rummoli-deadlock = Mano { $hand_no }: stallo — nessuno poteva cambiare colore; ogni carta in mano ha pagato 1 fiche al Rummoli.

## src/games/rummoli/seam.rs

rummoli-name = Rummoli
rummoli-counter-rummolis-label = Chiusure (casella Rummoli)
rummoli-counter-poker-won-label = Caselle Poker vinte

## src/games/rummoli/options.rs

rummoli-option-buy-in-about = Fiches che ognuno porta al tavolo
rummoli-option-hands-about = Mani da giocare (di norma una a testa)
rummoli-option-hands-one = 1 mano
rummoli-option-hands-many = { $value } mani
rummoli-option-poker-about = Come si vince la casella del poker
rummoli-choice-showdown = carte scoperte
rummoli-choice-betting = con puntate
rummoli-shown = poker: { $value }
## src/games/rummoli/faces/words/mod.rs

# A count of chips with its word: $chips is the number written with the language's thousands separator (1,500), $count the same number, to choose the word by.
rummoli-chips = { $count ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }

## src/games/rummoli/faces/words/board.rs

# The poker hands' categories.
rummoli-poker-high-card = carta alta
rummoli-poker-pair = coppia
rummoli-poker-two-pair = doppia coppia
rummoli-poker-three-of-a-kind = tris
rummoli-poker-straight = scala
rummoli-poker-flush = colore
rummoli-poker-full-house = full
rummoli-poker-four-of-a-kind = poker
rummoli-poker-straight-flush = scala colore

## src/games/rummoli/faces/words/ends.rs

# Said before who finished with the most chips; it ends with a space.
rummoli-cancelled-board-shared = Partita annullata: il tabellone è stato diviso.{" "}
# Said before who finished with the most chips; it ends with a space.
rummoli-too-few-could-ante = Troppo pochi giocatori potevano pagare.{" "}

## src/games/rummoli/faces/words/refusals.rs

rummoli-refusal-nobody-to-act = Adesso nessuno deve decidere.
# The refusals of something the hand does not expect now, each saying what it expects.
rummoli-refusal-dealer-chooses = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-bid-or-pass = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-not-betting = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-check-or-bet = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-fold-call-or-raise = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-lead = Adesso non puoi farlo: usa i pulsanti della tua mano.
rummoli-refusal-bid-too-low = Offri almeno { $count ->
        [one] 1 fiche
       *[other] { $chips } fiches
    }, o passa.
rummoli-refusal-bid-over-stack = Hai solo { $count ->
        [one] 1 fiche
       *[other] { $chips } fiches
    }: non puoi offrire di più.
rummoli-refusal-not-enough-chips = Non hai le fiches per farlo: ne hai { $count ->
        [one] 1 fiche
       *[other] { $chips } fiches
    }.
rummoli-refusal-raise-cap = Le puntate sono al massimo: una puntata e 3 rilanci. Vedi o lascia.
rummoli-refusal-not-a-lead = Puoi aprire solo con una delle tue carte più basse: { $cards }.
rummoli-refusal-card-not-in-hand = Non hai { $card } in mano.
rummoli-refusal-already-left = Hai già lasciato questa partita.
rummoli-refusal-bad-deck-order = Una distribuzione richiede il mazzo di 52 carte.
rummoli-refusal-bad-player-count = Una partita vuole da 2 a 8 giocatori; ce ne sono { $players }.
rummoli-refusal-bad-buy-in = La quota d'ingresso deve essere di almeno 9 fiches, una per casella.

## src/games/rummoli/faces/words/events.rs

# "You" is the terminal's own player, whose verb agrees with it.
rummoli-took-widow-unseen = { $player } ha preso il monte senza guardarlo; la sua mano è morta.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-auctions-widow = { $player } mette all'asta il monte.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-bids = { $player } offre { $chips }.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-passes = { $player } passa.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-buys-widow = { $player } compra il monte per { $chips }.
rummoli-widow-dead = Nessuna offerta: il monte è morto.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-checks = { $player } passa la parola.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-bets-1-chip = { $player } punta 1 fiche.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-calls = { $player } vede.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-raises-1-chip = { $player } rilancia di 1 fiche.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-folds = { $player } lascia.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won = Poker: { $winners } { $count ->
        [one] vince
       *[other] si dividono
    } la casella Poker.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-poker-won-unshown = Poker: { $winners } { $count ->
        [one] vince
       *[other] si dividono
    } la casella Poker senza mostrare.
# "You" is the terminal's own player, whose verb agrees with it.
rummoli-plays = { $player } gioca { $cards }.
rummoli-timed-out = { $player } ha finito il tempo: si è giocato per lui.
rummoli-left = { $player } ha lasciato la partita.
# "You" is the terminal's own player, whose verb agrees with it. $chips is a count of chips with its word, like "12 chips".
rummoli-out-takes-stack = { $player } è fuori e si riprende { $chips }.
# The widow's buyer pays the dealer. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-dealer-for-widow = { $payer } paga { $chips } al mazziere, { $dealer }.
# $space is a space of the board, like "J♦" or "Poker". $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-collects-from-space = { $taker } incassa { $chips } dalla casella { $space }.
# Whoever went out is paid a chip for each card the others hold. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-for-cards-held = { $payer } paga { $chips } a { $taker }, una per carta in mano.
# A deadlock: every card held pays a chip to a space of the board ($space, like "Rummoli"). $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-pays-space-deadlock = { $payer } paga { $chips } alla casella { $space }, una per carta.
# The final deal shares out the board. $chips is a count of chips with its word, like "12 chips". "You" is the terminal's own player, whose verb agrees with it.
rummoli-takes-from-space = { $taker } prende { $chips } dalla casella { $space }.
# $winners names the winners; $count is how many they are. "You" is the terminal's own player, whose verb agrees with it.
rummoli-final-deal = Ultima distribuzione: { $winners } { $count ->
        [one] prende
       *[other] si dividono
    } il tabellone.

## src/games/rummoli/faces/words/screen.rs

# Said as $high_bid in the auction's lines. $chips is a count of chips with its word, like "12 chips".
rummoli-highest-bid = offerta più alta { $chips } di { $bidder }
# Said as $high_bid in the auction's lines.
rummoli-no-bid-yet = ancora nessuna offerta
rummoli-you-deal-choose = **Sei di mano.** Prendi il monte senza guardarlo (la tua mano muore), o mettilo all'asta: chi offre di più ti paga.
rummoli-dealer-chooses = { $dealer } (mazziere) sceglie: cambio o asta.
# $high_bid is the highest bid so far, or that there is none; $stack, your chips, like "95 chips".
rummoli-your-bid = **Tocca a te offrire** per il monte: { $high_bid }. Hai { $stack }. Chi passa non offre più.
# $high_bid is the highest bid so far, or that there is none.
rummoli-auction-waiting = Asta del monte: { $high_bid }; offre { $bidder }.
# $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-check-or-bet = **Puntate del poker:** passa la parola, o punta 1 fiche. Casella Poker: { $pot }.
# $owed: the chips you must put to call; $pot: the chips on the Poker space, like "5 chips".
rummoli-betting-to-call = **Puntate del poker:** { $owed } per vedere; lascia, vedi o rilancia di 1. Casella Poker: { $pot }.
rummoli-betting-waiting = Puntate del poker: tocca a { $player }.
rummoli-your-lead = **Tocca a te aprire:** scegli quale delle tue carte più basse giocare.
rummoli-chooses-lead = { $player } sceglie con che carta aprire.
rummoli-plays-next = Giro: ora gioca { $player }.
# $cards is how many cards you hold.
rummoli-your-cards = Le tue carte ({ $cards }):
rummoli-widow-face-down = Monte: { $cards } carte coperte.
# A seat out of the game, in the list of seats. $chips is a count of chips with its word, like "12 chips".
rummoli-seat-out-took = fuori, ha ripreso { $chips }
# A seat's chips ($stack, like "95 chips") and how many cards it holds, in the list of seats.
rummoli-seat-stack-and-cards = { $stack } · { $cards } carte
rummoli-hand-of-hands = Mano { $hand } di { $hands }
# $chips is a count of chips with its word, like "12 chips".
rummoli-bid-button = Offri { $chips }
rummoli-pass-button = Passo
rummoli-take-widow-button = Prendo il monte
rummoli-auction-button = All'asta
rummoli-run-out = Giro
# The betting buttons.
rummoli-check-button = Parola
rummoli-bet-button = Punto 1
rummoli-call-button = Vedo
rummoli-raise-button = Rilancio 1
rummoli-fold-button = Lascio

## src/games/rummoli/faces/terminal.rs

# What a player types (x, a, b N, p, k, bet, c, r, f, q, and cards like 5c, 10h) stays as it is.
rummoli-help = Comandi: x = prendi il monte (mazziere), a = mettilo all'asta, b N = offri N fiches, p = passa, k = parola, bet = punta 1, c = vedi, r = rilancia di 1, f = lascia, una carta (come 5c, 10h) = aprila quando puoi scegliere. Ogni altra giocata è fatta per te. q = esci. Semi: s picche, h cuori, d quadri, c fiori.
rummoli-cards-held = { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    }
rummoli-board-heading = Tabellone
# What you may type to lead a card.
rummoli-lead-card = apri con { $card }
# What you may type to lead one of several cards: $cards lists all of them but the last.
rummoli-lead-one-of-cards = apri con { $cards } o { $last }
