//! Basic Rummy (`docs/rules/rummy.md`, Y1–Y24): pure, synchronous, no IO.
//!
//! Shaped like [`crate::games::rumino`] so one `Game` seam can serve both: a [`RummyGame`] is changed
//! only by [`RummyGame::apply`] with a [`Command`]; an illegal command returns a [`RuleError`]
//! and changes nothing. Randomness comes in as data (deck orders and reshuffle seeds inside
//! commands), so a game replays exactly from its commands.
//!
//! The rules engine is every file here but `faces/`, and does no IO and names no Discord, words,
//! terminal or pictures: `faces/` holds how the game looks to players (its Discord screens, its
//! words in each language, its terminal and its pictures).

mod action;
pub mod ai;
mod dealer;
mod error;
pub mod faces;
mod game;
mod hand;
pub mod melds;
mod options;
mod result;
mod seam;
mod table;
mod view;

pub use crate::games::DealerDraw;
pub use action::{Action, Command, MeldId, Seat};
pub use dealer::draw_for_dealer;
pub use error::RuleError;
pub use game::{Dealt, Event, Phase, RummyGame, SeatState};
pub use hand::{Hand, HandEnd, HandRules, Move, Step};
pub use melds::MeldKind;
pub use options::{hand_size, RummyOptions, MAX_TIMEOUTS_IN_A_ROW};
pub use result::{split_pool, GameEnd, GameResult, HandResult, Payout, ShownHand};
pub use table::{Placed, TableMeld};
pub use view::{GameView, PhaseKind, PublicSeat};

/// The pack Rummy is dealt from (Y1).
pub const PACK: crate::cards::Pack = crate::cards::Pack::French52;

#[cfg(test)]
mod game_tests;
#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
pub(crate) mod testkit;
