//! `rumino migrate-data --from sqlite://… --to postgres://…`: move a whole database to
//! PostgreSQL (every table, open games included, ids kept), then check the copy as `rumino check`
//! does. The source is only read (once its schema is this version's); the target must be empty.

use std::process::ExitCode;

use crate::faces::terminal::screen::echo;
use crate::store::Store;

/// # Errors
/// Either database cannot be opened, or the copy is refused (engines, a target holding data) or
/// fails (then the target is left as it was).
pub async fn run(from: &str, to: &str) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(
        !crate::store::is_postgres_url(from),
        "--from names a PostgreSQL database: migrate-data copies from SQLite (sqlite://FILE) \
         to PostgreSQL"
    );
    anyhow::ensure!(
        crate::store::is_postgres_url(to),
        "--to must be a PostgreSQL URL (postgres://user@host/database), not {to}"
    );
    if let Some(path) = super::check::sqlite_path(from) {
        anyhow::ensure!(
            std::path::Path::new(&path).exists(),
            "there is no database at {path}: pass the bot's file as --from sqlite://FILE"
        );
    }
    // Opened as the bot opens it (its schema brought up to this version's, as `rumino check`
    // does too); otherwise only read.
    let source = Store::open(from).await?;
    let target = Store::open(to).await?;
    let copied = source.copy_into(&target).await?;
    echo!("copied {} to {}", source.path(), target.path());
    echo!("{:<16}{:>10}{:>10}", "table", "source", "target");
    for c in &copied {
        echo!("{:<16}{:>10}{:>10}", c.table, c.source_rows, c.target_rows);
    }
    source.close().await;
    target.close().await;
    echo!("checking the copy:");
    super::check::run(to).await
}
