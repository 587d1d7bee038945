//! TEMPORARY: the three classifiers the core replaced, verbatim from `main`, and proptests that
//! the games answer as before. Deleted once they pass.
#![allow(clippy::all, clippy::pedantic, dead_code, unused_imports)]

use proptest::prelude::*;

use crate::cards::{Card, Rank};
use crate::games::rumino::lays::LayRules;
use crate::games::rumminy::{Colour, ComboError, ComboKind, Tile};
use crate::games::rummy::melds::MeldKind;

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
    fn rumminy_answers_as_before(tiles in any_tiles()) {
        prop_assert_eq!(crate::games::rumminy::check_combination(&tiles), rumminy::check(&tiles));
    }
}
