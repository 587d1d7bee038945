
## src/games/rumino/faces/picture.rs

rumino-rumino = con un rumino
rumino-three-gins = con un gin nelle prime tre mani
rumino-last-player-in = con il punteggio più basso
rumino-knock = Bussa
rumino-left = uscito
rumino-out = eliminato
rumino-last-hand-as-shown = Ultima mano, come mostrata
rumino-deadwood = punti morti

## src/games/rumino/faces/terminal.rs

rumino-careful-knocking-adds-your-points = Attenzione: bussando aggiungi i tuoi { $deadwood } punti di legno morto al tuo punteggio di { $score }. { $after } supera { $ELIMINATION_SCORE }, quindi saresti fuori.
rumino-deciding-whether-to-rebuy = Decidono se rientrare
rumino-terminal-deadwood = legno morto
rumino-draw-stock = d pesca
rumino-take-discard = t prendi
rumino-knock-option = k bussa
rumino-claim-rumino = c RECLAMA lo scarto per un rumino
rumino-a-card-to-discard-like = una carta da scartare (come 7h)

## src/games/rumino/faces/words.rs

rumino-game-over-by-rumino = con un rumino
rumino-game-over-by-three-gins = con un gin in ognuna delle prime tre mani
rumino-last-player-standing = restando l'ultimo in gioco
rumino-all-eliminated = con il punteggio più basso
rumino-cancelled-settled = con il punteggio più basso all'annullamento
rumino-italian-knock-rummy-for-to = il ramino a bussata italiano, da 2 a 6 giocatori

## src/games/rumino/faces/words_tx.rs

rumino-seat-cards = {" "}· { $n } carte
rumino-seat-rebuys = {" "}· rientri { $n }
rumino-discard-line = Scarto: **{ $top }** · mazzo: { $stock } carte · mazziere: { $dealer }
rumino-waiting-rebuys = Si aspettano le decisioni sui rientri: { $names } — si chiude { $closes }
rumino-your-hand = **La tua mano** — sciolte **{ $deadwood }**
rumino-hand-status = Scarto: **{ $top }** · mazzo: { $stock } · il tuo punteggio: { $score } · piatto: { $pool }
rumino-claim-prompt = ⚡ **{ $top } completa il tuo rumino!** Reclamalo ora, prima che venga coperto.
rumino-rebuy-prompt = Sei fuori. Rientri per **{ $cost }** fiches con il punteggio più alto ancora in gioco?
rumino-you-are-out = Sei fuori da questa partita.
rumino-discard-now = Tocca a te: scarta una carta, o dichiara gin o rumino.
rumino-draw-now = Tocca a te: pesca dal mazzo o prendi { $top }.
rumino-waiting-for = Si aspetta { $name }.
rumino-waiting-for-rebuys = Si aspettano le decisioni sui rientri.
rumino-knock-button = Bussa
rumino-claim = Reclama { $top } per il RUMINO!
rumino-rebuy = Rientra ({ $cost } fiches)
rumino-no-rebuy = Non rientro
rumino-nudge-claim = Uno scarto completa il tuo rumino: reclamalo ora!
rumino-nudge-rebuy = Sei fuori: rientri o no?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } ha scartato { $card }.
rumino-ran-out-of-time-played = { $who } ha finito il tempo: si è giocato per lui, scartando { $card }.
rumino-hand-end-knock = { $name } ha bussato.
rumino-gin = { $name } ha fatto gin: −10!
rumino-hand-end-rumino = { $name } ha fatto RUMINO!
rumino-claimed-rumino = { $name } ha reclamato lo scarto per un RUMINO!
rumino-stock-out = Il mazzo è finito: ognuno segna i punti delle carte sciolte.
rumino-abandoned = La mano è stata abbandonata.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } ha pescato dal mazzo.
rumino-took-discard = { $name } ha preso { $card } dagli scarti.
rumino-reshuffled = Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.
rumino-left-the-game = { $name } ha lasciato la partita.

## src/games/rumino/seam.rs

rumino-name = Rumino
rumino-counter-gins-label = Gin
rumino-counter-gins-title = Gin
rumino-counter-gins-choice = gin
rumino-counter-ruminos-label = Rumino
rumino-counter-ruminos-title = Rumino
rumino-counter-ruminos-choice = rumino
rumino-counter-knocks-label = Bussate

## src/games/rumino/options.rs

rumino-option-knock-limit-about = Punti sciolti massimi con cui si può bussare
rumino-option-knock-limit-shown = si bussa con { $value } o meno
rumino-option-ace-high-about = Ammetti le scale Q-K-A
rumino-option-ace-high-yes = Q-K-A ammessa
rumino-option-ace-high-no = {""}
rumino-option-undercut-penalty-about = +10 punti a chi bussa senza le sciolte più basse
rumino-option-undercut-penalty-yes = +10 a chi bussa senza le sciolte più basse
rumino-option-undercut-penalty-no = {""}
## src/games/rumino/faces/words.rs

# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown = { $who }: { $cards } | sciolte { $deadwood } → { $points } { $points_abs ->
        [one] punto
       *[other] punti
    }, totale { $score }
# $points: the points the hand added, signed (+12, -10); $points_abs: how many, without the sign.
rumino-hand-shown-eliminated = { $who }: { $cards } | sciolte { $deadwood } → { $points } { $points_abs ->
        [one] punto
       *[other] punti
    }, totale { $score } — eliminato
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-winner-deals-first = { $who } ha vinto l'ultima partita e distribuisce per primo.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-eliminated = { $who } è fuori con { $score } punti.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-rebought = { $who } rientra per { $cost } fiches, con { $score } punti.
# $who is a seat's name: "You" is the terminal's own player, whose verb agrees with it.
rumino-declined-rebuy = { $who } non rientra ed è fuori dalla partita.
rumino-refusal-out-of-this-hand = Sei fuori da questa partita, quindi non puoi giocare questa mano.
rumino-refusal-draw-first = Prima pesca una carta: dal mazzo o dagli scarti.
rumino-refusal-already-drew = Hai già pescato in questo turno: scarta una carta, oppure dichiara gin o rumino.
rumino-refusal-discard-pile-empty = Gli scarti sono vuoti: pesca dal mazzo.
rumino-refusal-card-not-in-hand = Non hai { $card } in mano.
rumino-refusal-cannot-discard-taken-card = Hai preso { $card } dagli scarti in questo turno, quindi non puoi scartarla in questo turno. Scarta un'altra carta.
rumino-refusal-knock-too-high = Puoi bussare solo con { $limit } punti o meno; tu ne hai { $deadwood }.
rumino-refusal-not-gin = Non è gin: il gin vuole una combinazione di 4 e una di 3 con 7 carte (hai { $deadwood } punti di scarto).
rumino-refusal-not-rumino = Non è un rumino: serve una scala a colore di 7 carte o 7 carte uguali.
rumino-refusal-no-claim = Adesso non c'è uno scarto che puoi reclamare per un rumino.
rumino-refusal-no-rebuy-offer = Non hai un rientro da decidere.
rumino-refusal-awaiting-rebuys = La partita aspetta le decisioni sui rientri.
rumino-refusal-bad-deck-order = Una distribuzione richiede il mazzo completo di 108 carte.
rumino-refusal-bad-player-count = Una partita vuole da 2 a 6 giocatori; ce ne sono { $players }.

## src/games/rumino/faces/terminal.rs

# The letters and card names a player types (d, t, 7h, x, k, g, r, c, y, s, n, q) stay as they are.
rumino-help = Comandi: d = pesca dal mazzo, t = prendi lo scarto, una carta (7h, 10♦, Joker) o x e una carta = scartala, k = bussa, g = gin, r = rumino, c = reclama lo scarto per un rumino, s / n = rientra o no, q = esci. Nella tua mano, [ ] raccoglie le carte che fanno combinazione; il resto è legno morto. Semi: s picche, h cuori, d quadri, c fiori.
# $text is what the player typed.
rumino-not-a-card = “{ $text }” non è una carta: scrivi un valore (A, 2–10, J, Q, K) e un seme (♠ ♥ ♦ ♣ o s h d c), come 7♥, 10s o Qd, oppure Joker. Scrivi h per l'aiuto.
# $pool is a whole phrase, like "pool 20 chips".
rumino-hand-and-limit = Mano { $hand } · oltre { $limit } punti si è fuori · { $pool }
rumino-rebuy-or-not = Sei fuori. Rientri per { $cost } fiches? (s/n)

## src/games/rumino/faces/words_tx.rs

# The buttons that declare gin and rumino.
rumino-gin-button = Gin!
rumino-rumino-button = RUMINO!

## src/games/rumino/faces/terminal.rs

# What the prompt offers: the letter is what the player types.
rumino-gin-option = g gin
rumino-rumino-option = r rumino
