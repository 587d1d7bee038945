//! Opening a PostgreSQL database: making sure it is empty or ours before anything writes to it,
//! connecting (a writer, a pool of readers) and running `migrations/postgres/`.

use std::str::FromStr;
use std::time::Duration;

use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection, PgConnection};

use super::super::{Durability, OpenOptions, StoreError};
use super::Db;

/// Rumino's PostgreSQL migrations, embedded at build time.
pub(crate) static MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

/// Whether `url` names a PostgreSQL database (`postgres://…` or `postgresql://…`).
pub(crate) fn handles(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// `url` without its password, for messages and logs.
pub(crate) fn shown(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    match rest.split_once('@') {
        Some((user, host)) => {
            let user = user.split(':').next().unwrap_or("");
            format!("{scheme}://{user}@{host}")
        }
        None => url.to_owned(),
    }
}

/// Opens the database at `url` (which [`handles`]).
pub(crate) async fn open(url: &str, opts: &OpenOptions) -> Result<Db, StoreError> {
    let connect_error = |source| StoreError::Connect {
        url: shown(url),
        source,
    };
    let mut base = PgConnectOptions::from_str(url)
        .map_err(connect_error)?
        .application_name("rumino")
        .statement_cache_capacity(256)
        .disable_statement_logging();
    if opts.durability == Durability::Full {
        base = base.options([("synchronous_commit", "on")]);
    }
    if opts.read_only {
        base = base.options([("default_transaction_read_only", "on")]);
    }

    let mut probe = PgConnection::connect_with(&base)
        .await
        .map_err(connect_error)?;
    let found = inspect(&mut probe, &shown(url)).await;
    let _ = probe.close().await;
    let applied = found?;
    if opts.read_only {
        let latest = MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0);
        if !applied.contains(&latest) {
            return Err(StoreError::NotARuminoDatabase {
                path: shown(url),
                reason: "its schema is missing or older than this version of Rumino (start the \
                         bot once to create or update it, then check again)"
                    .into(),
            });
        }
    }

    let writer = PgPoolOptions::new()
        .max_connections(1)
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(60))
        .connect_with(base.clone())
        .await
        .map_err(connect_error)?;
    if !opts.read_only {
        MIGRATOR
            .run(&writer)
            .await
            .map_err(|source| StoreError::Migrate {
                path: shown(url),
                source,
            })?;
    }
    let reader = PgPoolOptions::new()
        .max_connections(opts.read_connections.max(1))
        .min_connections(1)
        .connect_with(base)
        .await
        .map_err(connect_error)?;
    Ok(Db { writer, reader })
}

/// The migrations the database has applied (none if it is empty), or why it is not ours: it
/// holds other tables, or migrations that are not Rumino's.
async fn inspect(conn: &mut PgConnection, shown: &str) -> Result<Vec<i64>, StoreError> {
    let not_ours = |reason: String| StoreError::NotARuminoDatabase {
        path: shown.to_owned(),
        reason,
    };
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await?;
    if names.is_empty() {
        return Ok(Vec::new());
    }
    if !names.iter().any(|n| n == "_sqlx_migrations") {
        return Err(not_ours(format!(
            "it holds other tables ({}) and no Rumino schema",
            names.join(", ")
        )));
    }
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut *conn)
            .await?;
    let first = MIGRATOR.iter().map(|m| m.version).min().unwrap_or(0);
    if applied.first().is_some_and(|&v| v != first) {
        return Err(not_ours("its migrations are not Rumino's".into()));
    }
    Ok(applied)
}

#[cfg(test)]
mod tests {
    #[test]
    fn urls_are_shown_without_their_password() {
        assert_eq!(
            super::shown("postgres://bot:s3cret@db.example/rumino"),
            "postgres://bot@db.example/rumino"
        );
        assert_eq!(
            super::shown("postgres://postgres@/postgres?host=/tmp/x&port=5433"),
            "postgres://postgres@/postgres?host=/tmp/x&port=5433"
        );
        assert!(super::handles("postgresql://x/y") && !super::handles("sqlite://rumino.db"));
    }
}
