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
