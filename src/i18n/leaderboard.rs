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
    match (lang, by) {
        (_, Ranking::Counter(name)) => Counter::find(name)
            .and_then(|c| c.ranking)
            .map_or(name, |r| r.title.get(lang)),
        (Lang::En, Ranking::NetChips) => "Net chips won",
        (Lang::En, Ranking::GamesWon) => "Games won",
        (Lang::En, Ranking::WinRate) => "Win rate",
        (Lang::En, Ranking::BiggestPool) => "Biggest payout",
        (Lang::En, Ranking::RebuysSurvived) => "Rebuys survived",
        (Lang::En, Ranking::Rating) => "Rating",
        (Lang::En, Ranking::Balance) => "Chip balances",
        (Lang::It, Ranking::NetChips) => "Fiches nette vinte",
        (Lang::It, Ranking::GamesWon) => "Partite vinte",
        (Lang::It, Ranking::WinRate) => "Percentuale di vittorie",
        (Lang::It, Ranking::BiggestPool) => "Vincita più alta",
        (Lang::It, Ranking::RebuysSurvived) => "Rientri superati",
        (Lang::It, Ranking::Rating) => "Punteggio Elo",
        (Lang::It, Ranking::Balance) => "Saldi in fiches",
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
        Ranking::NetChips => lang.pick("net chips won", "fiches nette vinte"),
        Ranking::GamesWon => lang.pick("games won", "partite vinte"),
        Ranking::WinRate => lang.pick("win rate", "% vittorie"),
        Ranking::BiggestPool => lang.pick("biggest payout", "vincita più alta"),
        Ranking::RebuysSurvived => lang.pick("rebuys survived", "rientri superati"),
        Ranking::Rating => lang.pick("rating", "Elo"),
        Ranking::Balance => {
            return lang
                .pick("chip balance (server)", "saldo fiches (server)")
                .to_owned()
        }
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
        format!("{sign}{whole}{}{fraction}", lang.pick('.', ','))
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
    match lang {
        Lang::En => format!("The “{by}” ranking is {owner}'s, not {game}'s: pick another ranking or game."),
        Lang::It => format!("La classifica «{by}» vale per {owner}, non per {game}: scegli un altro criterio o un altro gioco."),
    }
}

/// A leaderboard by rating was asked for a game that keeps none; `rated` are those that do.
pub fn no_rating_in_game(lang: Lang, game: GameKind, rated: &[GameKind]) -> String {
    let game = game_name(lang, game);
    let list: Vec<&str> = rated.iter().map(|g| game_name(lang, *g)).collect();
    let list = list.join(", ");
    match (lang, rated.is_empty()) {
        (Lang::En, true) => format!("{game} has no rating, and no game keeps one yet."),
        (Lang::En, false) => {
            format!("{game} has no rating. Games with a rating: {list} (pick one with `game`).")
        }
        (Lang::It, true) => {
            format!("{game} non ha un punteggio Elo, e per ora nessun gioco ne tiene uno.")
        }
        (Lang::It, false) => format!(
            "{game} non ha un punteggio Elo. Giochi con il punteggio Elo: {list} (sceglilo con `game`)."
        ),
    }
}

/// Under a leaderboard over a period whose values stand as they are now (ratings, balances).
pub fn ignores_period(lang: Lang, by: Ranking) -> &'static str {
    match by {
        Ranking::Balance => lang.pick(
            "Balances as they stand now: the period does not apply to them.",
            "Saldi come sono ora: il periodo non vale per loro.",
        ),
        _ => lang.pick(
            "Ratings as they stand now: the period does not apply to them.",
            "Punteggi Elo come sono ora: il periodo non vale per loro.",
        ),
    }
}

/// How many games counted for a rating.
pub fn games_rated(lang: Lang, n: i64) -> String {
    let count = chips(lang, n);
    match (lang, n == 1) {
        (Lang::En, true) => "1 game rated".to_owned(),
        (Lang::En, false) => format!("{count} games rated"),
        (Lang::It, true) => "1 partita valutata".to_owned(),
        (Lang::It, false) => format!("{count} partite valutate"),
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
    match lang {
        Lang::En => format!("**{rating}** ({change} last game; {games})"),
        Lang::It => format!("**{rating}** ({change} nell'ultima partita; {games})"),
    }
}

/// A period as a leaderboard names it: weeks and months are calendar ones, in UTC.
#[must_use]
pub fn period_name(lang: Lang, period: Period) -> &'static str {
    match (lang, period) {
        (Lang::En, Period::AllTime) => "all time",
        (Lang::En, Period::Month) => "this calendar month (UTC)",
        (Lang::En, Period::Week) => "this calendar week (from Monday, UTC)",
        (Lang::It, Period::AllTime) => "di sempre",
        (Lang::It, Period::Month) => "di questo mese di calendario (UTC)",
        (Lang::It, Period::Week) => "di questa settimana di calendario (da lunedì, UTC)",
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
    match (lang, by) {
        (Lang::En, Ranking::Balance) => "🏆 Chips here — balances now".to_owned(),
        (Lang::It, Ranking::Balance) => "🏆 Fiches qui — saldi attuali".to_owned(),
        (Lang::En, Ranking::Rating) => format!("🏆 {game} leaderboard — {name}"),
        (Lang::It, Ranking::Rating) => format!("🏆 Classifica {game} — {name}"),
        (Lang::En, _) => format!("🏆 {game} leaderboard — {name}, {period}"),
        (Lang::It, _) => format!("🏆 Classifica {game} — {name}, {period}"),
    }
}

pub fn leaderboard_empty(lang: Lang) -> &'static str {
    lang.pick(
        "Nobody is ranked here yet: finish a game to appear.",
        "Qui non c'è ancora nessuno in classifica: finisci una partita per entrarci.",
    )
}

/// Who a ranking with a minimum number of games ranks: the minimum counts the period's games.
pub fn leaderboard_min_games(lang: Lang, n: u32, period: Period) -> String {
    let n = chips(lang, i64::from(n));
    match (lang, period) {
        (Lang::En, Period::AllTime) => format!("Players with at least {n} games, all time."),
        (Lang::En, _) => format!("Players with at least {n} games in this period."),
        (Lang::It, Period::AllTime) => format!("Giocatori con almeno {n} partite in tutto."),
        (Lang::It, _) => format!("Giocatori con almeno {n} partite in questo periodo."),
    }
}

pub fn your_rank(lang: Lang, rank: i64, value: &str) -> String {
    let rank = chips(lang, rank);
    match lang {
        Lang::En => format!("Your rank: **#{rank}** ({value})"),
        Lang::It => format!("La tua posizione: **#{rank}** ({value})"),
    }
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
        Unranked::NoAccount => lang
            .pick(
                "You are not on this leaderboard yet: you have no chips account here. `/rumino balance` opens one.",
                "Non sei ancora in questa classifica: qui non hai un conto di fiches. `/rumino balance` te ne apre uno.",
            )
            .to_owned(),
        Unranked::NoRating { game } => {
            let game = game_name(lang, game);
            match lang {
                Lang::En => format!("You are not on this leaderboard yet: you have no {game} rating. Finish a rated {game} game against another member to get one."),
                Lang::It => format!("Non sei ancora in questa classifica: non hai un punteggio Elo a {game}. Finisci una partita valutata a {game} contro un altro membro per averne uno."),
            }
        }
        Unranked::TooFewGames { game, period, played: 0, .. } => {
            let game = game_name(lang, game);
            match (lang, period) {
                (Lang::En, Period::AllTime) => format!("You are not on this leaderboard yet: you have not finished a {game} game here."),
                (Lang::En, _) => format!("You are not on this leaderboard yet: you have not finished a {game} game in this period."),
                (Lang::It, Period::AllTime) => format!("Non sei ancora in questa classifica: non hai ancora finito una partita a {game} qui."),
                (Lang::It, _) => format!("Non sei ancora in questa classifica: non hai finito una partita a {game} in questo periodo."),
            }
        }
        Unranked::TooFewGames { game, period, played, needed } => {
            let (game, played, needed) = (game_name(lang, game), chips(lang, played), chips(lang, needed));
            match (lang, period) {
                (Lang::En, Period::AllTime) => format!("You are not on this leaderboard yet: it needs at least {needed} finished {game} games and you have {played}."),
                (Lang::En, _) => format!("You are not on this leaderboard yet: it needs at least {needed} finished {game} games in this period and you have {played}."),
                (Lang::It, Period::AllTime) => format!("Non sei ancora in questa classifica: servono almeno {needed} partite a {game} finite e tu ne hai {played}."),
                (Lang::It, _) => format!("Non sei ancora in questa classifica: servono almeno {needed} partite a {game} finite in questo periodo e tu ne hai {played}."),
            }
        }
    }
}

pub fn page_footer(lang: Lang, page: i64, pages: i64, total: i64) -> String {
    let (page, pages, total) = (chips(lang, page), chips(lang, pages), chips(lang, total));
    match lang {
        Lang::En => format!("Page {page} of {pages} · {total} ranked"),
        Lang::It => format!("Pagina {page} di {pages} · {total} in classifica"),
    }
}

pub fn computers_heading(lang: Lang) -> &'static str {
    lang.pick("Computer players", "Giocatori computer")
}

pub fn previous(lang: Lang) -> &'static str {
    lang.pick("◀ Previous", "◀ Precedente")
}

pub fn next(lang: Lang) -> &'static str {
    lang.pick("Next ▶", "Successiva ▶")
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
