//! TEMPORARY: the three classifiers the core replaced, verbatim from `main`, and proptests that
//! the games answer as before. Deleted once they pass.
#![allow(clippy::all, clippy::pedantic, dead_code, unused_imports)]

use proptest::prelude::*;

use crate::cards::{Card, Rank};
use crate::games::rumino::lays::LayRules;
use crate::games::rumminy::{Colour, ComboError, ComboKind, Tile};
use crate::games::rummy::melds::MeldKind;

mod rummy {
    use super::*;
    fn rank_number(card: Card) -> u8 {
        card.rank().map_or(0, Rank::number)
    }

    /// The run order of `cards` (low to high) if they form a run (Y5), with the ace low or, with
    /// `ace_high`, high after the K (Y2).
    #[must_use]
    pub fn run_order(cards: &[Card], ace_high: bool) -> Option<Vec<Card>> {
        if cards.len() < 3 || cards.iter().any(|c| c.is_joker()) {
            return None;
        }
        let suit = cards[0].suit();
        if cards.iter().any(|c| c.suit() != suit) {
            return None;
        }
        let consecutive = |high_ace: bool| {
            let pos = |c: &Card| match rank_number(*c) {
                1 if high_ace => 14,
                n => n,
            };
            let mut sorted = cards.to_vec();
            sorted.sort_by_key(pos);
            sorted
                .windows(2)
                .all(|w| pos(&w[1]) == pos(&w[0]) + 1)
                .then_some(sorted)
        };
        consecutive(false).or_else(|| {
            let has_ace = cards.iter().any(|&c| rank_number(c) == 1);
            consecutive(true).filter(|_| ace_high && has_ace)
        })
    }

    /// Whether `cards` form a set: 3 or 4 of one rank (with one deck, all of different suits).
    #[must_use]
    pub fn is_set(cards: &[Card]) -> bool {
        (3..=4).contains(&cards.len())
            && !cards[0].is_joker()
            && cards.iter().all(|c| c.rank() == cards[0].rank())
            && cards
                .iter()
                .enumerate()
                .all(|(i, c)| !cards[..i].contains(c))
    }

    /// The kind of meld `cards` form, if any (Y5).
    #[must_use]
    pub fn classify(cards: &[Card], ace_high: bool) -> Option<MeldKind> {
        if is_set(cards) {
            Some(MeldKind::Set)
        } else if run_order(cards, ace_high).is_some() {
            Some(MeldKind::Run)
        } else {
            None
        }
    }

    /// Y7: whether `card` may be laid off on the meld `meld`: it must still be a meld of the same
    /// kind (a set's fourth card, or the next card at either end of a run).
    #[must_use]
    pub fn can_lay_off(meld: &[Card], card: Card, ace_high: bool) -> bool {
        if meld.contains(&card) {
            return false;
        }
        let kind = classify(meld, ace_high);
        let mut bigger = meld.to_vec();
        bigger.push(card);
        kind.is_some() && classify(&bigger, ace_high) == kind
    }
}

mod rumino {
    use super::*;
    pub fn is_lay(cards: &[Card], rules: LayRules) -> bool {
        matches!(cards.len(), 3 | 4) && one_shape(cards, rules)
    }
    /// Whether the naturals of `cards` (jokers fill any gap, R5) are all of one rank, or all of one
    /// suit at distinct ranks that fit `cards.len()` consecutive ranks (ace low, or high with
    /// `ace_high`; never wrapping, R4).
    pub fn one_shape(cards: &[Card], rules: LayRules) -> bool {
        let (mut ranks, mut suits, mut naturals) = (0u16, 0u8, 0u32);
        for card in cards {
            if let (Some(rank), Some(suit)) = (card.rank(), card.suit()) {
                ranks |= 1 << rank.number();
                suits |= 1 << suit.index();
                naturals += 1;
            }
        }
        if ranks.count_ones() <= 1 {
            return true;
        }
        let fits = |ranks: u16| {
            let span = (15 - ranks.leading_zeros()) - ranks.trailing_zeros();
            (span as usize) < cards.len()
        };
        suits.count_ones() == 1
            && ranks.count_ones() == naturals
            && (fits(ranks) || (rules.ace_high && ranks & 2 != 0 && fits((ranks & !2) | 1 << 14)))
    }
}

mod rumminy {
    use super::*;
    /// N4–N6: what `tiles` make, or why they make nothing.
    ///
    /// # Errors
    /// The first reason the tiles are not a valid combination.
    pub fn check(tiles: &[Tile]) -> Result<ComboKind, ComboError> {
        let jokers = tiles.iter().filter(|t| t.is_joker()).count();
        if jokers > 1 {
            return Err(ComboError::TwoJokers);
        }
        if tiles.len() < 3 {
            return Err(ComboError::TooShort(tiles.len()));
        }
        let naturals: Vec<(Colour, u8)> = tiles
            .iter()
            .filter_map(|t| Some((t.colour()?, t.number()?)))
            .collect();
        let (first_colour, first_number) = naturals.first().copied().ok_or(ComboError::Mixed)?;
        if naturals.iter().all(|&(_, n)| n == first_number) {
            return group(tiles.len(), &naturals, first_number);
        }
        if naturals.iter().all(|&(c, _)| c == first_colour) {
            return run(tiles.len(), jokers, &naturals, first_colour);
        }
        Err(ComboError::Mixed)
    }

    fn group(len: usize, naturals: &[(Colour, u8)], number: u8) -> Result<ComboKind, ComboError> {
        if len > 4 {
            return Err(ComboError::TooLong(len));
        }
        let mut seen = [false; 4];
        for &(colour, n) in naturals {
            if std::mem::replace(&mut seen[colour as usize], true) {
                return Err(ComboError::ColourTwice(
                    Tile::new(colour, n).unwrap_or(Tile::JOKER),
                ));
            }
        }
        Ok(ComboKind::Group { number })
    }

    fn run(
        len: usize,
        jokers: usize,
        naturals: &[(Colour, u8)],
        colour: Colour,
    ) -> Result<ComboKind, ComboError> {
        if len > 9 {
            return Err(ComboError::TooLong(len));
        }
        let mut seen = [false; 10];
        for &(_, n) in naturals {
            if std::mem::replace(&mut seen[usize::from(n)], true) {
                return Err(ComboError::NumberTwice(
                    Tile::new(colour, n).unwrap_or(Tile::JOKER),
                ));
            }
        }
        let low = naturals.iter().map(|&(_, n)| n).min().unwrap_or(1);
        let high = naturals.iter().map(|&(_, n)| n).max().unwrap_or(1);
        let missing: Vec<u8> = (low..=high).filter(|&n| !seen[usize::from(n)]).collect();
        if missing.len() > jokers {
            let gap = missing.get(jokers).copied().unwrap_or(low);
            return Err(ComboError::Gap(
                Tile::new(colour, gap).unwrap_or(Tile::JOKER),
            ));
        }
        Ok(ComboKind::Run { colour, low, high })
    }
}

fn any_cards() -> impl Strategy<Value = Vec<Card>> {
    // Jokers a quarter of the time, aces and runs often enough with two suits.
    let card = prop_oneof![
        1 => Just(Card::JOKER),
        3 => (0..52u8).prop_map(|i| Card::from_index(i).unwrap()),
        3 => (0..2u8, prop_oneof![1..=4u8, 10..=13u8]).prop_map(|(s, r)| Card::new(Rank::new(r).unwrap(), crate::cards::Suit::from_index(s).unwrap())),
    ];
    prop::collection::vec(card, 0..=14)
}

fn any_tiles() -> impl Strategy<Value = Vec<Tile>> {
    let tile = prop_oneof![
        1 => Just(Tile::JOKER),
        3 => (0..36usize).prop_map(|i| Tile::from_index(i).unwrap()),
        3 => (0..2usize, 1..=9u8).prop_map(|(c, n)| Tile::new(Colour::ALL[c], n).unwrap()),
    ];
    prop::collection::vec(tile, 0..=14)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn rummy_answers_as_before(cards in any_cards(), card in (0..=52u8), ace_high: bool) {
        let card = Card::from_index(card).unwrap();
        use crate::games::rummy::melds as now;
        prop_assert_eq!(now::classify(&cards, ace_high), rummy::classify(&cards, ace_high));
        prop_assert_eq!(now::run_order(&cards, ace_high), rummy::run_order(&cards, ace_high));
        prop_assert_eq!(now::is_set(&cards), rummy::is_set(&cards));
        prop_assert_eq!(now::can_lay_off(&cards, card, ace_high), rummy::can_lay_off(&cards, card, ace_high));
    }

    #[test]
    fn rumino_answers_as_before(cards in any_cards(), ace_high: bool) {
        use crate::games::rumino::lays as now;
        let rules = LayRules { ace_high };
        prop_assert_eq!(now::is_lay(&cards, rules), rumino::is_lay(&cards, rules));
        prop_assert_eq!(now::is_rumino(&cards, rules), cards.len() == 7 && rumino::one_shape(&cards, rules));
        if cards.len() == 8 {
            let old = (0..8).filter(|&i| { let mut s = cards.clone(); s.remove(i); rumino::one_shape(&s, rules) }).count() > 0;
            prop_assert_eq!(now::rumino_discard(&cards, rules).is_some(), old);
        }
    }

    #[test]
    fn rumminy_answers_as_before(tiles in any_tiles()) {
        prop_assert_eq!(crate::games::rumminy::check_combination(&tiles), rumminy::check(&tiles));
    }
}
