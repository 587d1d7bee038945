//! The web pages over HTTP, on both engines: a server's pages exist only while it turns them on
//! (else the same 404 as a bad address); the leaderboard shows the figures `/rumino leaderboard`
//! reads from the same query; a profile, a finished game's replay step by step with its picture
//! and its JSON, and a tournament; a game still running shows nothing; a shared game opens by its
//! token whatever the setting and is never cached; every page carries the headers of a public
//! site, and a client that asks too fast is told to wait.

use std::time::Duration;

use reqwest::{header, StatusCode};
use rumino::{
    config::WebConfig,
    games::{AnyOptions, GameKind, Level, OptionValue, Waiting},
    i18n::{self, Lang},
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::StoredTournament,
    store::{LeaderRow, Ranking},
    table::{
        LeaderboardPage, Period, SeatInfo, TableOptions, TablePhase, TableRequest, TableService,
    },
    tournament::{MemoryPlaces, TournamentService},
};

use crate::support::service::wait_for;
use crate::tournament_service::{create, run, services};

const GUILD: GuildId = GuildId(42);
const OTHER: GuildId = GuildId(43);
const ALICE: PlayerId = PlayerId(1001);
const BOB: PlayerId = PlayerId(1002);

fn seat(player: PlayerId, name: &str) -> SeatInfo {
    SeatInfo {
        player,
        name: name.into(),
        computer: None,
    }
}

/// A table of `kind` in `channel` that Alice opens, Bob joins and a computer player fills; the
/// game is dealt.
pub(crate) async fn dealt(
    service: &TableService,
    guild: GuildId,
    channel: i64,
    kind: GameKind,
) -> TableId {
    let options = TableOptions {
        game: AnyOptions::default_for(kind),
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    let table = service
        .open(guild, ChannelId(channel), seat(ALICE, "Alice <b>"), options)
        .await
        .unwrap()
        .id;
    let requests = [
        TableRequest::Join {
            player: BOB,
            name: "Bob".into(),
        },
        TableRequest::AddComputer {
            by: ALICE,
            level: Level::Hard,
        },
        TableRequest::Start { by: ALICE },
    ];
    for request in requests {
        service.send(table, request, None).await.unwrap();
    }
    wait_for(service, table, |s| {
        s.live_game()
            .is_some_and(|g| !matches!(g.waiting(), Waiting::Deal))
    })
    .await;
    table
}

/// Alice and Bob leave: the computer player wins the game.
pub(crate) async fn both_leave(service: &TableService, table: TableId) {
    for player in [ALICE, BOB] {
        service
            .send(table, TableRequest::Leave { player }, None)
            .await
            .unwrap();
    }
    wait_for(service, table, |s| s.phase != TablePhase::Playing).await;
}

/// A knockout of four computer players at Rumminy, tables of two, played to its end.
pub(crate) async fn knockout_played(
    tournaments: &TournamentService,
    places: &MemoryPlaces,
) -> StoredTournament {
    let given = [
        ("format", OptionValue::Choice("knockout".into())),
        ("players", OptionValue::Int(4)),
        ("table_size", OptionValue::Int(2)),
        ("entry", OptionValue::Int(0)),
    ];
    let t = create(tournaments, GameKind::Rumminy, &given).await;
    run(tournaments, places, &t).await
}

pub(crate) async fn pages_on(service: &TableService, guild: GuildId, on: bool) {
    let mut settings = (*service.server_settings(guild).await.unwrap()).clone();
    settings.web = on;
    service.save_server_settings(guild, settings).await.unwrap();
}

pub(crate) struct Site {
    pub(crate) base: String,
    http: reqwest::Client,
}

impl Site {
    async fn get(&self, path: &str) -> reqwest::Response {
        self.http
            .get(format!("{}{path}", self.base))
            .header(header::ACCEPT_LANGUAGE, "en")
            .send()
            .await
            .unwrap()
    }

    async fn page(&self, path: &str) -> String {
        let response = self.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.text().await.unwrap()
    }

    async fn status(&self, path: &str) -> StatusCode {
        self.get(path).await.status()
    }
}

pub(crate) async fn serve(service: &TableService) -> Site {
    let config = WebConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        base_url: "http://rumino.test".into(),
        trust_proxy: false,
    };
    let addr = rumino::web::serve(&config, service.clone()).await.unwrap();
    Site {
        base: format!("http://{addr}"),
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
    }
}

/// A leaderboard row as the page shows it: its rank, the player's name linked to their profile,
/// the value as Discord writes it, and the games.
fn row_html(row: &LeaderRow, name: &str, by: Ranking) -> String {
    format!(
        "<td class=\"n\">{}</td><td><a href=\"/s/{}/players/{}?game=rummy\">{name}</a></td>\
         <td class=\"n\">{}</td><td class=\"n\">{}</td>",
        i18n::chips(Lang::En, row.rank),
        GUILD.0,
        row.player_id.0,
        i18n::leader_value(Lang::En, by, row.value),
        i18n::chips(Lang::En, row.games)
    )
}

crate::both_engines! {
    async fn the_pages_show_what_discord_shows_and_nothing_hidden(db: TestDb) {
        let (service, tournaments, places) = services(&db, 21).await;
        let finished = dealt(&service, GUILD, 1, GameKind::Rummy).await;
        both_leave(&service, finished).await;
        let running = dealt(&service, GUILD, 2, GameKind::Rumino).await;
        let site = serve(&service).await;
        let board = format!("/s/{}/leaderboards/rummy", GUILD.0);

        // Off by default: the same 404 as an address that is nothing.
        for path in [board.as_str(), "/s/42", "/s/x/leaderboards/rummy", "/nothing"] {
            assert_eq!(site.status(path).await, StatusCode::NOT_FOUND, "{path}");
        }
        // And it says so in the reader's language.
        for (accept, lang) in [("fr-FR,fr;q=0.9", Lang::Fr), ("de", Lang::De), ("es-419", Lang::Es)] {
            let response = site
                .http
                .get(format!("{}{board}", site.base))
                .header(header::ACCEPT_LANGUAGE, accept)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::NOT_FOUND);
            let page = response.text().await.unwrap();
            let title = rumino::lang::catalogue::said(lang, "web-not-found-title");
            assert!(page.contains(title), "{accept}: {page}");
            assert!(!page.contains("Not found"), "{accept}: {page}");
        }
        pages_on(&service, GUILD, true).await;
        assert_eq!(site.status(&format!("/s/{}/leaderboards/rummy", OTHER.0)).await, StatusCode::NOT_FOUND);
        assert_eq!(site.status("/s/42").await, StatusCode::SEE_OTHER);

        // The leaderboard: the rows of the same query as Discord's, names escaped, no ids.
        let html = site.page(&board).await;
        let at = LeaderboardPage { game: GameKind::Rummy, by: Ranking::NetChips, period: Period::AllTime, page: 0 };
        let view = service.leaderboard_view(GUILD, None, at).await.unwrap();
        assert_eq!(view.rows.len(), 2, "Alice and Bob, both down their stake");
        for row in &view.rows {
            let name = if row.player_id == ALICE { "Alice &lt;b&gt;" } else { "Bob" };
            assert!(html.contains(&row_html(row, name, Ranking::NetChips)), "{name} in {html}");
        }
        assert!(html.contains("Computer players") && html.contains("🤖 Computer"), "{html}");
        assert_eq!(html.matches(&ALICE.0.to_string()).count(), 1, "Alice's id only in her profile's link");
        assert!(!html.contains("Alice <b>"), "names are escaped");
        for (code, present) in [("rating", true), ("rummies", true), ("ruminos", false)] {
            assert_eq!(html.contains(&format!("by={code}&amp;")), present, "ranking {code}");
        }
        assert_eq!(site.status(&format!("{board}?by=nothing")).await, StatusCode::NOT_FOUND);
        assert_eq!(site.status(&format!("/s/{}/leaderboards/chess", GUILD.0)).await, StatusCode::NOT_FOUND);

        // A profile: the statistics of /rumino stats, the last games linked to their replays.
        let profile = site.page(&format!("/s/{}/players/{}?game=rummy", GUILD.0, BOB.0)).await;
        assert!(profile.contains("Bob"), "{profile}");
        assert!(profile.contains(&format!("/s/{}/games/{}-1", GUILD.0, finished.0)), "{profile}");
        assert!(profile.contains("forfeited"), "{profile}");
        assert_eq!(site.status(&format!("/s/{}/players/999", GUILD.0)).await, StatusCode::NOT_FOUND);

        // The finished game: steps, the picture of each, and its JSON.
        let game = format!("/s/{}/games/{}-1", GUILD.0, finished.0);
        let first = site.page(&game).await;
        assert!(first.contains("Step 1 of"), "{first}");
        assert!(first.contains(&format!("{game}/steps/0/table.png")), "{first}");
        assert!(first.contains(" alt=\""), "the picture says what it shows");
        let last = site.page(&format!("{game}?step=100000")).await;
        assert!(!last.contains("data-key=\"next\""), "no step after the last");
        let png = site.get(&format!("{game}/steps/0/table.png")).await;
        assert_eq!(png.headers()[header::CONTENT_TYPE], "image/png");
        assert!(png.bytes().await.unwrap().starts_with(b"\x89PNG"));
        let export: serde_json::Value = site.get(&format!("{game}/export.json")).await.json().await.unwrap();
        assert_eq!(export["game"], "rummy");
        assert_eq!(export["seats"][1]["name"], "Bob");
        let actions = export["actions"].as_array().unwrap();
        assert_eq!(actions.first().unwrap()["action"]["cmd"], "start");
        assert_eq!(actions.last().unwrap()["action"]["cmd"], "leave");

        // A game still being played shows nothing: no step, no picture, no JSON.
        let live = format!("/s/{}/games/{}-1", GUILD.0, running.0);
        for path in [live.clone(), format!("{live}/steps/0/table.png"), format!("{live}/export.json")] {
            assert_eq!(site.status(&path).await, StatusCode::NOT_FOUND, "{path}");
        }

        // A shared game opens by its token, pages on or off, and is never kept by a cache.
        let token = service.store().share_token(finished, 1).await.unwrap();
        assert_eq!(service.store().share_token(finished, 1).await.unwrap(), token, "one token a game");
        pages_on(&service, GUILD, false).await;
        assert_eq!(site.status(&game).await, StatusCode::NOT_FOUND);
        let shared = site.get(&format!("/g/{token}")).await;
        assert_eq!(shared.status(), StatusCode::OK);
        assert_eq!(shared.headers()[header::CACHE_CONTROL], "private, no-store");
        assert!(shared.text().await.unwrap().contains("Step 1 of"));
        assert_eq!(site.status(&format!("/g/{token}/steps/0/table.png")).await, StatusCode::OK);
        for bad in ["/g/abc", "/g/aaaaaaaaaaaaaaaaaaaaaaaaaa"] {
            assert_eq!(site.status(bad).await, StatusCode::NOT_FOUND, "{bad}");
        }
        pages_on(&service, GUILD, true).await;

        // A tournament's page: its standings and every round, each played table a replay.
        let t = knockout_played(&tournaments, &places).await;
        let page = site.page(&format!("/s/{}/tournaments/{}", t.new.guild.0, t.id.0)).await;
        assert!(page.contains("Standings") && page.contains("Round 2"), "{page}");
        let replay = t.tables.iter().find_map(|x| x.table).unwrap();
        assert!(page.contains(&format!("/games/{}-1", replay.0)), "{page}");

        // Every page: the headers of a public site.
        let response = site.get(&board).await;
        let headers = response.headers();
        assert!(headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap().contains("default-src 'none'"));
        assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        assert_eq!(headers[header::REFERRER_POLICY], "no-referrer");
        assert_eq!(headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
        assert_eq!(site.get("/nothing").await.headers()[header::CACHE_CONTROL], "no-store");

        // Too fast: told to wait, then served again.
        let mut limited = None;
        for _ in 0..200 {
            let r = site.get("/style.css").await;
            if r.status() == StatusCode::TOO_MANY_REQUESTS {
                limited = Some(r);
                break;
            }
        }
        let limited = limited.expect("a burst is limited");
        let wait: u64 = limited.headers()[header::RETRY_AFTER].to_str().unwrap().parse().unwrap();
        assert!((1..=5).contains(&wait), "{wait}");
        let served = tokio::time::timeout(Duration::from_secs(wait + 5), async {
            while site.status("/style.css").await != StatusCode::OK {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
        served.await.expect("served again once the client slows down");
    }
}
