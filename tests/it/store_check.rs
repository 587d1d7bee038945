//! The integrity check, on both engines: a clean database passes; each kind of tampering (done
//! with direct SQL around the guards, see `TestDb::tamper`) is reported as the right violation.

use crate::store_fixtures::*;
use crate::support::engines::TestDb;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{CheckReport, Store, Violation};

/// A database with a finished game, a running one, a plain table with a log of 6, and accounts.
async fn populated(db: &TestDb) -> (Store, TableId, TableId) {
    let store = Store::open(&db.url).await.expect("open");
    for p in 1..=3 {
        store
            .ensure_account(GUILD, PlayerId(p), 1_000)
            .await
            .unwrap();
    }
    let games = store.create_table(&new_table(1)).await.unwrap();
    store
        .commit(&start_game(games, 1, 1, 50, &[1, 2, 3]))
        .await
        .unwrap();
    store
        .commit(&finish_game(
            games,
            2,
            1,
            50,
            &[1, 2, 3],
            2,
            150,
            1_700_000_500_000,
        ))
        .await
        .unwrap();
    store
        .commit(&start_game(games, 3, 2, 20, &[1, 2]))
        .await
        .unwrap();
    let plain = store.create_table(&new_table(2)).await.unwrap();
    for seq in 1..=6 {
        store.commit(&bare(plain, seq)).await.unwrap();
    }
    (store, games, plain)
}

async fn report_after(db: &TestDb, sql: &str) -> (CheckReport, TableId, TableId) {
    let (store, games, plain) = populated(db).await;
    assert!(store.check().await.unwrap().is_ok());
    db.tamper(sql).await;
    (store.check().await.unwrap(), games, plain)
}

crate::both_engines! {
    async fn clean_database_passes(db: TestDb) {
        let (store, _, _) = populated(&db).await;
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
        let s = &report.stats;
        assert_eq!(
            (
                s.tables,
                s.open_tables,
                s.games,
                s.running_games,
                s.finished_games
            ),
            (2, 2, 2, 1, 1)
        );
        assert_eq!(
            (s.actions, s.accounts, s.chips_in_accounts, s.chips_in_pools),
            (9, 3, 2_960, 40)
        );
        assert!(report.to_string().contains("ok: no violation"));
    }

    async fn changed_balance_is_reported(db: TestDb) {
        let (report, _, _) =
            report_after(&db, "UPDATE accounts SET chips = chips + 5 WHERE player_id = 2").await;
        assert!(
            report.violations.contains(&Violation::AccountMismatch {
                guild_id: GUILD,
                player_id: PlayerId(2),
                chips: 935,
                ledger_sum: 930,
            }),
            "{report}"
        );
        assert!(
            report.violations.iter().any(|v| matches!(
                v,
                Violation::ChipsNotConserved {
                    granted: 3_000,
                    in_accounts: 2_965,
                    in_pools: 40,
                    ..
                }
            )),
            "{report}"
        );
        let text = report.to_string();
        assert!(
            text.contains("player 2") && text.contains("935") && text.contains("930"),
            "{text}"
        );
        assert!(text.contains("(-5 unaccounted for)"), "{text}");
    }

    async fn action_deleted_from_the_middle_is_a_gap(db: TestDb) {
        let (report, _, plain) = report_after(&db,
            "DROP TRIGGER actions_are_append_only_delete; DELETE FROM actions WHERE table_id = 2 AND seq = 3",
        )
        .await;
        assert_eq!(
            report.violations,
            vec![Violation::SeqGap {
                table_id: plain,
                actions: 5,
                max_seq: 6,
                first_missing: Some(3)
            }],
            "{report}"
        );
        assert!(report.to_string().contains("seq 3 is missing"), "{report}");
    }

    async fn snapshot_ahead_of_its_log_is_reported(db: TestDb) {
        let (report, _, plain) = report_after(&db, "UPDATE tables SET snapshot_seq = 8 WHERE id = 2").await;
        assert_eq!(
            report.violations,
            vec![Violation::SnapshotAhead {
                table_id: plain,
                snapshot_seq: 8,
                max_seq: 6,
            }],
            "{report}"
        );
    }

    async fn orphan_seat_is_reported(db: TestDb) {
        let (report, games, _) = report_after(&db,
            "INSERT INTO seats (table_id, game_no, seat_no, guild_id, game_kind, player_id, is_computer, score, eliminated) \
             VALUES (1, 9, 0, 42, 'rumino', 3, 0, 0, 0)",
        )
        .await;
        assert_eq!(
            report.violations,
            vec![Violation::Orphan {
                row: format!("seat 0 of game 9 of table {games}"),
                missing: format!("game 9 of table {games}"),
            }],
            "{report}"
        );
        assert!(report.to_string().contains("which does not exist"));
    }

    async fn orphans_of_a_deleted_table(db: TestDb) {
        let (report, _, _) = report_after(&db, "DELETE FROM tables WHERE id = 2").await;
        let orphans = report
            .violations
            .iter()
            .filter(|v| matches!(v, Violation::Orphan { .. }))
            .count();
        assert_eq!(orphans, 6, "six actions lost their table: {report}");
    }

    async fn pool_changed_behind_the_ledger(db: TestDb) {
        let (report, games, _) =
            report_after(&db, "UPDATE games SET pool = pool + 7 WHERE game_no = 2").await;
        assert!(
            report.violations.contains(&Violation::PoolMismatch {
                table_id: games,
                game_no: 2,
                pool: 47,
                ledger_sum: 40
            }),
            "{report}"
        );
        assert!(
            report
                .violations
                .iter()
                .any(|v| matches!(v, Violation::ChipsNotConserved { .. })),
            "{report}"
        );
    }

    async fn ended_game_still_holding_chips(db: TestDb) {
        let (report, games, _) = report_after(&db,
            "DROP TRIGGER games_ended_are_final; UPDATE games SET pool = 3 WHERE game_no = 1",
        )
        .await;
        assert!(
            report.violations.iter().any(|v| matches!(
                v,
                Violation::EndedGameHoldsChips {
                    game_no: 1,
                    pool: 3,
                    ..
                }
            )),
            "{report}"
        );
        assert!(
            report.violations.contains(&Violation::PoolMismatch {
                table_id: games,
                game_no: 1,
                pool: 3,
                ledger_sum: 0
            }),
            "{report}"
        );
    }

    async fn seat_chips_changed_behind_the_ledger(db: TestDb) {
        let (report, games, _) =
            report_after(&db, "UPDATE seats SET chips_in = 999 WHERE game_no = 2 AND seat_no = 1").await;
        assert_eq!(
            report.violations,
            vec![Violation::SeatChipsMismatch {
                table_id: games,
                game_no: 2,
                player_id: PlayerId(2),
                chips_in: 999,
                chips_out: 0,
                ledger_in: 20,
                ledger_out: 0,
            }],
            "{report}"
        );
    }

    async fn statistics_changed_behind_the_games(db: TestDb) {
        let set_gins = match db.engine {
            crate::support::engines::Engine::Sqlite => "json_set(tallies, '$.gins', 1)",
            crate::support::engines::Engine::Postgres => "jsonb_set(tallies::jsonb, '{gins}', '1')::text",
        };
        let (report, _, _) = report_after(
            &db,
            &format!("UPDATE stat_buckets SET tallies = {set_gins} WHERE player_id = 3 AND span_ms = 0"),
        )
        .await;
        assert_eq!(
            report.violations,
            vec![Violation::StatsMismatch {
                guild_id: GUILD,
                game_kind: "rumino".into(),
                player_id: PlayerId(3),
                span_ms: 0,
                bucket: 0
            }],
            "{report}"
        );
    }

    async fn copied_columns_that_disagree(db: TestDb) {
        let (report, _, _) = report_after(&db,
            "DROP TRIGGER seats_of_ended_games_are_final_update; UPDATE seats SET guild_id = 7 WHERE game_no = 1 AND seat_no = 0",
        )
        .await;
        assert!(
            report.violations.iter().any(
                |v| matches!(v, Violation::Inconsistent { detail, .. } if detail.contains("server 7"))
            ),
            "{report}"
        );
    }
}
