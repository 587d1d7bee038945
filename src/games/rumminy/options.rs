//! Table options of Rumminy (the *(table option)* entries of `docs/rules/rumminy.md`). The number
//! of players (N2) and the turn clock (N14) are the table's.

use crate::games::options::{
    field_option, GameOption, OptionDecl, OptionKind, Shown, Text, RATED, STAKE,
};
use serde::{Deserialize, Serialize};

/// The largest initial meld (N11) a table may ask.
pub const MAX_INITIAL_MELD: u16 = 100;

/// Consecutive timed-out turns after which a player forfeits (N14).
pub const MAX_TIMEOUTS_IN_A_ROW: u8 = 3;

/// Tiles dealt to each player (N3).
pub const HAND_SIZE: usize = 8;

/// A final turn places at most this many tiles from the hand (N13).
pub const FINAL_TURN_MAX: usize = 19;

/// The options the rules engine needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RumminyOptions {
    /// Chips each player pays into the pool when the game starts; 0 for a friendly game.
    pub stake: u64,
    /// N11: points a player's first play must reach, from their own tiles only; 0 for none.
    pub initial_meld: u16,
    /// N19: whether the game counts for the server's rating.
    pub rated: bool,
}

impl Default for RumminyOptions {
    fn default() -> Self {
        RumminyOptions {
            stake: 10,
            initial_meld: 0,
            rated: true,
        }
    }
}

/// Rumminy's table options as players choose them (`/rumino start rumminy`, `--option`).
pub const OPTIONS: &[GameOption<RumminyOptions>] = &[
    field_option!(
        STAKE,
        int stake
    ),
    field_option!(
        OptionDecl {
            name: "initial_meld",
            it_name: "apertura",
            about: Text::new("rumminy-option-initial-meld-about"),
            kind: OptionKind::Int {
                min: 0,
                max: MAX_INITIAL_MELD as i64,
            },
            shown: Shown::ValueOrZero {
                value: Text::new("rumminy-option-initial-meld-value"),
                zero: Text::new("rumminy-option-initial-meld-zero"),
            },
        },
        int initial_meld
    ),
    // N19: a server's choice (`/rumino-settings rumminy`), as in every rated game.
    field_option!(RATED, yes_no rated),
];
