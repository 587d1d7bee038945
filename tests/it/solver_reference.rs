//! The fast solver against a brute-force reference written straight from the rules text.
//!
//! The reference is meant to be trusted by reading: a lay is 3 or 4 cards of one rank, or of one
//! suit filling a window of consecutive ranks (R4), jokers standing for anything (R5); deadwood is
//! the least loose value over every way of picking disjoint lays (R6), memoized over subsets of the
//! hand as bitmasks so it runs in a debug build. The fast solver must agree on many seeded random
//! hands: as dealt from the 108-card pack, biased to jokers, and built to be one card off gin or
//! rumino (R15, R16), with and without `ace_high`.

use rand::{seq::index::sample, seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::cards::{Card, CardId, Rank, Suit};
use rumino::games::rumino::lays::{self, LayKind, LayRules};

/// Whether the naturals of `cards` fit one rank, or one suit in some window of `cards.len()`
/// consecutive ranks within A..K (A..A-high with `ace_high`) at distinct places; jokers fill the rest.
fn fits_reference(cards: &[Card], ace_high: bool) -> bool {
    let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
    if naturals.iter().all(|c| c.rank() == naturals[0].rank()) {
        return true;
    }
    if !naturals.iter().all(|c| c.suit() == naturals[0].suit()) {
        return false;
    }
    let len = cards.len() as u8;
    let top = if ace_high { 14 } else { 13 };
    (1..=top + 1 - len).any(|start| {
        let window = start..start + len;
        let mut taken = [false; 15];
        naturals.iter().all(|c| {
            let rank = c.rank().unwrap().number();
            let place = if window.contains(&rank) {
                rank
            } else if rank == 1 && ace_high && window.contains(&14) {
                14
            } else {
                return false;
            };
            !std::mem::replace(&mut taken[usize::from(place)], true)
        })
    })
}

fn is_lay_reference(cards: &[Card], ace_high: bool) -> bool {
    matches!(cards.len(), 3 | 4) && fits_reference(cards, ace_high)
}

fn is_rumino_reference(hand: &[Card], ace_high: bool) -> bool {
    hand.len() == 7 && fits_reference(hand, ace_high)
}

fn pick(hand: &[Card], mask: usize) -> Vec<Card> {
    (0..hand.len())
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| hand[i])
        .collect()
}

/// Least deadwood of every sub-hand, indexed by the bitmask of the cards it keeps: the lowest card
/// kept is either loose or in some lay of the cards kept.
fn deadwood_table(hand: &[Card], ace_high: bool) -> Vec<u16> {
    // Every lay among the cards, filed under its lowest card (the one it would be tried for).
    let mut lays_from: Vec<Vec<usize>> = vec![Vec::new(); hand.len()];
    for m in 0..1usize << hand.len() {
        if matches!(m.count_ones(), 3 | 4) && is_lay_reference(&pick(hand, m), ace_high) {
            lays_from[m.trailing_zeros() as usize].push(m);
        }
    }
    let mut best = vec![0u16; 1 << hand.len()];
    for mask in 1..best.len() {
        let low = mask.trailing_zeros() as usize;
        let loose = u16::from(hand[low].value()) + best[mask ^ (1 << low)];
        let laid = lays_from[low]
            .iter()
            .filter(|&&l| l & !mask == 0)
            .map(|&l| best[mask ^ l]);
        best[mask] = laid.fold(loose, u16::min);
    }
    best
}

fn without(hand: &[Card], i: usize) -> Vec<Card> {
    let mut seven = hand.to_vec();
    seven.remove(i);
    seven
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// Each joker of a run stands at its rank; a set lists its naturals, then its jokers.
fn in_display_order(kind: LayKind, cards: &[Card], ace_high: bool) -> bool {
    match kind {
        LayKind::OfAKind => cards
            .windows(2)
            .all(|w| !w[0].is_joker() || w[1].is_joker()),
        LayKind::StraightFlush => {
            (1..=if ace_high { 15 } else { 14 } - cards.len() as u8).any(|start| {
                cards.iter().zip(start..).all(|(c, place)| {
                    c.is_joker()
                        || c.rank().map(Rank::number) == Some(if place == 14 { 1 } else { place })
                })
            })
        }
    }
}

fn check(hand: &[Card], ace_high: bool) {
    let rules = LayRules { ace_high };
    let table = deadwood_table(hand, ace_high);
    let expected = table[table.len() - 1];
    assert_eq!(
        lays::deadwood(hand, rules),
        expected,
        "deadwood of {hand:?}, ace_high {ace_high}"
    );
    let a = lays::arrange(hand, rules);
    assert_eq!(a.deadwood, expected, "arrange of {hand:?}: {a:?}");
    let loose: u16 = a.deadwood_cards.iter().map(|c| u16::from(c.value())).sum();
    assert_eq!(loose, expected, "deadwood cards of {hand:?}: {a:?}");
    let mut all = a.deadwood_cards.clone();
    for lay in &a.lays {
        assert!(
            is_lay_reference(&lay.cards, ace_high),
            "not a lay in {hand:?}: {lay:?}"
        );
        assert!(
            in_display_order(lay.kind, &lay.cards, ace_high),
            "order in {hand:?}: {lay:?}"
        );
        all.extend(&lay.cards);
    }
    assert_eq!(
        sorted(all),
        sorted(hand.to_vec()),
        "not a permutation: {hand:?} -> {a:?}"
    );
    assert_eq!(
        lays::is_gin(hand, rules),
        hand.len() == 7 && expected == 0,
        "gin {hand:?}"
    );
    assert_eq!(
        lays::is_rumino(hand, rules),
        is_rumino_reference(hand, ace_high),
        "{hand:?}"
    );
    if hand.len() == 8 {
        check_discards(hand, rules, &table);
    }
}

fn check_discards(hand: &[Card], rules: LayRules, table: &[u16]) {
    let gins: Vec<usize> = (0..8).filter(|&i| table[0xff ^ (1 << i)] == 0).collect();
    match lays::gin_discard(hand, rules) {
        None => assert!(gins.is_empty(), "missed gin discard in {hand:?}"),
        Some(i) => {
            assert!(gins.contains(&i), "bad gin discard {i} in {hand:?}");
            assert!(
                gins.iter().all(|&g| hand[g].value() <= hand[i].value()),
                "{hand:?}"
            );
        }
    }
    let ruminos: Vec<usize> = (0..8)
        .filter(|&i| is_rumino_reference(&without(hand, i), rules.ace_high))
        .collect();
    match lays::rumino_discard(hand, rules) {
        None => assert!(ruminos.is_empty(), "missed rumino discard in {hand:?}"),
        Some(i) => assert!(ruminos.contains(&i), "bad rumino discard {i} in {hand:?}"),
    }
}

fn dealt(rng: &mut impl Rng, n: usize) -> Vec<Card> {
    sample(rng, CardId::COUNT, n)
        .iter()
        .map(|i| CardId::new(i as u8).unwrap().card())
        .collect()
}

/// `n` cards of which `jokers` are jokers, the rest drawn from the two French decks.
fn with_jokers(rng: &mut impl Rng, n: usize, jokers: usize) -> Vec<Card> {
    let mut hand: Vec<Card> = sample(rng, 104, n - jokers)
        .iter()
        .map(|i| CardId::new(i as u8).unwrap().card())
        .collect();
    hand.extend(std::iter::repeat_n(Card::JOKER, jokers));
    hand.shuffle(rng);
    hand
}

fn face(rank: u8, suit: u8) -> Card {
    Card::new(Rank::new(rank).unwrap(), Suit::from_index(suit).unwrap())
}

/// A random run of `len` cards (ace high sometimes) or `len` of a kind, some cards made jokers.
fn random_shape(rng: &mut impl Rng, len: u8) -> Vec<Card> {
    let suit = rng.gen_range(0..4);
    let mut cards: Vec<Card> = if rng.gen_bool(0.5) {
        let start = rng.gen_range(1..=15 - len);
        (start..start + len)
            .map(|r| face(if r == 14 { 1 } else { r }, suit))
            .collect()
    } else {
        let rank = rng.gen_range(1..=13);
        (0..len).map(|_| face(rank, rng.gen_range(0..4))).collect()
    };
    for c in &mut cards {
        if rng.gen_bool(0.15) {
            *c = Card::JOKER;
        }
    }
    cards
}

/// One card off gin (a 4-lay and a 3-lay) or off rumino, so the discard checks get real work.
fn near_special(rng: &mut impl Rng) -> Vec<Card> {
    let mut hand = if rng.gen_bool(0.5) {
        let mut h = random_shape(rng, 4);
        h.extend(random_shape(rng, 3));
        h
    } else {
        random_shape(rng, 7)
    };
    hand.extend(dealt(rng, 1));
    hand.shuffle(rng);
    hand
}

#[test]
fn fast_solver_agrees_with_the_reference_on_dealt_7_card_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0007);
    for i in 0..100_000 {
        check(&dealt(&mut rng, 7), i % 2 == 1);
    }
}

#[test]
fn fast_solver_agrees_with_the_reference_on_dealt_8_card_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0008);
    for i in 0..100_000 {
        check(&dealt(&mut rng, 8), i % 2 == 1);
    }
}

#[test]
fn fast_solver_agrees_with_the_reference_on_joker_heavy_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0002);
    for i in 0..40_000 {
        let hand = with_jokers(&mut rng, 7 + i % 2, (i / 2) % 5);
        check(&hand, (i / 10) % 2 == 1);
    }
}

/// Three and four jokers (R5): where the solver leans on its lower bound and on bounded gin checks
/// (R15) most, so they get their own seeded hands on top of the 0–4 mix above.
#[test]
fn fast_solver_agrees_with_the_reference_on_three_and_four_jokers() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0034);
    for i in 0..30_000 {
        let hand = with_jokers(&mut rng, 7 + i % 2, 3 + (i / 2) % 2);
        check(&hand, (i / 4) % 2 == 1);
    }
}

#[test]
fn fast_solver_agrees_with_the_reference_near_gin_and_rumino() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0003);
    for i in 0..30_000 {
        let hand = near_special(&mut rng);
        check(&hand, i % 2 == 1);
        check(&hand[1..], i % 2 == 0);
    }
}

#[test]
fn fast_solver_agrees_with_the_reference_on_other_sizes() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0004);
    for i in 0..6_000 {
        let n = i % 11;
        let jokers = rng.gen_range(0..=n.min(4));
        let hand = with_jokers(&mut rng, n, jokers);
        check(&hand, i % 3 == 0);
    }
}

#[test]
fn fast_solver_agrees_with_the_reference_beyond_the_pack() {
    // Faces drawn with replacement from a few ranks and suits, so three or more copies turn up.
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_0005);
    for i in 0..20_000 {
        let n = 3 + i % 7;
        let hand: Vec<Card> = (0..n)
            .map(|_| match rng.gen_range(0..10) {
                0 => Card::JOKER,
                _ => face(rng.gen_range(5..=8), rng.gen_range(0..2)),
            })
            .collect();
        check(&hand, i % 2 == 0);
    }
}
