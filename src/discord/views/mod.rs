//! Views: pure functions from table state to Discord messages, unit-tested against Discord's
//! limits without a network.

mod community;
mod hand;
mod leaderboard;
mod replay;
mod table;

pub use community::{game_settings_embed, history_embed, settings_embed, stats_embed};
pub use leaderboard::{leaderboard_message, LeaderboardView, PAGE_SIZE};
pub use replay::replay_message;

pub use hand::{hand_message, HandMessage};
pub use table::{table_message, table_message_rated, TableMessage};

pub const COLOR_LOBBY: u32 = 0x003B_A55C;
pub const COLOR_PLAYING: u32 = 0x0058_65F2;
pub const COLOR_OVER: u32 = 0x0099_AAB5;

/// Cuts `text` to at most `max` characters (Discord counts characters), marking the cut.
#[must_use]
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

#[cfg(test)]
pub(crate) mod tests;
