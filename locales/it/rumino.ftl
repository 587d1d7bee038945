
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
rumino-deadwood-2 = legno morto
rumino-draw-stock = d pesca
rumino-take-discard = t prendi
rumino-knock-2 = k bussa
rumino-claim-rumino = c RECLAMA lo scarto per un rumino
rumino-a-card-to-discard-like = una carta da scartare (come 7h)

## src/games/rumino/faces/words.rs

rumino-rumino-2 = con un rumino
rumino-three-gins-2 = con un gin in ognuna delle prime tre mani
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
rumino-knock-3 = Bussa
rumino-claim = Reclama { $top } per il RUMINO!
rumino-rebuy = Rientra ({ $cost } fiches)
rumino-no-rebuy = Non rientro
rumino-nudge-claim = Uno scarto completa il tuo rumino: reclamalo ora!
rumino-nudge-rebuy = Sei fuori: rientri o no?

## src/games/rumino/faces/words.rs

rumino-discarded = { $who } ha scartato { $card }.
rumino-ran-out-of-time-played = { $who } ha finito il tempo: si è giocato per lui, scartando { $card }.
rumino-knock-4 = { $name } ha bussato.
rumino-gin = { $name } ha fatto gin: −10!
rumino-rumino-3 = { $name } ha fatto RUMINO!
rumino-claimed-rumino = { $name } ha reclamato lo scarto per un RUMINO!
rumino-stock-out = Il mazzo è finito: ognuno segna i punti delle carte sciolte.
rumino-abandoned = La mano è stata abbandonata.

## src/games/rumino/faces/words.rs

rumino-drew-stock = { $name } ha pescato dal mazzo.
rumino-took-discard = { $name } ha preso { $card } dagli scarti.
rumino-reshuffled = Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.
rumino-left-2 = { $name } ha lasciato la partita.

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
