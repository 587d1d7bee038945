//! A replay's controls: `r1:rp:<table>:<game>:<move>`.

use super::{BadCustomId, PREFIX};
use crate::ids::TableId;

/// A replay's control (`/rumino replay`): the game (table and game number) and where to go. The
/// id carries the step to show, not "next", so an old message's buttons still go where they
/// said; the log is replayed afresh on every click.
/// `r1:rp:<table>:<game>:b:<step>` (◀), `…:f:<step>` (▶), `…:hand` (the menu: the chosen
/// option's value is the step), `…:share` (a link to the game's page, for whoever played it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    pub table: TableId,
    pub game_no: u32,
    pub to: ReplayTo,
}

/// Where a replay control goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayTo {
    /// ◀: back to this step.
    Back(usize),
    /// ▶: on to this step.
    Forward(usize),
    /// The "jump to hand" menu: the chosen value is the step.
    Hand,
    /// A link to share the finished game (its web page, by a token).
    Share,
}

impl ReplayStep {
    #[must_use]
    pub fn encode(&self) -> String {
        let head = format!("{PREFIX}:rp:{}:{}", self.table.0, self.game_no);
        match self.to {
            ReplayTo::Back(step) => format!("{head}:b:{step}"),
            ReplayTo::Forward(step) => format!("{head}:f:{step}"),
            ReplayTo::Hand => format!("{head}:hand"),
            ReplayTo::Share => format!("{head}:share"),
        }
    }

    /// Reads a replay control's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a replay control we wrote.
    pub fn decode(id: &str) -> Result<ReplayStep, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [PREFIX, "rp", table, game, rest @ ..] = parts.as_slice() else {
            return Err(BadCustomId);
        };
        let step = |s: &str| s.parse::<usize>().map_err(|_| BadCustomId);
        let to = match rest {
            ["b", s] => ReplayTo::Back(step(s)?),
            ["f", s] => ReplayTo::Forward(step(s)?),
            ["hand"] => ReplayTo::Hand,
            ["share"] => ReplayTo::Share,
            _ => return Err(BadCustomId),
        };
        Ok(ReplayStep {
            table: TableId(table.parse().map_err(|_| BadCustomId)?),
            game_no: game.parse().map_err(|_| BadCustomId)?,
            to,
        })
    }
}
