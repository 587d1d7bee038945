
## src/i18n/settings.rs

settings-only-members-with-the-manage = Nur Mitglieder mit der Berechtigung **Server verwalten** können Ruminos Einstellungen sehen und ändern. Es wurde nichts geändert.
settings-rumino-settings-of-this-server = ⚙️ Rumino-Einstellungen dieses Servers
settings-settings-saved-new-tables-and = ✅ Einstellungen gespeichert. Neue Tische und neue Spieler nutzen sie ab sofort; offene Tische behalten ihre.
settings-tables-cannot-be-opened-in = Auf diesem Server können in diesem Kanal keine Tische eröffnet werden. Nutze einen dieser Kanäle: { $list }.
settings-it = alle Kanäle
settings-bot-default = Standard des Bots
settings-separate = getrennt gewertet
settings-hidden = nicht gewertet
settings-none-every-game-plays-the = keine: Jedes Spiel nutzt die Standardwerte des Bots
settings-this-server-s-defaults-for = ⚙️ { $game }: Standardwerte dieses Servers für neue Tische
settings-four = Das Bild deiner Hand nutzt ab seiner nächsten Änderung auf jedem Server vier Farben (♠ schwarz, ♥ rot, ♦ blau, ♣ grün).
settings-two = Das Bild deiner Hand nutzt ab seiner nächsten Änderung auf jedem Server die klassischen zwei Farben (♠ ♣ schwarz, ♥ ♦ rot).
settings-your-hand-s-picture-will = Das Bild deiner Hand nutzt ab seiner nächsten Änderung die Farben des jeweiligen Servers.
