//! The store's side paths beside commits: one open table per channel, open tables and the actions
//! after a seq, accounts with grants and the daily claim, server settings, and the log and ledger
//! kept append-only; on both engines.

use crate::store_fixtures::*;
use rumino::ids::{ChannelId, PlayerId, TableId};
use rumino::store::{DailyClaim, GrantKind, Store, StoreError, TableStatus};

crate::both_engines! {
    async fn one_open_table_per_channel(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let first = store.create_table(&new_table(7)).await.unwrap();
        let err = store.create_table(&new_table(7)).await.unwrap_err();
        assert!(
            matches!(err, StoreError::ChannelBusy { channel_id: ChannelId(7), table_id } if table_id == first),
            "{err:?}"
        );
        assert_eq!(
            store.open_table_in(ChannelId(7)).await.unwrap().unwrap().id,
            first
        );
        let mut close = bare(first, 1);
        close.status = TableStatus::Closed;
        store.commit(&close).await.unwrap();
        let second = store.create_table(&new_table(7)).await.unwrap();
        assert_ne!(second, first);
        store
            .set_aside(second, "log does not replay at seq 3")
            .await
            .unwrap();
        let aside = store.table(second).await.unwrap().unwrap();
        assert_eq!(aside.status, TableStatus::SetAside);
        assert_eq!(
            aside.set_aside_reason.as_deref(),
            Some("log does not replay at seq 3")
        );
        store.create_table(&new_table(7)).await.unwrap();
    }
}

crate::both_engines! {
    async fn open_tables_and_actions_after_seq(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let a = store.create_table(&new_table(1)).await.unwrap();
        let b = store.create_table(&new_table(2)).await.unwrap();
        let c = store.create_table(&new_table(3)).await.unwrap();
        for seq in 1..=5 {
            store.commit(&bare(a, seq)).await.unwrap();
        }
        let mut close = bare(b, 1);
        close.status = TableStatus::Closed;
        store.commit(&close).await.unwrap();
        store.set_message_id(c, Some(555)).await.unwrap();
        let open = store.open_tables().await.unwrap();
        assert_eq!(open.iter().map(|t| t.id).collect::<Vec<_>>(), vec![a, c]);
        assert_eq!((open[0].version, open[0].snapshot_seq), (5, 5));
        assert_eq!(open[1].message_id, Some(555));
        let tail = store.actions(a, 3).await.unwrap();
        assert_eq!(tail.iter().map(|x| x.seq).collect::<Vec<_>>(), vec![4, 5]);
        assert!(store.actions(a, 5).await.unwrap().is_empty());
        assert!(matches!(
            store.set_message_id(TableId(99), None).await,
            Err(StoreError::NoSuchTable(_))
        ));
    }
}

crate::both_engines! {
    async fn accounts_grants_and_daily(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let p = PlayerId(5);
        assert_eq!(store.balance(GUILD, p).await.unwrap(), None);
        assert!(matches!(
            store.grant(GUILD, p, 10, GrantKind::Grant).await,
            Err(StoreError::NoSuchAccount { .. })
        ));
        // Many racing first-time calls create one account with one grant.
        let handles: Vec<_> = (0..16)
            .map(|_| {
                let s = store.clone();
                tokio::spawn(async move { s.ensure_account(GUILD, p, 1000).await.unwrap() })
            })
            .collect();
        for h in handles {
            assert_eq!(h.await.unwrap(), 1000);
        }
        assert_eq!(store.ensure_account(GUILD, p, 5).await.unwrap(), 1000);
        assert_eq!(
            store.grant(GUILD, p, 250, GrantKind::Grant).await.unwrap(),
            1250
        );
        assert!(matches!(
            store.grant(GUILD, p, 0, GrantKind::Grant).await,
            Err(StoreError::Invalid(_))
        ));
        assert_eq!(
            store.claim_daily(GUILD, p, 100, 3_600_000).await.unwrap(),
            DailyClaim::Granted { balance: 1350 }
        );
        assert!(matches!(
            store.claim_daily(GUILD, p, 100, 3_600_000).await.unwrap(),
            DailyClaim::NotYet { .. }
        ));
        assert_eq!(
            store
                .ensure_account(GUILD, PlayerId(-3), 500)
                .await
                .unwrap(),
            500
        );
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
        assert_eq!(report.stats.ledger_entries, 4);
    }
}

crate::both_engines! {
    async fn server_settings_round_trip(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        assert_eq!(store.server_settings(GUILD).await.unwrap(), None);
        store
            .set_server_settings(GUILD, "{\"starting_chips\":500}")
            .await
            .unwrap();
        store
            .set_server_settings(GUILD, "{\"starting_chips\":700}")
            .await
            .unwrap();
        assert_eq!(
            store.server_settings(GUILD).await.unwrap().as_deref(),
            Some("{\"starting_chips\":700}")
        );
        assert!(matches!(
            store.set_server_settings(GUILD, "nope").await,
            Err(StoreError::Invalid(_))
        ));
    }
}

crate::both_engines! {
    async fn the_log_and_ledger_are_append_only(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        store.ensure_account(GUILD, PlayerId(1), 10).await.unwrap();
        let t = store.create_table(&new_table(1)).await.unwrap();
        store.commit(&bare(t, 1)).await.unwrap();
        for sql in [
            "UPDATE actions SET payload = '{}'",
            "DELETE FROM actions",
            "UPDATE ledger SET amount = 1",
            "DELETE FROM ledger",
        ] {
            let err = db.execute(sql).await.unwrap_err();
            assert!(err.to_string().contains("append-only"), "{sql}: {err}");
        }
    }
}

crate::both_engines! {
    /// Most actions carry no snapshot: the log grows, the snapshot stays at the last action that
    /// carried one, and the table's status cannot change without one.
    async fn actions_without_a_snapshot_only_grow_the_log(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let t = store.create_table(&new_table(1)).await.unwrap();
        store.commit(&bare(t, 1)).await.unwrap();
        for seq in 2..=4 {
            let mut c = bare(t, seq);
            c.snapshot = None;
            store.commit(&c).await.unwrap();
        }
        let table = store.table(t).await.unwrap().unwrap();
        assert_eq!((table.version, table.snapshot_seq), (4, 1));
        assert_eq!(table.snapshot, snapshot(1, 200));

        // A repeat and a gap are refused without a snapshot too.
        for seq in [4, 6] {
            let mut c = bare(t, seq);
            c.snapshot = None;
            let err = store.commit(&c).await.unwrap_err();
            assert!(
                matches!(err, StoreError::Conflict { seq: s, .. } if s == seq),
                "{err:?}"
            );
        }

        let mut close = bare(t, 5);
        close.status = TableStatus::Closed;
        close.snapshot = None;
        let err = store.commit(&close).await.unwrap_err();
        assert!(
            matches!(&err, StoreError::Invalid(m) if m.contains("without a snapshot")),
            "{err:?}"
        );
        let table = store.table(t).await.unwrap().unwrap();
        assert_eq!((table.version, table.status), (4, TableStatus::Open));

        close.snapshot = Some(snapshot(5, 200));
        store.commit(&close).await.unwrap();
        let table = store.table(t).await.unwrap().unwrap();
        assert_eq!(
            (table.version, table.snapshot_seq, table.status),
            (5, 5, TableStatus::Closed)
        );
    }
}
