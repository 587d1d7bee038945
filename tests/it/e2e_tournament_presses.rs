//! End-to-end: refused presses on a tournament's buttons change nothing — not even an account.
//! A member's account opens with the sign-up that takes them (`docs/rules/tournaments.md`,
//! Sign-up and start), so a newcomer refused for a full field, a late press, a buy-in beyond
//! their starting chips or a start that is not theirs has no account afterwards; and a member
//! already signed up is told so, full field or not.

use rumino::ids::{GuildId, PlayerId};
use serde_json::json;

use crate::{
    e2e_tournament::TournamentSteps,
    support::{harness::Harness, standin::*},
};

/// Carol's account, if she has one.
async fn carols_account(h: &Harness) -> Option<i64> {
    h.store()
        .await
        .balance(GuildId(GUILD_ID as i64), PlayerId(CAROL as i64))
        .await
        .unwrap()
}

/// Tournaments, sign-up: Alice, Bob, Dave and Erin fill a field of four; Alice pressing Sign up
/// again is told she is signed up, not that it is full. Carol, who never used the bot, is
/// refused for the full field, for pressing Start on Alice's tournament, for a buy-in of 1,500
/// (her account would open with 1,000) and, once it has started, for signing up late: each is
/// answered privately and she still has no account.
#[tokio::test]
async fn refused_presses_open_no_account_and_a_member_signed_up_is_told_so() {
    let h = Harness::start().await;
    let options = json!({"players": 4, "table_size": 2, "rounds": 1, "hands": 1});
    let full = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    let dear = json!({"players": 4, "table_size": 2, "rounds": 1, "entry": 1500, "hands": 1});
    let dear = h.create_tournament(BOB, CHANNEL_2_ID, dear).await;
    for user in [ALICE, BOB, DAVE, ERIN] {
        let said = h.private_answer(user, full.id, "Sign up").await;
        assert!(said.starts_with("You are signed up"), "{said}");
    }
    let said = h.private_answer(ALICE, full.id, "Sign up").await;
    assert!(said.starts_with("You are already signed up"), "{said}");

    for (message, button, answer) in [
        (full.id, "Sign up", "This tournament is full"),
        (full.id, "Start", "Only whoever created the tournament"),
        (
            dear.id,
            "Sign up",
            "The buy-in is 1500 chips and you have 1000",
        ),
    ] {
        let said = h.private_answer(CAROL, message, button).await;
        assert!(said.starts_with(answer), "{button}: {said}");
        assert_eq!(carols_account(&h).await, None, "{button}: {said}");
    }

    let said = h.private_answer(ALICE, full.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    // A client still showing the message as it was sends the presses anyway.
    for (button, answer) in [
        ("Sign up", "This tournament has started"),
        ("Start", "Only whoever created the tournament"),
    ] {
        let id = full.button(button).and_then(|b| b.custom_id).unwrap();
        let said = h
            .standin
            .click(CAROL, CHANNEL_ID, full.id, &id)
            .response()
            .await;
        assert!(
            said.is_ephemeral() && said.content().starts_with(answer),
            "{said:?}"
        );
        assert_eq!(carols_account(&h).await, None, "{button}");
    }
    h.standin.assert_no_violations();
}
