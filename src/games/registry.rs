//! The one list of the games the bot hosts: adding a game is its folder under `src/games/` plus
//! one line here (`docs/adding-a-game.md`). Every enum over the games ([`super::GameKind`],
//! [`super::AnyGame`] and its companions) and every dispatch to a game (`each_game!`) is built
//! from this list.

/// Calls macro `$then` with `$pre` and then the list of games: `Kind = "stored word" =>
/// module::StateType`, each with its documentation.
macro_rules! games {
    ($then:ident { $($pre:tt)* }) => {
        $then! {
            $($pre)*
            /// Italian knock rummy (`docs/rules/rumino.md`, R1–R25).
            Rumino = "rumino" => rumino::RuminoGame,
            /// Basic Rummy (`docs/rules/rummy.md`, Y1–Y24).
            Rummy = "rummy" => rummy::RummyGame,
            /// Tuscan Ramino (`docs/rules/ramino.md`, T1–T23).
            Ramino = "ramino" => ramino::RaminoGame,
            /// Rummoli: board, widow, poker and run-out (`docs/rules/rummoli.md`, L1–L26).
            Rummoli = "rummoli" => rummoli::RummoliGame,
            /// Rumminy: the tile game of runs and groups (`docs/rules/rumminy.md`, N1–N20).
            Rumminy = "rumminy" => rumminy::RumminyGame,
        }
    };
}
pub(crate) use games;
