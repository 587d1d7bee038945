//! Commits: round trips, the seq guard, overdrafts, chips moving between accounts and pools,
//! group commits with bad commits inside, and the side paths (channels, accounts, settings).

use crate::store_fixtures::*;
use rumino::games::GameKind;
use rumino::ids::{ChannelId, PlayerId, TableId};
use rumino::store::{
    DailyClaim, GameStatus, GrantKind, HandRow, LedgerKind, SeatOutcome, Store, StoreError,
    TableStatus,
};
use sqlx::Row;

/// Every row of every table, as text, to compare whole databases.
async fn dump(store: &Store) -> Vec<String> {
    let url = format!("sqlite://{}", store.path());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
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
        let sql = format!("SELECT * FROM {table} ORDER BY {order}");
        for row in sqlx::query(&sql).fetch_all(&mut conn).await.unwrap() {
            use sqlx::Column;
            let cols: Vec<String> = (0..row.len())
                .filter(|&i| row.columns()[i].name() != "created_at") // wall clock
                .map(|i| {
                    row.try_get::<Option<i64>, _>(i)
                        .map(|v| format!("{v:?}"))
                        .or_else(|_| {
                            row.try_get::<Option<String>, _>(i)
                                .map(|v| format!("{v:?}"))
                        })
                        .unwrap()
                })
                .collect();
            out.push(format!("{table}: {}", cols.join("|")));
        }
    }
    out
}

async fn pool_of(store: &Store, table: TableId, game_no: i64) -> i64 {
    let url = format!("sqlite://{}", store.path());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    sqlx::query_scalar("SELECT pool FROM games WHERE table_id = ? AND game_no = ?")
        .bind(table.0)
        .bind(game_no)
        .fetch_one(&mut conn)
        .await
        .unwrap()
}

async fn funded(store: &Store, players: &[i64], chips: i64) {
    for p in players {
        store
            .ensure_account(GUILD, PlayerId(*p), chips)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn commit_round_trip() {
    let (_dir, store) = open_temp().await;
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
    assert_eq!(pool_of(&store, t, 1).await, 100);
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
    assert_eq!(report.stats.chips_in_pools, 100);
}

#[tokio::test]
async fn wrong_seq_is_a_conflict_and_changes_nothing() {
    let (_dir, store) = open_temp().await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store.commit(&bare(t, 1)).await.unwrap();
    let before = dump(&store).await;
    for seq in [1, 3, 10] {
        let err = store.commit(&bare(t, seq)).await.unwrap_err();
        assert!(
            matches!(err, StoreError::Conflict { table_id, seq: s } if table_id == t && s == seq),
            "{err:?}"
        );
    }
    assert_eq!(dump(&store).await, before);
    store.commit(&bare(t, 2)).await.unwrap();
    assert_eq!(store.table(t).await.unwrap().unwrap().version, 2);
    let err = store.commit(&bare(TableId(999), 1)).await.unwrap_err();
    assert!(
        matches!(err, StoreError::NoSuchTable(TableId(999))),
        "{err:?}"
    );
}

#[tokio::test]
async fn overdraft_rolls_back_everything() {
    let (_dir, store) = open_temp().await;
    funded(&store, &[1], 1000).await;
    funded(&store, &[2], 30).await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store.commit(&bare(t, 1)).await.unwrap();
    let before = dump(&store).await;
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
        dump(&store).await,
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
    assert_eq!(dump(&store).await, before);
}

#[tokio::test]
async fn ledger_moves_chips_between_accounts_and_pools() {
    let (_dir, store) = open_temp().await;
    funded(&store, &[1, 2, 3], 1000).await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store
        .commit(&start_game(t, 1, 1, 100, &[1, 2, 3]))
        .await
        .unwrap();
    assert_eq!(pool_of(&store, t, 1).await, 300);
    let mut rebuy = bare(t, 2);
    rebuy.seats.push(rumino::store::SeatRow {
        rebuys: 1,
        ..seat(1, 2, 3, None)
    });
    rebuy.ledger.push(entry(3, 1, LedgerKind::Rebuy, 100));
    store.commit(&rebuy).await.unwrap();
    assert_eq!(pool_of(&store, t, 1).await, 400);
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
    assert_eq!(pool_of(&store, t, 1).await, 0);
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

#[tokio::test]
async fn cancelled_game_refunds_and_does_not_count() {
    let (_dir, store) = open_temp().await;
    funded(&store, &[1, 2], 100).await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store
        .commit(&start_game(t, 1, 1, 20, &[1, 2]))
        .await
        .unwrap();
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

#[tokio::test]
async fn finished_game_needs_every_outcome() {
    let (_dir, store) = open_temp().await;
    funded(&store, &[1, 2], 100).await;
    let t = store.create_table(&new_table(10)).await.unwrap();
    store
        .commit(&start_game(t, 1, 1, 20, &[1, 2]))
        .await
        .unwrap();
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

#[tokio::test]
async fn batch_with_bad_commits_applies_the_others() {
    let (_dir, store) = open_temp().await;
    funded(&store, &[1, 2], 1000).await;
    funded(&store, &[3], 5).await;
    let tables: Vec<TableId> = [
        store.create_table(&new_table(1)).await.unwrap(),
        store.create_table(&new_table(2)).await.unwrap(),
        store.create_table(&new_table(3)).await.unwrap(),
        store.create_table(&new_table(4)).await.unwrap(),
    ]
    .to_vec();
    let mut bad_json = bare(tables[3], 1);
    bad_json.action.payload = "{not json".into();
    let batch = vec![
        bare(tables[0], 1),
        start_game(tables[1], 1, 1, 10, &[1, 2]),
        start_game(tables[2], 1, 1, 10, &[1, 3]), // player 3 has 5 chips
        bad_json,
        bare(tables[0], 2),
        bare(tables[0], 5),   // gap
        bare(tables[2], 2),   // its seq 1 failed
        bare(tables[3], 1),   // retried with good JSON
        bare(TableId(77), 1), // no such table
    ];
    let results = store.commit_batch(&batch).await;
    let kinds: Vec<String> = results
        .iter()
        .map(|r| match r {
            Ok(()) => "ok".into(),
            Err(StoreError::InsufficientChips { player_id, .. }) => format!("chips {player_id}"),
            Err(StoreError::Conflict { seq, .. }) => format!("conflict {seq}"),
            Err(StoreError::Invalid(_)) => "invalid".into(),
            Err(StoreError::NoSuchTable(t)) => format!("no table {t}"),
            Err(e) => format!("{e:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "ok",
            "ok",
            "chips 3",
            "invalid",
            "ok",
            "conflict 5",
            "conflict 2",
            "ok",
            "no table 77"
        ]
    );
    assert_eq!(store.table(tables[0]).await.unwrap().unwrap().version, 2);
    assert_eq!(store.table(tables[1]).await.unwrap().unwrap().version, 1);
    assert_eq!(store.table(tables[2]).await.unwrap().unwrap().version, 0);
    assert_eq!(store.table(tables[3]).await.unwrap().unwrap().version, 1);
    assert_eq!(
        store.balance(GUILD, PlayerId(1)).await.unwrap(),
        Some(990),
        "only table 2's stake"
    );
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report}");
}

/// Group commits must give exactly what one-by-one commits give, bad commits included.
#[tokio::test]
async fn batch_equals_one_by_one() {
    use rand::{Rng, SeedableRng};
    for seed in 0..4u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let (_d1, one) = open_temp().await;
        let (_d2, many) = open_temp().await;
        let players: Vec<i64> = (1..=6).collect();
        for s in [&one, &many] {
            for p in &players {
                s.ensure_account(GUILD, PlayerId(*p), 60).await.unwrap();
            }
            for ch in 0..5 {
                s.create_table(&new_table(ch)).await.unwrap();
            }
        }
        // Per table: next seq, and the current game (number, players, stake, running). Each
        // commit is applied one by one as it is made, so later commits follow what happened.
        let mut next = [1i64; 5];
        let mut game: [(i64, Vec<i64>, i64, bool); 5] = Default::default();
        let mut commits = Vec::new();
        let mut expected = Vec::new();
        for i in 0..300 {
            let t = rng.gen_range(0..5usize);
            let id = TableId(t as i64 + 1);
            // Sometimes a wrong seq on purpose.
            let seq = if rng.gen_bool(0.05) {
                next[t] + rng.gen_range(-1..=2)
            } else {
                next[t]
            };
            let mut after = game[t].clone();
            let c = if !game[t].3 && rng.gen_bool(0.4) {
                let n = rng.gen_range(2..=3);
                let mut ps = players.clone();
                for k in 0..n {
                    let j = rng.gen_range(k..ps.len());
                    ps.swap(k, j);
                }
                ps.truncate(n);
                let stake = rng.gen_range(1..=30);
                after = (game[t].0 + 1, ps.clone(), stake, true);
                start_game(id, seq, after.0, stake, &ps)
            } else if game[t].3 && rng.gen_bool(0.3) {
                let (g, ps, stake, _) = game[t].clone();
                after.3 = false;
                let winner = rng.gen_range(0..ps.len());
                let pool = stake * ps.len() as i64;
                let pay = if rng.gen_bool(0.9) { pool } else { pool + 1 };
                finish_game(id, seq, g, stake, &ps, winner, pay, 1_700_000_000_000 + i)
            } else {
                bare(id, seq)
            };
            let result = one.commit(&c).await;
            if result.is_ok() {
                next[t] = seq + 1;
                game[t] = after;
            }
            expected.push(result.map_err(|e| std::mem::discriminant(&e)));
            commits.push(c);
        }
        let mut got = Vec::new();
        for chunk in commits.chunks(37) {
            got.extend(
                many.commit_batch(chunk)
                    .await
                    .into_iter()
                    .map(|r| r.map_err(|e| std::mem::discriminant(&e))),
            );
        }
        assert_eq!(got, expected, "seed {seed}");
        assert!(
            expected.iter().any(Result::is_err)
                && expected.iter().filter(|r| r.is_ok()).count() > 50
        );
        let (a, b) = (dump(&one).await, dump(&many).await);
        let differ: Vec<_> = a.iter().zip(&b).filter(|(x, y)| x != y).take(3).collect();
        assert!(
            a.len() == b.len() && differ.is_empty(),
            "seed {seed}: {differ:?}"
        );
        assert!(many.check().await.unwrap().is_ok());
    }
}

#[tokio::test]
async fn one_open_table_per_channel() {
    let (_dir, store) = open_temp().await;
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

#[tokio::test]
async fn open_tables_and_actions_after_seq() {
    let (_dir, store) = open_temp().await;
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

#[tokio::test]
async fn accounts_grants_and_daily() {
    let (_dir, store) = open_temp().await;
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

#[tokio::test]
async fn server_settings_round_trip() {
    let (_dir, store) = open_temp().await;
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

#[tokio::test]
async fn the_log_and_ledger_are_append_only() {
    let (_dir, store) = open_temp().await;
    store.ensure_account(GUILD, PlayerId(1), 10).await.unwrap();
    let t = store.create_table(&new_table(1)).await.unwrap();
    store.commit(&bare(t, 1)).await.unwrap();
    let url = format!("sqlite://{}", store.path());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    for sql in [
        "UPDATE actions SET payload = '{}'",
        "DELETE FROM actions",
        "UPDATE ledger SET amount = 1",
        "DELETE FROM ledger",
    ] {
        let err = sqlx::query(sql).execute(&mut conn).await.unwrap_err();
        assert!(err.to_string().contains("append-only"), "{sql}: {err}");
    }
}

/// Most actions carry no snapshot: the log grows, the snapshot stays at the last action that
/// carried one, and the table's status cannot change without one.
#[tokio::test]
async fn actions_without_a_snapshot_only_grow_the_log() {
    let (_dir, store) = open_temp().await;
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
