//! The search's state: the position's tiles ([`Input`]), a point of the search ([`Node`]) with
//! the few operations that change it, and what one step decided ([`Step`]). Kept apart from the
//! search (`solver_layers.rs`) so the state's layout, which sets the memo's key, reads in one place.

/// The tiles of a position: `m` must be placed, `o` may be (by colour, then number − 1); and
/// the points the combinations must be worth together (0 for none).
pub(super) struct Input {
    pub m: [[u8; 9]; 4],
    pub o: [[u8; 9]; 4],
    pub points: u16,
}

/// A point of the search. Open runs are codes `len + 3 * joker` (len 1–3, 3 meaning "3 or more"),
/// sorted high to low with 0 for no run. Colours below `c` are done for layer `v`; `d` and `s`
/// count the colours giving two and one tile to this layer's groups; `need` the points still to
/// reach.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Node {
    pub(super) v: u8,
    pub(super) c: u8,
    pub(super) runs: [[u8; 4]; 4],
    pub(super) d: u8,
    pub(super) s: u8,
    pub(super) jm: u8,
    pub(super) jo: u8,
    pub(super) need: u16,
}

impl Node {
    /// Before number 1, with `jm` jokers to place and `jo` that may be, and `need` points to reach.
    pub(super) fn start(jm: u8, jo: u8, need: u16) -> Node {
        Node {
            jm,
            jo,
            need,
            ..Node::default()
        }
    }

    pub(super) fn key(&self) -> u128 {
        let mut k = u128::from(self.need) << 8 | u128::from(self.v) << 4 | u128::from(self.c);
        for colour in &self.runs {
            for &r in colour {
                k = k << 3 | u128::from(r);
            }
        }
        k = k << 3 | u128::from(self.d);
        k = k << 3 | u128::from(self.s);
        k << 4 | u128::from(self.jm) << 2 | u128::from(self.jo)
    }

    /// The number (layer) colour `c` is at: the next one once this layer has decided it.
    pub(super) fn layer_of(&self, c: usize) -> u8 {
        if c < usize::from(self.c) {
            self.v + 1
        } else {
            self.v
        }
    }

    /// Takes `n` jokers, the playfield's first; returns how many came from the hand.
    pub(super) fn take_jokers(&mut self, n: u8) -> u8 {
        let from_m = n.min(self.jm);
        self.jm -= from_m;
        self.jo -= n - from_m;
        n - from_m
    }

    /// Counts `tiles` tiles placed at `number` (a joker standing for it) towards the points.
    pub(super) fn score(&mut self, tiles: u8, number: u8) {
        let points = u16::from(tiles) * u16::from(number);
        self.need = self.need.saturating_sub(points);
    }
}

/// What one step decided.
#[derive(Clone, Debug)]
pub(super) enum Step {
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
