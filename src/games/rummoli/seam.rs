//! Rummoli on the game seam: what a Rummoli game tells the table, in the table's terms (see
//! [`crate::games::Game`]).
//!
//! Rummoli's chips move between stacks and the nine board spaces all game long (L3–L6, L22), so
//! the ledger sees only what crosses the game's edge: each buy-in goes into the game's pool when
//! it starts (L4), a seat's stack comes back when it goes out (L5, L26), and every stack still in
//! comes back at the end. Inside, the engine conserves every chip (`RummoliGame::total_chips`),
//! and the table's log replays each movement; `rumino check` compares the pool with
//! [`crate::games::Game::chips_held`].

use rand::RngCore;

use crate::games::{Counter, Words};

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    event::Event,
    game::{GameEnd, Phase, RummoliGame, PACK},
    hand::HandEnd,
    options::{PokerMode, RummoliOptions, ANTE},
    runout::strength,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        draw_for_dealer, refuse, set, ChipMove, Effects, GameCommand, GameDefaults, GameKind,
        OptionChoices, OptionError, PokerChoice, RoundRecord, SeatTally, Settlement, Waiting,
        MAX_STAKE,
    },
};

/// L23: most deals a table may ask for.
pub const MAX_HANDS: u32 = 50;

impl crate::games::Game for RummoliGame {
    type Options = RummoliOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rummoli;

    const COUNTERS: &'static [Counter] = &[
        Counter::shown(
            "rummolis",
            Words::new("Went out (Rummoli space)", "Chiusure (casella Rummoli)"),
        ),
        Counter::shown(
            "poker_won",
            Words::new("Poker spaces won", "Caselle Poker vinte"),
        ),
    ];

    /// L1.
    fn pack(_: &RummoliOptions) -> Pack {
        PACK
    }

    /// L7: the highest card deals (2 low, ace high), ties draw again; drawn anew for every
    /// game, whoever won the last.
    fn first_dealer(
        _: &RummoliOptions,
        players: usize,
        draw: &[CardId],
        _last_winner: Option<Seat>,
    ) -> Seat {
        draw_for_dealer(players, draw, |card| Some(strength(card))).dealer
    }

    /// L2.
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=8
    }

    /// The buy-in is Rummoli's own (L4, 100 by default): a server's stake, set for pool games,
    /// would be far too small a stack for nine antes a hand.
    fn apply_defaults(_: &mut RummoliOptions, _: &GameDefaults) {}

    /// `stake` is the buy-in (L4); `hands` the deals (L23); `poker` the poker part (L13, L14).
    fn choose(o: &mut RummoliOptions, c: &OptionChoices) -> Result<(), OptionError> {
        refuse(c.ace_high, "ace_high")?;
        refuse(c.knock_limit, "knock_limit")?;
        refuse(c.undercut_penalty, "undercut_penalty")?;
        refuse(c.target, "target")?;
        refuse(c.discard_must_meld, "discard_must_meld")?;
        refuse(c.must_discard_to_go_out, "must_discard_to_go_out")?;
        refuse(c.pack, "pack")?;
        refuse(c.suit_names, "suit_names")?;
        refuse(c.initial_meld, "initial_meld")?;
        refuse(c.rated, "rated")?;
        set(&mut o.buy_in, c.stake);
        if let Some(hands) = c.hands {
            o.hands = Some(hands);
        }
        if let Some(poker) = c.poker {
            o.poker = match poker {
                PokerChoice::Showdown => PokerMode::Showdown,
                PokerChoice::Betting => PokerMode::Betting,
            };
        }
        Ok(())
    }

    fn stake(options: &RummoliOptions) -> u64 {
        options.buy_in
    }

    /// L4, L5: a buy-in of at least one ante; L23: 1 to 50 deals.
    fn check_options(options: &RummoliOptions) -> Result<(), OptionError> {
        if !(ANTE..=MAX_STAKE).contains(&options.buy_in) {
            return Err(OptionError::BuyIn {
                min: ANTE,
                max: MAX_STAKE,
            });
        }
        if options.hands.is_some_and(|h| !(1..=MAX_HANDS).contains(&h)) {
            return Err(OptionError::Hands);
        }
        Ok(())
    }

    fn start(options: &RummoliOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RummoliGame::new(*options, players, dealer)
    }

    /// A turn timeout is also the pacing clock of a forced play (L26); Rummoli has no rebuys.
    fn apply(&mut self, command: &GameCommand<Action>) -> Result<Vec<Event>, RuleError> {
        let own = match command {
            GameCommand::Play { seat, action } => Command::Play {
                seat: *seat,
                action: action.clone(),
            },
            GameCommand::Deal { order, .. } => Command::Deal {
                order: order.clone(),
            },
            GameCommand::TurnTimeout => Command::Timeout,
            GameCommand::Cancel => Command::Cancel,
            GameCommand::RebuyTimeout => return Err(RuleError::NobodyToAct),
        };
        RummoliGame::apply(self, &own)
    }

    /// L4: every player buys in.
    fn opening_effects(&self) -> Effects {
        Effects::opening(self.seats.iter().map(|_| self.options.buy_in))
    }

    fn effects(&self, events: &[Event]) -> Effects {
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
                    let ended_by = match result.end {
                        HandEnd::WentOut { .. } => "went_out",
                        HandEnd::Deadlock => "deadlock",
                    };
                    effects.rounds.push(RoundRecord {
                        round: result.hand_no,
                        dealer: result.dealer,
                        ended_by: Some(ended_by.to_owned()),
                        result: serde_json::to_string(result).ok(),
                    });
                }
                // L5, L26: out, with their stack.
                Event::Out { seat, stack } => {
                    effects.seats_changed = true;
                    effects.chips.push(ChipMove::Payout {
                        seat: *seat,
                        chips: *stack,
                    });
                }
                Event::Left { .. } => effects.seats_changed = true,
                Event::GameOver { result } => effects.game_over(
                    result
                        .paid_at_end
                        .iter()
                        .enumerate()
                        .map(|(seat, &chips)| ChipMove::Payout { seat, chips }),
                ),
                _ => {}
            }
        }
        effects
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RummoliGame::legal_actions(self, seat)
    }

    /// L26.
    fn leave_action() -> Action {
        Action::Leave
    }

    fn waiting(&self) -> Waiting {
        match &self.phase {
            Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. } => Waiting::Deal,
            Phase::Playing { hand } => match hand.to_act() {
                Some(seat) => Waiting::Turn {
                    seat,
                    round: hand.no,
                    turn: hand.moves,
                    step: hand.moves,
                },
                None if self.forced_play_pending() => Waiting::Paced {
                    round: hand.no,
                    step: hand.moves,
                },
                None => Waiting::Nothing,
            },
            Phase::Over { .. } => Waiting::Nothing,
        }
    }

    /// The most chips at the end win (several on a tie); a game cancelled before its first
    /// hand ended is called off and counts in no statistics.
    fn settlement(&self) -> Option<Settlement> {
        let result = self.result()?;
        let refunded = result.end == GameEnd::Cancelled && self.hands_played == 0;
        let best = result.stacks.iter().copied().max().unwrap_or(0);
        let winners = if refunded {
            Vec::new()
        } else {
            (0..result.stacks.len())
                .filter(|&s| result.stacks[s] == best)
                .collect()
        };
        Some(Settlement { winners, refunded })
    }

    /// The score is the net chips won (negative: lost).
    fn tallies(&self) -> Vec<SeatTally> {
        (0..self.seats.len())
            .map(|s| {
                let state = &self.seats[s];
                let held = self.chips.stacks[s] + self.cashed_out[s];
                SeatTally {
                    score: held as i64 - self.options.buy_in as i64,
                    eliminated: state.out && !state.left,
                    forfeited: state.left,
                    rebuys: 0,
                    counters: vec![
                        ("rummolis", i64::from(state.went_out)),
                        ("poker_won", i64::from(state.poker_won)),
                    ],
                }
            })
            .collect()
    }

    fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// While the game runs, every chip still in it; at the end, none (all were paid out).
    fn chips_held(&self) -> u64 {
        self.total_chips
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        super::ai::choose(&self.view(Some(seat)), level, rng)
    }
}
