//! A PostgreSQL server of a test's own, for a test that stops and restarts it under play (the
//! shared server of `RUMINO_TEST_POSTGRES` must never be stopped): a cluster made with `initdb`
//! in a temporary directory, listening only on a socket in that directory, stopped (immediately)
//! and removed when dropped.
//!
//! The binaries are looked for in `RUMINO_TEST_PG_BIN`, else in the newest
//! `/usr/lib/postgresql/<version>/bin`. Without them the test says so on stderr and is skipped,
//! unless `RUMINO_TEST_REQUIRE_POSTGRES=1`, when it fails (as `engines.rs` treats a missing
//! server). PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.

use std::{path::PathBuf, process::Command};

/// The port in the socket's name; no TCP port is opened.
const PORT: u16 = 5432;

pub struct PgCluster {
    bin: PathBuf,
    dir: tempfile::TempDir,
}

impl PgCluster {
    /// Makes and starts a new cluster, or `None` (with a message) when PostgreSQL is not
    /// installed and not required.
    pub async fn start() -> Option<PgCluster> {
        let Some(bin) = binaries() else {
            assert!(
                std::env::var("RUMINO_TEST_REQUIRE_POSTGRES").as_deref() != Ok("1"),
                "no PostgreSQL binaries (initdb, pg_ctl): set RUMINO_TEST_PG_BIN"
            );
            eprintln!(
                "skipped on PostgreSQL: no initdb/pg_ctl found (set RUMINO_TEST_PG_BIN to their \
                 directory)"
            );
            return None;
        };
        let dir = tempfile::Builder::new()
            .prefix("rumino-pg")
            .tempdir()
            .expect("temp dir");
        if is_root() {
            let chown = Command::new("chown")
                .args(["postgres:", &dir.path().display().to_string()])
                .status()
                .expect("chown");
            assert!(
                chown.success(),
                "cannot give {} to postgres",
                dir.path().display()
            );
        }
        let cluster = PgCluster { bin, dir };
        let data = cluster.data();
        let initdb = cluster.bin.join("initdb");
        run(vec![
            initdb.display().to_string(),
            "-D".into(),
            data.display().to_string(),
            "-U".into(),
            "postgres".into(),
            "--auth=trust".into(),
            "--no-sync".into(),
        ])
        .await;
        cluster.restart().await;
        Some(cluster)
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!(
            "postgres://postgres@localhost/postgres?host={}&port={PORT}",
            self.dir.path().display()
        )
    }

    /// Crashes the server, as `pg_ctl stop -m immediate` does: no checkpoint, connections cut.
    pub async fn crash(&self) {
        self.pg_ctl(&["stop", "-m", "immediate"]).await;
    }

    /// Starts the server (after a crash: it recovers from its WAL first) and waits until it
    /// accepts connections.
    pub async fn restart(&self) {
        let options = format!(
            "-k {} -p {PORT} -c listen_addresses='' -c fsync=off",
            self.dir.path().display()
        );
        let log = self.dir.path().join("server.log").display().to_string();
        self.pg_ctl(&["start", "-l", &log, "-o", &options]).await;
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    async fn pg_ctl(&self, args: &[&str]) {
        let mut command = vec![
            self.bin.join("pg_ctl").display().to_string(),
            "-D".into(),
            self.data().display().to_string(),
            "-w".into(),
        ];
        command.extend(args.iter().map(|a| (*a).to_owned()));
        run(command).await;
    }
}

impl Drop for PgCluster {
    fn drop(&mut self) {
        let pg_ctl = self.bin.join("pg_ctl").display().to_string();
        let data = self.data().display().to_string();
        let command = [pg_ctl.as_str(), "-D", &data, "-m", "immediate", "stop"];
        // Already stopped (a test that failed while it was down) is fine.
        let _ = owner_command(&command).output();
    }
}

/// The directory holding `initdb` and `pg_ctl`.
fn binaries() -> Option<PathBuf> {
    if let Ok(bin) = std::env::var("RUMINO_TEST_PG_BIN") {
        return Some(PathBuf::from(bin)).filter(|b| b.join("pg_ctl").exists());
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| bin.join("initdb").exists() && bin.join("pg_ctl").exists())
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// `command`, run as the `postgres` user when we are root (who owns the cluster's directory).
fn owner_command(command: &[&str]) -> Command {
    if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).args(command);
        c
    } else {
        let mut c = Command::new(command[0]);
        c.args(&command[1..]);
        c
    }
}

/// Runs `command` (as `postgres` when we are root), off the runtime's thread, and panics with
/// its output if it fails.
async fn run(command: Vec<String>) {
    tokio::task::spawn_blocking(move || run_as_owner(&command))
        .await
        .expect("command thread");
}

fn run_as_owner(command: &[String]) {
    let args: Vec<&str> = command.iter().map(String::as_str).collect();
    let out = owner_command(&args)
        .output()
        .expect("run a PostgreSQL command");
    assert!(
        out.status.success(),
        "{} failed: {}{}",
        command.join(" "),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
