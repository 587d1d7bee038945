//! Views: pure functions from table state to Discord messages, unit-tested against Discord's
//! limits without a network.

mod community;
mod hand;
mod leaderboard;
mod replay;
mod table;

pub use community::{game_settings_embed, history_embed, settings_embed, stats_embed};
pub use leaderboard::leaderboard_message;
pub use replay::replay_message;

pub use crate::faces::message::{clip, HandMessage};
pub use hand::hand_message;
pub use table::{table_message, table_message_rated, TableMessage};

pub const COLOR_LOBBY: u32 = 0x003B_A55C;
pub const COLOR_PLAYING: u32 = 0x0058_65F2;
pub const COLOR_OVER: u32 = 0x0099_AAB5;

#[cfg(test)]
pub(crate) mod tests;
