//! End-to-end: Rummoli (`docs/rules/rummoli.md`, L1–L26) played through the real `rumino run`
//! binary against the local Discord stand-in, which checks every request against Discord's
//! limits and OpenAPI spec. Players act only through their private hands: the dealer's choice,
//! bid buttons, and a lead among equal lowest cards; every other play is made by the table.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*, table::refused};
use serde_json::json;

const T: Duration = Duration::from_secs(30);

/// Rummoli in `/rumino start game:` (after Rumino, Rummy and Tuscan Ramino).
const RUMMOLI: u64 = 3;

/// The custom ids of a hand's Rummoli action buttons (`…:l:<code>`).
fn actions(hand: &StoredMessage) -> Vec<String> {
    hand.buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .filter(|id| id.contains(":l:"))
        .collect()
}

fn ending(ids: &[String], end: &str) -> Option<String> {
    ids.iter().find(|id| id.ends_with(end)).cloned()
}

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
pub(crate) trait RummoliSteps {
    async fn deciding(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)>;
    async fn decide(&self, user: u64, hand: &StoredMessage) -> StoredMessage;
    async fn play_out(&self, players: &[u64], table: u64) -> usize;
    fn cli_check(&self) -> String;
}

impl RummoliSteps for Harness {
    /// The player with a decision to make and their hand; `None` once the game is over. Forced
    /// plays are the table's: while they run, nobody has buttons, so this waits.
    async fn deciding(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)> {
        for _ in 0..300 {
            for &p in players {
                self.table(table).button("Show my hand")?;
                let hand = self.hand(p, table).await;
                if !actions(&hand).is_empty() {
                    return Some((p, hand));
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("nobody decides: {}", self.table(table).text());
    }

    /// Makes `user`'s decision: auction the widow as dealer, bid +1 while the price is under 3,
    /// else pass; check or call; lead the first card offered. Returns the answer.
    async fn decide(&self, user: u64, hand: &StoredMessage) -> StoredMessage {
        let ids = actions(hand);
        let text = hand.content();
        let price = text
            .split("highest bid ")
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
            .and_then(|n| n.parse::<u64>().ok())
            .unwrap_or(0);
        let id = ending(&ids, ":l:a")
            .or_else(|| {
                ids.iter()
                    .find(|id| id.contains(":l:b:") && price < 3)
                    .cloned()
            })
            .or_else(|| ending(&ids, ":l:p"))
            .or_else(|| ending(&ids, ":l:k"))
            .or_else(|| ending(&ids, ":l:c"))
            .or_else(|| ids.iter().find(|id| id.contains(":l:l:")).cloned())
            .or_else(|| ids.first().cloned())
            .expect("a decision");
        let answer = self
            .standin
            .click(user, hand.channel_id, hand.id, &id)
            .reply_within(T)
            .await
            .unwrap_or_else(|| panic!("no answer to {id}: {}", self.bot.log()));
        assert!(!refused(&answer), "refused {id}: {}", answer.text());
        answer
    }

    /// Plays the game at `table` to its end; returns the decisions made.
    async fn play_out(&self, players: &[u64], table: u64) -> usize {
        let mut decisions = 0;
        while let Some((user, hand)) = self.deciding(players, table).await {
            self.decide(user, &hand).await;
            decisions += 1;
            assert!(
                decisions < 400,
                "the game does not end: {}",
                self.table(table).text()
            );
        }
        decisions
    }

    /// `rumino check` on the bot's database, while the bot runs: it replays every open table
    /// and compares each running game's chips with its stored pool.
    fn cli_check(&self) -> String {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_rumino"))
            .args(["check", "--database", &self.db])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{text}");
        text
    }
}

/// The first auction of a game: bad bids are refused with what to do, and change nothing.
async fn bad_bids(h: &Harness, players: &[u64], table: u64) {
    let (dealer, hand) = h.deciding(players, table).await.expect("a decision");
    let auction = ending(&actions(&hand), ":l:a").expect("L9: the dealer may auction");
    h.standin
        .click(dealer, CHANNEL_ID, hand.id, &auction)
        .reply()
        .await;
    let (bidder, hand) = h.deciding(players, table).await.expect("a bidder");
    assert_ne!(bidder, dealer, "L10: the dealer does not bid");
    let ids = actions(&hand);
    let pass = ending(&ids, ":l:p").expect("a pass button");
    let labels: Vec<String> = hand.buttons().into_iter().filter_map(|b| b.label).collect();
    assert!(
        labels.iter().any(|l| l == "Bid 1 chip (+1)")
            && labels.iter().any(|l| l == "Bid 5 chips (+5)"),
        "L10: +1 and +5: {labels:?}"
    );
    let bid = |n: u64| pass.replace(":l:p", &format!(":l:b:{n}"));
    let before = h.fingerprint(players).await;
    // Above the stack.
    let over = h
        .standin
        .click(bidder, CHANNEL_ID, hand.id, &bid(100_000))
        .reply()
        .await;
    assert!(
        over.is_ephemeral() && over.text().contains("You have only"),
        "{}",
        over.text()
    );
    // Out of turn: another seated player sends a bid with the current version.
    let other = *players
        .iter()
        .find(|&&p| p != bidder && p != dealer)
        .unwrap();
    let other_hand = h.hand(other, table).await;
    let early = h
        .standin
        .click(other, CHANNEL_ID, other_hand.id, &bid(2))
        .reply()
        .await;
    assert!(
        early.is_ephemeral() && early.text().contains("not your turn"),
        "{}",
        early.text()
    );
    assert_eq!(
        h.fingerprint(players).await,
        before,
        "refusals change nothing"
    );
    // A real bid of 2, then the next bidder tries to bid below it.
    let two = h
        .standin
        .click(bidder, CHANNEL_ID, hand.id, &bid(2))
        .reply()
        .await;
    assert!(!refused(&two), "{}", two.text());
    h.standin
        .wait_message(T, |m| m.id == table && m.text().contains("bids 2 chips"))
        .await
        .unwrap_or_else(|| panic!("the bid is public: {}", h.table(table).text()));
    let (next, next_hand) = h.deciding(players, table).await.expect("the next bidder");
    let next_pass = ending(&actions(&next_hand), ":l:p").expect("a pass");
    let before = h.fingerprint(players).await;
    let low = h
        .standin
        .click(
            next,
            CHANNEL_ID,
            next_hand.id,
            &next_pass.replace(":l:p", ":l:b:1"),
        )
        .reply()
        .await;
    assert!(low.text().contains("Bid at least 3"), "{}", low.text());
    // A stale button: the bidder's old +1 after their bid went in.
    let stale = h
        .standin
        .click(bidder, CHANNEL_ID, hand.id, &bid(3))
        .reply()
        .await;
    assert!(stale.is_ephemeral() && refused(&stale), "{}", stale.text());
    assert_eq!(
        h.fingerprint(players).await,
        before,
        "refusals change nothing"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_game_with_an_auction_through_to_the_final_deal() {
    let h = Harness::start().await;
    let players = [ALICE, BOB, CAROL, DAVE, ERIN];
    let table = h
        .open_game(RUMMOLI, &players, json!({"buy_in": 40, "hands": 2}))
        .await;
    // L5: everyone anted one chip on each of the nine spaces.
    let text = h.table(table).text();
    assert!(text.contains("Rummoli **5**"), "the board: {text}");
    assert!(text.contains("10♠ **5**"), "the board: {text}");
    bad_bids(&h, &players, table).await;
    let decisions = h.play_out(&players, table).await;
    let over = h.table(table).text();
    assert!(over.contains("🏆"), "{over}");
    assert!(over.contains("finished with the most chips"), "{over}");
    if !over.contains("Final deal") {
        // L24 skips the final deal only when the board ended empty.
        eprintln!("the board ended empty: no final deal in this game");
    }
    // L4: every chip bought in came back to someone.
    h.assert_sound(&players, 0).await;
    // Rummoli's own statistics and leaderboard (game:3).
    let stats = h.rumino(BOB, "stats", json!({"game": RUMMOLI})).await;
    assert!(
        stats.text().contains("Poker spaces won"),
        "{}",
        stats.text()
    );
    let board = h
        .rumino(ALICE, "leaderboard", json!({"game": RUMMOLI}))
        .await;
    assert!(
        players
            .iter()
            .any(|p| board.text().contains(&format!("<@{p}>"))),
        "the players are ranked: {}",
        board.text()
    );
    h.standin.assert_no_violations();
    eprintln!("{decisions} decisions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_auction_then_the_board_and_bids_are_back_and_old_buttons_work() {
    let mut h = Harness::start().await;
    let players = [ALICE, BOB, CAROL];
    let table = h
        .open_game(
            RUMMOLI,
            &players,
            json!({"buy_in": 30, "hands": 1, "poker": "betting"}),
        )
        .await;
    let (dealer, hand) = h.deciding(&players, table).await.expect("a decision");
    let auction = ending(&actions(&hand), ":l:a").expect("L9: auction");
    h.standin
        .click(dealer, CHANNEL_ID, hand.id, &auction)
        .reply()
        .await;
    let (bidder, hand) = h.deciding(&players, table).await.expect("a bidder");
    let plus_one = actions(&hand)
        .into_iter()
        .find(|id| id.ends_with(":l:b:1"))
        .expect("a first bid of 1");
    h.standin
        .click(bidder, CHANNEL_ID, hand.id, &plus_one)
        .reply()
        .await;
    let (next, next_hand) = h.deciding(&players, table).await.expect("the next bidder");
    let pass = ending(&actions(&next_hand), ":l:p").expect("a pass");
    let before = h.fingerprint(&players).await;
    let public = h.table(table).text();
    // The game is running with chips on the board: `rumino check` finds them in the pool.
    assert!(h.cli_check().contains("OK"));
    h.restart(&[]).await;
    assert_eq!(
        h.fingerprint(&players).await,
        before,
        "nothing lost in the kill"
    );
    let again = h.hand(next, table).await;
    assert_eq!(
        again.content().lines().nth(1),
        next_hand.content().lines().nth(1),
        "the same cards"
    );
    assert!(
        again.text().contains("highest bid 1 chip"),
        "{}",
        again.text()
    );
    // The old Pass button still acts, once.
    let passed = h
        .standin
        .click(next, CHANNEL_ID, next_hand.id, &pass)
        .reply()
        .await;
    assert!(!refused(&passed), "{}", passed.text());
    assert_eq!(h.fingerprint(&players).await.version, before.version + 1);
    let board_line = |t: &str| {
        t.lines()
            .find(|l| l.contains("Rummoli **"))
            .map(str::to_owned)
    };
    assert_eq!(
        board_line(&h.table(table).text()),
        board_line(&public),
        "the board's chips came back"
    );
    h.play_out(&players, table).await;
    // L4: every chip bought in came back to someone.
    h.assert_sound(&players, 0).await;
    assert!(h.cli_check().contains("OK"));
}
