//! Rumminy on the game seam: what a Rumminy game tells the table, in the table's terms (see
//! [`crate::games::Game`]). The table deals from [`Pack::Tiles74`]; its card ids are tile ids
//! through [`TileId::from_card`]. A game is one round; the seam's "dealer" is the seat that plays
//! first (N3).

use rand::RngCore;

use crate::games::{Counter, Text, Words};

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    game::{Event, Move, Phase, RumminyGame},
    options::RumminyOptions,
    result::GameEnd,
    tile::TileId,
};
use crate::{
    cards::{CardId, Pack},
    games::{
        ChipMove, Effects, GameCommand, GameKind, GameOption, Level, RoundRecord, SeatTally,
        Settlement, Waiting,
    },
};

impl crate::games::Game for RumminyGame {
    type Options = RumminyOptions;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    const KIND: GameKind = GameKind::Rumminy;
    const NAME: Text = Text::new("rumminy-name");
    const COMMAND: Words = Words::new("rumminy", "rumminy");

    /// N19: each server keeps an Elo rating per member.
    const RATED: bool = true;

    const COUNTERS: &'static [Counter] = &[
        Counter::shown("went_out", Text::new("rumminy-counter-went-out-label")),
        Counter::shown(
            "tiles_placed",
            Text::new("rumminy-counter-tiles-placed-label"),
        ),
    ];

    /// N1: the 74 tiles.
    fn pack(_options: &RumminyOptions) -> Pack {
        Pack::Tiles74
    }

    /// N3: each player draws a tile; the highest number starts, jokers and tied highest draw
    /// again; drawn anew for every game, whoever won the last.
    fn first_dealer(
        _options: &RumminyOptions,
        players: usize,
        draw: &[CardId],
        _last_winner: Option<Seat>,
    ) -> Seat {
        super::draw_for_start(players, draw).dealer
    }

    /// N2.
    const OPTIONS: &'static [GameOption<Self::Options>] = super::options::OPTIONS;

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    fn start(options: &RumminyOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        RumminyGame::new(*options, players, dealer)
    }

    /// A deal's card ids become tile ids; Rumminy never reshuffles and has no rebuy window.
    fn apply(&mut self, command: &GameCommand<Action>) -> Result<Vec<Event>, RuleError> {
        let own = match command {
            GameCommand::Play { seat, action } => Command::Play {
                seat: *seat,
                action: action.clone(),
            },
            GameCommand::Deal { order, .. } => Command::Deal {
                order: order
                    .iter()
                    .map(|&id| TileId::from_card(id))
                    .collect::<Option<Vec<_>>>()
                    .ok_or(RuleError::BadDeckOrder)?,
            },
            GameCommand::TurnTimeout => Command::TurnTimeout,
            GameCommand::Cancel => Command::Cancel,
            GameCommand::RebuyTimeout => return Err(RuleError::NoRebuys),
        };
        RumminyGame::apply(self, &own)
    }

    fn effects(&self, events: &[Event]) -> Effects {
        let mut effects = Effects::default();
        for event in events {
            match event {
                Event::Dealt { starter, .. } => effects.rounds.push(RoundRecord {
                    round: 1,
                    dealer: *starter,
                    ended_by: None,
                    result: None,
                }),
                Event::Moved(Move::Forfeited { .. }) => effects.seats_changed = true,
                Event::Moved(_) => {}
                Event::GameOver { result } => {
                    if result.end != GameEnd::CancelledRefunded {
                        effects.rounds.push(RoundRecord {
                            round: 1,
                            dealer: self.starter,
                            ended_by: Some(result.end.name().to_owned()),
                            result: serde_json::to_string(result).ok(),
                        });
                    }
                    effects.game_over(result.payouts.iter().map(ChipMove::from));
                }
            }
        }
        effects
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        RumminyGame::legal_actions(self, seat)
    }

    /// N14.
    const LEAVE: Action = Action::Leave;

    fn options(&self) -> &RumminyOptions {
        &self.options
    }

    type Terms = Self;

    fn terms(&self) -> &Self {
        self
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    fn computer_action(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        super::ai::decide(&self.view(Some(seat)), level, &mut rng)
    }
}

impl crate::games::TableTerms for RumminyGame {
    fn waiting(&self) -> Waiting {
        match (&self.phase, &self.board) {
            (Phase::Playing, Some(board)) => Waiting::Turn {
                seat: board.turn,
                round: 1,
                turn: board.turn_no as usize,
                step: board.moves.len(),
            },
            (Phase::Over { .. }, _) => Waiting::Nothing,
            _ => Waiting::Deal,
        }
    }

    fn settlement(&self) -> Option<Settlement> {
        self.result().map(|r| Settlement {
            winners: r.winners.clone(),
            refunded: r.end == GameEnd::CancelledRefunded,
        })
    }

    /// Score: N18 game points. Counters: games won by going out, and tiles placed.
    fn tallies(&self) -> Vec<SeatTally> {
        let result = self.result();
        (0..self.seats.len())
            .map(|seat| {
                let s = &self.seats[seat];
                let placed: usize = self.board.as_ref().map_or(0, |b| {
                    b.moves
                        .iter()
                        .map(|m| match m {
                            Move::Played { seat: by, placed } if *by == seat => placed.len(),
                            _ => 0,
                        })
                        .sum()
                });
                let went_out =
                    result.is_some_and(|r| r.end == GameEnd::WentOut && r.winners.contains(&seat));
                SeatTally {
                    score: result.map_or(0, |r| r.points.get(seat).copied().unwrap_or(0)),
                    eliminated: s.forfeited.is_some(),
                    forfeited: s.left,
                    rebuys: 0,
                    counters: vec![
                        ("went_out", i64::from(went_out)),
                        ("tiles_placed", placed as i64),
                    ],
                }
            })
            .collect()
    }

    /// N19: the places of a finished game at a `rated` table (a refunded game is not rated).
    fn rating_places(&self) -> Option<Vec<u8>> {
        self.result().filter(|r| r.rated).map(|r| r.places.clone())
    }

    fn rounds_played(&self) -> u32 {
        u32::from(
            self.result()
                .is_some_and(|r| r.end != GameEnd::CancelledRefunded),
        )
    }

    /// The pool, until it is paid out at the end.
    fn chips_held(&self) -> u64 {
        self.pool
    }
}
