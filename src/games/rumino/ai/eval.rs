//! Hand evaluation shared by every level: small fixed-size hands, the seat's turn read from its
//! view, the best discard, and how well a card fits with the rest of a hand.
//!
//! Deadwood itself comes from the engine's solver (`rumino::lays`); this module only arranges the
//! questions the AI asks it ("what is left if I drop this card?"), without allocating, because the
//! hard level asks them thousands of times per decision.

use std::ops::Deref;

use crate::cards::Card;
use crate::games::rumino::{
    lays::{self, LayRules},
    Action, GameView,
};

/// At most 8 cards (a hand after drawing), kept on the stack.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cards {
    buf: [Card; 8],
    len: usize,
}

impl Cards {
    pub const EMPTY: Cards = Cards {
        buf: [Card::JOKER; 8],
        len: 0,
    };

    /// The first 8 cards of `cards`.
    pub fn from_slice(cards: &[Card]) -> Cards {
        let mut out = Cards::EMPTY;
        for &card in cards.iter().take(8) {
            out.push(card);
        }
        out
    }

    /// Adds `card`; ignored when already holding 8.
    pub fn push(&mut self, card: Card) {
        if self.len < self.buf.len() {
            self.buf[self.len] = card;
            self.len += 1;
        }
    }

    /// Removes one copy of `card`; whether there was one.
    pub fn remove(&mut self, card: Card) -> bool {
        let Some(i) = self.iter().position(|&c| c == card) else {
            return false;
        };
        self.buf.copy_within(i + 1..self.len, i);
        self.len -= 1;
        true
    }

    /// These cards with one copy of `card` removed.
    pub fn without(mut self, card: Card) -> Cards {
        self.remove(card);
        self
    }

    /// These cards with `card` added.
    pub fn with(mut self, card: Card) -> Cards {
        self.push(card);
        self
    }

    /// Each distinct face once, in hand order.
    pub fn faces(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter()
            .enumerate()
            .filter(|&(i, c)| !self[..i].contains(c))
            .map(|(_, &c)| c)
    }
}

impl Deref for Cards {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.buf[..self.len]
    }
}

/// The seat's side of the current turn, read from its view.
pub struct Turn<'a> {
    pub view: &'a GameView,
    pub hand: Cards,
    pub rules: LayRules,
    /// R12: the card taken from the discard pile this turn, which may not go back.
    pub taken: Option<Card>,
}

impl<'a> Turn<'a> {
    pub fn new(view: &'a GameView) -> Turn<'a> {
        Turn {
            view,
            hand: Cards::from_slice(&view.my_cards),
            rules: LayRules {
                ace_high: view.ace_high,
            },
            taken: view.my_taken,
        }
    }

    pub fn can(&self, action: &Action) -> bool {
        self.view.legal.contains(action)
    }

    pub fn deadwood(&self) -> u16 {
        lays::deadwood(&self.hand, self.rules)
    }

    /// The faces this seat may discard now (R11, R12).
    pub fn discards(&self) -> impl Iterator<Item = Card> + '_ {
        self.view.legal.iter().filter_map(|a| match a {
            Action::Discard(card) => Some(*card),
            _ => None,
        })
    }

    pub fn deadwood_without(&self, card: Card) -> u16 {
        lays::deadwood(&self.hand.without(card), self.rules)
    }
}

/// Deadwood of `hand`.
pub fn deadwood(hand: &[Card], rules: LayRules) -> u16 {
    lays::deadwood(hand, rules)
}

/// For an 8-card hand: the discard (never `banned`, R12) that leaves the least deadwood, and that
/// deadwood. Among equals the card with fewer partners goes, then the higher value.
pub fn best_discard(hand: &Cards, banned: Option<Card>, rules: LayRules) -> (Card, u16) {
    // (card, deadwood left, partners of the card among the rest: computed only to break ties)
    let mut best: Option<(Card, u16, Option<u32>)> = None;
    for card in hand.faces() {
        if Some(card) == banned && hand.iter().filter(|&&c| c == card).count() < 2 {
            continue;
        }
        let left = hand.without(card);
        let dw = lays::deadwood(&left, rules);
        let Some((b, bdw, blinks)) = &mut best else {
            best = Some((card, dw, None));
            continue;
        };
        if dw > *bdw {
            continue;
        }
        let mine = links(&left, card, rules);
        let better = dw < *bdw || {
            let theirs = *blinks.get_or_insert_with(|| links(&hand.without(*b), *b, rules));
            (mine, b.value()) < (theirs, card.value())
        };
        if better {
            best = Some((card, dw, Some(mine)));
        }
    }
    best.map_or(
        (hand.first().copied().unwrap_or(Card::JOKER), u16::MAX),
        |(c, dw, _)| (c, dw),
    )
}

/// The least deadwood of `hand` plus `card` after the best discard other than `card`.
pub fn deadwood_with(hand: &Cards, card: Card, rules: LayRules) -> u16 {
    best_discard(&hand.with(card), Some(card), rules).1
}

/// Whether `a` and `b` could sit in one lay: a joker, the same rank, or the same suit within two
/// ranks (R4; with `ace_high` the ace also neighbours the king and queen).
pub fn related(a: Card, b: Card, rules: LayRules) -> bool {
    match (a.rank(), b.rank(), a.suit(), b.suit()) {
        (Some(ra), Some(rb), Some(sa), Some(sb)) => {
            let (x, y) = (ra.number(), rb.number());
            x == y || (sa == sb && (x.abs_diff(y) <= 2 || (rules.ace_high && high_gap(x, y) <= 2)))
        }
        _ => true,
    }
}

/// Rank distance counting the ace as 14.
fn high_gap(x: u8, y: u8) -> u8 {
    let hi = |r: u8| if r == 1 { 14 } else { r };
    hi(x).abs_diff(hi(y))
}

/// How many cards of `hand` could share a lay with `card`.
pub fn links(hand: &[Card], card: Card, rules: LayRules) -> u32 {
    hand.iter().filter(|&&c| related(c, card, rules)).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn cards(s: &str) -> Cards {
        Cards::from_slice(&parse_cards(s).unwrap())
    }

    #[test]
    fn cards_remove_one_copy_only() {
        let hand = cards("7♥ 7♥ 8♠");
        assert_eq!(hand.without("7♥".parse().unwrap()).len(), 2);
        assert_eq!(hand.faces().count(), 2);
        assert_eq!(hand.without("K♠".parse().unwrap()), hand);
    }

    #[test]
    fn best_discard_keeps_lays_and_drops_the_loosest_high_card() {
        let rules = LayRules::default();
        let hand = cards("5♥ 6♥ 7♥ 9♣ 9♦ 9♠ K♠ 2♣");
        assert_eq!(best_discard(&hand, None, rules), ("K♠".parse().unwrap(), 2));
        // K♠ may not go (R12): the 2♣ does instead.
        assert_eq!(
            best_discard(&hand, Some("K♠".parse().unwrap()), rules),
            ("2♣".parse().unwrap(), 10)
        );
    }

    #[test]
    fn related_cards_share_rank_or_suit_window() {
        let rules = LayRules::default();
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert!(related(c("7♥"), c("7♠"), rules));
        assert!(related(c("7♥"), c("9♥"), rules));
        assert!(!related(c("7♥"), c("10♥"), rules));
        assert!(!related(c("A♥"), c("K♥"), rules));
        assert!(related(c("A♥"), c("K♥"), LayRules { ace_high: true }));
        assert!(related(Card::JOKER, c("2♣"), rules));
    }
}
