//! The state every game of the skeleton stores alike: its seats' standing, the pool, the dealer,
//! the hands played and the phase. A game embeds it with `#[serde(flatten)]`, so these keys sit
//! beside the game's own in its stored JSON, where they always were.

use serde::{Deserialize, Serialize};

use super::{GameResult, Phase, Staged};
use crate::games::{draw_discard::Turns, pool, Seat};

/// The seats of `seats` that are not `out`, in seat order: the players still in, however a game
/// puts a seat out (left, timed out, eliminated, forfeited).
pub fn still_in<S>(seats: &[S], out: impl Fn(&S) -> bool) -> Vec<Seat> {
    (0..seats.len()).filter(|&s| !out(&seats[s])).collect()
}

/// A seat as the skeleton keeps it: its standing, and the game's own counts `C` beside it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState<C> {
    pub score: u32,
    /// Left, or timed out too many times in a row: played to the hand's end, then dealt no more
    /// cards; cannot win.
    pub out: bool,
    /// Out by leaving (rather than by the clock).
    pub left: bool,
    /// Chips this seat paid into the pool: the stake.
    pub paid_in: u64,
    pub timeouts_in_a_row: u8,
    /// What the game counts of the seat (hands won, rummies…).
    #[serde(flatten)]
    pub counts: C,
}

impl<C> SeatState<C> {
    /// Out of the game for good; `left` when by leaving rather than by the clock.
    pub fn put_out(&mut self, left: bool) {
        self.out = true;
        self.left |= left;
    }
}

/// The shared part of a game played hand after hand for one pool: seats with counts `C`, hands
/// `H`, and ends `E`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Core<C, H, E> {
    pub seats: Vec<SeatState<C>>,
    pub pool: u64,
    /// Dealer of the current or last hand; before the first deal, the first dealer.
    pub dealer: Seat,
    /// Hands finished.
    pub hands_played: u32,
    pub phase: Phase<H, GameResult<E>>,
}

impl<C: Clone + Default, H, E> Core<C, H, E> {
    /// A game about to be dealt its first hand: each of `players` paid `stake` into the pool,
    /// `dealer` deals first.
    #[must_use]
    pub fn new(players: usize, stake: u64, dealer: Seat) -> Self {
        let seat = SeatState {
            paid_in: stake,
            ..SeatState::default()
        };
        Core {
            seats: vec![seat; players],
            pool: stake * players as u64,
            dealer,
            hands_played: 0,
            phase: Phase::AwaitingDeal,
        }
    }

    /// As [`Core::new`], for as many `players` as the game `allows`, the dealer one of them.
    ///
    /// # Errors
    /// The number of players, to report, when the game does not allow them or `dealer` is none
    /// of them.
    pub fn seated(
        players: usize,
        allows: std::ops::RangeInclusive<usize>,
        stake: u64,
        dealer: Seat,
    ) -> Result<Self, usize> {
        if !allows.contains(&players) || dealer >= players {
            return Err(players);
        }
        Ok(Self::new(players, stake, dealer))
    }
}

impl<C, H, E> Core<C, H, E> {
    /// Seats still in the game (not out by leaving or timeouts).
    #[must_use]
    pub fn players_in(&self) -> Vec<Seat> {
        still_in(&self.seats, |s| s.out)
    }

    /// The hand in play, if one is.
    #[must_use]
    pub fn hand(&self) -> Option<&H> {
        self.phase.hand()
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn result(&self) -> Option<&GameResult<E>> {
        self.phase.result()
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// Every seat's stake, for the chip-conservation invariant.
    #[must_use]
    pub fn paid_in(&self) -> u64 {
        self.seats.iter().map(|s| s.paid_in).sum()
    }

    /// The players still in with the highest total.
    #[must_use]
    pub fn leaders(&self) -> Vec<Seat> {
        pool::leaders(&self.players_in(), |s| self.seats[s].score)
    }

    /// Whether `seat` is seated and still in the game, so may still choose.
    #[must_use]
    pub fn is_in(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| !s.out)
    }
}

impl<C, H: Turns, E> Core<C, H, E> {
    /// What `seat` may do now, as every game of the skeleton decides it: nothing once the game is
    /// over or the seat is out; else `on_turn`'s actions when the hand in play waits for this
    /// seat, and `leave` at any time.
    pub fn legal_actions<A>(
        &self,
        seat: Seat,
        leave: A,
        on_turn: impl FnOnce(&H) -> Vec<A>,
    ) -> Vec<A> {
        if self.is_over() || !self.is_in(seat) {
            return Vec::new();
        }
        let mut legal = self
            .hand()
            .filter(|h| h.turn() == seat && !h.has_ended())
            .map(on_turn)
            .unwrap_or_default();
        legal.push(leave);
        legal
    }
}
