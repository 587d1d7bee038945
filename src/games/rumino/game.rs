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
    result::{GameEnd, GameResult, HandResult, Payout},
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

    fn rebuy(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        let Phase::Rebuys { offers } = &mut self.phase else {
            return Err(RuleError::NoRebuyOffer);
        };
        let Some(i) = offers.iter().position(|&s| s == seat) else {
            return Err(RuleError::NoRebuyOffer);
        };
        offers.remove(i);
        let offers_left = !offers.is_empty();
        let score = self
            .players_in()
            .iter()
            .map(|&s| self.seats[s].score)
            .max()
            .unwrap_or(0);
        let n = self.seats[seat].rebuys + 1;
        let cost = self.options.rebuy_cost(n);
        let state = &mut self.seats[seat];
        state.rebuys = n;
        state.eliminated = false;
        state.out_after = None;
        state.score = score;
        state.paid_in = state.paid_in.saturating_add(cost);
        self.pool = self.pool.saturating_add(cost);
        if !offers_left {
            self.phase = Phase::AwaitingDeal;
        }
        Ok(vec![Event::Rebought { seat, cost, score }])
    }

    fn decline_rebuy(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        let Phase::Rebuys { offers } = &mut self.phase else {
            return Err(RuleError::NoRebuyOffer);
        };
        let Some(i) = offers.iter().position(|&s| s == seat) else {
            return Err(RuleError::NoRebuyOffer);
        };
        offers.remove(i);
        if offers.is_empty() {
            self.phase = Phase::AwaitingDeal;
        }
        Ok(vec![Event::RebuyDeclined { seat }])
    }

    /// R24: the seat forfeits; if that leaves one player in, the game is over (R22a).
    fn leave(&mut self, seat: Seat) -> Vec<Event> {
        let state = &mut self.seats[seat];
        if state.forfeited {
            return Vec::new();
        }
        state.forfeited = true;
        if !state.eliminated && self.options.rated {
            state.out_after = Some(self.hands_played);
        }
        state.eliminated = true;
        let mut events = vec![Event::Left { seat }];
        match &mut self.phase {
            Phase::Playing { hand } => hand.remove_player(seat),
            Phase::Rebuys { offers } => offers.retain(|&s| s != seat),
            _ => {}
        }
        let players_in = self.players_in();
        if players_in.len() <= 1 {
            let winners = if players_in.is_empty() {
                self.lowest_scores(&self.all_seats())
            } else {
                players_in
            };
            events.push(self.finish(GameEnd::LastPlayerStanding, winners));
        } else if let Phase::Rebuys { offers } = &self.phase {
            if offers.is_empty() {
                self.phase = Phase::AwaitingDeal;
            }
        }
        events
    }

    pub(super) fn all_seats(&self) -> Vec<Seat> {
        (0..self.seats.len()).collect()
    }

    pub(super) fn lowest_scores(&self, among: &[Seat]) -> Vec<Seat> {
        let best = among.iter().map(|&s| self.seats[s].score).min();
        among
            .iter()
            .copied()
            .filter(|&s| Some(self.seats[s].score) == best)
            .collect()
    }

    /// Ends the game, paying the whole pool to `winners` (R22).
    pub(super) fn finish(&mut self, end: GameEnd, winners: Vec<Seat>) -> Event {
        let payouts =
            super::result::split_pool(self.pool, &winners, self.dealer, self.seats.len(), false);
        self.pool = 0;
        let result = GameResult {
            end,
            winners,
            payouts,
        };
        self.phase = Phase::Over {
            result: result.clone(),
        };
        Event::GameOver { result }
    }

    /// R24: before the first hand is scored every player still in gets their stake back and
    /// shares what leavers forfeited (split as in R22, so the pool is paid out whole); after a
    /// scored hand the pool goes to the lowest score still in (R22 tie-break).
    fn cancel(&mut self) -> Vec<Event> {
        let players_in = self.players_in();
        if self.hands_played == 0 && !players_in.is_empty() {
            let mut payouts: Vec<Payout> = players_in
                .iter()
                .filter(|&&s| self.seats[s].paid_in > 0)
                .map(|&seat| Payout {
                    seat,
                    chips: self.seats[seat].paid_in,
                    refund: true,
                })
                .collect();
            let refunded: u64 = payouts.iter().map(|p| p.chips).sum();
            let forfeited = self.pool.saturating_sub(refunded);
            let shares = super::result::split_pool(
                forfeited,
                &players_in,
                self.dealer,
                self.seats.len(),
                false,
            );
            for share in shares {
                match payouts.iter_mut().find(|p| p.seat == share.seat) {
                    Some(p) => p.chips += share.chips,
                    None => payouts.push(Payout {
                        refund: true,
                        ..share
                    }),
                }
            }
            self.pool = 0;
            let result = GameResult {
                end: GameEnd::CancelledRefunded,
                winners: Vec::new(),
                payouts,
            };
            self.phase = Phase::Over {
                result: result.clone(),
            };
            return vec![Event::GameOver { result }];
        }
        let among = if players_in.is_empty() {
            self.all_seats()
        } else {
            players_in
        };
        let winners = self.lowest_scores(&among);
        vec![self.finish(GameEnd::CancelledSettled, winners)]
    }

    /// Every seat's share of the game so far, for the chip-conservation invariant (R23).
    #[must_use]
    pub fn paid_in(&self) -> u64 {
        self.seats.iter().map(|s| s.paid_in).sum()
    }
}
