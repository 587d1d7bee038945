//! Table options of Rummy (the *(table option)* entries of `docs/rules/rummy.md`).

use serde::{Deserialize, Serialize};

/// The options the rules engine needs. The turn clock's length (Y24) belongs to the table: the
/// engine only learns that it ran out ([`super::Command::TurnTimeout`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RummyOptions {
    /// Chips each player pays into the pool when the game starts; 0 for a friendly game.
    pub stake: u64,
    /// Y2/Y3: the ace may also follow the K (Q-K-A) and counts 15.
    pub ace_high: bool,
    /// Y15: the top discard may be taken only to meld or lay it off at once.
    pub discard_must_meld: bool,
    /// Y17: the last card must be discarded; a meld or lay-off emptying the hand is refused.
    pub must_discard_to_go_out: bool,
    /// Y22: the first player to reach this total wins. Ignored when `hands` is set.
    pub target: u32,
    /// Y22: play this many hands instead (dead ones included); the highest total wins, tied
    /// leaders play on.
    pub hands: Option<u32>,
}

/// Consecutive timed-out turns after which a player is played to the hand's end and is out (Y24).
pub const MAX_TIMEOUTS_IN_A_ROW: u8 = 3;

impl Default for RummyOptions {
    fn default() -> Self {
        RummyOptions {
            stake: 10,
            ace_high: false,
            discard_must_meld: false,
            must_discard_to_go_out: false,
            target: 150,
            hands: None,
        }
    }
}

/// Cards dealt to each player (Y10): 10 for two players, 7 for three or four, 6 for five or six.
#[must_use]
pub fn hand_size(players: usize) -> usize {
    match players {
        0..=2 => 10,
        3 | 4 => 7,
        _ => 6,
    }
}
