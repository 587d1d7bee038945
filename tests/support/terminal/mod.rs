//! `rumino play` through the real binary, as a player at a terminal meets it: the program
//! started with its arguments, every line it prints kept, lines typed in answer to what it
//! printed or all at once, and (`--autoplay`) the computer playing seat 0, "You", once typing
//! ends. [`english`] reads the lines for broken English.
//!
//! Waiting is always for a line: a test reads until the line it needs shows up, with a generous
//! limit that only a hung game reaches. Used by `tests/it/play_terminal.rs` (`#[path]`) and by
//! any test through `mod support;`.

pub mod english;
pub mod plurals;

use std::{
    io::{BufRead, BufReader, Read, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread::JoinHandle,
    time::Duration,
};

/// The `rumino` binary built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_rumino");

/// How long a game may stay silent before the test calls it hung.
const SILENCE: Duration = Duration::from_secs(90);

/// A typed line, as the transcript keeps it.
const TYPED: &str = ">>> ";

/// The command `rumino play --game GAME --seed SEED --autoplay`, computer players that do not
/// pause, then `args`.
#[must_use]
pub fn command(game: &str, seed: u64, args: &[&str]) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.args(["play", "--game", game, "--seed", &seed.to_string()])
        .args(["--autoplay", "--option", "computer_delay_ms=0"])
        .args(args)
        .env_remove("RUST_LOG");
    cmd
}

/// One `rumino play` being played.
pub struct Session {
    child: Child,
    /// `None` once closed: nothing more will be typed.
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Option<JoinHandle<String>>,
    /// Every printed line so far, and every typed one after [`TYPED`].
    pub transcript: Vec<String>,
}

/// A finished `rumino play`: the lines it printed, in order, and how it ended.
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

impl Session {
    /// Starts `game` as [`command`] gives it: seeded, computers without pause, and the computer
    /// playing your seat once input is closed.
    ///
    /// # Panics
    /// The binary does not start.
    #[must_use]
    pub fn game(game: &str, seed: u64, args: &[&str]) -> Session {
        let mut child = command(game, seed, args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("rumino play starts");
        let input = child.stdin.take();
        let output = child.stdout.take().expect("a stdout");
        let mut errors = child.stderr.take().expect("a stderr");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = errors.read_to_string(&mut text);
            text
        });
        Session {
            child,
            input,
            lines,
            stderr: Some(stderr),
            transcript: Vec::new(),
        }
    }

    /// Reads printed lines until one satisfies `wanted`, and returns it; `None` when the
    /// program ended first.
    ///
    /// # Panics
    /// Nothing was printed for [`SILENCE`]: the transcript so far is shown.
    pub fn until(&mut self, wanted: impl Fn(&str) -> bool) -> Option<String> {
        loop {
            match self.lines.recv_timeout(SILENCE) {
                Ok(line) => {
                    self.transcript.push(line.clone());
                    if wanted(&line) {
                        return Some(line);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("the game went silent:\n{}", self.transcript.join("\n"))
                }
            }
        }
    }

    /// The lines printed (and typed) since the transcript had `from` lines.
    #[must_use]
    pub fn since(&self, from: usize) -> &[String] {
        &self.transcript[from.min(self.transcript.len())..]
    }

    /// Types `line`.
    ///
    /// # Panics
    /// Input was closed, or the program stopped reading.
    pub fn type_line(&mut self, line: &str) {
        self.transcript.push(format!("{TYPED}{line}"));
        let input = self.input.as_mut().expect("input is open");
        writeln!(input, "{line}").expect("the game reads its input");
        input.flush().expect("the game reads its input");
    }

    /// Ends input: nothing more is typed (with `--autoplay`, the computer plays on for you).
    pub fn close_input(&mut self) {
        self.input = None;
    }

    /// Closes input, reads to the end of the program and returns what it printed.
    ///
    /// # Panics
    /// The program went silent for [`SILENCE`] or could not be waited for.
    #[must_use]
    pub fn finish(mut self) -> Played {
        self.close_input();
        while self.until(|_| false).is_some() {}
        let success = self.child.wait().expect("rumino ends").success();
        let stderr = self.stderr.take().map(|h| h.join().unwrap_or_default());
        Played {
            lines: self
                .transcript
                .iter()
                .filter(|l| !l.starts_with(TYPED))
                .cloned()
                .collect(),
            stderr: stderr.unwrap_or_default(),
            success,
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // A test that failed half-way leaves no game running.
        let _ = self.child.kill();
    }
}

/// Plays a whole game of `game` ([`command`]): `typed` lines first (each read at a prompt),
/// then the computer for seat 0 until the game ends, answering no to "Play again?".
#[must_use]
pub fn play(game: &str, seed: u64, args: &[&str], typed: &[&str]) -> Played {
    let mut session = Session::game(game, seed, args);
    for line in typed {
        session.type_line(line);
    }
    session.finish()
}
