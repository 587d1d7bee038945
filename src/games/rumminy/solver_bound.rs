//! The search's upper bound: each colour alone, with the other colours relaxed away.
//!
//! Any placement, looked at one colour at a time, is a way for that colour's tiles to go into
//! runs (through the same layer choices as the search, with the jokers left) and into groups.
//! Relax what ties the colours together — a group only needs other colours to hold a tile of its
//! number at all, and each colour may use every joker left — and each colour's best is a small
//! dynamic programme over its own open runs. The sum over colours bounds the whole search from
//! above, and when one colour cannot close its runs or place its playfield tiles, the state is
//! infeasible at once.
//!
//! The old bound (every hand tile still to decide gains) let the search wander through states
//! whose runs could never close; this one cuts them where they start.

use std::sync::OnceLock;

use super::layers::NEG;
use super::moves::{advance, choices, code_len};

/// Run codes go up to 6 (`len + 3 * joker`); a colour has at most 4 runs open.
const CODES: usize = 7;
/// The sorted lists of 4 codes (high to low, 0 for none): multisets of 4 of 7 codes.
const RUN_SETS: usize = 210;
/// Numbers 1 to 9 and "after 9".
const LAYERS: usize = 10;
/// Jokers left: 0, 1 or 2.
const JOKERS: usize = 3;
/// Not worked out yet.
const UNKNOWN: i32 = i32::MIN;

/// The index of each sorted list of run codes among [`RUN_SETS`], by its base-7 number.
fn run_set_index() -> &'static [u8; CODES * CODES * CODES * CODES] {
    static INDEX: OnceLock<[u8; CODES * CODES * CODES * CODES]> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = [u8::MAX; CODES * CODES * CODES * CODES];
        let mut next = 0u8;
        for a in 0..CODES {
            for b in 0..=a {
                for c in 0..=b {
                    for d in 0..=c {
                        index[((a * CODES + b) * CODES + c) * CODES + d] = next;
                        next += 1;
                    }
                }
            }
        }
        index
    })
}

/// Per colour and number − 1: tiles to place, tiles that may be, and a group's room.
pub(super) struct ColourBound {
    m: [[u8; 9]; 4],
    o: [[u8; 9]; 4],
    /// How many tiles of a colour a number's groups may take, at most: 0 when the other colours
    /// and the jokers cannot make up a group, 1 when one group, 2 when two.
    room: [[u8; 9]; 4],
    /// What a tile of the colour placed at the number gains; `mandatory_gains` says whether
    /// tiles that must be placed count too (the initial meld's points) or only optional ones.
    gain: [i32; 9],
    mandatory_gains: bool,
    /// Each colour's best by layer, open runs and jokers left, worked out as asked for: a dense
    /// table, since the search asks for four of these at every step it ranks.
    memo: Vec<i32>,
}

impl ColourBound {
    /// The bound of a position with `jokers` jokers in all.
    pub(super) fn new(
        m: [[u8; 9]; 4],
        o: [[u8; 9]; 4],
        jokers: u8,
        gain: [i32; 9],
        mandatory_gains: bool,
    ) -> ColourBound {
        let mut room = [[0u8; 9]; 4];
        for v in 0..9 {
            for (c, room) in room.iter_mut().enumerate() {
                // A group holds one joker at most.
                let (mut others, mut pairs) = (jokers.min(1), jokers.min(2));
                for other in (0..4).filter(|&x| x != c) {
                    let n = m[other][v] + o[other][v];
                    others += u8::from(n > 0);
                    pairs += n.min(2);
                }
                // A group needs two other members, of two colours or a colour and a joker; two
                // groups need four, two of each colour at most (a colour's two equal tiles go to
                // different groups).
                room[v] = if others < 2 {
                    0
                } else if pairs < 4 {
                    1
                } else {
                    2
                };
            }
        }
        ColourBound {
            m,
            o,
            room,
            gain,
            mandatory_gains,
            memo: vec![UNKNOWN; 4 * LAYERS * RUN_SETS * JOKERS],
        }
    }

    /// The most colour `c` can gain from number `v + 1` on, its open runs being `runs`, with
    /// `jokers` left; [`NEG`] when its runs cannot all close or its tiles to place cannot all
    /// be placed.
    pub(super) fn best(&mut self, c: usize, v: u8, runs: [u8; 4], jokers: u8) -> i32 {
        if v == 9 {
            let closed = runs.iter().all(|&r| r == 0 || code_len(r) == 3);
            return if closed { 0 } else { NEG };
        }
        let set = runs.iter().fold(0, |n, &r| n * CODES + usize::from(r));
        let set = usize::from(run_set_index()[set]);
        debug_assert!(set < RUN_SETS, "runs kept sorted high to low: {runs:?}");
        let key = ((c * LAYERS + usize::from(v)) * RUN_SETS + set) * JOKERS + usize::from(jokers);
        if self.memo[key] != UNKNOWN {
            return self.memo[key];
        }
        let vi = usize::from(v);
        let (m, o, room) = (self.m[c][vi], self.o[c][vi], self.room[c][vi]);
        let mut options = Vec::new();
        choices(runs, jokers, vi, m, o, |choice| {
            if choice.to_groups <= room {
                options.push(choice);
            }
        });
        let mut value = NEG;
        for choice in options {
            let (next, ext_nat, used_jokers) = advance(runs, choice);
            let used = ext_nat + choice.new_nat + choice.to_groups;
            let counted = if self.mandatory_gains { used } else { used - m };
            let sub = self.best(c, v + 1, next, jokers - used_jokers);
            if sub >= 0 {
                value = value.max(sub + i32::from(counted) * self.gain[vi]);
            }
        }
        self.memo[key] = value;
        value
    }
}
