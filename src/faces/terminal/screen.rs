//! Where every command prints: standard output, a line at a time, through [`say!`].
//!
//! A reader that stops reading (`rumino check | head -1`, `rumino play … | head`) closes the
//! pipe. `println!` would then panic ("failed printing to stdout: Broken pipe") in the middle of
//! a sentence; here the first failed write marks the screen closed and nothing more is printed.
//! The commands look at [`closed`] where stopping early saves work (a game nobody watches, the
//! pictures of a render nobody reads), and end quietly, as any Unix tool does.

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

/// `println!` for the command line: prints a line, or nothing once the reader has gone.
macro_rules! echo {
    () => {
        $crate::faces::terminal::screen::line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::faces::terminal::screen::line(format_args!($($arg)*))
    };
}

pub(crate) use echo;
