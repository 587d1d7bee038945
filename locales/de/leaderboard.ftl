
## src/i18n/leaderboard.rs

leaderboard-net-chips = Netto-Chipgewinn
leaderboard-games-won = Partiesiege
leaderboard-win-rate = Siegquote
leaderboard-biggest-pool = höchster Gewinn
leaderboard-rebuys-survived = überlebte Rebuys
leaderboard-rating = Elo
leaderboard-balance = Chipstand (Server)
leaderboard-the-ranking-is-s-not = Die Wertung „{ $by }“ gehört zu { $owner }, nicht zu { $game }: Wähl eine andere Wertung oder ein anderes Spiel.
leaderboard-balances-ignore-period = Chipstände von jetzt: Der Zeitraum gilt für sie nicht.
leaderboard-ratings-as-they-stand-now = Elo-Wertungen von jetzt: Der Zeitraum gilt für sie nicht.
leaderboard-last-game = **{ $rating }** ({ $change } in der letzten Partie; { $games })
leaderboard-empty = Hier steht noch niemand in der Rangliste: Beende eine Partie, um aufzutauchen.
leaderboard-your-rank = Dein Platz: **#{ $rank }** ({ $value })
leaderboard-no-account = Du bist noch nicht in dieser Rangliste: Du hast hier kein Chipkonto. `/rumino konto` legt eins an.
leaderboard-you-are-not-on-this = Du bist noch nicht in dieser Rangliste: Du hast keine Elo-Wertung in { $game }. Beende eine gewertete { $game }-Partie gegen ein anderes Mitglied, um eine zu bekommen.
leaderboard-page-of-ranked = Seite { $page } von { $pages } · { $total } in der Wertung
leaderboard-computers-heading = Computerspieler
leaderboard-previous-page = ◀ Zurück
leaderboard-next-page = Weiter ▶

## src/i18n/leaderboard.rs

leaderboard-has-no-rating-and-no = { $game } hat keine Elo-Wertung, und bisher führt noch kein Spiel eine.
leaderboard-has-no-rating-games-with = { $game } hat keine Elo-Wertung. Spiele mit Elo-Wertung: { $list } (wähl eins mit `art`).
leaderboard-game-rated = 1 gewertete Partie
leaderboard-games-rated = { $count } gewertete Partien
leaderboard-all-time = insgesamt
leaderboard-month = dieser Kalendermonat (UTC)
leaderboard-week = diese Kalenderwoche (ab Montag, UTC)
leaderboard-title-balances = 🏆 Chips hier — aktuelle Stände
leaderboard-title-rating = 🏆 { $game }-Rangliste — { $name }
leaderboard-leaderboard = 🏆 { $game }-Rangliste — { $name }, { $period }
leaderboard-min-games-all-time = Spieler mit mindestens { $n } Partien, insgesamt.
leaderboard-players-with-at-least-games = Spieler mit mindestens { $n } Partien in diesem Zeitraum.
leaderboard-unranked-no-games-all-time = Du bist noch nicht in dieser Rangliste: Du hast hier noch keine { $game }-Partie beendet.
leaderboard-unranked-no-games-in-period = Du bist noch nicht in dieser Rangliste: Du hast in diesem Zeitraum keine { $game }-Partie beendet.
leaderboard-unranked-too-few-games-all-time = Du bist noch nicht in dieser Rangliste: Dafür braucht es mindestens { $needed } beendete { $game }-Partien, und du hast { $played }.
leaderboard-unranked-too-few-games-in-period = Du bist noch nicht in dieser Rangliste: Dafür braucht es mindestens { $needed } beendete { $game }-Partien in diesem Zeitraum, und du hast { $played }.

## src/i18n/leaderboard.rs

leaderboard-name-net-chips = Netto-Chipgewinn
leaderboard-name-games-won = Partiesiege
leaderboard-name-win-rate = Siegquote
leaderboard-name-biggest-pool = Höchster Gewinn
leaderboard-name-rebuys-survived = Überlebte Rebuys
leaderboard-name-rating = Elo-Wertung
leaderboard-name-balances = Chipstände
