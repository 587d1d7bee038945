//! A fast copy of the run-out's rules (L16–L21) on bit sets, for the computer players to play
//! hands out in sampled worlds. It is the AI's own model, not the engine: it needs only the rules
//! (`docs/rules/rummoli.md`), so engine changes in how plays are paced (one forced play per clock
//! tick) do not touch it. Positions are the hand's players from the dealer's left.

use super::bits::{
    bits, colour, is_red, poker_key, seven_eight_nine, suit_of, Mask, ACE_KING_DIAMONDS, PAY_CARDS,
};

/// Nobody (in `played_by`).
pub(super) const NOBODY: u8 = u8::MAX;

/// One run-out position: who holds what, who played what, what the spaces hold.
#[derive(Clone, Debug)]
pub(super) struct Runout {
    pub hands: Vec<Mask>,
    /// Per card bit: the position that played it (`NOBODY` if not played, or played by a seat
    /// outside the hand).
    pub played_by: [u8; 52],
    /// Chips on the seven pay spaces (L3, board order).
    pub pay: [u64; 7],
    pub rummoli: u64,
    pub stacks: Vec<u64>,
    /// Chips won (positive) or paid (negative) by each position since the start.
    pub gain: Vec<i64>,
}

impl Runout {
    /// The position holding card bit `b`.
    fn holder(&self, b: u32) -> Option<usize> {
        self.hands.iter().position(|h| h >> b & 1 == 1)
    }

    /// The lowest cards of `pos` of colour `red` (any for `None`): the lead options (L16, L18).
    pub fn lowest(&self, pos: usize, red: Option<bool>) -> Mask {
        let held = self.hands[pos] & red.map_or(u64::MAX, colour);
        let Some(low) = (0..4)
            .filter(|&s| suit_of(held, s) != 0)
            .map(|s| suit_of(held, s).trailing_zeros())
            .min()
        else {
            return 0;
        };
        (0..4)
            .filter(|&s| suit_of(held, s) >> low & 1 == 1)
            .fold(0, |m, s| m | 1 << (13 * s + low))
    }

    /// The card `pos` leads from `options` when nobody asks: the one starting the longest run
    /// of its own cards, pay cards counting extra ([`lead_score`]).
    pub fn default_pick(&self, pos: usize, options: Mask) -> u32 {
        pick_lead(self.hands[pos], options)
    }

    /// L16/L18: the first player from `from` holding a card of colour `red` leads; then the hand
    /// plays out to its end.
    pub fn lead_from(&mut self, from: usize, red: Option<bool>) {
        let n = self.hands.len();
        let found = (0..n)
            .map(|k| (from + k) % n)
            .map(|p| (p, self.lowest(p, red)))
            .find(|&(_, o)| o != 0);
        match found {
            Some((p, options)) => {
                let b = self.default_pick(p, options);
                self.play_from(p, b);
            }
            None => self.deadlock(),
        }
    }

    /// L17/L18: `pos` plays card bit `b` with its run above, and the hand plays out to its end.
    pub fn play_from(&mut self, mut pos: usize, mut b: u32) {
        loop {
            let mut top = b;
            while top % 13 < 12 && self.hands[pos] >> (top + 1) & 1 == 1 {
                top += 1;
            }
            for c in b..=top {
                self.hands[pos] &= !(1 << c);
                self.played_by[c as usize] = pos as u8;
            }
            for c in b..=top {
                self.pay_card(pos, c);
            }
            if self.hands[pos] == 0 {
                self.went_out(pos);
                return;
            }
            let next = (top % 13 < 12).then_some(top + 1);
            match next.and_then(|n| self.holder(n).map(|h| (h, n))) {
                Some((h, n)) => (pos, b) = (h, n),
                None => {
                    self.lead_from(pos, Some(!is_red(top / 13)));
                    return;
                }
            }
        }
    }

    /// L21: the spaces card bit `c`, just played by `pos`, collects.
    fn pay_card(&mut self, pos: usize, c: u32) {
        let by_me = |m: Mask, p: &[u8; 52]| bits(m).all(|x| p[x as usize] == pos as u8);
        if let Some(k) = PAY_CARDS.iter().position(|&p| p == c) {
            self.collect(pos, k);
        }
        if ACE_KING_DIAMONDS >> c & 1 == 1 && by_me(ACE_KING_DIAMONDS, &self.played_by) {
            self.collect(pos, 5);
        }
        let trio = seven_eight_nine(c / 13);
        if trio >> c & 1 == 1 && by_me(trio, &self.played_by) {
            self.collect(pos, 6);
        }
    }

    fn collect(&mut self, pos: usize, space: usize) {
        let chips = std::mem::take(&mut self.pay[space]);
        self.gain[pos] += chips as i64;
        self.stacks[pos] += chips;
    }

    /// L20, L6: `pos` takes the Rummoli space and 1 chip per card from each other player.
    fn went_out(&mut self, pos: usize) {
        let space = std::mem::take(&mut self.rummoli);
        self.gain[pos] += space as i64;
        self.stacks[pos] += space;
        for p in 0..self.hands.len() {
            let owed = u64::from(self.hands[p].count_ones()).min(self.stacks[p]);
            self.stacks[p] -= owed;
            self.gain[p] -= owed as i64;
            self.stacks[pos] += owed;
            self.gain[pos] += owed as i64;
        }
    }

    /// L19: 1 chip per card held to the Rummoli space.
    fn deadlock(&mut self) {
        for p in 0..self.hands.len() {
            let owed = u64::from(self.hands[p].count_ones()).min(self.stacks[p]);
            self.stacks[p] -= owed;
            self.gain[p] -= owed as i64;
            self.rummoli += owed;
        }
    }
}

/// The rule-of-thumb lead from `options` for `hand`: the best [`lead_score`], the lowest bit
/// among equals.
pub(super) fn pick_lead(hand: Mask, options: Mask) -> u32 {
    bits(options)
        .max_by_key(|&b| (lead_score(hand, b), u32::MAX - b))
        .unwrap_or(0)
}

/// How good a lead of card bit `b` is for the hand `hand` by rule of thumb: the length of the
/// run it starts (all played at once, L17), pay cards in that run counting 3 more each.
pub(super) fn lead_score(hand: Mask, b: u32) -> u32 {
    let mut top = b;
    while top % 13 < 12 && hand >> (top + 1) & 1 == 1 {
        top += 1;
    }
    let pays = PAY_CARDS
        .iter()
        .filter(|&&p| (b..=top).contains(&p))
        .count() as u32;
    (top - b + 1) + 3 * pays
}

/// L13, L15: the winners of a showdown among `contenders` (positions, in dealer's-left order).
pub(super) fn showdown(hands: &[Mask], contenders: &[usize]) -> Vec<usize> {
    let keys: Vec<u32> = contenders.iter().map(|&p| poker_key(hands[p])).collect();
    let best = keys.iter().copied().max().unwrap_or(0);
    contenders
        .iter()
        .zip(&keys)
        .filter(|(_, &k)| k == best)
        .map(|(&p, _)| p)
        .collect()
}
