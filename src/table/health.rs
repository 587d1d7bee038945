//! Whether the database takes writes, as the whole process sees it: one value shared by the
//! group-commit writer and every table.
//!
//! Without it, a database that went away (a crashed server, a lock held too long, a full disk)
//! made every table whose clock had run out retry its commit at once, again and again, each
//! failure logged: thousands of lines a second, and never one saying what was wrong. Instead, the
//! first failure marks the database down and says so once. From then on the writer (`writer.rs`)
//! tries it again only after a delay that doubles from [`FIRST_RETRY`] up to [`LAST_RETRY`] and
//! refuses the commits that come in between without touching it; the tables wait for that moment
//! ([`Health::ready`]), and players who click are told the table is paused (their click is not
//! applied; nothing acknowledged is lost). The first write that gets through marks it back, and
//! says so once, with how long it lasted.

use std::time::Duration;

use tokio::{sync::watch, time::Instant};

/// The delay before the first new try after the database went away.
pub const FIRST_RETRY: Duration = Duration::from_millis(100);
/// The longest delay between two tries: how long the tables may wait after the database is back.
pub const LAST_RETRY: Duration = Duration::from_secs(5);

/// What an outage looks like so far (see [`super::TableService::database_outage`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatabaseOutage {
    /// How long the database has been unreachable.
    pub down_for: Duration,
    /// How many times the writer tried it and failed (the first failure included).
    pub failed_tries: u32,
}

/// The database is down: since when, and when the writer may try it again.
#[derive(Clone, Copy, Debug)]
struct Outage {
    since: Instant,
    /// The delay before `next_try`; doubled after each failed try, up to [`LAST_RETRY`].
    delay: Duration,
    next_try: Instant,
    /// A try is under way: commits wait for its outcome instead of joining it.
    trying: bool,
    failed_tries: u32,
}

/// The process's view of the database: `None` while it takes writes.
pub(super) struct Health {
    outage: watch::Sender<Option<Outage>>,
}

/// What the writer may do with the commits it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Admission {
    /// The database is up: write them.
    Write,
    /// The database is down and a new try is due: write them, as that try.
    Try,
    /// The database is down and no try is due: refuse them without touching it.
    Refuse,
}

impl Health {
    pub(super) fn new() -> Health {
        Health {
            outage: watch::Sender::new(None),
        }
    }

    /// Whether the tables are paused now: the database is down and a try is neither due nor
    /// under way elsewhere, so a click is answered at once instead of waiting on it.
    pub(super) fn paused(&self) -> bool {
        self.outage
            .borrow()
            .is_some_and(|o| o.trying || Instant::now() < o.next_try)
    }

    /// The outage under way, if any.
    pub(super) fn outage(&self) -> Option<DatabaseOutage> {
        self.outage.borrow().map(|o| DatabaseOutage {
            down_for: o.since.elapsed(),
            failed_tries: o.failed_tries,
        })
    }

    /// For the writer, about the commits it holds; [`Admission::Try`] marks a try under way, to
    /// be ended by [`Health::failed`] or [`Health::succeeded`].
    pub(super) fn admit(&self) -> Admission {
        let mut admission = Admission::Write;
        self.outage.send_if_modified(|outage| match outage {
            None => false,
            Some(o) if o.trying || Instant::now() < o.next_try => {
                admission = Admission::Refuse;
                false
            }
            Some(o) => {
                o.trying = true;
                admission = Admission::Try;
                true
            }
        });
        admission
    }

    /// The database failed to take a write with `error`. The first failure marks it down and
    /// logs the outage, once; a failed try (`tried`: it was admitted as [`Admission::Try`])
    /// doubles the delay before the next. Other failures during an outage change nothing.
    pub(super) fn failed(&self, error: &dyn std::fmt::Display, tried: bool) {
        let now = Instant::now();
        self.outage.send_modify(|outage| match outage {
            None => {
                tracing::error!(
                    %error,
                    "the database is unreachable: tables are paused until it is back (their \
                     clocks wait; clicks are answered that the table is paused and are not \
                     applied; nothing acknowledged is lost); trying it again every few seconds"
                );
                *outage = Some(Outage {
                    since: now,
                    delay: FIRST_RETRY,
                    next_try: now + FIRST_RETRY,
                    trying: false,
                    failed_tries: 1,
                });
            }
            Some(o) if tried => {
                o.delay = (o.delay * 2).min(LAST_RETRY);
                o.next_try = now + o.delay;
                o.trying = false;
                o.failed_tries += 1;
            }
            Some(_) => {}
        });
    }

    /// The database took a write (or answered one, if only to refuse it by rule): an outage, if
    /// there was one, is over, which is logged once.
    pub(super) fn succeeded(&self) {
        self.outage.send_if_modified(|outage| {
            let Some(o) = outage.take() else {
                return false;
            };
            let secs = o.since.elapsed().as_secs();
            tracing::info!(
                down_for_s = secs,
                "the database is back after {secs} s: tables resume"
            );
            true
        });
    }

    /// Resolves when a table held by the outage should try its commit again: the database is
    /// back, or a new try is due and none is under way.
    pub(super) async fn ready(&self) {
        let mut outage = self.outage.subscribe();
        loop {
            let next_try = match *outage.borrow_and_update() {
                None => return,
                Some(o) if o.trying => None,
                Some(o) if Instant::now() >= o.next_try => return,
                Some(o) => Some(o.next_try),
            };
            let changed = async {
                if let Some(at) = next_try {
                    tokio::select! {
                        () = tokio::time::sleep_until(at) => Ok(()),
                        changed = outage.changed() => changed,
                    }
                } else {
                    outage.changed().await
                }
            };
            if changed.await.is_err() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Makes the next try due now, as if its delay had passed.
    fn due(health: &Health) -> Duration {
        let mut delay = Duration::ZERO;
        health.outage.send_modify(|o| {
            let o = o.as_mut().expect("down");
            delay = o.delay;
            o.next_try = Instant::now();
        });
        delay
    }

    #[tokio::test]
    async fn tries_back_off_from_the_first_delay_to_the_last_and_an_answer_ends_the_outage() {
        let health = Health::new();
        assert_eq!(health.admit(), Admission::Write);
        health.failed(&"connection refused", false);
        assert!(health.paused());
        assert_eq!(health.admit(), Admission::Refuse, "no try before its delay");
        let mut delays = Vec::new();
        for _ in 0..8 {
            delays.push(due(&health).as_millis());
            health.ready().await;
            assert_eq!(health.admit(), Admission::Try);
            assert!(health.paused(), "a try under way holds the clicks");
            assert_eq!(health.admit(), Admission::Refuse, "one try at a time");
            health.failed(&"connection refused", true);
            health.failed(&"a read failed too", false);
        }
        assert_eq!(delays, [100, 200, 400, 800, 1600, 3200, 5000, 5000]);
        assert_eq!(health.outage().map(|o| o.failed_tries), Some(9));
        health.succeeded();
        assert!(!health.paused());
        assert_eq!(health.outage(), None);
        assert_eq!(health.admit(), Admission::Write);
    }

    #[tokio::test]
    async fn tables_waiting_on_a_try_under_way_wake_when_it_succeeds() {
        let health = std::sync::Arc::new(Health::new());
        health.failed(&"gone", false);
        due(&health);
        assert_eq!(health.admit(), Admission::Try);
        let waiting = tokio::spawn({
            let health = health.clone();
            async move { health.ready().await }
        });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished(), "it waits for the try's outcome");
        health.succeeded();
        waiting.await.unwrap();
    }
}
