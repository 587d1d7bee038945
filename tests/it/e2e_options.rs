//! End-to-end: option values no Discord client should send (out of the registered range, an
//! unknown choice, the wrong kind of value, an option or command that does not exist), sent to
//! the real `rumino run` binary through the local Discord stand-in, for every command that takes
//! options. Each gets a private answer within Discord's 3 s, naming the option and what it takes,
//! in the player's language, and nothing is written anywhere.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use rumino::ids::GuildId;
use serde_json::{json, Value};
use sqlx::{Connection, Row};

/// Discord's window for the initial response.
const WINDOW: Duration = Duration::from_secs(3);
const GUILD: GuildId = GuildId(GUILD_ID as i64);

/// One bad invocation and what its answer must say.
struct Case {
    user: u64,
    sub: &'static str,
    options: Value,
    locale: &'static str,
    says: &'static str,
}

fn case(sub: &'static str, options: Value, says: &'static str) -> Case {
    Case {
        user: ALICE,
        sub,
        options,
        locale: "en-US",
        says,
    }
}

fn italian(sub: &'static str, options: Value, says: &'static str) -> Case {
    Case {
        locale: "it",
        ..case(sub, options, says)
    }
}

/// An option with an explicit Discord type, as a client that ignores the registration sends it.
fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!([{"name": name, "type": kind, "value": value}])
}

const SEATS: &str = "`seats` must be a whole number from 2 to 6. Nothing was changed.";
const BY: &str = "`by` must be one of `net chips won`, `games won`, `win rate`, `gins (Rumino)`, `ruminos (Rumino)`, `biggest payout`, `rebuys survived`, `hands won (Rummy, Tuscan Ramino)`, `rummies (Rummy)`, `ramini (Tuscan Ramino)`, `rating`, `chip balance (server)`. Nothing was changed.";
const PLAYER: &str = "`player` must be a member of this server, picked from the list.";

/// Every table's rows, as text: equal before and after means nothing was written.
async fn database_contents(db: &str) -> Vec<(String, String)> {
    let mut conn = sqlx::SqliteConnection::connect(db).await.unwrap();
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let mut out = Vec::new();
    for table in tables {
        let columns: Vec<String> =
            sqlx::query_scalar("SELECT name FROM pragma_table_info(?) ORDER BY cid")
                .bind(&table)
                .fetch_all(&mut conn)
                .await
                .unwrap();
        let row = columns
            .iter()
            .map(|c| format!("quote(\"{c}\")"))
            .collect::<Vec<_>>()
            .join(" || ',' || ");
        let sql =
            format!("SELECT count(*), coalesce(group_concat({row}, '|'), '') FROM \"{table}\"");
        let r = sqlx::query(&sql).fetch_one(&mut conn).await.unwrap();
        let count: i64 = r.get(0);
        let rows: String = r.get(1);
        out.push((table, format!("{count}: {rows}")));
    }
    out
}

/// Sends every case and checks its answer: an ephemeral message (type 4) within 3 s that says
/// what the case expects.
async fn expect_refusals(h: &Harness, cases: &[Case]) {
    for c in cases {
        // `settings <game>` is `/rumino-settings <game>`; the rest are `/rumino`'s.
        let (command, sub) = match c.sub.strip_prefix("settings ") {
            Some(rest) => ("rumino-settings", rest),
            None => ("rumino", c.sub),
        };
        let what = format!("/{command} {sub} {} ({})", c.options, c.locale);
        // No Discord client sends these: they are forged.
        let i = h.standin.forged_slash(
            c.user,
            CHANNEL_ID,
            command,
            sub,
            c.options.clone(),
            c.locale,
        );
        let Some(cb) = i.response_within(WINDOW).await else {
            panic!("{what}: no answer within 3 s\n{}", h.bot.log());
        };
        assert!(
            cb.latency < WINDOW,
            "{what}: answered after {:?}",
            cb.latency
        );
        assert_eq!(cb.kind, 4, "{what}: {:?}", cb.data);
        assert!(cb.is_ephemeral(), "{what}: public answer {:?}", cb.data);
        assert!(
            cb.content().contains(c.says),
            "{what}: {:?} does not say {:?}",
            cb.content(),
            c.says
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn table_commands_refuse_bad_options_in_time_and_change_nothing() {
    let h = Harness::start().await;
    let before = database_contents(&h.db).await;
    let cases = [
        // Out of the registered range: beyond the Rust type (poise cannot parse it), and within
        // the type but beyond what was registered (poise would have run the command).
        case("start rumino", opt("seats", 4, json!(-354)), SEATS),
        case("start rumino", json!({"seats": 9}), SEATS),
        case(
            "start rumino",
            json!({"stake": 5_000_000}),
            "`stake` must be a whole number from 0 to 1,000,000.",
        ),
        case(
            "start rumino",
            json!({"turn_seconds": 5}),
            "`turn_seconds` must be a whole number from 15 to 604,800.",
        ),
        case(
            "start rumino",
            json!({"bots": 200}),
            "`bots` must be a whole number from 0 to 5.",
        ),
        case(
            "start rumino",
            json!({"knock_limit": 65535}),
            "`knock_limit` must be a whole number from 1 to 30.",
        ),
        italian(
            "start rumino",
            opt("seats", 4, json!(-354)),
            "`posti` deve essere un numero intero da 2 a 6. Non è stato cambiato nulla.",
        ),
        // An unknown choice, in the player's language.
        case(
            "start rumino",
            json!({"bot_level": 7}),
            "`bot_level` must be one of `easy`, `normal`, `hard`.",
        ),
        italian(
            "start rumino",
            json!({"bot_level": 7}),
            "`livello_computer` deve essere uno tra `facile`, `normale`, `difficile`.",
        ),
        // The wrong kind of value: one serenity reads (a string option) and ones it cannot read
        // at all (text or a fraction in an integer option), answered from the raw event.
        case("start rumino", opt("seats", 3, json!("four")), SEATS),
        case("start rumino", opt("seats", 4, json!("four")), SEATS),
        case("start rumino", opt("seats", 4, json!(2.5)), SEATS),
        case(
            "start rumino",
            opt("ace_high", 4, json!(1)),
            "`ace_high` must be True or False.",
        ),
        case(
            "start rumino",
            opt("bot_level", 3, json!("expert")),
            "`bot_level` must be one of `easy`, `normal`, `hard`.",
        ),
        italian(
            "start rumino",
            opt("ace_high", 3, json!("sì")),
            "`asso_alto` deve essere Vero o Falso.",
        ),
        // Options and commands that do not exist.
        case(
            "start rumino",
            json!({"jokers": 4}),
            "`/rumino start rumino` has no option `jokers`; its options are `stake`, `knock_limit`, `ace_high`",
        ),
        case(
            "hand",
            json!({"seats": 4}),
            "`/rumino hand` takes no options, yet `seats` was given.",
        ),
        case(
            "deal",
            json!({}),
            "I do not know the command `/rumino deal`",
        ),
        case("", json!({}), "`/rumino` needs one of `start`, `hand`"),
    ];
    expect_refusals(&h, &cases).await;
    assert!(
        h.standin.channel_messages(CHANNEL_ID).is_empty(),
        "a refused /rumino start showed a table"
    );
    let store = h.store().await;
    assert!(store.open_tables().await.unwrap().is_empty());
    assert_eq!(database_contents(&h.db).await, before);
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn community_commands_refuse_bad_options_in_time_and_change_nothing() {
    let h = Harness::start().await;
    let before = database_contents(&h.db).await;
    let erin = |sub, options, says| Case {
        user: ERIN,
        ..case(sub, options, says)
    };
    let cases = [
        // leaderboard: unknown choices, and a choice given as its name instead of its index.
        case("leaderboard", json!({"by": 99}), BY),
        case("leaderboard", opt("by", 4, json!(-1)), BY),
        case("leaderboard", opt("by", 3, json!("chips")), BY),
        case("leaderboard", json!({"period": 3}), "`period` must be one of `all time`, `this month (UTC)`, `this week (UTC)`."),
        italian("leaderboard", json!({"by": 99}), "`by` deve essere uno tra `fiches nette vinte`, `partite vinte`,"),
        // stats and history take a user: a number, or an id Discord did not resolve.
        case("stats", opt("player", 4, json!(5)), PLAYER),
        case("stats", opt("player", 3, json!("Bob")), PLAYER),
        case("history", opt("player", 6, json!("nobody")), PLAYER),
        italian("history", opt("player", 4, json!(5)), "`player` deve essere un membro di questo server, scelto dall'elenco."),
        // settings (asked by Erin, who may change them): out of the registered range, unknown
        // choices, wrong kinds.
        erin("settings rumino", opt("knock_limit", 4, json!(70_000)), "`knock_limit` must be a whole number from 1 to 30."),
        erin("settings rumino", opt("seats", 4, json!(-1)), "`seats` must be a whole number from 2 to 6."),
        erin("settings server", json!({"computers_in_rankings": 5}), "`computers_in_rankings` must be one of `ranked separately`, `not ranked`."),
        erin("settings server", opt("this_channel", 3, json!("allow tables here")), "`this_channel` must be one of `allow tables here`, `no tables here`, `tables in every channel`."),
        erin("settings rumino", opt("ace_high", 3, json!("yes")), "`ace_high` must be True or False."),
        erin("settings server", opt("daily_grant", 4, json!("lots")), "`daily_grant` must be a whole number from 1 to 1,000,000."),
        // Far beyond the registered range.
        erin("settings rumino", json!({"knock_limit": 65535}), "`knock_limit` must be a whole number from 1 to 30. Nothing was changed."),
        Case {
            user: ERIN,
            ..italian("settings rumino", json!({"knock_limit": 65535, "stake": 500}), "`limite_bussata` deve essere un numero intero da 1 a 30. Non è stato cambiato nulla.")
        },
        // Whoever asks: a value out of the registered range is refused first; one in range meets
        // the permission check.
        case("settings rumino", opt("knock_limit", 4, json!(70_000)), "`knock_limit` must be a whole number from 1 to 30."),
        case("settings rumino", json!({"knock_limit": 20}), "Manage Server"),
    ];
    expect_refusals(&h, &cases).await;
    let store = h.store().await;
    assert_eq!(store.server_settings(GUILD).await.unwrap(), None);
    assert_eq!(database_contents(&h.db).await, before);
    h.standin.assert_no_violations();
}
