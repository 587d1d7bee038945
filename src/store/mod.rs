//! Persistence in SQLite through sqlx: every table, game, seat, hand, action and chip movement.
//!
//! The store is game-agnostic. The table service keeps each table's live state in memory and, for
//! every accepted action, hands the store one [`Commit`]: the action row, now and then the table's
//! snapshot (opaque JSON; the actions after it rebuild the rest), full rows for the games, seats
//! and hands that changed, and ledger entries. The store writes it in one transaction or not at
//! all, so a crash at any instant leaves every table at some action it acknowledged, and no chip
//! is created or lost.
//!
//! SQLite has one writer: all writes go through one connection (in arrival order), reads through
//! a small pool that sees committed data (WAL mode). Much of the guarding lives in the schema
//! (`migrations/`): constraints and triggers keep the log gapless and append-only, make every
//! ledger row move its chips, refuse overdrafts and changes to ended games, and apply a whole
//! commit as one statement. All SQL lives in this module, one file per aggregate:
//! - [`open`](Store::open): URL, checking an existing file is ours before writing, migrations;
//! - `tables`: creating tables, loading open tables and their logs;
//! - `commit` and `apply`: applying commits, one per transaction or grouped
//!   ([`Store::commit_batch`]), and naming why one was refused;
//! - `ledger` and `accounts`: chip accounts, grants and the daily bonus, server settings;
//! - `ratings`: rating a rated game as it finishes, in the commit's transaction, and a member's
//!   rating (Elo per server and game);
//! - `ranking` and `stats`: leaderboards, one per game (and by rating), and the server's
//!   balances; `buckets`: what the statistics buckets sum, and their rebuild; `history`: a
//!   player's statistics and game history, per game;
//! - `check`: the offline integrity check behind `rumino check`;
//! - `checkpoint`: copying the WAL into the database file on a task of its own, so that commits
//!   never wait behind that copy.
//!
//! Durability: WAL with `synchronous=NORMAL` by default — a commit that returned survives the
//! process being killed; the last commits may be lost on a power cut or OS crash
//! ([`Durability::Full`] survives those too, slower). Figures: `docs/perf-store.md`.

mod accounts;
mod apply;
mod buckets;
mod check;
mod checkpoint;
mod commit;
mod drafts;
mod error;
mod history;
mod ledger;
mod open;
mod ranking;
mod ratings;
mod stats;
mod tables;
mod types;

use std::sync::Arc;

use sqlx::{SqliteConnection, SqlitePool};

pub use accounts::DailyClaim;
pub use check::{CheckReport, CheckStats, Violation};
pub use drafts::StoredDraft;
pub use error::StoreError;
pub use history::{GameRef, GameSummary, PlayerStats};
pub use open::{Durability, OpenOptions};
pub use ratings::{PlayerRating, RatingChange};
pub use stats::{LeaderRow, LeaderValue, Ranking};
pub use types::{
    ActionRecord, Commit, GameRow, GameStatus, GrantKind, HandRow, LedgerEntry, LedgerKind,
    NewTable, RatedGame, RatedSeat, SeatOutcome, SeatRow, StoredAction, StoredTable, TableStatus,
};

/// The database. Cheap to clone: clones share the connections.
#[derive(Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

struct Inner {
    /// The one connection that writes; holding the lock serialises transactions.
    writer: tokio::sync::Mutex<SqliteConnection>,
    /// Connections for reads; they see every committed transaction.
    reader: SqlitePool,
    /// The background WAL checkpoint (a file database opened for writing).
    checkpointer: Option<checkpoint::Checkpointer>,
    /// The database's path (or URL, in memory), for messages.
    path: String,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("path", &self.inner.path)
            .finish()
    }
}

impl Store {
    /// Opens (creating if missing) the database at `url` — `sqlite://rumino.db`, a bare path, or
    /// `sqlite::memory:` for tests — with the default [`OpenOptions`], and brings its schema up to
    /// date.
    ///
    /// # Errors
    /// [`StoreError::NotARuminoDatabase`] if the file is not SQLite, is damaged, or holds another
    /// application's tables (the file is then left untouched); [`StoreError::Open`] if it cannot
    /// be opened; [`StoreError::Migrate`] if its schema cannot be brought up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, &OpenOptions::default()).await
    }

    /// [`Store::open`] with explicit options (durability, read-only).
    ///
    /// # Errors
    /// As [`Store::open`]; read-only also fails if the database is missing or not fully migrated.
    pub async fn open_with(url: &str, options: &OpenOptions) -> Result<Store, StoreError> {
        open::open(url, options).await
    }

    /// The database's path (or URL), for messages.
    #[must_use]
    pub fn path(&self) -> &str {
        &self.inner.path
    }

    /// Closes the connections, waiting for them to finish. Other clones stop working.
    pub async fn close(self) {
        self.inner.reader.close().await;
        if let Ok(inner) = Arc::try_unwrap(self.inner) {
            if let Some(checkpointer) = inner.checkpointer {
                checkpointer.stop().await;
            }
            let _ = sqlx::Connection::close(inner.writer.into_inner()).await;
        }
    }

    /// WAL pages the background checkpoint has copied into the database file since the store
    /// was opened (`None` when it does not run: in memory, read-only, or turned off).
    #[must_use]
    pub fn pages_checkpointed(&self) -> Option<u64> {
        self.inner
            .checkpointer
            .as_ref()
            .map(checkpoint::Checkpointer::pages_copied)
    }

    fn reader(&self) -> &SqlitePool {
        &self.inner.reader
    }

    async fn writer(&self) -> tokio::sync::MutexGuard<'_, SqliteConnection> {
        self.inner.writer.lock().await
    }
}

/// The current time, unix milliseconds.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
