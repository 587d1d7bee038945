//! End-to-end: Rumminy through a kill -9 of the bot: after many passes the hands come back and a
//! twenty-tile final turn is refused; mid-draft, the draft comes back with its steps and Commit
//! plays it.

use crate::support::{harness::Harness, standin::*, table::refused};
use rumino::games::rumminy::{parse_playfield, playfield_text, Tile};
use serde_json::json;

use crate::e2e_rumminy::{seen, tiles_of, RumminySteps, RUMMINY, T};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_after_many_passes_then_hands_come_back_and_a_twenty_tile_final_turn_is_refused() {
    let mut h = Harness::start().await;
    let players = [ALICE, BOB];
    let table = h
        .open_game(
            RUMMINY,
            &players,
            json!({"stake": 10, "turn_seconds": 3600}),
        )
        .await;
    // N12: both pass until the second player holds 20 tiles.
    let (first, _) = h.on_turn(&players, table).await.expect("a first turn");
    let second = if first == ALICE { BOB } else { ALICE };
    for _ in 0..12 {
        for user in [first, second] {
            let hand = h.hand(user, table).await;
            let answer = h.tap(user, &hand, "Pass (draw)").await;
            assert!(!refused(&answer), "{}", answer.text());
        }
    }
    let (user, hand) = h.on_turn(&players, table).await.expect("a turn");
    assert_eq!(user, first);
    h.tap(user, &hand, "Pass (draw)").await;
    let hand = h.hand(second, table).await;
    let before_kill = seen(&hand);
    assert_eq!(before_kill.hand.len(), 20);
    let fingerprint = h.fingerprint(&players).await;
    h.restart(&[]).await;
    assert_eq!(
        h.fingerprint(&players).await,
        fingerprint,
        "nothing lost in the kill"
    );
    let hand = h.hand(second, table).await;
    assert_eq!(
        seen(&hand).hand,
        before_kill.hand,
        "the same tiles after the restart"
    );
    // N13: all twenty tiles placed at once is a final turn of more than 19.
    let mut words: Vec<String> = before_kill
        .field
        .iter()
        .map(|c| playfield_text(std::slice::from_ref(c)))
        .collect();
    for chunk in before_kill.hand.chunks(3) {
        words.push(playfield_text(&[chunk.to_vec()]));
    }
    h.refused_commit(
        &players,
        second,
        &hand,
        &words.join(" | "),
        "at most 19 tiles",
    )
    .await;
    // The game goes on after the refusal.
    let again = h.hand(second, table).await;
    let passed = h.tap(second, &again, "Pass (draw)").await;
    assert!(!refused(&passed), "{}", passed.text());
    assert_eq!(seen(&h.hand(second, table).await).hand.len(), 21);
    let field = parse_playfield(&playfield_text(&before_kill.field)).unwrap();
    assert_eq!(field, before_kill.field);
    h.assert_sound(&players, 20).await;
}

/// A draft is kept through a kill -9: the player's hand shows it again, Undo goes back one step
/// of it, and Commit plays it. Meanwhile the table knows nothing of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_draft_gives_the_draft_back_with_its_steps_and_commit_plays_it() {
    let mut h = Harness::start().await;
    let players = [ALICE, BOB];
    let table = h
        .open_game(
            RUMMINY,
            &players,
            json!({"stake": 10, "turn_seconds": 3600}),
        )
        .await;
    // Pass until the player on turn has a play to suggest (step 1 of the draft).
    let mut found = None;
    for _ in 0..40 {
        let (user, hand) = h.on_turn(&players, table).await.expect("a turn");
        let suggested = h.tap(user, &hand, "Suggest").await;
        if suggested.text().contains("✅ Ready") {
            found = Some((user, seen(&hand).hand.len(), suggested));
            break;
        }
        h.tap(user, &suggested, "Pass (draw)").await;
    }
    let (user, held, suggested) = found.expect("a play to suggest within 40 turns");
    // Step 2: a tile of the hand picked for placing.
    let tile = seen(&suggested).hand[0].to_string();
    let picked = h
        .standin
        .choose(
            user,
            &suggested,
            "Place a tile from your hand…",
            &[&format!("tile:{tile}")],
        )
        .reply_within(T)
        .await
        .expect("an answer to Place");
    let placing = |m: &StoredMessage| {
        m.text()
            .lines()
            .any(|l| l.starts_with("Placing ") && l.contains(&tile))
    };
    assert!(placing(&picked), "{}", picked.text());
    let fingerprint = h.fingerprint(&players).await;

    h.restart(&[]).await;

    assert_eq!(
        h.fingerprint(&players).await,
        fingerprint,
        "a draft is not an action: the table is as it was"
    );
    let back = h.hand(user, table).await;
    assert!(back.text().contains("**Your draft**"), "{}", back.text());
    assert!(placing(&back), "the last step is back: {}", back.text());
    assert_eq!(seen(&back).field, seen(&picked).field, "the same draft");
    // Undo goes back to the suggestion, which Commit plays.
    let undone = h.tap(user, &back, "Undo").await;
    assert!(!placing(&undone), "{}", undone.text());
    assert!(undone.text().contains("✅ Ready"), "{}", undone.text());
    assert_eq!(seen(&undone).field, seen(&suggested).field);
    let done = h.tap(user, &undone, "Commit").await;
    assert!(!refused(&done), "{}", done.text());
    let after = seen(&h.hand(user, table).await);
    assert_eq!(
        after.hand,
        seen(&undone).hand,
        "the draft's tiles left the hand"
    );
    assert!(after.hand.len() < held, "{} of {held}", after.hand.len());
    // The table message, edited in place, shows the suggestion as the playfield.
    let field_of = |m: &StoredMessage| -> Vec<Vec<Tile>> {
        m.text()
            .lines()
            .filter(|l| l.starts_with('`'))
            .map(|l| tiles_of(l.split_once("` ").map_or("", |(_, rest)| rest)))
            .collect()
    };
    let want = seen(&suggested).field;
    h.standin
        .wait_message(T, |m| m.id == table && field_of(m) == want)
        .await
        .unwrap_or_else(|| panic!("the playfield is not shown: {}", h.table(table).text()));
    assert_ne!(h.fingerprint(&players).await, fingerprint);
    h.assert_sound(&players, 20).await;
}
