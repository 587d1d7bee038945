//! Table options of Rummoli (the *(table option)* entries of `docs/rules/rummoli.md`). The clock
//! (L26) belongs to the table: the engine only learns that it ran out (`Command::Timeout`).

use serde::{Deserialize, Serialize};

/// How the Poker space is won (L13, L14).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PokerMode {
    /// L13: all show; the best wins.
    #[default]
    Showdown,
    /// L14: one betting round of 1-chip bets, then the rest show.
    Betting,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RummoliOptions {
    /// L4: each player's stack at the start (at least 9, one ante).
    pub buy_in: u64,
    /// L13/L14.
    pub poker: PokerMode,
    /// L23: deals to play; `None` is one per player seated at the start.
    pub hands: Option<u32>,
}

impl Default for RummoliOptions {
    fn default() -> Self {
        RummoliOptions {
            buy_in: 100,
            poker: PokerMode::Showdown,
            hands: None,
        }
    }
}

/// L5: chips a player antes at each hand start, one per space.
pub const ANTE: u64 = 9;
