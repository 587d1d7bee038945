
## src/i18n/settings.rs

settings-only-members-with-the-manage = Solo chi ha il permesso **Gestisci server** può vedere e cambiare le impostazioni di Rumino. Non è stato cambiato nulla.
settings-rumino-settings-of-this-server = ⚙️ Impostazioni di Rumino in questo server
settings-settings-saved-new-tables-and = ✅ Impostazioni salvate. Da ora le usano i nuovi tavoli e i nuovi giocatori; i tavoli aperti tengono le loro.
settings-tables-cannot-be-opened-in = In questo server non si possono aprire tavoli in questo canale. Usa uno di questi: { $list }.
settings-channels-all = tutti i canali
settings-bot-default = predefinita del bot
settings-separate = in una classifica a parte
settings-hidden = non in classifica
settings-games-none = nessuno: ogni gioco usa quelle del bot
settings-this-server-s-defaults-for = ⚙️ { $game }: impostazioni del server per i nuovi tavoli
settings-four = L'immagine della tua mano userà quattro colori (♠ nero, ♥ rosso, ♦ blu, ♣ verde) in ogni server, dal prossimo cambiamento.
settings-two = L'immagine della tua mano userà i due colori classici (♠ ♣ nero, ♥ ♦ rosso) in ogni server, dal prossimo cambiamento.
settings-your-hand-s-picture-will = L'immagine della tua mano userà i colori di ogni server, dal prossimo cambiamento.

## src/i18n/settings.rs

settings-error-starting-chips = Le fiches iniziali devono essere tra 0 e { $max }.
settings-error-daily-grant = Le fiches giornaliere devono essere tra 1 e { $max }.
settings-error-win-rate-min-games = Il minimo per la percentuale di vittorie deve essere tra 1 e 1.000 partite.
settings-error-too-many-channels = Al massimo 25 canali possono ospitare tavoli.
settings-error-nothing-changed = { $what } Non è stato cambiato nulla.
settings-option-out-of-range = `{ $option }` deve essere tra { $min } e { $max }.
settings-option-not-a-choice = `{ $option }` accetta solo: { $choices }.
settings-option-wrong-kind = `{ $option }` non accetta quel tipo di valore.
settings-option-computer-delay = La pausa dei giocatori computer può essere al massimo di 10.000 ms.
settings-option-lobby-seconds = L'attesa della sala deve essere tra 30 secondi e un giorno.
settings-option-not-for-game = `{ $option }` non è un'opzione di questo gioco: lasciala fuori.
settings-line-starting-chips = **Fiches iniziali:** { $chips }
settings-line-daily-grant = **Fiches giornaliere:** { $chips }
settings-line-channels = **Canali che possono ospitare tavoli:** { $channels }
settings-line-computer-delay = **Pausa dei giocatori computer:** { $delay }
settings-line-computers-in-rankings = **Giocatori computer in classifica:** { $computers }
settings-line-win-rate-min-games = **Partite necessarie per la classifica a percentuale:** { $games }
settings-line-games = **Giochi con impostazioni proprie del server:** { $games }
settings-line-pictures = **Immagini del tavolo:** { $on }
settings-line-picture-colours-four = **Colori delle immagini del tavolo:** quattro (♠ nero, ♥ rosso, ♦ blu, ♣ verde)
settings-line-picture-colours-two = **Colori delle immagini del tavolo:** due (classico)
settings-line-web = **Pagine web (classifiche, profili, replay, tornei):** { $on }
settings-line-turn-pings = **Menzioni del turno nei tavoli lenti, per chi le chiede:** { $on }
settings-on = sì
settings-off = no
