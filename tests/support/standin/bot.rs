//! The real `rumino run` binary pointed at a stand-in, as a child process that is killed when
//! its handle drops (so a failing test leaves no bot behind).

use std::{
    fs::File,
    path::{Path, PathBuf},
    process::{Child, Command, ExitStatus, Stdio},
};

use super::StandIn;

/// The proxy variables reqwest honours, in both spellings: removed so 127.0.0.1 is reached.
const PROXY_VARS: [&str; 6] = [
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
];

impl StandIn {
    /// `rumino run` with this stand-in's token, base URL and first guild that added the bot
    /// (`DEV_GUILD_ID`), the database `database_url`, proxies cleared (`NO_PROXY=127.0.0.1`) and
    /// `RUST_LOG` kept from the test's environment (default `info`). `RUMINO_BOT_BIN`, when set,
    /// names the binary.
    pub fn bot_command(&self, database_url: &str) -> Command {
        // RUMINO_BOT_BIN runs another build of the bot against the same stand-in (the capacity
        // bench's before/after comparison: docs/perf-latency.md).
        let bin = std::env::var_os("RUMINO_BOT_BIN")
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_rumino").into());
        let mut cmd = Command::new(bin);
        cmd.arg("run")
            .env("DISCORD_TOKEN", &self.config().token)
            .env("DISCORD_API_BASE_URL", self.base_url())
            .env("DATABASE_URL", database_url)
            .env("COMPUTER_DELAY_MS", "0")
            .env("NO_PROXY", "127.0.0.1")
            .env("no_proxy", "127.0.0.1")
            .env(
                "RUST_LOG",
                std::env::var("RUST_LOG").unwrap_or_else(|_| "info".to_owned()),
            );
        if let Some(guild) = self.config().bot_guilds().next() {
            cmd.env("DEV_GUILD_ID", guild.id.to_string());
        }
        for var in PROXY_VARS {
            cmd.env_remove(var);
        }
        cmd
    }

    /// Starts the bot in `workdir` (so no `.env` of the developer's is read), its output going
    /// to `workdir/bot-N.log`.
    ///
    /// # Panics
    /// If the binary cannot be started or the log file created.
    pub fn spawn_bot(&self, database_url: &str, workdir: &Path) -> BotProcess {
        self.spawn_bot_with(database_url, workdir, &[])
    }

    /// [`StandIn::spawn_bot`] with extra environment variables for the bot.
    pub fn spawn_bot_with(
        &self,
        database_url: &str,
        workdir: &Path,
        env: &[(&str, &str)],
    ) -> BotProcess {
        let n = std::fs::read_dir(workdir).map_or(0, |d| d.count());
        let log = workdir.join(format!("bot-{n}.log"));
        let out = File::create(&log).expect("bot log file");
        let err = out.try_clone().expect("bot log file");
        let mut cmd = self.bot_command(database_url);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd
            .current_dir(workdir)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("start the rumino binary");
        BotProcess { child, log }
    }
}

/// A running bot. Dropping it kills it (SIGKILL) and reaps it.
pub struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGKILL, as `kill -9`, then waits for the process to go.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// The exit status if the bot has stopped on its own.
    pub fn exited(&mut self) -> Option<ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Everything the bot printed so far (for failure messages).
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub fn log_path(&self) -> &Path {
        &self.log
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
