//! An operator opens the bot's SQLite file with the `sqlite3` their system ships, which may be
//! older than the SQLite built into the bot (Debian 12's is 3.40). Every connection parses the
//! whole schema, so one trigger in a newer grammar makes the file unreadable there ("malformed
//! database schema"). Two checks on a database written by `rumino simulate`, as the bot writes:
//! - the schema's text uses no ORDER BY inside a function's arguments (an aggregate's own
//!   ORDER BY, SQLite 3.44), the newer grammar the schema once used;
//! - the system's `sqlite3`, when there is one, reads `.schema` and the tables. Without it the
//!   check says so on stderr and passes, unless `RUMINO_TEST_REQUIRE_SQLITE3=1` (set by
//!   `.ci/run`, which installs Debian's).

use std::process::Command;

use sqlx::{Connection, SqliteConnection};

use crate::support::cli::BIN;

/// A database with two finished games (so the commit triggers have filled every table),
/// written by `rumino simulate --database` as the bot writes it.
fn written_by_the_bot(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("rumino.db");
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let out = Command::new(BIN)
        .args(["simulate", "--game", "rumino", "--games", "2", "--database"])
        .arg(&url)
        .output()
        .expect("rumino simulate runs");
    assert!(out.status.success(), "{out:?}");
    path
}

/// `sql` without its comments and string literals, in upper case, each run of white space one
/// space: what the checker reads.
fn code_of(sql: &str) -> String {
    let mut code = String::new();
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '-' if chars.peek() == Some(&'-') => {
                chars.by_ref().find(|&c| c == '\n');
                code.push(' ');
            }
            '\'' => {
                chars.by_ref().find(|&c| c == '\'');
                code.push_str("''");
            }
            c if c.is_whitespace() => {
                if !code.ends_with(' ') {
                    code.push(' ');
                }
            }
            c => code.extend(c.to_uppercase()),
        }
    }
    code
}

/// Where `sql` puts an ORDER BY inside a function's arguments (`group_concat(x ORDER BY x)`)
/// rather than at the end of a query or subquery, or in a window (`OVER (ORDER BY …)`).
fn ordered_arguments(sql: &str) -> Vec<String> {
    let code = code_of(sql);
    // For each open parenthesis: whether it holds a query or a window, not arguments.
    let mut open: Vec<bool> = Vec::new();
    let mut found = Vec::new();
    for (i, c) in code.char_indices() {
        match c {
            '(' => {
                let inside = code[i + 1..].trim_start();
                let query = ["SELECT", "WITH", "VALUES"]
                    .iter()
                    .any(|k| inside.starts_with(k))
                    || code[..i].trim_end().ends_with("OVER");
                open.push(query);
            }
            ')' => {
                open.pop();
            }
            _ if code[i..].starts_with("ORDER BY") && open.last() == Some(&false) => {
                let start = code[..i].rfind('(').unwrap_or(0);
                found.push(code[start..].chars().take(i - start + 30).collect());
            }
            _ => {}
        }
    }
    found
}

#[test]
fn the_checker_tells_an_aggregates_order_by_from_a_querys() {
    assert_eq!(
        ordered_arguments("SELECT json_group_object(name, n ORDER BY name) FROM t").len(),
        1
    );
    assert_eq!(
        ordered_arguments("SELECT group_concat(x, ',' ORDER BY x DESC) FROM t").len(),
        1
    );
    assert_eq!(
        ordered_arguments("SELECT string_agg(x, ','\n   ORDER\n BY x) FROM t").len(),
        1
    );
    for fine in [
        "SELECT json_group_object(k, v) FROM (SELECT k, v FROM t ORDER BY k)",
        "-- an aside (in a comment, ORDER BY\nSELECT 1",
        "SELECT 'ORDER BY (' FROM t",
        "SELECT a FROM t WHERE a IN (SELECT a FROM u ORDER BY a LIMIT 1) ORDER BY a",
        "SELECT rank() OVER (ORDER BY score) FROM seats",
        "INSERT INTO ledger SELECT e.value FROM json_each(x) AS e ORDER BY e.key",
    ] {
        assert!(ordered_arguments(fine).is_empty(), "{fine}");
    }
}

#[tokio::test]
async fn the_schema_reads_with_the_sqlite3_of_debian_12() {
    let dir = tempfile::tempdir().unwrap();
    let path = written_by_the_bot(dir.path());
    let mut conn = SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let schema: Vec<(String, String)> =
        sqlx::query_as("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
            .fetch_all(&mut conn)
            .await
            .unwrap();
    conn.close().await.unwrap();
    assert!(schema.iter().any(|(name, _)| name == "commit_rest_apply"));
    let newer: Vec<String> = schema
        .iter()
        .flat_map(|(name, sql)| {
            ordered_arguments(sql)
                .into_iter()
                .map(move |at| format!("{name}: {at}"))
        })
        .collect();
    assert!(
        newer.is_empty(),
        "ORDER BY inside a function's arguments needs SQLite 3.44: order a subquery instead\n{newer:#?}"
    );

    let Ok(version) = Command::new("sqlite3").arg("--version").output() else {
        assert!(
            std::env::var("RUMINO_TEST_REQUIRE_SQLITE3").as_deref() != Ok("1"),
            "there is no sqlite3 on PATH, and RUMINO_TEST_REQUIRE_SQLITE3=1 requires one"
        );
        eprintln!("skipped the sqlite3 command: there is none on PATH (apt-get install sqlite3)");
        return;
    };
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    eprintln!("sqlite3 {}", version.trim());
    for query in [
        ".schema",
        "SELECT COUNT(*) FROM games WHERE status = 'finished';",
        "SELECT tallies FROM stat_buckets LIMIT 1;",
        "PRAGMA quick_check;",
    ] {
        let out = Command::new("sqlite3")
            .arg(&path)
            .arg(query)
            .output()
            .expect("sqlite3 runs");
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert!(
            out.status.success() && stderr.is_empty(),
            "sqlite3 {} cannot read the bot's database with {query}: {stderr}",
            version.trim()
        );
        assert!(!stdout.trim().is_empty(), "{query} printed nothing");
    }
}
