//! What one seat may know (Y23), and what it may do now.
//!
//! Every layer above the engine (Discord views, computer players, the terminal) reads the game
//! through [`RummyGame::view`], so hidden cards cannot leak: another seat's cards are never in it.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, MeldId, Seat},
    game::RummyGame,
    hand::{faces, Hand, Move, Step},
    options::RummyOptions,
    result::{GameResult, HandResult},
    table::TableMeld,
};
use crate::cards::Card;

/// What everyone sees of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub score: u32,
    /// Left or timed out for good (Y24): played to the hand's end, cannot win.
    pub out: bool,
    pub left: bool,
    pub timeouts_in_a_row: u8,
    /// Cards held in the hand in play (0 when not in it).
    pub cards: usize,
    /// Has melded or laid off this hand (so can no longer go rummy, Y20).
    pub opened: bool,
}

pub use crate::games::hand_game::PhaseKind;

/// One seat's view of the game (or a spectator's, with `seat: None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub seat: Option<Seat>,
    pub phase: PhaseKind,
    pub options: RummyOptions,
    pub seats: Vec<PublicSeat>,
    pub pool: u64,
    pub hand_no: u32,
    pub hands_played: u32,
    pub dealer: Seat,
    /// Seat on turn while a hand is played.
    pub turn: Option<Seat>,
    /// Whether the seat on turn has drawn.
    pub drawn: bool,
    pub discard_top: Option<Card>,
    /// The whole discard pile, bottom first: every card in it was seen face up.
    pub discard_pile: Vec<Card>,
    pub stock_size: usize,
    /// Y16: the stock has already been rebuilt this hand.
    pub reshuffled: bool,
    /// The melds on the table, with who laid each card.
    pub melds: Vec<TableMeld>,
    /// The public history of the hand in play.
    pub moves: Vec<Move>,
    /// This seat's own cards, in hand order.
    pub my_cards: Vec<Card>,
    /// The card this seat took from the discard pile this turn (Y14).
    pub my_taken: Option<Card>,
    /// Y15: the taken card this seat must meld or lay off before anything else.
    pub must_use: Option<Card>,
    pub legal: Vec<Action>,
    pub last_hand: Option<HandResult>,
    pub result: Option<GameResult>,
}

impl RummyGame {
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
                opened: hand.is_some_and(|h| h.opened[i].is_some()),
            })
            .collect();
        let on_turn = |s: Seat| hand.is_some_and(|h| h.turn == s);
        let mine = seat.filter(|&s| on_turn(s));
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
            drawn: hand.is_some_and(|h| h.step != Step::Start),
            discard_top: hand.and_then(|h| h.top_discard()).map(|c| c.card()),
            discard_pile: hand.map(|h| faces(&h.discard)).unwrap_or_default(),
            stock_size: hand.map_or(0, |h| h.stock.len()),
            reshuffled: hand.is_some_and(|h| h.reshuffled),
            melds: hand.map(|h| h.melds.clone()).unwrap_or_default(),
            moves: hand.map(|h| h.moves.clone()).unwrap_or_default(),
            my_cards: match (hand, seat) {
                (Some(h), Some(s)) => h.faces(s),
                _ => Vec::new(),
            },
            my_taken: hand
                .filter(|_| mine.is_some())
                .and_then(|h| h.taken())
                .map(|c| c.card()),
            must_use: hand
                .filter(|_| mine.is_some())
                .and_then(|h| h.must_use())
                .map(|c| c.card()),
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
                Step::Start if hand.take_discard_allowed(seat) => {
                    vec![Action::DrawStock, Action::TakeDiscard]
                }
                Step::Start => vec![Action::DrawStock],
                Step::Drawn { .. } => drawn_actions(hand, seat),
            })
    }

    /// Every meld `seat` may lay now, for a picker that offers only valid choices (empty when it
    /// is not the seat's turn to meld).
    #[must_use]
    pub fn meld_choices(&self, seat: Seat) -> Vec<Vec<Card>> {
        match self.core.hand() {
            Some(h) if self.core.is_in(seat) => h.meld_choices(seat),
            _ => Vec::new(),
        }
    }

    /// The melds on the table `seat` may lay `card` off on now.
    #[must_use]
    pub fn lay_off_targets(&self, seat: Seat, card: Card) -> Vec<MeldId> {
        match self.core.hand() {
            Some(h) if self.core.is_in(seat) => h.lay_off_targets(seat, card),
            _ => Vec::new(),
        }
    }
}

/// What `seat` may do once it has drawn (Y5–Y8, Y14, Y15): meld, lay off, and discard anything
/// but a card it took this turn, unless that card must be used first.
fn drawn_actions(hand: &Hand, seat: Seat) -> Vec<Action> {
    let mut legal: Vec<Action> = hand
        .meld_choices(seat)
        .into_iter()
        .map(Action::Meld)
        .collect();
    for card in hand.faces(seat) {
        for target in hand.lay_off_targets(seat, card) {
            legal.push(Action::LayOff { card, target });
        }
    }
    if hand.must_use().is_none() {
        let taken = hand.taken().map(|c| c.card());
        legal.extend(
            hand.faces(seat)
                .into_iter()
                .filter(|&c| Some(c) != taken)
                .map(Action::Discard),
        );
    }
    legal
}
