//! A game of Rumino (R7, R19–R25): hands one after another, scores, eliminations, rebuys, the
//! pool, and how the game is won. `apply` is the only way to change a game.

use serde::{Deserialize, Serialize};

use crate::games::hand_game::{self, Staged};
use crate::games::{apply_on_a_copy, next_dealer, Refusal};

pub use super::phase::Phase;

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    hand::{Hand, Move},
    options::{GameOptions, MAX_TIMEOUTS_IN_A_ROW},
    result::{GameResult, HandResult},
};

/// A seat's standing in the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub score: i32,
    pub eliminated: bool,
    /// Left the game, or was removed after three timeouts (R24, R25).
    pub forfeited: bool,
    pub rebuys: u32,
    /// Chips this seat paid into the pool: the stake and every rebuy (R23).
    pub paid_in: u64,
    pub gins: u32,
    pub ruminos: u32,
    pub knocks: u32,
    pub timeouts_in_a_row: u8,
    /// Hands scored when this seat went out (R20 elimination, R24 forfeit), until a rebuy
    /// brings it back: the elimination order the rating ranks by, so kept only at a rated
    /// table. (Tables opened before it was kept are unrated: their log and snapshots agree.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_after: Option<u32>,
}

/// Something that happened, for the table to log and tell players. Events carry only what
/// every player may see; private cards come from [`RuminoGame::view`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    Dealt {
        hand_no: u32,
        dealer: Seat,
    },
    HandEnded {
        result: HandResult,
    },
    RebuyOffered {
        seats: Vec<Seat>,
    },
    Rebought {
        seat: Seat,
        cost: u64,
        score: i32,
    },
    RebuyDeclined {
        seat: Seat,
    },
    /// A public move of the hand in play, told as it is made: the last one of a hand too,
    /// which ends it (the hand is gone once it is scored).
    Moved(Move),
    TimedOut {
        seat: Seat,
        removed: bool,
    },
    Left {
        seat: Seat,
    },
    GameOver {
        result: GameResult,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuminoGame {
    pub options: GameOptions,
    pub seats: Vec<SeatState>,
    pub pool: u64,
    /// Dealer of the current or last hand; before the first deal, the first dealer (R7).
    pub dealer: Seat,
    /// Hands dealt and scored so far.
    pub hands_played: u32,
    pub phase: Phase,
    pub last_hand: Option<HandResult>,
    /// Who went gin in each of the first hands, while every one so far was a gin (R22c).
    pub opening_gins: Vec<Seat>,
    pub opening_gins_broken: bool,
}

impl RuminoGame {
    /// Starts a game: every player's stake goes into the pool (R23); `dealer` deals first (R7).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–6 players, or the dealer is not one of them.
    pub fn new(
        options: GameOptions,
        players: usize,
        dealer: Seat,
    ) -> Result<RuminoGame, RuleError> {
        if !(2..=6).contains(&players) || dealer >= players {
            return Err(RuleError::BadPlayerCount(players));
        }
        let seat = SeatState {
            paid_in: options.stake,
            ..SeatState::default()
        };
        Ok(RuminoGame {
            options,
            seats: vec![seat; players],
            pool: options.stake * players as u64,
            dealer,
            hands_played: 0,
            phase: Phase::AwaitingDeal,
            last_hand: None,
            opening_gins: Vec::new(),
            opening_gins_broken: false,
        })
    }

    #[must_use]
    pub fn players_in(&self) -> Vec<Seat> {
        hand_game::still_in(&self.seats, |s| s.eliminated)
    }

    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.phase.hand()
    }

    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        self.phase.result()
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// Applies a command. On error the game is unchanged.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        let over = self.is_over();
        apply_on_a_copy(self, over, RuleError::Refused(Refusal::GameOver), |g| {
            g.apply_inner(command)
        })
    }

    fn apply_inner(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        match command {
            Command::Deal {
                order,
                reshuffle_seed,
            } => self.deal(order, *reshuffle_seed),
            Command::Play { seat, action } => {
                if *seat >= self.seats.len() {
                    return Err(RuleError::Refused(Refusal::NoSuchSeat(*seat)));
                }
                self.play(*seat, action)
            }
            Command::TurnTimeout => self.turn_timeout(),
            Command::RebuyTimeout => match &self.phase {
                Phase::Rebuys { offers } => {
                    let events = offers
                        .iter()
                        .map(|&seat| Event::RebuyDeclined { seat })
                        .collect();
                    self.phase = Phase::AwaitingDeal;
                    Ok(events)
                }
                _ => Err(RuleError::NoRebuyOffer),
            },
            Command::Cancel => Ok(self.cancel()),
        }
    }

    /// The dealer of the next hand: the last dealer's left, skipping players who are out (R7).
    fn next_dealer(&self) -> Seat {
        let out = |s: Seat| self.seats[s].eliminated;
        next_dealer(self.dealer, self.hands_played, out, self.seats.len())
    }

    fn deal(&mut self, order: &[crate::cards::CardId], seed: u64) -> Result<Vec<Event>, RuleError> {
        if !matches!(self.phase, Phase::AwaitingDeal) {
            return Err(RuleError::Refused(Refusal::NotAwaitingDeal));
        }
        let dealer = self.next_dealer();
        let in_hand = self.seats.iter().map(|s| !s.eliminated).collect();
        let hand_no = self.hands_played + 1;
        let o = &self.options;
        let hand = Hand::deal(
            hand_no,
            dealer,
            in_hand,
            order,
            seed,
            o.lay_rules(),
            o.knock_limit,
        )?;
        self.dealer = dealer;
        self.phase = Phase::Playing {
            hand: Box::new(hand),
        };
        Ok(vec![Event::Dealt { hand_no, dealer }])
    }

    fn hand_mut(&mut self) -> Result<&mut Hand, RuleError> {
        match &mut self.phase {
            Phase::Playing { hand } => Ok(hand),
            Phase::AwaitingDeal => Err(RuleError::Refused(Refusal::AwaitingDeal)),
            Phase::Rebuys { .. } => Err(RuleError::AwaitingRebuys),
            Phase::Over { .. } => Err(RuleError::Refused(Refusal::GameOver)),
        }
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        match action {
            Action::Rebuy => return self.rebuy(seat),
            Action::DeclineRebuy => return self.decline_rebuy(seat),
            Action::Leave => return Ok(self.leave(seat)),
            _ => {}
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
            Action::Discard(card) => {
                hand.discard(seat, *card)?;
            }
            Action::Knock => hand.knock(seat)?,
            Action::Gin => {
                hand.declare(seat, false)?;
            }
            Action::Rumino => {
                hand.declare(seat, true)?;
            }
            Action::ClaimRumino => hand.claim_rumino(seat)?,
            Action::Rebuy | Action::DeclineRebuy | Action::Leave => unreachable!("handled above"),
        }
        if action != &Action::ClaimRumino {
            self.seats[seat].timeouts_in_a_row = 0;
        }
        Ok(self.after_hand_move(from))
    }

    /// Moves so far in the hand in play, to report the new ones.
    fn moves_so_far(&self) -> usize {
        self.hand().map_or(0, |h| h.moves.len())
    }

    /// Reports the moves made since `from`, and scores the hand if the last move ended it.
    fn after_hand_move(&mut self, from: usize) -> Vec<Event> {
        let Phase::Playing { hand } = &self.phase else {
            return Vec::new();
        };
        let mut events: Vec<Event> = hand.moves[from.min(hand.moves.len())..]
            .iter()
            .copied()
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
        hand.play_timed_out_turn();
        let state = &mut self.seats[seat];
        state.timeouts_in_a_row += 1;
        let removed = state.timeouts_in_a_row >= MAX_TIMEOUTS_IN_A_ROW;
        let mut events = vec![Event::TimedOut { seat, removed }];
        events.extend(self.after_hand_move(from));
        if removed && !self.is_over() {
            events.extend(self.leave(seat));
        }
        Ok(events)
    }

    /// Every seat's share of the game so far, for the chip-conservation invariant (R23).
    #[must_use]
    pub fn paid_in(&self) -> u64 {
        self.seats.iter().map(|s| s.paid_in).sum()
    }
}
