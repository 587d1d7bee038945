//! `rumino simulate --game rumminy` through the table service and store, as the bot plays: games
//! of 2, 3 and 4 seats with every computer level finish, and `rumino check` finds the database
//! clean (chips conserved, every game's log replays).

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_rumino");

fn run(args: &[&str]) -> String {
    let out = Command::new(BIN).args(args).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "rumino {args:?} failed:\n{text}");
    text
}

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
        assert!(report.contains("games seen this run: 3"), "{report}");
        let check = run(&["check", "--database", &url]);
        assert!(check.contains("ok: no violation"), "{check}");
        assert!(check.contains("3 games (0 running, 3 finished)"), "{check}");
    }
}
