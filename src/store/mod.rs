//! Persistence in SQLite or PostgreSQL through sqlx: every table, game, seat, hand, action and
//! chip movement.
//!
//! The store is game-agnostic. The table service keeps each table's live state in memory and, for
//! every accepted action, hands the store one [`Commit`]: the action row, now and then the table's
//! snapshot (opaque JSON; the actions after it rebuild the rest), full rows for the games, seats
//! and hands that changed, and ledger entries. The store writes it in one transaction or not at
//! all, so a crash at any instant leaves every table at some action it acknowledged, and no chip
//! is created or lost.
//!
//! Two engines, one API: `sqlite://…` (the default) or `postgres://…` picks the engine when the
//! store opens. Each engine has its module (`sqlite`, `postgres`: connecting, its dialect's few
//! SQL fragments) and its migrations (`migrations/`, `migrations/postgres/`); the code that takes
//! a connection (`engine/`) is written once and compiled once per engine, and every public method
//! runs its body on the store's engine through the `engine!` macro, so no SQL is written twice
//! where both engines accept it. On both, all writes go through one connection (in arrival
//! order), reads through a small pool that sees committed data. Much of the guarding lives in the schema
//! (`migrations/`): constraints and triggers keep the log gapless and append-only, make every
//! ledger row move its chips, refuse overdrafts and changes to ended games, and apply a whole
//! commit as one statement. All SQL lives in this module, one file per aggregate:
//! - [`open`](Store::open): URL, checking an existing database is ours before writing, migrations
//!   (`sqlite` and `postgres` each open their own);
//! - `tables`: creating tables, loading open tables and their logs, and an open table read whole
//!   in one snapshot (for `rumino check` beside a live bot); `resume`: what start-up reads, its
//!   shards' open tables taken over and the actions after each snapshot, in one transaction;
//! - `commit` and `apply`: applying commits, one per transaction or grouped
//!   ([`Store::commit_batch`]), and naming why one was refused;
//! - `ledger` and `accounts`: chip accounts, grants and the daily bonus, server settings;
//!   `players`: a player's own choices (their hand's picture colours); `pings`: whether they
//!   want turn pings, and the ping standing for them at a table;
//! - `ratings`: rating a rated game as it finishes, in the commit's transaction, and a member's
//!   rating (Elo per server and game);
//! - `ranking` and `stats`: leaderboards, one per game (and by rating), and the server's
//!   balances; `buckets`: what the statistics buckets sum, and their rebuild; `history`: a
//!   player's statistics and game history, per game;
//! - `tournaments`: tournaments, their entrants, tables and pools (a sign-up and its buy-in, the
//!   start, each round, the end and its prizes: one transaction each);
//! - `web_reads`: what the web pages read besides: players' names (kept by the schema from the
//!   logged joins), a rating's history, the server's finished games, and share tokens;
//! - `check`: the offline integrity check behind `rumino check`;
//! - `copy`: copying a whole SQLite database into an empty PostgreSQL one (`rumino migrate-data`);
//! - `sqlite/checkpoint`: copying SQLite's WAL into the database file on a task of its own, so
//!   that commits never wait behind that copy.
//!
//! Durability (SQLite): WAL with `synchronous=NORMAL` by default — a commit that returned survives the
//! process being killed; the last commits may be lost on a power cut or OS crash
//! ([`Durability::Full`] survives those too, slower). Figures: `docs/perf-store.md`.

/// Runs `$body` against the store's engine: the body is written once and compiled once per
/// engine, with `$db` the engine's connections ([`sqlite::Db`] or [`postgres::Db`]) and `$e` its
/// module (its dialect and the helpers that take a connection).
macro_rules! engine {
    ($store:expr, $db:ident, $e:ident => $body:expr) => {
        match &$store.inner.backend {
            $crate::store::Backend::Sqlite($db) => {
                #[allow(unused_imports)]
                use $crate::store::sqlite as $e;
                $body
            }
            $crate::store::Backend::Postgres($db) => {
                #[allow(unused_imports)]
                use $crate::store::postgres as $e;
                $body
            }
        }
    };
}

mod accounts;
mod buckets;
mod check;
mod commit;
mod copy;
mod drafts;
mod error;
mod history;
mod open;
mod pings;
mod players;
mod postgres;
mod ranking;
mod ratings;
mod resume;
mod sqlite;
mod stats;
mod tables;
mod tournament_rows;
mod tournaments;
mod types;
mod web_reads;

use std::sync::Arc;

pub use accounts::DailyClaim;
pub use check::{CheckReport, CheckStats, Violation};
pub use copy::{CopiedTable, COPIED_TABLES};
pub use drafts::StoredDraft;
pub use error::StoreError;
pub use history::{GameRef, GameSummary, PlayerStats};
pub use open::{Durability, OpenOptions};
pub use pings::StandingPing;
pub use ratings::{PlayerRating, RatingChange};
pub use resume::OpenTable;
pub use stats::{LeaderRow, LeaderValue, Leaderboard, Ranking};
pub use tables::TableLog;
pub use tournament_rows::{Entrant, Format, Played};
pub use tournaments::{
    NewTournament, SignUp, SignUpTerms, StoredTournament, TournamentStatus, TournamentTable,
};
pub use types::{
    ActionRecord, Commit, GameRow, GameStatus, GrantKind, HandRow, LedgerEntry, LedgerKind,
    NewTable, RatedGame, RatedSeat, SeatOutcome, SeatRow, StoredAction, StoredTable, TableStatus,
    FIRST_EPOCH,
};
pub use web_reads::{RatingPoint, SharedGame};

/// The database. Cheap to clone: clones share the connections.
#[derive(Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

struct Inner {
    backend: Backend,
    /// The database's path (or URL, without its password), for messages.
    path: String,
}

/// The engine behind a store, chosen by the URL's scheme.
enum Backend {
    Sqlite(sqlite::Db),
    Postgres(postgres::Db),
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("path", &self.inner.path)
            .finish()
    }
}

impl Store {
    /// Opens (creating if missing) the database at `url` — `sqlite://rumino.db`, a bare path,
    /// `sqlite::memory:` for tests, or `postgres://user@host/db` — with the default
    /// [`OpenOptions`], and brings its schema up to date.
    ///
    /// # Errors
    /// [`StoreError::NotARuminoDatabase`] if the file (or PostgreSQL database) holds another
    /// application's tables, or a file is not SQLite or is damaged (it is then left untouched);
    /// [`StoreError::Open`] or [`StoreError::Connect`] if it cannot be opened;
    /// [`StoreError::Migrate`] if its schema cannot be brought up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, &OpenOptions::default()).await
    }

    /// [`Store::open`] with explicit options (durability, read-only).
    ///
    /// # Errors
    /// As [`Store::open`]; read-only also fails if the database is missing or not fully migrated.
    pub async fn open_with(url: &str, options: &OpenOptions) -> Result<Store, StoreError> {
        let (backend, path) = if postgres::handles(url) {
            (
                Backend::Postgres(postgres::open(url, options).await?),
                postgres::shown(url),
            )
        } else {
            let (db, path) = sqlite::open(url, options).await?;
            (Backend::Sqlite(db), path)
        };
        Ok(Store {
            inner: Arc::new(Inner { backend, path }),
        })
    }

    /// The database's path (or URL), for messages.
    #[must_use]
    pub fn path(&self) -> &str {
        &self.inner.path
    }

    /// Which engine holds the data: `"sqlite"` or `"postgres"`.
    #[must_use]
    pub fn engine(&self) -> &'static str {
        match self.inner.backend {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// Closes the connections, waiting for them to finish. Other clones stop working.
    pub async fn close(self) {
        match Arc::try_unwrap(self.inner) {
            Ok(Inner {
                backend: Backend::Sqlite(db),
                ..
            }) => db.close().await,
            Ok(Inner {
                backend: Backend::Postgres(db),
                ..
            }) => db.close().await,
            Err(inner) => match &inner.backend {
                Backend::Sqlite(db) => db.close_readers().await,
                Backend::Postgres(db) => db.close_readers().await,
            },
        }
    }

    /// WAL pages the background checkpoint has copied into the database file since the store
    /// was opened (`None` when it does not run: in memory, read-only, turned off, or PostgreSQL).
    #[must_use]
    pub fn pages_checkpointed(&self) -> Option<u64> {
        match &self.inner.backend {
            Backend::Sqlite(db) => db.pages_checkpointed(),
            Backend::Postgres(_) => None,
        }
    }
}

/// Whether `url` names a PostgreSQL database (`postgres://…` or `postgresql://…`) rather than
/// an SQLite one.
#[must_use]
pub fn is_postgres_url(url: &str) -> bool {
    postgres::handles(url)
}

/// The current time, unix milliseconds.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
