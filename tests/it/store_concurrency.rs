//! Many tasks committing to the same table at once: exactly one commit wins each seq, the others
//! get Conflict, and the log ends up gapless with every winner's action in it exactly once.
//! On both engines.

use std::collections::HashSet;
use std::sync::Arc;

use crate::store_fixtures::*;
use rumino::ids::PlayerId;
use rumino::store::StoreError;
use tokio::sync::Barrier;

const TASKS: usize = 32;

crate::both_engines! {
async fn exactly_one_commit_wins_each_seq(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    let rounds = 40;
    let barrier = Arc::new(Barrier::new(TASKS));
    let mut handles = Vec::new();
    for task in 0..TASKS {
        let (store, barrier) = (store.clone(), barrier.clone());
        handles.push(tokio::spawn(async move {
            let mut won = Vec::new();
            for round in 0..rounds {
                barrier.wait().await;
                let seq = round + 1;
                let mut c = bare(t, seq);
                c.action.actor = Some(PlayerId(task as i64));
                c.action.payload = format!("{{\"task\":{task},\"seq\":{seq}}}");
                match store.commit(&c).await {
                    Ok(()) => won.push(seq),
                    Err(StoreError::Conflict { seq: s, .. }) => assert_eq!(s, seq),
                    Err(e) => panic!("unexpected {e}"),
                }
            }
            won
        }));
    }
    let mut winners_per_seq = vec![0; rounds as usize + 1];
    for h in handles {
        for seq in h.await.unwrap() {
            winners_per_seq[seq as usize] += 1;
        }
    }
    assert!(
        winners_per_seq[1..].iter().all(|&n| n == 1),
        "{winners_per_seq:?}"
    );
    let log = store.actions(t, 0).await.unwrap();
    assert_eq!(
        log.iter().map(|a| a.seq).collect::<Vec<_>>(),
        (1..=rounds).collect::<Vec<_>>()
    );
    assert_eq!(store.table(t).await.unwrap().unwrap().version, rounds);
    assert!(store.check().await.unwrap().is_ok());
}

/// Tasks retrying on conflict (read the version, commit version + 1) until each has landed its
/// share: every landed action is in the log exactly once, with no gap.
async fn retrying_tasks_all_land_in_one_gapless_order(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    let per_task = 10;
    let mut handles = Vec::new();
    for task in 0..TASKS {
        let store = store.clone();
        handles.push(tokio::spawn(async move {
            let mut landed = 0;
            let mut conflicts = 0;
            while landed < per_task {
                let version = store.table(t).await.unwrap().unwrap().version;
                let mut c = bare(t, version + 1);
                c.action.payload = format!("{{\"task\":{task},\"n\":{landed}}}");
                if store.commit(&c).await.is_ok() {
                    landed += 1;
                } else {
                    conflicts += 1;
                }
            }
            conflicts
        }));
    }
    let mut conflicts = 0;
    for h in handles {
        conflicts += h.await.unwrap();
    }
    let log = store.actions(t, 0).await.unwrap();
    let total = (TASKS * per_task) as i64;
    assert_eq!(
        log.iter().map(|a| a.seq).collect::<Vec<_>>(),
        (1..=total).collect::<Vec<_>>()
    );
    let distinct: HashSet<&str> = log.iter().map(|a| a.payload.as_str()).collect();
    assert_eq!(distinct.len(), log.len(), "no action applied twice");
    assert!(conflicts > 0, "the test should have raced");
    assert!(store.check().await.unwrap().is_ok());
}

/// Group commits from many tasks at once, over many tables, interleaved with single commits.
async fn concurrent_batches_and_singles(db: TestDb) {
    let store = rumino::store::Store::open(&db.url).await.unwrap();
    let mut tables = Vec::new();
    for ch in 0..TASKS as i64 {
        tables.push(store.create_table(&new_table(ch)).await.unwrap());
    }
    let mut handles = Vec::new();
    for (i, t) in tables.iter().copied().enumerate() {
        let store = store.clone();
        handles.push(tokio::spawn(async move {
            let mut seq = 1;
            while seq <= 60 {
                if i % 2 == 0 {
                    let batch: Vec<_> = (seq..seq + 6).map(|s| bare(t, s)).collect();
                    assert!(store.commit_batch(&batch).await.iter().all(Result::is_ok));
                    seq += 6;
                } else {
                    store.commit(&bare(t, seq)).await.unwrap();
                    seq += 1;
                }
            }
        }));
    }
    for h in handles {
        h.await.unwrap();
    }
    for t in tables {
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 60);
    }
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    assert_eq!(report.stats.actions, 60 * TASKS as i64);
}
}
