//! L12 poker ranking: every category, the rules' examples, all 2,598,960 hands, and a comparison
//! with a plain sort-and-count evaluator written independently of the bit tricks.

use rand::{seq::index::sample, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::cards::parse_cards;

fn five(s: &str) -> [Card; 5] {
    parse_cards(s).unwrap().try_into().unwrap()
}

fn r(s: &str) -> PokerRank {
    rank5(&five(s))
}

/// The reference: rank strengths (2 = 0 … A = 12), grouped by count then rank, by sorting.
fn reference(cards: &[Card; 5]) -> (Category, Vec<u32>) {
    let strength = |c: &Card| u32::from(strength_of_index(c.index()));
    let mut counts = [0u8; 13];
    for c in cards {
        counts[strength(c) as usize] += 1;
    }
    let mut groups: Vec<(u8, u32)> = (0..13u32)
        .filter(|&s| counts[s as usize] > 0)
        .map(|s| (counts[s as usize], s))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let ranks: Vec<u32> = groups.iter().map(|g| g.1).collect();
    let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let straight_top = if ranks.len() == 5 && ranks[0] - ranks[4] == 4 {
        Some(ranks[0])
    } else if ranks == [12, 3, 2, 1, 0] {
        Some(3)
    } else {
        None
    };
    match (shape.as_slice(), straight_top, flush) {
        (_, Some(t), true) => (Category::StraightFlush, vec![t]),
        ([4, 1], _, _) => (Category::Quads, ranks),
        ([3, 2], _, _) => (Category::FullHouse, ranks),
        (_, None, true) => (Category::Flush, ranks),
        (_, Some(t), false) => (Category::Straight, vec![t]),
        ([3, 1, 1], _, _) => (Category::Trips, ranks),
        ([2, 2, 1], _, _) => (Category::TwoPair, ranks),
        ([2, 1, 1, 1], _, _) => (Category::Pair, ranks),
        _ => (Category::HighCard, ranks),
    }
}

fn decoded(p: PokerRank) -> (Category, Vec<u32>) {
    let ranks = p
        .deciding_ranks()
        .iter()
        .map(|r| (u32::from(r.number()) + 11) % 13)
        .collect();
    (p.category(), ranks)
}

#[test]
fn l12_every_category_is_recognised() {
    let cases = [
        ("2♠ 7♥ 9♦ J♣ K♠", Category::HighCard),
        ("2♠ 2♥ 9♦ J♣ K♠", Category::Pair),
        ("2♠ 2♥ 9♦ 9♣ K♠", Category::TwoPair),
        ("9♠ 9♥ 9♦ J♣ K♠", Category::Trips),
        ("9♠ 10♥ J♦ Q♣ K♠", Category::Straight),
        ("2♠ 7♠ 9♠ J♠ K♠", Category::Flush),
        ("9♠ 9♥ 9♦ K♣ K♠", Category::FullHouse),
        ("9♠ 9♥ 9♦ 9♣ K♠", Category::Quads),
        ("9♥ 10♥ J♥ Q♥ K♥", Category::StraightFlush),
        ("10♠ J♠ Q♠ K♠ A♠", Category::StraightFlush),
    ];
    for (hand, cat) in cases {
        assert_eq!(r(hand).category(), cat, "{hand}");
    }
    for w in cases.windows(2).take(8) {
        assert!(r(w[0].0) < r(w[1].0), "{} < {}", w[0].0, w[1].0);
    }
}

#[test]
fn l12_ace_low_straight_is_the_lowest_and_no_wrap_around() {
    let wheel = r("A♣ 2♦ 3♥ 4♠ 5♣");
    assert_eq!(wheel.category(), Category::Straight);
    assert!(wheel < r("2♣ 3♦ 4♥ 5♠ 6♣"));
    assert!(wheel > r("A♣ A♦ K♥ K♠ Q♣"));
    assert_eq!(wheel.to_string(), "Straight: 5");
    assert_eq!(r("10♣ J♦ Q♥ K♠ A♣").to_string(), "Straight: A");
    assert_eq!(r("Q♣ K♦ A♥ 2♠ 3♣").category(), Category::HighCard);
    assert!(r("A♥ 2♥ 3♥ 4♥ 5♥") < r("2♠ 3♠ 4♠ 5♠ 6♠"));
    assert_eq!(r("A♥ 2♥ 3♥ 4♥ 5♥").category(), Category::StraightFlush);
}

#[test]
fn l12_kickers_decide_within_a_category_and_suits_are_equal() {
    assert!(r("K♠ K♥ 9♦ 7♣ 3♠") > r("K♦ K♣ 9♠ 7♥ 2♠"));
    assert!(r("9♠ 9♥ 5♦ 5♣ A♠") > r("9♦ 9♣ 5♠ 5♥ K♠"));
    assert!(r("K♠ K♥ 2♦ 2♣ 3♠") > r("Q♦ Q♣ J♠ J♥ A♠"));
    assert!(r("3♠ 3♥ 3♦ 2♣ 2♠") > r("2♦ 2♥ 2♠ A♣ A♠"));
    assert!(r("A♠ J♠ 9♠ 7♠ 5♠") > r("A♥ J♥ 9♥ 7♥ 4♥"));
    assert_eq!(r("A♠ J♠ 9♠ 7♠ 5♠"), r("A♥ J♥ 9♥ 7♥ 5♥"));
    assert_eq!(r("K♠ K♥ 9♦ 7♣ 3♠").to_string(), "Pair: K 9 7 3");
    assert_eq!(r("9♠ 9♥ 9♦ K♣ K♠").to_string(), "Full house: 9 K");
}

#[test]
fn l12_best_five_picks_the_strongest_and_none_below_five_cards() {
    let hand = parse_cards("2♣ 9♥ 9♦ 9♣ K♠ K♥ 4♦ 7♠").unwrap();
    let (rank, cards) = best_five(&hand).unwrap();
    assert_eq!(rank.category(), Category::FullHouse);
    assert_eq!(rank, rank5(&cards));
    assert!(best_five(&hand[..4]).is_none());
    let flushy = parse_cards("2♥ 5♥ 8♥ J♥ K♥ A♠ A♦").unwrap();
    assert_eq!(best_five(&flushy).unwrap().0.category(), Category::Flush);
}

#[test]
fn l12_all_2598960_hands_have_the_standard_category_counts() {
    let deck: Vec<Card> = (0..52).map(|i| Card::from_index(i).unwrap()).collect();
    let mut counts = [0u32; 9];
    let mut keys = std::collections::HashSet::new();
    for a in 0..48 {
        for b in a + 1..49 {
            for c in b + 1..50 {
                for d in c + 1..51 {
                    for e in d + 1..52 {
                        let p = rank5(&[deck[a], deck[b], deck[c], deck[d], deck[e]]);
                        counts[p.category() as usize] += 1;
                        keys.insert(p);
                    }
                }
            }
        }
    }
    assert_eq!(
        counts,
        [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
    );
    // The classic number of distinct 5-card hand values.
    assert_eq!(keys.len(), 7462);
}

#[test]
fn l12_agrees_with_a_sort_and_count_reference_on_200k_random_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut prev: Option<([Card; 5], PokerRank)> = None;
    for _ in 0..200_000 {
        let idx = sample(&mut rng, 52, 5);
        let hand: [Card; 5] =
            std::array::from_fn(|i| Card::from_index(idx.index(i) as u8).unwrap());
        let fast = rank5(&hand);
        let slow = reference(&hand);
        assert_eq!(decoded(fast), slow, "{hand:?}");
        if let Some((p_hand, p_fast)) = prev {
            let p_slow = reference(&p_hand);
            assert_eq!(
                fast.cmp(&p_fast),
                slow.cmp(&p_slow),
                "{hand:?} vs {p_hand:?}"
            );
        }
        prev = Some((hand, fast));
    }
}

#[test]
fn a_joker_never_panics() {
    let p = rank5(&[Card::JOKER; 5]);
    assert!(p.category() <= Category::StraightFlush);
}
