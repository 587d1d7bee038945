//! The turn mechanics of a hand (R10–R13, R24, R25): drawing, taking the discard, discarding,
//! refilling the stock, a turn played for a player who ran out of time, and a player leaving.
//!
//! Kept apart from going out (`going_out.rs`) because these are the moves that keep a hand
//! going; both share the turn checks of [`crate::games::draw_discard::Turns`].

use super::{ClaimWindow, Hand, HandEnd, Move, Step};
use crate::cards::{Card, CardId};
use crate::games::draw_discard::{self, Turns, Undiscardable};
use crate::games::rumino::{action::Seat, error::RuleError, lays};

impl Hand {
    /// R10.1 with R13: draws from the stock, refilling it from the discards if it is empty.
    /// Returns the card drawn, or `None` if the hand ended for lack of cards.
    ///
    /// # Errors
    /// Not this seat's turn, or it already drew.
    pub fn draw_stock(&mut self, seat: Seat) -> Result<Option<CardId>, RuleError> {
        self.check_start(seat)?;
        if self.stock.is_empty() {
            self.reshuffle();
        }
        let Some(card) = self.stock.pop() else {
            self.ended = Some(HandEnd::StockOut);
            return Ok(None);
        };
        self.cards[seat].push(card);
        self.step = Step::Drawn { taken: None };
        self.moves.push(Move::DrewStock { seat });
        Ok(Some(card))
    }

    /// R13: every discard but the top one, shuffled into a new stock with this hand's seed.
    fn reshuffle(&mut self) {
        let seed = self.reshuffle_seed.wrapping_add(u64::from(self.reshuffles));
        if !draw_discard::rebuild_stock(&mut self.stock, &mut self.discard, seed) {
            return;
        }
        self.reshuffles += 1;
        // The top card stays where it was, so an open R17 claim on it stays open too.
        self.moves.push(Move::Reshuffled);
    }

    /// R10.2.
    ///
    /// # Errors
    /// Not this seat's turn, it already drew, or the pile is empty.
    pub fn take_discard(&mut self, seat: Seat) -> Result<CardId, RuleError> {
        self.check_start(seat)?;
        let card = self.discard.pop().ok_or(RuleError::DiscardPileEmpty)?;
        self.cards[seat].push(card);
        self.step = Step::Drawn { taken: Some(card) };
        self.claim = None;
        self.moves.push(Move::TookDiscard {
            seat,
            card: card.card(),
        });
        Ok(card)
    }

    /// The physical card `seat` would discard for `face`: a copy not taken this turn (R12).
    fn discardable(&self, seat: Seat, face: Card) -> Result<usize, RuleError> {
        let taken = match self.step {
            Step::Drawn { taken } => taken,
            Step::Start => None,
        };
        draw_discard::discardable(&self.cards[seat], face, taken).map_err(|e| match e {
            Undiscardable::NotHeld => RuleError::CardNotInHand(face),
            Undiscardable::Taken => RuleError::CannotDiscardTakenCard(face),
        })
    }

    /// R11: discard and pass the turn. Opens the R17 claim window on the discarded card.
    ///
    /// # Errors
    /// Not this seat's turn, it has not drawn, or cannot discard that card.
    pub fn discard(&mut self, seat: Seat, face: Card) -> Result<CardId, RuleError> {
        self.check_drawn(seat)?;
        let index = self.discardable(seat, face)?;
        Ok(self.discard_at(seat, index, false))
    }

    fn discard_at(&mut self, seat: Seat, index: usize, timed_out: bool) -> CardId {
        let card = self.cards[seat].remove(index);
        self.discard.push(card);
        self.moves.push(Move::Discarded {
            seat,
            card: card.card(),
            timed_out,
        });
        self.claim = Some(ClaimWindow {
            card,
            discarder: seat,
        });
        self.turn = self.next_seat(seat);
        self.step = Step::Start;
        card
    }

    /// R25: the seat on turn ran out of time. Draws from the stock if it has not drawn, then
    /// discards its highest-value deadwood card (never the R12 card). Returns the discard, or
    /// `None` if the draw ended the hand (R13).
    pub fn play_timed_out_turn(&mut self) -> Option<CardId> {
        let seat = self.turn;
        if self.ended.is_some() {
            return None;
        }
        if self.step == Step::Start && self.draw_stock(seat).ok()?.is_none() {
            return None;
        }
        let index = self.timeout_discard_index(seat);
        Some(self.discard_at(seat, index, true))
    }

    /// The highest-value card among the deadwood of the best arrangement; with no deadwood, the
    /// card whose loss costs least.
    fn timeout_discard_index(&self, seat: Seat) -> usize {
        let taken = match self.step {
            Step::Drawn { taken } => taken,
            Step::Start => None,
        };
        let held = self.faces(seat);
        let arrangement = lays::arrange(&held, self.rules);
        let allowed = |i: usize| Some(self.cards[seat][i]) != taken;
        let from_deadwood = arrangement
            .deadwood_cards
            .iter()
            .filter_map(|face| (0..held.len()).find(|&i| held[i] == *face && allowed(i)))
            .max_by_key(|&i| (held[i].value(), std::cmp::Reverse(i)));
        from_deadwood.unwrap_or_else(|| {
            (0..held.len())
                .filter(|&i| allowed(i))
                .min_by_key(|&i| {
                    let mut rest = held.clone();
                    rest.remove(i);
                    (
                        lays::deadwood(&rest, self.rules),
                        std::cmp::Reverse(held[i].value()),
                    )
                })
                .unwrap_or(0)
        })
    }

    /// R24: `seat` leaves mid-hand. Its cards go dead; if it was on turn, the turn passes.
    pub fn remove_player(&mut self, seat: Seat) {
        if !self.in_hand.get(seat).copied().unwrap_or(false) {
            return;
        }
        let was_turn = self.turn == seat;
        self.dead.append(&mut self.cards[seat]);
        if let Step::Drawn { .. } = self.step {
            if was_turn {
                self.step = Step::Start;
            }
        }
        self.in_hand[seat] = false;
        self.moves.push(Move::Left {
            seat,
            on_turn: was_turn,
        });
        if was_turn {
            self.turn = self.next_seat(seat);
        }
        if self.players_in() < 2 && self.ended.is_none() {
            self.ended = Some(HandEnd::Abandoned);
        }
    }
}
