//! `rumino check`: verify a database offline and say exactly what is wrong, if anything.

use std::process::ExitCode;

use crate::faces::terminal::screen::echo;
use crate::{
    store::{Store, TableLog},
    table::rebuild,
};

/// # Errors
/// The database cannot be opened (missing, not ours, corrupt).
pub async fn run(url: &str) -> anyhow::Result<ExitCode> {
    if let Some(path) = sqlite_path(url) {
        if !std::path::Path::new(&path).exists() {
            anyhow::bail!("there is no database at {path}: pass --database or set DATABASE_URL to an existing file");
        }
    }
    let store = Store::open(url).await?;
    let report = store.check().await?;
    echo!("{}", report.to_string().trim_end());
    let mut problems: Vec<String> = report.violations.iter().map(ToString::to_string).collect();
    let tables = store.open_tables().await?;
    let mut replayed = 0;
    for listed in &tables {
        // Re-read whole, in one snapshot: a live bot may have moved it on (or closed it).
        let Some(TableLog {
            table,
            actions,
            pools,
        }) = store.open_table_log(listed.id).await?
        else {
            continue;
        };
        replayed += 1;
        match rebuild(&table, &actions) {
            Err(reason) => {
                problems.push(format!("open table {} does not replay: {reason}", table.id));
            }
            // The chips the game holds (Rummoli's stacks and board too) are its pool's.
            Ok(state) => {
                if let Some(game) = state.live_game() {
                    let held = game.chips_in_play() as i64;
                    let pool = pools.get(&state.game_no).copied();
                    if pool != Some(held) {
                        problems.push(format!(
                            "game {} of open table {} holds {held} chips but its stored pool is {}",
                            state.game_no,
                            table.id,
                            pool.map_or("missing".to_owned(), |p| p.to_string())
                        ));
                    }
                }
            }
        }
    }
    let replay_failures = problems.len() - report.violations.len();
    echo!("{replayed} open table(s) replayed, {replay_failures} failed");
    for p in &problems[report.violations.len()..] {
        echo!("- {p}");
    }
    if problems.is_empty() {
        echo!("{}: OK", store.path());
        Ok(ExitCode::SUCCESS)
    } else {
        echo!("{}: {} violation(s)", store.path(), problems.len());
        Ok(ExitCode::FAILURE)
    }
}

/// The file path of a `sqlite:` URL, if it names a file.
pub(super) fn sqlite_path(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next()?;
    (!path.is_empty() && !path.starts_with(":memory:")).then(|| path.to_owned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn sqlite_paths() {
        assert_eq!(
            super::sqlite_path("sqlite://rumino.db").as_deref(),
            Some("rumino.db")
        );
        assert_eq!(
            super::sqlite_path("sqlite:///tmp/x.db?mode=rwc").as_deref(),
            Some("/tmp/x.db")
        );
        assert_eq!(super::sqlite_path("sqlite::memory:"), None);
    }
}
