
## src/i18n/pings.rs

pings-turn-ping = ⏰ { $mention }, tocca a te a { $game }: { $link }
pings-outside-servers-there-are-no = Fuori dai server non ci sono menzioni: un tavolo in un DM o in un gruppo mostra a chi tocca quando lo apri.
pings-this-server-does-not-send = Questo server non le invia ancora: chi lo gestisce le attiva con `/rumino-impostazioni server turn_pings:True`.
pings-your-tables-here = 🃏 I tuoi tavoli qui
pings-no-tables = Non sei seduto a nessun tavolo in questo server. `/rumino apri` ne apre uno.
pings-outside-a-server-this-message = _Fuori da un server questo messaggio si aggiorna a ogni clic: dopo un quarto d'ora di silenzio, premi Mostra la mia mano._

## src/i18n/pings.rs

pings-you-will-be-pinged-in = Riceverai una menzione nel canale del tavolo quando tocca a te in un tavolo lento (turni da 15 minuti in su), in ogni server che le invia.
pings-you-will-not-be-pinged = Non riceverai menzioni al tuo turno.
pings-your-turn = ▶ **{ $game }** — tocca a te: { $link }
pings-waiting-for-others = · { $game } — in attesa degli altri: { $link }
