//! Sentences of the server's community features: chips and the daily grant, rankings, a player's
//! statistics and history.

use super::{chips, Lang};
use crate::{
    games::GameKind,
    games::Level,
    ids::PlayerId,
    store::{Ranking, SeatOutcome},
    table::Period,
};

/// A Discord timestamp markup (`<t:…:R>` relative, `f` full date), shown in each reader's time zone.
#[must_use]
pub fn timestamp(ms: i64, style: char) -> String {
    format!("<t:{}:{style}>", ms.div_euclid(1000))
}

/// A computer player's level, in words.
#[must_use]
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::En, Level::Easy) => "easy",
        (Lang::En, Level::Normal) => "normal",
        (Lang::En, Level::Hard) => "hard",
        (Lang::It, Level::Easy) => "facile",
        (Lang::It, Level::Normal) => "normale",
        (Lang::It, Level::Hard) => "difficile",
    }
}

/// How a player is named in rankings and histories: a mention for a person (it shows their
/// name and never pings inside an embed), "Computer n (level)" for a computer player.
#[must_use]
pub fn player_label(lang: Lang, player: PlayerId) -> String {
    if !player.is_computer() {
        return format!("<@{}>", player.0);
    }
    let id = player.0.unsigned_abs();
    let level = match id / 100 {
        1 => Some(Level::Easy),
        2 => Some(Level::Normal),
        3 => Some(Level::Hard),
        _ => None,
    };
    match level {
        Some(level) => format!("🤖 Computer {} ({})", id % 100, level_name(lang, level)),
        None => "🤖 Computer".to_owned(),
    }
}

pub fn use_in_server(lang: Lang) -> &'static str {
    lang.pick(
        "Use this in a server channel.",
        "Usa questo comando in un canale di un server.",
    )
}

// ---- Chips ----

pub fn balance(lang: Lang, n: u64) -> String {
    let n = chips(lang, n as i64);
    match lang {
        Lang::En => format!("You have **{n}** chips in this server."),
        Lang::It => format!("Hai **{n}** fiches in questo server."),
    }
}

pub fn daily_granted(lang: Lang, amount: u64, balance: i64, next_at_ms: i64) -> String {
    let (a, b, next) = (
        chips(lang, amount as i64),
        chips(lang, balance),
        timestamp(next_at_ms, 'R'),
    );
    match lang {
        Lang::En => format!("You received your daily **{a}** chips: you now have **{b}**. Come back {next} for more."),
        Lang::It => format!("Hai ricevuto le tue **{a}** fiches del giorno: ora ne hai **{b}**. Torna {next} per averne altre."),
    }
}

pub fn daily_not_yet(lang: Lang, next_at_ms: i64) -> String {
    let (rel, full) = (timestamp(next_at_ms, 'R'), timestamp(next_at_ms, 'f'));
    match lang {
        Lang::En => {
            format!("You already claimed your daily chips. You can claim again {rel} ({full}).")
        }
        Lang::It => {
            format!("Hai già ritirato le fiches di oggi. Potrai ritirarle di nuovo {rel} ({full}).")
        }
    }
}

// ---- Rankings ----

#[must_use]
pub fn ranking_name(lang: Lang, by: Ranking) -> &'static str {
    match (lang, by) {
        (Lang::En, Ranking::Chips) => "Chips",
        (Lang::En, Ranking::GamesWon) => "Games won",
        (Lang::En, Ranking::WinRate) => "Win rate",
        (Lang::En, Ranking::Gins) => "Gins",
        (Lang::En, Ranking::Ruminos) => "Ruminos",
        (Lang::En, Ranking::BiggestPool) => "Biggest pool won",
        (Lang::En, Ranking::RebuysSurvived) => "Rebuys survived",
        (Lang::En, Ranking::HandsWon) => "Hands won",
        (Lang::En, Ranking::Rummies) => "Rummies",
        (Lang::En, Ranking::Ramini) => "Ramini",
        (Lang::En, Ranking::Rating) => "Rating",
        (Lang::It, Ranking::Chips) => "Fiches",
        (Lang::It, Ranking::GamesWon) => "Partite vinte",
        (Lang::It, Ranking::WinRate) => "Percentuale di vittorie",
        (Lang::It, Ranking::Gins) => "Gin",
        (Lang::It, Ranking::Ruminos) => "Rumino",
        (Lang::It, Ranking::BiggestPool) => "Piatto più ricco vinto",
        (Lang::It, Ranking::RebuysSurvived) => "Rientri superati",
        (Lang::It, Ranking::HandsWon) => "Mani vinte",
        (Lang::It, Ranking::Rummies) => "Ramini",
        (Lang::It, Ranking::Ramini) => "Ramini e gran ramini",
        (Lang::It, Ranking::Rating) => "Punteggio Elo",
    }
}

/// A game's name, as the `game` option shows it.
#[must_use]
pub fn game_name(lang: Lang, game: GameKind) -> &'static str {
    match game {
        GameKind::Rumino => "Rumino",
        GameKind::Rummy => lang.pick("Rummy", "Ramino base"),
        GameKind::Ramino => lang.pick("Tuscan Ramino", "Ramino toscano"),
        GameKind::Rummoli => "Rummoli",
        GameKind::Rumminy => "Rumminy",
    }
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

/// Under a leaderboard by rating over a period: ratings are as they stand.
pub fn rating_ignores_period(lang: Lang) -> &'static str {
    lang.pick(
        "Ratings as they stand now: the period does not apply to them.",
        "Punteggi Elo come sono ora: il periodo non vale per loro.",
    )
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
    let change = if last_change > 0 {
        format!("+{last_change}")
    } else if last_change < 0 {
        format!("−{}", last_change.unsigned_abs())
    } else {
        "±0".to_owned()
    };
    let games = games_rated(lang, games);
    match lang {
        Lang::En => format!("**{rating}** ({change} last game; {games})"),
        Lang::It => format!("**{rating}** ({change} nell'ultima partita; {games})"),
    }
}

#[must_use]
pub fn period_name(lang: Lang, period: Period) -> &'static str {
    match (lang, period) {
        (Lang::En, Period::AllTime) => "all time",
        (Lang::En, Period::Month) => "this month",
        (Lang::En, Period::Week) => "this week",
        (Lang::It, Period::AllTime) => "di sempre",
        (Lang::It, Period::Month) => "di questo mese",
        (Lang::It, Period::Week) => "di questa settimana",
    }
}

/// A leaderboard's title; one by rating names no period (ratings are as they stand).
pub fn leaderboard_title(lang: Lang, game: GameKind, by: Ranking, period: Period) -> String {
    let rating = by == Ranking::Rating;
    let (game, by, period) = (
        game_name(lang, game),
        ranking_name(lang, by),
        period_name(lang, period),
    );
    match (lang, rating) {
        (Lang::En, true) => format!("🏆 {game} leaderboard — {by}"),
        (Lang::It, true) => format!("🏆 Classifica {game} — {by}"),
        (Lang::En, false) => format!("🏆 {game} leaderboard — {by}, {period}"),
        (Lang::It, false) => format!("🏆 Classifica {game} — {by}, {period}"),
    }
}

pub fn leaderboard_empty(lang: Lang) -> &'static str {
    lang.pick(
        "Nobody is ranked here yet: finish a game to appear.",
        "Qui non c'è ancora nessuno in classifica: finisci una partita per entrarci.",
    )
}

pub fn leaderboard_min_games(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("Players with at least {n} games."),
        Lang::It => format!("Giocatori con almeno {n} partite."),
    }
}

pub fn your_rank(lang: Lang, rank: i64, value: &str) -> String {
    match lang {
        Lang::En => format!("Your rank: **#{rank}** ({value})"),
        Lang::It => format!("La tua posizione: **#{rank}** ({value})"),
    }
}

pub fn not_ranked(lang: Lang) -> &'static str {
    lang.pick(
        "You are not on this leaderboard yet.",
        "Non sei ancora in questa classifica.",
    )
}

pub fn page_footer(lang: Lang, page: i64, pages: i64, total: i64) -> String {
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

// ---- Statistics and history ----

pub fn stats_title(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    match lang {
        Lang::En => format!("📊 {game} stats of {name}"),
        Lang::It => format!("📊 Statistiche {game} di {name}"),
    }
}

pub fn history_title(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    match lang {
        Lang::En => format!("📜 Last {game} games of {name}"),
        Lang::It => format!("📜 Ultime partite a {game} di {name}"),
    }
}

pub fn no_games(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    match lang {
        Lang::En => format!("{name} has not finished a {game} game in this server yet."),
        Lang::It => format!("{name} non ha ancora finito una partita a {game} in questo server."),
    }
}

/// The statistics' field names, in the order the view shows them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StatLabel {
    Games,
    Wins,
    WinRate,
    AvgScore,
    Rebuys,
    ChipsWon,
    ChipsLost,
    BestGame,
    WorstGame,
    RecentForm,
    Rating,
}

#[must_use]
pub fn stat_label(lang: Lang, label: StatLabel) -> &'static str {
    use StatLabel as S;
    match label {
        S::Games => lang.pick("Games", "Partite"),
        S::Wins => lang.pick("Wins", "Vittorie"),
        S::WinRate => lang.pick("Win rate", "% vittorie"),
        S::AvgScore => lang.pick("Average final score", "Punteggio finale medio"),
        S::Rebuys => lang.pick("Rebuys", "Rientri"),
        S::ChipsWon => lang.pick("Chips won", "Fiches vinte"),
        S::ChipsLost => lang.pick("Chips lost", "Fiches perse"),
        S::BestGame => lang.pick("Best game", "Partita migliore"),
        S::WorstGame => lang.pick("Worst game", "Partita peggiore"),
        S::RecentForm => lang.pick("Recent form", "Forma recente"),
        S::Rating => lang.pick("Rating", "Punteggio Elo"),
    }
}

/// The game's own counters, in the order the statistics show them.
pub const TALLY_ORDER: [&str; 11] = [
    "gins",
    "ruminos",
    "knocks",
    "hands_won",
    "rummies",
    "ramini",
    "claims",
    "rummolis",
    "poker_won",
    "went_out",
    "tiles_placed",
];

/// The name of one of a game's own counters (a seat tally), or `None` for one we do not know.
#[must_use]
pub fn tally_label(lang: Lang, tally: &str) -> Option<&'static str> {
    Some(match tally {
        "gins" => "Gin",
        "ruminos" => "Rumino",
        "knocks" => lang.pick("Knocks", "Bussate"),
        "hands_won" => lang.pick("Hands won", "Mani vinte"),
        "rummies" => lang.pick("Rummies", "Ramini"),
        "ramini" => lang.pick("Ramini and gran ramini", "Ramini e gran ramini"),
        "claims" => lang.pick("Discards claimed", "Scarti reclamati"),
        "rummolis" => lang.pick("Went out (Rummoli space)", "Chiusure (casella Rummoli)"),
        "poker_won" => lang.pick("Poker spaces won", "Caselle Poker vinte"),
        "went_out" => lang.pick("Went out", "Chiusure"),
        "tiles_placed" => lang.pick("Tiles placed", "Tessere calate"),
        _ => return None,
    })
}

/// A game from one player's side, in one line: its date and net chips.
pub fn game_line(lang: Lang, ended_at_ms: i64, net: i64) -> String {
    let when = timestamp(ended_at_ms, 'd');
    let net = signed_chips(lang, net);
    match lang {
        Lang::En => format!("{when}: {net} chips"),
        Lang::It => format!("{when}: {net} fiches"),
    }
}

fn signed_chips(lang: Lang, n: i64) -> String {
    if n > 0 {
        format!("+{}", chips(lang, n))
    } else {
        chips(lang, n)
    }
}

#[must_use]
pub fn outcome_mark(outcome: SeatOutcome) -> &'static str {
    match outcome {
        SeatOutcome::Won => "🟢",
        SeatOutcome::Split => "🟡",
        SeatOutcome::Lost => "🔴",
        SeatOutcome::Forfeit => "⚪",
        SeatOutcome::Cancelled => "▫️",
    }
}

#[must_use]
pub fn outcome_name(lang: Lang, outcome: SeatOutcome) -> &'static str {
    match outcome {
        SeatOutcome::Won => lang.pick("won", "vinta"),
        SeatOutcome::Split => lang.pick("split pool", "piatto diviso"),
        SeatOutcome::Lost => lang.pick("lost", "persa"),
        SeatOutcome::Forfeit => lang.pick("forfeited", "abbandonata"),
        SeatOutcome::Cancelled => lang.pick("cancelled", "annullata"),
    }
}

/// One line of a history: date, result, chips, pool and opponents.
pub fn history_line(
    lang: Lang,
    ended_at_ms: i64,
    outcome: SeatOutcome,
    net: i64,
    pool: i64,
    opponents: &str,
) -> String {
    let (when, mark, what) = (
        timestamp(ended_at_ms, 'd'),
        outcome_mark(outcome),
        outcome_name(lang, outcome),
    );
    let (net, pool) = (signed_chips(lang, net), chips(lang, pool));
    match lang {
        Lang::En => format!("{mark} {when} — {what}, {net} chips (pool {pool}) vs {opponents}"),
        Lang::It => {
            format!("{mark} {when} — {what}, {net} fiches (piatto {pool}) contro {opponents}")
        }
    }
}
