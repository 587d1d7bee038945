//! Rummoli (`docs/rules/rummoli.md`, L1–L26): pure, synchronous, no IO.
//!
//! Shaped like [`crate::games::rummy`]: a [`RummoliGame`] is changed only by
//! [`RummoliGame::apply`] with a [`Command`]; an illegal command returns a [`RuleError`] and
//! changes nothing. Deck orders come in as data, so a game replays from its commands. The
//! run-out plays itself except for the choice between equal lowest cards. [`poker`] ranks poker
//! hands (L12).
//!
//! The engine keeps its own accounting of chips in [`Chips`] (stacks and a nine-space board
//! carried between hands), and every movement is an [`Event::Chips`]; `seam.rs` shows the table
//! only the buy-ins and the stacks that leave the game.
//!
//! The rules engine is every file here but `faces/`, and does no IO and names no Discord, words,
//! terminal or pictures: `faces/` holds how the game looks to players (its Discord screens, its
//! words in each language, its terminal and its pictures).

mod action;
pub mod ai;
mod chips;
mod error;
mod event;
pub mod faces;
mod game;
mod hand;
mod options;
pub mod poker;
mod poker_part;
mod runout;
mod seam;
mod view;

pub use action::{Action, Command, Seat};
pub use chips::{Chips, Holder, Reason, Space, Transfer};
pub use error::{Expected, RuleError};
pub use event::Event;
pub use game::{GameEnd, GameResult, Phase, RummoliGame, SeatState, PACK};
pub use hand::{Hand, HandEnd, HandResult, Shown, Stage};
pub use options::MAX_HANDS;
pub use options::{PokerMode, RummoliOptions, ANTE};
pub use poker::{best_five, rank5, Category, PokerRank};
pub use poker_part::{Betting, BET_CAP};
pub use runout::strength;
pub use view::{GameView, PublicSeat, PublicStage};

#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
pub(crate) mod testkit;
