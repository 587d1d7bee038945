//! End-to-end: basic Rummy (docs: `../shared/rules/rummy.md`, Y1–Y24) played through the real
//! `rumino run` binary against the local Discord stand-in, which checks every request against
//! Discord's limits and OpenAPI spec. Players act only through their private hands: Draw/Take
//! buttons and the Meld, Lay off and Discard menus.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use rumino::cards::Card;
use serde_json::json;

const T: Duration = Duration::from_secs(30);
const PLAYERS: [u64; 3] = [ALICE, BOB, CAROL];
/// The menus of a hand, by the last part of their custom_id (their placeholders are in the
/// player's language).
const MELD: &str = ":pick:m";
const LAY_OFF: &str = ":pick:o";
const DISCARD: &str = ":pick:d";

/// The hand's Draw button, in any language.
fn draw_button(hand: &StoredMessage) -> Option<Button> {
    hand.buttons().into_iter().find(|b| {
        b.custom_id
            .as_deref()
            .is_some_and(|id| id.ends_with(":y:draw"))
    })
}

/// The hand's menu whose custom_id ends with `which`.
fn menu(hand: &StoredMessage, which: &str) -> Option<Select> {
    hand.selects()
        .into_iter()
        .find(|s| s.custom_id.ends_with(which))
}

/// Presses Draw on `hand`.
fn draw(standin: &StandIn, user: u64, hand: &StoredMessage) -> Interaction {
    let id = draw_button(hand).expect("a Draw button").custom_id.unwrap();
    standin.click(user, hand.channel_id, hand.id, &id)
}

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
pub(crate) trait RummySteps {
    async fn rummy_for_three(&self, options: serde_json::Value) -> u64;
    async fn on_turn(&self, table: u64) -> Option<(u64, StoredMessage)>;
    async fn choose(
        &self,
        user: u64,
        hand: &StoredMessage,
        which: &str,
        option: &str,
    ) -> StoredMessage;
    async fn play_turn(&self, user: u64, hand: &StoredMessage) -> (StoredMessage, usize);
}

impl RummySteps for Harness {
    /// Alice opens a Rummy table (`/rumino start rummy`), Bob and Carol join, Alice starts.
    async fn rummy_for_three(&self, options: serde_json::Value) -> u64 {
        let rummy = rumino::games::GameKind::ALL
            .iter()
            .position(|k| *k == rumino::games::GameKind::Rummy)
            .unwrap() as u64;
        self.open_game(rummy, &PLAYERS, options).await
    }

    /// The player whose hand offers a draw, and that hand; `None` once the game is over.
    async fn on_turn(&self, table: u64) -> Option<(u64, StoredMessage)> {
        for _ in 0..50 {
            for p in PLAYERS {
                // The game is over once the table offers no hand.
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

    /// Chooses `option` in menu `which` of `hand`; returns the hand as it is then.
    async fn choose(
        &self,
        user: u64,
        hand: &StoredMessage,
        which: &str,
        option: &str,
    ) -> StoredMessage {
        let id = menu(hand, which).expect("the menu").custom_id;
        let answer = self.standin.choose(user, hand, &id, &[option]);
        let shown = answer.reply_within(T).await.unwrap_or_else(|| {
            panic!(
                "no answer to {which} {option}: {:#?}\n{}",
                self.standin.violations(),
                self.bot.log()
            )
        });
        assert_eq!(shown.id, hand.id, "the hand is updated in place");
        // A note on top is a refusal, unless it is the nudge of a new turn (a discard that ends a
        // hand can make the same player first in the next).
        let text = shown.text();
        assert!(
            !text.starts_with("> ") || text.starts_with("> It's your turn"),
            "refused: {text}"
        );
        shown
    }

    /// A plain greedy turn: draw from the stock, lay every meld and lay-off offered (longest
    /// first), then discard the card least likely to meld. Returns the hand after it and how
    /// many melds and lay-offs were chosen.
    async fn play_turn(&self, user: u64, hand: &StoredMessage) -> (StoredMessage, usize) {
        let mut hand = draw(&self.standin, user, hand).reply().await;
        assert!(draw_button(&hand).is_none(), "drawn: {}", hand.text());
        for laid in 0..12 {
            if let Some(meld) = menu(&hand, MELD) {
                let first = meld.options[0].1.clone();
                hand = self.choose(user, &hand, MELD, &first).await;
            } else if let Some(off) = menu(&hand, LAY_OFF) {
                let first = off.options[0].1.clone();
                hand = self.choose(user, &hand, LAY_OFF, &first).await;
            } else if let Some(discard) = menu(&hand, DISCARD) {
                let value = worst_card(&discard);
                return (self.choose(user, &hand, DISCARD, &value).await, laid);
            } else {
                // The hand emptied by a meld or lay-off: out, no discard needed (Y17).
                return (hand, laid);
            }
        }
        panic!("a turn that never ends: {}", hand.text());
    }
}

/// A hand's text without the note on top (`> It's your turn.`, a refusal), which depends on
/// what happened last.
fn without_note(hand: &StoredMessage) -> String {
    let lines: Vec<&str> = hand
        .content()
        .lines()
        .filter(|l| !l.starts_with("> "))
        .collect();
    lines.join("\n")
}

/// The card an option value `y:d:<index>` discards.
fn discard_card(value: &str) -> Card {
    let index = value.strip_prefix("y:d:").expect("a discard value");
    Card::from_index(index.parse().unwrap()).unwrap()
}

/// The discard option whose card has the fewest partners (same rank, or same suit within two
/// ranks) among the others offered; ties go to the higher value.
fn worst_card(menu: &Select) -> String {
    let cards: Vec<Card> = menu.options.iter().map(|(_, v)| discard_card(v)).collect();
    let partners = |c: Card| {
        cards
            .iter()
            .filter(|&&o| o != c)
            .filter(|o| {
                o.rank() == c.rank()
                    || (o.suit() == c.suit()
                        && o.rank()
                            .zip(c.rank())
                            .is_some_and(|(a, b)| a.number().abs_diff(b.number()) <= 2))
            })
            .count()
    };
    let worst = cards
        .iter()
        .copied()
        .max_by_key(|&c| (std::cmp::Reverse(partners(c)), c.value(), c.index()))
        .expect("a card to discard");
    format!("y:d:{}", worst.index())
}

/// Three cards from `cards` that are neither a set nor a run.
fn not_a_meld(cards: &[Card]) -> [Card; 3] {
    for (i, a) in cards.iter().enumerate() {
        for (j, b) in cards.iter().enumerate().skip(i + 1) {
            for c in cards.iter().skip(j + 1) {
                let set = a.rank() == b.rank() && b.rank() == c.rank();
                let mut ranks: Vec<u8> = [a, b, c]
                    .iter()
                    .filter_map(|x| x.rank().map(|r| r.number()))
                    .collect();
                ranks.sort_unstable();
                let run = a.suit() == b.suit()
                    && b.suit() == c.suit()
                    && ranks.windows(2).all(|w| w[1] == w[0] + 1);
                if !set && !run {
                    return [*a, *b, *c];
                }
            }
        }
    }
    panic!("every triple melds: {cards:?}")
}

fn meld_value(cards: &[Card]) -> String {
    let list: Vec<String> = cards.iter().map(|c| c.index().to_string()).collect();
    format!("y:m:{}", list.join("."))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_rummy_game_through_the_menus_to_the_payout() {
    let h = Harness::start().await;
    // The lowest target the command allows: one to a few hands (Y22).
    let table = h.rummy_for_three(json!({"stake": 10, "target": 50})).await;
    let text = h.table(table).text();
    assert!(text.contains("Pool: **30** chips"), "{text}");
    let (mut laid, mut turns) = (0, 0);
    while let Some((user, hand)) = h.on_turn(table).await {
        laid += h.play_turn(user, &hand).await.1;
        turns += 1;
        // Only a game that never ends should stop this: the deals are the bot's own (unseeded),
        // and greedy players to 50 points took over 400 turns once (8 hands, some ending on an
        // empty stock with no score), about 50 ms a turn here.
        assert!(
            turns < 3000,
            "the game does not end: {}",
            h.table(table).text()
        );
    }
    // Going out empties a hand, which takes melds chosen in the menu.
    assert!(laid > 0, "nothing was melded in {turns} turns");
    let over = h.table(table);
    assert!(over.text().contains("wins"), "{}", over.text());
    let mut balances = Vec::new();
    for user in PLAYERS {
        balances.push(h.balance(user).await);
    }
    balances.sort_unstable();
    assert_eq!(
        balances,
        [990, 990, 1020],
        "the winner takes the pool of 30"
    );
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    h.standin.assert_no_violations();
    eprintln!("{turns} turns, {laid} melds and lay-offs chosen");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_hand_then_old_hands_and_menus_still_work() {
    let mut h = Harness::start().await;
    let table = h.rummy_for_three(json!({"stake": 10})).await;
    let (user, hand) = h.on_turn(table).await.expect("a turn");
    h.play_turn(user, &hand).await;
    let (next, next_hand) = h.on_turn(table).await.expect("a turn");
    assert_ne!(next, user);
    let drawn = draw(&h.standin, next, &next_hand).reply().await;
    let discard = menu(&drawn, DISCARD).expect("a discard menu after drawing");
    let before = h.fingerprint(&PLAYERS).await;
    let cards_before = without_note(&drawn);

    h.restart(&[]).await;
    assert_eq!(
        h.fingerprint(&PLAYERS).await,
        before,
        "nothing lost in the kill"
    );
    // The hand shown again is the same, and the menu sent before the kill still acts.
    let again = h.hand(next, table).await;
    assert_eq!(without_note(&again), cards_before);
    let value = worst_card(&discard);
    let answer = h
        .standin
        .select(next, CHANNEL_ID, drawn.id, &discard.custom_id, &[&value]);
    let after = answer.reply().await;
    assert!(
        menu(&after, DISCARD).is_none(),
        "discarded: {}",
        after.text()
    );
    assert!(after.text().contains("Waiting for"), "{}", after.text());
    assert_eq!(h.fingerprint(&PLAYERS).await.version, before.version + 1);
    assert_eq!(
        h.standin
            .channel_messages(CHANNEL_ID)
            .iter()
            .filter(|m| m.button("Show my hand").is_some())
            .count(),
        1,
        "no new table message"
    );
    let edits = h.standin.edit_count(table);
    assert!(
        h.standin.wait_edit_count(table, edits + 1, T).await > edits
            || h.table(table)
                .text()
                .contains(&discard_card(&value).to_string()),
        "the same table message shows the discard"
    );
    // And play goes on from there.
    let (third, hand) = h.on_turn(table).await.expect("a turn");
    assert_ne!(third, next);
    h.play_turn(third, &hand).await;
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_menu_choices_get_a_clear_private_answer_and_change_nothing() {
    let mut config = StandInConfig::default();
    for u in config
        .users
        .iter_mut()
        .filter(|u| u.id == BOB || u.id == DAVE)
    {
        u.locale = "it".to_owned();
    }
    let h = Harness::with(config, &[]).await;
    let s = &h.standin;
    let table = h.rummy_for_three(json!({"stake": 10})).await;
    let (user, hand) = h.on_turn(table).await.expect("a turn");
    let version = h.fingerprint(&PLAYERS).await.version;
    let pick = |menu: &str| {
        let table_id = hand.custom_ids()[0].split(':').nth(1).unwrap().to_owned();
        format!("r1:{table_id}:{version}:pick:{menu}")
    };
    let refused = |m: &StoredMessage, text: &str| {
        assert!(m.is_ephemeral(), "private: {}", m.text());
        assert!(m.text().contains(text), "{:?} in {}", text, m.text());
    };

    // A stranger picks from a menu forged on the public message (in Italian).
    let before = h.fingerprint(&PLAYERS).await;
    let stranger = s
        .select(DAVE, CHANNEL_ID, table, &pick("d"), &["y:d:0"])
        .reply()
        .await;
    refused(&stranger, "Non sei seduto");
    assert_eq!(h.fingerprint(&PLAYERS).await, before);
    // A seated player who is not on turn (Bob or Carol) forges a draw on their own hand.
    let other = PLAYERS.into_iter().find(|&p| p != user).unwrap();
    let other_hand = h.hand(other, table).await;
    let early = s
        .select(other, CHANNEL_ID, other_hand.id, &pick("d"), &["y:draw"])
        .reply()
        .await;
    refused(
        &early,
        if other == BOB {
            "Non è il tuo turno"
        } else {
            "It is not your turn"
        },
    );
    assert_eq!(h.fingerprint(&PLAYERS).await, before);

    // The player on turn draws; their cards are the discard menu's.
    let drawn = draw(s, user, &hand).reply().await;
    let discard = menu(&drawn, DISCARD).expect("a discard menu");
    let cards: Vec<Card> = discard
        .options
        .iter()
        .map(|(_, v)| discard_card(v))
        .collect();
    let before = h.fingerprint(&PLAYERS).await;
    assert_eq!(before.version, version + 1);
    let lang = |en: &'static str, it: &'static str| if user == BOB { it } else { en };

    // An invalid meld: three cards held that are no meld, as a forged menu value.
    let forged = meld_value(&not_a_meld(&cards));
    let bad_meld = s
        .select(user, CHANNEL_ID, drawn.id, &discard.custom_id, &[&forged])
        .reply()
        .await;
    refused(
        &bad_meld,
        lang(
            "Those cards are not a meld",
            "Quelle carte non sono una combinazione",
        ),
    );
    assert!(
        menu(&bad_meld, DISCARD).is_some(),
        "the hand is offered again"
    );
    assert_eq!(h.fingerprint(&PLAYERS).await, before);
    // Cards not held, and a damaged value.
    let held: Vec<u8> = cards.iter().map(|c| c.index()).collect();
    let foreign: Vec<Card> = (0..52u8)
        .filter(|i| !held.contains(i))
        .filter_map(Card::from_index)
        .take(3)
        .collect();
    let not_held = s
        .select(
            user,
            CHANNEL_ID,
            drawn.id,
            &discard.custom_id,
            &[&meld_value(&foreign)],
        )
        .reply()
        .await;
    refused(&not_held, lang("You do not hold", "in mano"));
    let damaged = s
        .select(user, CHANNEL_ID, drawn.id, &discard.custom_id, &["y:m:1.x"])
        .reply()
        .await;
    refused(&damaged, lang("not one I understand", "Non capisco"));
    assert_eq!(h.fingerprint(&PLAYERS).await, before);

    // A lay-off on a meld that does not exist.
    let off = format!("y:o:{}:99", cards[0].index());
    let nowhere = s
        .select(user, CHANNEL_ID, drawn.id, &discard.custom_id, &[&off])
        .reply()
        .await;
    refused(
        &nowhere,
        lang("There is no meld 99", "non c'è la combinazione 99"),
    );
    assert_eq!(h.fingerprint(&PLAYERS).await, before);

    // The real discard, then the same menu again: stale, refused with the hand as it is now.
    let value = worst_card(&discard);
    let done = s
        .select(user, CHANNEL_ID, drawn.id, &discard.custom_id, &[&value])
        .reply()
        .await;
    assert!(menu(&done, DISCARD).is_none(), "{}", done.text());
    let before = h.fingerprint(&PLAYERS).await;
    let other_value = discard
        .options
        .iter()
        .map(|(_, v)| v.clone())
        .find(|v| *v != value)
        .unwrap();
    let stale = s
        .select(
            user,
            CHANNEL_ID,
            drawn.id,
            &discard.custom_id,
            &[&other_value],
        )
        .reply()
        .await;
    refused(&stale, lang("earlier moment", "momento precedente"));
    assert!(
        menu(&stale, DISCARD).is_none(),
        "nothing discarded: {}",
        stale.text()
    );
    assert_eq!(h.fingerprint(&PLAYERS).await, before);
    // The stale Draw button too.
    let old_draw = draw_button(&hand).unwrap().custom_id.unwrap();
    let stale = s.click(user, CHANNEL_ID, drawn.id, &old_draw).reply().await;
    refused(&stale, lang("earlier moment", "momento precedente"));
    assert_eq!(h.fingerprint(&PLAYERS).await, before);

    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    s.assert_no_violations();
}
