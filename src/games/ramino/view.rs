//! What one seat may know (T20), and what it may do now.
//!
//! Every layer above the engine (Discord views, computer players, the terminal) reads the game
//! through [`RaminoGame::view`], so hidden cards cannot leak: another seat's cards are never in it
//! while a hand is played, and every hand is in `last_hand` once it has ended.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    classify::{best_discard, Declaration},
    game::RaminoGame,
    hand::{Move, Step},
    options::RaminoOptions,
    result::{GameResult, HandResult},
};
use crate::cards::Card;
use crate::games::draw_discard;

/// What everyone sees of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub score: u32,
    /// Left or timed out for good (T23): played to the hand's end, cannot win.
    pub out: bool,
    pub left: bool,
    pub timeouts_in_a_row: u8,
    /// Cards held in the hand in play (0 when not in it).
    pub cards: usize,
}

pub use crate::games::hand_game::PhaseKind;

/// One seat's view of the game (or a spectator's, with `seat: None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub seat: Option<Seat>,
    pub phase: PhaseKind,
    pub options: RaminoOptions,
    pub seats: Vec<PublicSeat>,
    pub pool: u64,
    pub hand_no: u32,
    pub hands_played: u32,
    pub dealer: Seat,
    /// Seat on turn while a hand is played.
    pub turn: Option<Seat>,
    /// Turns started in the hand in play, the first being 1 (T16).
    pub turn_no: u32,
    /// Whether the seat on turn has drawn.
    pub drawn: bool,
    pub discard_top: Option<Card>,
    /// The whole discard pile, bottom first: every card in it was seen face up.
    pub discard_pile: Vec<Card>,
    pub stock_size: usize,
    /// The public history of the hand in play.
    pub moves: Vec<Move>,
    /// This seat's own cards, in hand order.
    pub my_cards: Vec<Card>,
    /// The card this seat took from the discard pile this turn (T16).
    pub my_taken: Option<Card>,
    pub legal: Vec<Action>,
    pub last_hand: Option<HandResult>,
    pub result: Option<GameResult>,
}

impl GameView {
    /// When this seat has drawn and a discard would declare (T17), that discard and what it
    /// declares: the best declaration (T12), ties to the lowest card (T18's order). Declaring is
    /// automatic, so this is all a player needs to be told.
    #[must_use]
    pub fn declaring_discard(&self) -> Option<(Card, Declaration)> {
        if !self.legal.iter().any(|a| matches!(a, Action::Discard(_))) {
            return None;
        }
        best_discard(&self.my_cards, self.my_taken, self.options.pack)
    }
}

impl RaminoGame {
    /// Everything `seat` may see (`None`: a spectator, who sees no hand).
    #[must_use]
    pub fn view(&self, seat: Option<Seat>) -> GameView {
        let hand = self.core.hand();
        let seat = seat.filter(|&s| s < self.core.seats.len());
        let seats = self
            .core
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| PublicSeat {
                score: s.score,
                out: s.out,
                left: s.left,
                timeouts_in_a_row: s.timeouts_in_a_row,
                cards: hand.map_or(0, |h| h.cards[i].len()),
            })
            .collect();
        let mine = hand.filter(|h| seat == Some(h.turn));
        GameView {
            seat,
            phase: self.core.phase.kind(),
            options: self.options,
            seats,
            pool: self.core.pool,
            hand_no: hand.map_or(self.core.hands_played, |h| h.hand_no),
            hands_played: self.core.hands_played,
            dealer: self.core.dealer,
            turn: hand.map(|h| h.turn),
            turn_no: hand.map_or(0, |h| h.turn_no),
            drawn: hand.is_some_and(|h| h.step != Step::Start),
            discard_top: hand.and_then(|h| h.top_discard()).map(|c| c.card()),
            discard_pile: hand
                .map(|h| draw_discard::card_faces(&h.discard))
                .unwrap_or_default(),
            stock_size: hand.map_or(0, |h| h.stock.len()),
            moves: hand.map(|h| h.moves.clone()).unwrap_or_default(),
            my_cards: match (hand, seat) {
                (Some(h), Some(s)) => h.faces(s),
                _ => Vec::new(),
            },
            my_taken: mine.and_then(|h| h.taken()).map(|c| c.card()),
            legal: seat.map(|s| self.legal_actions(s)).unwrap_or_default(),
            last_hand: self.last_hand.clone(),
            result: self.core.result().cloned(),
        }
    }

    /// Every action `seat` may take now; each of them applies (a property test holds us to it).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.core
            .legal_actions(seat, Action::Leave, |hand| match hand.step {
                Step::Start if hand.can_take_discard() => {
                    vec![Action::DrawStock, Action::TakeDiscard]
                }
                Step::Start => vec![Action::DrawStock],
                Step::Drawn { .. } => {
                    let taken = hand.taken().map(|c| c.card());
                    hand.faces(seat)
                        .into_iter()
                        .filter(|&c| Some(c) != taken)
                        .map(Action::Discard)
                        .collect()
                }
            })
    }
}
