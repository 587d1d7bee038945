//! How to open a store, whatever its engine: durability, read-only, connections. Each engine
//! opens itself (`sqlite::open`, `postgres::open`).

use std::time::Duration;

/// How hard a commit tries to survive a crash (SQLite's `synchronous` in WAL mode; PostgreSQL's
/// `synchronous_commit`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous=NORMAL`: a committed transaction survives the process crashing or being
    /// killed; the last transactions may be lost if the machine loses power or the OS crashes.
    /// PostgreSQL: the server's own `synchronous_commit` (on unless its operator changed it).
    #[default]
    Normal,
    /// `synchronous=FULL`: every commit is flushed to disk before it returns, so it also survives
    /// a power cut. Slower (see docs/perf-store.md). PostgreSQL: `synchronous_commit=on`.
    Full,
}

/// How to open a store.
#[derive(Clone, Debug)]
pub struct OpenOptions {
    pub durability: Durability,
    /// Open without writing anything, not even migrations (for `rumino check`). The database must
    /// exist and be fully migrated; writes fail.
    pub read_only: bool,
    /// Connections for reads (leaderboards, loading tables). Writes always use one connection.
    pub read_connections: u32,
    /// How long a statement waits for another process's lock before failing (SQLite).
    pub busy_timeout: Duration,
    /// How often a background task checkpoints the WAL, so that commits do not wait for the
    /// copy (`None`: only SQLite's own checkpoint on the writer, every 10,000 pages). SQLite only.
    pub checkpoint_every: Option<Duration>,
}

impl Default for OpenOptions {
    fn default() -> OpenOptions {
        OpenOptions {
            durability: Durability::Normal,
            read_only: false,
            read_connections: 4,
            busy_timeout: Duration::from_secs(5),
            checkpoint_every: Some(super::sqlite::CHECKPOINT_EVERY),
        }
    }
}
