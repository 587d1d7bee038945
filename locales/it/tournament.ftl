
## src/i18n/tournament.rs

tournament-terms-rounds = , { $r } turni
tournament-pool-chips = montepremi { $n } fiches
tournament-chips-paid-out = { $n } fiches pagate
tournament-players-tables-of-buy-in = { $players } giocatori, tavoli da { $table_size }{ $rounds }; iscrizione { $entry }, { $pool }
tournament-table = Tavolo
tournament-finished-final-standings = Finito: classifica finale
tournament-status-sign-ups-open = Iscrizioni aperte: { $signed } su { $players }. Lo avvia chi l'ha creato; i computer riempiono i posti vuoti.
tournament-round-is-being-played = Si gioca il turno { $r }
tournament-standings = Classifica
tournament-round = Turno { $round }
tournament-sign-up = Iscriviti
tournament-start = Avvia
tournament-bye = turno di riposo
tournament-done = Sei iscritto. In bocca al lupo!
tournament-twice = Sei già iscritto. Non è cambiato nulla.
tournament-closed = Il torneo è iniziato: iscrizioni chiuse. Non è cambiato nulla.
tournament-full = Il torneo è al completo. Non è cambiato nulla.
tournament-short = L'iscrizione costa { $needed } fiches e ne hai { $available }. Ritira le fiches del giorno con /rumino daily. Non è cambiato nulla.
tournament-short-with-table-chips = Per iscriverti servono { $needed } fiches — l'iscrizione, e { $tables } per le fiches che i tavoli di questo gioco chiedono a ognuno nel torneo — e ne hai { $available }. Ritira le fiches del giorno con /rumino daily. Non è cambiato nulla.
tournament-only-whoever-created-the-tournament = Solo chi ha creato il torneo, o chi può gestire il server, può avviarlo. Non è cambiato nulla.
tournament-the-tournament-has-started-each = Il torneo è iniziato: ogni tavolo si apre nel suo thread.
tournament-this-tournament-has-already-started = Il torneo è già iniziato. Non è cambiato nulla.
tournament-there-is-no-such-tournament = Questo torneo non esiste.
tournament-tournament-round-table = Torneo { $tournament } · turno { $round } · tavolo { $value }
tournament-tables-of-need-more-players = Tavoli da { $table_size } richiedono più di { $players } giocatori. Non è stato creato nulla.
tournament-you-play-at-this-tournament = Giochi a questo tavolo del torneo, quindi non puoi annullarlo: una partita del torneo finisce giocandola (uscire vale come sconfitta). Può chiuderlo chi ha creato il torneo, o chi può gestire il server e non gioca qui. Non è cambiato nulla.
tournament-only-the-tournament-s-organiser = Solo chi ha creato il torneo, o chi può gestire il server, può chiudere un tavolo del torneo. Non è cambiato nulla.
tournament-needs-text-channel = Un torneo apre ogni suo tavolo in un thread del suo canale, e Discord apre thread solo in un canale testuale, non dentro un thread: usa questo comando in un canale testuale del server. Non è stato creato nulla.
tournament-needs-thread-permissions = Un torneo apre ogni suo tavolo in un thread di questo canale, e io non posso: mi servono i permessi Crea thread pubblici e Invia messaggi nei thread. Chiedili a un moderatore, o usa questo comando in un altro canale. Non è stato creato nulla.
tournament-create-a-tournament-of-here = Crea un torneo di { $game } qui

## src/i18n/tournament.rs

tournament-swiss = Torneo di { $game } (svizzera)
tournament-knockout = Torneo di { $game } (eliminazione diretta)

## src/i18n/tournament.rs: a place in a tournament (1st, 2nd, 3rd, 4th, 11th, 21st…).

tournament-ordinal = { $n }°
