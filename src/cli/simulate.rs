//! `rumino simulate`: computer players play each other through the same table service and store
//! as the bot, and we report how each level did.

use std::{collections::HashMap, process::ExitCode, sync::Arc};

use tokio::sync::Mutex;

use crate::{
    games::Level,
    games::{AnyEvent, AnyOptions, GameKind},
    ids::{ChannelId, GuildId, PlayerId},
    store::Store,
    table::{
        Clock, Notice, SeatInfo, ServiceConfig, TableEvent, TableOptions, TablePhase, TableRequest,
        TableService,
    },
};

/// The server simulated games are booked under, apart from any real one.
pub const SIM_GUILD: GuildId = GuildId(0);

pub struct Args {
    pub games: u32,
    /// The game every table plays.
    pub game: GameKind,
    pub players: u8,
    pub levels: Vec<Level>,
    pub seed: u64,
    pub database: Option<String>,
    pub parallel: usize,
    pub print_acks: bool,
}

#[derive(Default)]
struct Tally {
    games: u32,
    hands: u64,
    /// How hands ended (`knock`, `gin`, `went_out`, …), counted.
    endings: std::collections::BTreeMap<String, u64>,
    /// Per level: seats played, wins (a split counts its share).
    seats: HashMap<Level, u32>,
    wins: HashMap<Level, f64>,
}

impl Tally {
    fn record(&mut self, notice: &Notice) {
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

/// # Errors
/// The database cannot be opened, or a table refuses what the simulation asks of it.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    super::app::init_tracing("warn");
    anyhow::ensure!(!args.levels.is_empty(), "--ai needs at least one level");
    let url = args
        .database
        .clone()
        .unwrap_or_else(|| "sqlite::memory:".to_owned());
    let store = Store::open(&url).await?;
    let config = ServiceConfig {
        rng_seed: Some(args.seed),
        ..ServiceConfig::default()
    };
    let (service, report) = TableService::start(store.clone(), config, Clock::system()).await?;
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut notices = service.subscribe();
    let print_acks = args.print_acks;
    let listener = {
        let tally = tally.clone();
        tokio::spawn(async move {
            use std::io::Write;
            loop {
                let notice = match notices.recv().await {
                    Ok(notice) => notice,
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                };
                if print_acks {
                    let mut out = std::io::stdout().lock();
                    let _ = writeln!(out, "ack {} {}", notice.table, notice.state.version);
                    let _ = out.flush();
                }
                tally.lock().await.record(&notice);
            }
        })
    };
    let done_before = store
        .count_games(SIM_GUILD, crate::store::GameStatus::Finished)
        .await?;
    let resumed = service.tables();
    let mut tasks = tokio::task::JoinSet::new();
    for table in resumed.iter().copied() {
        let service = service.clone();
        tasks.spawn(async move { finish_table(&service, table).await });
    }
    let to_start = i64::from(args.games) - done_before - resumed.len() as i64;
    let mut started = 0i64;
    let channel_base = store.count_tables().await? + 1;
    while started < to_start || !tasks.is_empty() {
        while started < to_start && tasks.len() < args.parallel.max(1) {
            let service = service.clone();
            let levels = seat_levels(
                &args.levels,
                usize::from(args.players),
                (done_before + started) as usize,
            );
            let channel = ChannelId(channel_base + started);
            let game = args.game;
            tasks.spawn(async move { play_one(&service, channel, game, &levels).await });
            started += 1;
        }
        if let Some(result) = tasks.join_next().await {
            result??;
        }
    }
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    listener.abort();
    let tally = tally.lock().await;
    print_report(
        &args,
        &tally,
        report.resumed,
        done_before,
        &service.decision_times(),
    );
    Ok(ExitCode::SUCCESS)
}

/// Levels for each seat of game `n`: cycled over the seats and rotated each game so no level
/// keeps the same seat (and so the same position relative to the first dealer).
fn seat_levels(levels: &[Level], players: usize, n: usize) -> Vec<Level> {
    (0..players)
        .map(|i| levels[(i + n) % levels.len()])
        .collect()
}

fn computer(level: Level) -> SeatInfo {
    let id = PlayerId(-100 * (level as i64 + 1) - 1);
    SeatInfo {
        player: id,
        name: format!("Computer 1 ({level})"),
        computer: Some(level),
    }
}

async fn play_one(
    service: &TableService,
    channel: ChannelId,
    game: GameKind,
    levels: &[Level],
) -> anyhow::Result<()> {
    let host = computer(levels[0]);
    let options = TableOptions {
        game: AnyOptions::default_for(game),
        seats: u8::try_from(levels.len()).unwrap_or(u8::MAX),
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    let state = service
        .open(SIM_GUILD, channel, host.clone(), options)
        .await?;
    for &level in &levels[1..] {
        service
            .send(
                state.id,
                TableRequest::AddComputer {
                    by: host.player,
                    level,
                },
                None,
            )
            .await?;
    }
    service
        .send(state.id, TableRequest::Start { by: host.player }, None)
        .await?;
    finish_table(service, state.id).await
}

/// Waits for the table's game to end, then closes the table.
async fn finish_table(service: &TableService, table: crate::ids::TableId) -> anyhow::Result<()> {
    let Some(mut watch) = service.watch(table) else {
        return Ok(());
    };
    let state = watch
        .wait_for(|s| s.phase != TablePhase::Playing)
        .await
        .map(|s| s.clone());
    if let Ok(state) = state {
        if state.phase == TablePhase::Lobby {
            service
                .send(
                    table,
                    TableRequest::Cancel {
                        by: state.host,
                        moderator: true,
                    },
                    None,
                )
                .await?;
        }
    }
    Ok(())
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

fn print_report(
    args: &Args,
    t: &Tally,
    resumed: usize,
    done_before: i64,
    times: &HashMap<Level, Vec<u64>>,
) {
    println!(
        "{} simulation: {} players, levels {:?}, seed {}",
        args.game, args.players, args.levels, args.seed
    );
    println!("games seen this run: {} (resumed tables: {resumed}; finished before this run: {done_before})", t.games);
    println!(
        "{:<8} {:>7} {:>9} {:>9} {:>17}",
        "level", "seats", "wins", "win rate", "95% CI"
    );
    let mut levels: Vec<Level> = t.seats.keys().copied().collect();
    levels.sort_by_key(|l| *l as u8);
    for level in levels {
        let n = f64::from(t.seats[&level]);
        let w = t.wins.get(&level).copied().unwrap_or(0.0);
        let (lo, hi) = wilson(w, n);
        println!(
            "{:<8} {:>7} {:>9.1} {:>8.1}% {:>7.1}%–{:>5.1}%",
            level.name(),
            n,
            w,
            100.0 * w / n.max(1.0),
            100.0 * lo,
            100.0 * hi
        );
    }
    let hands = t.hands.max(1) as f64;
    println!(
        "hands per game: {:.2}",
        t.hands as f64 / f64::from(t.games.max(1))
    );
    let endings: Vec<String> = t
        .endings
        .iter()
        .map(|(how, n)| format!("{how} {:.1}", 1000.0 * *n as f64 / hands))
        .collect();
    println!("hands ended per 1,000: {}", endings.join(", "));
    println!("decision time per level (µs): p50 / p99 / max");
    for level in Level::ALL {
        let Some(v) = times.get(&level).filter(|v| !v.is_empty()) else {
            continue;
        };
        let mut v = v.clone();
        v.sort_unstable();
        let q = |f: f64| v[((v.len() - 1) as f64 * f) as usize];
        println!(
            "  {:<8} {:>8} / {:>8} / {:>8}  ({} decisions)",
            level.name(),
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
    fn seats_rotate_between_games() {
        let l = [Level::Hard, Level::Normal];
        assert_eq!(seat_levels(&l, 2, 0), [Level::Hard, Level::Normal]);
        assert_eq!(seat_levels(&l, 2, 1), [Level::Normal, Level::Hard]);
        assert_eq!(
            seat_levels(&l, 3, 0),
            [Level::Hard, Level::Normal, Level::Hard]
        );
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(60.0, 100.0);
        assert!(lo < 0.6 && 0.6 < hi && lo > 0.49 && hi < 0.70);
    }
}
