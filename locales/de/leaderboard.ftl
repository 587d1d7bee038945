
## src/i18n/leaderboard.rs

leaderboard-net-chips = Netto-Chipgewinn
leaderboard-games-won = Partiesiege
leaderboard-win-rate = Siegquote
leaderboard-biggest-pool = höchster Gewinn
leaderboard-rebuys-survived = überlebte Rebuys
leaderboard-rating = Elo
leaderboard-balance = Chipstand (Server)
leaderboard-the-ranking-is-s-not = Die Wertung „{ $by }“ gehört zu { $owner }, nicht zu { $game }: Wähl eine andere Wertung oder ein anderes Spiel.
leaderboard-balance-2 = Chipstände von jetzt: Der Zeitraum gilt für sie nicht.
leaderboard-ratings-as-they-stand-now = Elo-Wertungen von jetzt: Der Zeitraum gilt für sie nicht.
leaderboard-last-game = **{ $rating }** ({ $change } in der letzten Partie; { $games })
leaderboard-it = Hier steht noch niemand in der Rangliste: Beende eine Partie, um aufzutauchen.
leaderboard-your-rank = Dein Platz: **#{ $rank }** ({ $value })
leaderboard-no-account = Du bist noch nicht in dieser Rangliste: Du hast hier kein Chipkonto. `/rumino konto` legt eins an.
leaderboard-you-are-not-on-this = Du bist noch nicht in dieser Rangliste: Du hast keine Elo-Wertung in { $game }. Beende eine gewertete { $game }-Partie gegen ein anderes Mitglied, um eine zu bekommen.
leaderboard-page-of-ranked = Seite { $page } von { $pages } · { $total } in der Wertung
leaderboard-it-2 = Computerspieler
leaderboard-it-3 = ◀ Zurück
leaderboard-it-4 = Weiter ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } hat keine Elo-Wertung, und bisher führt noch kein Spiel eine.
leaderboard-has-no-rating-games-with = { $game } hat keine Elo-Wertung. Spiele mit Elo-Wertung: { $list } (wähl eins mit `art`).
leaderboard-game-rated = 1 gewertete Partie
leaderboard-games-rated = { $count } gewertete Partien
leaderboard-all-time = insgesamt
leaderboard-month = dieser Kalendermonat (UTC)
leaderboard-week = diese Kalenderwoche (ab Montag, UTC)
leaderboard-balance-3 = 🏆 Chips hier — aktuelle Stände
leaderboard-rating-2 = 🏆 { $game }-Rangliste — { $name }
leaderboard-leaderboard = 🏆 { $game }-Rangliste — { $name }, { $period }
leaderboard-all-time-2 = Spieler mit mindestens { $n } Partien, insgesamt.
leaderboard-players-with-at-least-games = Spieler mit mindestens { $n } Partien in diesem Zeitraum.
leaderboard-all-time-3 = Du bist noch nicht in dieser Rangliste: Du hast hier noch keine { $game }-Partie beendet.
leaderboard-you-are-not-on-this-2 = Du bist noch nicht in dieser Rangliste: Du hast in diesem Zeitraum keine { $game }-Partie beendet.
leaderboard-all-time-4 = Du bist noch nicht in dieser Rangliste: Dafür braucht es mindestens { $needed } beendete { $game }-Partien, und du hast { $played }.
leaderboard-you-are-not-on-this-3 = Du bist noch nicht in dieser Rangliste: Dafür braucht es mindestens { $needed } beendete { $game }-Partien in diesem Zeitraum, und du hast { $played }.

## src/i18n/leaderboard.rs

leaderboard-net-chips-2 = Netto-Chipgewinn
leaderboard-games-won-2 = Partiesiege
leaderboard-win-rate-2 = Siegquote
leaderboard-biggest-pool-2 = Höchster Gewinn
leaderboard-rebuys-survived-2 = Überlebte Rebuys
leaderboard-rating-3 = Elo-Wertung
leaderboard-balance-4 = Chipstände
