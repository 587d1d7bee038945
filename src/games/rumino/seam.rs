//! Rumino on the game seam: what a Rumino game tells the table (see [`crate::games::Game`]).

use rand::RngCore;

use crate::games::{Counter, Words};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, Game, Phase},
    options::GameOptions,
    result::GameEnd,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{ChipMove, Effects, GameKind, GameOption, RoundRecord, SeatTally, Settlement, Waiting},
};

impl crate::games::Game for Game {
    type Options = GameOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rumino;
    const NAME: Words = Words::new("Rumino", "Rumino");
    const COMMAND: Words = Words::new("rumino", "rumino");
    const RULES: Words = Words::new(
        include_str!("../../../docs/rules/rumino.md"),
        include_str!("../../../docs/rules/rumino.it.md"),
    );

    const COUNTERS: &'static [Counter] = &[
        Counter::ranked(
            "gins",
            Words::new("Gin", "Gin"),
            Words::new("Gins", "Gin"),
            Words::new("gins", "gin"),
        ),
        Counter::ranked(
            "ruminos",
            Words::new("Rumino", "Rumino"),
            Words::new("Ruminos", "Rumino"),
            Words::new("ruminos", "rumino"),
        ),
        Counter::shown("knocks", Words::new("Knocks", "Bussate")),
    ];

    /// R1.
    fn pack(_: &Self::Options) -> Pack {
        Pack::French108
    }

    /// R7: the winner of the last game deals; otherwise the players draw for it.
    fn first_dealer(
        _: &Self::Options,
        players: usize,
        draw: &[CardId],
        last_winner: Option<Seat>,
    ) -> Seat {
        last_winner.unwrap_or_else(|| draw_for_dealer(players, draw).dealer)
    }

    /// R3.
    const OPTIONS: &'static [GameOption<Self::Options>] = super::options::OPTIONS;

    /// R21: an eliminated player may buy back in.
    const REBUYS: bool = true;

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=6
    }

    fn stake(options: &GameOptions) -> u64 {
        options.stake
    }

    fn start(options: &GameOptions, players: usize, dealer: Seat) -> Result<Game, RuleError> {
        Game::new(*options, players, dealer)
    }

    fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, command)
    }

    /// R23: every stake goes into the pool.
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
                    let end = serde_json::to_value(result.end).unwrap_or_default();
                    effects.rounds.push(RoundRecord {
                        round: result.hand_no,
                        dealer: result.dealer,
                        ended_by: Some(end["by"].as_str().unwrap_or("").to_owned()),
                        result: serde_json::to_string(result).ok(),
                    });
                }
                Event::Rebought { seat, cost, .. } => {
                    effects.seats_changed = true;
                    effects.chips.push(ChipMove::Rebuy {
                        seat: *seat,
                        chips: *cost,
                    });
                }
                Event::Left { .. }
                | Event::TimedOut { removed: true, .. }
                | Event::RebuyDeclined { .. } => effects.seats_changed = true,
                Event::GameOver { result } => {
                    effects.game_over(result.payouts.iter().map(ChipMove::from));
                }
                Event::TimedOut { .. } | Event::RebuyOffered { .. } | Event::Moved(_) => {}
            }
        }
        effects
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Game::legal_actions(self, seat)
    }

    /// R24.
    fn leave_action() -> Action {
        Action::Leave
    }

    /// R21: a rebuy costs `stake × 2^(n−1)`.
    fn cost_of(&self, seat: Seat, action: &Action) -> u64 {
        match (action, &self.phase) {
            (Action::Rebuy, Phase::Rebuys { offers }) if offers.contains(&seat) => self
                .options
                .rebuy_cost(self.seats.get(seat).map_or(0, |s| s.rebuys) + 1),
            _ => 0,
        }
    }

    /// An R17 claim or an R21 rebuy.
    fn decides_now(&self, seat: Seat) -> bool {
        Game::legal_actions(self, seat)
            .iter()
            .any(|a| matches!(a, Action::ClaimRumino | Action::Rebuy))
    }

    fn waiting(&self) -> Waiting {
        match &self.phase {
            Phase::AwaitingDeal => Waiting::Deal,
            Phase::Playing { hand } => Waiting::Turn {
                seat: hand.turn,
                round: hand.hand_no,
                turn: hand.turns_passed(),
                step: hand.moves.len(),
            },
            Phase::Rebuys { offers } => Waiting::Decisions {
                round: self.hands_played,
                seats: offers.clone(),
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
                eliminated: s.eliminated,
                forfeited: s.forfeited,
                rebuys: i64::from(s.rebuys),
                counters: vec![
                    ("gins", i64::from(s.gins)),
                    ("ruminos", i64::from(s.ruminos)),
                    ("knocks", i64::from(s.knocks)),
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
        crate::games::rumino::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}

impl crate::games::AnyGame {
    /// The Rumino game, if this is one (for its own screens and terminal).
    #[must_use]
    pub fn as_rumino(&self) -> Option<&Game> {
        self.narrow_to()
    }

    /// The Rumino game, if this is one, to change (tests set up positions this way).
    pub fn as_rumino_mut(&mut self) -> Option<&mut Game> {
        match self {
            crate::games::AnyGame::Rumino(g) => Some(g),
            _ => None,
        }
    }
}
