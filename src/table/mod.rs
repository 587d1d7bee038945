//! Live tables: one owner per table, every action persisted before anyone hears of it, clocks,
//! computer players. Knows nothing of Discord.

mod actor;
mod clock;
mod command;
mod effects;
mod error;
mod narrate;
mod options;
mod replay;
mod service;
mod state;
mod timer;
mod writer;

pub use actor::Ack;
pub use clock::Clock;
pub use command::TableCommand;
pub use effects::GAME_KIND;
pub use error::TableError;
pub use narrate::{describe_game_over, describe_hand_end, describe_hands, describe_move};
pub use options::{TableOptions, MAX_STAKE};
pub use replay::rebuild;
pub use service::{Notice, OpenParams, RecoveryReport, ServiceConfig, TableService};
pub use state::{SeatInfo, TableEvent, TablePhase, TableState};
pub use timer::{Timer, TimerKind};

#[cfg(test)]
mod state_tests;
