//! Ramino on the game seam: what a Ramino game tells the table, in the table's terms (see
//! [`crate::games::Game`]).
//!
//! Every method of the `Game` trait is here with the trait's name and signature, as inherent
//! methods: the trait's `KIND` needs a `GameKind::Ramino` variant, which lands with the table,
//! store and Discord wiring (adding it makes every `AnyGame` dispatch match grow an arm). Then
//! `impl Game for RaminoGame` is one forwarding line per method, `apply` forwarding to
//! [`RaminoGame::apply_command`] and `pack` to [`RaminoGame::pack`].
//!
//! The seam's `pack()` knows no options, while a Ramino table chooses its pack (T22): the
//! `Italian` default is returned there, and [`RaminoGame::pack_for`] gives a table's own.

use rand::RngCore;

use super::{
    action::{Action, Command, Seat},
    cards::PackKind,
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, Phase, RaminoGame},
    options::{RaminoOptions, MAX_TARGET},
    result::GameEnd,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        ChipMove, Effects, GameCommand, OptionError, RoundRecord, SeatTally, Settlement, Waiting,
        MAX_STAKE,
    },
};

impl RaminoGame {
    /// T1: the default table's pack (the seam's `pack()`); see [`RaminoGame::pack_for`].
    #[must_use]
    pub fn pack() -> Pack {
        PackKind::Italian.pack()
    }

    /// T1, T22: the pack a table with `options` deals from.
    #[must_use]
    pub fn pack_for(options: &RaminoOptions) -> Pack {
        options.pack.pack()
    }

    /// T14, with the default pack's order; [`draw_for_dealer`] takes any.
    #[must_use]
    pub fn first_dealer(players: usize, draw: &[CardId]) -> Seat {
        draw_for_dealer(players, draw, PackKind::Italian).dealer
    }

    /// T5.
    #[must_use]
    pub fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    #[must_use]
    pub fn stake(options: &RaminoOptions) -> u64 {
        options.stake
    }

    /// T21: a target from one hand to about a hundred.
    ///
    /// # Errors
    /// The first option out of its range.
    pub fn check_options(options: &RaminoOptions) -> Result<(), OptionError> {
        if options.stake > MAX_STAKE {
            return Err(OptionError::Stake);
        }
        if !(1..=MAX_TARGET).contains(&options.target) {
            return Err(OptionError::Target);
        }
        Ok(())
    }

    /// # Errors
    /// `BadPlayerCount` unless 2–4 players and the dealer is one of them.
    pub fn start(options: &RaminoOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RaminoGame::new(*options, players, dealer)
    }

    /// The seam's `apply`. Ramino never reshuffles, so a deal's `reshuffle_seed` is unused.
    ///
    /// # Errors
    /// The command is not legal now; Ramino has no rebuy window.
    pub fn apply_command(
        &mut self,
        command: &GameCommand<Action>,
    ) -> Result<Vec<Event>, RuleError> {
        let own = match command {
            GameCommand::Play { seat, action } => Command::Play {
                seat: *seat,
                action: action.clone(),
            },
            GameCommand::Deal { order, .. } => Command::Deal {
                order: order.clone(),
            },
            GameCommand::TurnTimeout => Command::TurnTimeout,
            GameCommand::Cancel => Command::Cancel,
            GameCommand::RebuyTimeout => return Err(RuleError::NoRebuys),
        };
        self.apply(&own)
    }

    #[must_use]
    pub fn opening_effects(&self) -> Effects {
        Effects::opening(self.seats.iter().map(|s| s.paid_in))
    }

    #[must_use]
    pub fn effects(&self, events: &[Event]) -> Effects {
        let mut effects = Effects::default();
        for event in events {
            match event {
                Event::Dealt {
                    hand_no, dealer, ..
                } => effects.rounds.push(RoundRecord {
                    round: *hand_no,
                    dealer: *dealer,
                    ended_by: None,
                    result: None,
                }),
                Event::HandEnded { result } => {
                    effects.game_changed = true;
                    effects.seats_changed = true;
                    let ended_by = result
                        .end
                        .winning_declaration()
                        .map_or("stock_out", |d| d.name());
                    effects.rounds.push(RoundRecord {
                        round: result.hand_no,
                        dealer: result.dealer,
                        ended_by: Some(ended_by.replace(' ', "_")),
                        result: serde_json::to_string(result).ok(),
                    });
                }
                Event::Left { .. } | Event::TimedOut { removed: true, .. } => {
                    effects.seats_changed = true;
                }
                Event::GameOver { result } => {
                    effects.game_changed = true;
                    effects.seats_changed = true;
                    effects.ended = true;
                    effects.chips.extend(
                        result
                            .payouts
                            .iter()
                            .map(|p| ChipMove::paid_out(p.seat, p.chips, p.refund)),
                    );
                }
                Event::TimedOut { .. } | Event::Moved(_) => {}
            }
        }
        effects
    }

    /// T23.
    #[must_use]
    pub fn leave_action() -> Action {
        Action::Leave
    }

    /// Nothing in Ramino costs chips after the stake.
    #[must_use]
    pub fn cost_of(&self, _seat: Seat, _action: &Action) -> u64 {
        0
    }

    /// Declarations and claims are automatic (T17, T18): nobody decides out of turn.
    #[must_use]
    pub fn decides_now(&self, _seat: Seat) -> bool {
        false
    }

    #[must_use]
    pub fn waiting(&self) -> Waiting {
        match &self.phase {
            Phase::AwaitingDeal => Waiting::Deal,
            Phase::Playing { hand } => Waiting::Turn {
                seat: hand.turn,
                round: hand.hand_no,
                turn: hand.turn_no as usize,
                step: hand.moves.len(),
            },
            Phase::Over { .. } => Waiting::Nothing,
        }
    }

    #[must_use]
    pub fn settlement(&self) -> Option<Settlement> {
        self.result().map(|r| Settlement {
            winners: r.winners.clone(),
            refunded: r.end == GameEnd::CancelledRefunded,
        })
    }

    #[must_use]
    pub fn tallies(&self) -> Vec<SeatTally> {
        self.seats
            .iter()
            .map(|s| SeatTally {
                score: i64::from(s.score),
                eliminated: s.out,
                forfeited: s.left,
                rebuys: 0,
                counters: vec![
                    ("hands_won", i64::from(s.hands_won)),
                    ("ramini", i64::from(s.ramini)),
                    ("claims", i64::from(s.claims)),
                ],
            })
            .collect()
    }

    #[must_use]
    pub fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    pub fn computer_action(
        &self,
        seat: Seat,
        level: Level,
        rng: &mut dyn RngCore,
    ) -> Option<Action> {
        let mut rng = rng;
        super::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}
