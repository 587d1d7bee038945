//! Rummy on the game seam: what a Rummy game tells the table (see [`crate::games::Game`]).

use rand::RngCore;

use crate::games::{Counter, Words};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, Phase, RummyGame},
    hand::HandEnd,
    options::RummyOptions,
    result::GameEnd,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        ChipMove, Effects, GameCommand, GameKind, GameOption, RoundRecord, SeatTally, Settlement,
        Waiting,
    },
};

impl crate::games::Game for RummyGame {
    type Options = RummyOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rummy;

    const COUNTERS: &'static [Counter] = &[
        Counter::HANDS_WON,
        Counter::ranked(
            "rummies",
            Words::new("Rummies", "Ramini"),
            Words::new("Rummies", "Ramini"),
            Words::new("rummies", "ramini"),
        ),
    ];

    /// Y1.
    fn pack(_: &Self::Options) -> Pack {
        super::PACK
    }

    /// Y9: the high card deals; drawn anew for every game, whoever won the last.
    fn first_dealer(
        _: &Self::Options,
        players: usize,
        draw: &[CardId],
        _last_winner: Option<Seat>,
    ) -> Seat {
        draw_for_dealer(players, draw).dealer
    }

    /// Y4.
    const OPTIONS: &'static [GameOption<Self::Options>] = super::options::OPTIONS;

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=6
    }

    fn stake(options: &RummyOptions) -> u64 {
        options.stake
    }

    fn start(options: &RummyOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RummyGame::new(*options, players, dealer)
    }

    fn apply(&mut self, command: &GameCommand<Action>) -> Result<Vec<Event>, RuleError> {
        let own = match command {
            GameCommand::Play { seat, action } => Command::Play {
                seat: *seat,
                action: action.clone(),
            },
            GameCommand::Deal {
                order,
                reshuffle_seed,
            } => Command::Deal {
                order: order.clone(),
                reshuffle_seed: *reshuffle_seed,
            },
            GameCommand::TurnTimeout => Command::TurnTimeout,
            GameCommand::Cancel => Command::Cancel,
            // Rummy has no rebuys, so no rebuy window ever runs out.
            GameCommand::RebuyTimeout => return Err(RuleError::NoHandInPlay),
        };
        RummyGame::apply(self, &own)
    }

    fn opening_effects(&self) -> Effects {
        Effects::opening(self.seats.iter().map(|s| s.paid_in))
    }

    fn effects(&self, events: &[Event]) -> Effects {
        let mut effects = Effects::default();
        for event in events {
            match event {
                Event::Dealt { hand_no, dealer } => effects.rounds.push(RoundRecord {
                    round: *hand_no,
                    dealer: *dealer,
                    ended_by: None,
                    result: None,
                }),
                Event::HandEnded { result } => {
                    effects.game_changed = true;
                    effects.seats_changed = true;
                    let ended_by = match result.end {
                        HandEnd::Out { rummy: true, .. } => "rummy",
                        HandEnd::Out { rummy: false, .. } => "went_out",
                        HandEnd::Dead => "dead",
                    };
                    effects.rounds.push(RoundRecord {
                        round: result.hand_no,
                        dealer: result.dealer,
                        ended_by: Some(ended_by.to_owned()),
                        result: serde_json::to_string(result).ok(),
                    });
                }
                Event::Left { .. } | Event::TimedOut { removed: true, .. } => {
                    effects.seats_changed = true;
                }
                Event::GameOver { result } => {
                    effects.game_over(result.payouts.iter().map(ChipMove::from));
                }
                Event::TimedOut { .. } | Event::Moved(_) => {}
            }
        }
        effects
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RummyGame::legal_actions(self, seat)
    }

    /// Y24.
    fn leave_action() -> Action {
        Action::Leave
    }

    fn waiting(&self) -> Waiting {
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

    fn settlement(&self) -> Option<Settlement> {
        self.result().map(|r| Settlement {
            winners: r.winners.clone(),
            refunded: r.end == GameEnd::CancelledRefunded,
        })
    }

    fn tallies(&self) -> Vec<SeatTally> {
        self.seats
            .iter()
            .map(|s| SeatTally {
                score: i64::from(s.score),
                eliminated: s.out,
                forfeited: s.left,
                rebuys: 0,
                counters: vec![
                    ("hands_won", i64::from(s.hands_won)),
                    ("rummies", i64::from(s.rummies)),
                ],
            })
            .collect()
    }

    fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// The pool, until it is paid out at the end.
    fn chips_held(&self) -> u64 {
        self.pool
    }

    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        super::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}
