//! One test body, two engines. [`both_engines!`](crate::both_engines) turns `async fn name(db:
//! TestDb) { … }` into a module `name` with two tests, `name::sqlite` and `name::postgres`, each
//! running the body on a fresh database of its engine: a file in a temp dir, or a database
//! created with a random name on the PostgreSQL cluster named by `RUMINO_TEST_POSTGRES` (a
//! server URL, e.g. `postgres://postgres@localhost/postgres?host=/tmp/pg&port=55432`: the
//! `host` parameter names the socket directory) and dropped after.
//!
//! Without `RUMINO_TEST_POSTGRES` the PostgreSQL half says so on stderr and passes, unless
//! `RUMINO_TEST_REQUIRE_POSTGRES=1` (set by `.ci/run`, which starts a cluster), when it fails.

use sqlx::{Connection, Executor, PgConnection, Row, SqliteConnection};

/// The engines a store test runs on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// A fresh, empty database for one test.
pub struct TestDb {
    pub engine: Engine,
    /// What `Store::open` takes.
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    /// The server URL and the database's name, to drop it after the test.
    created: Option<(String, String)>,
}

impl TestDb {
    /// A new database of `engine`, or `None` when PostgreSQL is not configured (and not
    /// required: then this panics).
    pub async fn fresh(engine: Engine) -> Option<TestDb> {
        match engine {
            Engine::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let url = format!("sqlite://{}", dir.path().join("rumino.db").display());
                Some(TestDb {
                    engine,
                    url,
                    _dir: Some(dir),
                    created: None,
                })
            }
            Engine::Postgres => {
                let Ok(server) = std::env::var("RUMINO_TEST_POSTGRES") else {
                    assert!(
                        std::env::var("RUMINO_TEST_REQUIRE_POSTGRES").as_deref() != Ok("1"),
                        "RUMINO_TEST_POSTGRES is not set: PostgreSQL is required here"
                    );
                    eprintln!("skipped on PostgreSQL: set RUMINO_TEST_POSTGRES (see README)");
                    return None;
                };
                let name = format!("rumino_test_{:016x}", rand::random::<u64>());
                let mut admin = PgConnection::connect(&server).await.expect("PostgreSQL");
                admin
                    .execute(format!("CREATE DATABASE {name}").as_str())
                    .await
                    .expect("create database");
                let _ = admin.close().await;
                Some(TestDb {
                    engine,
                    url: with_database(&server, &name),
                    _dir: None,
                    created: Some((server, name)),
                })
            }
        }
    }

    /// Runs `sql` (several statements) around the store's guards, as someone editing the
    /// database by hand would: SQLite without its foreign keys, PostgreSQL without its triggers
    /// and foreign keys (`session_replication_role = replica`, which also makes SQLite's
    /// `DROP TRIGGER …;` statements needless: they are skipped there).
    pub async fn tamper(&self, sql: &str) {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = SqliteConnection::connect(&self.url).await.unwrap();
                conn.execute("PRAGMA foreign_keys = OFF").await.unwrap();
                conn.execute(sql).await.unwrap();
                conn.close().await.unwrap();
            }
            Engine::Postgres => {
                let mut conn = PgConnection::connect(&self.url).await.unwrap();
                conn.execute("SET session_replication_role = replica")
                    .await
                    .unwrap();
                for statement in sql.split(';').map(str::trim) {
                    if !statement.is_empty() && !statement.starts_with("DROP TRIGGER") {
                        conn.execute(statement).await.unwrap();
                    }
                }
                conn.close().await.unwrap();
            }
        }
    }

    /// Runs one statement `sql` with every guard of the schema on, as another client of the
    /// database would, and returns the database's answer (its refusal, if it refuses).
    pub async fn execute(&self, sql: &str) -> Result<u64, sqlx::Error> {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = SqliteConnection::connect(&self.url).await?;
                let done = sqlx::query(sql).execute(&mut conn).await;
                conn.close().await?;
                Ok(done?.rows_affected())
            }
            Engine::Postgres => {
                let mut conn = PgConnection::connect(&self.url).await?;
                let done = sqlx::query(sql).execute(&mut conn).await;
                conn.close().await?;
                Ok(done?.rows_affected())
            }
        }
    }

    /// Runs `sql` and returns its rows, every column as text (`NULL` for null; `created_at`
    /// columns left out: wall clock), to compare whole databases across runs.
    pub async fn rows(&self, sql: &str) -> Vec<String> {
        use sqlx::Column;
        fn text<R: Row>(row: &R) -> String
        where
            usize: sqlx::ColumnIndex<R>,
            for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
            for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
        {
            (0..row.len())
                .filter(|&i| row.columns()[i].name() != "created_at")
                .map(|i| {
                    row.try_get::<Option<i64>, _>(i)
                        .map(|v| format!("{v:?}"))
                        .or_else(|_| {
                            row.try_get::<Option<String>, _>(i)
                                .map(|v| format!("{v:?}"))
                        })
                        .unwrap()
                })
                .collect::<Vec<_>>()
                .join("|")
        }
        match self.engine {
            Engine::Sqlite => {
                let mut conn = SqliteConnection::connect(&self.url).await.unwrap();
                let rows = sqlx::query(sql).fetch_all(&mut conn).await.unwrap();
                rows.iter().map(text).collect()
            }
            Engine::Postgres => {
                let mut conn = PgConnection::connect(&self.url).await.unwrap();
                let rows = sqlx::query(sql).fetch_all(&mut conn).await.unwrap();
                rows.iter().map(text).collect()
            }
        }
    }

    /// The one integer `sql` returns.
    pub async fn scalar(&self, sql: &str) -> i64 {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = SqliteConnection::connect(&self.url).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
            Engine::Postgres => {
                let mut conn = PgConnection::connect(&self.url).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some((server, name)) = self.created.take() else {
            return;
        };
        // The test's runtime may be gone: drop the database from a runtime of our own.
        let dropped = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                let mut admin = PgConnection::connect(&server).await?;
                admin
                    .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                    .await?;
                admin.close().await
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("could not drop a test database: {e}");
        }
    }
}

/// `server` (a PostgreSQL URL) naming the database `name` instead of its own.
fn with_database(server: &str, name: &str) -> String {
    let (base, query) = server.split_once('?').unwrap_or((server, ""));
    let (scheme, rest) = base.split_once("://").expect("a URL");
    let host = rest.split('/').next().unwrap_or("");
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    format!("{scheme}://{host}/{name}{query}")
}

/// `both_engines! { async fn name(db: TestDb) { … } … }`: each function becomes a module with
/// a test per engine (`name::sqlite`, `name::postgres`) running its body on a fresh database.
#[macro_export]
macro_rules! both_engines {
    ($($(#[$doc:meta])* async fn $name:ident($db:ident: TestDb) $body:block)*) => {
        $(
            $(#[$doc])*
            mod $name {
                #[allow(unused_imports)]
                use super::*;
                use $crate::support::engines::{Engine, TestDb};

                async fn body($db: TestDb) $body

                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    body(TestDb::fresh(Engine::Sqlite).await.expect("SQLite")).await;
                }

                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    if let Some(db) = TestDb::fresh(Engine::Postgres).await {
                        body(db).await;
                    }
                }
            }
        )*
    };
}
