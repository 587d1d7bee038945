
## src/i18n/table.rs

table-friendly-game = { $game } — Freundschaftsspiel
table-stake-title = { $game } — Einsatz { $stake } Chips
table-buy-in-title = { $game } — Einkauf { $buy_in } Chips
table-seats-header = **Plätze** ({ $taken }/{ $seats }) — Gastgeber: { $host }
table-table-closed = Dieser Tisch ist geschlossen. Eröffne einen neuen mit `/rumino start`.
table-rating-changes = 📈 Elo: { $list }
table-closes-unless-started = Wird { $t } geschlossen, wenn der Gastgeber keine Partie startet.
table-join = Beitreten
table-leave = Aufstehen
table-add-computer = Computerspieler hinzufügen
table-start = Starten
table-play-again = Nochmal spielen
table-show-my-hand = Meine Karten zeigen
table-footer = Tisch { $table } · { $game }
table-seat-left = {" "}— gegangen
table-seat-out = {" "}— ausgeschieden
table-seat-line = { $marker }{ $n }. **{ $name }** — { $score } Pkt.{ $status }
table-pool = Pott: **{ $pool }** Chips · Runde { $hand }
table-time-runs-out = {" "}— Zeit läuft { $t } ab
table-turn = Am Zug: **{ $name }**{ $when }
table-last-hand = Letzte Runde: { $what }
table-not-seated = Du sitzt nicht an diesem Tisch. Tritt über die Tischnachricht bei, solange er auf Spieler wartet.
table-no-hand-in-play = An diesem Tisch wird gerade keine Runde gespielt.
table-draw-stock = Vom Talon ziehen
table-take = { $top } nehmen
table-discard = { $card } ablegen
table-refresh = Aktualisieren
table-stale-hand = Dieser Button stammt aus einem früheren Moment der Partie; hier ist deine aktuelle Hand.
table-draft-busy = Deine letzte Änderung an diesem Zug wird noch verarbeitet. Warte kurz und versuch es dann noch mal.
table-nudge-turn = Du bist am Zug.
