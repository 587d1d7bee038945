//! What one seat knows of a hand, read from its [`GameView`] alone (L25), and random worlds
//! consistent with it: the other players' hands drawn from the cards this seat has not seen.
//!
//! Besides the counts, the shown poker hands and the plays, the run-out tells more (used by
//! [`Level::Hard`](super::Level::Hard)): a suit that stopped below an ace means the next card is
//! in no hand (L18: dead, if not played before); a player who led held nothing lower of that
//! colour (L16, L18); players the lead passed over hold nothing of that colour.

use rand::{seq::SliceRandom, Rng, RngCore};

use super::bits::{bit, bits, colour, is_red, mask, poker_key, Mask, ALL};
use super::sim::{Runout, NOBODY};
use crate::games::rummoli::{GameView, PublicStage, Seat, Space};

/// One seat's knowledge of the hand in play.
#[derive(Clone, Debug)]
pub(super) struct Knowledge {
    /// The hand's players, from the dealer's left (positions index this).
    pub seats: Vec<Seat>,
    /// This seat's position.
    pub me: usize,
    pub counts: Vec<usize>,
    /// Cards known to be held, per position (all of them for `me`).
    pub known: Vec<Mask>,
    /// Unseen cards: the others' unknown cards and the widow or dead hand.
    pub pool: Mask,
    /// Cards each position may still hold, as far as the run-out tells.
    pub allowed: Vec<Mask>,
    pub played_by: [u8; 52],
    pub stacks: Vec<u64>,
    pub board: [u64; 9],
}

impl Knowledge {
    /// # Panics
    /// Never for a view of a seat in a hand in play; `None` otherwise.
    pub fn new(view: &GameView) -> Option<Knowledge> {
        let me_seat = view.seat?;
        let n = view.seats.len();
        let mut seats: Vec<Seat> = (0..n).filter(|&s| view.seats[s].cards > 0).collect();
        seats.sort_by_key(|&s| (s + n - view.dealer - 1) % n);
        let me = seats.iter().position(|&s| s == me_seat)?;
        let pos = |s: Seat| seats.iter().position(|&x| x == s);
        let mut known = vec![0; seats.len()];
        known[me] = mask(&view.my_cards);
        let mut played_by = [NOBODY; 52];
        let mut played: Mask = 0;
        for (s, cards) in &view.plays {
            for &c in cards {
                played |= 1 << bit(c);
                played_by[bit(c) as usize] = pos(*s).map_or(NOBODY, |p| p as u8);
            }
        }
        for shown in &view.shown {
            if let Some(p) = pos(shown.seat).filter(|&p| p != me) {
                known[p] |= mask(&shown.cards) & !played;
            }
        }
        let seen = known.iter().fold(played, |m, k| m | k);
        let mut k = Knowledge {
            counts: seats.iter().map(|&s| view.seats[s].cards).collect(),
            stacks: seats.iter().map(|&s| view.seats[s].stack).collect(),
            allowed: vec![ALL; seats.len()],
            seats,
            me,
            known,
            pool: ALL & !seen,
            played_by,
            board: view.board,
        };
        k.read_runout(view);
        Some(k)
    }

    fn pos(&self, seat: Seat) -> Option<usize> {
        self.seats.iter().position(|&s| s == seat)
    }

    /// The inferences of the module doc from the plays so far (and a lead waiting now).
    fn read_runout(&mut self, view: &GameView) {
        let mut played: Mask = 0;
        let mut prev: Option<(usize, u32)> = None;
        let first = view.poker_winners.first().and_then(|&s| self.pos(s));
        let pending = match &view.stage {
            Some(PublicStage::Lead { seat }) => self.pos(*seat),
            _ => None,
        };
        let plays: Vec<(Option<usize>, &Vec<_>)> =
            view.plays.iter().map(|(s, c)| (self.pos(*s), c)).collect();
        for step in plays.iter().map(Some).chain(std::iter::once(None)) {
            let (leader, low) = match step {
                Some((Some(p), cards)) => (Some(*p), cards.first().map(|&c| bit(c))),
                Some((None, _)) => (None, None),
                None => (pending, None),
            };
            let follows =
                matches!((prev, low), (Some((_, t)), Some(b)) if t % 13 < 12 && b == t + 1);
            if !follows {
                self.lead_seen(prev, first, leader, low, played);
            }
            if let (Some(p), Some((_, cards))) = (leader, step) {
                played |= mask(cards);
                prev = cards.last().map(|&c| (p, bit(c)));
            }
        }
    }

    /// A lead by `leader` (of `low`, or pending), after `prev` (position and top card) stopped.
    fn lead_seen(
        &mut self,
        prev: Option<(usize, u32)>,
        first: Option<usize>,
        leader: Option<usize>,
        low: Option<u32>,
        played: Mask,
    ) {
        let Some(leader) = leader else { return };
        let (colour_mask, from) = match prev {
            Some((blocker, t)) => {
                if t % 13 < 12 && played >> (t + 1) & 1 == 0 {
                    // L18: the next card is in no hand: dead.
                    self.pool &= !(1 << (t + 1));
                }
                (colour(!is_red(t / 13)), blocker)
            }
            None => (ALL, first.unwrap_or(leader)),
        };
        let n = self.seats.len();
        let mut p = from;
        while p != leader {
            self.allowed[p] &= !colour_mask;
            p = (p + 1) % n;
        }
        if let Some(b) = low {
            let below = (0..4).fold(0u64, |m, s| m | ((1u64 << (b % 13)) - 1) << (13 * s));
            self.allowed[leader] &= !(below & colour_mask);
        }
    }

    /// Cards still to place per position (the widow or dead hand takes the rest).
    fn needs(&self) -> Vec<usize> {
        (0..self.seats.len())
            .map(|p| {
                if p == self.me {
                    0
                } else {
                    self.counts[p].saturating_sub(self.known[p].count_ones() as usize)
                }
            })
            .collect()
    }

    /// A random world: every position's hand (this seat's own as it is) and the rest (widow or
    /// dead). `picky[p] > 1` makes position `p` the best of that many draws (one who bet).
    pub fn sample(&self, rng: &mut dyn RngCore, picky: &[u32], constrained: bool) -> World {
        let need = self.needs();
        let mut cards: Vec<u32> = bits(self.pool).collect();
        cards.shuffle(rng);
        if constrained && self.allowed.iter().any(|&a| a != ALL) {
            for _ in 0..8 {
                if let Some(w) = self.try_constrained(rng, &cards, &need) {
                    return w;
                }
                cards.shuffle(rng);
            }
        }
        let mut hands = self.known.clone();
        let mut order: Vec<usize> = (0..need.len()).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(picky.get(p).copied().unwrap_or(1)));
        for p in order {
            let tries = picky.get(p).copied().unwrap_or(1).max(1);
            let k = need[p].min(cards.len());
            let mut best = (0, 0);
            for t in 0..tries {
                if t > 0 {
                    cards.shuffle(rng);
                }
                let h = cards[..k].iter().fold(0u64, |m, &b| m | 1 << b);
                let key = poker_key(h | self.known[p]);
                if t == 0 || key > best.1 {
                    best = (h, key);
                }
            }
            hands[p] |= best.0;
            cards.retain(|&b| best.0 >> b & 1 == 0);
        }
        World {
            rest: cards.iter().fold(0, |m, &b| m | 1 << b),
            hands,
        }
    }

    /// One try at a world obeying `allowed`: the most constrained cards first, each to a place
    /// with room, in proportion to the room left.
    fn try_constrained(
        &self,
        rng: &mut dyn RngCore,
        cards: &[u32],
        need: &[usize],
    ) -> Option<World> {
        let n = need.len();
        let takers = |b: u32| {
            (0..n)
                .filter(|&p| need[p] > 0 && self.allowed[p] >> b & 1 == 1)
                .count()
        };
        let mut cards = cards.to_vec();
        cards.sort_by_key(|&b| takers(b));
        let mut room: Vec<usize> = need.to_vec();
        let mut rest_room = cards.len().saturating_sub(need.iter().sum());
        let mut hands = self.known.clone();
        let mut rest = 0;
        for b in cards {
            let fits: Vec<usize> = (0..n)
                .filter(|&p| room[p] > 0 && self.allowed[p] >> b & 1 == 1)
                .collect();
            let total = fits.iter().map(|&p| room[p]).sum::<usize>() + rest_room;
            if total == 0 {
                return None;
            }
            let mut r = rng.gen_range(0..total);
            match fits.iter().find(|&&p| {
                let hit = r < room[p];
                r = r.saturating_sub(room[p]);
                hit
            }) {
                Some(&p) => {
                    hands[p] |= 1 << b;
                    room[p] -= 1;
                }
                None => {
                    rest |= 1 << b;
                    rest_room -= 1;
                }
            }
        }
        Some(World { hands, rest })
    }

    /// The run-out position of `world` (hands by position), with this hand's board and stacks.
    pub fn runout(&self, hands: Vec<Mask>) -> Runout {
        let mut pay = [0; 7];
        pay.copy_from_slice(&self.board[..7]);
        Runout {
            gain: vec![0; hands.len()],
            hands,
            played_by: self.played_by,
            pay,
            rummoli: self.board[Space::Rummoli.index()],
            stacks: self.stacks.clone(),
        }
    }
}

/// A sampled deal: each position's hand, and the cards in no hand.
#[derive(Clone, Debug)]
pub(super) struct World {
    pub hands: Vec<Mask>,
    pub rest: Mask,
}
