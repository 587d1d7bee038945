//! Replays as the log holds them, for every game (`/rumino replay` and the web pages read the
//! same [`replay_game`]): a game of computer players played to its end replays with one hand
//! for each hand the store recorded (Rummoli's final deal of the leftover board, L24, is its last
//! hand's, not a hand of its own), ends on its result, and the host closing the table afterwards
//! adds no step; a game called off and refunded is not replayed, one still running says so; and
//! in Rummy every hand's end stays in view at the start of the next, not only the last.

use rumino::{
    faces::screens,
    games::{rummy::RummyOptions, AnyOptions, GameKind},
    ids::{GuildId, TableId},
    store::Store,
    table::{replay_game, GameFrame, Replayed, TablePhase, TableRequest, TableService},
};
use sqlx::Connection;

use crate::support::{
    engines::{Engine, TestDb},
    service::{computers_started, start_service, wait_for},
};

const GUILD: GuildId = GuildId(9);

/// A table of three computer players of `game` in `channel`; `to_end`: waits until the game is
/// over, else until it is dealt.
async fn played(service: &TableService, channel: i64, game: AnyOptions, to_end: bool) -> TableId {
    let (table, _) = computers_started(service, GUILD, channel, channel, game).await;
    if to_end {
        wait_for(service, table, |s| {
            s.game_no == 1 && s.phase == TablePhase::Lobby
        })
        .await;
    } else {
        wait_for(service, table, |s| s.live_game().is_some()).await;
    }
    table
}

/// Waits until the table is closed, as the store has it (a closed table has no live state to
/// watch).
async fn closed(store: &Store, table: TableId) {
    let waited = tokio::time::timeout(std::time::Duration::from_secs(30), async {
        loop {
            let stored = store.table(table).await.unwrap().unwrap();
            if stored.status.to_string() == "closed" {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    });
    waited.await.expect("the table closes");
}

/// The last step of game 1 of `table`, as the store's log replays it.
async fn replayed(store: &Store, table: TableId) -> Replayed {
    let stored = store.table(table).await.unwrap().unwrap();
    let actions = store.actions(table, 0).await.unwrap();
    replay_game(&stored, &actions, 1, usize::MAX).unwrap()
}

fn step(replayed: Replayed) -> GameFrame {
    match replayed {
        Replayed::Step(frame) => *frame,
        other => panic!("not a finished game: {other:?}"),
    }
}

/// The hands the store recorded for game 1 of `table`.
async fn hands_recorded(url: &str, table: TableId) -> usize {
    let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE table_id = ? AND game_no = 1")
            .bind(table.0)
            .fetch_one(&mut conn)
            .await
            .unwrap();
    usize::try_from(n).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_games_replay_has_its_recorded_hands_and_ends_on_its_result() {
    let db = TestDb::fresh(Engine::Sqlite).await.unwrap();
    let (service, store) = start_service(&db.url, 5).await;
    for (i, &kind) in GameKind::ALL.iter().enumerate() {
        let channel = 10 + i as i64;
        let table = played(&service, channel, AnyOptions::default_for(kind), true).await;
        let frame = step(replayed(&store, table).await);
        let hands = hands_recorded(&db.url, table).await;
        assert_eq!(
            frame.deals.len(),
            hands,
            "{kind:?}: one hand a recorded hand"
        );
        let over = frame.state.game.as_ref().and_then(|g| g.settlement());
        assert!(
            over.is_some_and(|s| !s.refunded),
            "{kind:?} ends on its result"
        );
        assert_eq!(frame.step, frame.steps - 1);

        // The host closes the table: logged under the game, but no step of it.
        let host = frame.state.host;
        let cancel = TableRequest::Cancel {
            by: host,
            moderator: false,
        };
        service.send(table, cancel, None).await.unwrap();
        closed(&store, table).await;
        let closed = step(replayed(&store, table).await);
        assert_eq!(closed.steps, frame.steps, "{kind:?}: closing adds no step");
        assert_eq!(closed.state, frame.state);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refunded_game_is_not_replayed_and_a_running_one_says_so() {
    let db = TestDb::fresh(Engine::Sqlite).await.unwrap();
    let (service, store) = start_service(&db.url, 6).await;
    let running = played(
        &service,
        1,
        AnyOptions::default_for(GameKind::Rumino),
        false,
    )
    .await;
    let state = service.state(running).unwrap();
    if state.live_game().is_some() {
        assert_eq!(replayed(&store, running).await, Replayed::Running);
    }
    let cancel = TableRequest::Cancel {
        by: state.host,
        moderator: true,
    };
    service.send(running, cancel, None).await.unwrap();
    closed(&store, running).await;
    assert_eq!(replayed(&store, running).await, Replayed::Missing);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_rummy_each_hands_end_stays_in_view_as_the_next_is_dealt() {
    let db = TestDb::fresh(Engine::Sqlite).await.unwrap();
    let (service, store) = start_service(&db.url, 7).await;
    let rummy = AnyOptions::from(RummyOptions {
        hands: Some(3),
        ..RummyOptions::default()
    });
    let table = played(&service, 1, rummy, true).await;
    let stored = store.table(table).await.unwrap().unwrap();
    let actions = store.actions(table, 0).await.unwrap();
    let last = step(replayed(&store, table).await);
    assert!(last.deals.len() >= 2, "{:?}", last.deals);
    for (hand, &dealt) in last.deals.iter().enumerate().skip(1) {
        let frame = step(replay_game(&stored, &actions, 1, dealt).unwrap());
        let game = frame.state.game.as_ref().unwrap();
        let panel = screens::playing(&frame.state, game);
        let (name, value) = panel
            .field
            .unwrap_or_else(|| panic!("hand {}: no last hand in {:?}", hand + 1, panel.lines));
        assert!(name.starts_with("Last hand: "), "{name}");
        assert!(!value.is_empty());
    }
}
