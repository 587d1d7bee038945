//! The table service's chips: a game cancelled before its first hand refunds every stake (R24),
//! leaving forfeits the pool to the other player (R24), and a computer host without chips is
//! topped up by the house. On both engines.

use std::time::Duration;

use rumino::{
    games::Level,
    ids::ChannelId,
    table::{TableError, TablePhase, TableRequest},
};

use crate::support::service::start_service;
use crate::table_service::{computer, heads_up, quick, ALICE, BOB, GUILD};

crate::both_engines! {
async fn r24_cancel_before_the_first_hand_refunds_every_stake(db: TestDb) {
    let (service, store) = start_service(&db.url, 4).await;
    let table = heads_up(&service, 1).await;
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 990);
    let refused = service
        .send(
            table,
            TableRequest::Cancel {
                by: BOB,
                moderator: false,
            },
            None,
        )
        .await;
    assert!(matches!(refused.unwrap_err(), TableError::NotHost(_)));
    service
        .send(
            table,
            TableRequest::Cancel {
                by: ALICE,
                moderator: false,
            },
            None,
        )
        .await
        .unwrap();
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 1000);
    assert_eq!(service.balance(GUILD, BOB).await.unwrap(), 1000);
    assert!(store.check().await.unwrap().violations.is_empty());
    // The channel is free again (the closed table lets go of it as it shuts down).
    tokio::time::timeout(Duration::from_secs(60), async {
        while service.table_in(ChannelId(1)).is_some() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the channel is freed");
}

async fn r24_leaving_forfeits_and_the_other_player_takes_the_pool(db: TestDb) {
    let (service, store) = start_service(&db.url, 5).await;
    let table = heads_up(&service, 1).await;
    service
        .send(table, TableRequest::Leave { player: BOB }, None)
        .await
        .unwrap();
    let state = service.state(table).unwrap();
    assert_eq!(state.phase, TablePhase::Lobby);
    assert_eq!(state.lobby.len(), 1, "the forfeiting player is unseated");
    assert_eq!(service.balance(GUILD, ALICE).await.unwrap(), 1010);
    assert_eq!(service.balance(GUILD, BOB).await.unwrap(), 990);
    assert!(store.check().await.unwrap().violations.is_empty());
}

async fn a_computer_host_without_chips_is_topped_up_by_the_house(db: TestDb) {
    let (service, store) = start_service(&db.url, 12).await;
    let host = computer(1, Level::Hard);
    store.ensure_account(GUILD, host.player, 0).await.unwrap();
    let table = service
        .open(GUILD, ChannelId(1), host.clone(), quick())
        .await
        .unwrap();
    assert_eq!(table.lobby.len(), 1);
    assert!(
        store.check().await.unwrap().violations.is_empty(),
        "the top-up is a ledger grant"
    );
}
}
