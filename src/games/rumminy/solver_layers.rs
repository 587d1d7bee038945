//! The solver's dynamic programme over numbers. Layer `v` decides every tile of number `v + 1`,
//! one colour at a time: each run open in that colour is closed (if it has 3 tiles or more),
//! extended by a natural tile or by a joker (if it holds none), new runs start, and the tiles
//! left go to this number's groups; once all four colours are done, jokers may join the groups,
//! which must split into valid groups (N5, N6): one to three, since two tiles of each colour and
//! a joker make three groups of three. After number 9 every run must be closed. A joker stands
//! for the number of the layer it is placed in.
//!
//! An opening (N11) must also reach some points: the points still needed are part of the state,
//! and a state that cannot reach them (`Search::can_open`) is cut.
//!
//! The state and its steps (`solver_node.rs`), what a layer may do (`solver_moves.rs`) and the
//! walk that lays out the answer (`solver_walk.rs`) are their own modules; this one holds the
//! memoised search and the bounds it prunes with.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::bound::ColourBound;
use super::moves::{advance, choices, code_len, group_count, Choice};
use super::node::{Input, Node, Step};

/// An infeasible state's value, and the floor of a search that wants the exact optimum.
pub(super) const NEG: i32 = i32::MIN / 2;

/// A multiplicative hasher for the memo's `u128` keys.
#[derive(Default)]
pub(super) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(23) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
}

/// What the memo knows of a state's best value.
#[derive(Copy, Clone, Debug)]
pub(super) enum Known {
    Exact(i32),
    /// Searched against a floor it could not beat: the value is at most this.
    AtMost(i32),
}

/// The most the colours gain together when `jokers` jokers are shared out among their runs:
/// `by_colour[c][j]` is colour `c`'s best alone with `j` jokers (or [`NEG`]), and each joker
/// goes to one colour at most. [`NEG`] when no sharing lets every colour close its runs.
fn share_jokers(by_colour: &[[i32; 3]; 4], jokers: u8) -> i32 {
    let jokers = usize::from(jokers);
    let mut best = NEG;
    for j0 in 0..=jokers {
        for j1 in 0..=jokers - j0 {
            for j2 in 0..=jokers - j0 - j1 {
                for j3 in 0..=jokers - j0 - j1 - j2 {
                    let parts = [
                        by_colour[0][j0],
                        by_colour[1][j1],
                        by_colour[2][j2],
                        by_colour[3][j3],
                    ];
                    if parts.iter().all(|&p| p >= 0) {
                        best = best.max(parts.iter().sum());
                    }
                }
            }
        }
    }
    best
}

/// The most the jokers still to decide at `node` can gain: those of the hand, placed.
fn joker_bound(node: &Node) -> i32 {
    i32::from(node.jo) * gain(0, true)
}

/// What a hand tile placed at layer `v` is worth: one tile, then its penalty (N17; a joker's is
/// 30 wherever it stands).
fn gain(v: u8, joker: bool) -> i32 {
    1024 + if joker { 30 } else { i32::from(v) + 1 }
}

pub(super) struct Search {
    pub input: Input,
    pub memo: HashMap<u128, Known, BuildHasherDefault<FastHasher>>,
    /// Each colour's best alone, for [`Search::bound`].
    colours: ColourBound,
    /// Each colour's most points alone, for [`Search::can_open`]; only when points are needed.
    points: Option<ColourBound>,
    /// States expanded so far (each one memo entry), and the most this search may expand.
    pub nodes: u32,
    budget: u32,
    /// Whether a state was left unexpanded for want of budget. Its value then counts as
    /// infeasible, so every value above it is the best found so far (still reachable, since it
    /// was found), no longer the exact optimum.
    pub exhausted: bool,
}

impl Search {
    /// A search of `input` that expands at most `budget` states.
    pub(super) fn new(input: Input, jokers: u8, budget: u32) -> Search {
        let tiles: [i32; 9] = std::array::from_fn(|v| gain(v as u8, false));
        let numbers: [i32; 9] = std::array::from_fn(|v| v as i32 + 1);
        Search {
            colours: ColourBound::new(input.m, input.o, jokers, tiles, false),
            points: (input.points > 0)
                .then(|| ColourBound::new(input.m, input.o, jokers, numbers, true)),
            input,
            memo: HashMap::default(),
            nodes: 0,
            budget,
            exhausted: false,
        }
    }

    /// An upper bound on [`Search::best`] from `node`, or [`NEG`] when it is infeasible: each
    /// colour's best alone (`solver_bound.rs`), and every joker that could gain doing so at its
    /// best. Steps that cannot beat the value found so far even with this bound are skipped, and
    /// a node stops once its value reaches it: both are exact, since nothing skipped could have
    /// given more.
    fn bound(&mut self, node: &Node) -> i32 {
        let jokers = node.jm + node.jo;
        let mut by_colour = [[NEG; 3]; 4];
        for (c, best) in by_colour.iter_mut().enumerate() {
            for j in 0..=jokers {
                best[usize::from(j)] = self.colours.best(c, node.layer_of(c), node.runs[c], j);
            }
        }
        let runs = share_jokers(&by_colour, jokers);
        if runs < 0 || !self.can_open(node) {
            return NEG;
        }
        runs + joker_bound(node)
    }

    /// Whether `node` may still reach the points it needs (N11): each colour's most points alone
    /// (`solver_bound.rs`, with the jokers shared out among the colours' runs), and every joker
    /// left standing for a 9, bound what is still to come.
    fn can_open(&mut self, node: &Node) -> bool {
        let Some(points) = self.points.as_mut().filter(|_| node.need > 0) else {
            return true;
        };
        let jokers = node.jm + node.jo;
        let mut by_colour = [[NEG; 3]; 4];
        for (c, best) in by_colour.iter_mut().enumerate() {
            for j in 0..=jokers {
                best[usize::from(j)] = points.best(c, node.layer_of(c), node.runs[c], j);
            }
        }
        let most = share_jokers(&by_colour, jokers);
        most >= 0 && most + 9 * i32::from(jokers) >= i32::from(node.need)
    }

    /// The steps from `node` that may lead somewhere, each with its bound, most promising first.
    ///
    /// A colour's step changes only that colour's runs and maybe the jokers left, so the other
    /// colours' part of each bound is looked up once per node, not once per step.
    pub(super) fn ranked_steps(&mut self, node: &Node) -> Vec<(Step, Node, i32, i32)> {
        let mut ranked = self.steps(node);
        if node.c < 4 {
            let c = usize::from(node.c);
            let mut by_colour = [[NEG; 3]; 4];
            for other in (0..4).filter(|&x| x != c) {
                for j in 0..=node.jm + node.jo {
                    by_colour[other][usize::from(j)] =
                        self.colours
                            .best(other, node.layer_of(other), node.runs[other], j);
                }
            }
            for step in &mut ranked {
                let next = step.1;
                let jokers = next.jm + next.jo;
                for j in 0..=jokers {
                    by_colour[c][usize::from(j)] =
                        self.colours.best(c, next.layer_of(c), next.runs[c], j);
                }
                let runs = share_jokers(&by_colour, jokers);
                step.3 = if runs < 0 || !self.can_open(&next) {
                    NEG
                } else {
                    runs + joker_bound(&next)
                };
            }
        } else {
            for step in &mut ranked {
                step.3 = self.bound(&step.1);
            }
        }
        ranked.retain(|s| s.3 >= 0);
        ranked.sort_by_key(|s| std::cmp::Reverse(s.2 + s.3));
        ranked
    }

    /// Every step from `node`, with the node it leads to, what it gains, and 0 for its bound.
    fn steps(&self, node: &Node) -> Vec<(Step, Node, i32, i32)> {
        let mut out = Vec::new();
        if node.c == 4 {
            for j in 0..=node.jm + node.jo {
                if group_count(2 * node.d + node.s, j, node.d > 0).is_none() {
                    continue;
                }
                let mut next = Node {
                    v: node.v + 1,
                    c: 0,
                    d: 0,
                    s: 0,
                    ..*node
                };
                let from_hand = next.take_jokers(j);
                next.score(j, node.v + 1);
                let gain = i32::from(from_hand) * gain(node.v, true);
                out.push((
                    Step::Groups {
                        jokers: j,
                        from_hand,
                    },
                    next,
                    gain,
                    0,
                ));
            }
            return out;
        }
        let (c, v) = (usize::from(node.c), usize::from(node.v));
        let (m, o) = (self.input.m[c][v], self.input.o[c][v]);
        choices(node.runs[c], node.jm + node.jo, v, m, o, |choice| {
            let (step, next, gain) = self.colour_step(node, choice);
            if self.can_complete(&next, c) {
                out.push((step, next, gain, 0));
            }
        });
        out
    }

    fn colour_step(&self, node: &Node, choice: Choice) -> (Step, Node, i32) {
        let (c, v) = (usize::from(node.c), usize::from(node.v));
        let Choice {
            fates,
            new_nat,
            new_joker,
            to_groups,
        } = choice;
        let (runs, ext_nat, jokers) = advance(node.runs[c], choice);
        let mut next = *node;
        next.runs[c] = runs;
        next.c += 1;
        match to_groups {
            2 => next.d += 1,
            1 => next.s += 1,
            _ => {}
        }
        let used = ext_nat + new_nat + to_groups;
        let from_hand = used - self.input.m[c][v];
        let jokers_from_hand = next.take_jokers(jokers);
        next.score(used + jokers, node.v + 1);
        let gain = i32::from(from_hand) * gain(node.v, false)
            + i32::from(jokers_from_hand) * gain(node.v, true);
        let step = Step::Colour {
            fates,
            new_nat,
            new_joker,
            to_groups,
            from_hand,
            jokers_from_hand,
        };
        (step, next, gain)
    }

    /// Whether the short runs of colour `c` in `next` (just decided) can still reach 3 tiles: the
    /// next numbers must hold enough tiles of the colour, or jokers. A cut that never loses a
    /// solution, and keeps the search small.
    fn can_complete(&self, next: &Node, c: usize) -> bool {
        let v = usize::from(next.v);
        let jokers = next.jm + next.jo;
        let runs = next.runs[c].iter().filter(|&&r| r != 0);
        let short = runs.clone().filter(|&&r| code_len(r) < 3).count() as u8;
        let single = runs.filter(|&&r| code_len(r) == 1).count() as u8;
        let avail = |n: usize| {
            if n < 9 {
                self.input.m[c][n] + self.input.o[c][n]
            } else {
                0
            }
        };
        short <= avail(v + 1) + jokers && single <= avail(v + 2) + jokers
    }

    /// The best value from `node` when it is above `floor`; otherwise a number at most `floor`
    /// (the value is no more than that), or a negative number when its tiles cannot all be
    /// placed. Once the budget has run out, the best value found so far (negative if none was).
    ///
    /// The floor is what the caller already has: a node whose every step is bounded by it needs
    /// no exact value, so whole subtrees are cut deep down, not only at the caller's own steps.
    /// The memo keeps exact values and "at most" answers apart; an "at most" answer is reused only
    /// for a floor at least as high.
    pub(super) fn best(&mut self, node: Node, floor: i32) -> i32 {
        if node.v == 9 {
            let closed = node
                .runs
                .iter()
                .flatten()
                .all(|&r| r == 0 || code_len(r) == 3);
            return if closed && node.jm == 0 && node.need == 0 {
                0
            } else {
                NEG
            };
        }
        let key = node.key();
        if let Some(&known) = self.memo.get(&key) {
            match known {
                Known::Exact(value) => return value,
                Known::AtMost(most) if most <= floor => return most,
                Known::AtMost(_) => {}
            }
        }
        if self.nodes >= self.budget {
            // Not memoised: a later visit (the walk) meets the same refusal.
            self.exhausted = true;
            return NEG;
        }
        self.nodes += 1;
        let mut value = NEG;
        let bound = self.bound(&node);
        for (_, next, gain, next_bound) in self.ranked_steps(&node) {
            let need = value.max(floor);
            if gain + next_bound <= need {
                break;
            }
            let sub = self.best(next, need - gain);
            if sub >= 0 {
                value = value.max(sub + gain);
            }
            if value >= bound {
                break;
            }
        }
        // Above the floor (or with no floor: a floor below 0 prunes nothing, every value being
        // at least 0), every step that could beat it was searched exactly: the value is exact.
        // At or below it, no step could rise above the floor.
        let known = if value > floor || floor < 0 {
            Known::Exact(value)
        } else {
            Known::AtMost(floor)
        };
        self.memo.insert(key, known);
        match known {
            Known::Exact(value) | Known::AtMost(value) => value,
        }
    }
}
