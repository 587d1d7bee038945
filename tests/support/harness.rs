//! The real bot against a fresh stand-in on a temporary database: where every end-to-end test
//! starts. Test files add their own helpers with `impl Harness` blocks.

use std::{future::Future, time::Duration};

use rumino::store::Store;

use super::standin::{BotProcess, StandIn, StandInConfig};

/// How long the bot may take to connect (a cold debug binary on a busy machine).
pub const READY: Duration = Duration::from_secs(30);

pub struct Harness {
    pub standin: StandIn,
    pub dir: tempfile::TempDir,
    pub bot: BotProcess,
    /// The bot's `DATABASE_URL`.
    pub db: String,
}

impl Harness {
    /// The default stand-in and a bot on an empty database.
    pub async fn start() -> Harness {
        Harness::with(StandInConfig::default(), &[]).await
    }

    /// A stand-in with `config`, and the bot with extra environment variables `env`.
    pub async fn with(config: StandInConfig, env: &[(&str, &str)]) -> Harness {
        Harness::prepared(config, env, |_| async {}).await
    }

    /// [`Harness::with`], after `prepare` has been given the database URL to fill in before the
    /// bot starts.
    pub async fn prepared<Fut: Future<Output = ()>>(
        config: StandInConfig,
        env: &[(&str, &str)],
        prepare: impl FnOnce(String) -> Fut,
    ) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let db = format!("sqlite://{}", dir.path().join("rumino.db").display());
        prepare(db.clone()).await;
        let standin = StandIn::start(config).await;
        let bot = standin.spawn_bot_with(&db, dir.path(), env);
        if let Err(e) = standin.wait_ready(READY).await {
            panic!("bot not ready: {e}\n{}", bot.log());
        }
        Harness {
            standin,
            dir,
            bot,
            db,
        }
    }

    /// Kills the bot (SIGKILL, as `kill -9`) and starts it again on the same database with
    /// `env`; returns once it has identified to the gateway again.
    pub async fn restart(&mut self, env: &[(&str, &str)]) {
        self.bot.kill();
        let identifies = self.standin.identifies();
        self.bot = self.standin.spawn_bot_with(&self.db, self.dir.path(), env);
        assert!(
            self.standin.wait_identifies(identifies + 1, READY).await,
            "bot did not come back\n{}",
            self.bot.log()
        );
    }

    /// The bot's database, opened beside it.
    pub async fn store(&self) -> Store {
        Store::open(&self.db).await.unwrap()
    }
}
