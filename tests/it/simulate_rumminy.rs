//! `rumino simulate --game rumminy` through the table service and store, as the bot plays: games
//! of 2, 3 and 4 seats with every computer level finish, and `rumino check` finds the database
//! clean (chips conserved, every game's log replays).

use std::process::Command;

use crate::support::cli::{run, BIN};

#[test]
fn simulated_rumminy_games_of_every_size_finish_and_check_clean() {
    let dir = tempfile::tempdir().unwrap();
    for players in ["2", "3", "4"] {
        // One database per size: `--games` counts the games already finished in it.
        let url = format!(
            "sqlite://{}",
            dir.path().join(format!("rumminy{players}.db")).display()
        );
        let report = run(&[
            "simulate",
            "--game",
            "rumminy",
            "--games",
            "3",
            "--players",
            players,
            "--ai",
            "easy,normal,hard",
            "--seed",
            "15",
            "--parallel",
            "3",
            "--database",
            &url,
        ]);
        assert!(
            report.contains(&format!("rumminy simulation: {players} players")),
            "{report}"
        );
        assert!(
            report.contains("rumminy games finished this run: 3"),
            "{report}"
        );
        let check = run(&["check", "--database", &url]);
        assert!(check.contains("ok: no violation"), "{check}");
        assert!(check.contains("3 games (0 running, 3 finished)"), "{check}");
    }
}

/// The CLI lets any table size through to the game (2–8), which then holds to its own range
/// (N1: 2–4 players) and says so once, without playing.
#[test]
fn a_table_size_outside_the_games_range_is_refused_with_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("r.db").display());
    let out = Command::new(BIN)
        .args([
            "simulate",
            "--game",
            "rumminy",
            "--players",
            "5",
            "--games",
            "1",
        ])
        .args(["--database", &url])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let said = "--players must be between 2 and 4 for Rumminy.";
    assert_eq!(stderr.matches(said).count(), 1, "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).is_empty());
}
