//! `rumino play` through the real binary, as a player at a terminal meets it: lines typed on
//! standard input, then (`--autoplay`) the computer plays seat 0, "You", to the end of the
//! game. Every printed line comes back, to be read like a new player would.
//!
//! Used by `tests/play_terminal.rs`; any game's terminal test can use it (`mod support;` and
//! `support::terminal::play`, or `#[path = "support/terminal.rs"] mod terminal;`).

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// The `rumino` binary built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_rumino");

/// A finished `rumino play`: its lines, in order, and how it ended.
pub struct Played {
    pub lines: Vec<String>,
    pub stderr: String,
    pub success: bool,
}

impl Played {
    /// Every line, for a failure message.
    #[must_use]
    pub fn transcript(&self) -> String {
        self.lines.join("\n")
    }

    /// The index of the first line containing `text`.
    #[must_use]
    pub fn find(&self, text: &str) -> Option<usize> {
        self.lines.iter().position(|l| l.contains(text))
    }
}

/// The command `rumino play --game GAME --seed SEED --autoplay` with computer players that do
/// not pause, and `args` after it.
#[must_use]
pub fn command(game: &str, seed: u64, args: &[&str]) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.args([
        "play",
        "--game",
        game,
        "--seed",
        &seed.to_string(),
        "--autoplay",
    ])
    .args(["--option", "computer_delay_ms=0"])
    .args(args)
    .env_remove("RUST_LOG");
    cmd
}

/// Plays a whole game of `game`: `typed` lines first, then the computer for seat 0 until the
/// game ends (answering no to "Play again?").
///
/// # Panics
/// If the binary cannot be run.
#[must_use]
pub fn play(game: &str, seed: u64, args: &[&str], typed: &[&str]) -> Played {
    let mut child = command(game, seed, args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rumino runs");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for line in typed {
            writeln!(stdin, "{line}").expect("typed");
        }
    } // closed: input ends here
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("rumino ends");
    Played {
        lines: String::from_utf8_lossy(&stdout)
            .lines()
            .map(str::to_owned)
            .collect(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        success: status.success(),
    }
}

/// Lines that address the player in broken English: a third-person verb after "You" ("You
/// wins"), "their" in a sentence about "You", a singular count with a plural noun ("1 chips"),
/// or "(s)".
#[must_use]
pub fn agreement_errors(lines: &[String]) -> Vec<String> {
    let you_verb = regex::Regex::new(r"\bYou ([a-z]+)\b").expect("regex");
    let one = regex::Regex::new(
        r"(^|[^0-9.,])[-+−]?1 (chips|points|cards|tiles|hands|players|seconds|spaces)\b",
    )
    .expect("regex");
    let you_their = regex::Regex::new(r"\bYou\b[^.!?:]*\btheir\b").expect("regex");
    lines
        .iter()
        .filter(|line| {
            // "You wins", "You is", "You has"; "You pass" is fine.
            let third_person = you_verb.captures_iter(line).any(|c| {
                let word = &c[1];
                word.ends_with('s') && !word.ends_with("ss")
            });
            third_person || one.is_match(line) || you_their.is_match(line) || line.contains("(s)")
        })
        .cloned()
        .collect()
}
