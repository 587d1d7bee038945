//! A tournament's buttons: `r1:tn:<tournament>:<verb>`.

use super::{BadCustomId, PREFIX};

/// A button on a tournament's message: anyone may press it; who may do what is checked then.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TournamentClick {
    pub tournament: crate::tournament::TournamentId,
    pub button: TournamentButton,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentButton {
    SignUp,
    Start,
}

impl TournamentClick {
    #[must_use]
    pub fn encode(&self) -> String {
        let verb = match self.button {
            TournamentButton::SignUp => "join",
            TournamentButton::Start => "start",
        };
        format!("{PREFIX}:tn:{}:{verb}", self.tournament.0)
    }

    /// Reads a tournament button's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a tournament button we wrote.
    pub fn decode(id: &str) -> Result<TournamentClick, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [PREFIX, "tn", tournament, verb] = parts.as_slice() else {
            return Err(BadCustomId);
        };
        let button = match *verb {
            "join" => TournamentButton::SignUp,
            "start" => TournamentButton::Start,
            _ => return Err(BadCustomId),
        };
        Ok(TournamentClick {
            tournament: crate::tournament::TournamentId(
                tournament.parse().map_err(|_| BadCustomId)?,
            ),
            button,
        })
    }
}
