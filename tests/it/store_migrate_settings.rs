//! Games declared once: a database written by the version before (d36f59e, `prev_main_v8.sql`: servers'
//! settings in the old shape, one stake, seats, knock limit… for every game; tables left open
//! mid-game by kill -9) opened by this build. Every row stays as it was, and each server's old
//! settings become each game's defaults, so every game's new tables open exactly as the previous
//! main opened them; the open tables replay.

use rumino::games::{AnyOptions, GameKind, Level};

use rumino::ids::{ChannelId, GuildId};
use rumino::table::{ComputerRanking, ServerSettings, TableOptions};
use serde_json::{json, Value};

use crate::store_migrate::{check_replays, url_of};
use crate::store_migrate_later::migrate_fixture;

const A: GuildId = GuildId(770_000_000_000_000_001);
const B: GuildId = GuildId(770_000_000_000_000_002);
const C: GuildId = GuildId(770_000_000_000_000_003);
const D: GuildId = GuildId(770_000_000_000_000_004);

/// The options the version before opened a table of `kind` with, for a server whose old
/// settings were `old`, before any option given to `/rumino start`: the game's defaults with
/// the server's stake, knock limit, Q-K-A and undercut rules where the game had them (Rummoli
/// kept its buy-in), the server's seats within the game's range, its clocks.
fn as_the_previous_main_opened(kind: GameKind, old: &Value) -> Value {
    let mut game = serde_json::to_value(AnyOptions::default_for(kind)).unwrap();
    let set = |game: &mut Value, name: &str| game[name] = old[name].clone();
    match kind {
        GameKind::Rumino => {
            for name in ["stake", "knock_limit", "ace_high", "undercut_penalty"] {
                set(&mut game, name);
            }
        }
        GameKind::Rummy => {
            set(&mut game, "stake");
            set(&mut game, "ace_high");
        }
        GameKind::Ramino | GameKind::Rumminy => set(&mut game, "stake"),
        GameKind::Rummoli => {}
    }
    let range = kind.seat_range();
    let seats = old["seats"]
        .as_u64()
        .unwrap()
        .clamp(u64::from(*range.start()), u64::from(*range.end()));
    // The rebuy window applies to games with rebuys only (Rumino's R21); others never read it.
    let rebuy = if kind.rebuys() {
        old["rebuy_seconds"].clone()
    } else {
        Value::Null
    };
    json!({
        "game": game,
        "seats": seats,
        "turn_seconds": old["turn_seconds"],
        "rebuy_seconds": rebuy,
    })
}

/// What this build opens a table of `kind` with, for `settings`, in the same terms.
fn as_this_build_opens(kind: GameKind, settings: &ServerSettings) -> Value {
    let options = settings.table_options(kind, TableOptions::default());
    let stored = serde_json::to_value(options).unwrap();
    let rebuy = if kind.rebuys() {
        stored["rebuy_seconds"].clone()
    } else {
        Value::Null
    };
    json!({
        "game": stored["game"],
        "seats": stored["seats"],
        "turn_seconds": stored["turn_seconds"],
        "rebuy_seconds": rebuy,
    })
}

#[tokio::test]
async fn every_servers_settings_of_the_previous_main_are_kept_for_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = migrate_fixture(
        dir.path(),
        include_str!("../fixtures/prev_main_v8.sql"),
        8,
        &["'rumino'", "'rummy'", "'ramino'", "'rummoli'", "'rumminy'"],
        &[],
    )
    .await;
    for guild in [A, B, C, D] {
        let json = store.server_settings(guild).await.unwrap().expect("stored");
        let old: Value = serde_json::from_str(&json).unwrap();
        assert!(old.get("knock_limit").is_some(), "the old shape: {old}");
        let settings: ServerSettings = serde_json::from_str(&json).unwrap();
        assert_eq!(settings.validate(), Ok(()), "{guild:?}");
        for &kind in GameKind::ALL {
            assert_eq!(
                as_this_build_opens(kind, &settings),
                as_the_previous_main_opened(kind, &old),
                "{guild:?} {kind}"
            );
        }
        // The server's own settings, as they were.
        assert_eq!(
            settings.starting_chips,
            old["starting_chips"].as_u64().unwrap()
        );
        assert_eq!(settings.daily_grant, old["daily_grant"].as_u64().unwrap());
        assert_eq!(
            settings.win_rate_min_games,
            old["win_rate_min_games"].as_u64().unwrap() as u32
        );
    }
    // Server A had every field away from its default.
    let json = store.server_settings(A).await.unwrap().unwrap();
    let a: ServerSettings = serde_json::from_str(&json).unwrap();
    assert_eq!(
        a.channels,
        [
            ChannelId(880_000_000_000_000_101),
            ChannelId(880_000_000_000_000_102)
        ]
    );
    assert_eq!(a.computer_delay_ms, Some(500));
    assert_eq!(a.computers_in_rankings, ComputerRanking::Hidden);
    let rumino = a.table_options(GameKind::Rumino, TableOptions::default());
    assert_eq!(
        (rumino.seats, rumino.turn_seconds, rumino.rebuy_seconds),
        (3, 300, 45)
    );
    assert_eq!(rumino.computer_delay_ms, 500);
    assert_eq!(rumino.computer_level, Level::Normal);
    // Server D saved the defaults once: no game has defaults of its own.
    let json = store.server_settings(D).await.unwrap().unwrap();
    let d: ServerSettings = serde_json::from_str(&json).unwrap();
    assert!(d.games.is_empty(), "{:?}", d.games);
    store.close().await;
    // The tables left open mid-game replay on this build.
    check_replays(&url_of(&path), 3);
}
