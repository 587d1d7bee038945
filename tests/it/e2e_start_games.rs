//! End-to-end: each game opens through its own `/rumino start <game>`, with only its
//! own options, each declared once. Every option set to something other than its default shows
//! in the table (title, footer, seats) and is stored with the table; another game's option is
//! not even registered under the subcommand, so no Discord client can send it; a value outside
//! the game's own range is stopped by the registered schema, and when forged it is answered
//! with the option's name and range. Nothing is written by a refusal.

use crate::support::{harness::Harness, standin::*};
use serde_json::{json, Value};

/// One game: its subcommand, every option at a non-default value, what the table message then
/// says, another game's option, and a value beyond its own range with the refusal it gets.
struct Game {
    sub: &'static str,
    options: Value,
    says: &'static [&'static str],
    foreign: Value,
    beyond: Value,
    refusal: &'static str,
}

fn games() -> Vec<Game> {
    vec![
        Game {
            sub: "rumino",
            options: json!({"stake": 20, "knock_limit": 9, "ace_high": true,
                "undercut_penalty": true, "seats": 3, "turn_seconds": 200, "rebuy_seconds": 90,
                "bots": 1, "bot_level": "hard"}),
            says: &[
                "stake 20",
                "knock at 9 or less",
                "Q-K-A allowed",
                "+10 to a knocker not strictly lowest",
                "(hard)",
            ],
            foreign: json!({"target": 100}),
            beyond: json!({"knock_limit": 31}),
            refusal: "`knock_limit` must be a whole number from 1 to 30",
        },
        Game {
            sub: "rummy",
            options: json!({"stake": 15, "target": 200, "hands": 4, "ace_high": true,
                "discard_must_meld": true, "must_discard_to_go_out": true, "seats": 5,
                "turn_seconds": 60, "bots": 2, "bot_level": "easy"}),
            says: &[
                "stake 15",
                "4 hands",
                "Q-K-A allowed, aces 15",
                "discard taken only to meld",
                "go out with a discard",
                "(easy)",
            ],
            foreign: json!({"knock_limit": 5}),
            beyond: json!({"target": 40}),
            refusal: "`target` must be a whole number from 50 to 1,000",
        },
        Game {
            sub: "ramino",
            options: json!({"stake": 5, "target": 20, "pack": "german", "suit_names": "italian",
                "seats": 3, "turn_seconds": 300, "bots": 1, "bot_level": "hard"}),
            // The German pack shows its own suits (T22): suit names are not said.
            says: &["stake 5", "to 20 points", "German 36 cards"],
            foreign: json!({"poker": "betting"}),
            beyond: json!({"seats": 5}),
            refusal: "`seats` must be a whole number from 2 to 4",
        },
        Game {
            sub: "ramino",
            options: json!({"suit_names": "italian", "seats": 2, "bots": 1}),
            says: &["Italian 40 cards", "Italian suit names"],
            foreign: json!({"hands": 3}),
            beyond: json!({"target": 101}),
            refusal: "`target` must be a whole number from 1 to 100",
        },
        Game {
            sub: "rummoli",
            options: json!({"buy_in": 50, "hands": 3, "poker": "betting", "seats": 8,
                "turn_seconds": 45, "bots": 7, "bot_level": "easy"}),
            says: &["3 hands", "poker: betting", "(easy)"],
            foreign: json!({"stake": 10}),
            beyond: json!({"buy_in": 8}),
            refusal: "`buy_in` must be a whole number from 9 to 1,000,000",
        },
        Game {
            sub: "rumminy",
            options: json!({"stake": 7, "initial_meld": 30, "seats": 3,
                "turn_seconds": 600, "bots": 2, "bot_level": "hard"}),
            // `rated` is the server's choice per game (`/rumino-settings`), on by default.
            says: &["stake 7", "initial meld 30 points", "rated"],
            foreign: json!({"rated": false}),
            beyond: json!({"initial_meld": 101}),
            refusal: "`initial_meld` must be a whole number from 0 to 100",
        },
    ]
}

/// The options stored with the one open table.
async fn stored_options(h: &Harness) -> Value {
    let open = h.store().await.open_tables().await.unwrap();
    assert_eq!(open.len(), 1, "one open table");
    let params: Value = serde_json::from_str(&open[0].options).unwrap();
    params["options"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_opens_with_its_own_options_and_refuses_the_rest() {
    let h = Harness::start().await;
    let s = &h.standin;
    for game in games() {
        let start = format!("start {}", game.sub);
        // Another game's option is not registered here: no client can send it...
        let why = s.client_refusal(CHANNEL_ID, "rumino", &start, &game.foreign);
        assert!(
            why.is_some_and(|w| w.contains("has no option")),
            "{}",
            game.sub
        );
        // ...and, forged, it is named, with the options this game has.
        let r = s
            .forged_slash(ALICE, CHANNEL_ID, "rumino", &start, game.foreign, "en-US")
            .reply()
            .await;
        assert!(
            r.is_ephemeral() && r.text().contains("has no option"),
            "{}",
            r.text()
        );
        // A value beyond this game's range is stopped by the schema, and named when forged.
        assert!(
            s.client_refusal(CHANNEL_ID, "rumino", &start, &game.beyond)
                .is_some(),
            "{}",
            game.sub
        );
        let r = s
            .forged_slash(ALICE, CHANNEL_ID, "rumino", &start, game.beyond, "en-US")
            .reply()
            .await;
        assert!(
            r.is_ephemeral() && r.text().contains(game.refusal),
            "{}",
            r.text()
        );
        assert!(
            h.store().await.open_tables().await.unwrap().is_empty(),
            "a refusal opened a table"
        );
        // Every option at a non-default value: the table says each one, with the computer
        // players asked for seated.
        let bots = game.options["bots"].as_u64().unwrap() as usize;
        let table = s
            .slash(
                ALICE,
                CHANNEL_ID,
                "rumino",
                &start,
                game.options.clone(),
                "en-US",
            )
            .reply()
            .await;
        assert!(
            table.button("Join").is_some(),
            "{}: {}",
            game.sub,
            table.text()
        );
        s.wait_message(std::time::Duration::from_secs(30), |m| {
            m.id == table.id
                && game.says.iter().all(|said| m.text().contains(said))
                && m.text().matches("🤖 Computer").count() == bots
        })
        .await
        .unwrap_or_else(|| panic!("{}: {}", game.sub, h.table(table.id).text()));
        // ...and the table keeps every value given.
        let stored = stored_options(&h).await;
        for (name, value) in game.options.as_object().unwrap() {
            let kept = match name.as_str() {
                "seats" | "turn_seconds" | "rebuy_seconds" => &stored[name],
                "bot_level" => &stored["computer_level"],
                "bots" => continue,
                _ => &stored["game"][name],
            };
            assert_eq!(kept, value, "{}: {name} in {stored}", game.sub);
        }
        h.rumino(ALICE, "cancel", json!({})).await;
    }
    let report = h.store().await.check().await.unwrap();
    assert!(report.is_ok(), "{report:?}");
    s.assert_no_violations();
}

/// The bot registers its commands in the catalogue's languages too: a Spanish, French or German
/// client lists `/rumino start rummy` and its options in its own words, as `locales/` says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_in_spanish_french_and_german() {
    let h = Harness::start().await;
    let commands = h.standin.registered_commands();
    let rumino = commands.iter().find(|c| c["name"] == "rumino").unwrap();
    let option = |node: &Value, name: &str| -> Value {
        let options = node["options"].as_array().unwrap();
        options.iter().find(|o| o["name"] == name).unwrap().clone()
    };
    let start = option(rumino, "start");
    let rummy = option(&start, "rummy");
    for (node, id) in [
        (&start, "cmd--rumino--start"),
        (&rummy, "cmd--rumino--start--rummy"),
    ] {
        for (locale, file) in [
            ("es-ES", "es"),
            ("es-419", "es"),
            ("fr", "fr"),
            ("de", "de"),
        ] {
            let ftl = std::fs::read_to_string(format!(
                "{}/locales/{file}/commands.ftl",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap();
            let line = ftl
                .lines()
                .find(|l| l.starts_with(&format!("{id} = ")))
                .unwrap();
            let name = line.split(" = ").nth(1).unwrap();
            assert_eq!(node["name_localizations"][locale], name, "{locale} {id}");
            assert!(node["description_localizations"][locale].is_string());
        }
        assert!(
            node["name_localizations"]["it"].is_string(),
            "Italian as before"
        );
    }
    h.standin.assert_no_violations();
}
