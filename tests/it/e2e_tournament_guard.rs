//! End-to-end: commands a tournament must refuse (`docs/rules/tournaments.md`). A tournament
//! cannot be created where its tables' threads could never open — inside a thread (Discord
//! answers 400, 50024, to a thread of a thread) or where the bot may not open threads.

use std::time::{Duration, Instant};

use rumino::{
    store::{StoredTournament, TournamentTable},
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
