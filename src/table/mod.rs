//! Live tables: one owner per table, every action persisted before anyone hears of it, clocks,
//! computer players. Knows nothing of Discord.

mod actor;
mod apply;
mod catch_up;
mod clock;
mod command;
mod drafts;
mod effects;
mod error;
mod health;
mod leaderboards;
mod option_decls;
mod options;
mod period;
mod replay;
mod request;
mod server;
mod service;
mod settings;
mod shared;
mod state;
mod timer;
mod writer;

pub use actor::Ack;
pub use apply::{computer_id, computer_of, computer_seat};
pub use clock::Clock;
pub use command::TableCommand;
pub use drafts::Editing;
pub use effects::SNAPSHOT_EVERY;
pub use error::TableError;
pub use health::{DatabaseOutage, FIRST_RETRY, LAST_RETRY};
pub use leaderboards::{LeaderboardPage, LeaderboardView, PAGE_SIZE};
pub(crate) use option_decls::{choice, own_option};
pub use option_decls::{
    declared, level_words, Offered, Opening, COMPUTERS, COMPUTER_LEVEL, SEATS, SLOW_TURN_SECONDS,
};
pub use options::{OptionError, TableOptions, MAX_STAKE};
pub use period::Period;
pub use replay::{
    rebuild, replay_game, resume, GameFrame, ReplayError, ReplayUnavailable, Replayed,
};
pub use request::{DraftChange, TableRequest};
pub use server::DAILY_COOLDOWN_MS;
pub use service::{OpenParams, RecoveryReport, TableService};
pub use settings::{ComputerRanking, PictureColours, ServerSettings, SettingsError, MAX_GRANT};
pub use shared::{Notice, ServiceConfig};
pub use state::{SeatInfo, TableEvent, TablePhase, TableState};
pub use timer::{Timer, TimerKind};

#[cfg(test)]
mod state_tests;
