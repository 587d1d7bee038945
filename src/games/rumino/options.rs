//! Game options chosen when a table is created (the *table options* of the rules).

use serde::{Deserialize, Serialize};

use super::lays::LayRules;
use crate::games::options::{
    field_option, GameOption, OptionDecl, OptionKind, Shown, Text, RATED, STAKE,
};

/// The options the rules engine needs. Clock lengths (R21, R25) belong to the table, not here:
/// the engine only learns that a clock ran out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// Chips each player pays into the pool when the game starts (R23); 0 for a friendly game.
    pub stake: u64,
    /// Highest deadwood that may knock (R14).
    pub knock_limit: u16,
    /// Allow Q-K-A runs (R4).
    pub ace_high: bool,
    /// R14 option: a knocker whose deadwood is not strictly lower than every other player's
    /// (a tie counts against the knocker) adds [`UNDERCUT_PENALTY`] (10) points.
    pub undercut_penalty: bool,
    /// Whether the game counts for the server's Elo rating (`docs/rules/rumino.md`, Rating): a
    /// server's choice per game, on unless it says otherwise. Options stored before it existed
    /// read as off: a table opened before this game rated stays unrated.
    #[serde(default)]
    pub rated: bool,
}

/// Points added to a knocker who is not strictly lowest when `undercut_penalty` is on (R14).
pub const UNDERCUT_PENALTY: i32 = 10;

/// Highest score that keeps a player in (R20): 101 or more is out.
pub const ELIMINATION_SCORE: i32 = 100;

/// Consecutive timed-out turns after which a player is removed (R25).
pub const MAX_TIMEOUTS_IN_A_ROW: u8 = 3;

/// Cards dealt to each player (R8).
pub const HAND_SIZE: usize = 7;

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            stake: 10,
            knock_limit: 7,
            ace_high: false,
            undercut_penalty: false,
            rated: true,
        }
    }
}

impl GameOptions {
    #[must_use]
    pub fn lay_rules(&self) -> LayRules {
        LayRules {
            ace_high: self.ace_high,
        }
    }

    /// Cost of a player's `n`-th rebuy in a game (R21): `stake × 2^(n−1)`, saturating.
    #[must_use]
    pub fn rebuy_cost(&self, n: u32) -> u64 {
        let factor = 1u64.checked_shl(n.saturating_sub(1)).unwrap_or(u64::MAX);
        self.stake.saturating_mul(factor)
    }
}

/// Rumino's table options as players choose them (`/rumino start rumino`, `--option`).
pub const OPTIONS: &[GameOption<GameOptions>] = &[
    field_option!(
        STAKE,
        int stake
    ),
    field_option!(
        OptionDecl {
            name: "knock_limit",
            it_name: "limite_bussata",
            about: Text::new("rumino-option-knock-limit-about"),
            kind: OptionKind::Int { min: 1, max: 30 },
            shown: Shown::Value(Text::new("rumino-option-knock-limit-shown")),
        },
        int knock_limit
    ),
    field_option!(
        OptionDecl {
            name: "ace_high",
            it_name: "asso_alto",
            about: Text::new("rumino-option-ace-high-about"),
            kind: OptionKind::Bool,
            shown: Shown::YesNo {
                yes: Text::new("rumino-option-ace-high-yes"),
                no: Text::new("rumino-option-ace-high-no"),
            },
        },
        yes_no ace_high
    ),
    field_option!(
        OptionDecl {
            name: "undercut_penalty",
            it_name: "penalita_bussata",
            about: Text::new("rumino-option-undercut-penalty-about"),
            kind: OptionKind::Bool,
            shown: Shown::YesNo {
                yes: Text::new("rumino-option-undercut-penalty-yes"),
                no: Text::new("rumino-option-undercut-penalty-no"),
            },
        },
        yes_no undercut_penalty
    ),
    // A server's choice (`/rumino-settings`), as in every rated game.
    field_option!(RATED, yes_no rated),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r21_rebuy_cost_doubles() {
        let o = GameOptions {
            stake: 10,
            ..GameOptions::default()
        };
        let costs: Vec<u64> = (1..=5).map(|n| o.rebuy_cost(n)).collect();
        assert_eq!(costs, [10, 20, 40, 80, 160]);
        assert_eq!(o.rebuy_cost(200), u64::MAX);
        assert_eq!(GameOptions { stake: 0, ..o }.rebuy_cost(3), 0);
    }
}
