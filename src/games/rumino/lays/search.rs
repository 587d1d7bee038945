//! The exact deadwood search (R6): branch and bound on the lowest remaining natural card.
//!
//! Take the lowest natural `c` (suit-major bit order). In a best arrangement `c` is either
//! deadwood, the lowest natural of a run, or in a set of its rank with other remaining copies of that
//! rank; every lay holds at least one natural or only jokers, so branching on `c` reaches every
//! arrangement. Jokers are only counted (R5): each lay takes the fewest jokers it needs, and jokers
//! left at the end either join a 3-card lay (any 3-card lay takes a fourth joker, R4) or form
//! joker-only lays of 3 or 4; see [`loose_jokers`]. A lay with more jokers than it needs is such a
//! smaller lay plus a joker, so nothing is lost. Two copies of a face are interchangeable: if `c` is
//! deadwood its twin can be taken as deadwood too. A branch is cut when its cost plus a lower bound
//! on what is left ([`Naturals::bound`]) reaches the best; the best can start below the
//! all-deadwood value when only "is the deadwood under this bound" is asked (gin, R15), so whole
//! subtrees that could only prove a worse answer are never entered.

use super::bits::{Naturals, VALUE};

/// One lay chosen by the search, kept only when an arrangement is wanted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// One copy of each face in `mask`, one suit; `high` when the ace stands above the king.
    Run { mask: u64, jokers: u32, high: bool },
    /// `per_suit[s]` copies of rank `rank` in suit `s`.
    Set {
        rank: u32,
        per_suit: [u32; 4],
        jokers: u32,
    },
}

/// Fewest jokers left loose when `jokers` remain and `threes` 3-card lays can each take one.
#[inline]
pub(super) fn loose_jokers(jokers: u32, threes: u32) -> u32 {
    // Jokers alone: 3 and 4 make a lay, 6 or more split into 3s and 4s, 5 is a 4-lay and one loose.
    const ALONE: [u32; 6] = [0, 1, 2, 0, 0, 1];
    let fewest = jokers - jokers.min(threes);
    (fewest..=jokers.min(fewest.saturating_add(6)))
        .map(|m| ALONE.get(m as usize).copied().unwrap_or(0))
        .min()
        .unwrap_or(0)
}

/// The search state; `REC` records the best arrangement's lays (for `arrange`), the hot path doesn't.
pub(super) struct Search<const REC: bool> {
    pub best: u32,
    pub ace_high: bool,
    pub path: Vec<Step>,
    pub best_path: Vec<Step>,
    /// Jokers left and 3-card lays at the best leaf.
    pub best_end: (u32, u32),
}

impl<const REC: bool> Search<REC> {
    /// Searches `h` with `jokers`, starting from the all-deadwood bound; `cost` is already paid.
    #[inline]
    pub(super) fn run<N: Naturals>(&mut self, h: N, jokers: u32, cost: u32, naturals_value: u32) {
        self.run_below(h, jokers, cost, naturals_value, u32::MAX);
    }

    /// Like [`Search::run`], but only arrangements under `bound` are looked for: `best` ends as
    /// the deadwood if it is under `bound`, else at most `bound` (and `best_path` is then empty).
    #[inline]
    pub(super) fn run_below<N: Naturals>(
        &mut self,
        h: N,
        jokers: u32,
        cost: u32,
        naturals_value: u32,
        bound: u32,
    ) {
        self.best = cost
            .saturating_add(naturals_value)
            .saturating_add(10 * loose_jokers(jokers, 0))
            .min(bound);
        self.best_end = (jokers, 0);
        if REC {
            self.path.clear();
            self.best_path.clear();
        }
        self.node(h, jokers, 0, cost);
    }

    fn node<N: Naturals>(&mut self, h: N, jokers: u32, threes: u32, cost: u32) {
        if cost >= self.best {
            return;
        }
        let present = h.present();
        if present == 0 {
            let total = cost.saturating_add(10 * loose_jokers(jokers, threes));
            if total < self.best {
                self.best = total;
                self.best_end = (jokers, threes);
                if REC {
                    self.best_path.clone_from(&self.path);
                }
            }
            return;
        }
        if cost.saturating_add(h.bound(jokers, self.ace_high)) >= self.best {
            return;
        }
        let b = present.trailing_zeros();
        self.runs(h, b, jokers, threes, cost);
        self.sets(h, b, jokers, threes, cost);
        if jokers >= 2 {
            // `c` with two jokers: a 3-card lay of any card (R5).
            let mut rest = h;
            rest.take_each(1 << b);
            let mut per_suit = [0; 4];
            per_suit[(b / 16) as usize] = 1;
            let step = Step::Set {
                rank: b % 16,
                per_suit,
                jokers: 2,
            };
            self.lay(rest, step, jokers - 2, threes + 1, cost);
        }
        let value = VALUE[(b & 15) as usize].saturating_mul(h.count(b));
        let mut rest = h;
        rest.take_all(b);
        self.node(rest, jokers, threes, cost.saturating_add(value));
    }

    #[inline(always)]
    fn lay<N: Naturals>(&mut self, h: N, step: Step, jokers: u32, threes: u32, cost: u32) {
        if REC {
            self.path.push(step);
        }
        self.node(h, jokers, threes, cost);
        if REC {
            self.path.pop();
        }
    }

    /// Runs whose lowest natural is `c` (bit `b`): `c` plus any of the next three ranks held, gaps
    /// and ends filled by jokers (R4, R5); with `ace_high` also an ace below J, Q, K.
    #[inline(always)]
    fn runs<N: Naturals>(&mut self, h: N, b: u32, jokers: u32, threes: u32, cost: u32) {
        let rank = b & 15;
        let lane = h.present() >> (b - rank);
        // Each window is three ranks `c` may run into: held ones as bits, where they start in the
        // hand's bits, the bit of the rank that makes the run four cards long, and whether the
        // ace is high. Above `c` always; below J, Q, K for an ace when it is high.
        let above = ((lane >> (rank + 1)) & 7, b + 1, 4, false);
        // A jack below the high ace spans four ranks.
        let below_high =
            (self.ace_high && rank == 1).then(|| ((lane >> 11) & 7, b - 1 + 11, 1, true));
        for (window, shift, far, high) in std::iter::once(above).chain(below_high) {
            let mut sub = window;
            while sub != 0 {
                // Span 3 needs a 4-card lay; otherwise a 3-card lay suffices.
                let four = sub & far != 0;
                let need = if four { 3 } else { 2 } - sub.count_ones();
                if need <= jokers {
                    let mask = (1 << b) | (sub << shift);
                    let mut rest = h;
                    rest.take_each(mask);
                    let step = Step::Run {
                        mask,
                        jokers: need,
                        high,
                    };
                    self.lay(rest, step, jokers - need, threes + u32::from(!four), cost);
                }
                sub = (sub - 1) & window;
            }
        }
    }

    /// Sets of `c`'s rank: `c` and 1 to 3 more remaining copies of the rank, in any suits; with one
    /// other natural a joker completes the 3-card lay (R4, R5).
    #[inline(always)]
    fn sets<N: Naturals>(&mut self, h: N, b: u32, jokers: u32, threes: u32, cost: u32) {
        let (rank, suit) = (b % 16, (b / 16) as usize);
        let mut avail = [0u32; 4];
        let mut any = 0;
        for (s, a) in avail.iter_mut().enumerate().skip(suit) {
            let held = h.count(rank + 16 * s as u32) - u32::from(s == suit);
            *a = held.min(3);
            any += *a;
        }
        if any == 0 {
            return;
        }
        for n0 in 0..=avail[0] {
            for n1 in 0..=avail[1].min(3 - n0) {
                for n2 in 0..=avail[2].min(3 - n0 - n1) {
                    for n3 in 0..=avail[3].min(3 - n0 - n1 - n2) {
                        let others = n0 + n1 + n2 + n3;
                        let need = u32::from(others == 1);
                        if others == 0 || need > jokers {
                            continue;
                        }
                        let mut per_suit = [n0, n1, n2, n3];
                        per_suit[suit] += 1;
                        let mut rest = h;
                        for (s, &n) in per_suit.iter().enumerate() {
                            rest.take_n(rank + 16 * s as u32, n);
                        }
                        let step = Step::Set {
                            rank,
                            per_suit,
                            jokers: need,
                        };
                        self.lay(
                            rest,
                            step,
                            jokers - need,
                            threes + u32::from(others < 3),
                            cost,
                        );
                    }
                }
            }
        }
    }
}
