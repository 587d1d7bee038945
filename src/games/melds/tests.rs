//! The core under each game's own parameters, rule by rule, and proptest invariants: the order of the
//! pieces never matters, a joker may stand for any natural of a meld, and the answer agrees with a
//! plain enumeration of the sets and runs a group could be.

use proptest::prelude::*;

use super::*;
use crate::cards::parse_cards;
use crate::games::rumino::lays::{shape_rules, LayRules};
use crate::games::rumminy::{combo::RULES as RUMMINY, parse_tiles, Tile};
use crate::games::rummy::melds::rules as rummy;

/// R4, R5 (R16 at length 7) under Rumino's own parameters.
fn rumino(len: RangeInclusive<usize>, ace_high: bool) -> MeldRules {
    shape_rules(len, LayRules { ace_high })
}

fn cards(s: &str, rules: &MeldRules) -> Result<Shape, NoMeld> {
    classify(&parse_cards(s).unwrap(), rules)
}

fn tiles(s: &str) -> Result<Shape, NoMeld> {
    classify(&parse_tiles(s).unwrap(), &RUMMINY)
}

fn tile(s: &str) -> Piece {
    s.parse::<Tile>().unwrap().into()
}

fn run(suit: u8, low: u8, high: u8) -> Result<Shape, NoMeld> {
    Ok(Shape::Run { suit, low, high })
}

#[test]
fn y5_sets_of_one_rank_in_distinct_suits_and_runs_of_one_suit() {
    let rules = rummy(false);
    assert_eq!(cards("Q♠ Q♦ Q♣", &rules), Ok(Shape::Set { rank: 12 }));
    assert_eq!(cards("9♥ 7♥ 8♥", &rules), run(1, 7, 9));
    assert_eq!(cards("A♣ 2♣ 3♣ 4♣", &rules), run(3, 1, 4));
    assert_eq!(cards("7♥ 8♥ 9♣", &rules), Err(NoMeld::Mixed));
    assert_eq!(cards("5♦ 5♠", &rules), Err(NoMeld::TooShort(2)));
    assert_eq!(cards("5♠ 5♥ 5♦ 5♣ 5♠", &rules), Err(NoMeld::TooLong(5)));
    let twice: Card = "5♠".parse().unwrap();
    assert_eq!(
        cards("5♠ 5♥ 5♠", &rules),
        Err(NoMeld::SuitTwice(twice.into()))
    );
    assert_eq!(
        cards("7♥ Joker 9♥", &rules),
        Err(NoMeld::TooManyJokers(1)),
        "Y1: no jokers"
    );
    let all = "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠";
    assert_eq!(cards(all, &rules), run(0, 1, 13), "a run of 3 or more");
}

#[test]
fn y2_r4_the_ace_is_low_or_with_ace_high_also_high_never_both() {
    let (low, high) = (rummy(false), rummy(true));
    let gap = |s: &str| Err(NoMeld::Gap(s.parse::<Card>().unwrap().into()));
    assert_eq!(cards("Q♠ K♠ A♠", &low), gap("2♠"));
    assert_eq!(cards("Q♠ K♠ A♠", &high), run(0, 12, 14));
    assert_eq!(
        cards("A♠ 2♠ 3♠", &high),
        run(0, 1, 3),
        "the ace stays low too"
    );
    assert_eq!(cards("K♠ A♠ 2♠", &high), gap("3♠"), "never wraps");
    let lays = rumino(3..=4, true);
    assert_eq!(
        cards("K♠ Joker 2♠", &lays),
        gap("4♠"),
        "not even with a joker"
    );
    assert_eq!(cards("Q♠ Joker A♠", &lays), run(0, 12, 14));
}

#[test]
fn r4_r5_a_lay_has_free_suits_and_any_number_of_jokers() {
    let lays = rumino(3..=4, false);
    assert_eq!(cards("7♥ 7♥ 7♠", &lays), Ok(Shape::Set { rank: 7 }));
    assert_eq!(cards("5♥ Joker Joker 8♥", &lays), run(1, 5, 8));
    let eight: Card = "8♥".parse().unwrap();
    assert_eq!(
        cards("5♥ Joker Joker 9♥", &lays),
        Err(NoMeld::Gap(eight.into())),
        "two jokers fill 6 and 7, not 8"
    );
    assert_eq!(cards("K♣ Joker Joker", &lays), Ok(Shape::Set { rank: 13 }));
    assert_eq!(cards("Joker Joker Joker Joker", &lays), Ok(Shape::Wild));
    assert_eq!(
        cards("5♥ 6♥ 7♥ 8♥ 9♥", &lays),
        Err(NoMeld::TooLong(5)),
        "R6: lays are 3 or 4 cards"
    );
    let six: Card = "6♥".parse().unwrap();
    assert_eq!(cards("5♥ 6♥ 6♥", &lays), Err(NoMeld::RankTwice(six.into())));
}

#[test]
fn r16_seven_cards_of_one_shape() {
    let (low, high) = (rumino(7..=7, false), rumino(7..=7, true));
    assert_eq!(cards("A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦", &low), run(2, 1, 7));
    assert!(cards("8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", &low).is_err());
    assert_eq!(cards("8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", &high), run(2, 8, 14));
    assert_eq!(cards("9♦ Joker J♦ Q♦ Joker A♦ Joker", &high), run(2, 9, 14));
    let seven_of_a_kind = "4♠ 4♥ 4♥ 4♦ Joker 4♣ Joker";
    assert_eq!(cards(seven_of_a_kind, &low), Ok(Shape::Set { rank: 4 }));
    assert_eq!(cards("4♠ 4♥ 4♥ 4♦", &low), Err(NoMeld::TooShort(4)));
}

#[test]
fn n4_n6_rumminy_examples_and_what_is_wrong() {
    assert_eq!(tiles("R7 R8 R9"), run(0, 7, 9));
    assert_eq!(tiles("B5 Y5 K5"), Ok(Shape::Set { rank: 5 }));
    assert_eq!(tiles("R4 J R6"), run(0, 4, 6));
    assert_eq!(tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9"), run(0, 1, 9));
    assert_eq!(tiles("R8 R9 R1"), Err(NoMeld::Gap(tile("R2"))));
    assert_eq!(tiles("R5 R5 B5"), Err(NoMeld::SuitTwice(tile("R5"))));
    assert_eq!(tiles("R5 R6"), Err(NoMeld::TooShort(2)));
    assert_eq!(tiles("J J R5"), Err(NoMeld::TooManyJokers(2)));
    assert_eq!(tiles("B5 Y5 K5 R5 J"), Err(NoMeld::TooLong(5)));
    assert_eq!(
        tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9 J"),
        Err(NoMeld::TooLong(10)),
        "N4: 1 to 9, no wrap"
    );
    assert_eq!(tiles("R5 R6 R6"), Err(NoMeld::RankTwice(tile("R6"))));
    assert_eq!(tiles("R5 B6 Y7"), Err(NoMeld::Mixed));
}

#[test]
fn a_lone_natural_too_long_for_a_set_is_a_run() {
    let rules = MeldRules {
        max_jokers: usize::MAX,
        ..rummy(false)
    };
    assert_eq!(cards("5♥ Joker Joker Joker Joker", &rules), run(1, 5, 5));
    assert_eq!(
        cards("Joker Joker Joker Joker Joker", &rules),
        Ok(Shape::Wild)
    );
    let runs_to_four = MeldRules {
        run_len: 3..=4,
        ..rules
    };
    assert_eq!(
        cards("Joker Joker Joker Joker Joker", &runs_to_four),
        Err(NoMeld::TooLong(5))
    );
}

/// The rules a proptest case runs under: any of the games' or a mix of their parameters.
fn any_rules() -> impl Strategy<Value = MeldRules> {
    let jokers = prop_oneof![Just(0), Just(1), Just(2), Just(usize::MAX)];
    let suits = prop_oneof![Just(SetSuits::Distinct), Just(SetSuits::Free)];
    let ace = prop_oneof![Just(Ace::Low), Just(Ace::LowOrHigh)];
    let len = (1..=7usize, 0..=8usize).prop_map(|(min, more)| min..=min + more);
    (
        len.clone(),
        len,
        jokers,
        suits,
        ace,
        prop_oneof![Just(9u8), Just(13)],
    )
        .prop_map(
            |(set_len, run_len, max_jokers, set_suits, ace, top)| MeldRules {
                set_len,
                run_len,
                max_jokers,
                set_suits,
                ace,
                top,
            },
        )
}

fn natural(top: u8) -> impl Strategy<Value = Piece> {
    (0..4u8, 1..=top).prop_map(|(suit, rank)| Piece::Natural { suit, rank })
}

/// Loose pieces, or a run or set with some pieces turned into jokers and one maybe changed:
/// most loose groups are no meld, so near-melds make the accepting side count.
fn any_group(top: u8) -> impl Strategy<Value = Vec<Piece>> {
    let piece = prop_oneof![1 => Just(Piece::Joker), 4 => natural(top)];
    let loose = prop::collection::vec(piece, 0..=14);
    let near = (
        0..4u8,
        1..=top,
        1..=14usize,
        any::<bool>(),
        any::<u16>(),
        natural(top),
    )
        .prop_map(move |(suit, start, len, is_run, jokers, stray)| {
            let mut group: Vec<Piece> = (0..len)
                .map(|i| match is_run {
                    true => Piece::Natural {
                        suit,
                        rank: (start + i as u8 - 1) % top + 1,
                    },
                    false => Piece::Natural {
                        suit: (suit + i as u8) % 4,
                        rank: start,
                    },
                })
                .collect();
            for (i, piece) in group.iter_mut().enumerate() {
                if jokers >> i & 1 == 1 {
                    *piece = Piece::Joker;
                }
            }
            if jokers >> 15 == 1 {
                group[usize::from(jokers) % len] = stray;
            }
            group
        });
    prop_oneof![loose, near]
}

fn rules_and_group() -> impl Strategy<Value = (MeldRules, Vec<Piece>)> {
    any_rules().prop_flat_map(|rules| {
        let top = rules.top;
        (Just(rules), any_group(top))
    })
}

/// Whether `group` is a meld by listing what it could be: a set of one rank, or a run filling a
/// window of consecutive positions (the ace at 1 or, if allowed, above the top), jokers anywhere.
fn could_be(group: &[Piece], rules: &MeldRules) -> bool {
    let naturals: Vec<(u8, u8)> = group
        .iter()
        .filter_map(|p| match *p {
            Piece::Natural { suit, rank } => Some((suit, rank)),
            Piece::Joker => None,
        })
        .collect();
    let len = group.len();
    if len - naturals.len() > rules.max_jokers {
        return false;
    }
    let set = rules.set_len.contains(&len)
        && naturals.iter().all(|&(_, r)| r == naturals[0].1)
        && (rules.set_suits == SetSuits::Free
            || naturals
                .iter()
                .enumerate()
                .all(|(i, &(s, _))| naturals[..i].iter().all(|&(t, _)| t != s)));
    let highest = match rules.ace {
        Ace::Low => rules.top,
        Ace::LowOrHigh => rules.top + 1,
    };
    let window = |first: u8| {
        let last = usize::from(first) + len - 1;
        let place = |rank: u8| match rank {
            1 if first > 1 => rules.top + 1,
            r => r,
        };
        let mut used = vec![false; usize::from(highest) + 2];
        // A window from the low ace to a high one would hold the ace twice: no wrap.
        let end = if first == 1 { rules.top } else { highest };
        last <= usize::from(end)
            && naturals.iter().all(|&(s, r)| {
                let p = usize::from(place(r));
                s == naturals[0].0 && (usize::from(first)..=last).contains(&p) && !used[p] && {
                    used[p] = true;
                    true
                }
            })
    };
    let run = rules.run_len.contains(&len) && len > 0 && (1..=highest).any(window);
    set || run
}

/// A set or run under `rules` holding fewer jokers than allowed (`None` if `rules` allow no such
/// shape): its length, first rank and suits picked by `pick`, `suit` and the bits of `jokers`.
fn meld(
    rules: &MeldRules,
    is_run: bool,
    pick: [prop::sample::Index; 3],
    suit: u8,
    jokers: u16,
) -> Option<Vec<Piece>> {
    let top = usize::from(rules.top);
    let mut group: Vec<Piece> = if is_run {
        let lens: Vec<usize> = rules.run_len.clone().take_while(|&n| n <= top).collect();
        if lens.is_empty() {
            return None;
        }
        let len = *pick[0].get(&lens);
        let last_start = match rules.ace {
            Ace::Low => top + 1 - len,
            Ace::LowOrHigh => top + 2 - len,
        };
        let start = pick[1].index(last_start) + 1;
        (start..start + len)
            .map(|p| Piece::Natural {
                suit,
                rank: if p > top { 1 } else { p as u8 },
            })
            .collect()
    } else {
        let most = if rules.set_suits == SetSuits::Distinct {
            4
        } else {
            14
        };
        let lens: Vec<usize> = rules.set_len.clone().take_while(|&n| n <= most).collect();
        if lens.is_empty() {
            return None;
        }
        let len = *pick[0].get(&lens);
        let rank = pick[1].index(top) as u8 + 1;
        (0..len)
            .map(|i| Piece::Natural {
                suit: match rules.set_suits {
                    SetSuits::Distinct => (suit + i as u8) % 4,
                    SetSuits::Free => (jokers >> (i % 8) & 3) as u8,
                },
                rank,
            })
            .collect()
    };
    let wild = pick[2].index(rules.max_jokers.min(group.len()));
    group[..wild].fill(Piece::Joker);
    let len = group.len();
    group.rotate_left(usize::from(jokers) % len);
    Some(group)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn agrees_with_listing_every_set_and_run((rules, group) in rules_and_group()) {
        prop_assert_eq!(classify(&group, &rules).is_ok(), could_be(&group, &rules));
    }

    #[test]
    fn the_order_of_the_pieces_never_matters(
        (rules, group) in rules_and_group(),
        seed: u64,
    ) {
        let mut shuffled = group.clone();
        let n = shuffled.len().max(1) as u64;
        for i in (1..shuffled.len()).rev() {
            shuffled.swap(i, (seed.rotate_left(i as u32) % n) as usize % (i + 1));
        }
        let (a, b) = (classify(&group, &rules), classify(&shuffled, &rules));
        prop_assert_eq!(a.is_ok(), b.is_ok());
        if a.is_ok() {
            prop_assert_eq!(a, b);
        } else {
            prop_assert_eq!(std::mem::discriminant(&a.unwrap_err()), std::mem::discriminant(&b.unwrap_err()));
        }
    }

    #[test]
    fn a_joker_may_stand_for_any_natural_of_a_meld(
        rules in any_rules().prop_filter("jokers allowed", |r| r.max_jokers > 0),
        pick in any::<[prop::sample::Index; 3]>(),
        (is_run, suit, jokers) in (any::<bool>(), 0..4u8, any::<u16>()),
    ) {
        let group = meld(&rules, is_run, pick, suit, jokers);
        prop_assume!(group.is_some());
        let group = group.unwrap_or_default();
        prop_assert!(classify(&group, &rules).is_ok(), "{:?}", group);
        for at in 0..group.len() {
            let mut wilder = group.clone();
            wilder[at] = Piece::Joker;
            prop_assert!(classify(&wilder, &rules).is_ok(), "{:?}", wilder);
        }
    }
}
