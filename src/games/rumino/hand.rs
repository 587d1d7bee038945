//! One hand of Rumino (R8–R18): the deal, turns, and how the hand ends.
//!
//! A `Hand` only knows cards and turns. Scores, eliminations and the pool are the game's
//! (`game.rs`); the hand reports how it ended and the game scores it.

use rand::{seq::SliceRandom, SeedableRng};
use serde::{Deserialize, Serialize};

use super::{
    action::Seat,
    error::RuleError,
    lays::{self, LayRules},
    options::HAND_SIZE,
};
use crate::cards::{Card, CardId};

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

/// The faces of some physical cards.
#[must_use]
pub fn faces(ids: &[CardId]) -> Vec<Card> {
    ids.iter().map(|id| id.card()).collect()
}

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
        let n = in_hand.len();
        let players = in_hand.iter().filter(|&&b| b).count();
        if !(2..=6).contains(&players) || !in_hand.get(dealer).copied().unwrap_or(false) {
            return Err(RuleError::BadPlayerCount(players));
        }
        let mut hand = Hand {
            hand_no,
            dealer,
            rules,
            knock_limit,
            in_hand,
            cards: vec![Vec::with_capacity(HAND_SIZE + 1); n],
            stock: Vec::new(),
            discard: Vec::new(),
            dead: Vec::new(),
            turn: dealer,
            step: Step::Start,
            claim: None,
            reshuffle_seed,
            reshuffles: 0,
            started_heads_up: players == 2,
            ended: None,
            moves: Vec::new(),
        };
        let first = hand.next_seat(dealer);
        let mut deck = order.iter().copied();
        for _ in 0..HAND_SIZE {
            let mut seat = first;
            for _ in 0..players {
                hand.cards[seat].extend(deck.next());
                seat = hand.next_seat(seat);
            }
        }
        hand.discard.extend(deck.next());
        hand.stock = deck.rev().collect();
        hand.turn = first;
        Ok(hand)
    }

    /// The next seat to the left that is still in this hand.
    #[must_use]
    pub fn next_seat(&self, seat: Seat) -> Seat {
        let n = self.in_hand.len();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| self.in_hand[s])
            .unwrap_or(seat)
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

    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.ended.is_some() {
            return Err(RuleError::NoHandInPlay);
        }
        if !self.in_hand.get(seat).copied().unwrap_or(false) {
            return Err(RuleError::NotInHand);
        }
        if self.turn != seat {
            return Err(RuleError::NotYourTurn(self.turn));
        }
        Ok(())
    }

    fn check_start(&self, seat: Seat) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        match self.step {
            Step::Start => Ok(()),
            Step::Drawn { .. } => Err(RuleError::AlreadyDrew),
        }
    }

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
        let Some(top) = self.discard.pop() else {
            return;
        };
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(
            self.reshuffle_seed.wrapping_add(u64::from(self.reshuffles)),
        );
        self.reshuffles += 1;
        let mut stock = std::mem::take(&mut self.discard);
        stock.shuffle(&mut rng);
        self.stock = stock;
        // The top card stays where it was, so an open R17 claim on it stays open too.
        self.discard.push(top);
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
        let held = &self.cards[seat];
        let mut found = false;
        for (i, id) in held.iter().enumerate() {
            if id.card() == face {
                found = true;
                if Some(*id) != taken {
                    return Ok(i);
                }
            }
        }
        Err(if found {
            RuleError::CannotDiscardTakenCard(face)
        } else {
            RuleError::CardNotInHand(face)
        })
    }

    /// R11: discard and pass the turn. Opens the R17 claim window on the discarded card.
    ///
    /// # Errors
    /// Not this seat's turn, it has not drawn, or cannot discard that card.
    pub fn discard(&mut self, seat: Seat, face: Card) -> Result<CardId, RuleError> {
        self.check_turn(seat)?;
        if self.step == Step::Start {
            return Err(RuleError::MustDrawFirst);
        }
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
            return Err(RuleError::NoHandInPlay);
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
