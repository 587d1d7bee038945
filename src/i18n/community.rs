//! Sentences of the server's community features: chips and the daily grant, a player's statistics
//! and history. Leaderboards' are in `leaderboard`.

use super::{chips, leaderboard::game_name, Lang};
use crate::{
    games::{GameKind, Level},
    ids::PlayerId,
    store::SeatOutcome,
    table::{computer_of, level_words},
};

/// A Discord timestamp markup (`<t:…:R>` relative, `f` full date), shown in each reader's time zone.
#[must_use]
pub fn timestamp(ms: i64, style: char) -> String {
    format!("<t:{}:{style}>", ms.div_euclid(1000))
}

/// A computer player's level, in words.
#[must_use]
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    level_words(level).get(lang)
}

/// How a player is named in rankings and histories: a mention for a person (it shows their
/// name and never pings inside an embed), "Computer n (level)" for a computer player.
#[must_use]
pub fn player_label(lang: Lang, player: PlayerId) -> String {
    if !player.is_computer() {
        return format!("<@{}>", player.0);
    }
    match computer_of(player) {
        Some((level, n)) => {
            crate::say!(
                lang,
                "community-computer-player",
                n,
                level = level_name(lang, level)
            )
        }
        None => crate::say!(lang, "community-computer").to_owned(),
    }
}

pub fn use_in_server(lang: Lang) -> &'static str {
    crate::say!(lang, "community-use-this-in-a-server")
}

// ---- Chips ----

/// The asker's chips, in a server or in a DM or group DM (whose chips are its own).
pub fn balance(lang: Lang, n: u64, in_server: bool) -> String {
    let n = chips(lang, n as i64);
    match in_server {
        true => crate::say!(lang, "community-you-have-chips-in-this", n),
        false => crate::say!(lang, "community-balance-in-conversation", n),
    }
}

pub fn daily_granted(lang: Lang, amount: u64, balance: i64, next_at_ms: i64) -> String {
    let (a, b, next) = (
        chips(lang, amount as i64),
        chips(lang, balance),
        timestamp(next_at_ms, 'R'),
    );
    crate::say!(lang, "community-you-received-your-daily-chips", a, b, next)
}

pub fn daily_not_yet(lang: Lang, next_at_ms: i64) -> String {
    let (rel, full) = (timestamp(next_at_ms, 'R'), timestamp(next_at_ms, 'f'));
    crate::say!(lang, "community-you-already-claimed-your-daily", rel, full)
}

// ---- Statistics and history ----

pub fn stats_title(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    crate::say!(lang, "community-stats-title", game, name)
}

pub fn history_title(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    crate::say!(lang, "community-history-title", game, name)
}

pub fn no_games(lang: Lang, game: GameKind, name: &str) -> String {
    let game = game_name(lang, game);
    crate::say!(lang, "community-has-not-finished-a-game", name, game)
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
        S::Games => crate::say!(lang, "community-games"),
        S::Wins => crate::say!(lang, "community-wins"),
        S::WinRate => crate::say!(lang, "community-win-rate"),
        S::AvgScore => crate::say!(lang, "community-avg-score"),
        S::Rebuys => crate::say!(lang, "community-rebuys"),
        S::ChipsWon => crate::say!(lang, "community-chips-won"),
        S::ChipsLost => crate::say!(lang, "community-chips-lost"),
        S::BestGame => crate::say!(lang, "community-best-game"),
        S::WorstGame => crate::say!(lang, "community-worst-game"),
        S::RecentForm => crate::say!(lang, "community-recent-form"),
        S::Rating => crate::say!(lang, "community-rating"),
    }
}

/// A game from one player's side, in one line: its date and net chips.
pub fn game_line(lang: Lang, ended_at_ms: i64, net: i64) -> String {
    let when = timestamp(ended_at_ms, 'd');
    let net = signed_chips(lang, net);
    crate::say!(lang, "community-chips", when, net)
}

/// Chips with their sign (`+1,000`, `−50`, `0`).
pub fn signed_chips(lang: Lang, n: i64) -> String {
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
        SeatOutcome::Won => crate::say!(lang, "community-won"),
        SeatOutcome::Split => crate::say!(lang, "community-split"),
        SeatOutcome::Lost => crate::say!(lang, "community-lost"),
        SeatOutcome::Forfeit => crate::say!(lang, "community-forfeit"),
        SeatOutcome::Cancelled => crate::say!(lang, "community-cancelled"),
    }
}

/// One line of a history: date, the game's id (for `/rumino replay`), result, chips, pool and
/// opponents.
pub fn history_line(
    lang: Lang,
    game: &str,
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
    crate::say!(
        lang,
        "community-chips-pool-vs",
        mark,
        when,
        game,
        what,
        net,
        pool,
        opponents
    )
}
