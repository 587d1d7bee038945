//! The web pages in a real browser: Chromium's headless shell driven over WebDriver
//! (`chromedriver`, both from Debian's packages; `.ci/run` installs them). At a phone's width a
//! reader opens a server's leaderboard, follows a player to their profile, opens one of their
//! games and steps it with the keyboard, and opens a tournament; no page is wider than the screen.
//! A screenshot of each page kind is written to `target/tmp/web-screenshots/`. Without the
//! browser the test says so and passes, unless `RUMINO_TEST_REQUIRE_BROWSER=1` (CI) makes it fail.

use std::{
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::Duration,
};

use fantoccini::{key::Key, Client, ClientBuilder, Locator};
use rumino::{games::GameKind, ids::GuildId};
use serde_json::json;

use crate::support::engines::{Engine, TestDb};
use crate::tournament_service::services;
use crate::web_pages::{both_leave, dealt, knockout_played, pages_on, serve};

const SHELL: &str = "/usr/lib/chromium/chromium-headless-shell";
const DRIVER: &str = "/usr/bin/chromedriver";
const GUILD: GuildId = GuildId(42);
const WAIT: Duration = Duration::from_secs(20);

/// The WebDriver server, stopped with the test.
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// chromedriver on a free port, once it answers; `None` when the browser is not installed (a
/// failure instead where the browser is required).
async fn driver() -> Option<(Driver, String)> {
    if !Path::new(SHELL).exists() || !Path::new(DRIVER).exists() {
        assert!(
            std::env::var("RUMINO_TEST_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "{SHELL} and {DRIVER} are required: apt-get install chromium-headless-shell chromium-driver"
        );
        eprintln!("skipped: no {SHELL} or {DRIVER} (apt-get install chromium-headless-shell chromium-driver)");
        return None;
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(DRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let url = format!("http://127.0.0.1:{port}");
    let ready = tokio::time::timeout(WAIT, async {
        while reqwest::get(format!("{url}/status")).await.is_err() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    ready.await.expect("chromedriver answers");
    Some((Driver(child), url))
}

/// A browser at a phone's size (412 × 915), English first.
async fn browser(driver: &str) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": SHELL,
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=412,915", "--lang=en-US", "--hide-scrollbars",
            ],
        }),
    );
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(driver)
        .await
        .expect("a browser session")
}

fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Saves the page as `name.png`, after checking it is no wider than the screen.
async fn screenshot(c: &Client, name: &str) {
    let overflow = c
        .execute(
            "return document.documentElement.scrollWidth - window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        overflow.as_i64().unwrap() <= 0,
        "{name} is {overflow}px too wide"
    );
    let png = c.screenshot().await.unwrap();
    let path = shots().join(format!("{name}.png"));
    std::fs::write(&path, png).unwrap();
    eprintln!("screenshot: {}", path.display());
}

/// The page's visible text.
async fn text(c: &Client) -> String {
    c.find(Locator::Css("main"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Waits until the address holds `part`.
async fn until_url(c: &Client, part: &str) {
    let waited = tokio::time::timeout(WAIT, async {
        while !c.current_url().await.unwrap().as_str().contains(part) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    waited
        .await
        .unwrap_or_else(|_| panic!("the address never held {part}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reader_browses_a_servers_pages_on_a_phone() {
    let Some((_driver, url)) = driver().await else {
        return;
    };
    let db = TestDb::fresh(Engine::Sqlite).await.unwrap();
    let (service, tournaments, places) = services(&db, 31).await;
    let table = dealt(&service, GUILD, 1, GameKind::Rummy).await;
    both_leave(&service, table).await;
    let t = knockout_played(&tournaments, &places).await;
    pages_on(&service, GUILD, true).await;
    let site = serve(&service).await;
    let c = browser(&url).await;

    // The leaderboard, then a player followed from it.
    c.goto(&format!("{}/s/{}/leaderboards/rummy", site.base, GUILD.0))
        .await
        .unwrap();
    assert!(
        text(&c).await.contains("Rummy leaderboard"),
        "{}",
        text(&c).await
    );
    screenshot(&c, "leaderboard").await;
    c.find(Locator::LinkText("Bob"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until_url(&c, "/players/").await;
    let profile = text(&c).await;
    assert!(
        profile.contains("Bob") && profile.contains("forfeited"),
        "{profile}"
    );
    screenshot(&c, "profile").await;

    // One of their games, stepped forward and back with the keyboard.
    c.find(Locator::Css("td a[href*='/games/']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until_url(&c, "/games/").await;
    assert!(text(&c).await.contains("Step 1 of"), "{}", text(&c).await);
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys(&Key::Right.to_string()).await.unwrap();
    until_url(&c, "step=1").await;
    assert!(text(&c).await.contains("Step 2 of"), "{}", text(&c).await);
    let loaded = c
        .execute(
            "const i = document.querySelector('img.table'); return i.complete && i.naturalWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        loaded.as_i64().unwrap_or(0) > 0,
        "the table's picture loads"
    );
    screenshot(&c, "replay").await;
    let body = c.find(Locator::Css("body")).await.unwrap();
    body.send_keys(&Key::Left.to_string()).await.unwrap();
    until_url(&c, "step=0").await;

    // The tournament.
    c.goto(&format!(
        "{}/s/{}/tournaments/{}",
        site.base, GUILD.0, t.id.0
    ))
    .await
    .unwrap();
    let page = text(&c).await;
    assert!(
        page.contains("Standings") && page.contains("Round 2"),
        "{page}"
    );
    screenshot(&c, "tournament").await;
    c.close().await.unwrap();
}
