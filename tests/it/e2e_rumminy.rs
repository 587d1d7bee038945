//! End-to-end: Rumminy (`docs/rules/rumminy.md`, N1–N20) played through the real `rumino run`
//! binary against the local Discord stand-in, which checks every request (modals included)
//! against Discord's limits and OpenAPI spec. This module holds how the Rumminy tests read a
//! hand message and play a turn from it (Place, Rearrange, Suggest, Undo, Commit and Pass), their
//! steps shared by `e2e_rumminy_game` (a whole game) and `e2e_rumminy_restart` (kill -9).

use std::time::Duration;

use crate::support::{
    harness::Harness,
    standin::*,
    table::{refused, Fingerprint},
};
use rumino::games::rumminy::{check_combination, parse_tiles, playfield_text, Tile};

pub(crate) const T: Duration = Duration::from_secs(30);

/// Rumminy in `/rumino start game:` (after Rumino, Rummy, Tuscan Ramino and Rummoli).
pub(crate) const RUMMINY: u64 = 4;

/// Tile notation from a line of the hand message: the colour squares dropped.
pub(crate) fn tiles_of(line: &str) -> Vec<Tile> {
    let plain: String = line
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || c.is_whitespace())
        .collect();
    parse_tiles(&plain).unwrap_or_else(|e| panic!("{e}: {line}"))
}

/// What a hand message shows: the tiles left in hand and the (draft) playfield, numbered.
pub(crate) struct Seen {
    pub(crate) hand: Vec<Tile>,
    pub(crate) field: Vec<Vec<Tile>>,
}

pub(crate) fn seen(hand: &StoredMessage) -> Seen {
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

/// The steps of the Rumminy tests (`e2e_rumminy_game`, `e2e_rumminy_restart`), on the shared
/// harness (a trait of their own, so each e2e module names its steps as it likes).
pub(crate) trait RumminySteps {
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
