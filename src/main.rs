//! The `rumino` binary: a thin command line over the library.

use clap::Parser;

fn main() -> std::process::ExitCode {
    rumino::cli::main(rumino::cli::Cli::parse())
}
