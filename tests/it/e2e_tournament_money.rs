//! End-to-end: a tournament's only money is its entry (`docs/rules/tournaments.md`, Money). A
//! server's stake for the game does not reach the tournament's tables, so a member with the
//! starting chips plays every round; and a member who spent, since signing up, the chips a
//! Rummoli table still asks forfeits that table instead of stalling the round.

use std::time::{Duration, Instant};

use rumino::{
    ids::PlayerId,
    store::{StoredTournament, TournamentStatus},
    table::TableOptions,
};
use serde_json::json;

use crate::{
    e2e_tournament::{assert_checked, assert_rounds_whole, TournamentSteps},
    support::{harness::Harness, standin::*},
};

/// How long seating a round, or a round of computers only, may take.
const T: Duration = Duration::from_secs(60);

/// Waits until the stored tournament `id` satisfies `done`.
async fn stored_until(
    h: &Harness,
    id: i64,
    what: &str,
    done: impl Fn(&StoredTournament) -> bool,
) -> StoredTournament {
    let deadline = Instant::now() + T;
    loop {
        let t = h.stored(id).await;
        if done(&t) {
            return t;
        }
        assert!(Instant::now() < deadline, "{what}: {t:#?}\n{}", h.bot.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Tournaments, money: the server set Rummy's stake to 551,729 chips; Alice, with her 1,000,
/// signs up for a Rummy tournament of 100. Its tables play for no chips: every table of the
/// round opens, seats and plays, and Alice ends with her chips less the buy-in, plus her prize.
#[tokio::test]
async fn a_servers_stake_does_not_reach_tournament_tables() {
    let h = Harness::start().await;
    let set = h
        .standin
        .slash(
            ERIN,
            CHANNEL_ID,
            "rumino-settings",
            "rummy",
            json!({"stake": 551_729}),
            "en-US",
        )
        .reply()
        .await;
    assert!(set.is_ephemeral(), "{}", set.text());
    let options = json!({"players": 4, "table_size": 2, "rounds": 1, "entry": 100, "hands": 1});
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    let said = h.private_answer(ALICE, message.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");

    let seated = stored_until(&h, 1, "every table of the round open", |t| {
        !t.tables.is_empty() && t.tables.iter().all(|x| x.table.is_some())
    })
    .await;
    let options: TableOptions = serde_json::from_str(&seated.new.options).unwrap();
    assert_eq!(options.game.stake(), 0, "stored without the server's stake");
    let t = h.play_to_the_end(1, &[ALICE]).await;
    assert_rounds_whole(&t, &[2]);
    let prize = t
        .results
        .iter()
        .find(|(p, _, _)| *p == PlayerId(ALICE as i64))
        .map_or(0, |r| r.2);
    assert_eq!(h.balance(ALICE).await, 1000 - 100 + prize);
    assert_checked(&h).await;
}

/// Tournaments, money: Rummoli's tables ask their least buy-in, 9 chips, which sign-up checks.
/// Alice signs up, then puts 995 of her chips into a Rummoli table of her own: when the
/// tournament starts she cannot sit at its table. She forfeits it — the three computers play
/// it and she places last there and last overall — and the tournament ends.
#[tokio::test]
async fn a_member_who_cannot_pay_a_table_forfeits_it_and_the_round_goes_on() {
    let h = Harness::start().await;
    let options = json!({"players": 4, "table_size": 4, "rounds": 1});
    let message = h
        .standin
        .slash(
            ALICE,
            CHANNEL_ID,
            "rumino-tournament",
            "create rummoli",
            options,
            "en-US",
        )
        .reply()
        .await;
    assert!(message.button("Sign up").is_some(), "{}", message.text());
    let said = h.private_answer(ALICE, message.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");

    let lobby = h
        .standin
        .slash(
            ALICE,
            CHANNEL_2_ID,
            "rumino",
            "start rummoli",
            json!({"buy_in": 995, "bots": 1}),
            "en-US",
        )
        .reply()
        .await;
    h.standin
        .wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
        .await
        .expect("a computer player seated");
    let started = h.standin.press(ALICE, &lobby, "Start").response().await;
    assert!(!started.is_ephemeral(), "{started:?}");
    assert_eq!(h.balance(ALICE).await, 5);

    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    let t = stored_until(&h, 1, "the tournament over", |t| {
        t.status == TournamentStatus::Finished
    })
    .await;
    let table = &t.tables[0];
    let alice = table
        .seats
        .iter()
        .position(|p| *p == PlayerId(ALICE as i64))
        .expect("Alice seated by the pairing");
    let places = table.places.clone().expect("a result");
    assert!(
        places
            .iter()
            .enumerate()
            .all(|(seat, &p)| seat == alice || p < places[alice]),
        "Alice last at the table: {places:?}"
    );
    let (_, place, _) = t
        .results
        .iter()
        .find(|(p, _, _)| *p == PlayerId(ALICE as i64))
        .unwrap();
    assert_eq!(*place, Some(3));
    assert_eq!(h.balance(ALICE).await, 5, "nothing taken or paid to her");
    h.standin.assert_no_violations();
}
