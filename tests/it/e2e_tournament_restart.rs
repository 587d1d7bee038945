//! End-to-end: a knockout tournament survives a kill -9 between rounds
//! (`docs/rules/tournaments.md`, Surviving a kill -9): the bot comes back, picks the tournament
//! up from what it stored, plays it to its end and pays its pool, every chip accounted for.

use rumino::{ids::PlayerId, store::TournamentStatus, tournament::Format};
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
