//! One hand of Ramino (T15–T19, T23's default move): the deal, turns, the stock and discard pile,
//! automatic declarations and claims, and how the hand ends.
//!
//! A `Hand` only knows cards and turns. Scores, leavers and the pool are the game's (`game.rs`);
//! the hand reports how it ended and the game scores it.

use serde::{Deserialize, Serialize};

use super::{
    action::Seat,
    cards::{suit_strength, PackKind},
    classify::{best_completion, spot, strength, Declaration, Holding, Strength},
    error::RuleError,
    hand_end::{Claim, HandEnd},
    notation::PackCard,
};
use crate::cards::{Card, CardId};
use crate::games::draw_discard::{self, impl_turns, Turns, Undiscardable};
use crate::games::Refusal;

/// Where the player on turn is within the turn (T16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Must draw.
    Start,
    /// Has drawn: discards next. `taken` came from the discard pile and may not be discarded this
    /// turn; `from_stock` came from the stock (T23's default discard).
    Drawn {
        taken: Option<CardId>,
        from_stock: Option<CardId>,
    },
}

/// A move everyone at the table saw: the public history of a hand (T20). A stock draw names no
/// card; a declaration or a claim names no hand (every hand is shown in the result at once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "m", rename_all = "snake_case")]
pub enum Move {
    DrewStock {
        seat: Seat,
        stock_left: usize,
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
    /// T17: the cards `seat` kept make a winning hand.
    Declared {
        seat: Seat,
    },
    /// T18: `seat` claimed the declarer's discard.
    Claimed {
        seat: Seat,
    },
    /// T19: the stock is empty and nobody declared.
    StockOut,
    /// T23: the seat left; it is played to the hand's end.
    Left {
        seat: Seat,
    },
}

/// The state of one hand. Every card of the pack is in exactly one of `cards`, `stock` or
/// `discard`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub hand_no: u32,
    pub dealer: Seat,
    pub pack: PackKind,
    /// Per seat of the table: dealt into this hand.
    pub in_hand: Vec<bool>,
    pub cards: Vec<Vec<CardId>>,
    /// Top card last.
    pub stock: Vec<CardId>,
    /// Top card last.
    pub discard: Vec<CardId>,
    pub turn: Seat,
    pub step: Step,
    /// Turns started this hand, the first being 1.
    pub turn_no: u32,
    pub ended: Option<HandEnd>,
    pub moves: Vec<Move>,
}

impl_turns!(Hand, RuleError, Step::Start);
crate::games::hand_game::impl_played_hand!(Hand, Move);

impl Hand {
    /// Deals a hand (T15): from the seat after the dealer, 10 each five at a time (two players,
    /// Italian pack) or 7 each one at a time (T5, T22); no upcard; the rest is the stock.
    ///
    /// # Errors
    /// `BadDeckOrder` unless `order` is the pack; `BadPlayerCount` unless 2–4 players are in and
    /// the dealer is one of them.
    pub fn deal(
        hand_no: u32,
        dealer: Seat,
        in_hand: Vec<bool>,
        order: &[CardId],
        pack: PackKind,
    ) -> Result<Hand, RuleError> {
        if !pack.pack().is_full(order) {
            return Err(RuleError::BadDeckOrder);
        }
        let players = draw_discard::players_dealt_in(&in_hand, dealer, 2..=4)
            .map_err(RuleError::BadPlayerCount)?;
        let size = pack.hand_size(players);
        let batch = if size == 10 { 5 } else { 1 };
        let mut deck = order.iter().copied();
        let (cards, first) = draw_discard::deal_round(&in_hand, dealer, &mut deck, size, batch);
        Ok(Hand {
            hand_no,
            dealer,
            pack,
            in_hand,
            cards,
            stock: deck.rev().collect(),
            discard: Vec::new(),
            turn: first,
            step: Step::Start,
            turn_no: 1,
            ended: None,
            moves: Vec::new(),
        })
    }

    #[must_use]
    pub fn top_discard(&self) -> Option<CardId> {
        self.discard.last().copied()
    }

    /// Faces held by `seat`.
    #[must_use]
    pub fn faces(&self, seat: Seat) -> Vec<Card> {
        draw_discard::card_faces(&self.cards[seat])
    }

    /// `seat`'s cards as a [`Holding`].
    #[must_use]
    pub fn holding(&self, seat: Seat) -> Holding {
        Holding::from_cards(&self.faces(seat), self.pack).unwrap_or_default()
    }

    fn shown(&self, card: Card) -> PackCard {
        PackCard {
            pack: self.pack,
            card,
        }
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

    /// Whether the seat on turn may take the top discard now (T16).
    #[must_use]
    pub fn can_take_discard(&self) -> bool {
        self.step == Step::Start && self.turn_no > 1 && !self.discard.is_empty()
    }

    /// T16: draws the top card of the stock (never empty at a turn's start, T19).
    ///
    /// # Errors
    /// Not this seat's turn, or it already drew.
    pub fn draw_stock(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_start(seat)?;
        let card = self.stock.pop().ok_or(Refusal::NoHandInPlay)?;
        self.cards[seat].push(card);
        self.step = Step::Drawn {
            taken: None,
            from_stock: Some(card),
        };
        self.moves.push(Move::DrewStock {
            seat,
            stock_left: self.stock.len(),
        });
        Ok(())
    }

    /// T16: takes the top discard, except on the hand's first turn.
    ///
    /// # Errors
    /// Not this seat's turn, it already drew, the first turn, or an empty pile.
    pub fn take_discard(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_start(seat)?;
        if self.turn_no == 1 {
            return Err(RuleError::FirstTurnFromStock);
        }
        let card = self.discard.pop().ok_or(RuleError::NoDiscard)?;
        self.cards[seat].push(card);
        self.step = Step::Drawn {
            taken: Some(card),
            from_stock: None,
        };
        self.moves.push(Move::TookDiscard {
            seat,
            card: card.card(),
        });
        Ok(())
    }

    /// T16: discards `face`, then T17–T19 follow.
    ///
    /// # Errors
    /// Not this seat's turn, not drawn yet, a card not held, or the card just taken.
    pub fn discard(&mut self, seat: Seat, face: Card) -> Result<(), RuleError> {
        self.check_drawn(seat)?;
        let index = draw_discard::discardable(&self.cards[seat], face, self.taken()).map_err(
            |e| match e {
                Undiscardable::NotHeld => RuleError::CardNotInHand(self.shown(face)),
                Undiscardable::Taken => RuleError::CannotDiscardTakenCard(self.shown(face)),
            },
        )?;
        self.discard_at(seat, index, false);
        Ok(())
    }

    /// The discard, then T17 (declare on the cards kept), T19 (empty stock) or the next turn.
    fn discard_at(&mut self, seat: Seat, index: usize, timed_out: bool) {
        let card = draw_discard::throw(&mut self.cards[seat], &mut self.discard, index);
        self.moves.push(Move::Discarded {
            seat,
            card: card.card(),
            timed_out,
        });
        let kept = strength(self.holding(seat), self.pack);
        if kept.is_winning() {
            self.declare(seat, kept);
        } else if self.stock.is_empty() {
            self.stock_out();
        } else {
            self.turn = self.next_seat(seat);
            self.turn_no += 1;
            self.step = Step::Start;
        }
    }

    /// T17, T18: `seat` declares; its discard is offered in turn order from the next seat, and
    /// the first hand it completes claims it. The higher hand wins; the declarer keeps ties.
    fn declare(&mut self, seat: Seat, kept: Strength) {
        self.moves.push(Move::Declared { seat });
        let pack = self.pack;
        let declaration =
            Declaration::from_strength(kept, pack).expect("a winning key names a declaration");
        let mut end = HandEnd::Declared {
            declarer: seat,
            declaration,
            claim: None,
            winner: seat,
        };
        let claimed = self.discard.last().copied();
        let claimed_spot = claimed.and_then(|c| spot(c.card(), pack));
        let mut other = self.next_seat(seat);
        while let (Some(card), Some(at), true) = (claimed, claimed_spot, other != seat) {
            if let Some((drop, st)) = best_completion(self.holding(other), at, pack) {
                let index = self.cards[other]
                    .iter()
                    .position(|id| spot(id.card(), pack) == Some(drop))
                    .expect("the dropped card is held");
                self.discard.pop();
                let dropped = self.cards[other].remove(index);
                self.cards[other].push(card);
                self.discard.push(dropped);
                self.moves.push(Move::Claimed { seat: other });
                end = HandEnd::Declared {
                    declarer: seat,
                    declaration,
                    claim: Some(Claim {
                        seat: other,
                        card: card.card(),
                        dropped: dropped.card(),
                        declaration: Declaration::from_strength(st, pack)
                            .expect("a winning key names a declaration"),
                    }),
                    winner: if st > kept { other } else { seat },
                };
                break;
            }
            other = self.next_seat(other);
        }
        self.ended = Some(end);
    }

    /// T19: the greatest total value wins; tied totals go to the holder of the highest card.
    fn stock_out(&mut self) {
        let pack = self.pack;
        let key = |seat: Seat| {
            let faces = self.faces(seat);
            let total: u16 = faces.iter().map(|&c| u16::from(pack.value(c))).sum();
            let top = faces
                .iter()
                .filter_map(|&c| spot(c, pack).map(|(s, p)| (p, s)))
                .max();
            (total, top)
        };
        let winner = (0..self.in_hand.len())
            .filter(|&s| self.in_hand[s])
            .max_by_key(|&s| key(s))
            .unwrap_or(self.turn);
        let total = key(winner).0;
        self.moves.push(Move::StockOut);
        self.ended = Some(HandEnd::StockOut { winner, total });
    }

    /// T23: the seat on turn timed out (or is played for, being out): it draws from the stock if
    /// it has not drawn, then discards the stock card if still held, else its lowest-value card
    /// (ties: the lower suit, T4) other than one just taken from the discard pile.
    pub fn play_default_turn(&mut self) {
        let seat = self.turn;
        if self.ended.is_some() {
            return;
        }
        if self.step == Step::Start && self.draw_stock(seat).is_err() {
            return;
        }
        let from_stock = self.stock_draw();
        let held = &self.cards[seat];
        let pack = self.pack;
        let index = draw_discard::default_discard(held, from_stock, self.taken(), |allowed| {
            allowed.min_by_key(|&i| {
                let c = held[i].card();
                (pack.value(c), c.suit().map_or(0, suit_strength))
            })
        });
        if let Some(index) = index {
            self.discard_at(seat, index, true);
        }
    }

    /// Every card in the hand, for the T1/T22 accounting invariant.
    #[must_use]
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.cards.iter().flatten().copied().collect();
        all.extend(&self.stock);
        all.extend(&self.discard);
        all
    }
}
