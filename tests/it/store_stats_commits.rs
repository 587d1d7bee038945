//! Statistics kept up to date by commits: games played through group commits, interleaved as a
//! busy bot would, give the same boards, stats and history as a rebuild and the independent count, on
//! both engines.

use crate::gen;

use std::collections::{BTreeMap, HashMap};

use crate::store_fixtures::*;
use gen::DAY_MS;
use rumino::games::GameKind;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{Commit, GameStatus, Leaderboard, LedgerKind, Ranking, SeatOutcome, Store};

use crate::store_stats::{compare_boards, rumino_tallies, Expect, START};

crate::both_engines! {
    /// Plays games through commits (start, a rebuy, finish) in group commits; the buckets the
    /// commits maintain must equal a rebuild and the independent count.
    async fn commits_keep_statistics_up_to_date(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let games = gen::generate(3, 600, 30, 3, START, 40 * 60_000, 60);
        let mut chips = Vec::new();
        for p in (1..=30).chain(-3..=-1) {
            chips.push((
                p,
                store
                    .ensure_account(GUILD, PlayerId(p), 1_000_000)
                    .await
                    .unwrap(),
            ));
        }
        let mut seq: HashMap<i64, i64> = HashMap::new();
        let mut commits = Vec::new();
        for g in &games {
            if g.game_no == 1 {
                let t = store.create_table(&new_table(g.table_id)).await.unwrap();
                assert_eq!(t.0, g.table_id);
            }
            let table = TableId(g.table_id);
            let mut next = || {
                let s = seq.entry(g.table_id).or_insert(0);
                *s += 1;
                *s
            };
            let players: Vec<i64> = g.seats.iter().map(|s| s.player).collect();
            commits.push(start_game(table, next(), g.game_no, g.stake, &players));
            let mut rebuy = bare(table, next());
            for (i, s) in g.seats.iter().enumerate() {
                for k in 0..s.rebuys {
                    if g.stake > 0 {
                        rebuy
                            .ledger
                            .push(entry(s.player, g.game_no, LedgerKind::Rebuy, g.stake << k));
                    }
                    rebuy.seats.retain(|r| r.seat_no != i as i64);
                    rebuy.seats.push(rumino::store::SeatRow {
                        rebuys: k + 1,
                        ..seat(g.game_no, i as i64, s.player, None)
                    });
                }
            }
            commits.push(rebuy);
            let mut finish = bare(table, next());
            finish.games.push(game(
                g.game_no,
                g.stake,
                GameStatus::Finished,
                Some(g.ended_at),
            ));
            for (i, s) in g.seats.iter().enumerate() {
                finish.seats.push(rumino::store::SeatRow {
                    game_no: g.game_no,
                    seat_no: i as i64,
                    player_id: PlayerId(s.player),
                    score: s.score,
                    eliminated: s.outcome != "won",
                    rebuys: s.rebuys,
                    tallies: rumino_tallies(s.gins, s.ruminos, s.knocks),
                    outcome: SeatOutcome::parse(s.outcome),
                });
                if s.chips_out > 0 {
                    finish
                        .ledger
                        .push(entry(s.player, g.game_no, LedgerKind::Payout, s.chips_out));
                }
            }
            commits.push(finish);
        }
        // Interleave tables as a busy bot would, keeping each table's order.
        let mut by_table: BTreeMap<i64, Vec<Commit>> = BTreeMap::new();
        for c in commits {
            by_table.entry(c.table_id.0).or_default().push(c);
        }
        let mut queues: Vec<std::collections::VecDeque<Commit>> =
            by_table.into_values().map(Into::into).collect();
        let mut interleaved = Vec::new();
        while queues.iter().any(|q| !q.is_empty()) {
            for q in &mut queues {
                if let Some(c) = q.pop_front() {
                    interleaved.push(c);
                }
            }
        }
        for chunk in interleaved.chunks(50) {
            for r in store.commit_batch(chunk).await {
                r.unwrap();
            }
        }
        let report = store.check().await.unwrap();
        assert!(report.is_ok(), "{report}");
        let final_chips: Vec<(i64, i64)> = {
            let mut v = Vec::new();
            for (p, _) in &chips {
                v.push((
                    *p,
                    store.balance(GUILD, PlayerId(*p)).await.unwrap().unwrap(),
                ));
            }
            v
        };
        let expect = Expect {
            games,
            chips: final_chips,
        };
        let last = expect.games.last().unwrap().ended_at;
        compare_boards(
            &store,
            &expect,
            &[None, Some(START + 3 * DAY_MS + 5), Some(last - DAY_MS)],
            &[(true, 0), (false, 3)],
        )
        .await;
        for player in [1, 5, -1] {
            assert_eq!(
                store
                    .player_stats(GUILD, GameKind::Rumino, PlayerId(player))
                    .await
                    .unwrap(),
                expect.player_stats(player)
            );
            assert_eq!(
                store
                    .history(GUILD, GameKind::Rumino, PlayerId(player), 5)
                    .await
                    .unwrap(),
                expect.history(player, 5)
            );
        }
        // A rebuild from the seats changes nothing.
        let pools = Leaderboard {
            since_ms: Some(START + DAY_MS),
            include_computers: true,
            ..Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::BiggestPool)
        };
        let before = store
            .leaderboard(&pools, 100, 0)
            .await
            .unwrap();
        store.rebuild_stats().await.unwrap();
        let after = store
            .leaderboard(&pools, 100, 0)
            .await
            .unwrap();
        assert_eq!(before, after);
    }
}
