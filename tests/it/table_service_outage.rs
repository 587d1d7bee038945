//! The table service while its database goes away under play and comes back, on both engines,
//! through a real fault: on SQLite another connection holds the file's write lock; on PostgreSQL
//! a server of the test's own is crashed (`pg_ctl stop -m immediate`) and started again.
//!
//! The tables pause rather than retry at once: one line says the database is unreachable and
//! one that it is back, however many tables and tries; the tries back off; a click meanwhile is
//! answered that the table is paused and changes nothing. Once it is back the clocks fire again,
//! clicks work, and every table's log is gapless and checks out. And a commit the database took
//! without answering is taken up from the log, not applied twice.

use std::time::Duration;

use rumino::{
    games::{rumino::Action, Level},
    ids::{ChannelId, TableId},
    store::{ActionRecord, Commit, OpenOptions, Store, TableStatus, FIRST_EPOCH},
    table::{
        Clock, ServiceConfig, TableCommand, TableError, TableOptions, TablePhase, TableRequest,
        TableService, FIRST_RETRY, LAST_RETRY,
    },
};
use sqlx::{Connection, Executor, SqliteConnection};

use crate::support::{
    logs::Logs,
    pg_cluster::PgCluster,
    service::{start_service, wait_for},
};
use crate::table_service::{computer, heads_up, on_turn, GUILD};

/// How the test takes the database away and gives it back.
enum Fault {
    /// Another connection to the file holds its write lock.
    Sqlite {
        url: String,
        lock: Option<SqliteConnection>,
    },
    /// The test's own server, crashed and restarted.
    Postgres(PgCluster),
}

impl Fault {
    async fn cut(&mut self) {
        match self {
            Fault::Sqlite { url, lock } => {
                let mut conn = SqliteConnection::connect(url).await.unwrap();
                conn.execute("BEGIN EXCLUSIVE").await.unwrap();
                *lock = Some(conn);
            }
            Fault::Postgres(cluster) => cluster.crash().await,
        }
    }

    async fn mend(&mut self) {
        match self {
            Fault::Sqlite { lock, .. } => {
                let mut conn = lock.take().expect("locked");
                conn.execute("ROLLBACK").await.unwrap();
                conn.close().await.unwrap();
            }
            Fault::Postgres(cluster) => cluster.restart().await,
        }
    }
}

// Current-thread runtimes: every task of the service logs on the test's thread, where the log
// capture is, and nowhere else.
#[tokio::test]
async fn sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("rumino.db").display());
    // Commits give up on the lock after 50 ms rather than 5 s, to keep the test short.
    let options = OpenOptions {
        busy_timeout: Duration::from_millis(50),
        ..OpenOptions::default()
    };
    let store = Store::open_with(&url, &options).await.unwrap();
    play_through_an_outage(store, Fault::Sqlite { url, lock: None }).await;
}

#[tokio::test]
async fn postgres() {
    let Some(cluster) = PgCluster::start().await else {
        return;
    };
    let store = Store::open(&cluster.url()).await.unwrap();
    play_through_an_outage(store, Fault::Postgres(cluster)).await;
}

/// Tables of computer players, whose clocks keep running out, and one of two people, whose turn
/// clock (two minutes) does not during the test: the database goes away under them and comes
/// back.
async fn play_through_an_outage(store: Store, mut fault: Fault) {
    let (logs, _capture) = Logs::capture();
    let config = ServiceConfig {
        rng_seed: Some(21),
        ..ServiceConfig::default()
    };
    let (service, _) = TableService::start(store.clone(), config, Clock::system())
        .await
        .unwrap();
    let mut computers = Vec::new();
    for channel in 10..14 {
        computers.push(computers_playing(&service, channel).await);
    }
    let people = heads_up(&service, 1).await;

    fault.cut().await;
    // The computers' clocks find the database gone, and the process tries it again and again.
    failed_tries(&service, 3).await;
    let playing = computers_in_play(&service, &computers);
    let away = while_away(&service, people).await;
    for &(table, version) in &playing {
        assert_eq!(
            service.state(table).unwrap().version,
            version,
            "nothing is committed while the database is away"
        );
    }
    let outage = service.database_outage().expect("still down");
    assert!(
        outage.failed_tries <= most_tries(outage.down_for),
        "tries back off: {outage:?}"
    );
    fault.mend().await;

    eventually("the database back", || {
        service.database_outage().is_none().then_some(())
    })
    .await;
    // The clocks fire again, and the click works.
    for &(table, version) in &playing {
        wait_for(&service, table, |s| s.version > version).await;
    }
    let ack = service
        .send(people, away.click.clone(), Some(away.version))
        .await;
    assert_eq!(ack.unwrap().version, away.version + 1);

    let warnings = logs.warnings();
    assert_eq!(warnings.len(), 1, "one line for the outage: {warnings:#?}");
    assert!(warnings[0].text.contains("unreachable"), "{warnings:#?}");
    let back = logs.ours(|l| l.text.contains("the database is back"));
    assert_eq!(back.len(), 1, "one line for its end: {back:#?}");

    service.shutdown().await;
    // Nothing applied twice, nothing lost: every log is gapless and replays to its snapshots.
    for &table in computers.iter().chain([&people]) {
        let actions = store.actions(table, 0).await.unwrap();
        assert!(actions
            .iter()
            .enumerate()
            .all(|(i, a)| a.seq == i as i64 + 1));
    }
    let people_log = store.actions(people, 0).await.unwrap();
    assert_eq!(people_log.len() as u64, away.version + 1);
    let report = store.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
}

/// A click at the people's table while the database is away, refused, at this version.
struct Refused {
    click: TableRequest,
    version: u64,
}

/// Waits until the process has tried the database a few more times, then clicks at the people's
/// table: the click is answered that the table is paused, and changes nothing.
async fn while_away(service: &TableService, people: TableId) -> Refused {
    failed_tries(service, 5).await;
    let state = service.state(people).unwrap();
    let click = TableRequest::Act {
        player: on_turn(&state),
        action: Action::DrawStock.into(),
    };
    let refused = service
        .send(people, click.clone(), Some(state.version))
        .await;
    let paused = refused.unwrap_err();
    assert_eq!(paused, TableError::Paused);
    let text = paused.to_string();
    assert!(
        text.contains("paused") && text.contains("nothing was lost"),
        "{text}"
    );
    assert_eq!(
        *service.state(people).unwrap(),
        *state,
        "the click changed nothing"
    );
    Refused {
        click,
        version: state.version,
    }
}

/// The computers' tables in play, with their versions.
fn computers_in_play(service: &TableService, computers: &[TableId]) -> Vec<(TableId, u64)> {
    let playing: Vec<(TableId, u64)> = computers
        .iter()
        .filter_map(|&t| service.state(t))
        .filter(|s| s.phase == TablePhase::Playing)
        .map(|s| (s.id, s.version))
        .collect();
    assert!(
        playing.len() > 1,
        "tables in play while the database is away"
    );
    playing
}

/// Opens a table of two computer players in `channel` that take a turn every 100 ms, and waits
/// until they play.
async fn computers_playing(service: &TableService, channel: i64) -> TableId {
    let host = computer(channel, Level::Easy);
    let options = TableOptions {
        computer_delay_ms: 100,
        ..TableOptions::default()
    };
    let table = service
        .open(GUILD, ChannelId(channel), host.clone(), options)
        .await
        .unwrap()
        .id;
    for request in [
        TableRequest::AddComputer {
            by: host.player,
            level: Level::Easy,
        },
        TableRequest::Start { by: host.player },
    ] {
        service.send(table, request, None).await.unwrap();
    }
    wait_for(service, table, |s| s.live_game().is_some()).await;
    table
}

/// Waits until the process has tried the database `n` times and failed.
async fn failed_tries(service: &TableService, n: u32) {
    eventually("tries that failed", || {
        service.database_outage().filter(|o| o.failed_tries >= n)
    })
    .await;
}

/// The most tries that can have failed in `down_for`: the first failure, then one after each
/// delay, doubling from [`FIRST_RETRY`] up to [`LAST_RETRY`].
fn most_tries(down_for: Duration) -> u32 {
    let (mut tries, mut at, mut delay) = (1, FIRST_RETRY, FIRST_RETRY);
    while at <= down_for {
        tries += 1;
        delay = (delay * 2).min(LAST_RETRY);
        at += delay;
    }
    tries
}

/// The first `Some` of `check`, looked at every 20 ms, within a minute.
async fn eventually<T>(what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(found) = check() {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no {what} within a minute"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

crate::both_engines! {
    /// The database took a commit but went away before answering it (a server crashing between
    /// the two): the table never heard. Its next commit at that place is refused by the log's
    /// guard; the table then goes on from its log, and the action is neither lost nor applied
    /// twice.
    async fn a_commit_whose_answer_was_lost_is_taken_up_from_the_log(db: TestDb) {
        let (service, store) = start_service(&db.url, 4).await;
        let table = heads_up(&service, 1).await;
        let state = service.state(table).unwrap();
        let turn = on_turn(&state);
        let draw = TableCommand::Act {
            player: turn,
            action: Action::DrawStock.into(),
        };
        let commit = Commit {
            table_id: table,
            seq: state.version as i64 + 1,
            action: ActionRecord {
                kind: draw.kind().to_owned(),
                actor: draw.actor(),
                game_no: Some(i64::from(state.game_no)),
                payload: serde_json::to_string(&draw).unwrap(),
            },
            status: TableStatus::Open,
            snapshot: None,
            games: Vec::new(),
            seats: Vec::new(),
            hands: Vec::new(),
            ledger: Vec::new(),
            rating: None,
            now_ms: service.clock().now_ms(),
            epoch: FIRST_EPOCH,
        };
        store.commit(&commit).await.unwrap();

        let click = TableRequest::Act {
            player: turn,
            action: Action::DrawStock.into(),
        };
        let again = service.send(table, click, Some(state.version)).await;
        assert_eq!(again.unwrap_err(), TableError::Stale, "shown the game as it is now");
        let now = service.state(table).unwrap();
        assert_eq!(now.version, state.version + 1, "the draw, once");
        let stored = store.table(table).await.unwrap().unwrap();
        let log = store.actions(table, 0).await.unwrap();
        assert_eq!(rumino::table::rebuild(&stored, &log).unwrap(), *now);
        // And play goes on from there.
        let other = state.players.iter().find(|p| p.player != turn).unwrap().player;
        let left = service
            .send(table, TableRequest::Leave { player: other }, Some(now.version))
            .await;
        assert_eq!(left.unwrap().version, now.version + 1);
        let report = store.check().await.unwrap();
        assert!(report.violations.is_empty(), "{report}");
    }
}
