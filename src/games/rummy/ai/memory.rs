//! Card tracking for the `hard` level: which cards are still unseen and which cards each
//! opponent is known to hold, rebuilt from the public history in the view on every decision
//! (like `crate::games::rumino::ai::memory`), so the player keeps no state and cannot drift from the game.
//!
//! Unseen means: not in my hand, not on the table, not in the discard pile, and not known to be
//! in an opponent's hand (taken from the pile and not thrown or played since). The stock and the
//! opponents' other cards are all unseen.

use super::plan::{bit, mask, Mask};
use crate::games::rummy::{GameView, Move, Seat};

/// What the public history says about the hand in play.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// Per seat: taken from the discard pile and not thrown or played since.
    pub known: Vec<Mask>,
    /// Per seat: every card it threw this hand.
    pub thrown: Vec<Mask>,
    pub unseen: Mask,
}

const ALL: Mask = (1 << 52) - 1;

impl Memory {
    #[must_use]
    pub fn new(view: &GameView) -> Memory {
        let n = view.seats.len();
        let mut known = vec![0; n];
        let mut thrown = vec![0; n];
        let forget = |known: &mut Vec<Mask>, seat: Seat, m: Mask| {
            if let Some(k) = known.get_mut(seat) {
                *k &= !m;
            }
        };
        for m in &view.moves {
            match m {
                Move::TookDiscard { seat, card } => {
                    if let Some(k) = known.get_mut(*seat) {
                        *k |= bit(*card);
                    }
                }
                Move::Discarded { seat, card, .. } => {
                    forget(&mut known, *seat, bit(*card));
                    if let Some(t) = thrown.get_mut(*seat) {
                        *t |= bit(*card);
                    }
                }
                Move::Melded { seat, cards, .. } => forget(&mut known, *seat, mask(cards)),
                Move::LaidOff { seat, card, .. } => forget(&mut known, *seat, bit(*card)),
                _ => {}
            }
        }
        if let Some(me) = view.seat {
            known[me] = 0;
        }
        let mine = mask(&view.my_cards);
        let table = view
            .melds
            .iter()
            .flat_map(|m| m.cards.iter().map(|p| p.card.card()))
            .fold(0, |a, c| a | bit(c));
        let pile = mask(&view.discard_pile);
        let known_all = known.iter().fold(0, |a, k| a | k);
        Memory {
            unseen: ALL & !mine & !table & !pile & !known_all,
            known,
            thrown,
        }
    }
}
