//! The games the bot hosts, and the seam through which every layer above reaches them.
//!
//! Each game is a pure rules engine in its own folder. [`Game`] is what a game tells the table
//! (options, seats, legal actions, `apply` with its chips and rounds, what it waits for, how it
//! ended, its computer players); [`AnyGame`] and its companions dispatch to the game a table
//! plays, so the table, store, Discord and CLI layers serve every game unchanged.

mod any_enums;
mod any_game;
pub mod arena;
mod counter;
mod deal_and_apply;
mod dealer_draw;
pub mod draw_discard;
pub mod hand_game;
mod kind;
mod level;
pub mod melds;
pub mod options;
mod pool;
pub mod ramino;
pub mod rating;
mod refusal;
pub(crate) mod registry;
pub mod rumino;
pub mod rumminy;
pub mod rummoli;
pub mod rummy;
mod seam;
#[cfg(test)]
mod stored_json_tests;
mod table_terms;
mod tagged;
#[cfg(test)]
pub mod testkit;

pub(crate) use any_enums::each_game;
pub use any_enums::{AnyAction, AnyEvent, AnyGame, AnyOptions, AnyRuleError, Narrow};
pub use counter::{Counter, CounterRanking};
pub use deal_and_apply::{apply_on_a_copy, next_dealer};
pub use dealer_draw::{draw_for_dealer, DealerDraw};
pub use kind::{GameKind, GameVisitor};
pub use level::{Level, ParseLevelError};
pub use options::{GameOption, OptionDecl, OptionError, OptionKind, OptionValue, MAX_STAKE};
pub use options::{Text, Words};
pub use pool::{split_pool, Payout};
pub use refusal::Refusal;
pub use seam::{
    ChipMove, Effects, Game, GameCommand, RoundRecord, Seat, SeatTally, Settlement, Waiting,
};
pub use table_terms::TableTerms;
