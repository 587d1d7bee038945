//! `rumino simulate --tournament`: one tournament of computer players run by the tournament
//! service, as the bot runs one, without Discord. A knockout of five at tables of two plays
//! 5 → 3 → 2 → 1, pays its 50 chips 32 and 18 by its standings, and `rumino check` finds the
//! database clean; a field outside 4–64 is refused with one line.

use std::process::Command;

use crate::support::cli::{run, BIN};

#[test]
fn a_simulated_knockout_tournament_pays_its_pool_and_checks_clean() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let report = run(&[
        "simulate",
        "--game",
        "rummy",
        "--tournament",
        "knockout",
        "--players",
        "5",
        "--table-size",
        "2",
        "--entry",
        "10",
        "--ai",
        "easy",
        "--seed",
        "4",
        "--database",
        &url,
    ]);
    assert!(
        report
            .contains("rummy knockout tournament 1: 5 players, tables of 2, entry 10, 50 paid out"),
        "{report}"
    );
    assert!(report.contains("round 3 table 1:"), "{report}");
    assert!(!report.contains("round 4"), "{report}");
    let standings: Vec<&str> = report
        .lines()
        .skip_while(|l| *l != "standings:")
        .skip(1)
        .collect();
    assert_eq!(standings.len(), 5, "{report}");
    let prizes: Vec<&str> = standings
        .iter()
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(prizes, ["32", "18", "0", "0", "0"], "{report}");
    let check = run(&["check", "--database", &url]);
    assert!(check.contains("ok: no violation"), "{check}");
}

#[test]
fn a_tournament_field_outside_its_range_is_refused_with_one_line() {
    let out = Command::new(BIN)
        .args(["simulate", "--tournament", "swiss", "--players", "3"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let said = "--players must be between 4 and 64 for a tournament.";
    assert_eq!(stderr.matches(said).count(), 1, "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).is_empty());
}
