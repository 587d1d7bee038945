//! Bit-lane views of a hand: the representation the solver searches over.
//!
//! A natural card is bit `suit * 16 + rank` of a `u64` (rank 1..=13, so bits 0, 14 and 15 of each
//! 16-bit lane stay clear and shifts by up to two never leak into a neighbouring suit). The pack has
//! two copies of each face (R1), so a hand is two masks: [`Pair::once`] (faces held at least once) and
//! [`Pair::twice`] (faces held twice); jokers are just a count. Inputs with three or more copies of a
//! face cannot come from the pack, but the API accepts any slice, so [`Multi`] holds plain counts and
//! runs the same search, more slowly.

use crate::cards::Card;

/// Deadwood value (R2) by rank position in a lane; positions 0, 14, 15 hold no card.
pub(super) const VALUE: [u32; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 0, 0];
/// Bit 1 (the ace) of each lane.
const LANE_ACES: u64 = 0x0002_0002_0002_0002;
/// Multiplying a 16-bit rank mask by this copies it into all four lanes.
const SPREAD: u64 = 0x0001_0001_0001_0001;

/// The bit of a natural card, `None` for the joker.
#[inline]
pub(super) fn bit_of(card: Card) -> Option<u32> {
    let i = u32::from(card.index());
    (i < 52).then(|| i / 13 * 16 + i % 13 + 1)
}

/// The card at `bit` (inverse of [`bit_of`]); `bit` must be a rank position 1..=13 of a lane.
pub(super) fn card_at(bit: u32) -> Card {
    let index = (bit / 16) * 13 + (bit % 16) - 1;
    Card::from_index(u8::try_from(index).unwrap_or(52)).unwrap_or(Card::JOKER)
}

/// What the search needs from a multiset of natural cards.
pub(super) trait Naturals: Copy {
    /// Faces held at least once.
    fn present(&self) -> u64;
    /// Copies held of the face at `bit`.
    fn count(&self, bit: u32) -> u32;
    /// Removes one copy of each face in `mask` (all must be present).
    fn take_each(&mut self, mask: u64);
    /// Removes `n` copies of the face at `bit` (at most [`Naturals::count`]).
    fn take_n(&mut self, bit: u32, n: u32);
    /// Removes every copy of the face at `bit`.
    fn take_all(&mut self, bit: u32);
    /// A lower bound on the deadwood of these naturals with `jokers` wild; 0 is always correct.
    fn bound(&self, _jokers: u32, _ace_high: bool) -> u32 {
        0
    }
}

/// A hand of naturals with at most two copies of a face: the fast representation.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Pair {
    pub once: u64,
    pub twice: u64,
}

impl Naturals for Pair {
    #[inline(always)]
    fn present(&self) -> u64 {
        self.once
    }
    #[inline(always)]
    fn count(&self, bit: u32) -> u32 {
        ((self.once >> bit) & 1) as u32 + ((self.twice >> bit) & 1) as u32
    }
    #[inline(always)]
    fn take_each(&mut self, mask: u64) {
        self.once &= !(mask & !self.twice);
        self.twice &= !mask;
    }
    #[inline(always)]
    fn take_n(&mut self, bit: u32, n: u32) {
        if n >= 2 {
            self.take_all(bit);
        } else if n == 1 {
            self.take_each(1 << bit);
        }
    }
    #[inline(always)]
    fn take_all(&mut self, bit: u32) {
        self.once &= !(1 << bit);
        self.twice &= !(1 << bit);
    }
    /// Deadwood that `jokers` cannot avoid: a natural with no possible partner (no twin, no other
    /// card of its rank, no card of its suit within three ranks, R4) is in a lay only as itself and
    /// two jokers (R5), and lays are disjoint, so at most `jokers / 2` such cards leave deadwood;
    /// the rest, cheapest first, cost at least their value. This is what cuts joker-heavy hands
    /// short: with 2–4 jokers nothing is stripped before the search, and without a bound the
    /// search walks every way to spend the jokers even after it has found the best.
    ///
    /// Kept to a few word operations, since it runs at every node: partners of the same rank come
    /// from rotating the lanes onto each other, and only the one or two dearest lone cards (what 2–5
    /// jokers can save) are tracked; more jokers than that give the trivial bound.
    #[inline(always)]
    fn bound(&self, jokers: u32, ace_high: bool) -> u32 {
        let p = self.once;
        let m = if ace_high {
            p | ((p & LANE_ACES) << 13)
        } else {
            p
        };
        // Shifts and rotations may leak between lanes; a leak only adds partners (a weaker bound).
        let near = m & ((m >> 1) | (m << 1) | (m >> 2) | (m << 2) | (m >> 3) | (m << 3));
        let near = near | ((near >> 13) & LANE_ACES);
        let same_rank = p.rotate_left(16) | p.rotate_left(32) | p.rotate_left(48);
        let lone = p & !(near | same_rank | self.twice);
        let covered = jokers / 2;
        if lone.count_ones() <= covered || covered > 2 {
            return 0;
        }
        let (mut sum, mut top, mut second) = (0, 0, 0);
        let mut rest = lone;
        while rest != 0 {
            let v = VALUE[(rest.trailing_zeros() & 15) as usize];
            sum += v;
            if v > top {
                second = top;
                top = v;
            } else if v > second {
                second = v;
            }
            rest &= rest - 1;
        }
        match covered {
            0 => sum,
            1 => sum - top,
            _ => sum - top - second,
        }
    }
}

impl Pair {
    /// Splits `hand` into naturals and a joker count; `None` if some face is held three times or more.
    #[inline]
    pub(super) fn read(hand: &[Card]) -> Option<(Pair, u32, u32)> {
        let mut p = Pair::default();
        let (mut jokers, mut total) = (0u32, 0u32);
        for &card in hand {
            match bit_of(card) {
                None => jokers = jokers.saturating_add(1),
                Some(b) => {
                    let m = 1u64 << b;
                    if p.twice & m != 0 {
                        return None;
                    }
                    p.twice |= p.once & m;
                    p.once |= m;
                    total += VALUE[(b & 15) as usize];
                }
            }
        }
        Some((p, jokers, total))
    }

    /// Removes the naturals that fit no lay of the whole hand, returning their total value.
    ///
    /// Such cards are deadwood in every arrangement, so this is exact. With 2+ jokers every natural
    /// fits a lay (itself and two jokers, R5), so nothing is stripped. With one joker a natural needs
    /// another of its rank, or a card of its suit within two ranks; with none, two more of its rank
    /// or a three-card run through it (R4). With `ace_high` the ace is mirrored above the king.
    #[inline]
    pub(super) fn strip(&mut self, jokers: u32, ace_high: bool) -> u32 {
        if jokers >= 2 || self.once == 0 {
            return 0;
        }
        let p = self.once;
        let m = if ace_high {
            p | ((p & LANE_ACES) << 13)
        } else {
            p
        };
        let (two_of_rank, three_of_rank) = self.rank_counts();
        let (runs, sets) = if jokers == 0 {
            let starts = m & (m >> 1) & (m >> 2);
            (starts | (starts << 1) | (starts << 2), three_of_rank)
        } else {
            (m & ((m >> 1) | (m << 1) | (m >> 2) | (m << 2)), two_of_rank)
        };
        let fits = runs | ((runs >> 13) & LANE_ACES) | (u64::from(sets) * SPREAD);
        let loose = p & !fits;
        if loose == 0 {
            return 0;
        }
        let cost = mask_value(loose) + mask_value(loose & self.twice);
        self.once &= !loose;
        self.twice &= !loose;
        cost
    }

    /// Rank masks (bit = rank position) of ranks held at least twice and at least three times.
    #[inline(always)]
    fn rank_counts(&self) -> (u16, u16) {
        let (mut c1, mut c2, mut c3) = (0u16, 0u16, 0u16);
        for m in [self.once, self.twice] {
            for s in 0..4 {
                let lane = (m >> (16 * s)) as u16;
                c3 |= c2 & lane;
                c2 |= c1 & lane;
                c1 |= lane;
            }
        }
        (c2, c3)
    }
}

/// Total deadwood value of the faces in `mask`, one copy each.
#[inline]
pub(super) fn mask_value(mut mask: u64) -> u32 {
    let mut sum = 0;
    while mask != 0 {
        sum += VALUE[(mask.trailing_zeros() & 15) as usize];
        mask &= mask - 1;
    }
    sum
}

/// Naturals with any number of copies per face: the general (slower) representation.
#[derive(Copy, Clone, Debug)]
pub(super) struct Multi {
    present: u64,
    counts: [u32; 64],
}

impl Multi {
    /// Splits `hand` into naturals, a joker count and the total value of the naturals.
    pub(super) fn read(hand: &[Card]) -> (Multi, u32, u32) {
        let mut h = Multi {
            present: 0,
            counts: [0; 64],
        };
        let (mut jokers, mut total) = (0u32, 0u32);
        for &card in hand {
            match bit_of(card) {
                None => jokers = jokers.saturating_add(1),
                Some(b) => {
                    h.present |= 1 << b;
                    h.counts[b as usize] = h.counts[b as usize].saturating_add(1);
                    total = total.saturating_add(VALUE[(b & 15) as usize]);
                }
            }
        }
        (h, jokers, total)
    }
}

impl Naturals for Multi {
    fn present(&self) -> u64 {
        self.present
    }
    fn count(&self, bit: u32) -> u32 {
        self.counts[bit as usize]
    }
    fn take_each(&mut self, mut mask: u64) {
        while mask != 0 {
            let b = mask.trailing_zeros();
            self.take_n(b, 1);
            mask &= mask - 1;
        }
    }
    fn take_n(&mut self, bit: u32, n: u32) {
        let c = &mut self.counts[bit as usize];
        *c = c.saturating_sub(n);
        if *c == 0 {
            self.present &= !(1 << bit);
        }
    }
    fn take_all(&mut self, bit: u32) {
        self.counts[bit as usize] = 0;
        self.present &= !(1 << bit);
    }
}
