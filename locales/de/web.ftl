
## src/web/chart.rs

web-now = jetzt{" "}

## src/web/layout.rs

web-rumino-hosts-rummy-family-card = Rumino bietet Kartenspiele der Rommé-Familie auf Discord an.

## src/web/leaderboard_page.rs

web-games = Spiele
web-rankings = Ranglisten
web-periods = Zeiträume
web-player = Spieler
web-games-rated = Gewertete Partien
web-leaderboard-games-column = Partien
web-pages = Seiten

## src/web/mod.rs

web-a-player = ein Spieler

## src/web/profile_page.rs

web-profile-games-nav = Spiele
web-ended = Beendet
web-result = Ergebnis
web-chips = Chips
web-against = Gegen
web-replay = Replay

## src/web/replay_page.rs

web-the-whole-game-as-json = Die ganze Partie als JSON
web-first-step = Erster Schritt
web-last-step = Letzter Schritt
web-previous-step = Vorheriger Schritt
web-next-step = Nächster Schritt
web-steps = Schritte
web-back = ◀ Zurück
web-forward = Vor ▶
web-hands = Runden

## src/web/server.rs

web-rumino-hosts-rumino-rummy-tuscan = Rumino bietet Rumino, Rummy, Toskana-Ramino, Rummoli und Rumminy in Discord-Kanälen an. Server, die ihre Seiten freischalten, zeigen hier ihre Ranglisten, Mitgliederprofile, beendete Partien und Turniere.
web-a-member-who-may-manage = Ein Mitglied, das einen Server verwalten darf, schaltet sie mit /rumino-einstellungen server web:True ein; die Nachrichten des Bots verlinken dann hierher. Jeder Spieler kann eine eigene beendete Partie über /rumino replay teilen.
web-rumino-on-the-web = Rumino im Web

## src/web/tournament_page.rs

web-replays = Replays
web-table = Tisch{" "}

## src/web/mod.rs, src/web/guard.rs: pages that are not there, a failure, too many requests

web-not-found-title = Seite nicht gefunden
web-not-found = Diese Seite gibt es nicht. Die Seiten eines Servers gibt es nur, solange der Server sie eingeschaltet hat; eine geteilte Partie öffnet sich nur über ihren vollständigen Link.
web-failed-title = Etwas ist schiefgelaufen
web-too-many-requests = Zu viele Anfragen: Warte einen Moment und lade die Seite neu.
