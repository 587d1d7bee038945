//! Rummy on the game seam: what a Rummy game tells the table (see [`crate::games::Game`]).

use rand::RngCore;

use crate::games::hand_game::{self, Effect};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, RummyGame},
    hand::HandEnd,
    options::RummyOptions,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        refuse, set, Effects, GameCommand, GameDefaults, GameKind, OptionChoices, OptionError,
        SeatTally, Settlement, Waiting, MAX_STAKE,
    },
};

impl crate::games::Game for RummyGame {
    type Options = RummyOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rummy;

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
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=6
    }

    fn apply_defaults(o: &mut RummyOptions, d: &GameDefaults) {
        o.stake = d.stake;
        o.ace_high = d.ace_high;
    }

    fn choose(o: &mut RummyOptions, c: &OptionChoices) -> Result<(), OptionError> {
        refuse(c.knock_limit, "knock_limit")?;
        refuse(c.undercut_penalty, "undercut_penalty")?;
        refuse(c.pack, "pack")?;
        refuse(c.suit_names, "suit_names")?;
        refuse(c.poker, "poker")?;
        refuse(c.initial_meld, "initial_meld")?;
        refuse(c.rated, "rated")?;
        set(&mut o.stake, c.stake);
        set(&mut o.ace_high, c.ace_high);
        set(&mut o.target, c.target);
        if c.hands.is_some() {
            o.hands = c.hands;
        }
        set(&mut o.discard_must_meld, c.discard_must_meld);
        set(&mut o.must_discard_to_go_out, c.must_discard_to_go_out);
        Ok(())
    }

    fn stake(options: &RummyOptions) -> u64 {
        options.stake
    }

    /// Y22: a target a game can reach in a sitting, or a sensible number of hands.
    fn check_options(options: &RummyOptions) -> Result<(), OptionError> {
        if options.stake > MAX_STAKE {
            return Err(OptionError::Stake);
        }
        if !(50..=1000).contains(&options.target) {
            return Err(OptionError::Target { min: 50, max: 1000 });
        }
        if options.hands.is_some_and(|h| !(1..=50).contains(&h)) {
            return Err(OptionError::Hands);
        }
        Ok(())
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
        hand_game::effects(events, |event| match event {
            Event::Dealt { hand_no, dealer } => Effect::Dealt {
                hand_no: *hand_no,
                dealer: *dealer,
            },
            Event::HandEnded { result } => Effect::HandEnded {
                hand_no: result.hand_no,
                dealer: result.dealer,
                ended_by: match result.end {
                    HandEnd::Out { rummy: true, .. } => "rummy",
                    HandEnd::Out { rummy: false, .. } => "went_out",
                    HandEnd::Dead => "dead",
                }
                .to_owned(),
                result,
            },
            Event::Left { .. } | Event::TimedOut { removed: true, .. } => Effect::SeatOut,
            Event::GameOver { result } => Effect::GameOver(&result.payouts),
            Event::TimedOut { .. } | Event::Moved(_) => Effect::Nothing,
        })
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RummyGame::legal_actions(self, seat)
    }

    /// Y24.
    fn leave_action() -> Action {
        Action::Leave
    }

    fn waiting(&self) -> Waiting {
        hand_game::waiting(self)
    }

    fn settlement(&self) -> Option<Settlement> {
        hand_game::settlement(self)
    }

    fn tallies(&self) -> Vec<SeatTally> {
        hand_game::tallies(self, |s| {
            vec![
                ("hands_won", i64::from(s.hands_won)),
                ("rummies", i64::from(s.rummies)),
            ]
        })
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
