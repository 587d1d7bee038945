//! End-to-end: a two-player Rumminy game to the end. Two members play every turn from their private
//! hands: Place (tile menu, then target menu), Rearrange (a text box holding the whole draft),
//! Suggest, Undo, Commit and Pass, with a split run and refused submissions. The draft is theirs
//! alone; only Commit and Pass change the table.

use crate::support::{harness::Harness, standin::*};
use rumino::games::rumminy::playfield_text;
use serde_json::json;

use crate::e2e_rumminy::{seen, RumminySteps, RUMMINY, T};

/// The public table messages, read by `place_and_undo`.
trait TableText {
    async fn table_text(&self) -> String;
}

/// Place builds a draft tile by tile (tile menu, then target menu), Undo takes it back, and
/// only Commit changes the table.
async fn place_and_undo(h: &Harness, players: &[u64], user: u64, hand: &StoredMessage) {
    let before = h.fingerprint(players).await;
    let tile = seen(hand).hand[0].to_string();
    let picked = h
        .standin
        .choose(
            user,
            hand,
            "Place a tile from your hand…",
            &[&format!("tile:{tile}")],
        )
        .reply_within(T)
        .await
        .expect("an answer to Place");
    assert!(
        picked
            .text()
            .lines()
            .any(|l| l.starts_with("Placing ") && l.contains(&tile)),
        "{}",
        picked.text()
    );
    let placed = h
        .standin
        .choose(
            user,
            &picked,
            &format!("Put {tile} into…"),
            &["A new combination"],
        )
        .reply_within(T)
        .await
        .expect("an answer to the target");
    assert!(
        placed.text().contains("**Your draft**"),
        "{}",
        placed.text()
    );
    assert!(
        placed.text().contains("From your hand: "),
        "{}",
        placed.text()
    );
    assert!(
        placed.text().contains("Combination"),
        "one tile is no combination: {}",
        placed.text()
    );
    assert_eq!(
        h.fingerprint(players).await,
        before,
        "a draft is not an action"
    );
    // The table message does not show the draft.
    let public = h.table_text().await;
    assert!(!public.contains("Your draft"), "{public}");
    let undone = h.tap(user, &placed, "Undo").await;
    let undone = h.tap(user, &undone, "Undo").await;
    assert!(
        !undone.text().contains("**Your draft**"),
        "{}",
        undone.text()
    );
}

impl TableText for Harness {
    async fn table_text(&self) -> String {
        self.standin
            .channel_messages(CHANNEL_ID)
            .into_iter()
            .map(|m| m.text())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_to_the_end_with_a_split_run_and_refused_submissions() {
    let h = Harness::start().await;
    let players = [ALICE, BOB];
    let table = h
        .open_game(
            RUMMINY,
            &players,
            json!({"stake": 20, "turn_seconds": 3600}),
        )
        .await;
    let text = h.table(table).text();
    assert!(text.contains("Rumminy"), "{text}");
    assert!(text.contains("The playfield is empty"), "{text}");
    let (first, hand) = h.on_turn(&players, table).await.expect("a first turn");
    assert_eq!(seen(&hand).hand.len(), 8, "N3: eight tiles each");
    place_and_undo(&h, &players, first, &hand).await;
    // N9 (a): a broken combination.
    let hand = h.hand(first, table).await;
    let mine = seen(&hand).hand;
    h.refused_commit(
        &players,
        first,
        &hand,
        &format!("{} {}", mine[0], mine[1]),
        "Combination 1",
    )
    .await;
    let mut splits = 0;
    let mut turns = 0;
    let mut doubled = false;
    let mut game_no = 1;
    loop {
        let Some((user, hand)) = h.on_turn(&players, table).await else {
            let over = h.table(table).text();
            assert!(over.contains("🏆"), "{over}");
            if splits > 0 || game_no == 12 {
                break;
            }
            // No run to split came up in this game: play another at the same table.
            game_no += 1;
            turns = 0;
            h.standin
                .press(ALICE, &h.table(table), "Play again")
                .response()
                .await;
            h.standin
                .wait_message(T, |m| m.id == table && m.button("Show my hand").is_some())
                .await
                .expect("the next game starts");
            continue;
        };
        let now = seen(&hand);
        // N7: a tile used twice (a playfield combination written again) is refused.
        if !doubled {
            if let Some(combo) = now
                .field
                .iter()
                .find(|c| c.iter().any(|t| !now.hand.contains(t)))
            {
                let mut twice = now.field.clone();
                twice.push(combo.clone());
                h.refused_commit(
                    &players,
                    user,
                    &hand,
                    &playfield_text(&twice),
                    "holds no (more)",
                )
                .await;
                doubled = true;
                continue;
            }
        }
        if h.play_turn(user, &hand, true).await {
            splits += 1;
            h.standin
                .wait_message(T, |m| {
                    m.id == table && (m.text().contains(" places ") || m.text().contains("🏆"))
                })
                .await
                .unwrap_or_else(|| panic!("the commit is public: {}", h.table(table).text()));
        }
        turns += 1;
        assert!(
            turns < 400,
            "the game does not end: {}",
            h.table(table).text()
        );
    }
    assert!(doubled, "a tile-twice submission was tried");
    assert!(splits > 0, "a run was split in one of {game_no} games");
    h.assert_sound(&players, 0).await;
    let stats = h.rumino(BOB, "stats", json!({"game": RUMMINY})).await;
    assert!(stats.text().contains("Tiles placed"), "{}", stats.text());
    // N19: every game was rated (`rated` is on by default); the stats show Bob's rating and the
    // leaderboard by rating ranks both members.
    let store = h.store().await;
    let guild = rumino::ids::GuildId(GUILD_ID as i64);
    let game = rumino::games::GameKind::Rumminy;
    let bob = store
        .rating(guild, game, rumino::ids::PlayerId(BOB as i64))
        .await
        .unwrap()
        .expect("Bob is rated");
    assert_eq!(bob.games_rated, game_no as i64);
    let alice = store
        .rating(guild, game, rumino::ids::PlayerId(ALICE as i64))
        .await
        .unwrap()
        .expect("Alice is rated");
    assert_eq!(alice.rating + bob.rating, 2 * 1200, "zero-sum");
    // The table message shows what the last game did to both ratings, under its result.
    for member in [&alice, &bob] {
        let sign = if member.last_change < 0 { "−" } else { "+" };
        let line = format!(
            "** {} ({sign}{})",
            grouped(member.rating),
            member.last_change.abs()
        );
        h.standin
            .wait_message(T, |m| {
                m.id == table && m.text().contains("📈 Ratings: ") && m.text().contains(&line)
            })
            .await
            .unwrap_or_else(|| panic!("{line} on the table: {}", h.table(table).text()));
    }
    assert!(
        stats
            .text()
            .contains(&format!("Rating: **{}** (", grouped(bob.rating))),
        "{}",
        stats.text()
    );
    // `by` is a choice: rating is the eleventh.
    let board = h
        .rumino(ALICE, "leaderboard", json!({"game": RUMMINY, "by": 10}))
        .await;
    let text = board.text();
    let games = if game_no == 1 {
        "1 game rated".to_owned()
    } else {
        format!("{game_no} games rated")
    };
    for (who, r) in [(ALICE, &alice), (BOB, &bob)] {
        assert!(
            text.contains(&format!("<@{who}> — {} ({games})", grouped(r.rating))),
            "{text}"
        );
    }
    eprintln!("{splits} split(s) in {game_no} game(s), the last of {turns} turns");
}

/// A rating as players read it in English: thousands grouped (`1,216`).
fn grouped(n: i64) -> String {
    if n.abs() >= 1000 {
        format!("{},{:03}", n / 1000, n.abs() % 1000)
    } else {
        n.to_string()
    }
}
