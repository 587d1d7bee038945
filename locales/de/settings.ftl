
## src/i18n/settings.rs

settings-only-members-with-the-manage = Nur Mitglieder mit der Berechtigung **Server verwalten** können Ruminos Einstellungen sehen und ändern. Es wurde nichts geändert.
settings-rumino-settings-of-this-server = ⚙️ Rumino-Einstellungen dieses Servers
settings-settings-saved-new-tables-and = ✅ Einstellungen gespeichert. Neue Tische und neue Spieler nutzen sie ab sofort; offene Tische behalten ihre.
settings-tables-cannot-be-opened-in = Auf diesem Server können in diesem Kanal keine Tische eröffnet werden. Nutze einen dieser Kanäle: { $list }.
settings-channels-all = alle Kanäle
settings-bot-default = Standard des Bots
settings-separate = getrennt gewertet
settings-hidden = nicht gewertet
settings-games-none = keine: Jedes Spiel nutzt die Standardwerte des Bots
settings-this-server-s-defaults-for = ⚙️ { $game }: Standardwerte dieses Servers für neue Tische
settings-four = Das Bild deiner Hand nutzt ab seiner nächsten Änderung auf jedem Server vier Farben (♠ schwarz, ♥ rot, ♦ blau, ♣ grün).
settings-two = Das Bild deiner Hand nutzt ab seiner nächsten Änderung auf jedem Server die klassischen zwei Farben (♠ ♣ schwarz, ♥ ♦ rot).
settings-your-hand-s-picture-will = Das Bild deiner Hand nutzt ab seiner nächsten Änderung die Farben des jeweiligen Servers.

## src/i18n/settings.rs

settings-error-starting-chips = Die Startchips müssen zwischen 0 und { $max } liegen.
settings-error-daily-grant = Der Tagesbonus muss zwischen 1 und { $max } Chips liegen.
settings-error-win-rate-min-games = Das Minimum für die Siegquote muss zwischen 1 und 1.000 Partien liegen.
settings-error-too-many-channels = Tische sind in höchstens 25 Kanälen möglich.
settings-error-nothing-changed = { $what } Es wurde nichts geändert.
settings-option-out-of-range = `{ $option }` muss zwischen { $min } und { $max } liegen.
settings-option-not-a-choice = `{ $option }` erlaubt nur: { $choices }.
settings-option-wrong-kind = `{ $option }` nimmt diese Art von Wert nicht an.
settings-option-computer-delay = Die Pause der Computerspieler darf höchstens 10.000 ms betragen.
settings-option-lobby-seconds = Die Wartezeit der Lobby muss zwischen 30 Sekunden und einem Tag liegen.
settings-option-not-for-game = `{ $option }` ist keine Option dieses Spiels: Lass sie weg.
settings-line-starting-chips = **Startchips:** { $chips }
settings-line-daily-grant = **Tagesbonus:** { $chips }
settings-line-channels = **Kanäle, in denen Tische erlaubt sind:** { $channels }
settings-line-computer-delay = **Pause der Computerspieler:** { $delay }
settings-line-computers-in-rankings = **Computerspieler in Ranglisten:** { $computers }
settings-line-win-rate-min-games = **Nötige Partien für die Wertung nach Siegquote:** { $games }
settings-line-games = **Spiele mit eigenen Standardwerten dieses Servers:** { $games }
settings-line-pictures = **Tischbilder:** { $on }
settings-line-picture-colours-four = **Farben der Tischbilder:** vier (♠ schwarz, ♥ rot, ♦ blau, ♣ grün)
settings-line-picture-colours-two = **Farben der Tischbilder:** zwei (klassisch)
settings-line-web = **Webseiten (Ranglisten, Profile, Replays, Turniere):** { $on }
settings-line-turn-pings = **Zug-Pings an langsamen Tischen, für Spieler, die sie wünschen:** { $on }
settings-on = an
settings-off = aus
