//! The placement solver: given a playfield and a hand, the new playfield that places the most
//! hand tiles (N9: the playfield may be rearranged freely), within N11 and N13.
//!
//! Exact, by a memoised search over tile counts. Tiles are taken in (number, colour) order; the
//! smallest tile left is either dropped (a hand tile kept back) or the smallest natural tile of a
//! combination: a run of its colour upwards, or a group of its number with higher colours (lower
//! ones are used up), each with or without the one joker a combination may hold (N6). Which of
//! two equal tiles is used does not matter, and playfield tiles are used before hand tiles, which
//! never loses. A state is the remaining count of every face, so equal positions reached by
//! different choices are searched once.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::{
    combo::meld_points,
    options::FINAL_TURN_MAX,
    tile::{counts, Colour, Tile},
};

/// A placement: the whole new playfield and the hand tiles it places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub playfield: Vec<Vec<Tile>>,
    pub placed: Vec<Tile>,
}

impl Placement {
    /// The placement as a turn to commit.
    #[must_use]
    pub fn commit(&self) -> super::Commit {
        super::Commit {
            playfield: self.playfield.clone(),
            placed: self.placed.clone(),
        }
    }
}

/// What a placement is worth.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The most hand tiles, then the most penalty (N17) off the hand.
    Tiles,
    /// The most points of new combinations (N11), then the most tiles; for hand tiles only.
    MeldPoints,
}

/// What the position allows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// N11: the player's first play must reach this many points from new combinations of their
    /// own tiles, leaving the playfield untouched; 0 once melded or at tables without it.
    pub initial_meld: u32,
}

/// N9, N11, N13: the legal placement of the most hand tiles (then the most penalty), or `None`
/// when no tile can be placed.
#[must_use]
pub fn best_play(playfield: &[Vec<Tile>], hand: &[Tile], limits: Limits) -> Option<Placement> {
    let attempt = |hand: &[Tile]| -> Option<Placement> {
        if limits.initial_meld > 0 {
            let new = solve(&[], hand, Objective::MeldPoints)?;
            let points: u32 = new.playfield.iter().map(|c| meld_points(c)).sum();
            if points < limits.initial_meld {
                return None;
            }
            let mut field = playfield.to_vec();
            field.extend(new.playfield);
            return Some(Placement {
                playfield: field,
                placed: new.placed,
            });
        }
        let mandatory: Vec<Tile> = playfield.iter().flatten().copied().collect();
        solve(&mandatory, hand, Objective::Tiles)
    };
    let best = attempt(hand).filter(|p| !p.placed.is_empty())?;
    let going_out_barred = hand.iter().any(|t| t.is_joker()) || hand.len() > FINAL_TURN_MAX;
    if best.placed.len() < hand.len() || !going_out_barred {
        return Some(best);
    }
    // N13: this would be an illegal final turn; keep back one tile, whichever costs least.
    let mut faces: Vec<Tile> = hand.to_vec();
    faces.sort_unstable();
    faces.dedup();
    faces
        .iter()
        .filter_map(|&keep| {
            let at = hand.iter().position(|&t| t == keep)?;
            let mut rest = hand.to_vec();
            rest.remove(at);
            attempt(&rest).filter(|p| !p.placed.is_empty())
        })
        .max_by_key(|p| {
            (
                p.placed.len(),
                p.placed.iter().map(|t| t.penalty()).sum::<u32>(),
            )
        })
}

/// The exact optimum of `objective`: every `mandatory` tile and a best subset of `optional` ones
/// in valid combinations. `None` when the mandatory tiles cannot all be placed, or when some face
/// is given more than twice (or jokers more than twice).
#[must_use]
pub fn solve(mandatory: &[Tile], optional: &[Tile], objective: Objective) -> Option<Placement> {
    let m = counts(mandatory);
    let o = counts(optional);
    let mut st = State::default();
    for t in Tile::all() {
        let (mi, oi) = (m[t.index()], o[t.index()]);
        if mi + oi > 2 {
            return None;
        }
        match slot(t) {
            Some(s) => {
                st.m[s] = mi;
                st.o[s] = oi;
            }
            None => {
                st.jm = mi;
                st.jo = oi;
            }
        }
    }
    let mut search = Search {
        objective,
        memo: HashMap::default(),
    };
    if search.best(st) < 0 {
        return None;
    }
    let mut playfield = Vec::new();
    let mut placed = Vec::new();
    search.walk(st, &mut playfield, &mut placed);
    Some(Placement { playfield, placed })
}

const NEG: i32 = i32::MIN / 2;
const SLOTS: usize = 36;

/// The search's index of a numbered face: number-major, so a face's lower numbers come first.
fn slot(t: Tile) -> Option<usize> {
    Some((usize::from(t.number()?) - 1) * 4 + t.colour()? as usize)
}

fn face(slot: usize) -> Tile {
    Tile::new(Colour::ALL[slot % 4], (slot / 4) as u8 + 1).unwrap_or(Tile::JOKER)
}

/// Remaining counts: `m` must be placed, `o` may be; `jm`/`jo` the jokers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct State {
    m: [u8; SLOTS],
    o: [u8; SLOTS],
    jm: u8,
    jo: u8,
}

impl Default for State {
    fn default() -> State {
        State {
            m: [0; SLOTS],
            o: [0; SLOTS],
            jm: 0,
            jo: 0,
        }
    }
}

impl State {
    fn key(&self) -> u128 {
        let code = |m: u8, o: u8| u128::from(m + 3 * o);
        let mut k = code(self.jm, self.jo);
        for s in 0..SLOTS {
            k = (k << 3) | code(self.m[s], self.o[s]);
        }
        k
    }

    fn first(&self) -> Option<usize> {
        (0..SLOTS).find(|&s| self.m[s] + self.o[s] > 0)
    }

    fn avail(&self, s: usize) -> bool {
        self.m[s] + self.o[s] > 0
    }

    /// Uses one tile of `slot` (a playfield tile first); true if it came from the hand.
    fn take(&mut self, s: usize) -> bool {
        if self.m[s] > 0 {
            self.m[s] -= 1;
            false
        } else {
            self.o[s] -= 1;
            true
        }
    }

    fn take_joker(&mut self) -> bool {
        if self.jm > 0 {
            self.jm -= 1;
            false
        } else {
            self.jo -= 1;
            true
        }
    }
}

/// A combination to try: its natural slots and whether it holds a joker.
#[derive(Copy, Clone, Debug)]
struct Cand {
    slots: [u8; 9],
    len: u8,
    joker: bool,
}

impl Cand {
    fn new(slots: impl IntoIterator<Item = usize>, joker: bool) -> Cand {
        let mut c = Cand {
            slots: [0; 9],
            len: 0,
            joker,
        };
        for s in slots {
            if let Some(x) = c.slots.get_mut(usize::from(c.len)) {
                *x = s as u8;
                c.len += 1;
            }
        }
        c
    }

    fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.slots[..usize::from(self.len)]
            .iter()
            .map(|&s| usize::from(s))
    }

    fn tiles(&self) -> Vec<Tile> {
        let mut t: Vec<Tile> = self.slots().map(face).collect();
        if self.joker {
            t.push(Tile::JOKER);
        }
        t
    }
}

/// Every combination whose smallest natural tile is one of slot `f` (one copy already taken).
fn candidates(st: &State, f: usize) -> Vec<Cand> {
    let mut out = Vec::new();
    let (v, c) = (f / 4, f % 4);
    let joker = st.jm + st.jo > 0;
    let at = |n: usize| n * 4 + c;
    // Runs: naturals v..=w of colour c, possibly with the joker in one gap or at an end.
    let mut w = v + 1;
    while w < 9 && st.avail(at(w)) {
        if w >= v + 2 {
            out.push(Cand::new((v..=w).map(at), false));
        }
        if joker && w - v + 2 <= 9 {
            out.push(Cand::new((v..=w).map(at), true));
        }
        w += 1;
    }
    if joker {
        for gap in v + 1..8 {
            if gap > v + 1 && !st.avail(at(gap - 1)) {
                break;
            }
            let mut w = gap + 1;
            while w < 9 && st.avail(at(w)) {
                out.push(Cand::new((v..=w).filter(|&n| n != gap).map(at), true));
                w += 1;
            }
        }
    }
    // Groups: number v, colour c and higher colours.
    let others: Vec<usize> = (c + 1..4)
        .map(|c2| v * 4 + c2)
        .filter(|&s| st.avail(s))
        .collect();
    for mask in 1u32..(1 << others.len()) {
        let chosen: Vec<usize> = (0..others.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| others[i])
            .collect();
        let naturals = chosen.len() + 1;
        let slots = || std::iter::once(f).chain(chosen.iter().copied());
        if (3..=4).contains(&naturals) {
            out.push(Cand::new(slots(), false));
        }
        if joker && (2..=3).contains(&naturals) {
            out.push(Cand::new(slots(), true));
        }
    }
    out
}

/// A multiplicative hasher for the memo's `u128` keys.
#[derive(Default)]
struct FastHasher(u64);

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

struct Search {
    objective: Objective,
    memo: HashMap<u128, i32, BuildHasherDefault<FastHasher>>,
}

impl Search {
    /// What a hand tile placed is worth (Tiles objective).
    fn tile_gain(&self, t: Tile) -> i32 {
        match self.objective {
            Objective::Tiles => 1024 + t.penalty() as i32,
            Objective::MeldPoints => 1,
        }
    }

    /// The state after placing `cand` with one tile of `f`, and what that gained.
    fn place(&self, st: &State, f: usize, cand: &Cand) -> (State, i32) {
        let mut next = *st;
        let mut gain = 0;
        for s in std::iter::once(f).chain(cand.slots().skip(1)) {
            if next.take(s) {
                gain += self.tile_gain(face(s));
            }
        }
        if cand.joker && next.take_joker() {
            gain += self.tile_gain(Tile::JOKER);
        }
        if self.objective == Objective::MeldPoints {
            gain += 64 * meld_points(&cand.tiles()) as i32;
        }
        (next, gain)
    }

    /// The best value reachable from `st`, or a negative number when its mandatory tiles cannot
    /// all be placed.
    fn best(&mut self, st: State) -> i32 {
        let Some(f) = st.first() else {
            return if st.jm > 0 { NEG } else { 0 };
        };
        let key = st.key();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut value = NEG;
        if st.o[f] > 0 {
            let mut dropped = st;
            dropped.o[f] -= 1;
            value = value.max(self.best(dropped));
        }
        let mut taken = st;
        taken.take(f);
        for cand in candidates(&taken, f) {
            let (next, gain) = self.place(&st, f, &cand);
            let sub = self.best(next);
            if sub >= 0 {
                value = value.max(sub + gain);
            }
        }
        self.memo.insert(key, value);
        value
    }

    /// Follows the best choices from `st`, writing the combinations and hand tiles used.
    fn walk(&mut self, mut st: State, playfield: &mut Vec<Vec<Tile>>, placed: &mut Vec<Tile>) {
        while let Some(f) = st.first() {
            let target = self.best(st);
            if st.o[f] > 0 {
                let mut dropped = st;
                dropped.o[f] -= 1;
                if self.best(dropped) == target {
                    st = dropped;
                    continue;
                }
            }
            let mut taken = st;
            taken.take(f);
            let chosen = candidates(&taken, f).into_iter().find_map(|cand| {
                let (next, gain) = self.place(&st, f, &cand);
                let sub = self.best(next);
                (sub >= 0 && sub + gain == target).then_some((cand, next))
            });
            let Some((cand, next)) = chosen else {
                return;
            };
            for s in std::iter::once(f).chain(cand.slots().skip(1)) {
                if st.m[s] == 0 {
                    placed.push(face(s));
                }
                st.take(s);
            }
            if cand.joker {
                if st.jm == 0 {
                    placed.push(Tile::JOKER);
                }
                st.take_joker();
            }
            playfield.push(super::combo::arrange(&cand.tiles()));
            st = next;
        }
    }
}
