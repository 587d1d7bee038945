//! Command-line tools (the `rumino` binary's subcommands), each a client of the library.

mod app;
mod check;
pub mod eval;
pub mod eval_ramino;
pub(crate) mod play;
mod simulate;

pub use app::{init_tracing, main, Cli, Sub};
pub use simulate::SIM_GUILD;
