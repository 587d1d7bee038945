//! End-to-end: Rumminy (`docs/rules/rumminy.md`, N1–N20) played through the real `rumino run`
//! binary against the local Discord stand-in, which checks every request (modals included)
//! against Discord's limits and OpenAPI spec. Two members play every turn from their private
//! hands: Place (tile menu, then target menu), Rearrange (a text box holding the whole draft),
//! Suggest, Undo, Commit and Pass. The draft is theirs alone; only Commit and Pass change the
//! table.

use std::time::Duration;

use crate::support::{
    harness::Harness,
    standin::*,
    table::{refused, Fingerprint},
};
use rumino::games::rumminy::{
    check_combination, parse_playfield, parse_tiles, playfield_text, Tile,
};
use serde_json::json;

const T: Duration = Duration::from_secs(30);

/// Rumminy in `/rumino start game:` (after Rumino, Rummy, Tuscan Ramino and Rummoli).
const RUMMINY: u64 = 4;

/// Tile notation from a line of the hand message: the colour squares dropped.
fn tiles_of(line: &str) -> Vec<Tile> {
    let plain: String = line
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || c.is_whitespace())
        .collect();
    parse_tiles(&plain).unwrap_or_else(|e| panic!("{e}: {line}"))
}

/// What a hand message shows: the tiles left in hand and the (draft) playfield, numbered.
struct Seen {
    hand: Vec<Tile>,
    field: Vec<Vec<Tile>>,
}

fn seen(hand: &StoredMessage) -> Seen {
    let content = hand.content();
    let lines: Vec<&str> = content.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("**Your tiles**"))
        .unwrap_or_else(|| panic!("no tiles in {content}"));
    let hand_tiles = match lines[at + 1] {
        "—" => Vec::new(),
        line => tiles_of(line),
    };
    let field = lines
        .iter()
        .filter(|l| l.starts_with('`'))
        .map(|l| tiles_of(l.split_once("` ").map_or("", |(_, rest)| rest)))
        .collect();
    Seen {
        hand: hand_tiles,
        field,
    }
}

/// A play that splits a run of `field` in two (N9: split and move any tiles): each part
/// completed with hand tiles into a run of its own, or an end tile of a long run moved into a
/// new group with two hand tiles. The new playfield, or `None`.
fn split_run(field: &[Vec<Tile>], hand: &[Tile]) -> Option<Vec<Vec<Tile>>> {
    for (i, run) in field.iter().enumerate() {
        if run.iter().any(|t| t.is_joker()) || run.len() < 3 {
            continue;
        }
        let colour = run[0].colour()?;
        if run.iter().any(|t| t.colour() != Some(colour)) {
            continue;
        }
        let numbers: Vec<u8> = run.iter().filter_map(|t| t.number()).collect();
        for k in 1..numbers.len() {
            let mut left: Vec<u8> = numbers[..k].to_vec();
            let mut right: Vec<u8> = numbers[k..].to_vec();
            let mut spare: Vec<Tile> = hand.to_vec();
            let mut used = 0;
            let take = |n: u8, spare: &mut Vec<Tile>| {
                let tile = Tile::new(colour, n)?;
                let at = spare.iter().position(|t| *t == tile)?;
                spare.remove(at);
                Some(tile)
            };
            // Grow each part at its ends with tiles from the hand until it is a run of three.
            for part in [&mut left, &mut right] {
                while part.len() < 3 {
                    let (low, high) = (part[0], part[part.len() - 1]);
                    if high < 9 && take(high + 1, &mut spare).is_some() {
                        part.push(high + 1);
                    } else if low > 1 && take(low - 1, &mut spare).is_some() {
                        part.insert(0, low - 1);
                    } else {
                        break;
                    }
                    used += 1;
                }
            }
            let tiles = |p: &[u8]| -> Vec<Tile> {
                p.iter().filter_map(|&n| Tile::new(colour, n)).collect()
            };
            let (left, right) = (tiles(&left), tiles(&right));
            if used > 0 && check_combination(&left).is_ok() && check_combination(&right).is_ok() {
                let mut new: Vec<Vec<Tile>> = field.to_vec();
                new[i] = left;
                new.push(right);
                return Some(new);
            }
        }
        // Or a run of four or more gives an end tile to a group made with two hand tiles.
        if run.len() >= 4 {
            for (end, rest) in [
                (run[0], run[1..].to_vec()),
                (run[run.len() - 1], run[..run.len() - 1].to_vec()),
            ] {
                let mut group = vec![end];
                for t in hand {
                    if t.number() == end.number()
                        && group.iter().all(|g| g.colour() != t.colour())
                        && group.len() < 3
                    {
                        group.push(*t);
                    }
                }
                if check_combination(&group).is_ok() && check_combination(&rest).is_ok() {
                    let mut new: Vec<Vec<Tile>> = field.to_vec();
                    new[i] = rest;
                    new.push(group);
                    return Some(new);
                }
            }
        }
    }
    None
}

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
trait RumminySteps {
    async fn on_turn(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)>;
    async fn tap(&self, user: u64, hand: &StoredMessage, key: &str) -> StoredMessage;
    async fn rearrange(&self, user: u64, hand: &StoredMessage, text: &str) -> StoredMessage;
    async fn refused_commit(
        &self,
        players: &[u64],
        user: u64,
        hand: &StoredMessage,
        draft: &str,
        why: &str,
    );
    async fn play_turn(&self, user: u64, hand: &StoredMessage, split: bool) -> bool;
}

/// The public table message, read by the kill -9 tests.
trait TableText {
    async fn table_text(&self) -> String;
}

impl RumminySteps for Harness {
    /// Whose turn it is and their hand (the only hand with a Commit button); `None` once the
    /// game is over.
    async fn on_turn(&self, players: &[u64], table: u64) -> Option<(u64, StoredMessage)> {
        for _ in 0..200 {
            for &p in players {
                self.table(table).button("Show my hand")?;
                let hand = self.hand(p, table).await;
                if hand.button("Commit").is_some() {
                    return Some((p, hand));
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("nobody is on turn: {}", self.table(table).text());
    }

    /// Presses `key` on `user`'s hand and returns the hand as updated.
    async fn tap(&self, user: u64, hand: &StoredMessage, key: &str) -> StoredMessage {
        self.standin
            .press(user, hand, key)
            .reply_within(T)
            .await
            .unwrap_or_else(|| panic!("no answer to {key}: {}", self.bot.log()))
    }

    /// Types `text` as `user`'s whole draft through Rearrange; returns the hand as updated.
    async fn rearrange(&self, user: u64, hand: &StoredMessage, text: &str) -> StoredMessage {
        let click = self.standin.press(user, hand, "Rearrange");
        let modal = click.modal().await;
        assert_eq!(modal.title, "Rearrange the playfield");
        let shown = self
            .standin
            .submit_modal(&click, &[("draft", text)])
            .reply_within(T)
            .await
            .unwrap_or_else(|| panic!("no answer to the draft: {}", self.bot.log()));
        assert_eq!(shown.id, hand.id, "the hand message is updated in place");
        shown
    }

    /// A commit that must be refused with `why`, changing nothing.
    async fn refused_commit(
        &self,
        players: &[u64],
        user: u64,
        hand: &StoredMessage,
        draft: &str,
        why: &str,
    ) {
        let before: Fingerprint = self.fingerprint(players).await;
        let shown = self.rearrange(user, hand, draft).await;
        assert!(
            shown.content().contains("⚠️"),
            "the draft shows the problem: {}",
            shown.text()
        );
        let answer = self.tap(user, &shown, "Commit").await;
        assert!(
            answer.is_ephemeral() && refused(&answer),
            "{}",
            answer.text()
        );
        assert!(answer.text().contains(why), "{why:?} in {}", answer.text());
        assert_eq!(
            self.fingerprint(players).await,
            before,
            "a refused commit changes nothing"
        );
        // The draft stays for mending; Undo takes it back to the playfield as it is.
        let undone = self.tap(user, &answer, "Undo").await;
        assert!(
            !undone.text().contains("**Your draft**"),
            "{}",
            undone.text()
        );
    }

    /// Plays `user`'s turn: the split if there is one, else Suggest and Commit, else Pass.
    /// Returns whether it split a run.
    async fn play_turn(&self, user: u64, hand: &StoredMessage, split: bool) -> bool {
        let now = seen(hand);
        if split {
            if let Some(new) = split_run(&now.field, &now.hand) {
                let shown = self.rearrange(user, hand, &playfield_text(&new)).await;
                assert!(shown.text().contains("✅ Ready"), "{}", shown.text());
                let done = self.tap(user, &shown, "Commit").await;
                assert!(!refused(&done), "{}", done.text());
                return true;
            }
        }
        let suggested = self.tap(user, hand, "Suggest").await;
        if suggested.text().contains("✅ Ready") {
            let done = self.tap(user, &suggested, "Commit").await;
            assert!(!refused(&done), "{}", done.text());
        } else {
            assert!(
                suggested.text().contains("No play is possible"),
                "{}",
                suggested.text()
            );
            self.tap(user, &suggested, "Pass (draw)").await;
        }
        false
    }
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
