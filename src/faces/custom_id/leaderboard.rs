//! A leaderboard's pages: `r1:lb:<game>:<ranking>:<period>:<page>`.

use super::{BadCustomId, PREFIX};
use crate::{
    games::GameKind,
    store::Ranking,
    table::{LeaderboardPage, Period},
};

/// Each ranking's code in a leaderboard button: a counter's is its stored name. `chips` stays
/// the balance's, as it always was, so a button of an older message still shows what it showed.
pub fn ranking_code(by: Ranking) -> &'static str {
    match by {
        Ranking::NetChips => "net",
        Ranking::Balance => "chips",
        Ranking::GamesWon => "won",
        Ranking::WinRate => "rate",
        Ranking::BiggestPool => "pool",
        Ranking::RebuysSurvived => "rebuys",
        Ranking::Rating => "rating",
        Ranking::Counter(name) => name,
    }
}

/// Codes of counters' rankings in buttons written before the games declared their counters,
/// when they were not the counter's name; they are read as they were.
const OLD_COUNTER_CODES: [(&str, &str); 2] = [("rum", "ruminos"), ("hands", "hands_won")];

/// The ranking of a leaderboard button's code.
pub fn ranking_of(code: &str) -> Option<Ranking> {
    let counter = OLD_COUNTER_CODES
        .iter()
        .find(|(old, _)| *old == code)
        .map_or(code, |(_, name)| name);
    Ranking::COMMON
        .into_iter()
        .find(|r| ranking_code(*r) == code)
        .or_else(|| Ranking::counter(counter))
}

pub fn period_code(p: Period) -> &'static str {
    match p {
        Period::AllTime => "all",
        Period::Month => "month",
        Period::Week => "week",
    }
}

/// Previous/Next buttons carry the game, the ranking, the period and the page, so any old page
/// still works (it is queried afresh). `r1:lb:<game>:<ranking>:<period>:<page>`; ids written
/// before there were several games, `r1:lb:<ranking>:<period>:<page>`, are Rumino's.
impl LeaderboardPage {
    #[must_use]
    pub fn encode(&self) -> String {
        format!(
            "{PREFIX}:lb:{}:{}:{}:{}",
            self.game.as_str(),
            ranking_code(self.by),
            period_code(self.period),
            self.page
        )
    }

    /// Reads a leaderboard button's id.
    ///
    /// # Errors
    /// [`BadCustomId`] for anything that is not a leaderboard page we wrote.
    pub fn decode(id: &str) -> Result<LeaderboardPage, BadCustomId> {
        let parts: Vec<&str> = id.split(':').collect();
        let (game, by, period, page) = match parts.as_slice() {
            [PREFIX, "lb", game, by, period, page] => {
                (GameKind::parse(game).ok_or(BadCustomId)?, by, period, page)
            }
            [PREFIX, "lb", by, period, page] => (GameKind::Rumino, by, period, page),
            _ => return Err(BadCustomId),
        };
        Ok(LeaderboardPage {
            game,
            by: ranking_of(by).ok_or(BadCustomId)?,
            period: *Period::ALL
                .iter()
                .find(|p| period_code(**p) == *period)
                .ok_or(BadCustomId)?,
            page: page.parse().map_err(|_| BadCustomId)?,
        })
    }
}
