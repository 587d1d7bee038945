//! One hand of Rummy (Y10–Y20): the deal, turns, the stock and discard pile, and how the hand
//! ends. Melds on the table, melding and laying off are in [`super::table`].
//!
//! A `Hand` only knows cards and turns. Scores, leavers and the pool are the game's (`game.rs`);
//! the hand reports how it ended and the game scores it.

use serde::{Deserialize, Serialize};

use super::{
    action::{MeldId, Seat},
    error::RuleError,
    melds,
    options::hand_size,
    table::TableMeld,
};
use crate::cards::{Card, CardId, Pack};
pub use crate::games::draw_discard::card_faces as faces;
use crate::games::draw_discard::{self, impl_turns, Turns, Undiscardable};
use crate::games::Refusal;

/// The table options a hand plays by.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRules {
    pub ace_high: bool,
    pub discard_must_meld: bool,
    pub must_discard_to_go_out: bool,
}

/// Where the player on turn is within the turn (Y12–Y14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Must draw (Y12).
    Start,
    /// Has drawn: may meld and lay off, then discards. `taken` is the card taken from the
    /// discard pile, which may not be discarded this turn (Y14); `from_stock` the card drawn from
    /// the stock (the Y24 default discard); `must_use`: Y15 still asks that `taken` be melded or
    /// laid off before anything else.
    Drawn {
        taken: Option<CardId>,
        from_stock: Option<CardId>,
        must_use: bool,
    },
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum HandEnd {
    /// Y17: `seat` went out; `rummy` doubles the score (Y20).
    Out { seat: Seat, rummy: bool },
    /// Y16: the stock ran out twice: no winner, no score.
    Dead,
}

/// A move everyone at the table saw: the public history of a hand (Y23). Cards drawn from the
/// stock are private, so a stock draw names no card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "m", rename_all = "snake_case")]
pub enum Move {
    DrewStock {
        seat: Seat,
    },
    TookDiscard {
        seat: Seat,
        card: Card,
    },
    Melded {
        seat: Seat,
        meld: MeldId,
        cards: Vec<Card>,
    },
    LaidOff {
        seat: Seat,
        card: Card,
        meld: MeldId,
    },
    Discarded {
        seat: Seat,
        card: Card,
        timed_out: bool,
    },
    /// Y16: the discards but the top one became the new stock.
    Reshuffled,
    WentOut {
        seat: Seat,
        rummy: bool,
    },
    /// Y16: the stock ran out again.
    Dead,
    /// Y24: the seat left; it is played to the hand's end.
    Left {
        seat: Seat,
    },
}

/// The state of one hand. Every card of the 52 is in exactly one of `cards`, `stock`, `discard`
/// or `melds`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub hand_no: u32,
    pub dealer: Seat,
    pub rules: HandRules,
    /// Per seat of the table: dealt into this hand.
    pub in_hand: Vec<bool>,
    pub cards: Vec<Vec<CardId>>,
    /// Top card last.
    pub stock: Vec<CardId>,
    /// Top card last.
    pub discard: Vec<CardId>,
    pub melds: Vec<TableMeld>,
    pub turn: Seat,
    pub step: Step,
    /// Turns started this hand, the first being 1.
    pub turn_no: u32,
    /// The turn in which each seat first melded or laid off (Y20).
    pub opened: Vec<Option<u32>>,
    pub reshuffle_seed: u64,
    /// Y16: the stock has been rebuilt once.
    pub reshuffled: bool,
    pub ended: Option<HandEnd>,
    pub moves: Vec<Move>,
}

impl_turns!(Hand, RuleError, Step::Start);
crate::games::hand_game::impl_played_hand!(Hand, Move);

impl Hand {
    /// Deals a hand (Y10): one card at a time from the seat after the dealer, 10, 7 or 6 each;
    /// the next card starts the discard pile; the rest is the stock. `order` is top card first.
    ///
    /// # Errors
    /// `BadDeckOrder` unless `order` is the 52-card pack; `BadPlayerCount` unless 2–6 players
    /// are in and the dealer is one of them.
    pub fn deal(
        hand_no: u32,
        dealer: Seat,
        in_hand: Vec<bool>,
        order: &[CardId],
        reshuffle_seed: u64,
        rules: HandRules,
    ) -> Result<Hand, RuleError> {
        if !Pack::French52.is_full(order) {
            return Err(RuleError::BadDeckOrder);
        }
        let players = draw_discard::players_dealt_in(&in_hand, dealer, 2..=6)
            .map_err(RuleError::BadPlayerCount)?;
        let mut deck = order.iter().copied();
        let (cards, first) =
            draw_discard::deal_round(&in_hand, dealer, &mut deck, hand_size(players), 1);
        let n = in_hand.len();
        let mut hand = Hand {
            hand_no,
            dealer,
            rules,
            in_hand,
            cards,
            stock: Vec::new(),
            discard: Vec::new(),
            melds: Vec::new(),
            turn: first,
            step: Step::Start,
            turn_no: 1,
            opened: vec![None; n],
            reshuffle_seed,
            reshuffled: false,
            ended: None,
            moves: Vec::new(),
        };
        hand.discard.extend(deck.next());
        hand.stock = deck.rev().collect();
        Ok(hand)
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

    /// The card the seat on turn drew from the stock this turn, once it has.
    #[must_use]
    pub fn stock_draw(&self) -> Option<CardId> {
        match self.step {
            Step::Drawn { from_stock, .. } => from_stock,
            Step::Start => None,
        }
    }

    /// The card taken from the discard pile this turn, if still held.
    #[must_use]
    pub fn taken(&self) -> Option<CardId> {
        match self.step {
            Step::Drawn { taken, .. } => taken.filter(|t| self.cards[self.turn].contains(t)),
            Step::Start => None,
        }
    }

    /// Y15: whether the taken card must still be melded or laid off first.
    #[must_use]
    pub fn must_use(&self) -> Option<CardId> {
        match self.step {
            Step::Drawn {
                taken,
                must_use: true,
                ..
            } => taken,
            _ => None,
        }
    }

    /// Y12: draws the top card of the stock (never empty at a turn start, Y16).
    ///
    /// # Errors
    /// Not this seat's turn, or it already drew.
    pub fn draw_stock(&mut self, seat: Seat) -> Result<CardId, RuleError> {
        self.check_start(seat)?;
        let card = self.stock.pop().ok_or(Refusal::NoHandInPlay)?;
        self.cards[seat].push(card);
        self.step = Step::Drawn {
            taken: None,
            from_stock: Some(card),
            must_use: false,
        };
        self.moves.push(Move::DrewStock { seat });
        Ok(card)
    }

    /// Y12, with Y15: takes the top discard.
    ///
    /// # Errors
    /// Not this seat's turn, it already drew, or (Y15) the card cannot be used at once.
    pub fn take_discard(&mut self, seat: Seat) -> Result<CardId, RuleError> {
        self.check_start(seat)?;
        let card = self.top_discard().ok_or(Refusal::NoHandInPlay)?;
        let must_use = self.rules.discard_must_meld;
        if must_use && !self.can_use_discard(seat, card) {
            return Err(RuleError::DiscardMustMeld(card.card()));
        }
        self.discard.pop();
        self.cards[seat].push(card);
        self.step = Step::Drawn {
            taken: Some(card),
            from_stock: None,
            must_use,
        };
        self.moves.push(Move::TookDiscard {
            seat,
            card: card.card(),
        });
        Ok(card)
    }

    /// Y14/Y17: discards `face`; with the hand empty the seat goes out, else the turn passes.
    ///
    /// # Errors
    /// Not this seat's turn, not drawn, Y15 still pending, or the card is not discardable.
    pub fn discard(&mut self, seat: Seat, face: Card) -> Result<(), RuleError> {
        self.check_drawn(seat)?;
        if let Some(card) = self.must_use() {
            return Err(RuleError::MustUseTaken(card.card()));
        }
        let index = self.discardable(seat, face)?;
        self.discard_at(seat, index, false);
        Ok(())
    }

    fn discardable(&self, seat: Seat, face: Card) -> Result<usize, RuleError> {
        draw_discard::discardable(&self.cards[seat], face, self.taken()).map_err(|e| match e {
            Undiscardable::NotHeld => RuleError::CardNotInHand(face),
            Undiscardable::Taken => RuleError::CannotDiscardTakenCard(face),
        })
    }

    fn discard_at(&mut self, seat: Seat, index: usize, timed_out: bool) {
        let card = draw_discard::throw(&mut self.cards[seat], &mut self.discard, index);
        self.moves.push(Move::Discarded {
            seat,
            card: card.card(),
            timed_out,
        });
        if self.cards[seat].is_empty() {
            self.go_out(seat);
        } else {
            self.start_next_turn();
        }
    }

    /// Y17, Y20: the seat's hand is empty.
    pub(super) fn go_out(&mut self, seat: Seat) {
        let rummy = self.opened[seat].is_none_or(|turn| turn == self.turn_no);
        self.ended = Some(HandEnd::Out { seat, rummy });
        self.moves.push(Move::WentOut { seat, rummy });
    }

    /// Ends the hand with nobody out: nobody scores (Y16).
    pub fn end_dead(&mut self) {
        self.ended = Some(HandEnd::Dead);
        self.moves.push(Move::Dead);
    }

    /// Passes the turn; Y16: an empty stock is rebuilt once from the discards under the top one,
    /// and a second empty stock (or nothing to rebuild it with) makes the hand dead.
    fn start_next_turn(&mut self) {
        self.turn = self.next_seat(self.turn);
        self.turn_no += 1;
        self.step = Step::Start;
        if !self.stock.is_empty() {
            return;
        }
        if self.reshuffled || self.discard.len() < 2 {
            self.end_dead();
            return;
        }
        draw_discard::rebuild_stock(&mut self.stock, &mut self.discard, self.reshuffle_seed);
        self.reshuffled = true;
        self.moves.push(Move::Reshuffled);
    }

    /// Y24: the seat on turn timed out (or is played for, having left). Melds made stand; it
    /// draws from the stock if it has not drawn, then discards the stock card if still held, else
    /// the highest-value card Y14 allows (ties: higher rank, then ♠ ♥ ♦ ♣). Y15 lapses.
    ///
    /// The turn always ends, so one clock is one timeout: a seat holding only the card it took
    /// from the discard pile lays it off ([`Hand::lay_off_last_card`]), and a turn that still
    /// cannot be finished makes the hand dead rather than a table that waits forever.
    pub fn play_default_turn(&mut self) {
        let seat = self.turn;
        if self.ended.is_some() {
            return;
        }
        if self.step == Step::Start && self.draw_stock(seat).is_err() {
            if self.ended.is_none() {
                self.end_dead();
            }
            return;
        }
        if self.ended.is_some() {
            return;
        }
        let from_stock = self.stock_draw();
        let held = &self.cards[seat];
        let ace_high = self.rules.ace_high;
        let index = draw_discard::default_discard(held, from_stock, self.taken(), |allowed| {
            allowed.max_by_key(|&i| {
                let c = held[i].card();
                let rank = c.rank().map_or(0, |r| r.number());
                let suit = c.suit().map_or(0, |s| s.index());
                (melds::value(c, ace_high), rank, std::cmp::Reverse(suit))
            })
        });
        match index {
            Some(index) => self.discard_at(seat, index, true),
            None => self.lay_off_last_card(seat),
        }
    }

    /// Y14, Y18, Y24: the seat holds only the card it took from the discard pile, which it may
    /// not throw. Y18 let it keep that card alone only because the card can be laid off, so the
    /// default move lays it off on the first meld that takes it, and the seat goes out (Y17).
    /// Should no meld take it, the hand is dead (nobody scores).
    fn lay_off_last_card(&mut self, seat: Seat) {
        let laid = self.cards[seat]
            .first()
            .map(|c| c.card())
            .is_some_and(|card| {
                self.lay_off_targets(seat, card)
                    .first()
                    .is_some_and(|&target| self.lay_off(seat, card, target).is_ok())
            });
        if !laid {
            self.end_dead();
        }
    }

    /// Every card in the hand, for the Y1 accounting invariant.
    #[must_use]
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.cards.iter().flatten().copied().collect();
        all.extend(&self.stock);
        all.extend(&self.discard);
        all.extend(
            self.melds
                .iter()
                .flat_map(|m| m.cards.iter().map(|p| p.card)),
        );
        all
    }
}
