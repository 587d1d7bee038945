//! Tuscan Ramino (`docs/rules/ramino.md`, T1–T23): pure, synchronous, no IO.
//!
//! Shaped like [`crate::games::rummy`]: a [`RaminoGame`] is changed only by [`RaminoGame::apply`]
//! with a [`Command`]; an illegal command returns a [`RuleError`] and changes nothing. Deck orders
//! come in as data, so a game replays exactly from its commands. Declaring and claiming are
//! automatic (T17, T18), so a player's only choices are where to draw from and what to discard.
//! [`classify`] names the best declaration of any hand; [`ai`] holds the computer players.
//!
//! The rules engine is every file here but `faces/`, and does no IO and names no Discord, words,
//! terminal or pictures: `faces/` holds how the game looks to players (its Discord screens, its
//! words in each language, its terminal and its pictures).

mod action;
pub mod ai;
pub mod cards;
pub mod classify;
mod dealer;
mod error;
pub mod faces;
mod game;
mod hand;
mod hand_end;
mod holding;
pub mod notation;
mod options;
mod result;
mod seam;
mod search;
mod view;

pub use crate::games::DealerDraw;
pub use action::{Action, Command, Seat};
pub use cards::PackKind;
pub use classify::{classify, Declaration, Holding, Kind, Strength};
pub use dealer::draw_for_dealer;
pub use error::RuleError;
pub use game::{Dealt, Event, Phase, RaminoGame, SeatState};
pub use hand::{Hand, Move, Step};
pub use hand_end::{Claim, HandEnd};
pub use notation::{
    parse_card, parse_cards, PackCard, PackCards, ParseCardError, RepeatedCardError,
};
pub use options::{RaminoOptions, SuitNames, MAX_TARGET, MAX_TIMEOUTS_IN_A_ROW};
pub use result::{GameEnd, GameResult, HandResult, Payout, ShownHand};
pub use view::{GameView, PhaseKind, PublicSeat};

#[cfg(test)]
mod game_tests;
#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
pub(crate) mod testkit;
