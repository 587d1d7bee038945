//! What `rumino simulate` counts and prints: every committed action tallied (games, hands and
//! how they ended, seats and wins per level), then the report with each level's win rate and
//! its 95% interval, and the decision times.

use std::collections::HashMap;

use super::Args;
use crate::faces::terminal::screen::echo;
use crate::{
    games::{AnyEvent, GameKind, Level},
    i18n::{level_name, Lang},
    table::{Notice, TableEvent},
};

pub(super) struct Tally {
    /// The game counted: notices of other games' tables are ignored.
    game: GameKind,
    /// Actions the report fell behind on and never saw.
    pub(super) missed: u64,
    games: u32,
    hands: u64,
    /// How hands ended (`knock`, `gin`, `went_out`, …), counted.
    endings: std::collections::BTreeMap<String, u64>,
    /// Per level: seats played, wins (a split counts its share).
    seats: HashMap<Level, u32>,
    wins: HashMap<Level, f64>,
}

impl Tally {
    pub(super) fn new(game: GameKind) -> Tally {
        Tally {
            game,
            missed: 0,
            games: 0,
            hands: 0,
            endings: std::collections::BTreeMap::new(),
            seats: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    pub(super) fn record(&mut self, notice: &Notice) {
        if notice.state.options.game.kind() != self.game {
            return;
        }
        let Some(game) = notice.state.game.as_ref() else {
            return;
        };
        let events: Vec<AnyEvent> = notice
            .events
            .iter()
            .filter_map(|e| match e {
                TableEvent::Game { event } => Some(event.clone()),
                _ => None,
            })
            .collect();
        let effects = game.effects(&events);
        for ending in effects.rounds.iter().filter_map(|r| r.ended_by.as_ref()) {
            self.hands += 1;
            *self.endings.entry(ending.clone()).or_default() += 1;
        }
        let Some(settlement) = game.settlement().filter(|_| effects.ended) else {
            return;
        };
        self.games += 1;
        for p in &notice.state.players {
            *self
                .seats
                .entry(p.computer.unwrap_or(Level::Normal))
                .or_default() += 1;
        }
        for &w in &settlement.winners {
            let level = notice.state.players[w].computer.unwrap_or(Level::Normal);
            *self.wins.entry(level).or_default() += 1.0 / settlement.winners.len() as f64;
        }
    }
}

/// The tables a run resumed, and the games it found finished.
pub(super) struct Resumed {
    /// Tables of the chosen game, resumed mid-game.
    pub(super) this_game: usize,
    /// Other tables (another game's, or a lobby): played out or closed, never counted.
    pub(super) others: usize,
    /// Finished games of the chosen game already in the database.
    pub(super) done_before: i64,
}

/// The 95% Wilson score interval of `wins` successes in `n` trials.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}

/// Prints the run's report, in `args.lang`: what was counted, each level's win rate, how
/// hands ended and the decision times. How hands ended is said by the game's own codes
/// (`knock`, `went_out`), the same in both languages.
pub(super) fn print_report(
    args: &Args,
    t: &Tally,
    r: &Resumed,
    finished: i64,
    times: &HashMap<Level, Vec<u64>>,
) {
    let (game, lang) = (args.game, args.lang);
    let levels: Vec<&str> = args.levels.iter().map(|l| level_name(lang, *l)).collect();
    let (players, levels, seed) = (args.players, levels.join(", "), args.seed);
    let (games, before, resumed) = (args.games, r.done_before, r.this_game);
    echo!(
        "{}",
        crate::say!(
            lang,
            "terminal-simulation-head",
            game = game.to_string(),
            players,
            levels,
            seed
        )
    );
    echo!(
        "{}",
        crate::say!(
            lang,
            "terminal-simulation-finished",
            game = game.to_string(),
            finished,
            games,
            before,
            resumed
        )
    );
    if r.others > 0 {
        let others = crate::say!(lang, "terminal-other-tables-resumed-played-out");
        echo!("{others}: {}", r.others);
    }
    if t.missed > 0 {
        echo!(
            "{}",
            crate::say!(lang, "terminal-simulation-missed", missed = t.missed)
        );
    }
    print_wins(t, lang);
    let hands = t.hands.max(1) as f64;
    let per_game = t.hands as f64 / f64::from(t.games.max(1));
    echo!(
        "{}: {per_game:.2}",
        crate::say!(lang, "terminal-hands-per-game")
    );
    let endings: Vec<String> = t
        .endings
        .iter()
        .map(|(how, n)| format!("{how} {:.1}", 1000.0 * *n as f64 / hands))
        .collect();
    let ended = crate::say!(lang, "terminal-hands-ended-per");
    echo!("{ended}: {}", endings.join(", "));
    print_decision_times(times, lang);
}

/// Each level's seats, wins and win rate, with its 95% interval.
fn print_wins(t: &Tally, lang: Lang) {
    let heads = [
        crate::say!(lang, "terminal-simulation-level"),
        crate::say!(lang, "terminal-simulation-seats"),
        crate::say!(lang, "terminal-simulation-wins"),
        crate::say!(lang, "terminal-simulation-win-rate"),
        crate::say!(lang, "terminal-simulation-interval"),
    ];
    echo!(
        "{:<9} {:>7} {:>9} {:>10} {:>17}",
        heads[0],
        heads[1],
        heads[2],
        heads[3],
        heads[4]
    );
    let mut levels: Vec<Level> = t.seats.keys().copied().collect();
    levels.sort_by_key(|l| *l as u8);
    for level in levels {
        let n = f64::from(t.seats[&level]);
        let w = t.wins.get(&level).copied().unwrap_or(0.0);
        let (lo, hi) = wilson(w, n);
        echo!(
            "{:<9} {:>7} {:>9.1} {:>9.1}% {:>7.1}%–{:>5.1}%",
            level_name(lang, level),
            n,
            w,
            100.0 * w / n.max(1.0),
            100.0 * lo,
            100.0 * hi
        );
    }
}

/// How long each level took to decide: p50, p99 and the longest, in microseconds.
fn print_decision_times(times: &HashMap<Level, Vec<u64>>, lang: Lang) {
    echo!(
        "{} (µs): p50 / p99 / max",
        crate::say!(lang, "terminal-decision-time-per-level")
    );
    let decisions = crate::say!(lang, "terminal-decisions");
    for level in Level::ALL {
        let Some(v) = times.get(&level).filter(|v| !v.is_empty()) else {
            continue;
        };
        let mut v = v.clone();
        v.sort_unstable();
        let q = |f: f64| v[((v.len() - 1) as f64 * f) as usize];
        echo!(
            "  {:<9} {:>8} / {:>8} / {:>8}  ({} {decisions})",
            level_name(lang, level),
            q(0.5),
            q(0.99),
            v[v.len() - 1],
            v.len()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(60.0, 100.0);
        assert!(lo < 0.6 && 0.6 < hi && lo > 0.49 && hi < 0.70);
    }
}
