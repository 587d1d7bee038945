//! The games the bot hosts, and the seam through which every layer above reaches them.
//!
//! Each game is a pure rules engine in its own folder. [`Game`] is what a game tells the table
//! (options, seats, legal actions, `apply` with its chips and rounds, what it waits for, how it
//! ended, its computer players); [`AnyGame`] and its companions dispatch to the game a table
//! plays, so the table, store, Discord and CLI layers serve every game unchanged.

mod any;
mod kind;
mod level;
mod options;
pub mod ramino;
pub mod rumino;
pub mod rummy;
mod seam;
mod tagged;

pub use any::{
    AnyAction, AnyEvent, AnyGame, AnyOptions, AnyRuleError, GameDefaults, OptionChoices,
};
pub use kind::GameKind;
pub use level::{Level, ParseLevelError};
pub use options::{OptionError, MAX_STAKE};
pub use seam::{
    ChipMove, Effects, Game, GameCommand, RoundRecord, Seat, SeatTally, Settlement, Waiting,
};
