//! One hand of Rumino (R8–R18): the deal, turns, and how the hand ends.
//!
//! A `Hand` only knows cards and turns. Scores, eliminations and the pool are the game's
//! (`game.rs`); the hand reports how it ended and the game scores it.
//!
//! The state and its queries live here; what changes it is split by what it does:
//! `turn.rs` moves a turn along (draw, take, discard, reshuffle, time-outs, leavers) and
//! `going_out.rs` ends the hand (knock, gin, rumino, and the out-of-turn claim of R17).

mod going_out;
mod turn;

use serde::{Deserialize, Serialize};

use super::{
    action::Seat,
    error::RuleError,
    lays::{self, LayRules},
    options::HAND_SIZE,
};
use crate::cards::{Card, CardId};
pub use crate::games::draw_discard::card_faces as faces;
use crate::games::draw_discard::{self, impl_turns};

/// Where the player on turn is within the turn (R10, R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Holding 7 cards: draw, take, knock, gin or rumino.
    Start,
    /// Holding 8 cards: discard, gin or rumino. `taken` is the card taken from the discard pile,
    /// which may not be discarded this turn (R12).
    Drawn { taken: Option<CardId> },
}

/// The top discard while it may still be claimed for a rumino (R17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimWindow {
    pub card: CardId,
    pub discarder: Seat,
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", content = "seat", rename_all = "snake_case")]
pub enum HandEnd {
    /// R14.
    Knock(Seat),
    /// R15.
    Gin(Seat),
    /// R16, in turn.
    Rumino(Seat),
    /// R17, out of turn.
    ClaimedRumino(Seat),
    /// R13: the stock could not be refilled; a knock with no knocker.
    StockOut,
    /// Everybody else left (R24): the hand stops unscored.
    Abandoned,
}

impl HandEnd {
    /// The seat that ended the hand, if any.
    #[must_use]
    pub fn seat(self) -> Option<Seat> {
        match self {
            HandEnd::Knock(s)
            | HandEnd::Gin(s)
            | HandEnd::Rumino(s)
            | HandEnd::ClaimedRumino(s) => Some(s),
            HandEnd::StockOut | HandEnd::Abandoned => None,
        }
    }

    #[must_use]
    pub fn is_rumino(self) -> bool {
        matches!(self, HandEnd::Rumino(_) | HandEnd::ClaimedRumino(_))
    }
}

/// A move everyone at the table saw: the public history of a hand, which the views show as
/// "last actions" and computer players read to infer what others collect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "m", rename_all = "snake_case")]
pub enum Move {
    DrewStock {
        seat: Seat,
    },
    TookDiscard {
        seat: Seat,
        card: Card,
    },
    Discarded {
        seat: Seat,
        card: Card,
        timed_out: bool,
    },
    /// R13: the discards went back into the stock.
    Reshuffled,
    Left {
        seat: Seat,
        /// The leaver was on turn, so the turn passed: the next player starts a fresh turn (and
        /// a fresh R25 clock). Older logs lack it and read `false`, as they were timed then.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        on_turn: bool,
    },
}

/// The state of one hand. Every one of the 108 cards is in exactly one of `cards`, `stock`,
/// `discard` or `dead` (cards of a player who left mid-hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub hand_no: u32,
    pub dealer: Seat,
    pub rules: LayRules,
    pub knock_limit: u16,
    /// Per seat of the table; a seat not in this hand holds nothing.
    pub in_hand: Vec<bool>,
    pub cards: Vec<Vec<CardId>>,
    /// Top card last.
    pub stock: Vec<CardId>,
    /// Top card last.
    pub discard: Vec<CardId>,
    pub dead: Vec<CardId>,
    pub turn: Seat,
    pub step: Step,
    pub claim: Option<ClaimWindow>,
    pub reshuffle_seed: u64,
    pub reshuffles: u32,
    pub started_heads_up: bool,
    pub ended: Option<HandEnd>,
    pub moves: Vec<Move>,
}

impl_turns!(Hand, RuleError, Step::Start);

impl Hand {
    /// Deals a hand (R8): 7 cards each, one at a time, starting left of the dealer; the next card
    /// starts the discard pile; the rest is the stock. `order` is the deck, top card first.
    ///
    /// # Errors
    /// `BadDeckOrder` unless `order` is the full pack.
    pub fn deal(
        hand_no: u32,
        dealer: Seat,
        in_hand: Vec<bool>,
        order: &[CardId],
        reshuffle_seed: u64,
        rules: LayRules,
        knock_limit: u16,
    ) -> Result<Hand, RuleError> {
        if !crate::cards::is_full_pack(order) {
            return Err(RuleError::BadDeckOrder);
        }
        let players = draw_discard::players_dealt_in(&in_hand, dealer, 2..=6)
            .map_err(RuleError::BadPlayerCount)?;
        let mut deck = order.iter().copied();
        let (cards, first) = draw_discard::deal_round(&in_hand, dealer, &mut deck, HAND_SIZE, 1);
        let mut hand = Hand {
            hand_no,
            dealer,
            rules,
            knock_limit,
            in_hand,
            cards,
            stock: Vec::new(),
            discard: Vec::new(),
            dead: Vec::new(),
            turn: first,
            step: Step::Start,
            claim: None,
            reshuffle_seed,
            reshuffles: 0,
            started_heads_up: players == 2,
            ended: None,
            moves: Vec::new(),
        };
        hand.discard.extend(deck.next());
        hand.stock = deck.rev().collect();
        Ok(hand)
    }

    #[must_use]
    pub fn players_in(&self) -> usize {
        self.in_hand.iter().filter(|&&b| b).count()
    }

    #[must_use]
    pub fn top_discard(&self) -> Option<CardId> {
        self.discard.last().copied()
    }

    /// Faces held by `seat`.
    #[must_use]
    pub fn faces(&self, seat: Seat) -> Vec<Card> {
        faces(&self.cards[seat])
    }

    /// Deadwood of `seat`'s cards as held (R6).
    #[must_use]
    pub fn deadwood(&self, seat: Seat) -> u16 {
        lays::deadwood(&self.faces(seat), self.rules)
    }

    /// How many turns have started in this hand before the current one: each discard and each
    /// leave on turn passes the turn (R25 gives every turn a fresh clock).
    #[must_use]
    pub fn turns_passed(&self) -> usize {
        self.moves
            .iter()
            .filter(|m| matches!(m, Move::Discarded { .. } | Move::Left { on_turn: true, .. }))
            .count()
    }

    /// Every card in the hand, for the R1 accounting invariant.
    #[must_use]
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.cards.iter().flatten().copied().collect();
        all.extend(&self.stock);
        all.extend(&self.discard);
        all.extend(&self.dead);
        all
    }
}
