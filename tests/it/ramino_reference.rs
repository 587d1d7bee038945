//! The Ramino classifier against a brute-force reference written straight from the rules text.
//!
//! The reference is meant to be trusted by reading: a combination is 3 or 4 cards of one rank, or
//! 3 or more of one suit at consecutive places of the run order (T2, T6, T22); a dieci is every
//! way of splitting the ten cards into combinations (T9), tried over subsets of the hand as
//! bitmasks; a ramino is some seven of the hand in a run with a three beside it (T8); a sette some
//! four and three that are both combinations (T11); the main suit is found by counting (T13).
//! The fast classifier must agree on seeded random hands, as dealt and built to be at most two
//! cards off a winning hand, 100,000 per game length (the short game split between the packs),
//! on German ten-card hands (no long game, T22), and on which card a claimant drops (T18).

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::cards::{Card, Rank, Suit};
use rumino::games::ramino::classify::{best_completion, spot, Holding};
use rumino::games::ramino::{classify, Declaration, PackKind};

/// French rank numbers in run order (T2, T22), lowest first.
fn order(pack: PackKind) -> &'static [u8] {
    match pack {
        PackKind::Italian => &[1, 2, 3, 4, 5, 6, 7, 11, 12, 13],
        PackKind::German => &[6, 7, 8, 9, 10, 11, 12, 13, 1],
    }
}

/// T4: ♠ > ♣ > ♦ > ♥.
fn suit_rank(s: Suit) -> u8 {
    match s {
        Suit::Spades => 3,
        Suit::Clubs => 2,
        Suit::Diamonds => 1,
        Suit::Hearts => 0,
    }
}

fn place(c: Card, pack: PackKind) -> usize {
    let r = c.rank().unwrap().number();
    order(pack).iter().position(|&x| x == r).unwrap()
}

/// A hand's cards as run places, suits and ranks, indexed as in the hand; sets of cards are
/// bitmasks of those indices.
struct Cards {
    place: Vec<usize>,
    suit: Vec<Suit>,
    rank: Vec<u8>,
}

impl Cards {
    fn new(hand: &[Card], pack: PackKind) -> Cards {
        Cards {
            place: hand.iter().map(|&c| place(c, pack)).collect(),
            suit: hand.iter().map(|c| c.suit().unwrap()).collect(),
            rank: hand.iter().map(|c| c.rank().unwrap().number()).collect(),
        }
    }

    fn members(&self, mask: u32) -> impl Iterator<Item = usize> {
        (0..32).filter(move |i| mask >> i & 1 == 1)
    }

    fn one_suit(&self, mask: u32) -> bool {
        let first = self.members(mask).next().map(|i| self.suit[i]);
        self.members(mask).all(|i| Some(self.suit[i]) == first)
    }

    fn one_rank(&self, mask: u32) -> bool {
        let first = self.members(mask).next().map(|i| self.rank[i]);
        self.members(mask).all(|i| Some(self.rank[i]) == first)
    }

    /// Distinct places, consecutive in run order: the places held, shifted down to the lowest,
    /// are 1, 2, … bits in a row.
    fn in_a_row(&self, mask: u32) -> bool {
        let places = self.members(mask).fold(0u32, |p, i| p | 1 << self.place[i]);
        let count = mask.count_ones();
        places.count_ones() == count && places >> places.trailing_zeros() == (1 << count) - 1
    }

    /// T6: 3 or 4 of one rank, or 3 or more of one suit in a row.
    fn is_combination(&self, mask: u32) -> bool {
        let len = mask.count_ones();
        (matches!(len, 3 | 4) && self.one_rank(mask))
            || (len >= 3 && self.one_suit(mask) && self.in_a_row(mask))
    }

    /// T8's three: one suit, or three consecutive ranks in any suits.
    fn is_three(&self, mask: u32) -> bool {
        mask.count_ones() == 3 && (self.one_suit(mask) || self.in_a_row(mask))
    }

    /// Every combination among the cards (T6): subsets of 3 or 4 of a rank, and stretches of 3
    /// or more of a suit's cards in a row.
    fn combinations(&self) -> Vec<u32> {
        let n = self.place.len();
        let mut found = Vec::new();
        for i in 0..n {
            // Sets whose lowest index is i.
            let same: Vec<usize> = (i + 1..n)
                .filter(|&j| self.rank[j] == self.rank[i])
                .collect();
            for pick in 1u32..1 << same.len() {
                if matches!(pick.count_ones(), 2 | 3) {
                    let others = (0..same.len()).filter(|b| pick >> b & 1 == 1);
                    found.push(others.fold(1 << i, |m, b| m | 1 << same[b]));
                }
            }
            // Runs starting at card i, upwards.
            let mut run = 1u32 << i;
            let mut top = self.place[i];
            while let Some(j) =
                (0..n).find(|&j| self.suit[j] == self.suit[i] && self.place[j] == top + 1)
            {
                run |= 1 << j;
                top += 1;
                if run.count_ones() >= 3 {
                    found.push(run);
                }
            }
        }
        found
    }

    /// T9: whether the cards of `mask` split into combinations. Its lowest card is in one.
    fn splits(&self, mask: u32, combos: &[u32], memo: &mut [Option<bool>]) -> bool {
        if mask == 0 {
            return true;
        }
        if let Some(known) = memo[mask as usize] {
            return known;
        }
        let low = mask & mask.wrapping_neg();
        let can = combos
            .iter()
            .any(|&c| c & low != 0 && c & !mask == 0 && self.splits(mask ^ c, combos, memo));
        memo[mask as usize] = Some(can);
        can
    }
}

/// T13: (count, top card) of the main suit: most cards, then the higher top card, then T4.
fn main_suit(hand: &[Card], pack: PackKind) -> (u8, Card) {
    let mut best: Option<(usize, usize, u8, Card)> = None;
    for s in Suit::ALL {
        let of: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| c.suit() == Some(s))
            .collect();
        let Some(&top) = of.iter().max_by_key(|&&c| place(c, pack)) else {
            continue;
        };
        let key = (of.len(), place(top, pack), suit_rank(s), top);
        if best.is_none_or(|b| (key.0, key.1, key.2) > (b.0, b.1, b.2)) {
            best = Some(key);
        }
    }
    let (count, _, _, top) = best.unwrap();
    (count as u8, top)
}

/// The best declaration, straight from T7–T12.
fn reference(hand: &[Card], pack: PackKind) -> Option<Declaration> {
    let cards = Cards::new(hand, pack);
    let full = (1u32 << hand.len()) - 1;
    let suit = |mask: u32| cards.suit[mask.trailing_zeros() as usize];
    let is_run = |mask: u32| cards.one_suit(mask) && cards.in_a_row(mask);
    let splits = || {
        let mut memo = vec![None; 1 << hand.len()];
        cards.splits(full, &cards.combinations(), &mut memo)
    };
    // T5, T22: ten cards are the long game, which only the Italian pack plays.
    if hand.len() == 10 && pack == PackKind::Italian {
        if cards.one_suit(full) {
            return Some(Declaration::GranRamino { suit: suit(full) });
        }
        for seven in (1..=full).filter(|m| m.count_ones() == 7) {
            if is_run(seven) && cards.is_three(full ^ seven) {
                return Some(Declaration::Ramino { suit: suit(seven) });
            }
        }
        if splits() {
            let (count, top) = main_suit(hand, pack);
            return Some(Declaration::Dieci { count, top });
        }
    } else if hand.len() == 7 {
        if is_run(full) {
            return Some(Declaration::ShortRamino { suit: suit(full) });
        }
        for four in (1..=full).filter(|m| m.count_ones() == 4) {
            if cards.is_combination(four) && cards.is_combination(full ^ four) {
                let (count, top) = main_suit(hand, pack);
                return Some(Declaration::Sette { count, top });
            }
        }
    }
    None
}

/// T12, T13 as a tuple, higher wins.
fn reference_key(d: Option<Declaration>, pack: PackKind) -> (u8, u8, usize, u8) {
    match d {
        None => (0, 0, 0, 0),
        Some(Declaration::Sette { count, top } | Declaration::Dieci { count, top }) => {
            (1, count, place(top, pack), suit_rank(top.suit().unwrap()))
        }
        Some(Declaration::Ramino { suit } | Declaration::ShortRamino { suit }) => {
            (2, suit_rank(suit), 0, 0)
        }
        Some(Declaration::GranRamino { suit }) => (3, suit_rank(suit), 0, 0),
    }
}

fn card(pack: PackKind, place: usize, suit: Suit) -> Card {
    Card::new(Rank::new(order(pack)[place]).unwrap(), suit)
}

/// A random run or set of `len` cards not in `used`, if one is found.
fn combination(rng: &mut ChaCha8Rng, pack: PackKind, len: usize, used: &[Card]) -> Vec<Card> {
    let places = order(pack).len();
    if len > places {
        return Vec::new();
    }
    for _ in 0..20 {
        let cards: Vec<Card> = if len <= 4 && rng.gen_bool(0.5) {
            let p = rng.gen_range(0..places);
            let mut suits = Suit::ALL.to_vec();
            suits.shuffle(rng);
            suits[..len].iter().map(|&s| card(pack, p, s)).collect()
        } else {
            let s = *Suit::ALL.choose(rng).unwrap();
            let start = rng.gen_range(0..=places - len);
            (start..start + len).map(|p| card(pack, p, s)).collect()
        };
        if cards.iter().all(|c| !used.contains(c)) {
            return cards;
        }
    }
    Vec::new()
}

/// A hand of `n` cards: as dealt, or a winning shape with up to two cards replaced.
fn hand(rng: &mut ChaCha8Rng, pack: PackKind, n: usize) -> Vec<Card> {
    let all: Vec<Card> = pack.pack().ids().map(|id| id.card()).collect();
    let mut cards: Vec<Card> = Vec::new();
    if rng.gen_bool(0.7) {
        let shapes: &[&[usize]] = if n == 10 {
            &[
                &[10],
                &[7, 3],
                &[3, 3, 4],
                &[4, 6],
                &[5, 5],
                &[3, 7],
                &[4, 3, 3],
            ]
        } else {
            &[&[7], &[4, 3], &[3, 4]]
        };
        for &len in *shapes.choose(rng).unwrap() {
            let more = combination(rng, pack, len, &cards);
            cards.extend(more);
        }
        if n == 10 && rng.gen_bool(0.3) {
            // A seven and any three (T8), often of one suit.
            cards = combination(rng, pack, 7, &[]);
            let suit = *Suit::ALL.choose(rng).unwrap();
            let mut rest: Vec<Card> = all
                .iter()
                .copied()
                .filter(|c| !cards.contains(c) && (rng.gen_bool(0.3) || c.suit() == Some(suit)))
                .collect();
            rest.shuffle(rng);
            cards.extend(rest.into_iter().take(3));
        }
        cards.truncate(n);
        cards.shuffle(rng);
        cards.truncate(n - rng.gen_range(0..=2));
    }
    let mut rest: Vec<Card> = all.into_iter().filter(|c| !cards.contains(c)).collect();
    rest.shuffle(rng);
    cards.extend(rest.into_iter().take(n - cards.len()));
    cards.shuffle(rng);
    cards
}

fn agree(rng: &mut ChaCha8Rng, pack: PackKind, n: usize, count: usize) -> [usize; 6] {
    let mut seen = [0usize; 6];
    for _ in 0..count {
        let h = hand(rng, pack, n);
        let expected = reference(&h, pack);
        assert_eq!(classify(&h, pack), expected, "{h:?}");
        let i = match expected {
            None => 0,
            Some(Declaration::GranRamino { .. }) => 1,
            Some(Declaration::Ramino { .. }) => 2,
            Some(Declaration::Dieci { .. }) => 3,
            Some(Declaration::ShortRamino { .. }) => 4,
            Some(Declaration::Sette { .. }) => 5,
        };
        seen[i] += 1;
    }
    seen
}

#[test]
fn long_game_hands_agree_with_the_reference() {
    let mut rng = ChaCha8Rng::seed_from_u64(10);
    let seen = agree(&mut rng, PackKind::Italian, 10, 100_000);
    eprintln!("none, gran ramino, ramino, dieci: {:?}", &seen[..4]);
    assert!(
        seen[1] > 100 && seen[2] > 1000 && seen[3] > 1000,
        "{seen:?}"
    );
}

#[test]
fn short_game_hands_of_both_packs_agree_with_the_reference() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let italian = agree(&mut rng, PackKind::Italian, 7, 50_000);
    let german = agree(&mut rng, PackKind::German, 7, 50_000);
    eprintln!("none, ramino, sette: {italian:?} {german:?}");
    for seen in [italian, german] {
        assert!(seen[4] > 1000 && seen[5] > 1000, "{seen:?}");
    }
}

#[test]
fn german_ten_card_hands_agree_with_the_reference_none() {
    // Long-game shapes of German cards (a seven and a three, ten in combinations) declare nothing.
    let mut rng = ChaCha8Rng::seed_from_u64(22);
    let seen = agree(&mut rng, PackKind::German, 10, 5_000);
    assert_eq!(seen[0], 5_000, "{seen:?}");
}

#[test]
fn claims_drop_the_card_the_reference_picks() {
    // T18: the drop giving the highest hand; ties the lowest value, then the lower suit.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut claims = 0;
    for i in 0..3_000 {
        let (pack, n) = match i % 3 {
            0 => (PackKind::Italian, 10),
            1 => (PackKind::Italian, 7),
            _ => (PackKind::German, 7),
        };
        let mut h = hand(&mut rng, pack, n + 1);
        let claimed = h.pop().unwrap();
        let mut best: Option<(Card, (u8, u8, usize, u8))> = None;
        for &drop in &h {
            let mut kept: Vec<Card> = h.iter().copied().filter(|&c| c != drop).collect();
            kept.push(claimed);
            let key = reference_key(reference(&kept, pack), pack);
            let better = best.is_none_or(|(b, bk)| {
                let tie = (place(drop, pack), suit_rank(drop.suit().unwrap()))
                    < (place(b, pack), suit_rank(b.suit().unwrap()));
                key > bk || (key == bk && tie)
            });
            if key.0 > 0 && better {
                best = Some((drop, key));
            }
        }
        let holding = Holding::from_cards(&h, pack).unwrap();
        let fast = best_completion(holding, spot(claimed, pack).unwrap(), pack);
        assert_eq!(
            fast.map(|(s, _)| s),
            best.map(|(c, _)| spot(c, pack).unwrap()),
            "{h:?} + {claimed}"
        );
        claims += usize::from(best.is_some());
    }
    assert!(claims > 500, "only {claims} claims");
}
