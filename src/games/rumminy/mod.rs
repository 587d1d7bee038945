//! Rumminy (`docs/rules/rumminy.md`, N1–N20): the tile game, pure, synchronous, no IO.
//!
//! Shaped like the other games: a [`RumminyGame`] is changed only by [`RumminyGame::apply`] with a
//! [`Command`]; an illegal command returns a [`RuleError`] and changes nothing. The deck order
//! comes in as data, so a game replays exactly. A turn commits the whole new playfield
//! ([`Commit`]), checked by [`RumminyGame::check_commit`]. [`solver`] finds the placement of the
//! most tiles; [`ai`] holds the computer players; [`score`] the penalties and the Elo rating.
//!
//! Hosted behind the `Game` seam (`seam.rs`): tables play it like the other games, with its own
//! Discord screens (drafts, the rearranging modal) in `faces/screens.rs`.
//!
//! The rules engine is every file here but `faces/`, and does no IO and names no Discord, words,
//! terminal or pictures: `faces/` holds how the game looks to players (its Discord screens, its
//! words in each language, its terminal and its pictures).

mod action;
pub mod ai;
pub mod combo;
mod commit;
pub mod draft;
mod error;
pub mod faces;
mod game;
mod options;
mod result;
pub mod score;
mod seam;
pub mod solver;
pub mod tile;
mod view;

pub use action::{Action, Command, Commit, Seat};
pub use combo::{arrange, check as check_combination, meld_points, ComboError, ComboKind};
pub use commit::Checked;
pub use error::RuleError;
pub use game::{draw_for_start, Board, Event, Move, Phase, RumminyGame, SeatState};
pub use options::{
    RumminyOptions, FINAL_TURN_MAX, HAND_SIZE, MAX_INITIAL_MELD, MAX_TIMEOUTS_IN_A_ROW,
};
pub use result::{GameEnd, GameResult, Payout};
pub use tile::{
    parse_playfield, parse_tiles, playfield_text, tiles_text, Colour, ParseTileError, Tile, TileId,
};
pub use view::{GameView, PhaseKind, PublicSeat};

#[cfg(test)]
mod prop_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
mod solver_brute_tests;
#[cfg(test)]
mod solver_tests;
#[cfg(test)]
pub(crate) mod testkit;
