//! What a meld is (Y2, Y5), what may be laid off on one (Y7), and card values (Y3).
//!
//! Pure functions of faces: the hand and table state live elsewhere. Whether some cards are a set
//! or a run is the shared meld core ([`crate::games::melds`]) under Rummy's parameters: the ace is
//! position 1, and with `ace_high` also 14 (never both in one run, so K-A-2 never wraps).

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank};
use crate::games::melds::{self, Ace, MeldRules, SetSuits, Shape};

/// The two kinds of meld (Y5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// 3 or 4 cards of one rank.
    Set,
    /// 3 or more cards of one suit in consecutive ranks.
    Run,
}

/// Y3: ace 1 (15 with `ace_high`), 2–10 face value, J Q K 10.
#[must_use]
pub fn value(card: Card, ace_high: bool) -> u16 {
    match card.rank() {
        Some(Rank::ACE) if ace_high => 15,
        Some(rank) => u16::from(rank.value()),
        None => 0,
    }
}

/// Total value of some cards (Y21).
#[must_use]
pub fn total_value(cards: &[Card], ace_high: bool) -> u16 {
    cards.iter().map(|&c| value(c, ace_high)).sum()
}

/// Y1, Y2, Y5 as parameters of the shared meld core: sets of 3–4 of one rank (one deck, so
/// distinct suits), runs of 3 or more of one suit, the ace low or also high, no jokers.
pub(crate) fn rules(ace_high: bool) -> MeldRules {
    MeldRules {
        set_len: 3..=4,
        run_len: 3..=usize::MAX,
        max_jokers: 0,
        set_suits: SetSuits::Distinct,
        ace: if ace_high { Ace::LowOrHigh } else { Ace::Low },
        top: 13,
    }
}

/// The run order of `cards` (low to high) if they form a run (Y5), with the ace low or, with
/// `ace_high`, high after the K (Y2).
#[must_use]
pub fn run_order(cards: &[Card], ace_high: bool) -> Option<Vec<Card>> {
    let Ok(Shape::Run { high, .. }) = melds::classify(cards, &rules(ace_high)) else {
        return None;
    };
    // The core places a high ace above the K, at 14.
    let ace_at = if high > 13 { 14 } else { 1 };
    let mut sorted = cards.to_vec();
    sorted.sort_by_key(|c| match c.rank().map_or(0, Rank::number) {
        1 => ace_at,
        n => n,
    });
    Some(sorted)
}

/// Whether `cards` form a set: 3 or 4 of one rank (with one deck, all of different suits).
#[must_use]
pub fn is_set(cards: &[Card]) -> bool {
    matches!(melds::classify(cards, &rules(false)), Ok(Shape::Set { .. }))
}

/// The kind of meld `cards` form, if any (Y5).
#[must_use]
pub fn classify(cards: &[Card], ace_high: bool) -> Option<MeldKind> {
    match melds::classify(cards, &rules(ace_high)) {
        Ok(Shape::Set { .. }) => Some(MeldKind::Set),
        Ok(Shape::Run { .. }) => Some(MeldKind::Run),
        // Jokers only: never, as Y1 allows none.
        Ok(Shape::Wild) | Err(_) => None,
    }
}

/// `cards` in the order they are shown on the table: a run low to high, a set by suit.
#[must_use]
pub fn display_order(cards: &[Card], ace_high: bool) -> Vec<Card> {
    run_order(cards, ace_high).unwrap_or_else(|| {
        let mut sorted = cards.to_vec();
        sorted.sort_unstable();
        sorted
    })
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

/// Every meld that can be made from `hand` (any subset that is a set or a run), each in display
/// order, sets first. This is what a meld picker offers.
#[must_use]
pub fn melds_in(hand: &[Card], ace_high: bool) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    let mut by_rank: [Vec<Card>; 14] = Default::default();
    let mut by_suit: [[Option<Card>; 15]; 4] = [[None; 15]; 4];
    for &card in hand {
        let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
            continue;
        };
        by_rank[usize::from(rank.number())].push(card);
        let row = &mut by_suit[usize::from(suit.index())];
        row[usize::from(rank.number())] = Some(card);
        if rank == Rank::ACE && ace_high {
            row[14] = Some(card);
        }
    }
    for group in &mut by_rank {
        group.sort_unstable();
        group.dedup();
        if group.len() >= 3 {
            for skip in 0..group.len() {
                if group.len() == 4 {
                    let mut three = group.clone();
                    three.remove(skip);
                    out.push(three);
                }
            }
            out.push(group.clone());
        }
    }
    for row in &by_suit {
        for start in 1..=12 {
            for end in start + 2..=14 {
                if start == 1 && end == 14 {
                    continue; // the ace twice: K-A-2 never wraps (Y2)
                }
                let run: Option<Vec<Card>> = (start..=end).map(|p| row[p]).collect();
                match run {
                    Some(run) => out.push(run),
                    None => break,
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn y2_y5_example_1_melds_and_not_melds() {
        for meld in [
            "7♥ 8♥ 9♥",
            "A♣ 2♣ 3♣ 4♣",
            "Q♠ Q♦ Q♣",
            "9♥ 7♥ 8♥",
            "5♠ 5♥ 5♦ 5♣",
        ] {
            assert!(classify(&cards(meld), false).is_some(), "{meld}");
        }
        for not in [
            "Q♠ K♠ A♠",
            "K♠ A♠ 2♠",
            "7♥ 8♥ 9♣",
            "5♦ 5♠",
            "7♥ 8♥",
            "7♥ 9♥ 10♥",
        ] {
            assert_eq!(classify(&cards(not), false), None, "{not}");
        }
        assert_eq!(classify(&cards("Q♠ K♠ A♠"), true), Some(MeldKind::Run));
        assert_eq!(classify(&cards("A♠ 2♠ 3♠"), true), Some(MeldKind::Run));
        assert_eq!(classify(&cards("K♠ A♠ 2♠"), true), None, "never wraps");
        assert_eq!(
            display_order(&cards("A♠ K♠ Q♠"), true),
            cards("Q♠ K♠ A♠"),
            "the ace shown after the K"
        );
    }

    #[test]
    fn y3_values_ace_low_or_fifteen() {
        let v = |s: &str, high| total_value(&cards(s), high);
        assert_eq!(v("A♠", false), 1);
        assert_eq!(v("A♠", true), 15);
        assert_eq!(v("2♥ 10♦ J♣ Q♠ K♥", false), 42);
    }

    #[test]
    fn y7_lay_off_fourth_of_a_set_or_either_end_of_a_run() {
        let run = cards("8♥ 9♥ 10♥");
        assert!(can_lay_off(&run, "7♥".parse().unwrap(), false));
        assert!(can_lay_off(&run, "J♥".parse().unwrap(), false));
        assert!(!can_lay_off(&run, "Q♥".parse().unwrap(), false));
        assert!(!can_lay_off(&run, "8♣".parse().unwrap(), false));
        let set = cards("8♠ 8♦ 8♣");
        assert!(can_lay_off(&set, "8♥".parse().unwrap(), false));
        assert!(!can_lay_off(
            &cards("8♠ 8♦ 8♣ 8♥"),
            "8♥".parse().unwrap(),
            false
        ));
        assert!(!can_lay_off(&set, "9♣".parse().unwrap(), false));
        assert!(can_lay_off(&cards("J♦ Q♦ K♦"), "A♦".parse().unwrap(), true));
        assert!(!can_lay_off(
            &cards("J♦ Q♦ K♦"),
            "A♦".parse().unwrap(),
            false
        ));
    }

    #[test]
    fn melds_in_lists_every_set_and_run() {
        let found = melds_in(&cards("5♠ 5♥ 5♦ 5♣ 6♠ 7♠ 2♦"), false);
        // Four sets of three, the set of four, and the run 5♠ 6♠ 7♠.
        assert_eq!(found.len(), 6);
        assert!(found.contains(&cards("5♠ 6♠ 7♠")));
        assert!(found.iter().all(|m| classify(m, false).is_some()));
        let runs = melds_in(&cards("J♣ Q♣ K♣ A♣ 2♣ 3♣"), true);
        assert!(runs.contains(&cards("J♣ Q♣ K♣ A♣")));
        assert!(runs.contains(&cards("A♣ 2♣ 3♣")));
        assert!(!runs
            .iter()
            .any(|r| r.contains(&"K♣".parse().unwrap()) && r.contains(&"2♣".parse().unwrap())));
    }
}
