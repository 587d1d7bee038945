//! End-to-end: a knockout tournament survives a kill -9 between rounds
//! (`docs/rules/tournaments.md`, Surviving a kill -9): the bot comes back, picks the tournament
//! up from what it stored, plays it to its end and pays its pool, every chip accounted for. A
//! kill between recording a table's result and closing the table leaves nothing open for good,
//! and one between Discord starting a table's thread and the bot storing it leaves no second
//! thread.

use std::time::{Duration, Instant};

use rumino::{
    ids::{ChannelId, PlayerId},
    store::{StoredTournament, TournamentStatus},
    tournament::{standings, Format, Played, TournamentId},
};
use serde_json::json;

use crate::{
    e2e_tournament::{assert_checked, assert_paid, assert_rounds_whole, TournamentSteps},
    support::{harness::Harness, standin::*},
};

/// Tournaments, knockout: eight players of one-hand Rummy at tables of two (Alice and seven
/// computers), killed once the first round has all its results; after the restart the
/// winners play on to a champion (four tables, then two, then one), the pool of 8 × 50 is
/// paid 200 / 120 / 80 and Alice's chips are her buy-in less, her prize more.
#[tokio::test]
async fn a_knockout_resumes_after_a_kill_between_rounds_and_pays_its_pool() {
    let mut h = Harness::start().await;
    let options = json!({"format": "knockout", "players": 8, "table_size": 2, "entry": 50,
        "hands": 1});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    let said = h.private_answer(ALICE, message.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");

    let first_round_over = |t: &rumino::store::StoredTournament| {
        let first: Vec<_> = t.tables.iter().filter(|x| x.round == 1).collect();
        !first.is_empty() && first.iter().all(|x| x.places.is_some())
    };
    let before = h.play_until(1, &[ALICE], first_round_over).await;
    assert_eq!(before.new.format, Format::Knockout);
    h.bot.kill();
    let killed = h.stored(1).await;
    assert_eq!(
        killed.status,
        TournamentStatus::Running,
        "killed before its end"
    );
    eprintln!(
        "killed with {} tables of {} rounds stored",
        killed.tables.len(),
        killed.tables.iter().map(|x| x.round).max().unwrap_or(0)
    );
    h.restart(&[]).await;

    let t = h.play_to_the_end(1, &[ALICE]).await;
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_rounds_whole(&t, &[4, 2, 1]);
    assert_paid(&t, 400);
    let prize = t
        .results
        .iter()
        .find(|(p, _, _)| *p == PlayerId(ALICE as i64))
        .map_or(0, |r| r.2);
    assert_eq!(h.balance(ALICE).await, 1000 - 50 + prize);
    // Every stored table's thread is one the bot started in the tournament's channel.
    let threads = h.standin.threads_of(CHANNEL_ID);
    for x in &t.tables {
        let thread = x.thread.expect("a thread").0 as u64;
        assert!(threads.iter().any(|th| th.id == thread), "{x:#?}");
    }
    // The champion's table in the last round; the message shows the end, without buttons.
    let last = t.tables.iter().find(|x| x.round == 3).expect("a final");
    let champion = t
        .results
        .iter()
        .find(|(_, place, _)| *place == Some(0))
        .map(|r| r.0)
        .expect("a champion");
    assert!(last.seats.contains(&champion), "{last:#?}");
    let shown = h
        .standin
        .wait_message(std::time::Duration::from_secs(30), |m| {
            m.id == message.id && m.buttons().is_empty()
        })
        .await;
    assert!(shown.is_some(), "{}", h.table(message.id).text());
    assert_checked(&h).await;
}

/// Tournaments, kill -9 between a table's result and its close: a Swiss of four in one round at
/// tables of two, Alice against a computer. Once the computers' table is over, the bot is killed
/// with Alice's game under way; what a kill just after recording its result leaves is then
/// written as the bot would have — Alice's table has its result (she lost), the tournament is
/// finished, and her table is still open. At start-up the bot closes that table: its thread
/// says so and no table is open there.
#[tokio::test]
async fn a_table_whose_result_is_recorded_is_closed_after_a_kill() {
    let mut h = Harness::start().await;
    let options = json!({"players": 4, "table_size": 2, "rounds": 1, "hands": 1});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    let said = h.private_answer(ALICE, message.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    let alice = PlayerId(ALICE as i64);
    let deadline = Instant::now() + Duration::from_secs(60);
    let t = loop {
        let t = h.stored(1).await;
        let (hers, theirs): (Vec<_>, Vec<_>) =
            t.tables.iter().partition(|x| x.seats.contains(&alice));
        if hers.iter().all(|x| x.table.is_some())
            && !theirs.is_empty()
            && theirs.iter().all(|x| x.places.is_some())
        {
            break t;
        }
        assert!(Instant::now() < deadline, "{t:#?}\n{}", h.bot.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let hers = t
        .tables
        .iter()
        .find(|x| x.seats.contains(&alice))
        .unwrap()
        .clone();
    let thread = hers.thread.expect("a thread");
    h.bot.kill();

    let store = h.store().await;
    let places: Vec<u8> = hers.seats.iter().map(|p| u8::from(*p == alice)).collect();
    store
        .record_places(TournamentId(1), 1, hers.table_no, &places)
        .await
        .unwrap();
    let t: StoredTournament = h.stored(1).await;
    let played: Vec<Played> = t.tables.iter().map(|x| x.played()).collect();
    let order: Vec<PlayerId> = standings::swiss(&t.entrants, &played)
        .iter()
        .map(|s| s.player)
        .collect();
    assert!(store
        .finish_tournament(TournamentId(1), &order, &[])
        .await
        .unwrap());
    assert!(
        store.open_table_in(thread).await.unwrap().is_some(),
        "left open by the kill"
    );
    h.restart(&[]).await;

    let closed = h
        .standin
        .wait_message(Duration::from_secs(30), |m| {
            m.channel_id == thread.0 as u64 && m.text().contains("This table is closed")
        })
        .await;
    assert!(
        closed.is_some(),
        "{:?}\n{}",
        h.standin.channel_messages(thread.0 as u64),
        h.bot.log()
    );
    assert_eq!(
        store.open_table_in(ChannelId(thread.0)).await.unwrap(),
        None
    );
    assert_eq!(h.stored(1).await.status, TournamentStatus::Finished);
    assert_checked(&h).await;
}

/// Tournaments, kill -9 between a thread's creation and its storing: Discord starts the first
/// table's thread but its answer never reaches the bot, which is killed waiting for it. After
/// the restart the bot finds that thread (the channel's, its name, its own) and stores it
/// instead of starting another: the tournament plays to its end with exactly one thread per
/// table.
#[tokio::test]
async fn a_thread_started_before_a_kill_is_found_not_started_again() {
    let mut h = Harness::start().await;
    let options = json!({"players": 4, "table_size": 2, "rounds": 1, "hands": 1});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    let said = h.private_answer(ALICE, message.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");
    let route = format!("POST /api/v10/channels/{CHANNEL_ID}/threads");
    h.standin.fail_next(&route, 1, Fault::Unanswered);
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    let first = h
        .standin
        .wait_threads(CHANNEL_ID, 1, Duration::from_secs(30))
        .await
        .expect("the first table's thread started");
    h.bot.kill();
    assert_eq!(
        first.len(),
        1,
        "the bot waits for the first answer: {first:?}"
    );
    assert_eq!(
        h.stored(1).await.tables[0].thread,
        None,
        "not stored before the kill"
    );
    h.restart(&[]).await;

    let t = h.play_to_the_end(1, &[ALICE]).await;
    assert_rounds_whole(&t, &[2]);
    let threads = h.standin.threads_of(CHANNEL_ID);
    assert_eq!(threads.len(), 2, "one thread per table: {threads:#?}");
    assert_eq!(t.tables[0].thread, Some(ChannelId(first[0].id as i64)));
    assert_checked(&h).await;
}
