//! The log: stderr, filtered by `RUST_LOG`.

use tracing::Subscriber;
use tracing_subscriber::{filter::filter_fn, prelude::*, EnvFilter};

/// Logs to stderr, filtered by `RUST_LOG` (`default` when it is unset).
pub fn init_tracing(default: &str) {
    let asked = std::env::var("RUST_LOG").ok();
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let serenity_spans = asked.is_some_and(|l| l.contains("serenity"));
    let _ = subscriber(filter, serenity_spans, std::io::stderr).try_init();
}

/// The subscriber behind [`init_tracing`], writing to `writer`.
///
/// serenity's spans are left out unless `serenity_spans` (`RUST_LOG` names serenity): its
/// `#[instrument]` spans sit at INFO and record their arguments with `Debug`, so under a plain
/// `RUST_LOG=info` every gateway event was formatted in full on the shard's one reading task,
/// and every HTTP request with its body byte by byte: a fifth of the bot's CPU under load
/// (a fifth of the bot's CPU at 100 busy tables), for spans no log line shows unless serenity's own events are asked for.
fn subscriber<W>(
    filter: EnvFilter,
    serenity_spans: bool,
    writer: W,
) -> impl Subscriber + Send + Sync
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    let spans = filter_fn(move |meta| {
        serenity_spans || !(meta.is_span() && meta.target().starts_with("serenity"))
    });
    tracing_subscriber::registry()
        .with(filter)
        .with(spans)
        .with(tracing_subscriber::fmt::layer().with_writer(writer))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    /// Counts how often a span's field was formatted.
    struct Formatted<'a>(&'a AtomicUsize);

    impl std::fmt::Debug for Formatted<'_> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            self.0.fetch_add(1, Ordering::Relaxed);
            f.write_str("event")
        }
    }

    /// How many times an INFO span in serenity's gateway, and one in rumino, had their fields
    /// formatted under `RUST_LOG=info`.
    fn formatted(serenity_spans: bool) -> (usize, usize) {
        let (theirs, ours) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let sub = subscriber(EnvFilter::new("info"), serenity_spans, std::io::sink);
        tracing::subscriber::with_default(sub, || {
            let _a = tracing::info_span!(target: "serenity::gateway::shard", "handle_event", event = ?Formatted(&theirs)).entered();
            let _b =
                tracing::info_span!(target: "rumino::table", "apply", event = ?Formatted(&ours))
                    .entered();
        });
        (theirs.load(Ordering::Relaxed), ours.load(Ordering::Relaxed))
    }

    #[test]
    fn serenity_spans_are_not_formatted_unless_asked_for() {
        assert_eq!(formatted(false), (0, 1));
        assert_eq!(formatted(true), (1, 1));
    }
}
