//! Sentences of the server's leaderboards: rankings and periods, values as a board shows them,
//! and why a reader is not on one.

use super::{chips, community::signed_chips, Lang};
use crate::{
    games::{Counter, GameKind},
    store::{LeaderValue, Ranking},
    table::Period,
};

/// A leaderboard's name; a game's counter is named as the game declares it.
#[must_use]
pub fn ranking_name(lang: Lang, by: Ranking) -> &'static str {
    match by {
        Ranking::Counter(name) => Counter::find(name)
            .and_then(|c| c.ranking)
            .map_or(name, |r| r.title.get(lang)),
        Ranking::NetChips => crate::say!(lang, "leaderboard-name-net-chips"),
        Ranking::GamesWon => crate::say!(lang, "leaderboard-name-games-won"),
        Ranking::WinRate => crate::say!(lang, "leaderboard-name-win-rate"),
        Ranking::BiggestPool => crate::say!(lang, "leaderboard-name-biggest-pool"),
        Ranking::RebuysSurvived => crate::say!(lang, "leaderboard-name-rebuys-survived"),
        Ranking::Rating => crate::say!(lang, "leaderboard-name-rating"),
        Ranking::Balance => crate::say!(lang, "leaderboard-name-balances"),
    }
}

/// A ranking among `/rumino leaderboard`'s `by` choices: one that belongs to some games names
/// them as the `game` option does (`gins (Rumino)`); the balances are the server's.
#[must_use]
pub fn ranking_choice(lang: Lang, by: Ranking) -> String {
    let games = match by {
        Ranking::Rating => GameKind::rated_games(),
        _ => by.games(),
    };
    let name = match by {
        Ranking::Counter(name) => Counter::find(name)
            .and_then(|c| c.ranking)
            .map_or(name, |r| r.choice.get(lang)),
        Ranking::NetChips => crate::say!(lang, "leaderboard-net-chips"),
        Ranking::GamesWon => crate::say!(lang, "leaderboard-games-won"),
        Ranking::WinRate => crate::say!(lang, "leaderboard-win-rate"),
        Ranking::BiggestPool => crate::say!(lang, "leaderboard-biggest-pool"),
        Ranking::RebuysSurvived => crate::say!(lang, "leaderboard-rebuys-survived"),
        Ranking::Rating => crate::say!(lang, "leaderboard-rating"),
        Ranking::Balance => return crate::say!(lang, "leaderboard-balance").to_owned(),
    };
    // A ranking of every game needs no list (and the whole command has 4,000 characters).
    if games.is_empty() || games.len() == GameKind::ALL.len() {
        return name.to_owned();
    }
    let games: Vec<&str> = games.iter().map(|g| game_name(lang, *g)).collect();
    format!("{name} ({})", games.join(", "))
}

/// A number with its decimals in the language's style (`1,234.5` / `1.234,5`).
#[must_use]
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    let text = format!("{:.places$}", x.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let whole = chips(lang, whole.parse().unwrap_or(i64::MAX));
    let sign = if x < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        "−"
    } else {
        ""
    };
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{}{fraction}", lang.decimal_mark())
    }
}

/// A rate in [0, 1] as a percentage with one decimal (`66.7%` / `66,7%`).
#[must_use]
pub fn percent(lang: Lang, rate: f64) -> String {
    format!("{}%", decimal(lang, rate * 100.0, 1))
}

/// A leaderboard value as the board shows it: net chips with their sign, rates as
/// percentages, every count with thousands separators.
#[must_use]
pub fn leader_value(lang: Lang, by: Ranking, value: LeaderValue) -> String {
    match value {
        LeaderValue::Rate(r) => percent(lang, r),
        LeaderValue::Count(n) if by == Ranking::NetChips => signed_chips(lang, n),
        LeaderValue::Count(n) => chips(lang, n),
    }
}

/// A game's name, as the `game` option shows it.
#[must_use]
pub fn game_name(lang: Lang, game: GameKind) -> &'static str {
    game.name().get(lang)
}

/// A ranking by one game's counter was asked for another game.
pub fn ranking_not_in_game(lang: Lang, by: Ranking, owner: GameKind, game: GameKind) -> String {
    let (by, owner, game) = (
        ranking_name(lang, by),
        game_name(lang, owner),
        game_name(lang, game),
    );
    crate::say!(lang, "leaderboard-the-ranking-is-s-not", by, owner, game)
}

/// A leaderboard by rating was asked for a game that keeps none; `rated` are those that do.
pub fn no_rating_in_game(lang: Lang, game: GameKind, rated: &[GameKind]) -> String {
    let game = game_name(lang, game);
    let list: Vec<&str> = rated.iter().map(|g| game_name(lang, *g)).collect();
    let list = list.join(", ");
    match rated.is_empty() {
        true => crate::say!(lang, "leaderboard-has-no-rating-and-no", game),
        false => crate::say!(lang, "leaderboard-has-no-rating-games-with", game, list),
    }
}

/// Under a leaderboard over a period whose values stand as they are now (ratings, balances).
pub fn ignores_period(lang: Lang, by: Ranking) -> &'static str {
    match by {
        Ranking::Balance => crate::say!(lang, "leaderboard-balances-ignore-period"),
        _ => crate::say!(lang, "leaderboard-ratings-as-they-stand-now"),
    }
}

/// How many games counted for a rating.
pub fn games_rated(lang: Lang, n: i64) -> String {
    let count = chips(lang, n);
    match n == 1 {
        true => crate::say!(lang, "leaderboard-game-rated").to_owned(),
        false => crate::say!(lang, "leaderboard-games-rated", count),
    }
}

/// A member's rating in their statistics: the rating, the last game's change, the games rated.
pub fn rating_value(lang: Lang, rating: i64, last_change: i64, games: i64) -> String {
    let change = if last_change == 0 {
        "±0".to_owned()
    } else {
        signed_chips(lang, last_change)
    };
    let (rating, games) = (chips(lang, rating), games_rated(lang, games));
    crate::say!(lang, "leaderboard-last-game", rating, change, games)
}

/// A period as a leaderboard names it: weeks and months are calendar ones, in UTC.
#[must_use]
pub fn period_name(lang: Lang, period: Period) -> &'static str {
    match period {
        Period::AllTime => crate::say!(lang, "leaderboard-all-time"),
        Period::Month => crate::say!(lang, "leaderboard-month"),
        Period::Week => crate::say!(lang, "leaderboard-week"),
    }
}

/// A leaderboard's title; one by rating names no period (ratings are as they stand), and the
/// balances' names neither game nor period (they are the server's or the conversation's, now).
pub fn leaderboard_title(lang: Lang, game: GameKind, by: Ranking, period: Period) -> String {
    let (game, name, period) = (
        game_name(lang, game),
        ranking_name(lang, by),
        period_name(lang, period),
    );
    match by {
        Ranking::Balance => crate::say!(lang, "leaderboard-title-balances").to_owned(),
        Ranking::Rating => crate::say!(lang, "leaderboard-title-rating", game, name),
        _ => crate::say!(lang, "leaderboard-leaderboard", game, name, period),
    }
}

pub fn leaderboard_empty(lang: Lang) -> &'static str {
    crate::say!(lang, "leaderboard-empty")
}

/// Who a ranking with a minimum number of games ranks: the minimum counts the period's games.
pub fn leaderboard_min_games(lang: Lang, n: u32, period: Period) -> String {
    let n = chips(lang, i64::from(n));
    match period {
        Period::AllTime => crate::say!(lang, "leaderboard-min-games-all-time", n),
        _ => crate::say!(lang, "leaderboard-players-with-at-least-games", n),
    }
}

pub fn your_rank(lang: Lang, rank: i64, value: &str) -> String {
    let rank = chips(lang, rank);
    crate::say!(lang, "leaderboard-your-rank", rank, value)
}

/// Why the reader is not on a leaderboard.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unranked {
    /// No chips account in the server (the balances).
    NoAccount,
    /// No rating in the game yet.
    NoRating { game: GameKind },
    /// Fewer finished games of the game in the period than the board needs (at least one).
    TooFewGames {
        game: GameKind,
        period: Period,
        played: i64,
        needed: i64,
    },
}

pub fn not_ranked(lang: Lang, why: Unranked) -> String {
    match why {
        Unranked::NoAccount => crate::say!(lang, "leaderboard-no-account").to_owned(),
        Unranked::NoRating { game } => {
            let game = game_name(lang, game);
            crate::say!(lang, "leaderboard-you-are-not-on-this", game)
        }
        Unranked::TooFewGames {
            game,
            period,
            played: 0,
            ..
        } => {
            let game = game_name(lang, game);
            match period {
                Period::AllTime => {
                    crate::say!(lang, "leaderboard-unranked-no-games-all-time", game)
                }
                _ => crate::say!(lang, "leaderboard-unranked-no-games-in-period", game),
            }
        }
        Unranked::TooFewGames {
            game,
            period,
            played,
            needed,
        } => {
            let (game, played, needed) = (
                game_name(lang, game),
                chips(lang, played),
                chips(lang, needed),
            );
            match period {
                Period::AllTime => {
                    crate::say!(
                        lang,
                        "leaderboard-unranked-too-few-games-all-time",
                        needed,
                        game,
                        played
                    )
                }
                _ => crate::say!(
                    lang,
                    "leaderboard-unranked-too-few-games-in-period",
                    needed,
                    game,
                    played
                ),
            }
        }
    }
}

pub fn page_footer(lang: Lang, page: i64, pages: i64, total: i64) -> String {
    let (page, pages, total) = (chips(lang, page), chips(lang, pages), chips(lang, total));
    crate::say!(lang, "leaderboard-page-of-ranked", page, pages, total)
}

pub fn computers_heading(lang: Lang) -> &'static str {
    crate::say!(lang, "leaderboard-computers-heading")
}

pub fn previous(lang: Lang) -> &'static str {
    crate::say!(lang, "leaderboard-previous-page")
}

pub fn next(lang: Lang) -> &'static str {
    crate::say!(lang, "leaderboard-next-page")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_and_percentages_read_in_the_readers_style() {
        assert_eq!(decimal(Lang::En, 1234.56, 1), "1,234.6");
        assert_eq!(decimal(Lang::It, 1234.56, 1), "1.234,6");
        assert_eq!(decimal(Lang::En, -0.04, 1), "0.0");
        assert_eq!(decimal(Lang::En, -12.5, 1), "−12.5");
        assert_eq!(percent(Lang::En, 2.0 / 3.0), "66.7%");
        assert_eq!(percent(Lang::It, 1.0), "100,0%");
    }

    /// What each figure is, said plainly: the biggest "pool" is the player's payout, net chips
    /// carry their sign, every count has thousands separators.
    #[test]
    fn figures_are_named_and_written_as_they_count() {
        assert_eq!(
            ranking_name(Lang::En, Ranking::BiggestPool),
            "Biggest payout"
        );
        assert_eq!(
            ranking_name(Lang::It, Ranking::BiggestPool),
            "Vincita più alta"
        );
        let v = LeaderValue::Count(1_234_567);
        assert_eq!(leader_value(Lang::En, Ranking::BiggestPool, v), "1,234,567");
        assert_eq!(leader_value(Lang::It, Ranking::Rating, v), "1.234.567");
        assert_eq!(leader_value(Lang::En, Ranking::NetChips, v), "+1,234,567");
        let loss = LeaderValue::Count(-1_500);
        assert_eq!(leader_value(Lang::It, Ranking::NetChips, loss), "−1.500");
        assert_eq!(
            Counter::find("claims").map(|c| c.label.get(Lang::En)),
            Some("Hands won by a claim")
        );
    }
}
