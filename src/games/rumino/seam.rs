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
    games::{
        refuse, set, ChipMove, Effects, GameDefaults, GameKind, OptionChoices, OptionError,
        RoundRecord, SeatTally, Settlement, Waiting, MAX_STAKE,
    },
};

impl crate::games::Game for Game {
    type Options = GameOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rumino;

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
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=6
    }

    fn apply_defaults(o: &mut GameOptions, d: &GameDefaults) {
        o.stake = d.stake;
        o.knock_limit = d.knock_limit;
        o.ace_high = d.ace_high;
        o.undercut_penalty = d.undercut_penalty;
    }

    fn choose(o: &mut GameOptions, c: &OptionChoices) -> Result<(), OptionError> {
        refuse(c.target, "target")?;
        refuse(c.hands, "hands")?;
        refuse(c.discard_must_meld, "discard_must_meld")?;
        refuse(c.must_discard_to_go_out, "must_discard_to_go_out")?;
        refuse(c.pack, "pack")?;
        refuse(c.suit_names, "suit_names")?;
        refuse(c.poker, "poker")?;
        refuse(c.initial_meld, "initial_meld")?;
        refuse(c.rated, "rated")?;
        set(&mut o.stake, c.stake);
        set(&mut o.ace_high, c.ace_high);
        set(&mut o.knock_limit, c.knock_limit);
        set(&mut o.undercut_penalty, c.undercut_penalty);
        Ok(())
    }

    fn stake(options: &GameOptions) -> u64 {
        options.stake
    }

    fn check_options(options: &GameOptions) -> Result<(), OptionError> {
        if options.stake > MAX_STAKE {
            return Err(OptionError::Stake);
        }
        if !(1..=30).contains(&options.knock_limit) {
            return Err(OptionError::KnockLimit);
        }
        Ok(())
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
