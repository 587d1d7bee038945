//! `rumino check` beside a live bot, on both engines: while `rumino simulate` plays on the same
//! database, every check must pass. Each open table is replayed from its row, log and pools read
//! in one snapshot; read piece by piece, a table that moved on between the reads was reported as
//! not replaying (60-odd false violations per check on a busy SQLite file).

use std::process::{Command, Stdio};

use crate::kill_simulate::simulate;
use crate::support::engines::{Engine, TestDb};

const BIN: &str = env!("CARGO_BIN_EXE_rumino");

#[test]
fn check_passes_while_a_simulation_writes_on_sqlite() {
    check_while_playing(Engine::Sqlite);
}

#[test]
fn check_passes_while_a_simulation_writes_on_postgres() {
    check_while_playing(Engine::Postgres);
}

fn check_while_playing(engine: Engine) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let Some(fresh) = rt.block_on(TestDb::fresh(engine)) else {
        return;
    };
    // The database exists before the first check (the simulation would create it a moment later).
    rt.block_on(async {
        rumino::store::Store::open(&fresh.url)
            .await
            .unwrap()
            .close()
            .await;
    });
    // Its acknowledgements are not read here: a full pipe would stop it.
    let mut playing = simulate(&fresh.url, 30)
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut checks_while_playing = 0;
    loop {
        let check = Command::new(BIN)
            .args(["check", "--database", &fresh.url])
            .output()
            .unwrap();
        let finished = playing.try_wait().unwrap().is_some();
        assert!(
            check.status.success(),
            "rumino check failed:\n{}{}",
            String::from_utf8_lossy(&check.stdout),
            String::from_utf8_lossy(&check.stderr)
        );
        if finished {
            break;
        }
        checks_while_playing += 1;
    }
    assert!(
        checks_while_playing >= 2,
        "the simulation ended before two checks ran beside it"
    );
    let _ = playing.wait();
}
