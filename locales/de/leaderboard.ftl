
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
