//! End-to-end: commands a tournament must refuse (`docs/rules/tournaments.md`). A tournament
//! cannot be created where its tables' threads could never open — inside a thread (Discord
//! answers 400, 50024, to a thread of a thread) or where the bot may not open threads; and no
//! player seated at a tournament table may end it with `/rumino cancel`.

use std::time::{Duration, Instant};

use rumino::{
    ids::ChannelId,
    store::{StoredTournament, TournamentStatus, TournamentTable},
    tournament::TournamentId,
};
use serde_json::{json, Value};

use crate::{
    e2e_tournament::TournamentSteps,
    support::{harness::Harness, standin::*},
};

/// How long a round may take to be seated.
const T: Duration = Duration::from_secs(60);

/// A Swiss of four at tables of two, one round of one hand.
fn four_at_two() -> Value {
    json!({"players": 4, "table_size": 2, "rounds": 1, "hands": 1})
}

/// Waits until the stored tournament `id` has a table of round 1, with its thread and table,
/// whose seats satisfy `seats`; that table.
async fn seated_table(h: &Harness, id: i64, seats: impl Fn(&[u64]) -> bool) -> TournamentTable {
    let deadline = Instant::now() + T;
    loop {
        let t: StoredTournament = h.stored(id).await;
        let found = t.tables.iter().find(|x| {
            let ids: Vec<u64> = x.seats.iter().map(|p| p.0 as u64).collect();
            x.round == 1 && x.table.is_some() && x.thread.is_some() && seats(&ids)
        });
        if let Some(table) = found {
            return table.clone();
        }
        assert!(Instant::now() < deadline, "{t:#?}\n{}", h.bot.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Tournaments, where: run inside one of a tournament's threads, `/rumino-tournament create`
/// is answered privately that a tournament needs a text channel, and in a channel where the
/// bot may not open threads, that it needs those permissions; neither creates a tournament,
/// and the bot never asks Discord for a thread it cannot have.
#[tokio::test]
async fn a_tournament_is_refused_where_its_threads_cannot_open() {
    let h = Harness::start().await;
    let message = h.create_tournament(ALICE, CHANNEL_ID, four_at_two()).await;
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    let table = seated_table(&h, 1, |_| true).await;
    let thread = table.thread.expect("a thread").0 as u64;

    for (channel, answer) in [
        (thread, "A tournament opens each of its tables in a thread of its channel, and Discord opens threads only in a text channel"),
        (MUTED_CHANNEL_ID, "A tournament opens each of its tables in a thread of this channel, and I may not"),
    ] {
        let said = h
            .standin
            .slash(BOB, channel, "rumino-tournament", "create rummy", four_at_two(), "en-US")
            .reply()
            .await;
        assert!(
            said.is_ephemeral() && said.text().starts_with(answer),
            "{}",
            said.text()
        );
    }
    let store = h.store().await;
    assert!(store.tournament(TournamentId(2)).await.unwrap().is_none());
    h.standin.assert_no_violations();
}

/// Tournaments, cancel: Carol organises a Swiss of four at tables of two and does not play;
/// Alice and Bob sign up and are seated together (Alice, the better seed, hosts), two computers
/// at the other table. In the middle of their game Alice (the host) and Bob each run
/// `/rumino cancel` in their thread and are told privately that players cannot; Dave, who may
/// manage channels but is neither the organiser nor a server manager, is refused too; the table
/// stays open without a result. Carol closes it: a tie, and the tournament ends.
#[tokio::test]
async fn no_player_seated_at_a_tournament_table_may_cancel_it() {
    let h = Harness::start().await;
    let message = h.create_tournament(CAROL, CHANNEL_ID, four_at_two()).await;
    for user in [ALICE, BOB] {
        let said = h.private_answer(user, message.id, "Sign up").await;
        assert!(said.starts_with("You are signed up"), "{said}");
    }
    let said = h.private_answer(CAROL, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    let table = seated_table(&h, 1, |seats| seats.contains(&ALICE)).await;
    let ids: Vec<u64> = table.seats.iter().map(|p| p.0 as u64).collect();
    assert_eq!(ids, [ALICE, BOB], "the host is seat 1");
    let thread = table.thread.expect("a thread").0 as u64;
    h.standin
        .wait_message(T, |m| {
            m.channel_id == thread && m.button("Show my hand").is_some()
        })
        .await
        .expect("their game under way");

    let cancel = |user: u64| {
        h.standin
            .slash(user, thread, "rumino", "cancel", json!({}), "en-US")
    };
    let store = h.store().await;
    for (user, answer) in [
        (
            ALICE,
            "You play at this tournament table, so you cannot cancel it",
        ),
        (
            BOB,
            "You play at this tournament table, so you cannot cancel it",
        ),
        (
            DAVE,
            "Only the tournament's organiser, or a member with Manage Server",
        ),
    ] {
        let said = cancel(user).reply().await;
        assert!(
            said.is_ephemeral() && said.text().starts_with(answer),
            "{}",
            said.text()
        );
        let open = store.open_table_in(ChannelId(thread as i64)).await.unwrap();
        assert!(open.is_some(), "still open after {user}");
        assert_eq!(
            h.stored(1).await.tables[table.table_no as usize].places,
            None
        );
    }

    let said = cancel(CAROL).reply().await;
    assert!(
        said.text().starts_with("The table is closed"),
        "{}",
        said.text()
    );
    let deadline = Instant::now() + T;
    let t = loop {
        let t = h.stored(1).await;
        if t.status == TournamentStatus::Finished {
            break t;
        }
        assert!(Instant::now() < deadline, "{t:#?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(t.tables[table.table_no as usize].places, Some(vec![0, 0]));
    let open = store.open_table_in(ChannelId(thread as i64)).await.unwrap();
    assert!(open.is_none());
    h.standin.assert_no_violations();
}
