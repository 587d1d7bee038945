
## src/i18n/settings.rs

settings-only-members-with-the-manage = Solo chi ha il permesso **Gestisci server** può vedere e cambiare le impostazioni di Rumino. Non è stato cambiato nulla.
settings-rumino-settings-of-this-server = ⚙️ Impostazioni di Rumino in questo server
settings-settings-saved-new-tables-and = ✅ Impostazioni salvate. Da ora le usano i nuovi tavoli e i nuovi giocatori; i tavoli aperti tengono le loro.
settings-tables-cannot-be-opened-in = In questo server non si possono aprire tavoli in questo canale. Usa uno di questi: { $list }.
settings-it = tutti i canali
settings-bot-default = predefinita del bot
settings-separate = in una classifica a parte
settings-hidden = non in classifica
settings-none-every-game-plays-the = nessuno: ogni gioco usa quelle del bot
settings-this-server-s-defaults-for = ⚙️ { $game }: impostazioni del server per i nuovi tavoli
settings-four = L'immagine della tua mano userà quattro colori (♠ nero, ♥ rosso, ♦ blu, ♣ verde) in ogni server, dal prossimo cambiamento.
settings-two = L'immagine della tua mano userà i due colori classici (♠ ♣ nero, ♥ ♦ rosso) in ogni server, dal prossimo cambiamento.
settings-your-hand-s-picture-will = L'immagine della tua mano userà i colori di ogni server, dal prossimo cambiamento.
