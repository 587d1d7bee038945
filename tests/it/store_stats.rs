//! Statistics: leaderboards, player stats and history against an independent count in Rust, at
//! 100,000 seeded games, with period edges. The same count checks statistics kept up to date by
//! commits (`store_stats_commits`); ties and the boards by chips are in `store_stats_boards`.
//! On both engines.

use crate::gen;

use std::collections::BTreeMap;

use crate::store_fixtures::*;
use crate::support::engines::{Engine, TestDb};
use gen::{GenGame, DAY_MS};
use rumino::games::GameKind;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{
    GameSummary, LeaderRow, LeaderValue, Leaderboard, PlayerStats, Ranking, SeatOutcome, Store,
};

pub(crate) const START: i64 = 1_700_000_000_000;

/// A Rumino seat's (or player's) own counters, as the store keeps them.
pub(crate) fn rumino_tallies(gins: i64, ruminos: i64, knocks: i64) -> BTreeMap<String, i64> {
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
pub(crate) struct Expect {
    pub(crate) games: Vec<GenGame>,
    pub(crate) chips: Vec<(i64, i64)>,
}

impl Expect {
    fn totals(&self, since: Option<i64>) -> BTreeMap<i64, Agg> {
        let mut out = BTreeMap::<i64, Agg>::new();
        for g in self
            .games
            .iter()
            .filter(|g| since.is_none_or(|s| g.ended_at >= s))
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
        if !by.applies_to(GameKind::Rumino) || by == Ranking::Rating {
            // Rummy's own counters rank nobody among Rumino games; the generated games rate
            // nobody (their commits carry no places), so nobody has a rating: the board by
            // rating is `store_ratings_board`'s.
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

    pub(crate) fn player_stats(&self, player: i64) -> PlayerStats {
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

    pub(crate) fn history(&self, player: i64, limit: usize) -> Vec<GameSummary> {
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

pub(crate) async fn compare_boards(
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
                let board = Leaderboard {
                    since_ms: since,
                    include_computers: computers,
                    min_games: min,
                    ..Leaderboard::all_time(GUILD, GameKind::Rumino, by)
                };
                let got = store.leaderboard(&board, 10_000, 0).await.unwrap();
                assert_eq!(got, want, "{ctx}");
                let len = store.leaderboard_len(&board).await.unwrap();
                assert_eq!(len, want.len() as i64, "{ctx}");
                let page = store.leaderboard(&board, 10, 5).await.unwrap();
                assert_eq!(
                    page,
                    want.iter().skip(5).take(10).cloned().collect::<Vec<_>>(),
                    "{ctx}"
                );
                for who in [1, 150, -2, 99_999] {
                    let mine = store.rank_of(&board, PlayerId(who)).await.unwrap();
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

/// The store at `db` holding `games` and their accounts, written directly (not through commits:
/// 100,000 games would take minutes), and the accounts' chips. The fixture writes SQLite rows
/// (`gen::insert`), so on PostgreSQL the games are written to an SQLite file first and copied
/// over as `rumino migrate-data` does.
async fn seeded(db: &TestDb, games: &[GenGame]) -> (Store, Vec<(i64, i64)>) {
    let accounts = gen::accounts(9, 300, 5);
    if db.engine == Engine::Sqlite {
        let store = Store::open(&db.url).await.unwrap();
        let chips = gen::insert(&db.url, GUILD.0, games, &accounts, false).await;
        return (store, chips);
    }
    let (_dir, url) = temp_db();
    let source = Store::open(&url).await.unwrap();
    let chips = gen::insert(&url, GUILD.0, games, &accounts, false).await;
    let store = Store::open(&db.url).await.unwrap();
    source.copy_into(&store).await.unwrap();
    source.close().await;
    (store, chips)
}

crate::both_engines! {
    async fn statistics_match_an_independent_count_at_100k_games(db: TestDb) {
        let games = gen::generate(9, 100_000, 300, 5, START, 315_000, 200);
        let (store, chips) = seeded(&db, &games).await;
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
    }
}
