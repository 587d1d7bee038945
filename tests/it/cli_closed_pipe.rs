//! Every command of the `rumino` binary whose reader goes away (`rumino check | head -1`,
//! `rumino simulate … | true`) ends quietly: success, nothing on stderr, no panic about a broken
//! pipe. Each runs as the real binary with its standard output piped and the reading end closed
//! before it prints its first line, so every line it prints meets a closed pipe.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use crate::support::cli::BIN;
use crate::support::engines::{Engine, TestDb};

/// Runs `rumino args…` with `input` on stdin and its stdout closed at once.
///
/// # Panics
/// It failed or said anything on stderr.
fn with_stdout_closed(args: &[&str], input: &str) {
    let mut child = Command::new(BIN)
        .args(args)
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rumino runs");
    // The reader leaves before anything is printed, as `| true` does.
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    // A command that has already stopped reading may refuse the rest: that is its business.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    let status = child.wait().expect("rumino ends");
    assert!(status.success(), "rumino {args:?}: {status:?}\n{stderr}");
    assert!(stderr.is_empty(), "rumino {args:?} said: {stderr}");
}

/// A database with one finished game, written by `rumino simulate` as the bot writes it.
fn database(dir: &std::path::Path) -> String {
    let url = format!("sqlite://{}?mode=rwc", dir.join("rumino.db").display());
    let out = Command::new(BIN)
        .args(["simulate", "--game", "rummy", "--games", "1", "--database"])
        .arg(&url)
        .output()
        .expect("rumino simulate runs");
    assert!(out.status.success(), "{out:?}");
    url
}

#[test]
fn every_command_ends_quietly_when_nobody_reads_its_output() {
    let dir = tempfile::tempdir().unwrap();
    let url = database(dir.path());
    with_stdout_closed(&["check", "--database", &url], "");
    with_stdout_closed(
        &[
            "simulate", "--game", "rumino", "--games", "2", "--seed", "3",
        ],
        "",
    );
    with_stdout_closed(
        &[
            "play",
            "--game",
            "rummy",
            "--seed",
            "1",
            "--autoplay",
            "--option",
            "computer_delay_ms=0",
        ],
        "",
    );
    with_stdout_closed(&["eval"], &"A♠ 2♠ 3♠ 7h 7d 7c Kd\n".repeat(1000));
    with_stdout_closed(
        &["eval", "--game", "ramino"],
        &"ah 2h 3h 7c 7d 7s fc rc dc 5d\n".repeat(1000),
    );

    // Render stops drawing once nobody reads which files it wrote: the first moment's
    // pictures, not the game's four.
    let out = dir.path().join("pictures");
    let shown = out.display().to_string();
    with_stdout_closed(
        &[
            "render", "--game", "rummoli", "--seed", "2", "--out", &shown,
        ],
        "",
    );
    // Each picture is written with its description beside it: count the pictures.
    let written = std::fs::read_dir(&out)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "png"))
        })
        .count();
    assert!(
        (1..=8).contains(&written),
        "{written} pictures: render went on drawing"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_data_ends_quietly_when_nobody_reads_its_output() {
    let Some(pg) = TestDb::fresh(Engine::Postgres).await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let from = database(dir.path());
    let url = pg.url.clone();
    tokio::task::spawn_blocking(move || {
        with_stdout_closed(&["migrate-data", "--from", &from, "--to", &url], "");
    })
    .await
    .unwrap();
}
