//! Ramino on the game seam: what a Ramino game tells the table, in the table's terms (see
//! [`crate::games::Game`]). The pack is the table's choice (T22), so the seam asks the options.

use rand::RngCore;

use crate::games::hand_game::{self, Effect};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, RaminoGame},
    options::{RaminoOptions, SuitNames, MAX_TARGET},
    PackKind,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        refuse, set, Effects, GameCommand, GameDefaults, GameKind, OptionChoices, OptionError,
        PackChoice, SeatTally, Settlement, SuitNamesChoice, Waiting, MAX_STAKE,
    },
};

impl crate::games::Game for RaminoGame {
    type Options = RaminoOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Ramino;

    /// T1, T22: the Italian 40 or the German 36, as the table chose.
    fn pack(options: &RaminoOptions) -> Pack {
        options.pack.pack()
    }

    /// T14: the highest card deals, in the table's pack order (equal ranks by T4); drawn anew
    /// for every game, whoever won the last.
    fn first_dealer(
        options: &RaminoOptions,
        players: usize,
        draw: &[CardId],
        _last_winner: Option<Seat>,
    ) -> Seat {
        draw_for_dealer(players, draw, options.pack).dealer
    }

    /// T5.
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    /// Ramino has only the stake of a server's defaults.
    fn apply_defaults(options: &mut RaminoOptions, defaults: &GameDefaults) {
        options.stake = defaults.stake;
    }

    fn choose(o: &mut RaminoOptions, c: &OptionChoices) -> Result<(), OptionError> {
        refuse(c.ace_high, "ace_high")?;
        refuse(c.knock_limit, "knock_limit")?;
        refuse(c.undercut_penalty, "undercut_penalty")?;
        refuse(c.hands, "hands")?;
        refuse(c.discard_must_meld, "discard_must_meld")?;
        refuse(c.must_discard_to_go_out, "must_discard_to_go_out")?;
        refuse(c.poker, "poker")?;
        refuse(c.initial_meld, "initial_meld")?;
        refuse(c.rated, "rated")?;
        set(&mut o.stake, c.stake);
        set(&mut o.target, c.target);
        if let Some(pack) = c.pack {
            o.pack = match pack {
                PackChoice::Italian => PackKind::Italian,
                PackChoice::German => PackKind::German,
            };
        }
        if let Some(names) = c.suit_names {
            o.suit_names = match names {
                SuitNamesChoice::French => SuitNames::French,
                SuitNamesChoice::Italian => SuitNames::Italian,
            };
        }
        Ok(())
    }

    fn stake(options: &RaminoOptions) -> u64 {
        options.stake
    }

    /// T21: a target from one hand to about a hundred.
    fn check_options(options: &RaminoOptions) -> Result<(), OptionError> {
        if options.stake > MAX_STAKE {
            return Err(OptionError::Stake);
        }
        if !(1..=MAX_TARGET).contains(&options.target) {
            return Err(OptionError::Target {
                min: 1,
                max: MAX_TARGET,
            });
        }
        Ok(())
    }

    /// `BadPlayerCount` unless 2–4 players and the dealer is one of them.
    fn start(options: &RaminoOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RaminoGame::new(*options, players, dealer)
    }

    /// Ramino never reshuffles, so a deal's `reshuffle_seed` is unused; it has no rebuy window.
    fn apply(&mut self, command: &GameCommand<Action>) -> Result<Vec<Event>, RuleError> {
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
        RaminoGame::apply(self, &own)
    }

    fn opening_effects(&self) -> Effects {
        Effects::opening(self.seats.iter().map(|s| s.paid_in))
    }

    fn effects(&self, events: &[Event]) -> Effects {
        hand_game::effects(events, |event| match event {
            Event::Dealt {
                hand_no, dealer, ..
            } => Effect::Dealt {
                hand_no: *hand_no,
                dealer: *dealer,
            },
            Event::HandEnded { result } => Effect::HandEnded {
                hand_no: result.hand_no,
                dealer: result.dealer,
                ended_by: result
                    .end
                    .winning_declaration()
                    .map_or("stock_out", |d| d.name())
                    .replace(' ', "_"),
                result,
            },
            Event::Left { .. } | Event::TimedOut { removed: true, .. } => Effect::SeatOut,
            Event::GameOver { result } => Effect::GameOver(&result.payouts),
            Event::TimedOut { .. } | Event::Moved(_) => Effect::Nothing,
        })
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RaminoGame::legal_actions(self, seat)
    }

    /// T23.
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
                ("ramini", i64::from(s.ramini)),
                ("claims", i64::from(s.claims)),
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

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        super::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}
