//! Melds on the table, and melding (Y6) and laying off (Y7) in the player's own turn, with the
//! checks that keep a turn from ending in a dead end: Y15 (the taken discard is used first), Y17
//! (going out by a last discard, as a table option) and Y18 (never left holding only the card
//! that cannot be thrown).
//!
//! Each move has a `check_*` that says whether it is allowed without changing anything, so
//! `legal_actions`, the helpers a meld picker uses, and `apply` cannot disagree.

use serde::{Deserialize, Serialize};

use super::{
    action::{MeldId, Seat},
    error::RuleError,
    hand::{faces, Hand, Move},
    melds::{self, MeldKind},
};
use crate::cards::{Card, CardId, Pack};
use crate::games::draw_discard::Turns;

/// The physical card of a face: with one deck (Y1) they are the same.
#[must_use]
pub fn id_of(card: Card) -> Option<CardId> {
    CardId::new(card.index()).filter(|id| Pack::French52.contains(*id))
}

/// One card in a meld on the table, and who put it there (Y7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: CardId,
    pub by: Seat,
}

/// A meld on the table (Y6): it stays under its owner whoever lays off on it (Y7), and is never
/// split, joined or moved (Y8). Cards are kept in display order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableMeld {
    pub id: MeldId,
    pub owner: Seat,
    pub kind: MeldKind,
    pub cards: Vec<Placed>,
}

impl TableMeld {
    #[must_use]
    pub fn faces(&self) -> Vec<Card> {
        self.cards.iter().map(|p| p.card.card()).collect()
    }
}

impl Hand {
    /// Whether `seat` may take the top discard now (Y12, Y15).
    #[must_use]
    pub fn take_discard_allowed(&self, seat: Seat) -> bool {
        self.check_start(seat).is_ok()
            && self.top_discard().is_some_and(|card| {
                !self.rules.discard_must_meld || self.can_use_discard(seat, card)
            })
    }

    fn held_index(&self, seat: Seat, face: Card) -> Result<usize, RuleError> {
        self.cards[seat]
            .iter()
            .position(|id| id.card() == face)
            .ok_or(RuleError::CardNotInHand(face))
    }

    fn meld_index(&self, id: MeldId) -> Result<usize, RuleError> {
        self.melds
            .iter()
            .position(|m| m.id == id)
            .ok_or(RuleError::NoSuchMeld(id))
    }

    /// Y15, Y17, Y18: whether `seat` may play `used` from its hand, given the faces of the
    /// table after the move (`table_after`).
    fn check_leftover(
        &self,
        seat: Seat,
        used: &[CardId],
        table_after: impl Fn() -> Vec<Vec<Card>>,
    ) -> Result<(), RuleError> {
        if let Some(card) = self.must_use().filter(|c| !used.contains(c)) {
            return Err(RuleError::MustUseTaken(card.card()));
        }
        let left: Vec<CardId> = self.cards[seat]
            .iter()
            .copied()
            .filter(|c| !used.contains(c))
            .collect();
        let must_discard = self.rules.must_discard_to_go_out;
        if left.is_empty() && must_discard {
            return Err(RuleError::MustDiscardToGoOut);
        }
        if let (&[only], Some(taken)) = (left.as_slice(), self.taken()) {
            let ace_high = self.rules.ace_high;
            let fits = || {
                table_after()
                    .iter()
                    .any(|m| melds::can_lay_off(m, only.card(), ace_high))
            };
            if only == taken && (must_discard || !fits()) {
                return Err(RuleError::DeadEnd(only.card()));
            }
        }
        Ok(())
    }

    fn table_faces(&self) -> Vec<Vec<Card>> {
        self.melds.iter().map(TableMeld::faces).collect()
    }

    /// Whether `seat` may lay `cards` as a new meld now; the physical cards if so.
    ///
    /// # Errors
    /// Why not, as the player should read it.
    pub fn check_meld(&self, seat: Seat, cards: &[Card]) -> Result<Vec<CardId>, RuleError> {
        self.check_drawn(seat)?;
        let mut ids = Vec::with_capacity(cards.len());
        for (i, &face) in cards.iter().enumerate() {
            if cards[..i].contains(&face) {
                return Err(RuleError::DuplicateCard(face));
            }
            ids.push(self.cards[seat][self.held_index(seat, face)?]);
        }
        if melds::classify(cards, self.rules.ace_high).is_none() {
            return Err(RuleError::NotAMeld);
        }
        self.check_leftover(seat, &ids, || {
            let mut table = self.table_faces();
            table.push(cards.to_vec());
            table
        })?;
        Ok(ids)
    }

    /// Whether `seat` may lay off `card` on meld `target` now.
    ///
    /// # Errors
    /// Why not, as the player should read it.
    pub fn check_lay_off(&self, seat: Seat, card: Card, target: MeldId) -> Result<(), RuleError> {
        self.check_drawn(seat)?;
        let id = self.cards[seat][self.held_index(seat, card)?];
        let m = self.meld_index(target)?;
        if !melds::can_lay_off(&self.melds[m].faces(), card, self.rules.ace_high) {
            return Err(RuleError::CannotLayOff { card, meld: target });
        }
        self.check_leftover(seat, &[id], || {
            let mut table = self.table_faces();
            table[m].push(card);
            table
        })
    }

    /// Y6: lays `cards` as a new meld owned by `seat`; Y17: an empty hand goes out.
    ///
    /// # Errors
    /// As [`Hand::check_meld`].
    pub fn meld(&mut self, seat: Seat, cards: &[Card]) -> Result<MeldId, RuleError> {
        let ids = self.check_meld(seat, cards)?;
        let ace_high = self.rules.ace_high;
        let kind = melds::classify(cards, ace_high).ok_or(RuleError::NotAMeld)?;
        let id = self.melds.iter().map(|m| m.id).max().unwrap_or(0) + 1;
        self.cards[seat].retain(|c| !ids.contains(c));
        let shown = melds::display_order(cards, ace_high);
        self.melds.push(TableMeld {
            id,
            owner: seat,
            kind,
            cards: shown
                .iter()
                .filter_map(|&c| id_of(c))
                .map(|card| Placed { card, by: seat })
                .collect(),
        });
        self.moves.push(Move::Melded {
            seat,
            meld: id,
            cards: shown,
        });
        self.after_play(seat, &ids);
        Ok(id)
    }

    /// Y7: adds `card` to meld `target`, which stays its owner's; the card records who laid it.
    ///
    /// # Errors
    /// As [`Hand::check_lay_off`].
    pub fn lay_off(&mut self, seat: Seat, card: Card, target: MeldId) -> Result<(), RuleError> {
        self.check_lay_off(seat, card, target)?;
        let m = self.meld_index(target)?;
        let i = self.held_index(seat, card)?;
        let id = self.cards[seat].remove(i);
        let meld = &mut self.melds[m];
        meld.cards.push(Placed { card: id, by: seat });
        let order = melds::display_order(&meld.faces(), self.rules.ace_high);
        meld.cards
            .sort_by_key(|p| order.iter().position(|&c| c == p.card.card()));
        self.moves.push(Move::LaidOff {
            seat,
            card,
            meld: target,
        });
        self.after_play(seat, &[id]);
        Ok(())
    }

    /// Records the seat's first play (Y20), lifts Y15 once the taken card is used, and goes out
    /// on an empty hand (Y17).
    fn after_play(&mut self, seat: Seat, used: &[CardId]) {
        self.opened[seat].get_or_insert(self.turn_no);
        if let super::hand::Step::Drawn {
            taken: Some(taken),
            must_use,
            ..
        } = &mut self.step
        {
            if used.contains(taken) {
                *must_use = false;
            }
        }
        if self.cards[seat].is_empty() {
            self.go_out(seat);
        }
    }

    /// Y15: whether `seat`, holding its cards and `card`, could meld `card` or lay it off at once.
    #[must_use]
    pub fn can_use_discard(&self, seat: Seat, card: CardId) -> bool {
        let ace_high = self.rules.ace_high;
        let face = card.card();
        if self
            .melds
            .iter()
            .any(|m| melds::can_lay_off(&m.faces(), face, ace_high))
        {
            return true;
        }
        let mut held = faces(&self.cards[seat]);
        held.push(face);
        let total = held.len();
        melds::melds_in(&held, ace_high)
            .iter()
            .any(|m| m.contains(&face) && (m.len() < total || !self.rules.must_discard_to_go_out))
    }

    /// Every meld `seat` may lay now (what a multi-select should offer), each in display order.
    #[must_use]
    pub fn meld_choices(&self, seat: Seat) -> Vec<Vec<Card>> {
        if self.check_drawn(seat).is_err() {
            return Vec::new();
        }
        melds::melds_in(&self.faces(seat), self.rules.ace_high)
            .into_iter()
            .filter(|m| self.check_meld(seat, m).is_ok())
            .collect()
    }

    /// The melds `card` may be laid off on by `seat` now.
    #[must_use]
    pub fn lay_off_targets(&self, seat: Seat, card: Card) -> Vec<MeldId> {
        self.melds
            .iter()
            .map(|m| m.id)
            .filter(|&id| self.check_lay_off(seat, card, id).is_ok())
            .collect()
    }
}
