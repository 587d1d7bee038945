//! Rummy on the game seam: what a Rummy game tells the table (see [`crate::games::Game`]).

use rand::RngCore;

use crate::games::hand_game;
use crate::games::{Counter, Text, Words};

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
    games::{Effects, GameKind, GameOption},
};

impl crate::games::Game for RummyGame {
    type Options = RummyOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rummy;
    const NAME: Text = Text::new("rummy-name");
    const COMMAND: Words = Words::new("rummy", "ramino-base");

    /// Each server keeps an Elo rating per member (`docs/rules/rummy.md`, Rating).
    const RATED: bool = true;

    const COUNTERS: &'static [Counter] = &[
        Counter::HANDS_WON,
        Counter::ranked(
            "rummies",
            Text::new("rummy-counter-rummies-label"),
            Text::new("rummy-counter-rummies-title"),
            Text::new("rummy-counter-rummies-choice"),
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

    fn start(options: &RummyOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RummyGame::new(*options, players, dealer)
    }

    fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        RummyGame::apply(self, command)
    }

    fn effects(&self, events: &[Event]) -> Effects {
        hand_game::effects(events, |r| {
            match r.end {
                HandEnd::Out { rummy: true, .. } => "rummy",
                HandEnd::Out { rummy: false, .. } => "went_out",
                HandEnd::Dead => "dead",
            }
            .to_owned()
        })
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RummyGame::legal_actions(self, seat)
    }

    /// Y24.
    const LEAVE: Action = Action::Leave;

    fn options(&self) -> &RummyOptions {
        &self.options
    }

    type Terms = hand_game::CoreOf<Self>;

    /// The core answers the table, rating places among them (Y22: the higher total wins).
    fn terms(&self) -> &Self::Terms {
        &self.core
    }

    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        super::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}

#[cfg(test)]
mod rating_tests {
    use super::super::result::GameEnd;
    use super::*;
    use crate::games::testkit::{
        assert_no_places_unrated_running_or_refunded, assert_places, over,
    };

    fn new(players: usize) -> RummyGame {
        RummyGame::new(RummyOptions::default(), players, 0).unwrap()
    }

    #[test]
    fn y22_the_winner_first_then_the_higher_total_equal_totals_a_draw() {
        assert_places(
            new,
            &[(
                GameEnd::Target,
                &[2],
                &[90, 120, 152, 90],
                &[],
                &[2, 1, 0, 2],
            )],
        );
    }

    #[test]
    fn y24_players_out_rank_below_everyone_still_in_whatever_their_total() {
        assert_places(
            new,
            &[
                (
                    GameEnd::Target,
                    &[0],
                    &[150, 20, 140, 60],
                    &[2],
                    &[0, 2, 3, 1],
                ),
                // The last player standing wins even behind on points.
                (GameEnd::LastPlayerStanding, &[1], &[100, 10], &[0], &[1, 0]),
            ],
        );
    }

    #[test]
    fn an_unrated_table_a_running_and_a_refunded_game_have_no_places() {
        let mut unrated = over(new(2), GameEnd::Target, &[0], &[150, 20], &[]);
        unrated.options.rated = false;
        assert_no_places_unrated_running_or_refunded(
            &unrated,
            crate::games::rummy::testkit::dealt(RummyOptions::default(), 2, 0),
        );
    }
}
