//! The table service on a real SQLite database, driven without Discord, as the table tests do.

use std::{sync::Arc, time::Duration};

use rumino::{
    games::{AnyOptions, Level},
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::Store,
    table::{
        computer_id, computer_seat, Clock, ServiceConfig, TableOptions, TableRequest, TableService,
        TableState,
    },
};

/// The service on the database at `url`, shuffling from `seed` (so a test's deals repeat).
pub async fn start_service(url: &str, seed: u64) -> (TableService, Store) {
    let store = Store::open(url).await.unwrap();
    let config = ServiceConfig {
        rng_seed: Some(seed),
        ..ServiceConfig::default()
    };
    let (service, _) = TableService::start(store.clone(), config, Clock::system())
        .await
        .unwrap();
    (service, store)
}

/// The table's first state that satisfies `f` (within a minute: computer players take turns).
pub async fn wait_for(
    service: &TableService,
    table: TableId,
    f: impl Fn(&TableState) -> bool,
) -> Arc<TableState> {
    let mut watch = service.watch(table).expect("table is open");
    let state = tokio::time::timeout(Duration::from_secs(60), watch.wait_for(|s| f(s)))
        .await
        .expect("in time")
        .expect("open");
    state.clone()
}

/// A table of `game` in `channel` of `guild` where three computer players (easy host `n`, a
/// normal and a hard one) have started a game; returns the table and its host.
pub async fn computers_started(
    service: &TableService,
    guild: GuildId,
    channel: i64,
    n: i64,
    game: AnyOptions,
) -> (TableId, PlayerId) {
    let host = computer_seat(computer_id(Level::Easy, n), Level::Easy).unwrap();
    let options = TableOptions {
        game,
        seats: 3,
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    let table = service
        .open(guild, ChannelId(channel), host.clone(), options)
        .await
        .unwrap()
        .id;
    for level in [Level::Normal, Level::Hard] {
        let add = TableRequest::AddComputer {
            by: host.player,
            level,
        };
        service.send(table, add, None).await.unwrap();
    }
    let start = TableRequest::Start { by: host.player };
    service.send(table, start, None).await.unwrap();
    (table, host.player)
}
