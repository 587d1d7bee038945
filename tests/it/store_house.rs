//! Computer players play on the house: a stake or rebuy the computer's account cannot cover is
//! covered, in the same statement, by a grant for the difference; a person's overdraft is still
//! refused. Many tables taking one computer's stake in one group commit all go through (the race
//! that made `rumino simulate` fail with "You need 100 chips… claim your daily chips"). On both
//! engines.

use crate::store_fixtures::*;
use crate::support::engines::TestDb;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{LedgerKind, StoreError};

/// Two computer players, as `rumino simulate` seats them at every table.
const COMPUTERS: [i64; 2] = [-201, -301];

/// The ledger's grants, as (player, table, seq, amount), in order.
async fn grants(db: &TestDb) -> Vec<(i64, Option<i64>, Option<i64>, i64)> {
    let rows = db
        .rows(
            "SELECT player_id, table_id, seq, amount FROM ledger WHERE kind = 'grant' ORDER BY id",
        )
        .await;
    let field = |f: &str| {
        f.strip_prefix("Some(")
            .map(|v| v.trim_end_matches(')').parse().unwrap())
    };
    rows.iter()
        .map(|row| {
            let f: Vec<&str> = row.split('|').collect();
            (
                field(f[0]).unwrap(),
                field(f[1]),
                field(f[2]),
                field(f[3]).unwrap(),
            )
        })
        .collect()
}

crate::both_engines! {
async fn a_computers_stake_and_rebuy_are_covered_and_a_persons_overdraft_is_not(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    store
        .ensure_account(GUILD, PlayerId(1), 1000)
        .await
        .unwrap();
    store
        .ensure_account(GUILD, PlayerId(-201), 30)
        .await
        .unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    // The computer holds 30 of its 100 stake: the house grants the other 70.
    store
        .commit(&start_game(t, 1, 1, 100, &[1, -201]))
        .await
        .unwrap();
    assert_eq!(store.balance(GUILD, PlayerId(-201)).await.unwrap(), Some(0));
    let mut rebuy = bare(t, 2);
    rebuy.ledger.push(entry(-201, 1, LedgerKind::Rebuy, 250));
    store.commit(&rebuy).await.unwrap();
    assert_eq!(store.game_pool(t, 1).await.unwrap(), Some(450));
    // Each grant names the table and the action it covered.
    assert_eq!(
        grants(&db).await,
        vec![
            (1, None, None, 1000),
            (-201, None, None, 30),
            (-201, Some(t.0), Some(1), 70),
            (-201, Some(t.0), Some(2), 250),
        ]
    );
    // A person is not covered: the rebuy is refused and nothing is written.
    let mut short = bare(t, 3);
    short.ledger.push(entry(1, 1, LedgerKind::Rebuy, 901));
    match store.commit(&short).await {
        Err(StoreError::InsufficientChips {
            player_id,
            needed,
            available,
        }) => assert_eq!((player_id, needed, available), (PlayerId(1), 901, 900)),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(store.balance(GUILD, PlayerId(1)).await.unwrap(), Some(900));
    assert_eq!(store.table(t).await.unwrap().unwrap().version, 2);
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}

async fn sixteen_tables_take_the_same_computers_stakes_in_one_group_commit(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    for p in COMPUTERS {
        // An account with one stake in it, as the check before a start used to leave it.
        store.ensure_account(GUILD, PlayerId(p), 100).await.unwrap();
    }
    let mut commits = Vec::new();
    for channel in 1..=16 {
        let t: TableId = store.create_table(&new_table(channel)).await.unwrap();
        commits.push(start_game(t, 1, 1, 100, &COMPUTERS));
    }
    for result in store.commit_batch(&commits).await {
        result.unwrap();
    }
    for p in COMPUTERS {
        assert_eq!(store.balance(GUILD, PlayerId(p)).await.unwrap(), Some(0));
    }
    // The first table's stakes were in the accounts; the fifteen others were granted.
    let covered = grants(&db).await.into_iter().filter(|g| g.1.is_some());
    assert_eq!(covered.map(|g| g.3).collect::<Vec<_>>(), vec![100; 30]);
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}

/// When a person's stake is refused beside a computer's, the refusal names the person: the
/// computer's was covered.
async fn a_refusal_beside_a_covered_computer_names_the_person(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    store
        .ensure_account(GUILD, PlayerId(-201), 0)
        .await
        .unwrap();
    store.ensure_account(GUILD, PlayerId(2), 30).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    match store.commit(&start_game(t, 1, 1, 50, &[-201, 2])).await {
        Err(StoreError::InsufficientChips {
            player_id,
            needed,
            available,
        }) => assert_eq!((player_id, needed, available), (PlayerId(2), 50, 30)),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(store.balance(GUILD, PlayerId(-201)).await.unwrap(), Some(0));
}
}
