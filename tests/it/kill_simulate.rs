//! The crash test, on both engines: `rumino simulate --database` is killed with SIGKILL at random moments, again
//! and again, and restarted on the same database until its games are done. Then `rumino check`
//! must pass (chips conserved, every open table replays, no gaps), every action the process
//! acknowledged must be in the log exactly once, and every game's chips must add up.

use std::{
    collections::HashSet,
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    time::Duration,
};

use rand::{Rng, SeedableRng};

use crate::support::engines::{Engine, TestDb};

const BIN: &str = env!("CARGO_BIN_EXE_rumino");

pub(crate) fn simulate(db: &str, games: u32) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.args([
        "simulate",
        "--database",
        db,
        "--games",
        &games.to_string(),
        "--players",
        "3",
        "--ai",
        "easy,normal,hard",
    ]);
    cmd.args(["--parallel", "4", "--print-acks"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    cmd
}

/// Reads `ack TABLE SEQ` lines until the child exits or is killed.
fn acks_of(out: std::process::ChildStdout, into: &mut HashSet<(i64, i64)>) {
    for line in BufReader::new(out).lines().map_while(Result::ok) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        if let ["ack", table, seq] = parts[..] {
            into.insert((table.parse().unwrap(), seq.parse().unwrap()));
        }
    }
}

#[test]
fn killed_at_random_moments_the_simulation_resumes_and_loses_nothing_on_sqlite() {
    killed_at_random_moments(Engine::Sqlite);
}

#[test]
fn killed_at_random_moments_the_simulation_resumes_and_loses_nothing_on_postgres() {
    killed_at_random_moments(Engine::Postgres);
}

fn killed_at_random_moments(engine: Engine) {
    let Some(fresh) = tokio::runtime::Runtime::new()
        .unwrap()
        .block_on(TestDb::fresh(engine))
    else {
        return;
    };
    let db = fresh.url.clone();
    let games = 12;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
    let mut acked = HashSet::new();
    for _ in 0..8 {
        let mut child = simulate(&db, games).spawn().unwrap();
        let out = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut acks = HashSet::new();
            acks_of(out, &mut acks);
            acks
        });
        std::thread::sleep(Duration::from_millis(rng.gen_range(150..900)));
        let _ = child.kill(); // SIGKILL on Unix
        let _ = child.wait();
        acked.extend(reader.join().unwrap());
    }
    // Let it finish.
    let mut child = simulate(&db, games).spawn().unwrap();
    acks_of(child.stdout.take().unwrap(), &mut acked);
    assert!(child.wait().unwrap().success(), "the last run finishes");
    assert!(!acked.is_empty(), "the runs acknowledged actions");

    let check = Command::new(BIN)
        .args(["check", "--database", &db])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "rumino check failed:\n{report}");

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = rumino::store::Store::open(&db).await.unwrap();
        let finished = store
            .count_games(rumino::cli::SIM_GUILD, rumino::store::GameStatus::Finished)
            .await
            .unwrap();
        assert!(
            finished >= i64::from(games),
            "{finished} of {games} games finished"
        );
        let mut logged = HashSet::new();
        for id in 1..=store.count_tables().await.unwrap() {
            for a in store.actions(rumino::ids::TableId(id), 0).await.unwrap() {
                assert!(
                    logged.insert((id, a.seq)),
                    "action {id}/{} logged twice",
                    a.seq
                );
            }
        }
        let missing: Vec<_> = acked.iter().filter(|a| !logged.contains(a)).collect();
        assert!(
            missing.is_empty(),
            "acknowledged but not in the log: {missing:?}"
        );
    });
}
