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

use crate::games::{Counter, Text, Words};

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    event::Event,
    game::{GameEnd, Phase, RummoliGame, PACK},
    hand::HandEnd,
    options::RummoliOptions,
    runout::strength,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{
        draw_for_dealer, ChipMove, Effects, GameKind, GameOption, RoundRecord, SeatTally,
        Settlement, Waiting,
    },
};

impl crate::games::Game for RummoliGame {
    type Options = RummoliOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rummoli;
    const NAME: Text = Text::new("rummoli-name");
    const COMMAND: Words = Words::new("rummoli", "rummoli");

    /// Each server keeps an Elo rating per member (`docs/rules/rummoli.md`, Rating).
    const RATED: bool = true;

    const COUNTERS: &'static [Counter] = &[
        Counter::shown("rummolis", Text::new("rummoli-counter-rummolis-label")),
        Counter::shown("poker_won", Text::new("rummoli-counter-poker-won-label")),
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
    const OPTIONS: &'static [GameOption<Self::Options>] = super::options::OPTIONS;

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=8
    }

    fn stake(options: &RummoliOptions) -> u64 {
        options.buy_in
    }

    fn start(options: &RummoliOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RummoliGame::new(*options, players, dealer)
    }

    /// A turn timeout is also the pacing clock of a forced play (L26); Rummoli has no rebuys.
    fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        RummoliGame::apply(self, command)
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
    const LEAVE: Action = Action::Leave;

    fn options(&self) -> &RummoliOptions {
        &self.options
    }

    type Terms = Self;

    fn terms(&self) -> &Self {
        self
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        super::ai::choose(&self.view(Some(seat)), level, rng)
    }
}

impl crate::games::TableTerms for RummoliGame {
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

    /// Rating places at a `rated` table (L4, L23, L26): by the chips each player took away
    /// (their whole stack, whenever they went out), more ahead; a player who left (L26) below
    /// everyone who stayed. Equal is a draw. A called-off game is not rated.
    fn rating_places(&self) -> Option<Vec<u8>> {
        let result = self.result()?;
        if crate::games::Game::settlement(self)?.refunded {
            return None;
        }
        let keys: Vec<(bool, u64)> = (0..self.seats.len())
            .map(|s| {
                (
                    !self.seats[s].left,
                    result.stacks.get(s).copied().unwrap_or(0),
                )
            })
            .collect();
        Some(crate::games::rating::places_by(&keys))
    }

    fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// While the game runs, every chip still in it; at the end, none (all were paid out).
    fn chips_held(&self) -> u64 {
        self.total_chips
    }
}

#[cfg(test)]
mod rating_tests {
    use super::super::{game::GameResult, Command};
    use super::*;
    use crate::games::Game;

    /// A game over after three hands with `stacks` taken away; `left` seats left (L26).
    fn over(stacks: &[u64], left: &[Seat]) -> RummoliGame {
        let mut g = RummoliGame::new(RummoliOptions::default(), stacks.len(), 0).unwrap();
        for &seat in left {
            g.seats[seat].out = true;
            g.seats[seat].left = true;
        }
        g.hands_played = 3;
        g.phase = Phase::Over {
            result: GameResult {
                end: GameEnd::Hands,
                board_winners: Vec::new(),
                stacks: stacks.to_vec(),
                paid_at_end: stacks.to_vec(),
            },
        };
        g
    }

    #[test]
    fn l4_l23_more_chips_taken_away_ranks_ahead_equal_chips_a_draw() {
        let g = over(&[120, 40, 140, 120], &[]);
        assert_eq!(Game::places(&g), Some(vec![1, 3, 0, 1]));
    }

    #[test]
    fn l26_a_player_who_left_ranks_below_everyone_who_stayed() {
        // Leaving with the biggest stack does not protect a rating.
        let g = over(&[90, 200, 10], &[1]);
        assert_eq!(Game::places(&g), Some(vec![0, 2, 1]));
    }

    #[test]
    fn an_unrated_table_a_running_and_a_called_off_game_have_no_places() {
        let mut g = over(&[150, 50], &[]);
        g.options.rated = false;
        assert_eq!(Game::places(&g), None);
        let mut running = crate::games::rummoli::testkit::dealt(RummoliOptions::default(), 3, 0);
        assert_eq!(Game::places(&running), None);
        // Cancelled before its first hand ended: called off, not rated.
        running.apply(&Command::Cancel).unwrap();
        assert!(Game::settlement(&running).unwrap().refunded);
        assert_eq!(Game::places(&running), None);
    }
}
