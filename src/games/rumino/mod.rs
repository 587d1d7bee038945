//! The rules of Rumino (`../shared/rules/rumino.md`, R1–R25): pure, synchronous, no IO.
//!
//! Model: a [`RuminoGame`] is changed only by [`RuminoGame::apply`] with a [`Command`]; an illegal command
//! returns a [`RuleError`] and changes nothing. Randomness comes in as data (deck orders and
//! reshuffle seeds inside commands), so a game replays exactly from its commands.
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
pub mod hand;
pub mod lays;
mod leaving;
mod options;
mod phase;
mod result;
mod scoring;
mod seam;
mod view;

pub use crate::games::DealerDraw;
pub use action::{Action, Command, Seat};
pub use dealer::draw_for_dealer;
pub use error::RuleError;
pub use game::{Event, Phase, RuminoGame, SeatState};
pub use hand::{Hand, HandEnd, Move, Step};
pub use options::{
    GameOptions, ELIMINATION_SCORE, HAND_SIZE, MAX_TIMEOUTS_IN_A_ROW, UNDERCUT_PENALTY,
};
pub use result::{split_pool, GameEnd, GameResult, HandResult, Payout, ShownHand};
pub use view::{GameView, PhaseKind, PublicSeat};

#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
pub(crate) mod testkit;
