//! Opening databases: new files, re-opening, files that are not ours (left untouched), older
//! schemas, a copy taken mid-run (as after kill -9), read-only and in-memory stores.

use std::path::{Path, PathBuf};

use crate::store_fixtures::*;
use rumino::games::GameKind;
use rumino::ids::{GuildId, PlayerId, TableId};
use rumino::store::{Leaderboard, OpenOptions, Ranking, Store, StoreError, TableStatus};
use sqlx::{Connection, Executor, SqliteConnection};

fn db_path(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("rumino.db")
}

fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

async fn raw(path: &Path) -> SqliteConnection {
    SqliteConnection::connect(&format!("sqlite://{}?mode=rwc", path.display()))
        .await
        .unwrap()
}

/// Opening `path` fails with NotARuminoDatabase (or Open), and the directory is byte-for-byte as
/// before (no -wal or -shm left behind either).
async fn assert_refused_untouched(path: &Path) -> StoreError {
    let before = std::fs::read(path).unwrap();
    let listing = |p: &Path| {
        let mut names: Vec<_> = std::fs::read_dir(p.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let files_before = listing(path);
    let err = Store::open(&url_of(path)).await.expect_err("must refuse");
    assert!(
        matches!(
            err,
            StoreError::NotARuminoDatabase { .. } | StoreError::Open { .. }
        ),
        "unexpected error: {err:?}"
    );
    let shown = err.to_string();
    assert!(
        shown.contains(&path.display().to_string()),
        "error must name the path: {shown}"
    );
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "the file was modified"
    );
    assert_eq!(listing(path), files_before, "files were created beside it");
    err
}

#[tokio::test]
async fn new_file_is_created_in_wal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = db_path(&dir);
    let store = Store::open(&url_of(&path)).await.unwrap();
    assert!(path.exists());
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut raw(&path).await)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = {
        let t = store.create_table(&new_table(1)).await.unwrap();
        assert_eq!(t, TableId(1));
        sqlx::query_scalar("PRAGMA foreign_keys")
            .fetch_one(&mut raw(&path).await)
            .await
            .unwrap()
    };
    assert_eq!(fk, 1, "sqlx turns foreign keys on for every connection");
    store.close().await;
}

#[tokio::test]
async fn reopening_keeps_everything() {
    let dir = tempfile::tempdir().unwrap();
    let url = url_of(&db_path(&dir));
    let store = Store::open(&url).await.unwrap();
    let t = store.create_table(&new_table(5)).await.unwrap();
    store.commit(&bare(t, 1)).await.unwrap();
    store.ensure_account(GUILD, PlayerId(9), 500).await.unwrap();
    store.close().await;

    let store = Store::open(&url).await.unwrap();
    let table = store.table(t).await.unwrap().unwrap();
    assert_eq!(table.version, 1);
    assert_eq!(store.actions(t, 0).await.unwrap().len(), 1);
    assert_eq!(store.balance(GUILD, PlayerId(9)).await.unwrap(), Some(500));
    assert!(store.check().await.unwrap().is_ok());
}

#[tokio::test]
async fn text_file_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "shopping list:\n- eggs\n- milk\n").unwrap();
    let err = assert_refused_untouched(&path).await;
    assert!(err.to_string().contains("not an SQLite database"), "{err}");
}

#[tokio::test]
async fn random_bytes_are_refused_and_untouched() {
    use rand::{RngCore, SeedableRng};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("noise.db");
    let mut bytes = vec![0u8; 64 * 1024];
    rand_chacha::ChaCha8Rng::seed_from_u64(7).fill_bytes(&mut bytes);
    std::fs::write(&path, &bytes).unwrap();
    assert_refused_untouched(&path).await;
}

#[tokio::test]
async fn foreign_sqlite_database_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.db");
    {
        let mut conn = raw(&path).await;
        conn.execute(include_str!("../fixtures/foreign.sql"))
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    let err = assert_refused_untouched(&path).await;
    let shown = err.to_string();
    assert!(
        shown.contains("posts, users"),
        "names what it found: {shown}"
    );
}

#[tokio::test]
async fn damaged_rumino_database_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = db_path(&dir);
    let store = Store::open(&url_of(&path)).await.unwrap();
    store.create_table(&new_table(1)).await.unwrap();
    store.close().await;
    // Scribble over the schema page, after the 100-byte header.
    let mut bytes = std::fs::read(&path).unwrap();
    for (i, b) in bytes[100..2000].iter_mut().enumerate() {
        *b = (i * 37 % 251) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let err = assert_refused_untouched(&path).await;
    assert!(err.to_string().contains("damaged"), "{err}");
}

#[tokio::test]
async fn database_from_the_first_migration_set_opens_and_migrates() {
    let dir = tempfile::tempdir().unwrap();
    let path = db_path(&dir);
    {
        // Build the old database by hand: the first migration's SQL, sqlx's bookkeeping row for
        // it, then data written under that schema.
        let migrator = sqlx::migrate!("./migrations");
        let first = migrator.iter().next().unwrap();
        let mut conn = raw(&path).await;
        conn.execute("PRAGMA foreign_keys = ON").await.unwrap();
        conn.execute(&*first.sql).await.unwrap();
        conn.execute(
            "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, description TEXT NOT NULL, \
             installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, success BOOLEAN NOT NULL, \
             checksum BLOB NOT NULL, execution_time BIGINT NOT NULL)",
        )
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (?, ?, 1, ?, 0)",
        )
        .bind(first.version)
        .bind(&*first.description)
        .bind(&*first.checksum)
        .execute(&mut conn)
        .await
        .unwrap();
        conn.execute(include_str!("../fixtures/v1_data.sql"))
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    let store = Store::open(&url_of(&path)).await.unwrap();
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    // The backfill built the statistics of the finished game.
    let stats = store
        .player_stats(GuildId(42), GameKind::Rumino, PlayerId(1))
        .await
        .unwrap();
    assert_eq!((stats.games, stats.wins), (1, 1));
    assert_eq!((stats.tallies["gins"], stats.tallies["knocks"]), (1, 2));
    assert_eq!(stats.chips_won, 10);
    let board = store
        .leaderboard(
            &Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(GuildId(42), GameKind::Rumino, Ranking::GamesWon)
            },
            10,
            0,
        )
        .await
        .unwrap();
    assert_eq!(board.len(), 2);
    assert_eq!(board[0].player_id, PlayerId(1));
    let history = store
        .history(GuildId(42), GameKind::Rumino, PlayerId(2), 5)
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!((history[0].pool, history[0].net_chips), (20, -10));
    assert_eq!(history[0].opponents, vec![PlayerId(1)]);
    // And it goes on working: the running game continues at seq 4.
    // Its version became the snapshot's seq (migration 4), and the log's head is read from the log.
    let open = store.open_tables().await.unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!((open[0].version, open[0].snapshot_seq), (3, 3));
    store.commit(&bare(open[0].id, 4)).await.unwrap();
}

#[tokio::test]
async fn copy_taken_mid_run_recovers_committed_actions() {
    // Copying the database, its -wal and -shm while the store is open is what a kill -9 leaves.
    let dir = tempfile::tempdir().unwrap();
    let path = db_path(&dir);
    let store = Store::open(&url_of(&path)).await.unwrap();
    let t = store.create_table(&new_table(3)).await.unwrap();
    for seq in 1..=50 {
        store.commit(&bare(t, seq)).await.unwrap();
    }
    let copy = dir.path().join("copy.db");
    for suffix in ["", "-wal", "-shm"] {
        let from = PathBuf::from(format!("{}{suffix}", path.display()));
        if from.exists() {
            std::fs::copy(&from, format!("{}{suffix}", copy.display())).unwrap();
        }
    }
    assert!(
        PathBuf::from(format!("{}-wal", copy.display())).exists(),
        "test needs a live WAL"
    );
    let recovered = Store::open(&url_of(&copy)).await.unwrap();
    let table = recovered.table(t).await.unwrap().unwrap();
    assert_eq!(table.version, 50);
    assert_eq!(recovered.actions(t, 0).await.unwrap().len(), 50);
    assert!(recovered.check().await.unwrap().is_ok());
    store.close().await;
}

#[tokio::test]
async fn read_only_store_reads_and_never_writes() {
    let dir = tempfile::tempdir().unwrap();
    let path = db_path(&dir);
    let url = url_of(&path);
    let missing = Store::open_with(
        &url,
        &OpenOptions {
            read_only: true,
            ..OpenOptions::default()
        },
    )
    .await;
    assert!(missing.is_err(), "read-only needs an existing database");
    assert!(!path.exists(), "read-only must not create the file");

    let store = Store::open(&url).await.unwrap();
    let t = store.create_table(&new_table(3)).await.unwrap();
    store.close().await;
    let ro = Store::open_with(
        &url,
        &OpenOptions {
            read_only: true,
            ..OpenOptions::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(
        ro.table(t).await.unwrap().unwrap().status,
        TableStatus::Open
    );
    assert!(ro.check().await.unwrap().is_ok());
    assert!(ro.create_table(&new_table(4)).await.is_err());
}

#[tokio::test]
async fn in_memory_store_works() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    store.commit(&bare(t, 1)).await.unwrap();
    assert_eq!(store.open_tables().await.unwrap().len(), 1);
    assert_eq!(store.actions(t, 0).await.unwrap().len(), 1);
    assert!(store.check().await.unwrap().is_ok());
}

#[tokio::test]
async fn missing_directory_names_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/dir/rumino.db");
    let err = Store::open(&url_of(&path))
        .await
        .expect_err("cannot create");
    assert!(matches!(err, StoreError::Open { .. }), "{err:?}");
    assert!(err.to_string().contains("no/such/dir/rumino.db"), "{err}");
}

#[tokio::test]
async fn the_wal_is_checkpointed_off_the_commit_path() {
    let dir = tempfile::tempdir().unwrap();
    let url = url_of(&db_path(&dir));
    let often = OpenOptions {
        checkpoint_every: Some(std::time::Duration::from_millis(5)),
        ..OpenOptions::default()
    };
    let store = Store::open_with(&url, &often).await.unwrap();
    assert_eq!(store.pages_checkpointed(), Some(0));
    let t = store.create_table(&new_table(3)).await.unwrap();
    for seq in 1..=100 {
        store.commit(&bare(t, seq)).await.unwrap();
    }
    // The background task copies what the commits wrote, without a commit waiting for it.
    tokio::time::timeout(std::time::Duration::from_secs(30), async {
        while store.pages_checkpointed() == Some(0) {
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the background checkpoint copied the WAL's pages");
    store.close().await;
    let store = Store::open(&url).await.unwrap();
    assert_eq!(store.table(t).await.unwrap().unwrap().version, 100);
    assert!(store.check().await.unwrap().is_ok());
    store.close().await;

    let off = OpenOptions {
        checkpoint_every: None,
        ..OpenOptions::default()
    };
    let store = Store::open_with(&url, &off).await.unwrap();
    assert_eq!(store.pages_checkpointed(), None, "turned off");
    store.close().await;
    let memory = Store::open("sqlite::memory:").await.unwrap();
    assert_eq!(
        memory.pages_checkpointed(),
        None,
        "nothing to checkpoint in memory"
    );
}
