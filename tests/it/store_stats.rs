//! Statistics: leaderboards, player stats and history against an independent count in Rust, at
//! 100,000 seeded games; period edges; ties; and statistics kept up to date by commits.

use crate::gen;

use std::collections::{BTreeMap, HashMap};

use crate::store_fixtures::*;
use gen::{GenGame, DAY_MS};
use rumino::games::GameKind;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{
    Commit, GameStatus, GameSummary, LeaderRow, LeaderValue, LedgerKind, PlayerStats, Ranking,
    SeatOutcome, Store,
};

const START: i64 = 1_700_000_000_000;

/// A Rumino seat's (or player's) own counters, as the store keeps them.
fn rumino_tallies(gins: i64, ruminos: i64, knocks: i64) -> BTreeMap<String, i64> {
    [("gins", gins), ("ruminos", ruminos), ("knocks", knocks)]
        .into_iter()
        .map(|(k, n)| (k.to_owned(), n))
        .collect()
}

#[derive(Default, Clone, Debug)]
struct Agg {
    games: i64,
    wins: i64,
    gins: i64,
    ruminos: i64,
    knocks: i64,
    rebuys: i64,
    rebuys_survived: i64,
    score_sum: i64,
    chips_won: i64,
    chips_lost: i64,
    biggest_pool: i64,
}

/// The independent count: what every query should say, computed from the generated games.
struct Expect {
    games: Vec<GenGame>,
    chips: Vec<(i64, i64)>,
}

impl Expect {
    fn totals(&self, since: Option<i64>) -> BTreeMap<i64, Agg> {
        let mut out = BTreeMap::<i64, Agg>::new();
        for g in self
            .games
            .iter()
            .filter(|g| since.map_or(true, |s| g.ended_at >= s))
        {
            for s in &g.seats {
                let a = out.entry(s.player).or_default();
                let won = matches!(s.outcome, "won" | "split");
                let net = s.chips_out - s.chips_in;
                a.games += 1;
                a.wins += i64::from(won);
                a.gins += s.gins;
                a.ruminos += s.ruminos;
                a.knocks += s.knocks;
                a.rebuys += s.rebuys;
                a.rebuys_survived += if won { s.rebuys } else { 0 };
                a.score_sum += s.score;
                a.chips_won += net.max(0);
                a.chips_lost += (-net).max(0);
                a.biggest_pool = a.biggest_pool.max(if won { s.chips_out } else { 0 });
            }
        }
        out
    }

    fn board(
        &self,
        by: Ranking,
        since: Option<i64>,
        include_computers: bool,
        min_games: i64,
    ) -> Vec<LeaderRow> {
        if !by.applies_to(GameKind::Rumino) {
            // Rummy's own counters rank nobody among Rumino games.
            return Vec::new();
        }
        // The balances are the server's now: every account, with its games of any game.
        let totals = self.totals(if by == Ranking::Balance { None } else { since });
        let mut rows: Vec<(i64, LeaderValue, i64)> = if by == Ranking::Balance {
            self.chips
                .iter()
                .map(|&(p, c)| {
                    (
                        p,
                        LeaderValue::Count(c),
                        totals.get(&p).map_or(0, |a| a.games),
                    )
                })
                .filter(|r| r.2 >= min_games)
                .collect()
        } else {
            totals
                .iter()
                .filter(|(_, a)| a.games >= min_games.max(1))
                .map(|(&p, a)| {
                    let v = match by {
                        Ranking::NetChips => LeaderValue::Count(a.chips_won - a.chips_lost),
                        Ranking::GamesWon => LeaderValue::Count(a.wins),
                        Ranking::WinRate => LeaderValue::Rate(a.wins as f64 / a.games as f64),
                        Ranking::Counter("gins") => LeaderValue::Count(a.gins),
                        Ranking::Counter("ruminos") => LeaderValue::Count(a.ruminos),
                        Ranking::BiggestPool => LeaderValue::Count(a.biggest_pool),
                        Ranking::RebuysSurvived => LeaderValue::Count(a.rebuys_survived),
                        Ranking::Counter(_) | Ranking::Balance | Ranking::Rating => {
                            unreachable!()
                        }
                    };
                    (p, v, a.games)
                })
                .collect()
        };
        rows.retain(|r| include_computers || r.0 >= 0);
        let key = |v: &LeaderValue| match v {
            LeaderValue::Count(n) => *n as f64,
            LeaderValue::Rate(r) => *r,
        };
        rows.sort_by(|a, b| key(&b.1).total_cmp(&key(&a.1)).then(a.0.cmp(&b.0)));
        let mut out: Vec<LeaderRow> = Vec::with_capacity(rows.len());
        for (i, (p, v, games)) in rows.into_iter().enumerate() {
            let rank = match out.last() {
                Some(prev) if prev.value == v => prev.rank,
                _ => i as i64 + 1,
            };
            out.push(LeaderRow {
                rank,
                player_id: PlayerId(p),
                value: v,
                games,
            });
        }
        out
    }

    /// The player's games, newest first.
    fn played(&self, player: i64) -> Vec<(&GenGame, usize)> {
        let mut out: Vec<(&GenGame, usize)> = self
            .games
            .iter()
            .filter_map(|g| {
                g.seats
                    .iter()
                    .position(|s| s.player == player)
                    .map(|i| (g, i))
            })
            .collect();
        out.sort_by_key(|(g, _)| std::cmp::Reverse((g.ended_at, g.table_id, g.game_no)));
        out
    }

    fn player_stats(&self, player: i64) -> PlayerStats {
        let Some(a) = self.totals(None).get(&player).cloned() else {
            return PlayerStats::default();
        };
        let played = self.played(player);
        let game_ref = |(g, i): &(&GenGame, usize)| rumino::store::GameRef {
            table_id: TableId(g.table_id),
            game_no: g.game_no,
            ended_at: g.ended_at,
            net_chips: g.seats[*i].chips_out - g.seats[*i].chips_in,
        };
        let net = |(g, i): &(&GenGame, usize)| g.seats[*i].chips_out - g.seats[*i].chips_in;
        // Newest first, so the first maximum (minimum) is the newest among equals.
        let best = played
            .iter()
            .fold(None, |b: Option<&(&GenGame, usize)>, x| match b {
                Some(b) if net(b) >= net(x) => Some(b),
                _ => Some(x),
            });
        let worst = played
            .iter()
            .fold(None, |b: Option<&(&GenGame, usize)>, x| match b {
                Some(b) if net(b) <= net(x) => Some(b),
                _ => Some(x),
            });
        PlayerStats {
            games: a.games,
            wins: a.wins,
            win_rate: a.wins as f64 / a.games as f64,
            avg_final_score: a.score_sum as f64 / a.games as f64,
            tallies: rumino_tallies(a.gins, a.ruminos, a.knocks),
            rebuys: a.rebuys,
            chips_won: a.chips_won,
            chips_lost: a.chips_lost,
            best_game: best.map(game_ref),
            worst_game: worst.map(game_ref),
            recent_form: played
                .iter()
                .take(10)
                .map(|(g, i)| SeatOutcome::parse(g.seats[*i].outcome).unwrap())
                .collect(),
        }
    }

    fn history(&self, player: i64, limit: usize) -> Vec<GameSummary> {
        self.played(player)
            .into_iter()
            .take(limit)
            .map(|(g, i)| GameSummary {
                table_id: TableId(g.table_id),
                game_no: g.game_no,
                ended_at: g.ended_at,
                stake: g.stake,
                pool: g.seats.iter().map(|s| s.chips_in).sum(),
                outcome: SeatOutcome::parse(g.seats[i].outcome).unwrap(),
                net_chips: g.seats[i].chips_out - g.seats[i].chips_in,
                opponents: g
                    .seats
                    .iter()
                    .filter(|s| s.player != player)
                    .map(|s| PlayerId(s.player))
                    .collect(),
            })
            .collect()
    }
}

async fn compare_boards(
    store: &Store,
    expect: &Expect,
    periods: &[Option<i64>],
    options: &[(bool, i64)],
) {
    for by in Ranking::all() {
        for &since in periods {
            for &(computers, min) in options {
                let want = expect.board(by, since, computers, min);
                let ctx = format!("{by:?} since {since:?} computers {computers} min {min}");
                let got = store
                    .leaderboard(
                        GUILD,
                        GameKind::Rumino,
                        by,
                        since,
                        computers,
                        min,
                        10_000,
                        0,
                    )
                    .await
                    .unwrap();
                assert_eq!(got, want, "{ctx}");
                let len = store
                    .leaderboard_len(GUILD, GameKind::Rumino, by, since, computers, min)
                    .await
                    .unwrap();
                assert_eq!(len, want.len() as i64, "{ctx}");
                let page = store
                    .leaderboard(GUILD, GameKind::Rumino, by, since, computers, min, 10, 5)
                    .await
                    .unwrap();
                assert_eq!(
                    page,
                    want.iter().skip(5).take(10).cloned().collect::<Vec<_>>(),
                    "{ctx}"
                );
                for who in [1, 150, -2, 99_999] {
                    let mine = store
                        .rank_of(
                            GUILD,
                            GameKind::Rumino,
                            by,
                            since,
                            computers,
                            min,
                            PlayerId(who),
                        )
                        .await
                        .unwrap();
                    assert_eq!(
                        mine.as_ref(),
                        want.iter().find(|r| r.player_id.0 == who),
                        "{ctx} player {who}"
                    );
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn statistics_match_an_independent_count_at_100k_games() {
    let (dir, url) = temp_db();
    let store = Store::open(&url).await.unwrap();
    let games = gen::generate(9, 100_000, 300, 5, START, 315_000, 200);
    let chips = gen::insert(&url, GUILD.0, &games, &gen::accounts(9, 300, 5), false).await;
    store.rebuild_stats().await.unwrap();
    let expect = Expect { games, chips };

    let g = &expect.games;
    let last = g.last().unwrap().ended_at;
    let mid = g[50_000].ended_at;
    let periods = [
        None,
        Some(0),
        Some(START - 1),
        Some(g[0].ended_at),     // the first game counts (the start is inclusive)
        Some(g[0].ended_at + 1), // ... and is out one ms later
        Some(mid),
        Some(mid + 1),
        Some(mid.div_euclid(DAY_MS) * DAY_MS), // a day boundary
        Some(last - 7 * DAY_MS),
        Some(last - 40 * DAY_MS + 12_345),
        Some(last),
        Some(last + 1), // nothing
    ];
    compare_boards(&store, &expect, &periods, &[(true, 0), (false, 25)]).await;

    for player in [1, 2, 7, 150, 300, 310, -1, -5, 99_999] {
        let got = store
            .player_stats(GUILD, GameKind::Rumino, PlayerId(player))
            .await
            .unwrap();
        assert_eq!(got, expect.player_stats(player), "player {player}");
        let got = store
            .history(GUILD, GameKind::Rumino, PlayerId(player), 12)
            .await
            .unwrap();
        assert_eq!(got, expect.history(player, 12), "player {player}");
    }
    drop(dir);
}

/// Plays games through commits (start, a rebuy, finish) in group commits; the buckets the
/// commits maintain must equal a rebuild and the independent count.
#[tokio::test]
async fn commits_keep_statistics_up_to_date() {
    let (_dir, store) = open_temp().await;
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
    let before = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::BiggestPool,
            Some(START + DAY_MS),
            true,
            0,
            100,
            0,
        )
        .await
        .unwrap();
    store.rebuild_stats().await.unwrap();
    let after = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::BiggestPool,
            Some(START + DAY_MS),
            true,
            0,
            100,
            0,
        )
        .await
        .unwrap();
    assert_eq!(before, after);
}

#[tokio::test]
async fn ties_share_a_rank_and_list_by_player() {
    let (_dir, store) = open_temp().await;
    // Wins: player 1 three, players 9, 3 and 5 two each, player 2 one.
    let winners = [1, 9, 3, 5, 1, 9, 3, 5, 1, 2];
    for p in 1..=9 {
        store.ensure_account(GUILD, PlayerId(p), 100).await.unwrap();
    }
    let t = store.create_table(&new_table(1)).await.unwrap();
    let mut seq = 0;
    for (i, &w) in winners.iter().enumerate() {
        let loser = if w == 2 { 4 } else { 2 };
        let game_no = i as i64 + 1;
        seq += 1;
        store
            .commit(&start_game(t, seq, game_no, 0, &[w, loser]))
            .await
            .unwrap();
        seq += 1;
        store
            .commit(&finish_game(
                t,
                seq,
                game_no,
                0,
                &[w, loser],
                0,
                0,
                START + i as i64,
            ))
            .await
            .unwrap();
    }
    let board = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::GamesWon,
            None,
            false,
            0,
            10,
            0,
        )
        .await
        .unwrap();
    let got: Vec<(i64, i64)> = board.iter().map(|r| (r.rank, r.player_id.0)).collect();
    assert_eq!(got, vec![(1, 1), (2, 3), (2, 5), (2, 9), (5, 2), (6, 4)]);
    let me = store
        .rank_of(
            GUILD,
            GameKind::Rumino,
            Ranking::GamesWon,
            None,
            false,
            0,
            PlayerId(9),
        )
        .await
        .unwrap()
        .unwrap();
    assert_eq!((me.rank, me.value, me.games), (2, LeaderValue::Count(2), 2));
    // Player 2 lost 9 and won 1: 10 games. Win rate among players with 3+ games.
    let rate = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::WinRate,
            None,
            false,
            3,
            10,
            0,
        )
        .await
        .unwrap();
    assert_eq!(
        rate.iter().map(|r| r.player_id.0).collect::<Vec<_>>(),
        vec![1, 2]
    );
    assert_eq!(rate[1].value, LeaderValue::Rate(1.0 / 10.0));
    assert_eq!(format!("{}", rate[0].value), "100.0%");
}

/// A game of `kind` at `table`: the players stake `stake` each, the winner takes the pool.
async fn play(store: &Store, table: TableId, kind: &str, no: i64, players: &[i64], at: i64) {
    let stake = 100 / no;
    let mut start = start_game(table, 2 * no - 1, no, stake, players);
    let mut finish = finish_game(table, 2 * no, no, stake, players, 0, stake * 2, at);
    for g in start.games.iter_mut().chain(finish.games.iter_mut()) {
        g.game_kind = kind.to_owned();
    }
    store.commit(&start).await.unwrap();
    store.commit(&finish).await.unwrap();
}

/// A game's board "by chips" is the net chips won in that game over the period, and ranks only
/// those who played it; the server's balances are their own board, whatever the game or period.
#[tokio::test]
async fn net_chips_count_the_game_and_the_period_and_balances_are_the_servers() {
    let (_dir, store) = open_temp().await;
    for p in 1..=3 {
        store
            .ensure_account(GUILD, PlayerId(p), 1000)
            .await
            .unwrap();
    }
    let rumino = store.create_table(&new_table(1)).await.unwrap();
    let rummy = store
        .create_table(&rumino::store::NewTable {
            game_kind: "rummy".into(),
            ..new_table(2)
        })
        .await
        .unwrap();
    let recent = START + 30 * DAY_MS;
    // Rumino: player 1 wins 100 from player 2, then player 2 wins 50 back (recently).
    play(&store, rumino, "rumino", 1, &[1, 2], START).await;
    play(&store, rumino, "rumino", 2, &[2, 1], recent).await;
    // Rummy: player 3, who never played Rumino, wins 100 from player 2.
    play(&store, rummy, "rummy", 1, &[3, 2], START).await;
    let board = |game, by, since| {
        let store = store.clone();
        async move {
            store
                .leaderboard(GUILD, game, by, since, false, 0, 10, 0)
                .await
                .unwrap()
                .into_iter()
                .map(|r| (r.rank, r.player_id.0, r.value, r.games))
                .collect::<Vec<_>>()
        }
    };
    let c = LeaderValue::Count;
    assert_eq!(
        board(GameKind::Rumino, Ranking::NetChips, None).await,
        vec![(1, 1, c(50), 2), (2, 2, c(-50), 2)]
    );
    assert_eq!(
        board(GameKind::Rumino, Ranking::NetChips, Some(recent)).await,
        vec![(1, 2, c(50), 1), (2, 1, c(-50), 1)]
    );
    assert_eq!(
        board(GameKind::Rummy, Ranking::NetChips, None).await,
        vec![(1, 3, c(100), 1), (2, 2, c(-100), 1)]
    );
    // The balances: every account, with its games of every game; the same for any game/period.
    let balances = vec![(1, 3, c(1100), 1), (2, 1, c(1050), 2), (3, 2, c(850), 3)];
    assert_eq!(
        board(GameKind::Rumino, Ranking::Balance, None).await,
        balances
    );
    assert_eq!(
        board(GameKind::Rummoli, Ranking::Balance, Some(recent)).await,
        balances
    );
    // What a leaderboard's minimum is held against: the player's games of the game in the period.
    let played = |game, since, p| {
        let store = store.clone();
        async move {
            store
                .games_played(GUILD, game, since, PlayerId(p))
                .await
                .unwrap()
        }
    };
    assert_eq!(played(GameKind::Rumino, None, 1).await, 2);
    assert_eq!(played(GameKind::Rumino, Some(recent), 1).await, 1);
    assert_eq!(played(GameKind::Rumino, Some(recent + 1), 1).await, 0);
    assert_eq!(played(GameKind::Rumino, None, 3).await, 0);
    assert_eq!(played(GameKind::Rummy, None, 3).await, 1);
}
