//! Command-line tools (the `rumino` binary's subcommands), each a client of the library.

mod app;
mod check;
pub mod eval;
pub mod eval_ramino;
mod logging;
mod migrate_data;
pub(crate) mod play;
mod render;
mod simulate;
mod subcommands;

pub use app::{main, Cli, Sub};
pub use logging::init_tracing;
pub use simulate::SIM_GUILD;

/// Refuses `--players` outside what `game` seats, naming the flag and the game's range.
///
/// # Errors
/// The sentence to print.
pub(crate) fn check_players(game: crate::games::GameKind, players: u8) -> anyhow::Result<()> {
    let seats = game.seat_range();
    anyhow::ensure!(
        seats.contains(&players),
        "--players must be between {} and {} for {}.",
        seats.start(),
        seats.end(),
        game.name().get(crate::lang::Lang::En)
    );
    Ok(())
}
