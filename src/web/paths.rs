//! The pages' addresses, written in one place: the router reads them and the Discord adapter
//! links to them. A server's pages sit under `/s/<server id>/`; a shared game under its token,
//! `/g/<token>`, which names no server.

use crate::{
    faces::custom_id::{period_code, ranking_code},
    games::GameKind,
    ids::{GuildId, PlayerId, TableId, TournamentId},
    store::Ranking,
    table::Period,
};

/// Addresses of the pages, from the public base address (`WEB_BASE_URL`, no trailing slash).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    base: String,
}

/// Which finished game a replay address names: a server's, or one shared by its token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameAt {
    Server {
        guild: GuildId,
        table: TableId,
        game_no: u32,
    },
    Shared(String),
}

impl GameAt {
    /// The game's path, without the base address.
    #[must_use]
    pub fn path(&self) -> String {
        match self {
            GameAt::Server {
                guild,
                table,
                game_no,
            } => format!("/s/{}/games/{}-{game_no}", guild.0, table.0),
            GameAt::Shared(token) => format!("/g/{token}"),
        }
    }

    /// Step `step`'s page (from 0).
    #[must_use]
    pub fn step(&self, step: usize) -> String {
        format!("{}?step={step}", self.path())
    }

    /// Step `step`'s table picture.
    #[must_use]
    pub fn picture(&self, step: usize) -> String {
        format!("{}/steps/{step}/table.png", self.path())
    }

    /// The game as JSON.
    #[must_use]
    pub fn export(&self) -> String {
        format!("{}/export.json", self.path())
    }
}

/// A server's leaderboard page, without the base address.
#[must_use]
pub fn leaderboard(
    guild: GuildId,
    game: GameKind,
    by: Ranking,
    period: Period,
    page: u32,
) -> String {
    let mut path = format!(
        "/s/{}/leaderboards/{}?by={}&period={}",
        guild.0,
        game.as_str(),
        ranking_code(by),
        period_code(period)
    );
    if page > 0 {
        path.push_str(&format!("&page={}", page + 1));
    }
    path
}

/// A member's profile in a server, opened on `game`.
#[must_use]
pub fn profile(guild: GuildId, player: PlayerId, game: GameKind) -> String {
    format!("/s/{}/players/{}?game={}", guild.0, player.0, game.as_str())
}

/// A tournament's page.
#[must_use]
pub fn tournament(guild: GuildId, id: TournamentId) -> String {
    format!("/s/{}/tournaments/{}", guild.0, id.0)
}

impl Links {
    #[must_use]
    pub fn new(base: &str) -> Links {
        Links {
            base: base.trim_end_matches('/').to_owned(),
        }
    }

    /// `path` (from this module's functions) as a full address.
    #[must_use]
    pub fn to(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_name_the_server_the_game_and_the_board() {
        let links = Links::new("https://rumino.example.org/");
        let guild = GuildId(42);
        assert_eq!(
            links.to(&leaderboard(
                guild,
                GameKind::Rummy,
                Ranking::Rating,
                Period::Week,
                2
            )),
            "https://rumino.example.org/s/42/leaderboards/rummy?by=rating&period=week&page=3"
        );
        let game = GameAt::Server {
            guild,
            table: TableId(7),
            game_no: 2,
        };
        assert_eq!(game.step(3), "/s/42/games/7-2?step=3");
        assert_eq!(game.picture(0), "/s/42/games/7-2/steps/0/table.png");
        assert_eq!(GameAt::Shared("abc".into()).export(), "/g/abc/export.json");
        assert_eq!(
            profile(guild, PlayerId(9), GameKind::Rumino),
            "/s/42/players/9?game=rumino"
        );
    }
}
