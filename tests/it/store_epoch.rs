//! A table is run by one process: taking it over (`claim_tables_to_resume`) raises its epoch, and a
//! commit with an older epoch is refused with nothing written, so a stalled or overlapping
//! process cannot write after another took the table over. A take-over only takes
//! the servers on the process's shards. On both engines.

use crate::store_fixtures::*;
use rumino::ids::{GuildId, TableId};
use rumino::shards::Shards;
use rumino::store::{Store, StoreError, StoredTable, FIRST_EPOCH};

/// A commit of `table` at `seq` made by a process holding `epoch`.
fn by(table: TableId, seq: i64, epoch: i64) -> rumino::store::Commit {
    let mut c = bare(table, seq);
    c.snapshot = None;
    c.epoch = epoch;
    c
}

/// The tables `shards` takes over, as start-up does (without their tails).
async fn claimed_tables(store: &Store, shards: Shards) -> Vec<StoredTable> {
    let open = store.claim_tables_to_resume(shards).await.unwrap();
    open.into_iter().map(|t| t.table).collect()
}

async fn log_len(store: &Store, table: TableId) -> usize {
    store.actions(table, 0).await.unwrap().len()
}

crate::both_engines! {
async fn a_commit_with_an_older_epoch_is_refused_and_writes_nothing(db: TestDb) {
    let store = Store::open(&db.url).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    store.commit(&by(t, 1, FIRST_EPOCH)).await.unwrap();

    let claimed = claimed_tables(&store, Shards::ALL).await;
    assert_eq!(claimed.len(), 1);
    assert_eq!((claimed[0].id, claimed[0].epoch, claimed[0].version), (t, 1, 1));

    let refused = store.commit(&by(t, 2, FIRST_EPOCH)).await.unwrap_err();
    assert!(matches!(refused, StoreError::LostOwnership(id) if id == t), "{refused:?}");
    assert_eq!(log_len(&store, t).await, 1, "the refused commit wrote nothing");
    // In a group commit too, and the new owner's commit beside it goes through.
    let results = store.commit_batch(&[by(t, 2, 0), by(t, 2, 1)]).await;
    assert!(matches!(results[0], Err(StoreError::LostOwnership(_))), "{results:?}");
    assert!(results[1].is_ok(), "{results:?}");
    assert_eq!(log_len(&store, t).await, 2);
    // A missing table is still named as missing, whatever the epoch.
    let missing = store.commit(&by(TableId(999), 1, 7)).await.unwrap_err();
    assert!(matches!(missing, StoreError::NoSuchTable(_)), "{missing:?}");
}
}

crate::both_engines! {
async fn a_take_over_takes_only_the_servers_on_its_shards(db: TestDb) {
    let store = Store::open(&db.url).await.unwrap();
    // Two servers, on shard 0 and shard 1 of 2.
    let even = GuildId(1_180_000_000_000_000_100);
    let odd = GuildId(even.0 + (1 << 22));
    let (zero, one) = (Shards::new(2, 0, 0).unwrap(), Shards::new(2, 1, 1).unwrap());
    assert!(zero.owns(even) != zero.owns(odd) && one.owns(odd) != zero.owns(odd));
    let on = |guild: GuildId, channel: i64| {
        let mut t = new_table(channel);
        t.guild_id = guild;
        t
    };
    for (guild, channel) in [(even, 1), (odd, 2), (even, 3)] {
        store.ensure_account(guild, rumino::ids::PlayerId(1), 1000).await.unwrap();
        store.create_table(&on(guild, channel)).await.unwrap();
    }
    let mine = if zero.owns(even) { zero } else { one };
    let theirs = if mine == zero { one } else { zero };
    let claimed = claimed_tables(&store, mine).await;
    assert_eq!(claimed.len(), 2);
    assert!(claimed.iter().all(|t| t.guild_id == even && t.epoch == 1));
    let other = claimed_tables(&store, theirs).await;
    assert_eq!(other.len(), 1);
    assert!(other[0].guild_id == odd && other[0].epoch == 1, "{other:?}");
    // Taking them again raises the epoch again.
    let again = claimed_tables(&store, Shards::ALL).await;
    assert_eq!(again.iter().map(|t| t.epoch).collect::<Vec<_>>(), [2, 2, 2]);
}
}

crate::both_engines! {
async fn a_process_taking_over_reads_every_action_the_old_owner_committed(db: TestDb) {
    // The old owner commits as fast as it can while a new process takes the table over: every
    // action it got committed is in the log the new owner read, and it commits nothing after.
    let store = Store::open(&db.url).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    let old = store.clone();
    let (started_tx, started) = tokio::sync::oneshot::channel();
    let zombie = tokio::spawn(async move {
        let mut started_tx = Some(started_tx);
        let mut seq = 1;
        loop {
            match old.commit(&by(t, seq, FIRST_EPOCH)).await {
                Ok(()) => seq += 1,
                Err(StoreError::LostOwnership(_)) => return seq - 1,
                Err(e) => panic!("the old owner's commit {seq}: {e}"),
            }
            if seq > 20 {
                if let Some(tx) = started_tx.take() {
                    let _ = tx.send(());
                }
            }
        }
    });
    started.await.unwrap();
    let claimed = claimed_tables(&store, Shards::ALL).await;
    let read = claimed[0].version;
    let last_committed = zombie.await.unwrap();
    assert_eq!(read, last_committed, "the take-over read exactly what the old owner committed");
    assert_eq!(log_len(&store, t).await as i64, read);
    store.commit(&by(t, read + 1, claimed[0].epoch)).await.unwrap();
}
}
