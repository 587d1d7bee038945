//! Card tracking for the `hard` level: which cards are still unseen, which cards each opponent is
//! known to hold, and what each opponent's takes, discards and passes say about what they collect.
//!
//! Rebuilt from the view on every decision (the view carries the hand's whole public history), so
//! the AI keeps no state and cannot drift from the game. Unseen means: not in my hand, not in the
//! discard pile, and not known to be in an opponent's hand (taken from the pile and not thrown
//! since). The stock, the opponents' other cards and any dead cards (R24) are all unseen.

use crate::cards::Card;
use crate::games::rumino::{Move, Seat};

use super::eval::related;
use crate::games::rumino::{lays::LayRules, GameView};

/// Faces counted by index (0..52 naturals, 52 the joker).
pub const FACES: usize = 53;

/// A multiset of faces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pool {
    pub counts: [u8; FACES],
    pub total: u32,
}

impl Pool {
    /// The whole pack (R1): two of each natural face, four jokers.
    pub fn full() -> Pool {
        let mut counts = [2u8; FACES];
        counts[52] = 4;
        Pool { counts, total: 108 }
    }

    /// Removes one `card` if there is one; whether there was.
    pub fn remove(&mut self, card: Card) -> bool {
        let slot = &mut self.counts[usize::from(card.index())];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        self.total -= 1;
        true
    }

    pub fn add(&mut self, card: Card) {
        self.counts[usize::from(card.index())] += 1;
        self.total += 1;
    }

    /// Faces present, with their counts.
    pub fn faces(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        (0..FACES as u8).filter_map(|i| {
            let n = self.counts[usize::from(i)];
            (n > 0).then(|| (Card::from_index(i).unwrap_or(Card::JOKER), n))
        })
    }
}

/// What the public history says about one seat in this hand.
#[derive(Clone, Debug, Default)]
pub struct SeatMemory {
    pub in_hand: bool,
    pub cards: usize,
    /// Taken from the discard pile and not thrown since: certainly held.
    pub known: Vec<Card>,
    /// Draws this hand (stock or discard pile).
    pub draws: u32,
    /// Draws from the stock.
    pub stock_draws: u32,
    pub discarded: Vec<Card>,
    /// Top discards this seat let pass by drawing from the stock instead.
    pub passed: Vec<Card>,
}

impl SeatMemory {
    /// How strongly this seat seems to collect cards around `card`: positive after taking a
    /// related card, negative after throwing or passing one of the same rank or a near neighbour.
    pub fn interest(&self, card: Card, rules: LayRules) -> f64 {
        // Weight of a card of the same rank, or else a suit neighbour of `card`.
        let closeness = |c: Card, same: f64, near: f64| {
            if c.rank().is_some() && c.rank() == card.rank() {
                same
            } else if !c.is_joker() && related(c, card, rules) {
                near
            } else {
                0.0
            }
        };
        let held: f64 = self.known.iter().map(|&c| closeness(c, 2.0, 1.0)).sum();
        let thrown: f64 = self.discarded.iter().map(|&c| closeness(c, 1.0, 0.4)).sum();
        let passed: f64 = self.passed.iter().map(|&c| closeness(c, 0.5, 0.2)).sum();
        held - thrown - passed
    }
}

/// Everything the seat has seen of the hand in play.
#[derive(Clone, Debug)]
pub struct Memory {
    pub me: Seat,
    pub unseen: Pool,
    pub seats: Vec<SeatMemory>,
}

impl Memory {
    /// Reads the view of seat `view.seat` (a spectator's view is read as seat 0's table).
    pub fn new(view: &GameView) -> Memory {
        let me = view.seat.unwrap_or(0);
        let mut seats: Vec<SeatMemory> = view
            .seats
            .iter()
            .map(|s| SeatMemory {
                in_hand: s.cards > 0,
                cards: s.cards,
                ..SeatMemory::default()
            })
            .collect();
        replay(&view.moves, first_top(view), &mut seats);
        let mut unseen = Pool::full();
        for &card in view.my_cards.iter().chain(&view.discard_pile) {
            unseen.remove(card);
        }
        for (seat, memory) in seats.iter_mut().enumerate() {
            if seat == me || !memory.in_hand {
                memory.known.clear();
                continue;
            }
            // Keep only what can still be accounted for: a known card must be unseen otherwise.
            memory.known.retain(|&card| unseen.remove(card));
            memory.known.truncate(memory.cards);
        }
        Memory { me, unseen, seats }
    }

    /// Seats other than mine still in the hand, in turn order starting after mine.
    pub fn opponents(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.seats.len();
        (1..n)
            .map(move |i| (self.me + i) % n)
            .filter(|&s| self.seats[s].in_hand)
    }
}

/// The upcard the hand started with, when the history shows it: taken off an otherwise empty pile,
/// or still at the bottom of a pile that was never reshuffled.
fn first_top(view: &GameView) -> Option<Card> {
    let mut depth = 1usize;
    for m in &view.moves {
        match *m {
            Move::TookDiscard { card, .. } => {
                if depth == 1 {
                    return Some(card);
                }
                depth -= 1;
            }
            Move::Discarded { .. } => depth += 1,
            Move::Reshuffled => return None,
            Move::DrewStock { .. } | Move::Left { .. } => {}
        }
    }
    view.discard_pile.first().copied()
}

/// Walks the hand's history, following the discard pile to know what each stock draw let pass.
fn replay(moves: &[Move], upcard: Option<Card>, seats: &mut [SeatMemory]) {
    let mut pile: Vec<Option<Card>> = vec![upcard];
    for m in moves {
        match *m {
            Move::DrewStock { seat } => {
                if let Some(s) = seats.get_mut(seat) {
                    s.draws += 1;
                    s.stock_draws += 1;
                    s.passed.extend(pile.last().copied().flatten());
                }
            }
            Move::TookDiscard { seat, card } => {
                pile.pop();
                if let Some(s) = seats.get_mut(seat) {
                    s.draws += 1;
                    s.known.push(card);
                }
            }
            Move::Discarded { seat, card, .. } => {
                pile.push(Some(card));
                if let Some(s) = seats.get_mut(seat) {
                    if let Some(i) = s.known.iter().position(|&c| c == card) {
                        s.known.swap_remove(i);
                    }
                    s.discarded.push(card);
                }
            }
            Move::Reshuffled => {
                let top = pile.last().copied().flatten();
                pile = vec![top];
            }
            Move::Left { seat, .. } => {
                if let Some(s) = seats.get_mut(seat) {
                    s.known.clear();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::cards::shuffled_pack;
    use crate::games::rumino::testkit::{card, dealt_game, play};
    use crate::games::rumino::{Action, Command, GameOptions, Phase, RuminoGame};

    #[test]
    fn takes_are_known_until_thrown_and_passes_are_remembered() {
        let a = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣";
        let b = "3♠ 6♥ 10♦ Q♣ A♦ 7♠ 9♣";
        let mut game = dealt_game(GameOptions::default(), 1, &[a, b], "7♥", "K♦ Q♦");
        game.apply(&play(0, Action::DrawStock)).unwrap(); // passes the 7♥
        game.apply(&play(0, Action::Discard(card("K♠")))).unwrap();
        game.apply(&play(1, Action::TakeDiscard)).unwrap();
        game.apply(&play(1, Action::Discard(card("Q♣")))).unwrap();
        let memory = Memory::new(&game.view(Some(1)));
        assert_eq!(memory.seats[0].passed, vec![card("7♥")]);
        assert_eq!(memory.seats[0].discarded, vec![card("K♠")]);
        let memory = Memory::new(&game.view(Some(0)));
        assert_eq!(memory.seats[1].known, vec![card("K♠")]);
        assert!(memory.seats[1].interest(card("K♥"), LayRules::default()) > 0.0);
        assert!(memory.seats[1].interest(card("Q♥"), LayRules::default()) < 1.0);
        // Thrown again: no longer known.
        game.apply(&play(0, Action::DrawStock)).unwrap();
        game.apply(&play(0, Action::Discard(card("J♣")))).unwrap();
        game.apply(&play(1, Action::DrawStock)).unwrap();
        game.apply(&play(1, Action::Discard(card("K♠")))).unwrap();
        assert!(Memory::new(&game.view(Some(0))).seats[1].known.is_empty());
    }

    #[test]
    fn r1_unseen_cards_are_the_stock_and_the_opponents_unknown_cards() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        for g in 0..12 {
            let players = 2 + g % 3;
            let mut game = RuminoGame::new(GameOptions::default(), players, 0).unwrap();
            game.apply(&Command::Deal {
                order: shuffled_pack(&mut rng),
                reshuffle_seed: 4,
            })
            .unwrap();
            let mut steps = 0;
            while let Phase::Playing { hand } = &game.phase {
                steps += 1;
                if steps > 400 {
                    break;
                }
                let turn = hand.turn;
                let view = game.view(Some(turn));
                let memory = Memory::new(&view);
                let unknown: usize = memory
                    .opponents()
                    .map(|s| view.seats[s].cards - memory.seats[s].known.len())
                    .sum();
                assert_eq!(memory.unseen.total as usize, view.stock_size + unknown);
                // Random legal play, mostly drawing, so hands run long and reshuffle (R13).
                let legal: Vec<Action> = view
                    .legal
                    .into_iter()
                    .filter(|a| !matches!(a, Action::Leave | Action::Knock))
                    .collect();
                let action = legal[rng.gen_range(0..legal.len())].clone();
                game.apply(&Command::Play { seat: turn, action }).unwrap();
            }
        }
    }
}
