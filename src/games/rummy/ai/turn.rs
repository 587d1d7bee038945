//! The shape of a turn after the draw, shared by every level: lay the melds of the best split,
//! lay off loose cards, then throw the card a level picks.

use super::plan::{self, bit, mask, Mask};
use crate::cards::Card;
use crate::games::rummy::{Action, GameView};

/// One decision's view of the seat's own position.
pub struct Turn<'a> {
    pub view: &'a GameView,
    pub hand: Mask,
    pub ace_high: bool,
    /// The table melds' faces.
    pub table: Vec<Vec<Card>>,
}

impl<'a> Turn<'a> {
    #[must_use]
    pub fn new(view: &'a GameView) -> Turn<'a> {
        Turn {
            view,
            hand: mask(&view.my_cards),
            ace_high: view.options.ace_high,
            table: view.melds.iter().map(|m| m.faces()).collect(),
        }
    }

    pub fn can(&self, action: &Action) -> bool {
        self.view.legal.contains(action)
    }

    /// Cards that may be thrown now.
    pub fn discards(&self) -> Vec<Card> {
        self.view
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Discard(c) => Some(*c),
                _ => None,
            })
            .collect()
    }

    /// Whether `card` would be melded with cards of the hand, or laid off, at once.
    pub fn fits_now(&self, card: Card) -> bool {
        let with = self.hand | bit(card);
        let faces: Vec<Card> = plan::cards(with).collect();
        crate::games::rummy::melds::melds_in(&faces, self.ace_high)
            .iter()
            .any(|m| m.contains(&card))
            || plan::layable(bit(card), &self.table, self.ace_high) != 0
    }

    /// Whether the hand could be emptied this turn: melds of the best split, lay-offs, and at
    /// most one card to throw.
    pub fn can_go_out(&self) -> bool {
        let split = plan::split(self.hand, self.ace_high);
        let mut table = self.table.clone();
        table.extend(split.melds.iter().map(|&m| plan::cards(m).collect()));
        let loose = split.deadwood & !plan::layable(split.deadwood, &table, self.ace_high);
        loose.count_ones() <= 1
    }

    /// The next play of the turn: a meld of the best split (if `meld` is set), then a lay-off of
    /// a loose card; `None` when only the discard is left. Y15: with no discard allowed, the
    /// first meld or lay-off the rules accept.
    pub fn next_play(&self, meld: bool) -> Option<Action> {
        let split = plan::split(self.hand, self.ace_high);
        if meld {
            for &m in &split.melds {
                let found = self
                    .view
                    .legal
                    .iter()
                    .find(|a| matches!(a, Action::Meld(cards) if mask(cards) == m));
                if let Some(action) = found {
                    return Some(action.clone());
                }
            }
        }
        let loose =
            self.view.legal.iter().find(
                |a| matches!(a, Action::LayOff { card, .. } if split.deadwood & bit(*card) != 0),
            );
        if let Some(action) = loose {
            return Some(action.clone());
        }
        if self.discards().is_empty() {
            return self
                .view
                .legal
                .iter()
                .find(|a| matches!(a, Action::Meld(_) | Action::LayOff { .. }))
                .cloned();
        }
        None
    }
}
