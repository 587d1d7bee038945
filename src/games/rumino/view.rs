//! What one seat may know, and what it may do now.
//!
//! Every layer above the engine (Discord views, computer players, the terminal game) reads the
//! game through [`RuminoGame::view`], so hidden cards cannot leak: another seat's cards are never in it.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    game::{Phase, RuminoGame},
    hand::{Move, Step},
    lays,
    result::{GameResult, HandResult},
};
use crate::cards::Card;

/// What everyone sees of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub score: i32,
    pub eliminated: bool,
    pub forfeited: bool,
    pub rebuys: u32,
    /// Cards held in the hand in play (0 when not in it).
    pub cards: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseKind {
    AwaitingDeal,
    Playing,
    Rebuys,
    Over,
}

/// One seat's view of the game (or a spectator's, with `seat: None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub seat: Option<Seat>,
    pub phase: PhaseKind,
    pub seats: Vec<PublicSeat>,
    pub pool: u64,
    pub stake: u64,
    pub knock_limit: u16,
    pub ace_high: bool,
    pub hand_no: u32,
    pub dealer: Seat,
    /// Seat on turn while a hand is played.
    pub turn: Option<Seat>,
    /// Whether the seat on turn has drawn (holds 8 cards).
    pub drawn: bool,
    pub discard_top: Option<Card>,
    /// The whole discard pile, bottom first: every card in it was seen face up.
    pub discard_pile: Vec<Card>,
    pub stock_size: usize,
    /// The public history of the hand in play.
    pub moves: Vec<Move>,
    /// This seat's own cards, in hand order.
    pub my_cards: Vec<Card>,
    /// The card this seat took from the discard pile this turn (R12).
    pub my_taken: Option<Card>,
    /// R17: this seat (and only it) may claim the top discard now.
    pub can_claim: bool,
    /// R21: this seat's rebuy cost, while it has a rebuy to decide.
    pub rebuy_cost: Option<u64>,
    pub legal: Vec<Action>,
    pub last_hand: Option<HandResult>,
    pub result: Option<GameResult>,
}

impl RuminoGame {
    /// Everything `seat` may see (`None`: a spectator, who sees no hand).
    #[must_use]
    pub fn view(&self, seat: Option<Seat>) -> GameView {
        let hand = self.hand();
        let seat = seat.filter(|&s| s < self.seats.len());
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| PublicSeat {
                score: s.score,
                eliminated: s.eliminated,
                forfeited: s.forfeited,
                rebuys: s.rebuys,
                cards: hand.map_or(0, |h| h.cards[i].len()),
            })
            .collect();
        let my_cards = match (hand, seat) {
            (Some(h), Some(s)) => h.faces(s),
            _ => Vec::new(),
        };
        let my_taken = hand.and_then(|h| match (h.step, seat) {
            (Step::Drawn { taken: Some(card) }, Some(s)) if h.turn == s => Some(card.card()),
            _ => None,
        });
        let rebuy_cost = match (&self.phase, seat) {
            (Phase::Rebuys { offers }, Some(s)) if offers.contains(&s) => {
                Some(self.options.rebuy_cost(self.seats[s].rebuys + 1))
            }
            _ => None,
        };
        GameView {
            seat,
            phase: match self.phase {
                Phase::AwaitingDeal => PhaseKind::AwaitingDeal,
                Phase::Playing { .. } => PhaseKind::Playing,
                Phase::Rebuys { .. } => PhaseKind::Rebuys,
                Phase::Over { .. } => PhaseKind::Over,
            },
            seats,
            pool: self.pool,
            stake: self.options.stake,
            knock_limit: self.options.knock_limit,
            ace_high: self.options.ace_high,
            hand_no: hand.map_or(self.hands_played, |h| h.hand_no),
            dealer: self.dealer,
            turn: hand.map(|h| h.turn),
            drawn: hand.is_some_and(|h| h.step != Step::Start),
            discard_top: hand.and_then(|h| h.top_discard()).map(|c| c.card()),
            discard_pile: hand
                .map(|h| crate::games::rumino::hand::faces(&h.discard))
                .unwrap_or_default(),
            stock_size: hand.map_or(0, |h| h.stock.len()),
            moves: hand.map(|h| h.moves.clone()).unwrap_or_default(),
            my_cards,
            my_taken,
            can_claim: seat.is_some_and(|s| hand.is_some_and(|h| h.claimants().contains(&s))),
            rebuy_cost,
            legal: seat.map(|s| self.legal_actions(s)).unwrap_or_default(),
            last_hand: self.last_hand.clone(),
            result: self.result().cloned(),
        }
    }

    /// Every action `seat` may take now; each of them applies (a property test holds us to it).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut legal = Vec::new();
        let Some(state) = self.seats.get(seat) else {
            return legal;
        };
        match &self.phase {
            Phase::Over { .. } => return legal,
            Phase::Rebuys { offers } if offers.contains(&seat) => {
                legal.extend([Action::Rebuy, Action::DeclineRebuy]);
            }
            Phase::Playing { hand } if hand.in_hand[seat] => {
                if hand.turn == seat {
                    let rules = hand.rules;
                    let held = hand.faces(seat);
                    let rumino = |c: &[Card]| lays::is_rumino(c, rules);
                    let gin = |c: &[Card]| lays::is_gin(c, rules);
                    match hand.step {
                        Step::Start => {
                            legal.push(Action::DrawStock);
                            if !hand.discard.is_empty() {
                                legal.push(Action::TakeDiscard);
                            }
                            if lays::deadwood(&held, rules) <= hand.knock_limit {
                                legal.push(Action::Knock);
                            }
                            if rumino(&held) {
                                legal.push(Action::Rumino);
                            } else if gin(&held) {
                                legal.push(Action::Gin);
                            }
                        }
                        Step::Drawn { taken } => {
                            let taken = taken.map(|c| c.card());
                            let mut faces: Vec<Card> = held.clone();
                            faces.sort_unstable();
                            faces.dedup();
                            for face in faces {
                                let copies = held.iter().filter(|&&c| c == face).count();
                                if Some(face) != taken || copies > 1 {
                                    legal.push(Action::Discard(face));
                                }
                            }
                            let without = |i: usize| -> Vec<Card> {
                                held.iter()
                                    .enumerate()
                                    .filter(|&(j, _)| j != i)
                                    .map(|(_, &c)| c)
                                    .collect()
                            };
                            let allowed = |i: usize| {
                                Some(hand.cards[seat][i])
                                    != match hand.step {
                                        Step::Drawn { taken } => taken,
                                        Step::Start => None,
                                    }
                            };
                            let any = |f: &dyn Fn(&[Card]) -> bool| {
                                (0..held.len()).any(|i| allowed(i) && f(&without(i)))
                            };
                            if any(&rumino) {
                                legal.push(Action::Rumino);
                            } else if any(&gin) {
                                legal.push(Action::Gin);
                            }
                        }
                    }
                }
                if hand.claimants().contains(&seat) {
                    legal.push(Action::ClaimRumino);
                }
            }
            _ => {}
        }
        if !state.forfeited {
            legal.push(Action::Leave);
        }
        legal
    }
}
