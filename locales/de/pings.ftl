
## src/i18n/pings.rs

pings-turn-ping = ⏰ { $mention }, du bist bei { $game } am Zug: { $link }
pings-outside-servers-there-are-no = Außerhalb von Servern gibt es keine Pings: Ein Tisch in einer DM oder Gruppen-DM zeigt beim Öffnen, wer am Zug ist.
pings-this-server-does-not-send = Dieser Server sendet sie noch nicht: Die Server-Verwaltung schaltet sie mit `/rumino-einstellungen server zug_pings:True` ein.
pings-your-tables-here = 🃏 Deine Tische hier
pings-no-tables = Du sitzt an keinem Tisch auf diesem Server. `/rumino start` eröffnet einen.
pings-outside-a-server-this-message = _Außerhalb eines Servers aktualisiert sich diese Nachricht bei jedem Klick: Nach einer ruhigen Viertelstunde drück auf „Meine Karten zeigen“._

## src/i18n/pings.rs

pings-you-will-be-pinged-in = Du wirst im Kanal des Tisches angepingt, wenn du an einem langsamen Tisch (Züge ab 15 Minuten) am Zug bist, auf jedem Server, der Zug-Pings sendet.
pings-you-will-not-be-pinged = Du wirst nicht angepingt, wenn du am Zug bist.
pings-your-turn = ▶ **{ $game }** — du bist am Zug: { $link }
pings-waiting-for-others = · { $game } — wartet auf andere: { $link }
