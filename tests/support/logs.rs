//! What a test's code logged, to count lines: a `tracing` layer that keeps every event (level,
//! target, message) made on the thread that installed it. Run the test on a current-thread
//! runtime, so that every task it spawns logs there, and other tests running beside it do not.

use std::sync::{Arc, Mutex, PoisonError};

use tracing::{field::Field, Event, Level, Subscriber};
use tracing_subscriber::{layer::Context, prelude::*, Layer};

/// One logged event.
#[derive(Clone, Debug)]
pub struct Line {
    pub level: Level,
    pub target: String,
    /// The message and the other fields, as `fmt` writes them.
    pub text: String,
}

/// The events logged since [`Logs::capture`], until the guard is dropped.
#[derive(Clone, Default)]
pub struct Logs {
    lines: Arc<Mutex<Vec<Line>>>,
}

impl Logs {
    /// Starts keeping what this thread logs (at every level); stops when the guard is dropped.
    pub fn capture() -> (Logs, tracing::subscriber::DefaultGuard) {
        let logs = Logs::default();
        let subscriber = tracing_subscriber::registry().with(Recorder(logs.clone()));
        (logs, tracing::subscriber::set_default(subscriber))
    }

    /// The lines logged by Rumino's own code (not its libraries') that `keep` accepts.
    pub fn ours(&self, keep: impl Fn(&Line) -> bool) -> Vec<Line> {
        self.lines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .filter(|l| l.target.starts_with("rumino") && keep(l))
            .cloned()
            .collect()
    }

    /// Rumino's own warnings and errors.
    pub fn warnings(&self) -> Vec<Line> {
        self.ours(|l| l.level <= Level::WARN)
    }
}

struct Recorder(Logs);

impl<S: Subscriber> Layer<S> for Recorder {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        let mut text = Text(String::new());
        event.record(&mut text);
        let line = Line {
            level: *event.metadata().level(),
            target: event.metadata().target().to_owned(),
            text: text.0,
        };
        self.0
            .lines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(line);
    }
}

struct Text(String);

impl tracing::field::Visit for Text {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        use std::fmt::Write;
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        if field.name() == "message" {
            let _ = write!(self.0, "{value:?}");
        } else {
            let _ = write!(self.0, "{}={value:?}", field.name());
        }
    }
}
