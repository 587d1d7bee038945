//! `rumino simulate`: computer players play each other through the same table service and store
//! as the bot, and we report how each level did.
//!
//! This module plays the games (opening, filling and finishing tables); [`report`] tallies what
//! happened and prints it. With `--tournament`, [`tournament`] runs one tournament instead.

mod report;
mod tournament;

use std::{process::ExitCode, sync::Arc};

use tokio::sync::Mutex;

use self::report::{print_report, Resumed, Tally};
pub use self::tournament::TournamentArgs;
use crate::faces::terminal::screen::echo;
use crate::{
    games::Level,
    games::{AnyOptions, GameKind},
    ids::{ChannelId, GuildId},
    store::{GameStatus, Store},
    table::{
        computer_id, computer_seat, Clock, SeatInfo, ServiceConfig, TableOptions, TablePhase,
        TableRequest, TableService,
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
    /// The language of the report.
    pub lang: crate::i18n::Lang,
    /// One tournament of `players` computer players instead of `games` games.
    pub tournament: Option<TournamentArgs>,
}

/// The database cannot be opened, or a table refuses what the simulation asks of it.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    super::init_tracing("warn");
    anyhow::ensure!(!args.levels.is_empty(), "--ai needs at least one level");
    if let Some(tournament) = &args.tournament {
        return tournament::run(&args, tournament).await;
    }
    super::check_players(args.game, args.players)?;
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
                echo!("ack {} {}", notice.table, notice.state.version);
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
    computer_seat(computer_id(level, 1), level).expect("a computer's id")
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
}
