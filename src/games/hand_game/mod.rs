//! The skeleton of a game played hand after hand for one pool, with players who drop out but
//! never come back (Rummy, Ramino): who is still in, the deal passing round, leavers and the
//! clock, the lone player left, cancelling, and paying the pool out.
//!
//! A game keeps its own state type (its stored JSON is its own); it tells this module where its
//! seats, pool and phase are ([`HandGame`]) and how to score a finished hand, and gets the rest.
//! What differs between the games (the deal, the actions, scoring, how the game is won) stays in
//! the game's folder.

mod glue;
mod phase;
mod table_terms;
pub(crate) use glue::{
    hand_game_api, hand_game_fields, impl_from_refusal, impl_from_told, impl_played_hand,
    impl_standing,
};
pub use phase::{GameResult, Phase, PhaseKind};
pub use table_terms::{effects, places, settlement, tallies, waiting, Effect};

use super::draw_discard::Turns;
use super::{apply_on_a_copy, next_dealer, pool, split_pool, Seat};

/// The ends of a game this skeleton decides by itself.
pub trait Ending: Copy + PartialEq {
    /// Everybody else left or timed out.
    const LAST_PLAYER_STANDING: Self;
    /// Cancelled before any hand was scored: stakes refunded to players still in.
    const CANCELLED_REFUNDED: Self;
    /// Cancelled later: the highest total still in takes the pool.
    const CANCELLED_SETTLED: Self;
}

/// Why the skeleton refuses a command; each game turns it into its own error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NoSuchSeat(Seat),
    OutOfGame,
    AwaitingDeal,
    NotAwaitingDeal,
    GameOver,
}

/// What the skeleton tells; each game turns it into its own event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told<M, R> {
    Moved(M),
    /// The default move was played; `removed` after the last timeout allowed in a row.
    TimedOut {
        seat: Seat,
        removed: bool,
    },
    Left {
        seat: Seat,
    },
    GameOver {
        result: R,
    },
}

/// A seat's standing, as the skeleton reads and changes it.
pub trait Standing {
    fn score(&self) -> u32;
    /// Out by leaving or the clock: played to the hand's end, then dealt no more cards.
    fn is_out(&self) -> bool;
    fn is_left(&self) -> bool;
    fn paid_in(&self) -> u64;
    fn put_out(&mut self, left: bool);
    fn timeouts_in_a_row(&mut self) -> &mut u8;
}

/// A hand in play, as the skeleton needs it beyond its [`Turns`].
pub trait PlayedHand: Turns {
    type Move: Clone;
    fn hand_no(&self) -> u32;
    /// Turns started this hand, the first being 1.
    fn turn_no(&self) -> u32;
    fn moves(&self) -> &[Self::Move];
    /// Records that `seat` left, in the hand's public history.
    fn record_leave(&mut self, seat: Seat);
    /// The move the clock plays for the seat on turn (also for a seat that is out).
    fn play_default_turn(&mut self);
}

/// Results and phases of a game `G`.
pub type ResultOf<G> = GameResult<<G as HandGame>::End>;
pub type PhaseOf<G> = Phase<<G as HandGame>::Hand, ResultOf<G>>;
type ToldOf<G> = Told<<<G as HandGame>::Hand as PlayedHand>::Move, ResultOf<G>>;

/// A game played hand after hand for one pool. The required items say where the state is and
/// what is the game's own; the provided ones are the skeleton.
pub trait HandGame: Clone + Sized {
    type Seat: Standing;
    type Hand: PlayedHand;
    type End: Ending;
    type Event: From<ToldOf<Self>>;
    type Error: From<Refusal>;

    /// Whether a leaver's own `Left` move is reported as a move too (after the `Left` event).
    const TELLS_LEAVE_MOVE: bool;

    fn seats(&self) -> &[Self::Seat];
    fn seats_mut(&mut self) -> &mut [Self::Seat];
    fn pool(&mut self) -> &mut u64;
    fn dealer(&mut self) -> &mut Seat;
    fn hands_played(&self) -> u32;
    fn phase(&self) -> &PhaseOf<Self>;
    fn phase_mut(&mut self) -> &mut PhaseOf<Self>;
    /// Whether a hand has been scored, so that a cancel settles rather than refunds.
    fn any_hand_scored(&self) -> bool;
    /// Scores a finished hand and sees whether the game is won.
    fn score_hand(&mut self, hand: &Self::Hand) -> Vec<Self::Event>;

    /// Seats still in the game (not out by leaving or timeouts).
    fn players_in(&self) -> Vec<Seat> {
        let seats = self.seats();
        (0..seats.len()).filter(|&s| !seats[s].is_out()).collect()
    }

    fn hand(&self) -> Option<&Self::Hand> {
        match self.phase() {
            Phase::Playing { hand } => Some(hand),
            _ => None,
        }
    }

    fn result(&self) -> Option<&ResultOf<Self>> {
        match self.phase() {
            Phase::Over { result } => Some(result),
            _ => None,
        }
    }

    /// Every seat's stake, for the chip-conservation invariant.
    fn paid_in(&self) -> u64 {
        self.seats().iter().map(Standing::paid_in).sum()
    }

    /// Applies a command with `inner`, on a copy so that an error part-way leaves the game
    /// unchanged.
    ///
    /// # Errors
    /// `GameOver`, or what `inner` refuses.
    fn apply_with<C>(
        &mut self,
        command: &C,
        inner: impl FnOnce(&mut Self, &C) -> Result<Vec<Self::Event>, Self::Error>,
    ) -> Result<Vec<Self::Event>, Self::Error> {
        let over = self.result().is_some();
        apply_on_a_copy(self, over, Refusal::GameOver.into(), |g| inner(g, command))
    }

    /// A seated player's command must come from a seat still in.
    ///
    /// # Errors
    /// `NoSuchSeat` or `OutOfGame`.
    fn check_player(&self, seat: Seat) -> Result<(), Self::Error> {
        let state = self.seats().get(seat).ok_or(Refusal::NoSuchSeat(seat))?;
        if state.is_out() {
            return Err(Refusal::OutOfGame.into());
        }
        Ok(())
    }

    /// The next hand's number, its dealer (the deal passes to the next seat still in) and the
    /// seats dealt in.
    ///
    /// # Errors
    /// `NotAwaitingDeal` unless the game waits for a deal.
    fn next_deal(&mut self) -> Result<(u32, Seat, Vec<bool>), Self::Error> {
        if !matches!(self.phase(), Phase::AwaitingDeal) {
            return Err(Refusal::NotAwaitingDeal.into());
        }
        let last = *self.dealer();
        let seats = self.seats();
        let out = |s: Seat| seats[s].is_out();
        let dealer = next_dealer(last, self.hands_played(), out, seats.len());
        let in_hand = self.seats().iter().map(|s| !s.is_out()).collect();
        Ok((self.hands_played() + 1, dealer, in_hand))
    }

    /// Puts a freshly dealt hand in play.
    fn start_hand(&mut self, dealer: Seat, hand: Self::Hand) {
        *self.dealer() = dealer;
        *self.phase_mut() = Phase::Playing {
            hand: Box::new(hand),
        };
    }

    /// # Errors
    /// `AwaitingDeal` or `GameOver` when no hand is in play.
    fn hand_mut(&mut self) -> Result<&mut Self::Hand, Self::Error> {
        match self.phase_mut() {
            Phase::Playing { hand } => Ok(hand),
            Phase::AwaitingDeal => Err(Refusal::AwaitingDeal.into()),
            Phase::Over { .. } => Err(Refusal::GameOver.into()),
        }
    }

    /// Moves so far in the hand in play, to report the new ones.
    fn moves_so_far(&self) -> usize {
        self.hand().map_or(0, |h| h.moves().len())
    }

    /// After `seat`'s own move: its timeout count starts again; then as [`HandGame::settle`].
    fn played(&mut self, seat: Seat, from: usize) -> Vec<Self::Event> {
        *self.seats_mut()[seat].timeouts_in_a_row() = 0;
        self.settle(from, Vec::new())
    }

    /// Plays the turns of seats that are out, reports the moves made since `from` after
    /// `events`, and scores the hand once it has ended.
    fn settle(&mut self, from: usize, mut events: Vec<Self::Event>) -> Vec<Self::Event> {
        self.play_out_turns();
        let Phase::Playing { hand } = self.phase() else {
            return events;
        };
        let moves = hand.moves();
        events.extend(
            moves[from.min(moves.len())..]
                .iter()
                .cloned()
                .map(|m| Told::Moved(m).into()),
        );
        if !hand.has_ended() {
            return events;
        }
        let Phase::Playing { hand } = std::mem::replace(self.phase_mut(), Phase::AwaitingDeal)
        else {
            return events;
        };
        events.extend(self.score_hand(&hand));
        events
    }

    /// Plays the turns of seats that are out until a player still in is on turn or the hand
    /// ends; stops should a default turn make no move, so a table never spins.
    fn play_out_turns(&mut self) {
        loop {
            let out: Vec<bool> = self.seats().iter().map(Standing::is_out).collect();
            let Phase::Playing { hand } = self.phase_mut() else {
                return;
            };
            if hand.has_ended() || !out[hand.turn()] {
                return;
            }
            let before = hand.moves().len();
            hand.play_default_turn();
            if hand.moves().len() == before {
                return;
            }
        }
    }

    /// The clock ran out for the seat on turn: its default move is played; after too many
    /// timeouts in a row (`max`) the seat is out.
    ///
    /// # Errors
    /// No hand in play.
    fn turn_timeout(&mut self, max: u8) -> Result<Vec<Self::Event>, Self::Error> {
        let from = self.moves_so_far();
        let hand = self.hand_mut()?;
        let seat = hand.turn();
        hand.play_default_turn();
        let timeouts = self.seats_mut()[seat].timeouts_in_a_row();
        *timeouts = timeouts.saturating_add(1);
        let removed = *timeouts >= max;
        let mut events = vec![Told::TimedOut { seat, removed }.into()];
        if removed {
            self.seats_mut()[seat].put_out(false);
            if let Some(event) = self.lone_player_wins() {
                events.push(event);
                return Ok(events);
            }
        }
        Ok(self.settle(from, events))
    }

    /// The seat is out; its remaining turns this hand are played for it.
    fn leave(&mut self, seat: Seat) -> Vec<Self::Event> {
        let before = self.moves_so_far();
        self.seats_mut()[seat].put_out(true);
        if let Phase::Playing { hand } = self.phase_mut() {
            if hand.in_hand().get(seat).copied().unwrap_or(false) {
                hand.record_leave(seat);
            }
        }
        let from = if Self::TELLS_LEAVE_MOVE {
            before
        } else {
            self.moves_so_far()
        };
        let mut events = vec![Told::Left { seat }.into()];
        match self.lone_player_wins() {
            Some(event) => {
                events.push(event);
                events
            }
            None => self.settle(from, events),
        }
    }

    /// A lone player left wins at once, whatever the hand in play.
    fn lone_player_wins(&mut self) -> Option<Self::Event> {
        match self.players_in().as_slice() {
            &[winner] => Some(self.finish(Self::End::LAST_PLAYER_STANDING, vec![winner])),
            [] => Some(self.cancel()),
            _ => None,
        }
    }

    /// The players still in with the highest total.
    fn leaders(&self) -> Vec<Seat> {
        pool::leaders(&self.players_in(), |s| self.seats()[s].score())
    }

    /// Ends the game, paying the whole pool to `winners`.
    fn finish(&mut self, end: Self::End, winners: Vec<Seat>) -> Self::Event {
        let dealer = *self.dealer();
        let payouts = split_pool(*self.pool(), &winners, dealer, self.seats().len(), false);
        self.end_with(GameResult {
            end,
            winners,
            payouts,
        })
    }

    fn end_with(&mut self, result: ResultOf<Self>) -> Self::Event {
        *self.pool() = 0;
        *self.phase_mut() = Phase::Over {
            result: result.clone(),
        };
        Told::GameOver { result }.into()
    }

    /// Settled as `pool::cancelled` says: refunded before any hand is scored, else won by the
    /// highest total still in.
    fn cancel(&mut self) -> Self::Event {
        let dealer = *self.dealer();
        let settled = pool::cancelled(
            *self.pool(),
            &self.players_in(),
            &self.leaders(),
            self.any_hand_scored(),
            dealer,
            self.seats().len(),
        );
        self.end_with(GameResult {
            end: if settled.refunded {
                Self::End::CANCELLED_REFUNDED
            } else {
                Self::End::CANCELLED_SETTLED
            },
            winners: settled.winners,
            payouts: settled.payouts,
        })
    }
}
