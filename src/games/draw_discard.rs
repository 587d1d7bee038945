//! The mechanics every draw-and-discard hand shares (Rumino, Rummy, Ramino): seats dealt in and
//! the turn passing round them, the deal, the checks before a turn's steps, which card a discard
//! names, the stock rebuilt from the discard pile, and the clock's default discard.
//!
//! Each game keeps its own `Hand` (its stored JSON and its moves are its own) and calls these;
//! what a draw or a discard leads to stays the game's.

use rand::{seq::SliceRandom, SeedableRng};

use super::{Refusal, Seat};
use crate::cards::{Card, CardId};

/// Why a turn's step is refused where each game words it its own way; each game turns it into its
/// own error. The refusals every game words alike are [`Refusal`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnError {
    AlreadyDrew,
    MustDrawFirst,
}

/// `From<TurnError>` for an error type with the variants of the same names.
macro_rules! impl_from_turn_error {
    ($error:ty) => {
        impl From<$crate::games::draw_discard::TurnError> for $error {
            fn from(e: $crate::games::draw_discard::TurnError) -> $error {
                use $crate::games::draw_discard::TurnError;
                match e {
                    TurnError::AlreadyDrew => Self::AlreadyDrew,
                    TurnError::MustDrawFirst => Self::MustDrawFirst,
                }
            }
        }
    };
}
pub(crate) use impl_from_turn_error;

/// A hand whose turn goes round the seats dealt in: draw first, then discard.
pub trait Turns {
    type Error: From<TurnError> + From<Refusal>;
    /// Per seat of the table: dealt into this hand (and still in it).
    fn in_hand(&self) -> &[bool];
    fn turn(&self) -> Seat;
    fn has_ended(&self) -> bool;
    /// The seat on turn has drawn (or taken) this turn.
    fn has_drawn(&self) -> bool;

    /// The next seat that is in this hand.
    fn next_seat(&self, seat: Seat) -> Seat {
        next_in(self.in_hand(), seat)
    }

    /// # Errors
    /// No hand in play, `seat` not dealt in, or not on turn.
    fn check_turn(&self, seat: Seat) -> Result<(), Self::Error> {
        if self.has_ended() {
            return Err(Refusal::NoHandInPlay.into());
        }
        if !self.in_hand().get(seat).copied().unwrap_or(false) {
            return Err(Refusal::NotInHand.into());
        }
        if self.turn() != seat {
            return Err(Refusal::NotYourTurn(self.turn()).into());
        }
        Ok(())
    }

    /// # Errors
    /// As [`Turns::check_turn`], or the seat has drawn already.
    fn check_start(&self, seat: Seat) -> Result<(), Self::Error> {
        self.check_turn(seat)?;
        if self.has_drawn() {
            return Err(TurnError::AlreadyDrew.into());
        }
        Ok(())
    }

    /// # Errors
    /// As [`Turns::check_turn`], or the seat has not drawn yet.
    fn check_drawn(&self, seat: Seat) -> Result<(), Self::Error> {
        self.check_turn(seat)?;
        if !self.has_drawn() {
            return Err(TurnError::MustDrawFirst.into());
        }
        Ok(())
    }
}

/// [`Turns`] for a hand with the fields `in_hand`, `turn`, `ended` (an `Option`) and `step`,
/// whose `$start` step is the one before drawing.
macro_rules! impl_turns {
    ($hand:ty, $error:ty, $start:pat) => {
        impl $crate::games::draw_discard::Turns for $hand {
            type Error = $error;
            fn in_hand(&self) -> &[bool] {
                &self.in_hand
            }
            fn turn(&self) -> $crate::games::Seat {
                self.turn
            }
            fn has_ended(&self) -> bool {
                self.ended.is_some()
            }
            fn has_drawn(&self) -> bool {
                !matches!(self.step, $start)
            }
        }
    };
}
pub(crate) use impl_turns;

/// The faces of some physical cards.
#[must_use]
pub fn card_faces(ids: &[CardId]) -> Vec<Card> {
    ids.iter().map(|id| id.card()).collect()
}

/// The next seat after `seat` that is in the hand (`seat` itself if none is).
#[must_use]
pub fn next_in(in_hand: &[bool], seat: Seat) -> Seat {
    let n = in_hand.len();
    (1..=n)
        .map(|i| (seat + i) % n)
        .find(|&s| in_hand[s])
        .unwrap_or(seat)
}

/// The players dealt in, if they are as many as `allowed` and the dealer is one of them.
///
/// # Errors
/// The number of players dealt in, to report.
pub fn players_dealt_in(
    in_hand: &[bool],
    dealer: Seat,
    allowed: std::ops::RangeInclusive<usize>,
) -> Result<usize, usize> {
    let players = in_hand.iter().filter(|&&b| b).count();
    if !allowed.contains(&players) || !in_hand.get(dealer).copied().unwrap_or(false) {
        return Err(players);
    }
    Ok(players)
}

/// Deals `size` cards to each seat in the hand from `deck`, `batch` at a time, from the seat
/// after `dealer` round the table; returns each seat's cards and the first seat dealt to, who
/// plays first.
pub fn deal_round(
    in_hand: &[bool],
    dealer: Seat,
    deck: &mut impl Iterator<Item = CardId>,
    size: usize,
    batch: usize,
) -> (Vec<Vec<CardId>>, Seat) {
    let players = in_hand.iter().filter(|&&b| b).count();
    let mut cards = vec![Vec::with_capacity(size + 1); in_hand.len()];
    let first = next_in(in_hand, dealer);
    for _ in 0..size / batch {
        let mut seat = first;
        for _ in 0..players {
            cards[seat].extend(deck.by_ref().take(batch));
            seat = next_in(in_hand, seat);
        }
    }
    (cards, first)
}

/// Every discard but the top one, shuffled with `seed` into a new stock; the top card stays.
/// Returns false, changing nothing, when the pile is empty.
pub fn rebuild_stock(stock: &mut Vec<CardId>, discard: &mut Vec<CardId>, seed: u64) -> bool {
    let Some(top) = discard.pop() else {
        return false;
    };
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
    let mut rebuilt = std::mem::take(discard);
    rebuilt.shuffle(&mut rng);
    *stock = rebuilt;
    discard.push(top);
    true
}

/// Why a named card cannot be discarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undiscardable {
    NotHeld,
    /// Only the copy taken from the discard pile this turn is held.
    Taken,
}

/// Where in `held` is a copy of `face` that may be discarded: not `taken` this turn.
///
/// # Errors
/// No copy held, or only the taken one.
pub fn discardable(
    held: &[CardId],
    face: Card,
    taken: Option<CardId>,
) -> Result<usize, Undiscardable> {
    let mut found = false;
    for (i, id) in held.iter().enumerate() {
        if id.card() == face {
            found = true;
            if Some(*id) != taken {
                return Ok(i);
            }
        }
    }
    Err(if found {
        Undiscardable::Taken
    } else {
        Undiscardable::NotHeld
    })
}

/// Throws `held[index]` onto the top of the `discard` pile, and says which card it was.
pub fn throw(held: &mut Vec<CardId>, discard: &mut Vec<CardId>, index: usize) -> CardId {
    let card = held.remove(index);
    discard.push(card);
    card
}

/// The clock's discard: the card drawn from the stock if still held, else the card `pick`
/// chooses among those not `taken` this turn.
#[must_use]
pub fn default_discard(
    held: &[CardId],
    from_stock: Option<CardId>,
    taken: Option<CardId>,
    pick: impl FnOnce(&mut dyn Iterator<Item = usize>) -> Option<usize>,
) -> Option<usize> {
    from_stock
        .and_then(|card| held.iter().position(|&c| c == card))
        .or_else(|| pick(&mut (0..held.len()).filter(|&i| Some(held[i]) != taken)))
}
