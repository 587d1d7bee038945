//! The offline integrity check behind `rumino check`: reads the whole database in one snapshot and
//! reports every broken invariant by name. It never writes. (Replaying open tables through the
//! rules engine is the table service's part; it loads them with [`Store::open_tables`].) The
//! queries are the same on both engines (`engine/audit.rs`); only damage to the file itself is
//! SQLite's alone.

use sqlx::Connection;

use super::{Store, StoreError};

#[path = "check_report.rs"]
mod report;
pub use report::{CheckReport, CheckStats, Violation};

/// Reported violations of one kind stop at this many.
pub(crate) const LIMIT: i64 = 100;

impl Store {
    /// Checks every invariant the store keeps and returns what it found. Reads only, in one
    /// snapshot, so it may run beside a live bot.
    ///
    /// # Errors
    /// Database errors (violations are not errors: they are in the report).
    pub async fn check(&self) -> Result<CheckReport, StoreError> {
        let tournaments = self.tournament_violations().await?;
        engine!(self, db, e => {
            let mut conn = db.reader().acquire().await?;
            let mut tx = conn.begin().await?;
            e::snapshot(&mut tx).await?;
            let mut v = Vec::new();
            e::damage(&mut tx, &mut v).await?;
            e::audit::chips(&mut tx, &mut v).await?;
            e::audit::log(&mut tx, &mut v).await?;
            e::audit::orphans(&mut tx, &mut v).await?;
            e::audit::copies(&mut tx, &mut v).await?;
            e::audit::stats_buckets(&mut tx, &mut v).await?;
            v.extend(e::rated::violations(&mut tx, LIMIT).await?);
            v.extend(tournaments);
            let stats = e::audit::counts(&mut tx).await?;
            tx.rollback().await?;
            Ok(CheckReport {
                violations: v,
                stats,
            })
        })
    }
}
