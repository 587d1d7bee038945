//! What one seat may know (N20), and what it may do now.
//!
//! Every layer above the engine (Discord views, computer players) reads the game through
//! [`RumminyGame::view`], so hidden tiles cannot leak: another seat's hand is never in it while
//! the game is played (only its size), and every hand is in `result` once it has ended. The
//! stock's order is never shown.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    game::{Move, Phase, RumminyGame},
    options::RumminyOptions,
    result::GameResult,
    solver::Limits,
    tile::Tile,
};

/// What everyone sees of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    /// Tiles in hand.
    pub tiles: usize,
    pub forfeited: bool,
    pub left: bool,
    pub timeouts_in_a_row: u8,
    /// N11: has made a first play (always true without an initial meld).
    pub melded: bool,
}

/// The phase, without its data: the same three as every game played hand by hand.
pub use crate::games::hand_game::PhaseKind;

/// One seat's view of the game (or a spectator's, with `seat` `None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub seat: Option<Seat>,
    pub phase: PhaseKind,
    pub options: RumminyOptions,
    pub seats: Vec<PublicSeat>,
    pub pool: u64,
    pub starter: Seat,
    pub turn: Option<Seat>,
    pub turn_no: u32,
    pub stock_size: usize,
    /// The committed playfield, each combination laid out for display.
    pub playfield: Vec<Vec<Tile>>,
    /// Public moves so far (passes name no tile).
    pub moves: Vec<Move>,
    /// The seat's own hand, sorted by colour then number, jokers last.
    pub my_hand: Vec<Tile>,
    /// Pass and Leave when they are legal; commits are checked when submitted.
    pub legal: Vec<Action>,
    pub result: Option<GameResult>,
}

impl GameView {
    /// What the viewing seat's next play must respect, for [`super::solver`]: N11's initial meld
    /// until its first play (nothing for a spectator).
    #[must_use]
    pub fn limits(&self) -> Limits {
        let melded = self
            .seat
            .and_then(|s| self.seats.get(s))
            .is_none_or(|s| s.melded);
        Limits {
            initial_meld: if melded {
                0
            } else {
                u32::from(self.options.initial_meld)
            },
        }
    }
}

impl RumminyGame {
    /// What `seat` may see (`None`: a spectator).
    #[must_use]
    pub fn view(&self, seat: Option<Seat>) -> GameView {
        let seat = seat.filter(|&s| s < self.seats.len());
        let board = self.board.as_ref();
        GameView {
            seat,
            phase: match self.phase {
                Phase::AwaitingDeal => PhaseKind::AwaitingDeal,
                Phase::Playing => PhaseKind::Playing,
                Phase::Over { .. } => PhaseKind::Over,
            },
            options: self.options,
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| PublicSeat {
                    tiles: board.map_or(0, |b| b.hands[i].len()),
                    forfeited: s.forfeited.is_some(),
                    left: s.left,
                    timeouts_in_a_row: s.timeouts_in_a_row,
                    melded: s.melded,
                })
                .collect(),
            pool: self.pool,
            starter: self.starter,
            turn: self.turn(),
            turn_no: board.map_or(0, |b| b.turn_no),
            stock_size: board.map_or(0, |b| b.stock.len()),
            playfield: board.map(|b| b.playfield_tiles()).unwrap_or_default(),
            moves: board.map(|b| b.moves.clone()).unwrap_or_default(),
            my_hand: match (board, seat) {
                (Some(b), Some(s)) => b.hand_tiles(s),
                _ => Vec::new(),
            },
            legal: seat.map(|s| self.legal_actions(s)).unwrap_or_default(),
            result: self.result().cloned(),
        }
    }

    /// The actions `seat` may take now that can be listed: [`Action::Pass`] on its turn and
    /// [`Action::Leave`] while it is in. Commits are too many to list: build one and
    /// [`RumminyGame::check_commit`] it, or ask [`super::solver`] for the best.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut legal = Vec::new();
        let Some(state) = self.seats.get(seat) else {
            return legal;
        };
        if self.is_over() || state.forfeited.is_some() {
            return legal;
        }
        if self.turn() == Some(seat) {
            legal.push(Action::Pass);
        }
        legal.push(Action::Leave);
        legal
    }
}
