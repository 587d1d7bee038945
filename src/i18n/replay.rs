//! What `/rumino replay` says: a finished game's id as players type it, the replay's title,
//! controls and position, and why a replay is refused.

use super::Lang;

/// A game's id as players read and type it: the table, then the game's number at it (`12-3`).
#[must_use]
pub fn game_id(table: i64, game_no: u32) -> String {
    format!("{table}-{game_no}")
}

/// Reads [`game_id`]'s text back (a leading `#` and spaces are allowed): the table and the game.
#[must_use]
pub fn parse_game_id(text: &str) -> Option<(i64, u32)> {
    let text = text.trim().trim_start_matches('#');
    let (table, game) = text.split_once('-')?;
    let table: i64 = table.trim().parse().ok()?;
    let game: u32 = game.trim().parse().ok()?;
    (table > 0 && game > 0).then_some((table, game))
}

/// Under a finished game's result: how to watch it again.
#[must_use]
pub fn replay_hint(lang: Lang, id: &str) -> String {
    crate::say!(lang, "replay-replay-rumino-replay-game", id)
}

/// The replay's title: the game's own title and its id.
#[must_use]
pub fn replay_title(lang: Lang, title: &str, id: &str) -> String {
    crate::say!(lang, "replay-title", id, title)
}

/// Where the replay is: the step of all steps, and the hand.
#[must_use]
pub fn replay_position(lang: Lang, step: usize, steps: usize, hand: usize) -> String {
    crate::say!(lang, "replay-position", value = step + 1, steps, hand)
}

/// The heading of each seat's cards in a replay.
#[must_use]
pub fn replay_hand_of(lang: Lang, name: &str) -> String {
    crate::say!(lang, "replay-seat-hand-heading", name)
}

/// The "jump to hand" menu's placeholder and each option.
#[must_use]
pub fn jump_to_hand(lang: Lang) -> &'static str {
    crate::say!(lang, "replay-jump-to-hand")
}

/// One option of the "jump to hand" menu.
#[must_use]
pub fn hand_option(lang: Lang, hand: usize) -> String {
    crate::say!(lang, "replay-hand", hand)
}

/// The button that gives a player a link to share a finished game of theirs.
#[must_use]
pub fn share_button(lang: Lang) -> &'static str {
    crate::say!(lang, "replay-share")
}

/// The link to share a game, said privately to whoever asked.
#[must_use]
pub fn share_link(lang: Lang, id: &str, url: &str) -> String {
    crate::say!(lang, "replay-anyone-with-this-link-can", id, url)
}

/// Why a game was not shared: only its players may share it.
#[must_use]
pub fn share_not_yours(lang: Lang, id: &str) -> String {
    crate::say!(lang, "replay-share-not-yours", id)
}

/// Why a replay is not shown. Nothing changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayRefusal {
    /// The text is not a game id.
    BadId,
    /// No finished game of this server has that id: unknown, another server's, or not over.
    NoSuchGame,
    /// The game is still being played.
    NotFinished,
    /// Its log does not replay (an operator's matter).
    Unreadable,
}

/// A refusal's words: what is wrong and what to do next.
#[must_use]
pub fn replay_refusal(lang: Lang, why: ReplayRefusal, given: &str) -> String {
    match why {
        ReplayRefusal::BadId => crate::say!(lang, "replay-bad-id", given),
        ReplayRefusal::NoSuchGame => crate::say!(lang, "replay-no-such-game", given),
        ReplayRefusal::NotFinished => crate::say!(lang, "replay-not-finished", given),
        ReplayRefusal::Unreadable => crate::say!(lang, "replay-unreadable", given),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_round_trip_and_refuse_what_is_not_one() {
        assert_eq!(parse_game_id(&game_id(12, 3)), Some((12, 3)));
        assert_eq!(parse_game_id(" #7-1 "), Some((7, 1)));
        for bad in [
            "", "12", "12-", "-3", "12-0", "0-1", "a-b", "12-3-4", "12--3",
        ] {
            assert_eq!(parse_game_id(bad), None, "{bad}");
        }
    }
}
