//! The seam between the table and a game: what every game tells the table, in the table's terms.
//!
//! A game is a pure state machine (the way shakmaty's `Position` is for chess): the table
//! supplies seats, deck orders and clocks, the game applies actions and reports what they moved.
//! The table, store, Discord and CLI layers speak only this vocabulary and [`super::AnyGame`];
//! each game's own types stay in its folder.

use rand::RngCore;
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::{GameKind, GameOption, OptionError, TableTerms, Text, Words};
use crate::{
    cards::{CardId, Pack},
    games::Level,
};

/// A seat index, 0-based, in the order players sat down; "next" is the next index.
pub type Seat = usize;

/// What changes a game, whichever game it is. Everything random travels inside as data, so a
/// game replays exactly from its commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "c", rename_all = "snake_case")]
pub enum GameCommand<A> {
    /// A seated player's action.
    Play { seat: Seat, action: A },
    /// Deal the next round from this deck order (top card first); `reshuffle_seed` seeds any
    /// reshuffle of the round so it replays too.
    Deal {
        order: Vec<CardId>,
        reshuffle_seed: u64,
    },
    /// The turn clock of the seat on turn ran out.
    TurnTimeout,
    /// The window for out-of-turn decisions (rebuys) closed; silence means no.
    RebuyTimeout,
    /// The table was cancelled: settle the game by the game's rules.
    Cancel,
}

impl<A> GameCommand<A> {
    /// A deal from `order` (top card first) for a game that never reshuffles, so needs no seed.
    #[must_use]
    pub fn deal(order: Vec<CardId>) -> Self {
        GameCommand::Deal {
            order,
            reshuffle_seed: 0,
        }
    }
}

/// What a game waits for now, so the table can arm the right clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// Nothing: the game is over.
    Nothing,
    /// The next deck order; the table deals at once.
    Deal,
    /// `seat` to play turn `turn` of round `round`; `step` counts the round's public moves, so a
    /// computer player's consecutive steps within one turn are told apart.
    Turn {
        seat: Seat,
        round: u32,
        turn: usize,
        step: usize,
    },
    /// Decisions by several seats outside the turn order (rebuys after round `round`).
    Decisions { round: u32, seats: Vec<Seat> },
    /// A move the game makes by itself (a forced play), after a short pause so the players can
    /// follow; the table sends [`GameCommand::TurnTimeout`] when it ends. `step` tells the moves
    /// of round `round` apart.
    Paced { round: u32, step: usize },
}

/// Chips a game moves between players and its pool. The table turns them into ledger rows in the
/// same transaction as the action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChipMove {
    /// A seat's stake, paid into the pool when the game starts.
    Stake { seat: Seat, chips: u64 },
    /// A seat paid to re-enter.
    Rebuy { seat: Seat, chips: u64 },
    /// Paid out of the pool to a winner.
    Payout { seat: Seat, chips: u64 },
    /// A stake given back when a game is called off.
    Refund { seat: Seat, chips: u64 },
}

impl ChipMove {
    /// Chips paid out of the pool at a game's end: a refund of a stake, or a win.
    #[must_use]
    pub fn paid_out(seat: Seat, chips: u64, refund: bool) -> ChipMove {
        if refund {
            ChipMove::Refund { seat, chips }
        } else {
            ChipMove::Payout { seat, chips }
        }
    }
}

/// One round (a hand) as it is stored: when dealt (no `ended_by` yet), and when it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub round: u32,
    pub dealer: Seat,
    /// How it ended, as a short word (`knock`, `gin`, `went_out`…), once it has.
    pub ended_by: Option<String>,
    /// The game's own public result of the round, as JSON, once it has ended.
    pub result: Option<String>,
}

/// How a finished game was settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// Winning seats: several on a split; empty when the game was called off and refunded.
    pub winners: Vec<Seat>,
    /// Called off before it counted: stakes refunded, no winner, no statistics.
    pub refunded: bool,
}

/// What the store keeps of a seat: the same for every game, plus the game's own counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatTally {
    pub score: i64,
    pub eliminated: bool,
    pub forfeited: bool,
    pub rebuys: i64,
    /// The game's own counts (gins, ruminos, knocks; rummies, melds…), by name: the
    /// [`Game::COUNTERS`] it declares, in their order.
    pub counters: Vec<(&'static str, i64)>,
}

/// What applying one command changed, beyond the game state itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    pub chips: Vec<ChipMove>,
    pub rounds: Vec<RoundRecord>,
    /// The game's row changed (a round was scored, the game started or ended).
    pub game_changed: bool,
    /// Some seat's tally changed.
    pub seats_changed: bool,
    /// The game just ended.
    pub ended: bool,
}

impl Effects {
    /// A game's start: each seat's stake (`paid_in`, in seat order) goes into the pool, and the
    /// game and seat rows are written.
    #[must_use]
    pub fn opening(paid_in: impl IntoIterator<Item = u64>) -> Effects {
        Effects {
            chips: paid_in
                .into_iter()
                .enumerate()
                .map(|(seat, chips)| ChipMove::Stake { seat, chips })
                .collect(),
            game_changed: true,
            seats_changed: true,
            ..Effects::default()
        }
    }

    /// The game just ended, paying `payouts` out of the pool: the game and seat rows are
    /// written again.
    pub fn game_over(&mut self, payouts: impl IntoIterator<Item = ChipMove>) {
        self.game_changed = true;
        self.seats_changed = true;
        self.ended = true;
        self.chips.extend(payouts);
    }
}

impl From<&super::Payout> for ChipMove {
    fn from(p: &super::Payout) -> ChipMove {
        ChipMove::paid_out(p.seat, p.chips, p.refund)
    }
}

/// One game's rules, as the table needs them. Implemented by each game's state type and
/// dispatched through [`super::AnyGame`].
///
/// The bounds are what the enums over the games ([`super::AnyGame`] and its companions) need of
/// each game's types, so a new game learns them here rather than deep in the registry's macros.
pub trait Game:
    Clone + std::fmt::Debug + PartialEq + Eq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Options chosen when a table opens (the game's *table options*).
    type Options: Copy
        + Default
        + std::fmt::Debug
        + PartialEq
        + Eq
        + Serialize
        + DeserializeOwned
        + 'static;
    /// What a seated player does.
    type Action: Clone + PartialEq + Eq + std::fmt::Debug + Serialize + DeserializeOwned;
    /// What happened, as every player may see it.
    type Event: Clone + PartialEq + Eq + std::fmt::Debug + Serialize + DeserializeOwned;
    /// Why an action was refused; its text can be shown to the player as is.
    type Error: std::error::Error + Clone + PartialEq + Eq;

    const KIND: GameKind;

    /// The game's name as players read it, in each language ("Tuscan Ramino").
    const NAME: Text;

    /// The game's subcommand, in each language (`/rumino start ramino`, `/rumino apri
    /// ramino-toscano`): lowercase, no spaces.
    const COMMAND: Words;

    /// Whether this game keeps a rating per server (Elo, [`crate::games::rating`]): then its
    /// finished games report [`Game::places`], and it has a leaderboard by rating.
    const RATED: bool = false;

    /// The game's own counters, in the order its seats report them in
    /// [`SeatTally::counters`]: their words, and which rank players ([`super::Counter`]).
    const COUNTERS: &'static [super::Counter];

    /// The pack a game with `options` deals from (an option may choose it).
    fn pack(options: &Self::Options) -> Pack;

    /// Who deals (or starts) the first hand of a game: from a shuffled [`Game::pack`] the
    /// players draw from, or, in a game whose rules say so, the winner of the table's last game
    /// (`last_winner`, the seat they now hold, if they are still seated and won alone).
    fn first_dealer(
        options: &Self::Options,
        players: usize,
        draw: &[CardId],
        last_winner: Option<Seat>,
    ) -> Seat;

    /// The options players choose for this game, each declared once, as data: the slash
    /// commands, the option check, server settings, the terminal and the table footer read them.
    const OPTIONS: &'static [GameOption<Self::Options>];

    /// Whether the game has rebuys: then its tables have a rebuy window players may choose.
    const REBUYS: bool = false;

    /// Seats a table of this game may have.
    fn seat_range() -> std::ops::RangeInclusive<u8>;

    /// Chips each player pays in to start: by default, the declared [`super::options::STAKE`].
    fn stake(options: &Self::Options) -> u64 {
        super::options::declared_value(Self::OPTIONS, &super::options::STAKE, options)
            .map_or(0, |v| u64::try_from(v.int()).unwrap_or(0))
    }

    /// The options this game was started with.
    fn options(&self) -> &Self::Options;

    /// The game's own checks of its options beyond each option's declared range; by default,
    /// only those ranges (stored options are checked again when a table opens).
    ///
    /// # Errors
    /// The first option out of its range.
    fn check_options(options: &Self::Options) -> Result<(), OptionError> {
        super::options::check_all(Self::OPTIONS, options)
    }

    /// A new game with `players` seated, `dealer` dealing first; stakes are in the pool.
    ///
    /// # Errors
    /// The seats or options do not make a game.
    fn start(options: &Self::Options, players: usize, dealer: Seat) -> Result<Self, Self::Error>;

    /// Applies a command. On error the game is unchanged.
    ///
    /// # Errors
    /// The command is not legal now.
    fn apply(
        &mut self,
        command: &GameCommand<Self::Action>,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// The chips every seat paid in when the game started: each its [`Game::stake`].
    fn opening_effects(&self) -> Effects {
        let seats = self.tallies().len();
        Effects::opening(vec![Self::stake(self.options()); seats])
    }

    /// What the table must do about `events`, which the last command produced: chips, rounds,
    /// rows to rewrite.
    fn effects(&self, events: &[Self::Event]) -> Effects;

    /// The actions `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// The action by which a seat leaves a running game.
    const LEAVE: Self::Action;

    /// [`Game::LEAVE`], for the table to play for a seat that leaves.
    fn leave_action() -> Self::Action {
        Self::LEAVE
    }

    /// Chips `action` by `seat` would take from the player's account (a rebuy's cost). Most
    /// games take nothing after the stake.
    fn cost_of(&self, _seat: Seat, _action: &Self::Action) -> u64 {
        0
    }

    /// Whether `seat` has a decision to make at once, outside the turn order (a claim, a rebuy).
    /// Most games are played strictly in turn.
    fn decides_now(&self, _seat: Seat) -> bool {
        false
    }

    /// Where the game's state answers the table's questions about it: the game itself, or a
    /// state it shares with other games.
    type Terms: TableTerms;

    fn terms(&self) -> &Self::Terms;

    /// What the game waits for.
    fn waiting(&self) -> Waiting {
        self.terms().waiting()
    }

    /// How the game ended, once it has.
    fn settlement(&self) -> Option<Settlement> {
        self.terms().settlement()
    }

    /// The stored tally of each seat.
    fn tallies(&self) -> Vec<SeatTally> {
        self.terms().tallies()
    }

    /// For a game that has ended and counts for the rating: each seat's place, 0 best, equal
    /// places a draw (the table rates the members among them, in the same commit as the end).
    /// `None` for games that are not [`Game::RATED`], at a table whose declared
    /// [`super::options::RATED`] option is off, and for a running or refunded game.
    fn places(&self) -> Option<Vec<u8>> {
        let rated =
            super::options::declared_value(Self::OPTIONS, &super::options::RATED, self.options());
        if !Self::RATED || rated != Some(super::OptionValue::Bool(true)) {
            return None;
        }
        self.terms().rating_places()
    }

    /// Rounds scored so far.
    fn rounds_played(&self) -> u32 {
        self.terms().rounds_played()
    }

    /// Chips the game holds while it runs (see [`TableTerms::chips_held`]).
    fn chips_held(&self) -> u64 {
        self.terms().chips_held()
    }

    /// Chips the game holds, which its pool in the store must hold too. `rumino check` compares
    /// them for every running game.
    fn chips_in_play(&self) -> u64 {
        if self.settlement().is_some() {
            0
        } else {
            self.chips_held()
        }
    }

    /// A computer player's choice for `seat`, seeing only what that seat may see.
    fn computer_action(
        &self,
        seat: Seat,
        level: Level,
        rng: &mut dyn RngCore,
    ) -> Option<Self::Action>;
}
