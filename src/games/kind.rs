//! Which game a table plays: stored with tables, games and statistics, chosen in `/rumino start`.

use crate::text_enum::text_enum;

text_enum!(
    /// A game the bot hosts.
    GameKind {
        /// Italian knock rummy (`docs/rules/rumino.md`, R1–R25).
        Rumino = "rumino",
        /// Basic Rummy (`docs/rules/rummy.md`, Y1–Y24).
        Rummy = "rummy",
        /// Tuscan Ramino (`docs/rules/ramino.md`, T1–T23).
        Ramino = "ramino",
        /// Rummoli: board, widow, poker and run-out (`docs/rules/rummoli.md`, L1–L26).
        Rummoli = "rummoli",
        /// Rumminy: the tile game of runs and groups (`docs/rules/rumminy.md`, N1–N20).
        Rumminy = "rumminy",
    }
);

impl Default for GameKind {
    /// Tables stored before there were several games play Rumino.
    fn default() -> Self {
        GameKind::Rumino
    }
}

impl GameKind {
    /// Whether this game keeps a rating per server ([`super::Game::RATED`]).
    #[must_use]
    pub fn rated(self) -> bool {
        super::each_game!(kind self, G => <G as super::Game>::RATED)
    }

    /// The game's name as players read it ([`super::Game::NAME`]).
    #[must_use]
    pub fn name(self) -> super::Words {
        super::each_game!(kind self, G => <G as super::Game>::NAME)
    }

    /// The game's subcommand ([`super::Game::COMMAND`]).
    #[must_use]
    pub fn command(self) -> super::Words {
        super::each_game!(kind self, G => <G as super::Game>::COMMAND)
    }

    /// The games that keep a rating, in [`GameKind::ALL`]'s order.
    #[must_use]
    pub fn rated_games() -> Vec<GameKind> {
        GameKind::ALL
            .iter()
            .copied()
            .filter(|k| k.rated())
            .collect()
    }
}
