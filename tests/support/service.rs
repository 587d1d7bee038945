//! The table service on a real SQLite database, driven without Discord, as the table tests do.

use std::{sync::Arc, time::Duration};

use rumino::{
    ids::TableId,
    store::Store,
    table::{Clock, ServiceConfig, TableService, TableState},
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
