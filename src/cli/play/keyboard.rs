//! Where your moves come from: the lines typed on standard input and, with `--autoplay` once
//! they run out, the computer player of your level choosing for you (tests, demonstrations).

use rand::rngs::StdRng;
use tokio::io::{AsyncBufRead, AsyncBufReadExt, BufReader, Lines};

use crate::games::{AnyAction, AnyGame, Level};

/// The next thing to do at a prompt.
pub(super) enum Line {
    /// A line typed.
    Typed(String),
    /// Input has ended: the computer answers for you.
    Auto,
    /// Input has ended and nobody answers: the game is over for you.
    End,
}

/// Standard input, then (with `--autoplay`) the computer.
pub(super) struct Keyboard {
    /// `None` once input has ended (or could not be read).
    lines: Option<Lines<Box<dyn AsyncBufRead + Unpin + Send>>>,
    auto: Option<(Level, StdRng)>,
}

impl Keyboard {
    /// Reads standard input; `auto`, the level and random numbers that play once it ends.
    pub(super) fn new(auto: Option<(Level, StdRng)>) -> Keyboard {
        Keyboard::reading(Box::new(BufReader::new(tokio::io::stdin())), auto)
    }

    /// Reads `input` instead of standard input.
    pub(super) fn reading(
        input: Box<dyn AsyncBufRead + Unpin + Send>,
        auto: Option<(Level, StdRng)>,
    ) -> Keyboard {
        Keyboard {
            lines: Some(input.lines()),
            auto,
        }
    }

    /// The next line, or what to do now that there are none.
    pub(super) async fn next(&mut self) -> Line {
        if let Some(lines) = &mut self.lines {
            match lines.next_line().await {
                Ok(Some(line)) => return Line::Typed(line),
                // The end of input, or input that is not text: nothing more will be typed.
                Ok(None) | Err(_) => self.lines = None,
            }
        }
        if self.auto.is_some() {
            Line::Auto
        } else {
            Line::End
        }
    }

    /// What the computer would play for `seat` now; `None` if it would wait.
    pub(super) fn choose(&mut self, game: &AnyGame, seat: usize) -> Option<AnyAction> {
        let (level, rng) = self.auto.as_mut()?;
        game.computer_action(seat, *level, rng)
    }
}
