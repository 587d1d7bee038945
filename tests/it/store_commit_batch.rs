//! Group commits, on both engines: bad commits inside a group are refused alone and the others
//! apply, and a group leaves the database exactly as the same commits one by one (snapshots and
//! status changes included: PostgreSQL applies a group's bare commits set-based).

use crate::store_fixtures::*;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{Commit, HandRow, Store, StoreError, TableStatus};

use crate::store_commit::{dump, funded};

crate::both_engines! {
    async fn batch_with_bad_commits_applies_the_others(db: TestDb) {
        let store = Store::open(&db.url).await.expect("open");
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
    async fn batch_equals_one_by_one(db: TestDb) {
        use rand::{Rng, SeedableRng};
        for seed in 0..4u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let (d1, d2) = (TestDb::fresh(db.engine).await, TestDb::fresh(db.engine).await);
            let (d1, d2) = (d1.expect("a database"), d2.expect("a database"));
            let one = Store::open(&d1.url).await.expect("open");
            let many = Store::open(&d2.url).await.expect("open");
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
            let (a, b) = (dump(&d1).await, dump(&d2).await);
            let differ: Vec<_> = a.iter().zip(&b).filter(|(x, y)| x != y).take(3).collect();
            assert!(
                a.len() == b.len() && differ.is_empty(),
                "seed {seed}: {differ:?}"
            );
            assert!(many.check().await.unwrap().is_ok());
        }
    }

    /// Groups' snapshots and status changes end as one by one: the last snapshot of each table
    /// wins, whether a bare commit or a game's carried it; a closed table refuses a status
    /// change without a snapshot and takes one with.
    async fn snapshots_and_status_changes_in_a_group_end_as_one_by_one(db: TestDb) {
        let without = |mut c: Commit| {
            c.snapshot = None;
            c
        };
        let with_status = |mut c: Commit, status| {
            c.status = status;
            c
        };
        let (a, b, c) = (TableId(1), TableId(2), TableId(3));
        let closed = TableStatus::Closed;
        let hand = |mut c: Commit, hand_no| {
            c.hands.push(HandRow {
                game_no: 1,
                hand_no,
                dealer_seat: 0,
                deck_order: "[3,1,2]".into(),
                ended_by: None,
                result: None,
            });
            c
        };
        // In the first two groups each table's status changes in its last commit only (on
        // PostgreSQL each group is one run: a table's first commit with rows is written
        // set-based unless it moves chips, the later ones go through the view); in the last, a
        // closed table is sent status changes, and a table closes and goes on.
        let groups = [
            vec![
                start_game(a, 1, 1, 10, &[1, 2]),
                without(bare(c, 1)),
                bare(b, 1),
                hand(without(bare(a, 2)), 1),
                bare(a, 3),
                start_game(c, 2, 1, 0, &[3, 4]),
                with_status(bare(b, 2), closed),
                finish_game(a, 4, 1, 10, &[1, 2], 0, 20, 1_700_000_000_100),
                hand(bare(c, 3), 1),
                without(bare(a, 5)),
            ],
            vec![
                hand(bare(c, 4), 2),
                without(bare(c, 5)),
                hand(without(bare(c, 6)), 2),
            ],
            vec![
                with_status(without(bare(b, 3)), closed),
                without(with_status(bare(b, 3), TableStatus::Open)),
                with_status(bare(c, 7), closed),
                with_status(bare(b, 3), closed),
                with_status(bare(c, 8), closed),
            ],
        ];
        let (d1, d2) = (TestDb::fresh(db.engine).await, TestDb::fresh(db.engine).await);
        let (d1, d2) = (d1.expect("a database"), d2.expect("a database"));
        let mut results = Vec::new();
        for (d, grouped) in [(&d1, false), (&d2, true)] {
            let store = Store::open(&d.url).await.expect("open");
            funded(&store, &[1, 2, 3, 4], 100).await;
            for ch in 1..=3 {
                store.create_table(&new_table(ch)).await.unwrap();
            }
            let mut got: Vec<Result<(), StoreError>> = Vec::new();
            for group in &groups {
                if grouped {
                    got.extend(store.commit_batch(group).await);
                } else {
                    for commit in group {
                        got.push(store.commit(commit).await);
                    }
                }
            }
            results.push(
                got.into_iter()
                    .map(|r| r.map_err(|e| std::mem::discriminant(&e)))
                    .collect::<Vec<_>>(),
            );
            assert!(store.check().await.unwrap().is_ok());
            store.close().await;
        }
        assert_eq!(results[0], results[1]);
        let refused: Vec<usize> = (0..results[0].len())
            .filter(|&i| results[0][i].is_err())
            .collect();
        // A status change without a snapshot, whether closing (refused before the database) or
        // reopening.
        assert_eq!(refused, [13, 14]);
        assert_eq!(dump(&d1).await, dump(&d2).await);
        let tables = d2
            .rows("SELECT id, status, snapshot_seq FROM tables ORDER BY id")
            .await;
        assert_eq!(
            tables,
            [
                "Some(1)|Some(\"open\")|Some(4)",
                "Some(2)|Some(\"closed\")|Some(3)",
                "Some(3)|Some(\"closed\")|Some(8)"
            ]
        );
    }
}
