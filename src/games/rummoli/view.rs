//! What one seat may know (L25), and what it may do now. Other seats' cards, the widow and the
//! dead hand are never in a view; the poker hands only once shown.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    game::{GameResult, Phase, RummoliGame},
    hand::{HandEnd, HandResult, Shown, Stage},
    options::RummoliOptions,
    poker_part::Betting,
};
use crate::cards::Card;

/// The hand's stage as everyone may see it (the lead options are the leader's own cards).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum PublicStage {
    DealerChoice,
    Auction {
        turn: Seat,
        high: Option<(Seat, u64)>,
    },
    Betting(Betting),
    Lead {
        seat: Seat,
    },
    /// A forced play by `seat` is about to be made.
    Play {
        seat: Seat,
    },
    Over {
        end: HandEnd,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub stack: u64,
    /// Chips the seat took with it when it went out (L5, L26).
    pub took: u64,
    pub out: bool,
    pub left: bool,
    /// Cards held in the hand in play (0 when not in it).
    pub cards: usize,
}

/// One seat's view of the game (or a spectator's, with `seat: None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub seat: Option<Seat>,
    pub options: RummoliOptions,
    pub seats: Vec<PublicSeat>,
    /// Chips on each space (L3), in `Space::ALL` order.
    pub board: [u64; 9],
    pub dealer: Seat,
    pub hands_played: u32,
    pub hands_total: u32,
    pub hand_no: Option<u32>,
    pub stage: Option<PublicStage>,
    /// The widow's size while nobody has it.
    pub widow: usize,
    pub widow_taker: Option<Seat>,
    pub bids: Vec<(Seat, Option<u64>)>,
    pub shown: Vec<Shown>,
    pub poker_winners: Vec<Seat>,
    pub plays: Vec<(Seat, Vec<Card>)>,
    pub my_cards: Vec<Card>,
    pub legal: Vec<Action>,
    pub last_hand: Option<HandResult>,
    pub result: Option<GameResult>,
}

impl RummoliGame {
    /// Everything `seat` may see (`None`: a spectator, who sees no hand).
    #[must_use]
    pub fn view(&self, seat: Option<Seat>) -> GameView {
        let hand = self.hand();
        let stage = hand.map(|h| match &h.stage {
            Stage::DealerChoice => PublicStage::DealerChoice,
            Stage::Auction { turn, high, .. } => PublicStage::Auction {
                turn: *turn,
                high: *high,
            },
            Stage::Betting(b) => PublicStage::Betting(b.clone()),
            Stage::Lead { seat, .. } => PublicStage::Lead { seat: *seat },
            Stage::Play { seat, .. } => PublicStage::Play { seat: *seat },
            Stage::Over { end } => PublicStage::Over { end: *end },
        });
        GameView {
            seat,
            options: self.options,
            seats: (0..self.seats.len())
                .map(|s| PublicSeat {
                    stack: self.chips.stacks[s],
                    took: self.cashed_out[s],
                    out: self.seats[s].out,
                    left: self.seats[s].left,
                    cards: hand.map_or(0, |h| h.cards_of(s).len()),
                })
                .collect(),
            board: self.chips.board,
            dealer: self.dealer,
            hands_played: self.hands_played,
            hands_total: self.hands_total,
            hand_no: hand.map(|h| h.no),
            stage,
            widow: hand.map_or(0, |h| h.widow.len()),
            widow_taker: hand.and_then(|h| h.widow_taker),
            bids: hand.map(|h| h.bids.clone()).unwrap_or_default(),
            shown: hand.map(|h| h.shown.clone()).unwrap_or_default(),
            poker_winners: hand.map(|h| h.poker_winners.clone()).unwrap_or_default(),
            plays: hand.map(|h| h.plays.clone()).unwrap_or_default(),
            my_cards: match (hand, seat) {
                (Some(h), Some(s)) => h.cards_of(s).to_vec(),
                _ => Vec::new(),
            },
            legal: seat.map(|s| self.legal_actions(s)).unwrap_or_default(),
            last_hand: self.last_hand.clone(),
            result: match &self.phase {
                Phase::Over { result } => Some(result.clone()),
                _ => None,
            },
        }
    }
}
