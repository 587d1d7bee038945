
## src/games/ramino/faces/picture.rs

ramino-target = arrivando a
ramino-out = fuori
ramino-last-hand-as-shown = Ultima mano, come mostrata

## src/games/ramino/faces/terminal.rs

ramino-left-the-game = ha lasciato la partita
ramino-draw-stock = d pesca
ramino-take-discard = t prendi
ramino-discard = una carta da scartare (come Fs)
ramino-discard-german-pack = una carta da scartare (come Us)
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
ramino-choice-suit-names-italian = italiani
ramino-shown = semi { $value }
## src/games/ramino/cards.rs

# The French suits' names, as a table with French suit names shows them (♠ ♥ ♦ ♣).
ramino-suit-spades = picche
ramino-suit-hearts = cuori
ramino-suit-diamonds = quadri
ramino-suit-clubs = fiori
# The Italian pack's suits, in the order of the French suits they stand for: batons (♠), cups (♥), coins (♦), swords (♣).
ramino-italian-suit-batons = bastoni
ramino-italian-suit-cups = coppe
ramino-italian-suit-coins = denari
ramino-italian-suit-swords = spade
# The Italian pack's ranks with names: the ace and the three court cards (F, D, R).
ramino-rank-ace = Asso
ramino-rank-fante = Fante
ramino-rank-donna = Donna
ramino-rank-re = Re

## src/games/ramino/faces/words/cards.rs

# A declaration: "dieci" and "sette" are its names in every language; $count cards of the main suit, up to the card $top.
ramino-declaration-dieci = dieci ({ $count } del seme principale, fino a { $top })
ramino-declaration-sette = sette ({ $count } del seme principale, fino a { $top })

## src/games/ramino/faces/words/moves.rs

ramino-drew-stock = { $player } ha pescato dal mazzo.
ramino-took-discard = { $player } ha preso { $card } dagli scarti.
ramino-discarded = { $player } ha scartato { $card }.
ramino-timed-out-discarded = { $player } ha finito il tempo: si è giocato per lui, scartando { $card }.
# "You" is the terminal's own player, whose verb agrees with it.
ramino-declared = { $player } dichiara una mano vincente!
# "You" is the terminal's own player, whose verb agrees with it.
ramino-claimed = { $player } reclama lo scarto: gli completa la mano!
ramino-stock-out = Il mazzo è finito e nessuno ha dichiarato: vince il totale più alto in mano.
ramino-left = { $player } ha lasciato la partita: si gioca per lui fino alla fine della mano.

## src/games/ramino/faces/words/ends.rs

# $declaration is a declaration's name, like "ramino ♥ hearts". "You" is the terminal's own player, whose verb agrees with it.
ramino-won-declaring = { $winner } vince con { $declaration } e segna { $points }.
# The declarer discarded $card, which $claimer claimed to make $claimer_declaration; the higher hand won. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-after-claim = { $declarer } ha dichiarato { $declaration }; { $claimer } ha reclamato { $card } per { $claimer_declaration }. { $winner } vince e segna { $points }.
# $total: the points of the cards in the winner's hand; $points: what the win scores. "You" is the terminal's own player, whose verb agrees with it.
ramino-won-stock-out = Il mazzo è finito: { $winner } vince con { $total } in mano e segna { $points }.

## src/games/ramino/faces/words/refusals.rs

ramino-refusal-draw-first = Prima pesca una carta: dal mazzo o dagli scarti.
ramino-refusal-already-drew = Hai già pescato in questo turno: scarta una carta.
ramino-refusal-first-turn-from-stock = Il primo turno di una mano si pesca dal mazzo.
ramino-refusal-no-discard = Non ci sono scarti: pesca dal mazzo.
ramino-refusal-card-not-in-hand = Non hai { $card } in mano.
ramino-refusal-cannot-discard-taken-card = Hai preso { $card } dagli scarti in questo turno, quindi non puoi scartarla. Scarta un'altra carta.
ramino-refusal-bad-deck-order = Una distribuzione richiede il mazzo completo del tavolo.
ramino-refusal-bad-player-count = Una partita vuole da 2 a 4 giocatori; ce ne sono { $players }.
ramino-refusal-no-rebuys = Nel ramino toscano non si rientra.

## src/games/ramino/faces/words/screen.rs

# $cards is how many cards you hold.
ramino-your-cards = **Le tue carte** ({ $cards }):
ramino-discard-declares = Scarta { $card } e dichiari **{ $declaration }**.
ramino-waiting-for = Si aspetta { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
ramino-discard-and-stock = Scarto: **{ $top }** · mazzo: { $stock }
ramino-first-to-points-wins = vince chi arriva a { $points } punti
# $suits lists the suits with their names, like "♠ spades · ♣ clubs · ♦ diamonds · ♥ hearts".
ramino-suits = Semi: { $suits }
# A seat's score, short, in the list of seats.
ramino-seat-points = { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }

## src/games/ramino/faces/terminal.rs

# The help at a table playing the Italian pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-italian-pack = Comandi: d = pesca dal mazzo, t = prendi lo scarto, una carta (come Fs, 7h, Rc) o x e una carta = scartala; una mano vincente è dichiarata per te. q = esci. Semi: s picche, h cuori, d quadri, c fiori.
# The help at a table playing the German pack. What a player types (d, t, x, q, and cards like Fs, 7h, Rc, Us, 10c) stays as it is.
ramino-help-german-pack = Comandi: d = pesca dal mazzo, t = prendi lo scarto, una carta (come Us, 7h, 10c) o x e una carta = scartala; una mano vincente è dichiarata per te. q = esci. Semi: s picche, h cuori, d quadri, c fiori.
# $text is what the player typed; the ranks and suits are written as the player types them.
ramino-not-a-card-italian-pack = “{ $text }” non è una carta di questo mazzo: scrivi un valore (A, 2–7, F, D, R) e un seme (♠ ♣ ♦ ♥ o s c d h), come F♠ o 7h. Scrivi h per l'aiuto.
ramino-not-a-card-german-pack = “{ $text }” non è una carta di questo mazzo: scrivi un valore (6–10, U, O, K, A) e un seme (♠ ♣ ♦ ♥ o s c d h), come U♠ o 10h. Scrivi h per l'aiuto.
ramino-discarding-declares = Scarta { $card } e dichiari: { $declaration }.
# The target, in "Hand 2 · first to 10 points wins".
ramino-target-points = { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }

## src/games/ramino/faces/words/cards.rs

# Declarations: "gran ramino" and "ramino" are their names in every language; $suit is a suit with its symbol, like "♥ hearts".
ramino-declaration-gran-ramino = gran ramino { $suit }
ramino-declaration-ramino = ramino { $suit }
