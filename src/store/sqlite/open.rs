//! Opening an SQLite database: parsing the URL, making sure an existing file is ours before
//! anything writes to it, connecting (one writer, a pool of readers) and running the migrations.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use sqlx::migrate::Migrator;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection, Row, SqliteConnection};

use super::super::{Durability, OpenOptions, StoreError};
use super::{checkpoint::Checkpointer, Db};

/// Rumino's SQLite migrations, embedded at build time. (`sqlx::migrate!` reads the files of the
/// folder only: `migrations/postgres/` is not among them.)
pub(crate) static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// The first bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// What is at the path before we open it for writing.
enum Found {
    /// Nothing, or an empty file: a new database.
    Nothing,
    /// A Rumino database, with the migration versions it has applied.
    Ours { applied: Vec<i64> },
}

/// Opens the database at `url`; returns it and the path to show in messages.
pub(crate) async fn open(url: &str, opts: &OpenOptions) -> Result<(Db, String), StoreError> {
    let in_memory = url.contains(":memory:") || url.contains("mode=memory");
    let base = parse_url(url)?;
    let path = base.get_filename().to_path_buf();
    let shown = if in_memory {
        url.to_string()
    } else {
        path.display().to_string()
    };

    // The lock, held until the migrations are over (see `looked_at`).
    let _migrating = looked_at(&path, &shown, opts, in_memory).await?;
    let base = tuned(base, opts, in_memory);

    let writer_opts = if opts.read_only {
        base.clone().read_only(true)
    } else {
        base.clone().create_if_missing(true)
    };
    let mut writer = SqliteConnection::connect_with(&writer_opts)
        .await
        .map_err(cannot_open(&shown))?;

    if !opts.read_only {
        MIGRATOR
            .run(&mut writer)
            .await
            .map_err(|source| StoreError::Migrate {
                path: shown.clone(),
                source,
            })?;
    }

    let base_for_checkpoints = base.clone();
    let reader_opts = base
        .pragma("query_only", "ON")
        .pragma("cache_size", "-16384");
    let reader = SqlitePoolOptions::new()
        .max_connections(if in_memory {
            1
        } else {
            opts.read_connections.max(1)
        })
        .min_connections(1)
        .connect_with(reader_opts)
        .await
        .map_err(cannot_open(&shown))?;

    let checkpointer = match opts.checkpoint_every {
        Some(every) if !opts.read_only && !in_memory => Some(
            Checkpointer::start(&base_for_checkpoints, every)
                .await
                .map_err(cannot_open(&shown))?,
        ),
        _ => None,
    };

    let db = Db {
        writer: tokio::sync::Mutex::new(writer),
        reader,
        checkpointer,
    };
    Ok((db, shown))
}

/// Makes sure what is at `path` may be opened (see the comments), and returns the migration lock,
/// held until the caller's migrations are over.
async fn looked_at(
    path: &Path,
    shown: &str,
    opts: &OpenOptions,
    in_memory: bool,
) -> Result<Option<std::fs::File>, StoreError> {
    // Refuses a file that is not a Rumino database before anything is created beside it, unless
    // another bot process is migrating it (its lock file is there): that is looked at again
    // below, once the migration is over.
    let found = if in_memory {
        Ok(Found::Nothing)
    } else {
        match inspect(path, shown).await {
            Err(e) if opts.read_only || !lock_path(path).exists() => return Err(e),
            other => other,
        }
    };
    // Two bot processes starting together on one file (a bot split by shard) must not both
    // migrate it: the second waits here until the first has finished, then looks again.
    let (migrating, found) = if in_memory || opts.read_only {
        (None, found?)
    } else {
        let lock = migration_lock(path).await.map_err(cannot_open(shown))?;
        (Some(lock), inspect(path, shown).await?)
    };
    if opts.read_only {
        require_complete(&found, shown)?;
    }
    Ok(migrating)
}

/// The connection settings every connection of the database shares: foreign keys, the busy
/// timeout, the caches and, on a file, write-ahead logging at the chosen durability.
fn tuned(base: SqliteConnectOptions, opts: &OpenOptions, in_memory: bool) -> SqliteConnectOptions {
    let base = base
        .foreign_keys(true)
        .busy_timeout(opts.busy_timeout)
        .statement_cache_capacity(256)
        // Checkpoint every 10,000 pages (40 MB of WAL) rather than 1,000: most commits rewrite
        // the same hot pages, which a larger checkpoint copies once, with fewer fsyncs. With the
        // background checkpointer on, this one only finishes its tail (see `checkpoint.rs`).
        .pragma("wal_autocheckpoint", "10000")
        .pragma("cache_size", "-65536")
        // A group commit's statements keep their undo copies (statement journal) in memory.
        .pragma("temp_store", "MEMORY")
        .disable_statement_logging();
    if in_memory {
        base
    } else {
        base.journal_mode(SqliteJournalMode::Wal)
            .synchronous(match opts.durability {
                Durability::Normal => SqliteSynchronous::Normal,
                Durability::Full => SqliteSynchronous::Full,
            })
    }
}

/// `<database>-migrate`: the file beside the database that [`migration_lock`] locks.
fn lock_path(path: &std::path::Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-migrate");
    name.into()
}

/// An exclusive lock on `<database>-migrate`, a file beside the database, held until dropped.
/// SQLite's own locks are per transaction, and sqlx migrates one transaction per migration, so
/// they cannot keep another process from migrating between two of ours.
async fn migration_lock(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    let name = lock_path(path);
    tokio::task::spawn_blocking(move || {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&name)?;
        file.lock()?;
        Ok(file)
    })
    .await
    .map_err(std::io::Error::other)?
}

/// The error for the database shown as `shown` when it cannot be opened (its file, its
/// folder or its connection), for `map_err`: every such failure names the same path.
fn cannot_open<E: Into<sqlx::Error>>(shown: &str) -> impl FnOnce(E) -> StoreError + '_ {
    move |source| StoreError::Open {
        path: shown.to_owned(),
        source: source.into(),
    }
}

/// Accepts `sqlite://path`, `sqlite:path`, `sqlite::memory:` and a bare path.
fn parse_url(url: &str) -> Result<SqliteConnectOptions, StoreError> {
    let parsed = if url.starts_with("sqlite:") {
        SqliteConnectOptions::from_str(url)
    } else {
        Ok(SqliteConnectOptions::new().filename(url))
    };
    parsed.map_err(cannot_open(url))
}

fn require_complete(found: &Found, shown: &str) -> Result<(), StoreError> {
    let latest = MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0);
    match found {
        Found::Ours { applied } if applied.contains(&latest) => Ok(()),
        Found::Ours { .. } => Err(StoreError::NotARuminoDatabase {
            path: shown.to_string(),
            reason: "its schema is older than this version of Rumino (start the bot once to \
                     update it, then check again)"
                .into(),
        }),
        Found::Nothing => Err(StoreError::NotARuminoDatabase {
            path: shown.to_string(),
            reason: "there is no database there yet".into(),
        }),
    }
}

/// Looks at an existing file without changing it: reading its header, then its schema through a
/// read-only connection.
async fn inspect(path: &Path, shown: &str) -> Result<Found, StoreError> {
    let not_ours = |reason: String| StoreError::NotARuminoDatabase {
        path: shown.to_string(),
        reason,
    };
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::Nothing),
        Err(e) => return Err(cannot_open(shown)(e)),
    };
    if meta.is_dir() {
        return Err(not_ours("it is a directory".into()));
    }
    if meta.len() == 0 && !wal_path(path).exists() {
        return Ok(Found::Nothing);
    }
    let header = read_header(path).map_err(cannot_open(shown))?;
    if meta.len() > 0 && header != *SQLITE_HEADER {
        return Err(not_ours("it is not an SQLite database file".into()));
    }

    // Without a -wal file the main file holds everything, and `immutable` reads it without
    // creating -wal or -shm files beside it. With one, SQLite must read the WAL too.
    let ro = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .immutable(!wal_path(path).exists())
        .disable_statement_logging();
    let mut conn = SqliteConnection::connect_with(&ro)
        .await
        .map_err(cannot_open(shown))?;
    let found = read_schema(&mut conn).await;
    let _ = conn.close().await;
    match found {
        Ok(Schema::Empty) => Ok(Found::Nothing),
        Ok(Schema::Foreign(names)) => Err(not_ours(format!(
            "it holds other tables ({}) and no Rumino schema",
            names.join(", ")
        ))),
        Ok(Schema::Migrated(applied)) => {
            let first = MIGRATOR.iter().map(|m| m.version).min().unwrap_or(0);
            if applied.first() == Some(&first) {
                Ok(Found::Ours { applied })
            } else {
                Err(not_ours("its migrations are not Rumino's".into()))
            }
        }
        Err(e) if is_damage(&e) => Err(not_ours(format!("it is damaged ({e})"))),
        Err(source) => Err(cannot_open(shown)(source)),
    }
}

enum Schema {
    Empty,
    Foreign(Vec<String>),
    Migrated(Vec<i64>),
}

async fn read_schema(conn: &mut SqliteConnection) -> Result<Schema, sqlx::Error> {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         ORDER BY name",
    )
    .fetch_all(&mut *conn)
    .await?;
    if names.is_empty() {
        return Ok(Schema::Empty);
    }
    if !names.iter().any(|n| n == "_sqlx_migrations") {
        return Ok(Schema::Foreign(names));
    }
    let rows = sqlx::query("SELECT version FROM _sqlx_migrations ORDER BY version")
        .fetch_all(&mut *conn)
        .await?;
    Ok(Schema::Migrated(
        rows.iter().map(|r| r.get::<i64, _>(0)).collect(),
    ))
}

/// SQLITE_NOTADB (26) and SQLITE_CORRUPT (11): the bytes are not a sound database.
fn is_damage(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(db) => db
            .code()
            .and_then(|c| c.parse::<i32>().ok())
            .is_some_and(|c| matches!(c & 0xff, 11 | 26)),
        _ => false,
    }
}

fn read_header(path: &Path) -> std::io::Result<[u8; 16]> {
    use std::io::Read;
    let mut header = [0u8; 16];
    let mut file = std::fs::File::open(path)?;
    let mut filled = 0;
    while filled < header.len() {
        match file.read(&mut header[filled..])? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(header)
}

fn wal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push("-wal");
    PathBuf::from(name)
}
