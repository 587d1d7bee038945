//! Where `rumino play` prints: standard output, a line at a time, through [`say!`].
//!
//! A reader that stops reading (`rumino play … | head`) closes the pipe. `println!` would then
//! panic in the middle of a sentence; here the first failed write marks the screen closed,
//! nothing more is printed, and the game loop ends quietly with success, as any Unix tool does.

use std::{
    io::Write,
    sync::atomic::{AtomicBool, Ordering},
};

static CLOSED: AtomicBool = AtomicBool::new(false);

/// Prints `args` and a newline, unless the screen is closed; a failed write closes it.
pub(crate) fn line(args: std::fmt::Arguments<'_>) {
    if closed() {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{args}").and_then(|()| out.flush()).is_err() {
        CLOSED.store(true, Ordering::Relaxed);
    }
}

/// Whether nobody reads what is printed any more (the pipe was closed).
pub(crate) fn closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}

/// `println!` for the terminal game: prints a line, or nothing once the reader has gone.
macro_rules! say {
    () => {
        $crate::cli::play::screen::line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::cli::play::screen::line(format_args!($($arg)*))
    };
}

pub(crate) use say;
