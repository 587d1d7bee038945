//! The store's errors. Each says what went wrong in words a server admin (or the table service)
//! can act on; the table service decides which of them a player sees.

use crate::ids::{ChannelId, GuildId, PlayerId, TableId};

/// Anything the store can fail with.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database file could not be opened or read.
    #[error(
        "cannot open the database at {path}: {source}. Check that the path is right and that its \
         directory exists and is writable, or set DATABASE_URL to another file."
    )]
    Open {
        path: String,
        #[source]
        source: sqlx::Error,
    },

    /// The file exists but is not a Rumino database (or is damaged). It was not modified.
    #[error(
        "{path} is not a Rumino database: {reason}. The file was left untouched; set DATABASE_URL \
         to a Rumino database or to a new file."
    )]
    NotARuminoDatabase { path: String, reason: String },

    /// The PostgreSQL server could not be reached, or refused the connection.
    #[error(
        "cannot connect to the database at {url}: {source}. Check that PostgreSQL is running and \
         that the URL's host, port, user and database are right, or set DATABASE_URL to another \
         database."
    )]
    Connect {
        url: String,
        #[source]
        source: sqlx::Error,
    },

    /// The schema could not be brought up to date.
    #[error(
        "cannot bring the database at {path} up to date: {source}. Restore it from a backup, or \
         run the Rumino version that last wrote it."
    )]
    Migrate {
        path: String,
        #[source]
        source: sqlx::migrate::MigrateError,
    },

    /// The channel already has an open table.
    #[error("channel {channel_id} already has an open table ({table_id}); close it first")]
    ChannelBusy {
        channel_id: ChannelId,
        table_id: TableId,
    },

    /// The commit's seq is not the table's version + 1: another action got there first. Nothing
    /// was written; reload the table and try again.
    #[error("table {table_id} has moved on: action {seq} is not the next in its log; reload it")]
    Conflict { table_id: TableId, seq: i64 },

    /// A stake or rebuy would overdraw a player's account. Nothing was written.
    #[error("player {player_id} needs {needed} chips but has only {available}")]
    InsufficientChips {
        player_id: PlayerId,
        needed: i64,
        available: i64,
    },

    /// Another process took the table over (its epoch moved on): this process must drop it.
    /// Nothing was written.
    #[error("table {0} is now run by another process")]
    LostOwnership(TableId),

    /// No table has this id.
    #[error("there is no table {0}")]
    NoSuchTable(TableId),

    /// Chips were moved for a player who has no account in the server: call
    /// [`Store::ensure_account`](super::Store::ensure_account) first.
    #[error("player {player_id} has no chip account in server {guild_id}")]
    NoSuchAccount {
        guild_id: GuildId,
        player_id: PlayerId,
    },

    /// A commit changed a game (its row, seats, hands or pool) after the game had ended.
    #[error(
        "game {game_no} of table {table_id} has ended and can no longer change; end a game in \
         the commit that pays it out"
    )]
    GameEnded { table_id: TableId, game_no: i64 },

    /// The request breaks a rule of the store (a caller bug), e.g. a payout larger than the pool.
    #[error("the store refused the request: {0}")]
    Invalid(String),

    /// A group commit's transaction failed as a whole for another reason than the database
    /// being unavailable: none of its commits were written.
    #[error("the database did not take the write ({0}); nothing was saved, try again")]
    CommitFailed(String),

    /// A group commit's transaction failed because the database could not be reached or could
    /// not take writes for now (see [`StoreError::is_unavailable`]): none of its commits were
    /// written, and the same commits may succeed once it is back.
    #[error(
        "the database cannot be reached or cannot take writes right now ({0}); nothing was \
         saved. Check that it is running and has disk space: writes succeed again once it is back"
    )]
    Unavailable(String),

    /// `rumino migrate-data` cannot copy between these databases (wrong engines, a target that
    /// holds data, a source whose schema differs); nothing was written.
    #[error("cannot copy the database: {0}")]
    CannotCopy(String),

    /// Any other database failure.
    #[error("database error: {0}")]
    Sqlx(#[from] sqlx::Error),

    /// A JSON column could not be read.
    #[error("a JSON column could not be read: {0}")]
    Json(#[from] serde_json::Error),
}

impl StoreError {
    /// Whether the database could not be reached or could not take the request for now (a lost
    /// or refused connection, a server shutting down or starting up, a lock held too long, a full
    /// disk, an I/O error), as opposed to refusing it by rule or failing for a reason a retry
    /// cannot mend. Nothing was written, and the same request may succeed once the database is
    /// back: the table service pauses its tables meanwhile.
    #[must_use]
    pub fn is_unavailable(&self) -> bool {
        match self {
            StoreError::Unavailable(_) => true,
            StoreError::Sqlx(e) => is_unavailable(e),
            _ => false,
        }
    }
}

/// Whether `e` says the database is out of reach or cannot take writes for now (see
/// [`StoreError::is_unavailable`]). SQLite: busy or locked, out of memory, read-only, I/O error,
/// disk full, cannot open the file. PostgreSQL, by SQLSTATE class: connection exceptions (08),
/// insufficient resources (53), operator intervention such as a shutdown (57), system errors
/// (58), rolled-back transactions (40), and a server that became read-only (25006).
pub(crate) fn is_unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => {
            let Some(code) = db.code() else {
                return false;
            };
            if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                // Primary result codes: BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN.
                return code
                    .parse::<i32>()
                    .is_ok_and(|c| matches!(c & 0xff, 5 | 6 | 7 | 8 | 10 | 13 | 14));
            }
            ["08", "53", "57", "58", "40"]
                .iter()
                .any(|class| code.starts_with(class))
                || code == "25006"
        }
        _ => false,
    }
}

/// The message of a database error raised by a constraint or trigger, if `e` is one. SQLite's
/// messages are given as they are; PostgreSQL's are put in SQLite's words (`FOREIGN KEY
/// constraint failed`, `UNIQUE constraint failed: table.constraint`, `CHECK constraint failed:
/// name`), so that the store names a refusal's cause the same way on both engines.
pub(crate) fn constraint_message(e: &sqlx::Error) -> Option<String> {
    let sqlx::Error::Database(db) = e else {
        return None;
    };
    let code = db.code()?;
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
        // SQLITE_CONSTRAINT (19) and its extended codes: x + 256 * n.
        let code = code.parse::<i32>().ok()?;
        return (code & 0xff == 19).then(|| db.message().to_owned());
    }
    // PostgreSQL's SQLSTATE.
    let constraint = db.constraint().unwrap_or("");
    match code.as_ref() {
        "23505" => Some(format!(
            "UNIQUE constraint failed: {}.{constraint}",
            db.table().unwrap_or("")
        )),
        "23503" => Some(format!("FOREIGN KEY constraint failed ({constraint})")),
        "23514" => Some(format!("CHECK constraint failed: {constraint}")),
        "23502" => Some(format!("NOT NULL constraint failed: {}", db.message())),
        // raise_exception (the schema's functions), and a commit's data that does not fit its
        // column (class 22) or names a row twice (21).
        c if c == "P0001" || c.starts_with("22") || c.starts_with("21") || c.starts_with("23") => {
            Some(db.message().to_owned())
        }
        _ => None,
    }
}

/// Whether a failed statement was refused by a rule (a constraint or trigger), as opposed to
/// failing for another reason (I/O, disk full, a lost connection), after which a transaction
/// must not go on.
pub(crate) fn is_refusal(e: &sqlx::Error) -> bool {
    constraint_message(e).is_some()
}

/// Whether `e` is a UNIQUE or PRIMARY KEY violation.
pub(crate) fn is_unique_violation(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(db) => db.is_unique_violation(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_connection_is_unavailable_and_a_refusal_or_a_bug_is_not() {
        let io = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert!(StoreError::Sqlx(sqlx::Error::Io(io)).is_unavailable());
        assert!(StoreError::Sqlx(sqlx::Error::PoolTimedOut).is_unavailable());
        assert!(StoreError::Unavailable("disk full".into()).is_unavailable());
        assert!(!StoreError::Sqlx(sqlx::Error::RowNotFound).is_unavailable());
        assert!(!StoreError::LostOwnership(TableId(1)).is_unavailable());
        assert!(!StoreError::CommitFailed("not applied".into()).is_unavailable());
        let refused = StoreError::InsufficientChips {
            player_id: PlayerId(1),
            needed: 10,
            available: 2,
        };
        assert!(!refused.is_unavailable());
    }
}
