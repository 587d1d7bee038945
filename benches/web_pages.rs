//! How fast the web pages answer while the bot is busy: 100 tables of computer players play
//! without pause in the same process (each game played again as soon as it ends), on one SQLite
//! file, while one client asks for the pages a reader opens — two leaderboards, a finished game's
//! step, its picture and its JSON — ten times a second (under the per-client limit). Prints each
//! page kind's p50, p99 and max, and the tables' actions per second beside them.
//!
//! `cargo bench --bench web_pages [-- --tables 100] [--seconds S]`.

use std::time::{Duration, Instant};

#[path = "../tests/support/mod.rs"]
mod support;

use support::service::computers_started;

use rumino::{
    config::WebConfig,
    games::{AnyOptions, GameKind},
    ids::{GuildId, TableId},
    store::Store,
    table::{Clock, ServiceConfig, TablePhase, TableRequest, TableService},
};

const GUILD: GuildId = GuildId(77);

fn arg(name: &str, default: u64) -> u64 {
    let argv: Vec<String> = std::env::args().collect();
    argv.iter()
        .position(|a| a == name)
        .and_then(|i| argv.get(i + 1))
        .map_or(default, |v| v.parse().expect("a number"))
}

/// A table of three computer players of the `i`th game kind that plays game after game until
/// `until`.
async fn busy(service: TableService, i: i64, until: Instant) -> TableId {
    let kind = GameKind::ALL[i as usize % GameKind::ALL.len()];
    // Computer players are numbered 1 to 99 a level; one may sit at several tables.
    let game = AnyOptions::default_for(kind);
    let (table, host) = computers_started(&service, GUILD, 1000 + i, i % 99 + 1, game).await;
    let service2 = service.clone();
    tokio::spawn(async move {
        let mut watch = service2.watch(table).unwrap();
        let wait = Duration::from_secs(120);
        while Instant::now() < until {
            // The game ends (back in the lobby), and the host starts the next one.
            let ended = watch.wait_for(|s| s.phase == TablePhase::Lobby);
            if tokio::time::timeout(wait, ended).await.is_err() {
                break;
            }
            let start = TableRequest::Start { by: host };
            let _ = service2.send(table, start, None).await;
            let started = watch.wait_for(|s| s.phase != TablePhase::Lobby);
            if tokio::time::timeout(wait, started).await.is_err() {
                break;
            }
        }
    });
    table
}

fn quantile(v: &mut [Duration], q: f64) -> f64 {
    v.sort_unstable();
    let i = ((v.len() as f64 - 1.0) * q).round() as usize;
    v.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let tables = arg("--tables", 100) as i64;
    let seconds = arg("--seconds", 10);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("web.db").display());
        let store = Store::open(&url).await.unwrap();
        let config = ServiceConfig {
            rng_seed: Some(9),
            ..ServiceConfig::default()
        };
        let (service, _) = TableService::start(store.clone(), config, Clock::system())
            .await
            .unwrap();
        let mut settings = (*service.server_settings(GUILD).await.unwrap()).clone();
        settings.web = true;
        service.save_server_settings(GUILD, settings).await.unwrap();
        let until = Instant::now() + Duration::from_secs(seconds + 60);
        let mut ids = Vec::new();
        for i in 0..tables {
            ids.push(busy(service.clone(), i, until).await);
        }
        // Wait for a finished game of each kind before measuring, so every page has content.
        let started = Instant::now();
        while store.finished_games(GUILD, GameKind::Rumino, 1, 0).await.unwrap().is_empty()
            && started.elapsed() < Duration::from_secs(60)
        {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let web = WebConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            base_url: "http://localhost".into(),
            trust_proxy: false,
        };
        let addr = rumino::web::serve(&web, service.clone()).await.unwrap();
        let base = format!("http://{addr}/s/{}", GUILD.0);
        let finished = store.finished_games(GUILD, GameKind::Rumino, 1, 0).await.unwrap();
        let (table, game_no, _) = finished[0];
        let pages = [
            ("leaderboard", format!("{base}/leaderboards/rumino")),
            ("rating board", format!("{base}/leaderboards/rummy?by=rating")),
            ("replay step", format!("{base}/games/{}-{game_no}?step=5", table.0)),
            ("step picture", format!("{base}/games/{}-{game_no}/steps/5/table.png", table.0)),
            ("game JSON", format!("{base}/games/{}-{game_no}/export.json", table.0)),
        ];
        let http = reqwest::Client::new();
        let versions_before: u64 = ids.iter().filter_map(|t| service.state(*t)).map(|s| s.version).sum();
        let t0 = Instant::now();
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); pages.len()];
        // The same client may not be served faster than the limit lets it: stay under it.
        let mut i = 0;
        while t0.elapsed() < Duration::from_secs(seconds) {
            let (_, url) = &pages[i % pages.len()];
            let at = Instant::now();
            let response = http.get(url).send().await.unwrap();
            let status = response.status();
            let _ = response.bytes().await.unwrap();
            times[i % pages.len()].push(at.elapsed());
            assert!(status.is_success(), "{url}: {status}");
            i += 1;
            tokio::time::sleep(Duration::from_millis(110)).await;
        }
        let elapsed = t0.elapsed().as_secs_f64();
        let versions_after: u64 = ids.iter().filter_map(|t| service.state(*t)).map(|s| s.version).sum();
        println!(
            "{tables} busy tables of computer players ({:.0} actions/s committed beside the pages), {seconds} s:",
            (versions_after.saturating_sub(versions_before)) as f64 / elapsed
        );
        println!("{:<14} {:>6} {:>9} {:>9} {:>9}", "page", "n", "p50 ms", "p99 ms", "max ms");
        for ((name, _), t) in pages.iter().zip(&mut times) {
            let n = t.len();
            let (p50, p99, max) = (quantile(t, 0.5), quantile(t, 0.99), quantile(t, 1.0));
            println!("{name:<14} {n:>6} {p50:>9.1} {p99:>9.1} {max:>9.1}");
        }
    });
}
