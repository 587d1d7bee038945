//! End-to-end: Tuscan Ramino (docs: `../shared/rules/ramino.md`, T1–T23) played through the real
//! `rumino run` binary against the local Discord stand-in, which checks every request against
//! Discord's limits and OpenAPI spec. Players act only through their private hands: Draw/Take and
//! one Discard button per card; declaring and claiming are the engine's (T17, T18).

use std::time::Duration;

use crate::support::{harness::Harness, standin::*, table::refused};
use rumino::cards::Card;
use serde_json::json;

const T: Duration = Duration::from_secs(30);

/// Tuscan Ramino in `/rumino start game:` (after Rumino and Rummy).
const RAMINO: u64 = 2;

fn button_ending(hand: &StoredMessage, end: &str) -> Option<Button> {
    hand.buttons()
        .into_iter()
        .find(|b| b.custom_id.as_deref().is_some_and(|id| id.ends_with(end)))
}

/// The hand's Draw button (Ramino's ids carry `t:`), in any language.
fn draw_button(hand: &StoredMessage) -> Option<Button> {
    button_ending(hand, ":t:draw")
}

/// The hand's discard buttons, as (card, custom_id).
fn discards(hand: &StoredMessage) -> Vec<(Card, String)> {
    hand.buttons()
        .into_iter()
        .filter_map(|b| {
            let id = b.custom_id?;
            let (_, index) = id.rsplit_once(":t:d:")?;
            Some((Card::from_index(index.parse().ok()?)?, id))
        })
        .collect()
}

/// Run position of a card in the Italian pack (T2): A..7 are 0..6, F D R are 7..9.
fn position(card: Card) -> i16 {
    let n = i16::from(card.rank().expect("a natural card").number());
    if n > 10 {
        n - 4
    } else {
        n - 1
    }
}

/// The discard to make: the one the hand says declares (`Discard X and you declare`), else
/// the card with the fewest partners (same rank, or same suit within two places).
fn choose_discard(hand: &StoredMessage) -> String {
    let offered = discards(hand);
    assert!(!offered.is_empty(), "no discard offered: {}", hand.text());
    let text = hand.content();
    if let Some(line) = text.lines().find(|l| l.contains(" and you declare ")) {
        let card = line
            .trim_start_matches("Discard ")
            .split(" and you declare ")
            .next()
            .unwrap();
        if let Some(b) = hand.buttons().into_iter().find(|b| {
            b.label.as_deref() == Some(&format!("Discard {card}")) && b.custom_id.is_some()
        }) {
            return b.custom_id.unwrap();
        }
    }
    let cards: Vec<Card> = offered.iter().map(|(c, _)| *c).collect();
    let partners = |c: Card| {
        cards
            .iter()
            .filter(|&&o| o != c)
            .filter(|o| {
                o.rank() == c.rank()
                    || (o.suit() == c.suit() && (position(**o) - position(c)).abs() <= 2)
            })
            .count()
    };
    let (_, id) = offered
        .iter()
        .max_by_key(|(c, _)| (std::cmp::Reverse(partners(*c)), position(*c), c.index()))
        .unwrap();
    id.clone()
}

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
pub(crate) trait RaminoSteps {
    async fn on_turn(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)>;
    async fn play_turn(&self, user: u64, hand: &StoredMessage, turn: usize) -> StoredMessage;
    async fn play_out(&self, players: &[u64], table: u64) -> usize;
    async fn assert_paid(&self, players: &[u64], stake: i64);
}

impl RaminoSteps for Harness {
    /// The player whose hand offers a draw, and that hand; `None` once the game is over.
    async fn on_turn(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)> {
        for _ in 0..50 {
            for &p in players {
                self.table(table).button("Show my hand")?;
                let hand = self.hand(p, table).await;
                if draw_button(&hand).is_some() {
                    return Some((p, hand));
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("nobody is on turn: {}", self.table(table).text());
    }

    /// Draws (from the stock; the take button is tried on every other turn when offered), then
    /// discards. Returns the hand after the discard.
    async fn play_turn(&self, user: u64, hand: &StoredMessage, turn: usize) -> StoredMessage {
        let take = button_ending(hand, ":t:take").filter(|_| turn % 3 == 1);
        let id = take
            .or_else(|| draw_button(hand))
            .and_then(|b| b.custom_id)
            .expect("a draw");
        let drawn = self
            .standin
            .click(user, hand.channel_id, hand.id, &id)
            .reply()
            .await;
        assert!(!refused(&drawn), "refused: {}", drawn.text());
        let discard = choose_discard(&drawn);
        let after = self
            .standin
            .click(user, drawn.channel_id, drawn.id, &discard)
            .reply_within(T)
            .await
            .unwrap_or_else(|| panic!("no answer to a discard: {}", self.bot.log()));
        assert!(!refused(&after), "refused: {}", after.text());
        after
    }

    /// Plays `players`' game at `table` to its end; returns the turns played.
    async fn play_out(&self, players: &[u64], table: u64) -> usize {
        let mut turns = 0;
        while let Some((user, hand)) = self.on_turn(players, table).await {
            self.play_turn(user, &hand, turns).await;
            turns += 1;
            assert!(
                turns < 600,
                "the game does not end: {}",
                self.table(table).text()
            );
        }
        turns
    }

    async fn assert_paid(&self, players: &[u64], stake: i64) {
        let mut balances = Vec::new();
        for &user in players {
            balances.push(self.balance(user).await);
        }
        balances.sort_unstable();
        let n = players.len() as i64;
        let mut expected = vec![1000 - stake; players.len()];
        expected[players.len() - 1] = 1000 - stake + stake * n;
        assert_eq!(balances, expected, "the winner takes the whole pool");
        let report = self.store().await.check().await.unwrap();
        assert!(report.violations.is_empty(), "{report}");
        self.standin.assert_no_violations();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_long_game_to_the_payout() {
    let h = Harness::start().await;
    let players = [ALICE, BOB];
    let table = h
        .open_game(RAMINO, &players, json!({"stake": 10, "target": 3}))
        .await;
    // T5: two players play the long game, ten cards each.
    let (user, hand) = h.on_turn(&players, table).await.expect("a turn");
    assert!(hand.text().contains("(10)"), "ten cards: {}", hand.text());
    assert!(
        button_ending(&hand, ":t:take").is_none(),
        "T16: the first turn draws from the stock"
    );
    let _ = user;
    let turns = h.play_out(&players, table).await;
    let over = h.table(table);
    assert!(over.text().contains("wins"), "{}", over.text());
    h.assert_paid(&players, 10).await;
    // The game counts in Ramino's own leaderboard and statistics (game:2), in both languages.
    let board = h
        .rumino(ALICE, "leaderboard", json!({"game": 2, "by": 7}))
        .await;
    assert!(board.text().contains("Hands won"), "{}", board.text());
    // Both players won hands (mentioned, one of them marked as the asker's own row).
    for user in players {
        assert!(
            board.text().contains(&format!("<@{user}>")),
            "{}",
            board.text()
        );
    }
    let stats = h
        .standin
        .slash(BOB, CHANNEL_ID, "rumino", "stats", json!({"game": 2}), "it")
        .reply()
        .await;
    assert!(stats.text().contains("Mani vinte"), "{}", stats.text());
    h.standin.assert_no_violations();
    eprintln!("{turns} turns");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_short_game_with_the_german_pack_to_the_payout() {
    let h = Harness::start().await;
    let players = [ALICE, BOB, CAROL, DAVE];
    let table = h
        .open_game(
            RAMINO,
            &players,
            json!({"stake": 5, "target": 2, "pack": "german"}),
        )
        .await;
    // T5, T22: four players, seven cards; the German pack's cards on screen.
    let (_, hand) = h.on_turn(&players, table).await.expect("a turn");
    assert!(hand.text().contains("(7)"), "seven cards: {}", hand.text());
    assert!(
        hand.text().contains("Grün"),
        "German suits: {}",
        hand.text()
    );
    assert!(
        !hand.text().contains(" 2♠") && !hand.text().contains("F♠"),
        "no Italian cards in a German pack: {}",
        hand.text()
    );
    let turns = h.play_out(&players, table).await;
    h.assert_paid(&players, 5).await;
    eprintln!("{turns} turns");
}

/// Every seat clicks at once when a discard goes in: the table takes one action at a time, the
/// others are refused privately as stale or out of turn, and the public table never shows a hand
/// before the hand ends (T18, T20).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_clicks_around_a_discard_are_serialized_and_leak_nothing() {
    let h = Harness::start().await;
    let players = [ALICE, BOB, CAROL];
    let table = h
        .open_game(RAMINO, &players, json!({"stake": 10, "target": 1}))
        .await;
    let mut turns = 0;
    while let Some((user, hand)) = h.on_turn(&players, table).await {
        let drawn = h
            .standin
            .click(
                user,
                CHANNEL_ID,
                hand.id,
                &draw_button(&hand).unwrap().custom_id.unwrap(),
            )
            .reply()
            .await;
        let discard = choose_discard(&drawn);
        let before = h.fingerprint(&players).await;
        // The others' hands, opened now, and their stale Draw attempts sent with the discard.
        let mut others = Vec::new();
        for &p in players.iter().filter(|&&p| p != user) {
            others.push((p, h.hand(p, table).await));
        }
        let mine = h.standin.click(user, CHANNEL_ID, drawn.id, &discard);
        let forged: Vec<_> = others
            .iter()
            .map(|(p, other)| {
                // The discard's own version, so before the discard it is out of turn, after it stale.
                let id = format!("{}:draw", discard.rsplit_once(":d:").unwrap().0);
                h.standin.click(*p, CHANNEL_ID, other.id, &id)
            })
            .collect();
        let mine = mine.reply_within(T).await.expect("the discard is answered");
        assert!(!refused(&mine), "refused: {}", mine.text());
        for answer in forged {
            let reply = answer
                .reply_within(T)
                .await
                .expect("every click is answered");
            assert!(reply.is_ephemeral());
            assert!(
                reply.text().starts_with("> "),
                "a forged draw out of turn is refused: {}",
                reply.text()
            );
        }
        let public = h.table(table).text();
        let playing = h.table(table).button("Show my hand").is_some();
        if playing {
            assert_eq!(
                h.fingerprint(&players).await.version,
                before.version + 1,
                "one action went in: the discard"
            );
            for (_, other) in &others {
                // No one's hand is on the public message while the hand is played.
                let cards = other
                    .content()
                    .lines()
                    .nth(1)
                    .unwrap_or_default()
                    .to_owned();
                assert!(
                    cards.is_empty() || !public.contains(&cards),
                    "a hand leaked: {public}"
                );
            }
        }
        turns += 1;
        assert!(turns < 300, "the hand does not end");
    }
    h.assert_paid(&players, 10).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_hand_then_the_old_buttons_still_work() {
    let mut h = Harness::start().await;
    let players = [ALICE, BOB];
    let table = h.open_game(RAMINO, &players, json!({"stake": 10})).await;
    let (user, hand) = h.on_turn(&players, table).await.expect("a turn");
    h.play_turn(user, &hand, 0).await;
    let (next, next_hand) = h.on_turn(&players, table).await.expect("a turn");
    assert_ne!(next, user);
    let drawn = h
        .standin
        .click(
            next,
            CHANNEL_ID,
            next_hand.id,
            &draw_button(&next_hand).unwrap().custom_id.unwrap(),
        )
        .reply()
        .await;
    let discard = choose_discard(&drawn);
    let before = h.fingerprint(&players).await;
    h.restart(&[]).await;
    assert_eq!(
        h.fingerprint(&players).await,
        before,
        "nothing lost in the kill"
    );
    let again = h.hand(next, table).await;
    assert_eq!(
        again.content().lines().nth(1),
        drawn.content().lines().nth(1),
        "the same cards"
    );
    let after = h
        .standin
        .click(next, CHANNEL_ID, drawn.id, &discard)
        .reply()
        .await;
    assert!(!refused(&after), "{}", after.text());
    assert_eq!(h.fingerprint(&players).await.version, before.version + 1);
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_private_answer_and_changes_nothing() {
    let mut config = StandInConfig::default();
    for u in config.users.iter_mut().filter(|u| u.id == BOB) {
        u.locale = "it".to_owned();
    }
    let h = Harness::with(config, &[]).await;
    let s = &h.standin;
    let players = [ALICE, BOB];
    // Options Ramino does not have, and a target out of its range, cannot be sent from a
    // Discord client (they are not registered under `/rumino start ramino`); forged, they are
    // refused by name, with the range.
    for (sub, options, text) in [
        ("start ramino", json!({"knock_limit": 5}), "knock_limit"),
        (
            "start ramino",
            json!({"target": 500}),
            "`target` must be a whole number from 1 to 100",
        ),
        ("start rumino", json!({"pack": "german"}), "pack"),
    ] {
        assert!(
            s.client_refusal(CHANNEL_ID, "rumino", sub, &options)
                .is_some(),
            "{options}"
        );
        let r = s
            .forged_slash(ALICE, CHANNEL_ID, "rumino", sub, options, "en-US")
            .reply()
            .await;
        assert!(r.is_ephemeral() && r.text().contains(text), "{}", r.text());
    }
    // The rules of the game are one command away, in the reader's language, cut between rules
    // where a section is long. The first page is the answer itself; the follow-up pages may
    // already have come.
    let asked = s.slash(BOB, CHANNEL_ID, "rumino", "rules", json!({"game": 2}), "it");
    asked.reply().await;
    let rules = asked.original().expect("the first page of the rules");
    assert!(
        rules.is_ephemeral() && rules.text().contains("T1 Mazzo"),
        "{}",
        rules.text()
    );
    let table = h.open_game(RAMINO, &players, json!({"stake": 10})).await;
    let (user, hand) = h.on_turn(&players, table).await.expect("a turn");
    let other = players.into_iter().find(|&p| p != user).unwrap();
    let lang = |who: u64, en: &'static str, it: &'static str| if who == BOB { it } else { en };
    let before = h.fingerprint(&players).await;
    let draw = draw_button(&hand).unwrap().custom_id.unwrap();
    let refused = |m: &StoredMessage, text: &str| {
        assert!(m.is_ephemeral(), "private: {}", m.text());
        assert!(m.text().contains(text), "{:?} in {}", text, m.text());
    };
    // A stranger sends the player's Draw id from the public message (they cannot see the hand).
    let stranger = s.click(DAVE, CHANNEL_ID, table, &draw).reply().await;
    refused(&stranger, "not seated");
    // The other player forges a draw out of turn, and a take on the first turn (T16).
    let other_hand = h.hand(other, table).await;
    let early = s
        .click(other, CHANNEL_ID, other_hand.id, &draw)
        .reply()
        .await;
    refused(
        &early,
        lang(other, "It is not your turn", "Non è il tuo turno"),
    );
    let take = draw.replace(":t:draw", ":t:take");
    let first_take = s.click(user, CHANNEL_ID, hand.id, &take).reply().await;
    // T16: the first turn draws from the stock (and no card is turned up to take, T15).
    refused(&first_take, lang(user, "stock", "mazzo"));
    assert_eq!(h.fingerprint(&players).await, before);
    // Draw, then discard a card not held, a damaged id, then the real discard and a stale one.
    let drawn = s.click(user, CHANNEL_ID, hand.id, &draw).reply().await;
    let held: Vec<Card> = discards(&drawn).iter().map(|(c, _)| *c).collect();
    let before = h.fingerprint(&players).await;
    let foreign = (0..52u8)
        .filter_map(Card::from_index)
        .find(|c| !held.contains(c) && c.rank().is_some_and(|r| r.number() <= 7))
        .unwrap();
    let prefix = draw
        .strip_suffix(":t:draw")
        .unwrap()
        .rsplit_once(':')
        .unwrap()
        .0
        .to_owned();
    let version = before.version;
    let not_held = s
        .click(
            user,
            CHANNEL_ID,
            drawn.id,
            &format!("{prefix}:{version}:t:d:{}", foreign.index()),
        )
        .reply()
        .await;
    refused(&not_held, lang(user, "You do not hold", "in mano"));
    let damaged = s
        .click(
            user,
            CHANNEL_ID,
            drawn.id,
            &format!("{prefix}:{version}:t:d:x"),
        )
        .reply()
        .await;
    refused(&damaged, lang(user, "not one I understand", "Non capisco"));
    assert_eq!(h.fingerprint(&players).await, before);
    let discard = choose_discard(&drawn);
    s.click(user, CHANNEL_ID, drawn.id, &discard).reply().await;
    let before = h.fingerprint(&players).await;
    let other_discard = discards(&drawn)
        .into_iter()
        .map(|(_, id)| id)
        .find(|id| *id != discard)
        .unwrap();
    let stale = s
        .click(user, CHANNEL_ID, drawn.id, &other_discard)
        .reply()
        .await;
    refused(&stale, lang(user, "earlier moment", "momento precedente"));
    assert_eq!(h.fingerprint(&players).await, before);
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    s.assert_no_violations();
}
