//! Rumino on the game seam: what a Rumino game tells the table (see [`crate::games::Game`]).

use rand::RngCore;

use crate::games::{Counter, Text, Words};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, Phase, RuminoGame},
    options::GameOptions,
    result::{GameEnd, GameResult},
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{ChipMove, Effects, GameKind, GameOption, RoundRecord, SeatTally, Settlement, Waiting},
};

impl crate::games::Game for RuminoGame {
    type Options = GameOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rumino;
    const NAME: Text = Text::new("rumino-name");
    const COMMAND: Words = Words::new("rumino", "rumino");

    /// Each server keeps an Elo rating per member (`docs/rules/rumino.md`, Rating).
    const RATED: bool = true;

    const COUNTERS: &'static [Counter] = &[
        Counter::ranked(
            "gins",
            Text::new("rumino-counter-gins-label"),
            Text::new("rumino-counter-gins-title"),
            Text::new("rumino-counter-gins-choice"),
        ),
        Counter::ranked(
            "ruminos",
            Text::new("rumino-counter-ruminos-label"),
            Text::new("rumino-counter-ruminos-title"),
            Text::new("rumino-counter-ruminos-choice"),
        ),
        Counter::shown("knocks", Text::new("rumino-counter-knocks-label")),
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

    fn start(options: &GameOptions, players: usize, dealer: Seat) -> Result<RuminoGame, RuleError> {
        RuminoGame::new(*options, players, dealer)
    }

    fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        RuminoGame::apply(self, command)
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
        RuminoGame::legal_actions(self, seat)
    }

    /// R24.
    const LEAVE: Action = Action::Leave;

    fn options(&self) -> &GameOptions {
        &self.options
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
        RuminoGame::legal_actions(self, seat)
            .iter()
            .any(|a| matches!(a, Action::ClaimRumino | Action::Rebuy))
    }

    type Terms = Self;

    fn terms(&self) -> &Self {
        self
    }

    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        crate::games::rumino::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}

impl crate::games::TableTerms for RuminoGame {
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
        self.result().map(GameResult::settlement)
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

    /// Rating places at a `rated` table (R19, R20, R22, R24): the winners; then players still
    /// in, by last score (lower ahead); then the eliminated, the later out ahead, at the same
    /// hand a forfeiter below those the score put out, then by last score. Equal is a draw.
    fn rating_places(&self) -> Option<Vec<u8>> {
        let result = self.result()?;
        if result.end == GameEnd::CancelledRefunded {
            return None;
        }
        let keys: Vec<_> = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                (
                    result.winners.contains(&seat),
                    !s.eliminated,
                    s.out_after.unwrap_or(0),
                    !s.forfeited,
                    std::cmp::Reverse(s.score),
                )
            })
            .collect();
        Some(crate::games::rating::places_by(&keys))
    }

    fn rounds_played(&self) -> u32 {
        self.hands_played
    }

    /// The pool, until it is paid out at the end.
    fn chips_held(&self) -> u64 {
        self.pool
    }
}

impl crate::games::AnyGame {
    /// The Rumino game, if this is one (for its own screens and terminal).
    #[must_use]
    pub fn as_rumino(&self) -> Option<&RuminoGame> {
        self.narrow_to()
    }

    /// The Rumino game, if this is one, to change (tests set up positions this way).
    pub fn as_rumino_mut(&mut self) -> Option<&mut RuminoGame> {
        match self {
            crate::games::AnyGame::Rumino(g) => Some(g),
            _ => None,
        }
    }
}

#[cfg(test)]
mod rating_tests {
    use super::super::{result::GameResult, Command, Phase};
    use super::*;
    use crate::games::Game as Rules;

    /// A game of `scores.len()` players over by `end` with `winners`.
    fn over(end: GameEnd, winners: &[Seat], scores: &[i32]) -> RuminoGame {
        let mut g = RuminoGame::new(GameOptions::default(), scores.len(), 0).unwrap();
        for (seat, &score) in scores.iter().enumerate() {
            g.seats[seat].score = score;
        }
        g.phase = Phase::Over {
            result: GameResult {
                end,
                winners: winners.to_vec(),
                payouts: Vec::new(),
            },
        };
        g
    }

    /// Seat `seat` went out after `hands` hands scored, by the score or (`forfeit`) by leaving.
    fn out(g: &mut RuminoGame, seat: Seat, hands: u32, forfeit: bool) {
        g.seats[seat].eliminated = true;
        g.seats[seat].forfeited = forfeit;
        g.seats[seat].out_after = Some(hands);
    }

    #[test]
    fn r22_r19_the_winner_then_players_still_in_by_the_lower_score() {
        let g = over(GameEnd::Rumino, &[3], &[40, 12, 40, 70]);
        assert_eq!(Rules::places(&g), Some(vec![2, 1, 2, 0]));
    }

    #[test]
    fn r20_the_later_out_ranks_ahead_whatever_the_score_then_the_lower_score() {
        let mut g = over(GameEnd::LastPlayerStanding, &[0], &[80, 130, 104, 101, 110]);
        out(&mut g, 1, 4, false);
        out(&mut g, 2, 2, false);
        out(&mut g, 3, 4, false);
        out(&mut g, 4, 4, false);
        // Out after hand 4: seat 3 (101), then 4 (110), then 1 (130); seat 2 went out first.
        assert_eq!(Rules::places(&g), Some(vec![0, 3, 4, 1, 2]));
    }

    #[test]
    fn r24_a_forfeit_ranks_below_those_the_score_put_out_at_the_same_hand() {
        let mut g = over(GameEnd::LastPlayerStanding, &[0], &[50, 30, 105, 106]);
        out(&mut g, 1, 2, true);
        out(&mut g, 2, 2, false);
        out(&mut g, 3, 1, false);
        assert_eq!(Rules::places(&g), Some(vec![0, 2, 1, 3]));
    }

    #[test]
    fn r21_a_rebuy_brings_a_player_back_in_and_their_elimination_is_forgotten() {
        let mut g = over(GameEnd::Rumino, &[0], &[10, 101, 60]);
        out(&mut g, 1, 1, false);
        let state = &mut g.seats[1];
        state.eliminated = false;
        state.out_after = None;
        // As the engine's rebuy leaves it: back in, ranked by the score like anyone in.
        assert_eq!(Rules::places(&g), Some(vec![0, 2, 1]));
    }

    #[test]
    fn r24_the_engine_keeps_when_a_seat_went_out_only_at_a_rated_table() {
        for rated in [true, false] {
            let options = GameOptions {
                rated,
                ..GameOptions::default()
            };
            let mut g = RuminoGame::new(options, 3, 0).unwrap();
            let leave = Command::Play {
                seat: 1,
                action: <RuminoGame as Rules>::leave_action(),
            };
            g.apply(&leave).unwrap();
            assert!(g.seats[1].eliminated);
            assert_eq!(g.seats[1].out_after, rated.then_some(0));
        }
    }

    #[test]
    fn an_unrated_table_a_running_and_a_refunded_game_have_no_places() {
        let mut g = over(GameEnd::Rumino, &[0], &[10, 20]);
        g.options.rated = false;
        assert_eq!(Rules::places(&g), None);
        let mut running = RuminoGame::new(GameOptions::default(), 2, 0).unwrap();
        assert_eq!(Rules::places(&running), None);
        running.apply(&Command::Cancel).unwrap();
        assert!(Rules::settlement(&running).unwrap().refunded);
        assert_eq!(Rules::places(&running), None);
    }
}
