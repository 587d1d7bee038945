//! A game of Rummy (Y9, Y21–Y24): hands one after another, scores, leavers, the pool, and how
//! the game is won. `apply` is the only way to change a game.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    hand::{Hand, HandEnd, HandRules, Move},
    melds,
    options::{RummyOptions, MAX_TIMEOUTS_IN_A_ROW},
    result::{split_pool, GameEnd, GameResult, HandResult, ShownHand},
};
use crate::cards::CardId;

/// A seat's standing in the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub score: u32,
    /// Left, or timed out [`MAX_TIMEOUTS_IN_A_ROW`] times in a row (Y24): played to the hand's
    /// end, then dealt no more cards; cannot win.
    pub out: bool,
    /// Out by leaving (rather than by the clock).
    pub left: bool,
    /// Chips this seat paid into the pool: the stake.
    pub paid_in: u64,
    pub timeouts_in_a_row: u8,
    pub hands_won: u32,
    pub rummies: u32,
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the table to supply the next deck order.
    AwaitingDeal,
    Playing {
        hand: Box<Hand>,
    },
    Over {
        result: GameResult,
    },
}

/// Something that happened, for the table to log and tell players. Events carry only what every
/// player may see; the moves of a hand are in its public history, private cards in views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    Dealt {
        hand_no: u32,
        dealer: Seat,
    },
    /// A public move of the hand in play, told as it is made: the last one of a hand too,
    /// which ends it (the hand is gone once it is scored).
    Moved(Move),
    /// Y24: the default move was played; `removed` after the third timeout in a row.
    TimedOut {
        seat: Seat,
        removed: bool,
    },
    Left {
        seat: Seat,
    },
    HandEnded {
        result: HandResult,
    },
    GameOver {
        result: GameResult,
    },
}

/// A game of Rummy. Changed only by [`RummyGame::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RummyGame {
    pub options: RummyOptions,
    pub seats: Vec<SeatState>,
    pub pool: u64,
    /// Dealer of the current or last hand; before the first deal, the first dealer (Y9).
    pub dealer: Seat,
    /// Hands finished, dead ones included (Y22 `hands`).
    pub hands_played: u32,
    /// Hands finished with a player going out.
    pub hands_scored: u32,
    pub phase: Phase,
    pub last_hand: Option<HandResult>,
}

impl RummyGame {
    /// Starts a game: every player's stake goes into the pool; `dealer` deals first (Y9, see
    /// [`super::draw_for_dealer`]).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–6 players and the dealer is one of them (Y4).
    pub fn new(options: RummyOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        if !(2..=6).contains(&players) || dealer >= players {
            return Err(RuleError::BadPlayerCount(players));
        }
        let seat = SeatState {
            paid_in: options.stake,
            ..SeatState::default()
        };
        Ok(RummyGame {
            options,
            seats: vec![seat; players],
            pool: options.stake * players as u64,
            dealer,
            hands_played: 0,
            hands_scored: 0,
            phase: Phase::AwaitingDeal,
            last_hand: None,
        })
    }

    /// Seats still in the game (not out by leaving or timeouts).
    #[must_use]
    pub fn players_in(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| !self.seats[s].out)
            .collect()
    }

    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        match &self.phase {
            Phase::Playing { hand } => Some(hand),
            _ => None,
        }
    }

    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        match &self.phase {
            Phase::Over { result } => Some(result),
            _ => None,
        }
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

    /// The rules a hand of this game plays by.
    #[must_use]
    pub fn hand_rules(&self) -> HandRules {
        HandRules {
            ace_high: self.options.ace_high,
            discard_must_meld: self.options.discard_must_meld,
            must_discard_to_go_out: self.options.must_discard_to_go_out,
        }
    }

    /// Applies a command. On error the game is unchanged; it never panics.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        // Work on a copy so that an error part-way leaves nothing half-done.
        let mut next = self.clone();
        let events = next.apply_inner(command)?;
        *self = next;
        Ok(events)
    }

    fn apply_inner(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        match command {
            Command::Deal {
                order,
                reshuffle_seed,
            } => self.deal(order, *reshuffle_seed),
            Command::Play { seat, action } => {
                let state = self.seats.get(*seat).ok_or(RuleError::NoSuchSeat(*seat))?;
                if state.out {
                    return Err(RuleError::OutOfGame);
                }
                self.play(*seat, action)
            }
            Command::TurnTimeout => self.turn_timeout(),
            Command::Cancel => Ok(vec![self.cancel()]),
        }
    }

    /// The dealer of the next hand: the deal passes to the next seat still in (Y9).
    fn next_dealer(&self) -> Seat {
        let n = self.seats.len();
        let start = if self.hands_played == 0 {
            self.dealer
        } else {
            self.dealer + 1
        };
        (0..n)
            .map(|i| (start + i) % n)
            .find(|&s| !self.seats[s].out)
            .unwrap_or(self.dealer)
    }

    fn deal(&mut self, order: &[CardId], seed: u64) -> Result<Vec<Event>, RuleError> {
        if !matches!(self.phase, Phase::AwaitingDeal) {
            return Err(RuleError::NotAwaitingDeal);
        }
        let dealer = self.next_dealer();
        let in_hand = self.seats.iter().map(|s| !s.out).collect();
        let hand_no = self.hands_played + 1;
        let hand = Hand::deal(hand_no, dealer, in_hand, order, seed, self.hand_rules())?;
        self.dealer = dealer;
        self.phase = Phase::Playing {
            hand: Box::new(hand),
        };
        Ok(vec![Event::Dealt { hand_no, dealer }])
    }

    fn hand_mut(&mut self) -> Result<&mut Hand, RuleError> {
        match &mut self.phase {
            Phase::Playing { hand } => Ok(hand),
            Phase::AwaitingDeal => Err(RuleError::AwaitingDeal),
            Phase::Over { .. } => Err(RuleError::GameOver),
        }
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        if action == &Action::Leave {
            return Ok(self.leave(seat));
        }
        let from = self.moves_so_far();
        let hand = self.hand_mut()?;
        match action {
            Action::DrawStock => {
                hand.draw_stock(seat)?;
            }
            Action::TakeDiscard => {
                hand.take_discard(seat)?;
            }
            Action::Meld(cards) => {
                hand.meld(seat, cards)?;
            }
            Action::LayOff { card, target } => hand.lay_off(seat, *card, *target)?,
            Action::Discard(card) => hand.discard(seat, *card)?,
            Action::Leave => {}
        }
        self.seats[seat].timeouts_in_a_row = 0;
        Ok(self.settle(from))
    }

    /// Moves so far in the hand in play, to report the new ones.
    fn moves_so_far(&self) -> usize {
        self.hand().map_or(0, |h| h.moves.len())
    }

    /// Plays the turns of seats that are out (Y24), reports the moves made since `from`, and
    /// scores the hand once it has ended.
    fn settle(&mut self, from: usize) -> Vec<Event> {
        let Phase::Playing { hand } = &mut self.phase else {
            return Vec::new();
        };
        while hand.ended.is_none() && self.seats[hand.turn].out {
            hand.play_default_turn();
        }
        let mut events: Vec<Event> = hand.moves[from.min(hand.moves.len())..]
            .iter()
            .cloned()
            .map(Event::Moved)
            .collect();
        if hand.ended.is_none() {
            return events;
        }
        let Phase::Playing { hand } = std::mem::replace(&mut self.phase, Phase::AwaitingDeal)
        else {
            return events;
        };
        events.extend(self.score_hand(&hand));
        events
    }

    fn turn_timeout(&mut self) -> Result<Vec<Event>, RuleError> {
        let from = self.moves_so_far();
        let hand = self.hand_mut()?;
        let seat = hand.turn;
        hand.play_default_turn();
        let state = &mut self.seats[seat];
        state.timeouts_in_a_row = state.timeouts_in_a_row.saturating_add(1);
        let removed = state.timeouts_in_a_row >= MAX_TIMEOUTS_IN_A_ROW;
        let mut events = vec![Event::TimedOut { seat, removed }];
        if removed {
            self.seats[seat].out = true;
            if let Some(event) = self.lone_player_wins() {
                events.push(event);
                return Ok(events);
            }
        }
        events.extend(self.settle(from));
        Ok(events)
    }

    /// Y24: the seat is out; its remaining turns this hand are played for it.
    fn leave(&mut self, seat: Seat) -> Vec<Event> {
        let state = &mut self.seats[seat];
        state.out = true;
        state.left = true;
        if let Phase::Playing { hand } = &mut self.phase {
            if hand.in_hand[seat] {
                hand.moves.push(Move::Left { seat });
            }
        }
        // The leave itself is told by `Event::Left`; the moves after it are reported.
        let from = self.moves_so_far();
        let mut events = vec![Event::Left { seat }];
        match self.lone_player_wins() {
            Some(event) => events.push(event),
            None => events.extend(self.settle(from)),
        }
        events
    }

    /// Y24: a lone player left wins at once, whatever the hand in play.
    fn lone_player_wins(&mut self) -> Option<Event> {
        match self.players_in().as_slice() {
            &[winner] => Some(self.finish(GameEnd::LastPlayerStanding, vec![winner])),
            [] => Some(self.cancel()),
            _ => None,
        }
    }

    /// Y21, Y22: scores a finished hand and sees whether the game is won.
    fn score_hand(&mut self, hand: &Hand) -> Vec<Event> {
        let ace_high = self.options.ace_high;
        let hands: Vec<ShownHand> = (0..self.seats.len())
            .filter(|&s| hand.in_hand[s])
            .map(|seat| {
                let cards = hand.faces(seat);
                let value = melds::total_value(&cards, ace_high);
                ShownHand { seat, cards, value }
            })
            .collect();
        self.hands_played += 1;
        let mut points = 0;
        if let Some(HandEnd::Out { seat, rummy }) = hand.ended {
            let left: u32 = hands.iter().map(|h| u32::from(h.value)).sum();
            points = if rummy { left * 2 } else { left };
            let state = &mut self.seats[seat];
            state.score += points;
            state.hands_won += 1;
            state.rummies += u32::from(rummy);
            self.hands_scored += 1;
        }
        let result = HandResult {
            hand_no: hand.hand_no,
            dealer: hand.dealer,
            end: hand.ended.unwrap_or(HandEnd::Dead),
            points,
            hands,
            scores: self.seats.iter().map(|s| s.score).collect(),
        };
        self.last_hand = Some(result.clone());
        let mut events = vec![Event::HandEnded { result }];
        if let Some((end, winner)) = self.game_winner(hand.ended) {
            events.push(self.finish(end, vec![winner]));
        }
        events
    }

    /// Y22: the winner, if this hand ended the game.
    fn game_winner(&self, ended: Option<HandEnd>) -> Option<(GameEnd, Seat)> {
        if let Some(hands) = self.options.hands {
            if self.hands_played < hands {
                return None;
            }
            let leaders = self.leaders();
            return match leaders.as_slice() {
                &[leader] => Some((GameEnd::Hands, leader)),
                _ => None, // tied leaders: one more hand for all
            };
        }
        match ended {
            Some(HandEnd::Out { seat, .. })
                if !self.seats[seat].out && self.seats[seat].score >= self.options.target =>
            {
                Some((GameEnd::Target, seat))
            }
            _ => None,
        }
    }

    /// The players still in with the highest total.
    fn leaders(&self) -> Vec<Seat> {
        crate::games::pool::leaders(&self.players_in(), |s| self.seats[s].score)
    }

    /// Ends the game, paying the whole pool to `winners`.
    fn finish(&mut self, end: GameEnd, winners: Vec<Seat>) -> Event {
        let payouts = split_pool(self.pool, &winners, self.dealer, self.seats.len(), false);
        self.end_with(GameResult {
            end,
            winners,
            payouts,
        })
    }

    fn end_with(&mut self, result: GameResult) -> Event {
        self.pool = 0;
        self.phase = Phase::Over {
            result: result.clone(),
        };
        Event::GameOver { result }
    }

    /// Settled as `pool::cancelled` says: refunded before any hand is scored, else won by the
    /// highest total still in.
    fn cancel(&mut self) -> Event {
        let settled = crate::games::pool::cancelled(
            self.pool,
            &self.players_in(),
            &self.leaders(),
            self.hands_scored > 0,
            self.dealer,
            self.seats.len(),
        );
        self.end_with(GameResult {
            end: if settled.refunded {
                GameEnd::CancelledRefunded
            } else {
                GameEnd::CancelledSettled
            },
            winners: settled.winners,
            payouts: settled.payouts,
        })
    }
}
