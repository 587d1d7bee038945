//! Driving `rumino play` as a player would: the binary started with its arguments, every line it
//! prints kept (and checked by [`english`]), lines typed in answer to what it printed. Shared by
//! the terminal tests of every game (`tests/play_*.rs`, each `mod terminal;`).
//!
//! Waiting is always for a line: a test reads until the line it needs shows up, with a generous
//! limit that only a hung game reaches.

#![allow(dead_code)] // each test file uses its own part

pub mod english;

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    time::Duration,
};

/// How long a game may stay silent before the test calls it hung.
const SILENCE: Duration = Duration::from_secs(90);

/// One `rumino play` being played.
pub struct Session {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Every printed line so far, and every typed one as `>>> line`.
    pub transcript: Vec<String>,
}

impl Session {
    /// Starts `rumino play` with `args` (after `play`).
    ///
    /// # Panics
    /// The binary does not start.
    #[must_use]
    pub fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rumino"))
            .arg("play")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("rumino play starts");
        let input = child.stdin.take().expect("a stdin");
        let output = child.stdout.take().expect("a stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            input,
            lines,
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

    /// The lines printed since the transcript had `from` lines.
    #[must_use]
    pub fn since(&self, from: usize) -> &[String] {
        &self.transcript[from.min(self.transcript.len())..]
    }

    /// Types `line`.
    ///
    /// # Panics
    /// The program stopped reading.
    pub fn type_line(&mut self, line: &str) {
        self.transcript.push(format!(">>> {line}"));
        writeln!(self.input, "{line}").expect("the game reads its input");
        self.input.flush().expect("the game reads its input");
    }

    /// Reads to the end of the program and returns whether it exited successfully.
    pub fn finish(mut self) -> (bool, Vec<String>) {
        while self.until(|_| false).is_some() {}
        let ok = self.child.wait().map(|s| s.success()).unwrap_or(false);
        (ok, std::mem::take(&mut self.transcript))
    }

    /// Every printed line (not the typed ones) with an English agreement error, with the errors.
    #[must_use]
    pub fn english_problems(&self) -> Vec<String> {
        self.transcript
            .iter()
            .filter(|l| !l.starts_with(">>> "))
            .flat_map(|l| {
                english::problems(l)
                    .into_iter()
                    .map(move |p| format!("{p}: {l}"))
            })
            .collect()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // A test that failed half-way leaves no game running.
        let _ = self.child.kill();
    }
}
