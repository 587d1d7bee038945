//! The one place where a button's `custom_id` is written and read.
//!
//! Ids look like `r1:<table>:<verb>` for the public table message, whose buttons any member may
//! press at any time, and `r1:<table>:<version>:<verb>[:<card>]` for the private hand, whose
//! buttons act on the state the player saw: a click against an older version is stale and changes
//! nothing. A hand's menus are `r1:<table>:<version>:pick:<menu>`, one id per menu (Discord
//! refuses a message whose components share an id); the chosen option's value is the action.
//! Leaderboard pages are `r1:lb:<game>:<ranking>:<period>:<page>` ([`LeaderboardPage`]), a
//! replay's steps `r1:rp:<table>:<game>:<move>` ([`ReplayStep`]), a tournament's buttons
//! `r1:tn:<tournament>:<verb>` ([`TournamentClick`]). The
//! `r1` prefix versions the format itself, so old buttons can be recognised after an upgrade.
//! Everything fits Discord's 100-character limit.
mod leaderboard;
mod replay;
mod table;
mod tournament;

pub use crate::table::LeaderboardPage;
pub use leaderboard::{period_code, ranking_code, ranking_of};
pub use replay::{ReplayStep, ReplayTo};
pub use table::{Click, CustomId, Menu, TableButton};
pub use tournament::{TournamentButton, TournamentClick};

/// The version of the format, first in every id.
const PREFIX: &str = "r1";

/// A `custom_id` that is not one of ours (or is damaged). Players read
/// [`crate::i18n::bad_custom_id`]; this text is for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a custom_id this bot did not write")]
pub struct BadCustomId;

/// A component interaction's custom id, read once, with what was chosen in a menu folded in:
/// the one value the router, the table and the answer share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    /// A table's button or a hand's: a hand's menu arrives as the action chosen
    /// ([`Click::Act`]), a draft's menu as the edit chosen ([`Click::Draft`]).
    Table(CustomId),
    Tournament(TournamentClick),
    Replay(ReplayStep),
    Leaderboard(LeaderboardPage),
}

impl Component {
    /// Reads `custom_id` and, for a menu, the first of the `values` chosen.
    ///
    /// # Errors
    /// [`BadCustomId`] for an id we did not write, or a menu's value that is not ours.
    pub fn read(custom_id: &str, values: &[String]) -> Result<Component, BadCustomId> {
        let read = match custom_id.split(':').nth(1) {
            Some("tn") => Component::Tournament(TournamentClick::decode(custom_id)?),
            Some("rp") => Component::Replay(ReplayStep::decode(custom_id)?),
            Some("lb") => Component::Leaderboard(LeaderboardPage::decode(custom_id)?),
            _ => Component::Table(CustomId::decode(custom_id)?),
        };
        let Component::Table(CustomId { table, click }) = read else {
            return Ok(read);
        };
        let chosen = || values.first().ok_or(BadCustomId);
        let click = match click {
            Click::Pick { version, .. } => Click::Act {
                version,
                action: CustomId::parse_action_value(chosen()?)?,
            },
            Click::DraftPick { version, .. } => Click::Draft {
                version,
                edit: chosen()?.clone(),
            },
            other => other,
        };
        Ok(Component::Table(CustomId { table, click }))
    }
}

#[cfg(test)]
mod tests;
