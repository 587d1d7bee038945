
## src/games/rummy/faces/picture.rs

rummy-target = arrivando a
rummy-hands = con il totale più alto
rummy-out = fuori
rummy-cards-left-at-the-last = Carte rimaste all'ultima mano
rummy-must-use = da usare

## src/games/rummy/faces/terminal.rs

rummy-is-not-a-card-write = “{ $text }” non è una carta: scrivi un valore (A, 2–10, J, Q, K) e un seme (♠ ♥ ♦ ♣ o s h d c), come 7♥, 10s o Qd. Scrivi h per l'aiuto.
rummy-name-the-cards-to-meld = Indica le carte da calare, come: m 7h 8h 9h
rummy-lay-off-needs-card-and-meld = Indica una carta e il numero di una combinazione, come: o 7h 2
rummy-is-not-a-meld-number = non è il numero di una combinazione
rummy-meld = combinazione
rummy-you-could-meld = Potresti calare
rummy-draw-stock = d pesca
rummy-take-discard = t prendi
rummy-meld-option = m CARTE per calare
rummy-lay-off = o CARTA N per attaccare
rummy-discard = una carta da scartare (come 7h)

## src/games/rummy/faces/words.rs

rummy-total = { $who }: { $cards } ({ $points }) | totale { $total }
rummy-game-over-highest-total = con il totale più alto
rummy-melds = **Combinazioni sul tavolo**
rummy-no-melds = Ancora nessuna combinazione sul tavolo.
rummy-your-turn-draw = **Tocca a te:** pesca dal mazzo o prendi lo scarto.
rummy-your-turn-play = **Tocca a te:** cala, attacca, poi scarta (o chiudi).
rummy-meld-placeholder = Cala…
rummy-lay-off-placeholder = Attacca…
rummy-discard-placeholder = Scarta…
rummy-seat-line-out = {" "}— fuori
rummy-melds-on-the-table = combinazioni sul tavolo

## src/games/rummy/faces/terminal.rs

rummy-hand-of-the-highest-total = Mano { $hand } di { $n } · vince il totale più alto
rummy-hand-first-to-points-wins = Mano { $hand } · vince chi arriva per primo a { $target } punti

## src/games/rummy/seam.rs

rummy-name = Ramino base
rummy-counter-rummies-label = Ramini
rummy-counter-rummies-title = Ramini
rummy-counter-rummies-choice = ramini

## src/games/rummy/options.rs

rummy-nothing = {""}
rummy-option-target-about = Punti che vincono la partita
rummy-option-target-shown = a { $value } punti
rummy-option-hands-about = Mani da giocare invece dei punti
rummy-option-hands-one = 1 mano
rummy-option-hands-many = { $value } mani
rummy-option-ace-high-about = Ammetti le scale Q-K-A; gli assi valgono 15
rummy-option-ace-high-yes = Q-K-A ammessa, assi 15
rummy-option-discard-must-meld-about = Lo scarto si prende solo per calarlo subito
rummy-option-discard-must-meld-yes = scarto preso solo per calarlo
rummy-option-must-discard-to-go-out-about = Si chiude solo scartando l'ultima carta
rummy-option-must-discard-to-go-out-yes = si chiude scartando
## src/games/rummy/faces/words.rs

rummy-drew-stock = { $player } ha pescato dal mazzo.
rummy-took-discard = { $player } ha preso { $card } dagli scarti.
rummy-melded = { $player } ha calato { $cards } (combinazione { $meld }).
rummy-laid-off = { $player } ha attaccato { $card } alla combinazione { $meld }.
rummy-discarded = { $player } ha scartato { $card }.
rummy-timed-out-discarded = { $player } ha finito il tempo: si è giocato per lui, scartando { $card }.
rummy-reshuffled = Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.
rummy-went-out-rummy = { $player } ha chiuso: RAMINO!
rummy-went-out = { $player } ha chiuso.
rummy-dead = Il mazzo è finito di nuovo: la mano è morta.
rummy-left = { $player } ha lasciato la partita.
rummy-out-with-rummy-scored = { $player } ha chiuso con un ramino (doppio) e segna { $points }.
rummy-out-scored = { $player } ha chiuso e segna { $points }.
rummy-hand-dead = La mano è morta: nessuno segna.
# $cards is how many cards you hold.
rummy-your-cards = **Le tue carte** ({ $cards }):
rummy-must-use-taken = Hai preso { $card }: calala o attaccala per prima.
rummy-waiting-for = Si aspetta { $player }.
# $top is the card on top of the discard pile; $stock, how many cards the stock holds.
rummy-discard-and-stock = Scarto: **{ $top }** · mazzo: { $stock }
rummy-first-to-points-wins = vince chi arriva a { $points } punti
rummy-hands-highest-total-wins = { $hands ->
        [one] 1 mano, vince il totale più alto
       *[other] { $hands } mani, vince il totale più alto
    }
# $owner is the player who melded it.
rummy-lay-off-option = { $card } sulla combinazione { $meld } ({ $owner })
# A seat's score, short, in the list of seats.
rummy-seat-points = { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }
rummy-refusal-draw-first = Prima pesca una carta: dal mazzo o dagli scarti.
rummy-refusal-already-drew = Hai già pescato in questo turno: cala, attacca o scarta una carta.
rummy-refusal-card-not-in-hand = Non hai { $card } in mano.
rummy-refusal-card-named-twice = Hai indicato { $card } due volte.
rummy-refusal-not-a-meld = Quelle carte non sono una combinazione: servono 3 o 4 carte dello stesso valore, o 3 o più carte dello stesso seme in fila.
rummy-refusal-no-such-meld = Sul tavolo non c'è la combinazione { $meld }.
rummy-refusal-cannot-lay-off = { $card } non si attacca alla combinazione { $meld }: aggiungi la quarta carta di un tris, o la carta successiva a un'estremità di una scala.
rummy-refusal-cannot-discard-taken-card = Hai preso { $card } dagli scarti in questo turno, quindi non puoi scartarla. Scarta un'altra carta.
rummy-refusal-take-only-to-meld = Puoi prendere { $card } solo se puoi calarla o attaccarla subito: pesca dal mazzo.
rummy-refusal-must-use-taken = Hai preso { $card } dagli scarti: calala o attaccala prima di ogni altra cosa.
rummy-refusal-must-discard-to-go-out = A questo tavolo si chiude scartando l'ultima carta: tienine una da scartare.
rummy-refusal-dead-end = Ti resterebbe solo { $card }, presa dagli scarti, che non puoi scartare.
rummy-refusal-bad-deck-order = Una distribuzione richiede il mazzo completo di 52 carte.
rummy-refusal-bad-player-count = Una partita vuole da 2 a 6 giocatori; ce ne sono { $players }.

## src/games/rummy/faces/terminal.rs

# What a player types (d, t, m 7h 8h 9h, o 7h 2, x, q, and cards written in English: 7h, Qd) stays as it is.
rummy-help = Comandi: d = pesca dal mazzo, t = prendi lo scarto, m 7h 8h 9h = cala quelle carte, o 7h 2 = attacca 7h alla combinazione 2, una carta (come 7h) o x e una carta = scartala, q = esci. Le carte si scrivono in inglese: valore (A, 2–10, J, Q, K) e seme (s picche, h cuori, d quadri, c fiori).
