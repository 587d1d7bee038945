//! Ramino on the game seam: what a Ramino game tells the table, in the table's terms (see
//! [`crate::games::Game`]). The pack is the table's choice (T22), so the seam asks the options.

use rand::RngCore;

use crate::games::hand_game;
use crate::games::{Counter, Text, Words};

use super::{
    action::{Action, Command, Seat},
    dealer::draw_for_dealer,
    error::RuleError,
    game::{Event, RaminoGame},
    options::RaminoOptions,
};
use crate::{
    cards::{CardId, Pack},
    games::Level,
    games::{Effects, GameKind, GameOption},
};

impl crate::games::Game for RaminoGame {
    type Options = RaminoOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Ramino;
    const NAME: Text = Text::new("ramino-name");
    const COMMAND: Words = Words::new("ramino", "ramino-toscano");

    /// Each server keeps an Elo rating per member (`docs/rules/ramino.md`, Rating).
    const RATED: bool = true;

    const COUNTERS: &'static [Counter] = &[
        Counter::HANDS_WON,
        // Hands won with a ramino or gran ramino (T7, T8, T10).
        Counter::ranked(
            "ramini",
            Text::new("ramino-counter-ramini-label"),
            Text::new("ramino-counter-ramini-title"),
            Text::new("ramino-counter-ramini-choice"),
        ),
        // Counts the hands a claim won, not every claim (T18).
        Counter::shown("claims", Text::new("ramino-counter-claims-label")),
    ];

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
    const OPTIONS: &'static [GameOption<Self::Options>] = super::options::OPTIONS;

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    /// `BadPlayerCount` unless 2–4 players and the dealer is one of them.
    fn start(options: &RaminoOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RaminoGame::new(*options, players, dealer)
    }

    fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        RaminoGame::apply(self, command)
    }

    fn effects(&self, events: &[Event]) -> Effects {
        hand_game::effects(events, |r| {
            r.end
                .winning_declaration()
                .map_or("stock_out", |d| d.name())
                .replace(' ', "_")
        })
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RaminoGame::legal_actions(self, seat)
    }

    /// T23.
    const LEAVE: Action = Action::Leave;

    fn options(&self) -> &RaminoOptions {
        &self.options
    }

    type Terms = hand_game::CoreOf<Self>;

    /// The core answers the table, rating places among them (T21: the higher total wins).
    fn terms(&self) -> &Self::Terms {
        &self.core
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
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

    fn new(players: usize) -> RaminoGame {
        RaminoGame::new(RaminoOptions::default(), players, 0).unwrap()
    }

    #[test]
    fn t21_the_winner_first_then_the_higher_total_equal_totals_a_draw() {
        assert_places(
            new,
            &[(GameEnd::Target, &[1], &[4, 10, 7, 4], &[], &[2, 0, 1, 2])],
        );
    }

    #[test]
    fn t23_players_out_rank_below_everyone_still_in() {
        assert_places(
            new,
            &[
                (GameEnd::Target, &[0], &[10, 1, 9], &[2], &[0, 1, 2]),
                (GameEnd::LastPlayerStanding, &[1], &[8, 2], &[0], &[1, 0]),
            ],
        );
    }

    #[test]
    fn an_unrated_table_a_running_and_a_refunded_game_have_no_places() {
        let mut unrated = over(new(2), GameEnd::Target, &[0], &[10, 2], &[]);
        unrated.options.rated = false;
        assert_no_places_unrated_running_or_refunded(&unrated, new(2));
    }
}
