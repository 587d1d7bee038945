//! How a hand of Rumino ends by a player (R14–R17): knocking, declaring gin or a rumino in
//! turn, and claiming the open discard for a rumino out of turn.
//!
//! Kept apart from the turn mechanics (`turn.rs`) because these are the moves that stop the
//! hand and decide who scored it; the game (`game.rs`) scores what they report.

use super::{Hand, HandEnd, Move, Step};
use crate::cards::Card;
use crate::games::draw_discard::Turns;
use crate::games::rumino::{action::Seat, error::RuleError, lays, options::HAND_SIZE};
use crate::games::Refusal;

impl Hand {
    /// Seats that could claim the top discard for a rumino now (R17): not the discarder, in the
    /// hand, holding 7 cards that with the discard contain a rumino.
    #[must_use]
    pub fn claimants(&self) -> Vec<Seat> {
        let Some(window) = self.claim.filter(|_| self.ended.is_none()) else {
            return Vec::new();
        };
        (0..self.in_hand.len())
            .filter(|&s| {
                s != window.discarder && self.in_hand[s] && self.cards[s].len() == HAND_SIZE
            })
            .filter(|&s| {
                let mut eight = self.faces(s);
                eight.push(window.card.card());
                lays::rumino_discard(&eight, self.rules).is_some()
            })
            .collect()
    }

    /// R14.
    ///
    /// # Errors
    /// Not at the start of this seat's turn, or deadwood over the knock limit.
    pub fn knock(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_start(seat)?;
        let deadwood = self.deadwood(seat);
        if deadwood > self.knock_limit {
            return Err(RuleError::KnockTooHigh {
                limit: self.knock_limit,
                deadwood,
            });
        }
        self.ended = Some(HandEnd::Knock(seat));
        Ok(())
    }

    /// Index of the card to discard so the other 7 satisfy `qualifies`, skipping the R12 card;
    /// the highest-value such card, so what is thrown away is what would have hurt most.
    fn best_discard_for(&self, seat: Seat, qualifies: impl Fn(&[Card]) -> bool) -> Option<usize> {
        let held = self.faces(seat);
        let taken = match self.step {
            Step::Drawn { taken } => taken,
            Step::Start => None,
        };
        let mut seven = Vec::with_capacity(HAND_SIZE);
        (0..held.len())
            .filter(|&i| Some(self.cards[seat][i]) != taken)
            .filter(|&i| {
                seven.clear();
                seven.extend(
                    held.iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, c)| *c),
                );
                qualifies(&seven)
            })
            .max_by_key(|&i| (held[i].value(), std::cmp::Reverse(i)))
    }

    /// R15 (gin) or R16 (rumino), with 7 cards or with 8 after drawing. A hand that is both is a
    /// rumino (R16), whichever was declared.
    ///
    /// # Errors
    /// Not this seat's turn, or the cards do not qualify.
    pub fn declare(&mut self, seat: Seat, rumino_only: bool) -> Result<HandEnd, RuleError> {
        self.check_turn(seat)?;
        let rules = self.rules;
        let is_rumino = |c: &[Card]| lays::is_rumino(c, rules);
        let is_gin = |c: &[Card]| lays::is_gin(c, rules);
        let (end, discard) = if self.cards[seat].len() == HAND_SIZE {
            let held = self.faces(seat);
            if is_rumino(&held) {
                (HandEnd::Rumino(seat), None)
            } else if !rumino_only && is_gin(&held) {
                (HandEnd::Gin(seat), None)
            } else {
                return Err(self.declare_error(seat, rumino_only));
            }
        } else if let Some(i) = self.best_discard_for(seat, is_rumino) {
            (HandEnd::Rumino(seat), Some(i))
        } else if let Some(i) = self.best_discard_for(seat, is_gin).filter(|_| !rumino_only) {
            (HandEnd::Gin(seat), Some(i))
        } else {
            return Err(self.declare_error(seat, rumino_only));
        };
        if let Some(i) = discard {
            let card = self.cards[seat].remove(i);
            self.discard.push(card);
            // Going out discards in sight of everyone, like any other discard.
            self.moves.push(Move::Discarded {
                seat,
                card: card.card(),
                timed_out: false,
            });
        }
        self.claim = None;
        self.ended = Some(end);
        Ok(end)
    }

    fn declare_error(&self, seat: Seat, rumino_only: bool) -> RuleError {
        if rumino_only {
            RuleError::NotRumino
        } else {
            let held = self.faces(seat);
            let best = if held.len() > HAND_SIZE {
                (0..held.len())
                    .map(|i| {
                        let mut seven = held.clone();
                        seven.remove(i);
                        lays::deadwood(&seven, self.rules)
                    })
                    .min()
                    .unwrap_or(0)
            } else {
                lays::deadwood(&held, self.rules)
            };
            RuleError::NotGin { deadwood: best }
        }
    }

    /// R17: `seat` takes the open discard out of turn because it completes their rumino.
    ///
    /// # Errors
    /// No open claim for this seat.
    pub fn claim_rumino(&mut self, seat: Seat) -> Result<(), RuleError> {
        if self.ended.is_some() {
            return Err(RuleError::Refused(Refusal::NoHandInPlay));
        }
        if !self.claimants().contains(&seat) {
            return Err(RuleError::NoClaim);
        }
        let card = self.discard.pop().ok_or(RuleError::NoClaim)?;
        self.cards[seat].push(card);
        let eight = self.faces(seat);
        if let Some(i) = lays::rumino_discard(&eight, self.rules) {
            // The claimed card stays; another becomes the discard so 7 cards form the rumino.
            let out = self.cards[seat].remove(i);
            self.discard.push(out);
        }
        self.claim = None;
        self.ended = Some(HandEnd::ClaimedRumino(seat));
        Ok(())
    }
}
