//! Commits, on both engines: round trips, the seq guard, overdrafts, chips moving between accounts and pools,
//! and games that end cancelled or finished. Group commits are in `store_commit_batch`, the side
//! paths (channels, accounts, settings, the append-only log) in `store_commit_side_paths`.

use crate::store_fixtures::*;
use crate::support::engines::TestDb;
use rumino::games::GameKind;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{GameStatus, HandRow, LedgerKind, SeatOutcome, Store, StoreError, TableStatus};

/// Every row of every table, as text, to compare whole databases.
pub(crate) async fn dump(db: &TestDb) -> Vec<String> {
    let mut out = Vec::new();
    for (table, order) in [
        ("tables", "id"),
        ("actions", "table_id, seq"),
        ("games", "table_id, game_no"),
        ("seats", "table_id, game_no, seat_no"),
        ("hands", "table_id, game_no, hand_no"),
        ("accounts", "guild_id, player_id"),
        ("ledger", "id"),
        ("stat_buckets", "guild_id, span_ms, bucket, player_id"),
    ] {
        // Ledger rows in order, without their ids: a PostgreSQL sequence does not give back the
        // ids of a refused commit's rows, so ids may skip there.
        let columns = if table == "ledger" {
            "guild_id, player_id, table_id, game_no, seq, kind, amount"
        } else {
            "*"
        };
        let sql = format!("SELECT {columns} FROM {table} ORDER BY {order}");
        for row in db.rows(&sql).await {
            out.push(format!("{table}: {row}"));
        }
    }
    out
}

async fn pool_of(db: &TestDb, table: TableId, game_no: i64) -> i64 {
    db.scalar(&format!(
        "SELECT pool FROM games WHERE table_id = {} AND game_no = {game_no}",
        table.0
    ))
    .await
}

pub(crate) async fn funded(store: &Store, players: &[i64], chips: i64) {
    for p in players {
        store
            .ensure_account(GUILD, PlayerId(*p), chips)
            .await
            .unwrap();
    }
}

/// A store where players 1 and 2 (100 chips each) have put 20 into game 1 of a new table.
async fn game_under_way(db: &TestDb) -> (Store, TableId) {
    let store = Store::open(&db.url).await.expect("open");
    funded(&store, &[1, 2], 100).await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store
        .commit(&start_game(t, 1, 1, 20, &[1, 2]))
        .await
        .unwrap();
    (store, t)
}

crate::both_engines! {
    async fn commit_round_trip(db: TestDb) {
        let store = Store::open(&db.url).await.expect("open");
        funded(&store, &[1, 2], 1000).await;
        let t = store.create_table(&new_table(10)).await.unwrap();
        let mut c = start_game(t, 1, 1, 50, &[1, 2]);
        c.hands.push(HandRow {
            game_no: 1,
            hand_no: 1,
            dealer_seat: 0,
            deck_order: "[3,1,2]".into(),
            ended_by: None,
            result: None,
        });
        store.commit(&c).await.unwrap();

        let table = store.table(t).await.unwrap().unwrap();
        assert_eq!(
            (table.version, table.snapshot_seq, table.status),
            (1, 1, TableStatus::Open)
        );
        assert_eq!(Some(&table.snapshot), c.snapshot.as_ref());
        let actions = store.actions(t, 0).await.unwrap();
        assert_eq!(actions.len(), 1);
        let a = &actions[0];
        assert_eq!(
            (a.seq, a.kind.as_str(), a.actor, a.game_no),
            (1, "start", Some(PlayerId(1)), Some(1))
        );
        assert_eq!(a.payload, c.action.payload);
        assert_eq!(a.created_at, c.now_ms);
        assert_eq!(store.balance(GUILD, PlayerId(1)).await.unwrap(), Some(950));
        assert_eq!(pool_of(&db, t, 1).await, 100);
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
        assert_eq!(report.stats.chips_in_pools, 100);
    }

    async fn wrong_seq_is_a_conflict_and_changes_nothing(db: TestDb) {
        let store = Store::open(&db.url).await.expect("open");
        let t = store.create_table(&new_table(10)).await.unwrap();
        store.commit(&bare(t, 1)).await.unwrap();
        let before = dump(&db).await;
        for seq in [1, 3, 10] {
            let err = store.commit(&bare(t, seq)).await.unwrap_err();
            assert!(
                matches!(err, StoreError::Conflict { table_id, seq: s } if table_id == t && s == seq),
                "{err:?}"
            );
        }
        assert_eq!(dump(&db).await, before);
        store.commit(&bare(t, 2)).await.unwrap();
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 2);
        let err = store.commit(&bare(TableId(999), 1)).await.unwrap_err();
        assert!(
            matches!(err, StoreError::NoSuchTable(TableId(999))),
            "{err:?}"
        );
    }

    async fn overdraft_rolls_back_everything(db: TestDb) {
        let store = Store::open(&db.url).await.expect("open");
        funded(&store, &[1], 1000).await;
        funded(&store, &[2], 30).await;
        let t = store.create_table(&new_table(10)).await.unwrap();
        store.commit(&bare(t, 1)).await.unwrap();
        let before = dump(&db).await;
        let err = store
            .commit(&start_game(t, 2, 1, 50, &[1, 2]))
            .await
            .unwrap_err();
        match err {
            StoreError::InsufficientChips {
                player_id,
                needed,
                available,
            } => {
                assert_eq!((player_id, needed, available), (PlayerId(2), 50, 30));
            }
            other => panic!("expected InsufficientChips, got {other:?}"),
        }
        assert_eq!(
            dump(&db).await,
            before,
            "action, game, seats and player 1's stake all rolled back"
        );
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 1);
        assert_eq!(store.actions(t, 0).await.unwrap().len(), 1);

        let err = store
            .commit(&start_game(t, 2, 1, 10, &[1, 3]))
            .await
            .unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::NoSuchAccount {
                    player_id: PlayerId(3),
                    ..
                }
            ),
            "{err:?}"
        );
        assert_eq!(dump(&db).await, before);
    }

    async fn ledger_moves_chips_between_accounts_and_pools(db: TestDb) {
        let store = Store::open(&db.url).await.expect("open");
        funded(&store, &[1, 2, 3], 1000).await;
        let t = store.create_table(&new_table(10)).await.unwrap();
        store
            .commit(&start_game(t, 1, 1, 100, &[1, 2, 3]))
            .await
            .unwrap();
        assert_eq!(pool_of(&db, t, 1).await, 300);
        let mut rebuy = bare(t, 2);
        rebuy.seats.push(rumino::store::SeatRow {
            rebuys: 1,
            ..seat(1, 2, 3, None)
        });
        rebuy.ledger.push(entry(3, 1, LedgerKind::Rebuy, 100));
        store.commit(&rebuy).await.unwrap();
        assert_eq!(pool_of(&db, t, 1).await, 400);
        assert_eq!(store.balance(GUILD, PlayerId(3)).await.unwrap(), Some(800));

        // A payout larger than the pool is refused whole.
        let greedy = finish_game(t, 3, 1, 100, &[1, 2, 3], 0, 401, 1_700_000_100_000);
        let err = store.commit(&greedy).await.unwrap_err();
        assert!(
            matches!(err, StoreError::Invalid(ref m) if m.contains("exceeds its pool of 400")),
            "{err:?}"
        );
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 2);

        let mut finish = finish_game(t, 3, 1, 100, &[1, 2, 3], 0, 400, 1_700_000_100_000);
        finish.seats[2].rebuys = 1;
        store.commit(&finish).await.unwrap();
        assert_eq!(pool_of(&db, t, 1).await, 0);
        assert_eq!(store.balance(GUILD, PlayerId(1)).await.unwrap(), Some(1300));
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
        assert_eq!(report.stats.chips_in_accounts, 3000);

        let stats = store
            .player_stats(GUILD, GameKind::Rumino, PlayerId(3))
            .await
            .unwrap();
        assert_eq!(
            (stats.games, stats.wins, stats.rebuys, stats.chips_lost),
            (1, 0, 1, 200)
        );
        let history = store
            .history(GUILD, GameKind::Rumino, PlayerId(1), 10)
            .await
            .unwrap();
        assert_eq!(history.len(), 1);
        assert_eq!(
            (history[0].pool, history[0].net_chips, history[0].outcome),
            (400, 300, SeatOutcome::Won)
        );
        assert_eq!(history[0].opponents, vec![PlayerId(2), PlayerId(3)]);

        // The game has ended: nothing about it may change any more.
        let mut late = bare(t, 4);
        late.seats.push(seat(1, 0, 1, Some(SeatOutcome::Lost)));
        let err = store.commit(&late).await.unwrap_err();
        assert!(
            matches!(err, StoreError::GameEnded { game_no: 1, .. }),
            "{err:?}"
        );
        let mut late = bare(t, 4);
        late.ledger.push(entry(1, 1, LedgerKind::Stake, 5));
        let err = store.commit(&late).await.unwrap_err();
        assert!(
            matches!(err, StoreError::GameEnded { game_no: 1, .. }),
            "{err:?}"
        );
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 3);
    }

    async fn cancelled_game_refunds_and_does_not_count(db: TestDb) {
        let (store, t) = game_under_way(&db).await;
        let mut cancel = bare(t, 2);
        cancel
            .games
            .push(game(1, 20, GameStatus::Cancelled, Some(1_700_000_000_500)));
        for (i, p) in [1, 2].iter().enumerate() {
            cancel
                .seats
                .push(seat(1, i as i64, *p, Some(SeatOutcome::Cancelled)));
            cancel.ledger.push(entry(*p, 1, LedgerKind::Refund, 20));
        }
        store.commit(&cancel).await.unwrap();
        assert_eq!(store.balance(GUILD, PlayerId(2)).await.unwrap(), Some(100));
        assert_eq!(
            store
                .player_stats(GUILD, GameKind::Rumino, PlayerId(1))
                .await
                .unwrap()
                .games,
            0
        );
        assert!(store
            .history(GUILD, GameKind::Rumino, PlayerId(1), 5)
            .await
            .unwrap()
            .is_empty());
        assert!(store.check().await.unwrap().is_ok());
    }

    async fn finished_game_needs_every_outcome(db: TestDb) {
        let (store, t) = game_under_way(&db).await;
        let mut c = finish_game(t, 2, 1, 20, &[1, 2], 0, 40, 1_700_000_000_900);
        c.seats[1].outcome = None;
        let err = store.commit(&c).await.unwrap_err();
        assert!(
            matches!(err, StoreError::Invalid(ref m) if m.contains("without an outcome")),
            "{err:?}"
        );
        let mut c = finish_game(t, 2, 1, 20, &[1, 2], 0, 40, 1_700_000_000_900);
        c.games[0].ended_at = None;
        assert!(matches!(
            store.commit(&c).await,
            Err(StoreError::Invalid(_))
        ));
    }
}
