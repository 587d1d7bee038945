
## src/i18n/tournament.rs

tournament-terms-rounds = , { $r } rondas
tournament-pool-chips = bolsa de { $n } fichas
tournament-chips-paid-out = { $n } fichas pagadas
tournament-players-tables-of-buy-in = { $players } jugadores, mesas de { $table_size }{ $rounds }; inscripción { $entry }, { $pool }
tournament-table = Mesa
tournament-finished-final-standings = Terminado: clasificación final
tournament-status-sign-ups-open = Inscripciones abiertas: { $signed } de { $players }. Lo inicia quien lo creó; los bots ocupan las plazas libres.
tournament-round-is-being-played = Se está jugando la ronda { $r }
tournament-standings = Clasificación
tournament-round = Ronda { $round }
tournament-sign-up = Inscribirse
tournament-start = Empezar
tournament-bye = descansa
tournament-done = Ya estás inscrito. ¡Suerte!
tournament-twice = Ya estabas inscrito. No se ha cambiado nada.
tournament-closed = Este torneo ya ha empezado: las inscripciones están cerradas. No se ha cambiado nada.
tournament-full = Este torneo está completo. No se ha cambiado nada.
tournament-short = La inscripción cuesta { $needed } fichas y tienes { $available }. Reclama tus fichas diarias con /rumino diario. No se ha cambiado nada.
tournament-short-with-table-chips = Para inscribirte necesitas { $needed } fichas (la inscripción, más { $tables } por las fichas que las mesas de este juego piden a cada jugador durante el torneo) y tienes { $available }. Reclama tus fichas diarias con /rumino diario. No se ha cambiado nada.
tournament-only-whoever-created-the-tournament = Solo quien creó el torneo, o un miembro con Gestionar servidor, puede iniciarlo. No se ha cambiado nada.
tournament-the-tournament-has-started-each = El torneo ha empezado: cada mesa se abre en su propio hilo.
tournament-this-tournament-has-already-started = Este torneo ya ha empezado. No se ha cambiado nada.
tournament-there-is-no-such-tournament = Ese torneo no existe.
tournament-tournament-round-table = Torneo { $tournament } · ronda { $round } · mesa { $value }
tournament-tables-of-need-more-players = Para mesas de { $table_size } hacen falta más de { $players } jugadores. No se ha creado nada.
tournament-you-play-at-this-tournament = Juegas en esta mesa del torneo, así que no puedes anularla: una partida de torneo termina jugándose (si la abandonas, la pierdes). Puede cerrarla quien organiza el torneo, o un miembro con Gestionar servidor que no juegue aquí. No se ha cambiado nada.
tournament-only-the-tournament-s-organiser = Solo quien organiza el torneo, o un miembro con Gestionar servidor, puede cerrar una mesa del torneo. No se ha cambiado nada.
tournament-needs-text-channel = Un torneo abre cada una de sus mesas en un hilo de su canal, y Discord solo abre hilos en un canal de texto, no dentro de un hilo: usa esto en uno de los canales de texto del servidor. No se ha creado nada.
tournament-needs-thread-permissions = Un torneo abre cada una de sus mesas en un hilo de este canal, y aquí no puedo: necesito los permisos Crear hilos públicos y Enviar mensajes en hilos. Pide a un moderador que los conceda, o usa esto en otro canal. No se ha creado nada.
tournament-create-a-tournament-of-here = Crea aquí un torneo de { $game }

## src/i18n/tournament.rs

tournament-swiss = Torneo de { $game } (suizo)
tournament-knockout = Torneo de { $game } (eliminación directa)

## src/i18n/tournament.rs: a place in a tournament (1st, 2nd, 3rd, 4th, 11th, 21st…).

tournament-ordinal = { $n }.º
