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
        Some((level, n)) => format!("🤖 Computer {n} ({})", level_name(lang, level)),
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

/// The asker's chips, in a server or in a DM or group DM (whose chips are its own).
pub fn balance(lang: Lang, n: u64, in_server: bool) -> String {
    let n = chips(lang, n as i64);
    match (lang, in_server) {
        (Lang::En, true) => format!("You have **{n}** chips in this server."),
        (Lang::En, false) => format!("You have **{n}** chips in this conversation."),
        (Lang::It, true) => format!("Hai **{n}** fiches in questo server."),
        (Lang::It, false) => format!("Hai **{n}** fiches in questa conversazione."),
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
        Lang::En => format!("{name} has not finished a {game} game here yet."),
        Lang::It => format!("{name} non ha ancora finito una partita a {game} qui."),
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

/// A game from one player's side, in one line: its date and net chips.
pub fn game_line(lang: Lang, ended_at_ms: i64, net: i64) -> String {
    let when = timestamp(ended_at_ms, 'd');
    let net = signed_chips(lang, net);
    match lang {
        Lang::En => format!("{when}: {net} chips"),
        Lang::It => format!("{when}: {net} fiches"),
    }
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
        SeatOutcome::Won => lang.pick("won", "vinta"),
        SeatOutcome::Split => lang.pick("split pool", "piatto diviso"),
        SeatOutcome::Lost => lang.pick("lost", "persa"),
        SeatOutcome::Forfeit => lang.pick("forfeited", "abbandonata"),
        SeatOutcome::Cancelled => lang.pick("cancelled", "annullata"),
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
    match lang {
        Lang::En => {
            format!("{mark} {when} `{game}` — {what}, {net} chips (pool {pool}) vs {opponents}")
        }
        Lang::It => format!(
            "{mark} {when} `{game}` — {what}, {net} fiches (piatto {pool}) contro {opponents}"
        ),
    }
}
