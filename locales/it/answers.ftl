
## src/i18n/commands.rs

answers-missing-permissions = Per ospitare un tavolo qui mi servono i permessi { $list } in questo canale. Chiedi a un moderatore di darmeli, o usa un altro canale.
answers-pictures-need-attach-files = Immagini disattivate qui: un admin può dare a Rumino il permesso Allega file in questo canale.
answers-computer-players-and-you-do = { $bots } giocatori computer più te non entrano in { $seats } posti.
answers-left-and-forfeited = Hai lasciato la partita e rinunciato: le tue fiches restano nel piatto.
answers-the-game-goes-on-without = La partita continua senza di te.
answers-game-ends-with-this-hand = Con un solo giocatore rimasto, la partita finisce con questa mano.
answers-you-left-the-table = Ti sei alzato dal tavolo.
answers-the-table-is-closed-if = Il tavolo è chiuso. Se nessuna mano era stata segnata, chi è ancora in gioco riprende la sua posta; altrimenti il punteggio più basso ancora in gioco prende il piatto.
answers-start = apri
answers-help =
    {"*"}*{ $name }** — { $about }.
    • `/rumino apri rumino` apre un tavolo qui; gli altri premono **Siediti**, chi l'ha aperto preme **Comincia**. Ogni gioco ha il suo `apri`, con solo le sue opzioni.
    • Premi **Mostra la mia mano** (o `/rumino hand`) per vedere le carte e giocare: pesca, prendi lo scarto, scarta, bussa, gin, rumino.
    • Le combinazioni sono 3–4 carte uguali o 3–4 in scala dello stesso seme; i jolly sono liberi. Si bussa con 7 o meno; il gin (una di 4 e una di 3) vale −10; un rumino di 7 carte vince la partita.
    • Oltre 100 punti sei fuori (rientri ammessi con 3+ giocatori). L'ultimo in gioco prende il piatto.
    • `/rumino balance`, `/rumino daily` (fiches gratis una volta al giorno), `/rumino leaderboard`, `/rumino stats`, `/rumino history`.
    • `/rumino leave`, `/rumino cancel` (chi ha aperto o i moderatori), `/rumino rules` per le regole complete.
    • `/rumino partite`: i tuoi tavoli, prima quelli che aspettano te. `/rumino-menzioni`: una menzione al tuo turno nei tavoli lenti.
    • Aggiunto al tuo account, Rumino gioca anche nei tuoi DM e nei gruppi, con fiches tutte loro.
    • Altri giochi: { $others }; `/rumino rules game:` per le loro regole.
    • Chi gestisce il server: `/rumino-impostazioni server` (fiches, canali, giocatori computer) e `/rumino-impostazioni <gioco>` (le impostazioni di ogni gioco per i nuovi tavoli).
answers-that-option-value-is-not = Il valore{ $what } non è valido: { $why }. Controlla le opzioni del comando e riprova.
answers-server-only = Questo comando è per i server che hanno aggiunto Rumino (impostazioni e tornei): usalo in un loro canale.

## src/i18n/commands.rs

answers-rules-intro = Apri un tavolo con `/rumino apri { $game }`; chi gestisce il server ne sceglie le impostazioni con `/rumino-impostazioni { $game }`.
