//! The skeleton of a game played hand after hand for one pool, with players who drop out but
//! never come back (Rummy, Ramino): who is still in, the deal passing round, leavers and the
//! clock, the lone player left, cancelling, and paying the pool out.
//!
//! A game keeps its own state type and embeds the shared [`Core`] in it (seats, pool, dealer,
//! phase), its JSON flattened beside the game's own keys; it tells this module where that core
//! is ([`HandGame`]) and how to score a finished hand, and gets the rest.
//! What differs between the games (the deal, the actions, scoring, how the game is won) stays in
//! the game's folder.
//!
//! Games with phases of their own (Rumino's rebuys, Rummoli's final deal) read them through
//! [`Staged`], and count the players still in with [`still_in`], as these games do.

mod event;
mod glue;
mod phase;
mod state;
mod table_terms;
pub use event::{effects, Event, Round};
pub(crate) use glue::impl_played_hand;
pub use phase::{GameResult, Phase, PhaseKind, Stage, Staged};
pub use state::{still_in, Core, SeatState};
pub use table_terms::Counts;

use super::draw_discard::Turns;
use super::{
    apply_on_a_copy, next_dealer, pool, split_pool, AnyGame, GameCommand, Narrow, Refusal, Seat,
};
use crate::cards::CardId;

/// The ends of a game this skeleton decides by itself.
pub trait Ending: Copy + PartialEq {
    /// Everybody else left or timed out.
    const LAST_PLAYER_STANDING: Self;
    /// Cancelled before any hand was scored: stakes refunded to players still in.
    const CANCELLED_REFUNDED: Self;
    /// Cancelled later: the highest total still in takes the pool.
    const CANCELLED_SETTLED: Self;
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
    /// The card the seat on turn drew from the stock this turn, once it has.
    fn stock_draw(&self) -> Option<CardId>;
}

/// Whether `seat` left `game`, when it is a game `G` of the skeleton: its turns are played for
/// it, rather than timed out.
#[must_use]
pub fn seat_left<G: HandGame>(game: Option<&AnyGame>, seat: Seat) -> bool
where
    AnyGame: Narrow<G>,
{
    game.and_then(AnyGame::narrow_to::<G>)
        .and_then(|g| g.core().seats.get(seat))
        .is_some_and(|s| s.left)
}

/// The card `seat` drew from the stock this turn in `game`, when it is a game `G` of the
/// skeleton and `me`, who asks, is that seat: nobody else may see it.
#[must_use]
pub fn own_stock_draw<G: HandGame>(
    game: Option<&AnyGame>,
    seat: Seat,
    me: Option<Seat>,
) -> Option<CardId>
where
    AnyGame: Narrow<G>,
{
    game.and_then(AnyGame::narrow_to::<G>)
        .and_then(|g| g.core().hand())
        .filter(|h| h.turn() == seat && Some(seat) == me)
        .and_then(PlayedHand::stock_draw)
}

/// Results and phases of a game `G`.
pub type ResultOf<G> = GameResult<<G as HandGame>::End>;
pub type PhaseOf<G> = Phase<<G as HandGame>::Hand, ResultOf<G>>;
pub type CoreOf<G> = Core<<G as HandGame>::Counts, <G as HandGame>::Hand, <G as HandGame>::End>;
/// The events of a game `G`.
pub type EventOf<G> = Event<
    <G as HandGame>::Deal,
    <<G as HandGame>::Hand as PlayedHand>::Move,
    <G as HandGame>::HandResult,
    ResultOf<G>,
>;

/// A game played hand after hand for one pool. The required items say where its [`Core`] is and
/// what is the game's own; the provided ones are the skeleton.
pub trait HandGame: Clone + Sized {
    /// What the game counts of each seat, beside the standing the skeleton keeps.
    type Counts: Clone + Default + self::Counts;
    type Hand: PlayedHand;
    type End: Ending;
    /// What the game tells of a deal.
    type Deal;
    /// What the game shows of a finished hand.
    type HandResult;
    type Error: From<Refusal>;
    /// What a seated player does.
    type Action: PartialEq;

    /// Whether a leaver's own `Left` move is reported as a move too (after the `Left` event).
    const TELLS_LEAVE_MOVE: bool;
    /// The action by which a player leaves the game.
    const LEAVE: Self::Action;
    /// Timeouts in a row that put a seat out.
    const MAX_TIMEOUTS_IN_A_ROW: u8;
    /// What a rebuy timeout is answered with: these games have no rebuys.
    const NO_REBUYS: Self::Error;

    fn core(&self) -> &CoreOf<Self>;
    fn core_mut(&mut self) -> &mut CoreOf<Self>;
    /// Whether a hand has been scored, so that a cancel settles rather than refunds.
    fn any_hand_scored(&self) -> bool;
    /// Scores a finished hand and sees whether the game is won.
    fn score_hand(&mut self, hand: &Self::Hand) -> Vec<EventOf<Self>>;
    /// Deals the next hand from `order` (top card first); `seed` seeds any stock rebuilt in it.
    ///
    /// # Errors
    /// Not waiting for a deal, or a deal the game refuses.
    fn deal(&mut self, order: &[CardId], seed: u64) -> Result<Vec<EventOf<Self>>, Self::Error>;
    /// `seat`'s action other than leaving, on the hand in play.
    ///
    /// # Errors
    /// What the hand's rules refuse.
    fn play_on(hand: &mut Self::Hand, seat: Seat, action: &Self::Action)
        -> Result<(), Self::Error>;

    /// Applies a command, as every game of the skeleton takes the table's commands. On error the
    /// game is unchanged.
    ///
    /// # Errors
    /// As [`HandGame::apply_with`], [`HandGame::check_player`], the deal and the hand's rules
    /// say; a rebuy timeout is refused.
    fn apply_command(
        &mut self,
        command: &GameCommand<Self::Action>,
    ) -> Result<Vec<EventOf<Self>>, Self::Error> {
        self.apply_with(command, |game, command| match command {
            GameCommand::Deal {
                order,
                reshuffle_seed,
            } => game.deal(order, *reshuffle_seed),
            GameCommand::Play { seat, action } => {
                game.check_player(*seat)?;
                game.play(*seat, action)
            }
            GameCommand::TurnTimeout => game.turn_timeout(Self::MAX_TIMEOUTS_IN_A_ROW),
            GameCommand::Cancel => Ok(vec![game.cancel()]),
            GameCommand::RebuyTimeout => Err(Self::NO_REBUYS),
        })
    }

    /// A seated player's action: leaving at any time, else a step of the hand in play.
    ///
    /// # Errors
    /// No hand in play, or what the hand's rules refuse.
    fn play(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<EventOf<Self>>, Self::Error> {
        if *action == Self::LEAVE {
            return Ok(self.leave(seat));
        }
        let from = self.moves_so_far();
        Self::play_on(self.hand_mut()?, seat, action)?;
        Ok(self.played(seat, from))
    }

    /// Applies a command with `inner`, on a copy so that an error part-way leaves the game
    /// unchanged.
    ///
    /// # Errors
    /// `GameOver`, or what `inner` refuses.
    fn apply_with<C>(
        &mut self,
        command: &C,
        inner: impl FnOnce(&mut Self, &C) -> Result<Vec<EventOf<Self>>, Self::Error>,
    ) -> Result<Vec<EventOf<Self>>, Self::Error> {
        let over = self.core().is_over();
        apply_on_a_copy(self, over, Refusal::GameOver.into(), |g| inner(g, command))
    }

    /// A seated player's command must come from a seat still in.
    ///
    /// # Errors
    /// `NoSuchSeat` or `OutOfGame`.
    fn check_player(&self, seat: Seat) -> Result<(), Self::Error> {
        let state = self
            .core()
            .seats
            .get(seat)
            .ok_or(Refusal::NoSuchSeat(seat))?;
        if state.out {
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
        let core = self.core();
        if !matches!(core.phase, Phase::AwaitingDeal) {
            return Err(Refusal::NotAwaitingDeal.into());
        }
        let seats = &core.seats;
        let out = |s: Seat| seats[s].out;
        let dealer = next_dealer(core.dealer, core.hands_played, out, seats.len());
        let in_hand = seats.iter().map(|s| !s.out).collect();
        Ok((core.hands_played + 1, dealer, in_hand))
    }

    /// Puts a freshly dealt hand in play.
    fn start_hand(&mut self, dealer: Seat, hand: Self::Hand) {
        let core = self.core_mut();
        core.dealer = dealer;
        core.phase = Phase::Playing {
            hand: Box::new(hand),
        };
    }

    /// # Errors
    /// `AwaitingDeal` or `GameOver` when no hand is in play.
    fn hand_mut(&mut self) -> Result<&mut Self::Hand, Self::Error> {
        match &mut self.core_mut().phase {
            Phase::Playing { hand } => Ok(hand),
            Phase::AwaitingDeal => Err(Refusal::AwaitingDeal.into()),
            Phase::Over { .. } => Err(Refusal::GameOver.into()),
        }
    }

    /// Moves so far in the hand in play, to report the new ones.
    fn moves_so_far(&self) -> usize {
        self.core().hand().map_or(0, |h| h.moves().len())
    }

    /// After `seat`'s own move: its timeout count starts again; then as [`HandGame::settle`].
    fn played(&mut self, seat: Seat, from: usize) -> Vec<EventOf<Self>> {
        self.core_mut().seats[seat].timeouts_in_a_row = 0;
        self.settle(from, Vec::new())
    }

    /// Plays the turns of seats that are out, reports the moves made since `from` after
    /// `events`, and scores the hand once it has ended.
    fn settle(&mut self, from: usize, mut events: Vec<EventOf<Self>>) -> Vec<EventOf<Self>> {
        self.play_out_turns();
        let Phase::Playing { hand } = &self.core().phase else {
            return events;
        };
        let moves = hand.moves();
        events.extend(
            moves[from.min(moves.len())..]
                .iter()
                .cloned()
                .map(Event::Moved),
        );
        if !hand.has_ended() {
            return events;
        }
        let Phase::Playing { hand } =
            std::mem::replace(&mut self.core_mut().phase, Phase::AwaitingDeal)
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
            let core = self.core_mut();
            let Phase::Playing { hand } = &mut core.phase else {
                return;
            };
            if hand.has_ended() || !core.seats[hand.turn()].out {
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
    fn turn_timeout(&mut self, max: u8) -> Result<Vec<EventOf<Self>>, Self::Error> {
        let from = self.moves_so_far();
        let hand = self.hand_mut()?;
        let seat = hand.turn();
        hand.play_default_turn();
        let state = &mut self.core_mut().seats[seat];
        state.timeouts_in_a_row = state.timeouts_in_a_row.saturating_add(1);
        let removed = state.timeouts_in_a_row >= max;
        let mut events = vec![Event::TimedOut { seat, removed }];
        if removed {
            self.core_mut().seats[seat].put_out(false);
            if let Some(event) = self.lone_player_wins() {
                events.push(event);
                return Ok(events);
            }
        }
        Ok(self.settle(from, events))
    }

    /// The seat is out; its remaining turns this hand are played for it.
    fn leave(&mut self, seat: Seat) -> Vec<EventOf<Self>> {
        let before = self.moves_so_far();
        let core = self.core_mut();
        core.seats[seat].put_out(true);
        if let Phase::Playing { hand } = &mut core.phase {
            if hand.in_hand().get(seat).copied().unwrap_or(false) {
                hand.record_leave(seat);
            }
        }
        let from = if Self::TELLS_LEAVE_MOVE {
            before
        } else {
            self.moves_so_far()
        };
        let mut events = vec![Event::Left { seat }];
        match self.lone_player_wins() {
            Some(event) => {
                events.push(event);
                events
            }
            None => self.settle(from, events),
        }
    }

    /// A lone player left wins at once, whatever the hand in play.
    fn lone_player_wins(&mut self) -> Option<EventOf<Self>> {
        match self.core().players_in().as_slice() {
            &[winner] => Some(self.finish(Self::End::LAST_PLAYER_STANDING, vec![winner])),
            [] => Some(self.cancel()),
            _ => None,
        }
    }

    /// Ends the game, paying the whole pool to `winners`.
    fn finish(&mut self, end: Self::End, winners: Vec<Seat>) -> EventOf<Self> {
        let core = self.core();
        let payouts = split_pool(core.pool, &winners, core.dealer, core.seats.len(), false);
        self.end_with(GameResult {
            end,
            winners,
            payouts,
        })
    }

    fn end_with(&mut self, result: ResultOf<Self>) -> EventOf<Self> {
        let core = self.core_mut();
        core.pool = 0;
        core.phase = Phase::Over {
            result: result.clone(),
        };
        Event::GameOver { result }
    }

    /// Settled as `pool::cancelled` says: refunded before any hand is scored, else won by the
    /// highest total still in.
    fn cancel(&mut self) -> EventOf<Self> {
        let core = self.core();
        let settled = pool::cancelled(
            core.pool,
            &core.players_in(),
            &core.leaders(),
            self.any_hand_scored(),
            core.dealer,
            core.seats.len(),
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
