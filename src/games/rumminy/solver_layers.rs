//! The solver's dynamic programme over numbers. Layer `v` decides every tile of number `v + 1`,
//! one colour at a time: each run open in that colour is closed (if it has 3 tiles or more),
//! extended by a natural tile or by a joker (if it holds none), new runs start, and the tiles
//! left go to this number's groups; once all four colours are done, jokers may join the groups,
//! which must split into one or two valid groups (N5, N6). After number 9 every run must be
//! closed. A joker stands for the number of the layer it is placed in.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::super::{combo::arrange, Colour, Tile};
use super::{Objective, Placement};

const NEG: i32 = i32::MIN / 2;

/// The tiles of a position: `m` must be placed, `o` may be (by colour, then number − 1).
pub(super) struct Input {
    pub objective: Objective,
    pub m: [[u8; 9]; 4],
    pub o: [[u8; 9]; 4],
}

/// A point of the search. Open runs are codes `len + 3 * joker` (len 1–3, 3 meaning "3 or more"),
/// sorted high to low with 0 for no run. Colours below `c` are done for layer `v`; `d` and `s`
/// count the colours giving two and one tile to this layer's groups.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Node {
    v: u8,
    c: u8,
    runs: [[u8; 4]; 4],
    d: u8,
    s: u8,
    jm: u8,
    jo: u8,
}

impl Node {
    /// Before number 1, with `jm` jokers to place and `jo` that may be.
    pub(super) fn start(jm: u8, jo: u8) -> Node {
        Node {
            jm,
            jo,
            ..Node::default()
        }
    }

    fn key(&self) -> u128 {
        let mut k = u128::from(self.v) << 4 | u128::from(self.c);
        for colour in &self.runs {
            for &r in colour {
                k = k << 3 | u128::from(r);
            }
        }
        k = k << 3 | u128::from(self.d);
        k = k << 3 | u128::from(self.s);
        k << 4 | u128::from(self.jm) << 2 | u128::from(self.jo)
    }

    /// Takes `n` jokers, the playfield's first; returns how many came from the hand.
    fn take_jokers(&mut self, n: u8) -> u8 {
        let from_m = n.min(self.jm);
        self.jm -= from_m;
        self.jo -= n - from_m;
        n - from_m
    }
}

/// What one step decided.
#[derive(Clone, Debug)]
enum Step {
    /// For colour `c`: each open run's fate (0 close, 1 natural, 2 joker), runs started with a
    /// natural and with a joker, naturals to groups, and naturals taken from the hand.
    Colour {
        fates: [u8; 4],
        new_nat: u8,
        new_joker: u8,
        to_groups: u8,
        from_hand: u8,
        jokers_from_hand: u8,
    },
    /// The layer's groups take `jokers` jokers.
    Groups { jokers: u8, from_hand: u8 },
}

/// Whether `d` colours with two tiles, `s` with one and `j` jokers split into at most two valid
/// groups; the split as (singles, jokers) of the first group.
fn split(d: u8, s: u8, j: u8) -> Option<(u8, u8)> {
    if 2 * d + s + j == 0 {
        return Some((0, 0));
    }
    if d == 0 && j <= 1 && (3..=4).contains(&(s + j)) {
        return Some((s, j));
    }
    let ok = |n: u8| (3..=4).contains(&n);
    (0..=s).find_map(|s1| {
        (0..=j.min(1))
            .filter(|&j1| j - j1 <= 1)
            .find(|&j1| ok(d + s1 + j1) && ok(d + (s - s1) + (j - j1)))
            .map(|j1| (s1, j1))
    })
}

fn code_len(code: u8) -> u8 {
    (code - 1) % 3 + 1
}

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

pub(super) struct Search {
    pub input: Input,
    pub memo: HashMap<u128, i32, BuildHasherDefault<FastHasher>>,
    /// `rest[4 * v + c]`: the most the tiles of numbers `v + 1` and up can gain, from colour `c`
    /// of number `v + 1` on (jokers apart); see [`Search::bound`].
    rest: [i32; 37],
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
    pub(super) fn new(input: Input, budget: u32) -> Search {
        let mut search = Search {
            input,
            memo: HashMap::default(),
            rest: [0; 37],
            nodes: 0,
            budget,
            exhausted: false,
        };
        for at in (0..36).rev() {
            let (v, c) = (at / 4, at % 4);
            let tile = match search.input.objective {
                Objective::Tiles => i32::from(search.input.o[c][v]),
                Objective::MeldPoints => i32::from(search.input.m[c][v] + search.input.o[c][v]),
            };
            search.rest[at] = search.rest[at + 1] + tile * search.gain(v as u8, false);
        }
        search
    }

    /// An upper bound on [`Search::best`] from `node`: every tile still to decide that could gain
    /// does, and every joker that could gain does at its best. Steps that cannot beat the value
    /// found so far even with this bound are skipped, and a node stops once its value reaches it:
    /// both are exact, since nothing skipped could have given more.
    fn bound(&self, node: &Node) -> i32 {
        let at = 4 * usize::from(node.v) + usize::from(node.c.min(4));
        let jokers = match self.input.objective {
            Objective::Tiles => i32::from(node.jo) * self.gain(0, true),
            Objective::MeldPoints => i32::from(node.jm + node.jo) * self.gain(8, true),
        };
        self.rest[at.min(36)] + jokers
    }

    /// What a hand tile placed at layer `v` is worth (a joker there stands for `v + 1`).
    fn gain(&self, v: u8, joker: bool) -> i32 {
        let number = i32::from(v) + 1;
        match self.input.objective {
            Objective::Tiles if joker => 1024 + 30,
            Objective::Tiles => 1024 + number,
            Objective::MeldPoints => 64 * number + 1,
        }
    }

    /// Every step from `node`, with the node it leads to and what it gains.
    fn steps(&self, node: &Node) -> Vec<(Step, Node, i32)> {
        let mut out = Vec::new();
        if node.c == 4 {
            for j in 0..=(node.jm + node.jo).min(2) {
                if split(node.d, node.s, j).is_none() {
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
                let gain = match self.input.objective {
                    Objective::Tiles => i32::from(from_hand) * self.gain(node.v, true),
                    Objective::MeldPoints => i32::from(j) * self.gain(node.v, true),
                };
                out.push((
                    Step::Groups {
                        jokers: j,
                        from_hand,
                    },
                    next,
                    gain,
                ));
            }
            return out;
        }
        let (c, v) = (usize::from(node.c), usize::from(node.v));
        let (m, o) = (self.input.m[c][v], self.input.o[c][v]);
        let runs = node.runs[c];
        let open = runs.iter().filter(|&&r| r != 0).count();
        let jokers = node.jm + node.jo;
        for mut pick in 0..3u32.pow(open as u32) {
            let mut fates = [0u8; 4];
            let mut ok = true;
            for (i, fate) in fates.iter_mut().enumerate().take(open) {
                *fate = (pick % 3) as u8;
                pick /= 3;
                let (len, joker) = (code_len(runs[i]), runs[i] > 3);
                ok &= !(*fate == 0 && len < 3 || *fate == 2 && joker);
            }
            let ext_nat = fates[..open].iter().filter(|&&f| f == 1).count() as u8;
            let ext_joker = fates[..open].iter().filter(|&&f| f == 2).count() as u8;
            if !ok || ext_nat > 2 || ext_joker > jokers {
                continue;
            }
            let can_start = v <= 6;
            for new_nat in 0..=if can_start { 2 - ext_nat } else { 0 } {
                let in_runs = ext_nat + new_nat;
                for to_groups in 0..=2 - in_runs {
                    let used = in_runs + to_groups;
                    if used < m || used > m + o {
                        continue;
                    }
                    let starts = if can_start { jokers - ext_joker } else { 0 };
                    for new_joker in 0..=starts.min(2) {
                        let step =
                            self.colour_step(node, fates, open, new_nat, new_joker, to_groups);
                        if self.can_complete(&step.1, c) {
                            out.push(step);
                        }
                    }
                }
            }
        }
        out
    }

    fn colour_step(
        &self,
        node: &Node,
        fates: [u8; 4],
        open: usize,
        new_nat: u8,
        new_joker: u8,
        to_groups: u8,
    ) -> (Step, Node, i32) {
        let (c, v) = (usize::from(node.c), usize::from(node.v));
        let runs = node.runs[c];
        // At most 4 runs extended and 2 + 2 started: on the stack, this is the hot path.
        let mut codes = [0u8; 8];
        let mut n = 0;
        let mut ext_joker = 0;
        let mut ext_nat = 0;
        for i in 0..open {
            let (len, joker) = (code_len(runs[i]), runs[i] > 3);
            let code = match fates[i] {
                1 => {
                    ext_nat += 1;
                    (len + 1).min(3) + 3 * u8::from(joker)
                }
                2 => {
                    ext_joker += 1;
                    (len + 1).min(3) + 3
                }
                _ => continue,
            };
            codes[n] = code;
            n += 1;
        }
        for code in std::iter::repeat(1)
            .take(usize::from(new_nat))
            .chain(std::iter::repeat(4).take(usize::from(new_joker)))
        {
            codes[n] = code;
            n += 1;
        }
        codes[..n].sort_unstable_by(|a, b| b.cmp(a));
        let mut next = *node;
        next.runs[c] = [0; 4];
        for (slot, &code) in next.runs[c].iter_mut().zip(&codes[..n]) {
            *slot = code;
        }
        next.c += 1;
        match to_groups {
            2 => next.d += 1,
            1 => next.s += 1,
            _ => {}
        }
        let used = ext_nat + new_nat + to_groups;
        let from_hand = used - self.input.m[c][v];
        let jokers = ext_joker + new_joker;
        let jokers_from_hand = next.take_jokers(jokers);
        let gain = match self.input.objective {
            Objective::Tiles => {
                i32::from(from_hand) * self.gain(node.v, false)
                    + i32::from(jokers_from_hand) * self.gain(node.v, true)
            }
            Objective::MeldPoints => i32::from(used + jokers) * self.gain(node.v, false),
        };
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

    /// The best value from `node`, or a negative number when its tiles cannot all be placed —
    /// or, once the budget has run out, the best value found so far (negative if none was).
    pub(super) fn best(&mut self, node: Node) -> i32 {
        if node.v == 9 {
            let closed = node
                .runs
                .iter()
                .flatten()
                .all(|&r| r == 0 || code_len(r) == 3);
            return if closed && node.jm == 0 { 0 } else { NEG };
        }
        let key = node.key();
        if let Some(&value) = self.memo.get(&key) {
            return value;
        }
        if self.nodes >= self.budget {
            // Not memoised: a later visit (the walk) meets the same refusal.
            self.exhausted = true;
            return NEG;
        }
        self.nodes += 1;
        let mut value = NEG;
        let bound = self.bound(&node);
        let mut steps = self.steps(&node);
        steps.sort_by_key(|&(_, ref next, gain)| std::cmp::Reverse(gain + self.bound(next)));
        for (_, next, gain) in steps {
            if gain + self.bound(&next) <= value {
                break;
            }
            let sub = self.best(next);
            if sub >= 0 {
                value = value.max(sub + gain);
            }
            if value >= bound {
                break;
            }
        }
        self.memo.insert(key, value);
        value
    }

    /// Follows the best steps from `node` (which must be feasible), building the combinations.
    pub(super) fn walk(&mut self, mut node: Node) -> Placement {
        let mut open: [Vec<(u8, Vec<Tile>)>; 4] = Default::default();
        let mut groups: Vec<Tile> = Vec::new();
        let mut out = Placement {
            playfield: Vec::new(),
            placed: Vec::new(),
        };
        while node.v < 9 {
            let target = self.best(node);
            let mut steps = self.steps(&node);
            steps.sort_by_key(|&(_, ref next, gain)| std::cmp::Reverse(gain + self.bound(next)));
            let Some((step, next, _)) = steps.into_iter().find(|(_, next, gain)| {
                gain + self.bound(next) >= target && {
                    let sub = self.best(*next);
                    sub >= 0 && sub + gain == target
                }
            }) else {
                break;
            };
            let number = node.v + 1;
            match step {
                Step::Groups { jokers, from_hand } => {
                    let (d, s) = (node.d, node.s);
                    let (s1, j1) = split(d, s, jokers).unwrap_or((0, 0));
                    let mut twice: Vec<Tile> = Vec::new();
                    let mut once: Vec<Tile> = Vec::new();
                    for colour in Colour::ALL {
                        let t = Tile::new(colour, number).unwrap_or(Tile::JOKER);
                        match groups.iter().filter(|&&g| g == t).count() {
                            2 => twice.push(t),
                            1 => once.push(t),
                            _ => {}
                        }
                    }
                    let mut first = twice.clone();
                    first.extend(&once[..usize::from(s1)]);
                    first.extend(std::iter::repeat(Tile::JOKER).take(usize::from(j1)));
                    let mut second = twice;
                    second.extend(&once[usize::from(s1)..]);
                    second.extend(std::iter::repeat(Tile::JOKER).take(usize::from(jokers - j1)));
                    for g in [first, second] {
                        if !g.is_empty() {
                            out.playfield.push(arrange(&g));
                        }
                    }
                    out.placed
                        .extend(std::iter::repeat(Tile::JOKER).take(usize::from(from_hand)));
                    groups.clear();
                }
                Step::Colour {
                    fates,
                    new_nat,
                    new_joker,
                    to_groups,
                    from_hand,
                    jokers_from_hand,
                } => {
                    let c = usize::from(node.c);
                    let tile = Tile::new(Colour::ALL[c], number).unwrap_or(Tile::JOKER);
                    let mut runs = Vec::new();
                    for (i, (code, mut tiles)) in
                        std::mem::take(&mut open[c]).into_iter().enumerate()
                    {
                        let (len, joker) = (code_len(code), code > 3);
                        match fates.get(i).copied().unwrap_or(0) {
                            1 => {
                                tiles.push(tile);
                                runs.push(((len + 1).min(3) + 3 * u8::from(joker), tiles));
                            }
                            2 => {
                                tiles.push(Tile::JOKER);
                                runs.push(((len + 1).min(3) + 3, tiles));
                            }
                            _ => out.playfield.push(arrange(&tiles)),
                        }
                    }
                    runs.extend((0..new_nat).map(|_| (1, vec![tile])));
                    runs.extend((0..new_joker).map(|_| (4, vec![Tile::JOKER])));
                    runs.sort_by_key(|r| std::cmp::Reverse(r.0));
                    open[c] = runs;
                    groups.extend(std::iter::repeat(tile).take(usize::from(to_groups)));
                    out.placed
                        .extend(std::iter::repeat(tile).take(usize::from(from_hand)));
                    out.placed
                        .extend(std::iter::repeat(Tile::JOKER).take(usize::from(jokers_from_hand)));
                }
            }
            node = next;
        }
        for (_, tiles) in open.into_iter().flatten() {
            out.playfield.push(arrange(&tiles));
        }
        out
    }
}
