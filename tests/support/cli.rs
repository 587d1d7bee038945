//! The real `rumino` binary run as a command, as an operator runs it.

use std::process::Command;

/// The binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_rumino");

/// Runs `rumino args…` to its end and returns what it printed (stdout, then stderr).
///
/// # Panics
/// If it cannot start or exits with a failure (the message holds what it printed).
pub fn run(args: &[&str]) -> String {
    let out = Command::new(BIN).args(args).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "rumino {args:?} failed:\n{text}");
    text
}
