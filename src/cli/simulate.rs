//! `rumino simulate`: computer players play each other through the same table service and store
//! as the bot, and we report how each level did.

use std::{collections::HashMap, process::ExitCode, sync::Arc};

use tokio::sync::Mutex;

use crate::{
    games::Level,
    games::{AnyEvent, AnyOptions, GameKind},
    ids::{ChannelId, GuildId, PlayerId},
    store::{GameStatus, Store},
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

struct Tally {
    /// The game counted: notices of other games' tables are ignored.
    game: GameKind,
    /// Actions the report fell behind on and never saw.
    missed: u64,
    games: u32,
    hands: u64,
    /// How hands ended (`knock`, `gin`, `went_out`, …), counted.
    endings: std::collections::BTreeMap<String, u64>,
    /// Per level: seats played, wins (a split counts its share).
    seats: HashMap<Level, u32>,
    wins: HashMap<Level, f64>,
}

impl Tally {
    fn new(game: GameKind) -> Tally {
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

    fn record(&mut self, notice: &Notice) {
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
    let tally = Arc::new(Mutex::new(Tally::new(args.game)));
    let listener = listen(&service, tally.clone(), args.print_acks);
    let resumed = play_games(&service, &args, report.resumed).await?;
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    listener.abort();
    let finished = store
        .count_games_of(SIM_GUILD, args.game.as_str(), GameStatus::Finished)
        .await?;
    let tally = tally.lock().await;
    print_report(
        &args,
        &tally,
        &resumed,
        finished - resumed.done_before,
        &service.decision_times(),
    );
    Ok(ExitCode::SUCCESS)
}

/// Tallies every committed action (and prints its ack, for crash tests).
fn listen(
    service: &TableService,
    tally: Arc<Mutex<Tally>>,
    print_acks: bool,
) -> tokio::task::JoinHandle<()> {
    let mut notices = service.subscribe();
    tokio::spawn(async move {
        use std::io::Write;
        loop {
            let notice = match notices.recv().await {
                Ok(notice) => notice,
                Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                    tally.lock().await.missed += n;
                    continue;
                }
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
}

/// Plays out the resumed tables and plays new games of `args.game` until `args.games` of them
/// have finished in the database, `args.parallel` tables at a time.
async fn play_games(
    service: &TableService,
    args: &Args,
    resumed_in_all: usize,
) -> anyhow::Result<Resumed> {
    // `--games` counts the finished games of the chosen game: games of another kind in the same
    // database are neither counted nor tallied (their resumed tables are only played out).
    let store = service.store();
    let done_before = store
        .count_games_of(SIM_GUILD, args.game.as_str(), GameStatus::Finished)
        .await?;
    let tables = service.tables();
    let this_game = tables
        .iter()
        .filter(|&&t| {
            service.state(t).is_some_and(|s| {
                s.phase == TablePhase::Playing && s.options.game.kind() == args.game
            })
        })
        .count();
    let mut tasks = tokio::task::JoinSet::new();
    for table in tables {
        let service = service.clone();
        tasks.spawn(async move { finish_table(&service, table).await });
    }
    let to_start = i64::from(args.games) - done_before - this_game as i64;
    let mut started = 0i64;
    let channel_base = store.count_tables().await? + 1;
    while started < to_start || !tasks.is_empty() {
        while started < to_start && tasks.len() < args.parallel.max(1) {
            let levels = seat_levels(
                &args.levels,
                usize::from(args.players),
                (done_before + started) as usize,
            );
            // Opened here, one after another, so that table ids (which seed each table's
            // shuffles and computer players) follow the games' order whatever --parallel is.
            let channel = ChannelId(channel_base + started);
            let table = open_table(service, channel, args.game, &levels).await?;
            let service = service.clone();
            tasks.spawn(async move { play_one(&service, table, &levels).await });
            started += 1;
        }
        if let Some(result) = tasks.join_next().await {
            result??;
        }
    }
    Ok(Resumed {
        this_game,
        others: resumed_in_all.saturating_sub(this_game),
        done_before,
    })
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

/// Opens a table in `channel` with a computer player of `levels[0]` as its host.
async fn open_table(
    service: &TableService,
    channel: ChannelId,
    game: GameKind,
    levels: &[Level],
) -> anyhow::Result<crate::ids::TableId> {
    let options = TableOptions {
        game: AnyOptions::default_for(game),
        seats: u8::try_from(levels.len()).unwrap_or(u8::MAX),
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    let state = service
        .open(SIM_GUILD, channel, computer(levels[0]), options)
        .await?;
    Ok(state.id)
}

/// Seats the other computer players at the open `table`, starts it and plays it out.
async fn play_one(
    service: &TableService,
    table: crate::ids::TableId,
    levels: &[Level],
) -> anyhow::Result<()> {
    let host = computer(levels[0]).player;
    for &level in &levels[1..] {
        service
            .send(table, TableRequest::AddComputer { by: host, level }, None)
            .await?;
    }
    service
        .send(table, TableRequest::Start { by: host }, None)
        .await?;
    finish_table(service, table).await
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

/// The tables a run resumed, and the games it found finished.
struct Resumed {
    /// Tables of the chosen game, resumed mid-game.
    this_game: usize,
    /// Other tables (another game's, or a lobby): played out or closed, never counted.
    others: usize,
    /// Finished games of the chosen game already in the database.
    done_before: i64,
}

fn print_report(
    args: &Args,
    t: &Tally,
    r: &Resumed,
    finished: i64,
    times: &HashMap<Level, Vec<u64>>,
) {
    let game = args.game;
    println!(
        "{game} simulation: {} players, levels {:?}, seed {}",
        args.players, args.levels, args.seed
    );
    println!(
        "{game} games finished this run: {finished} (--games {} counts the finished {game} games \
         in the database: {} before this run; {} {game} tables resumed)",
        args.games, r.done_before, r.this_game
    );
    if r.others > 0 {
        println!(
            "other tables resumed, played out or closed, not counted: {}",
            r.others
        );
    }
    if t.missed > 0 {
        println!(
            "the figures below leave out {} actions this report could not keep up with",
            t.missed
        );
    }
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
