//! Where a click spends its time, for operators and for the capacity bench.
//!
//! With `RUST_LOG=rumino::latency=debug` each stage of a click (and of the edits that follow a
//! change) records how long it took, and once a minute, or when the bot gets SIGUSR1, a
//! `latency summary` line gives each stage's count and p50/p99/max since the last one. With the
//! target off, recording costs one check of tracing's cached interest and nothing else: no clock
//! is read and nothing is kept. Pure measurement: no stage waits for it.

use std::{
    fmt::Write as _,
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

/// Samples kept per stage between two summaries; beyond it only the count grows.
const KEPT: usize = 200_000;

/// A step of a click's way through the bot, or of what follows a committed change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// From an interaction's creation (the time in its snowflake id, to the millisecond) to the
    /// bot's handler: Discord's side, the gateway and its decoding.
    Gateway,
    /// A hand click waiting for the player's hand lock (held by a nudge being sent).
    HandLock,
    /// From the click's arrival to its answer being ready (routing, the table, rendering).
    Respond,
    /// A request waiting in its table actor's inbox.
    TableQueue,
    /// Applying a command to a copy of the state and serializing the commit.
    Apply,
    /// A commit waiting for the writer to take it.
    CommitQueue,
    /// One transaction of the writer (one fsync), for however many commits it carries.
    Write,
    /// Commits carried by one transaction (a count, not a time).
    Batch,
    /// The interaction callback's HTTP request.
    Callback,
    /// A click from its arrival to its answer sent.
    Click,
    /// From a committed change to the "your turn" edit of a player's hand, sent.
    Nudge,
    /// From a committed change to the start of what follows it (the table's edit, nudges).
    Notice,
    /// A computer player's move: from its clock's wake-up to the move committed.
    ComputerMove,
    /// The HTTP edit of a table message.
    TableEdit,
}

impl Stage {
    const ALL: [Stage; 14] = [
        Stage::Gateway,
        Stage::Click,
        Stage::HandLock,
        Stage::Respond,
        Stage::TableQueue,
        Stage::Apply,
        Stage::CommitQueue,
        Stage::Write,
        Stage::Batch,
        Stage::Callback,
        Stage::Nudge,
        Stage::Notice,
        Stage::ComputerMove,
        Stage::TableEdit,
    ];

    fn name(self) -> &'static str {
        match self {
            Stage::Gateway => "gateway",
            Stage::HandLock => "hand_lock",
            Stage::Respond => "respond",
            Stage::TableQueue => "table_queue",
            Stage::Apply => "apply",
            Stage::CommitQueue => "commit_queue",
            Stage::Write => "write",
            Stage::Batch => "batch",
            Stage::Callback => "callback",
            Stage::Click => "click",
            Stage::Nudge => "nudge",
            Stage::Notice => "notice",
            Stage::ComputerMove => "computer_move",
            Stage::TableEdit => "table_edit",
        }
    }
}

#[derive(Default)]
struct Samples {
    count: u64,
    /// Microseconds (or a count, for [`Stage::Batch`]).
    values: Vec<u64>,
}

static SAMPLES: Mutex<[Samples; Stage::ALL.len()]> = Mutex::new(
    [const {
        Samples {
            count: 0,
            values: Vec::new(),
        }
    }; Stage::ALL.len()],
);

/// Whether stages are being measured (`rumino::latency` at debug).
#[inline]
#[must_use]
pub fn on() -> bool {
    tracing::enabled!(target: "rumino::latency", tracing::Level::DEBUG)
}

/// The start of a stage, when measuring.
#[inline]
#[must_use]
pub fn start() -> Option<Instant> {
    on().then(Instant::now)
}

/// Records the stage begun at `since` (nothing if not measuring).
#[inline]
pub fn done(stage: Stage, since: Option<Instant>) {
    if let Some(since) = since {
        keep(stage, since.elapsed().as_micros() as u64);
    }
}

/// Records the time since the snowflake `id` was made (Discord's epoch, milliseconds), when
/// measuring.
#[inline]
pub fn since_snowflake(stage: Stage, id: u64) {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    if !on() {
        return;
    }
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let made_ms = (id >> 22) + DISCORD_EPOCH_MS;
    keep(stage, now_ms.saturating_sub(made_ms) * 1000);
}

/// Records a count (e.g. a batch's size), when measuring.
#[inline]
pub fn count(stage: Stage, value: usize) {
    if on() {
        keep(stage, value as u64);
    }
}

fn keep(stage: Stage, value: u64) {
    let i = Stage::ALL.iter().position(|s| *s == stage).unwrap_or(0);
    let mut all = SAMPLES.lock().unwrap_or_else(PoisonError::into_inner);
    let s = &mut all[i];
    s.count += 1;
    if s.values.len() < KEPT {
        s.values.push(value);
    }
}

/// One stage's figures over a window.
#[derive(Debug, PartialEq, Eq)]
pub struct Figures {
    pub count: u64,
    pub p50: u64,
    pub p99: u64,
    pub max: u64,
}

/// Count, nearest-rank p50 and p99, and max of `values` (sorted here); `count` may exceed the
/// samples kept.
#[must_use]
pub fn figures(count: u64, values: &mut [u64]) -> Option<Figures> {
    values.sort_unstable();
    let n = values.len();
    let rank = |q: f64| values[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
    (n > 0).then(|| Figures {
        count,
        p50: rank(0.5),
        p99: rank(0.99),
        max: values[n - 1],
    })
}

/// Every stage measured since the last summary, on one line (times in ms), and starts a new
/// window. `None` when nothing was measured.
#[must_use]
pub fn summary() -> Option<String> {
    let taken: Vec<(Stage, Samples)> = {
        let mut all = SAMPLES.lock().unwrap_or_else(PoisonError::into_inner);
        Stage::ALL
            .iter()
            .zip(all.iter_mut())
            .map(|(s, v)| (*s, std::mem::take(v)))
            .collect()
    };
    let mut line = String::new();
    for (stage, mut s) in taken {
        let Some(f) = figures(s.count, &mut s.values) else {
            continue;
        };
        let ms = |us: u64| Duration::from_micros(us).as_secs_f64() * 1000.0;
        let _ = if stage == Stage::Batch {
            write!(
                line,
                "{} n={} p50={} p99={} max={}; ",
                stage.name(),
                f.count,
                f.p50,
                f.p99,
                f.max
            )
        } else {
            write!(
                line,
                "{} n={} p50={:.2}ms p99={:.2}ms max={:.2}ms; ",
                stage.name(),
                f.count,
                ms(f.p50),
                ms(f.p99),
                ms(f.max)
            )
        };
    }
    (!line.is_empty()).then(|| line.trim_end_matches("; ").to_owned())
}

/// Logs [`summary`] once a minute and on SIGUSR1, while the bot runs (only when measuring).
pub fn spawn_summaries() {
    tokio::spawn(async {
        #[cfg(unix)]
        let mut usr1 =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::user_defined1()).ok();
        let mut minute = tokio::time::interval(Duration::from_secs(60));
        minute.tick().await;
        loop {
            #[cfg(unix)]
            {
                let signal = async {
                    match usr1.as_mut() {
                        Some(s) => s.recv().await,
                        None => std::future::pending().await,
                    }
                };
                tokio::select! {
                    _ = minute.tick() => {}
                    _ = signal => {}
                }
            }
            #[cfg(not(unix))]
            minute.tick().await;
            if on() {
                let line = summary().unwrap_or_else(|| "nothing measured".to_owned());
                tracing::debug!(target: "rumino::latency", "latency summary {line}");
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank_of_the_kept_samples() {
        let mut values: Vec<u64> = (1..=100).rev().collect();
        let f = figures(100, &mut values).unwrap();
        assert_eq!(
            f,
            Figures {
                count: 100,
                p50: 50,
                p99: 99,
                max: 100
            }
        );
        // Ten samples: p50 is the 5th, p99 the 10th; the count may exceed what was kept.
        let mut ten = vec![7, 3, 9, 1, 5, 2, 8, 4, 10, 6];
        assert_eq!(
            figures(12, &mut ten),
            Some(Figures {
                count: 12,
                p50: 5,
                p99: 10,
                max: 10
            })
        );
        let mut one = vec![42];
        assert_eq!(figures(1, &mut one).map(|f| (f.p50, f.p99)), Some((42, 42)));
        assert_eq!(figures(0, &mut []), None);
    }
}
