//! Leaderboards on a few hand-made games: ties share a rank and list by player, a game's board by
//! net chips counts that game over the period, and the balances are the server's own board;
//! on both engines.

use crate::gen;

use crate::store_fixtures::*;
use gen::DAY_MS;
use rumino::games::GameKind;
use rumino::ids::{PlayerId, TableId};
use rumino::store::{LeaderValue, Leaderboard, Ranking, Store};

use crate::store_stats::START;

crate::both_engines! {
    async fn ties_share_a_rank_and_list_by_player(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
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
        let won = Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::GamesWon);
        let board = store
            .leaderboard(&won, 10, 0)
            .await
            .unwrap();
        let got: Vec<(i64, i64)> = board.iter().map(|r| (r.rank, r.player_id.0)).collect();
        assert_eq!(got, vec![(1, 1), (2, 3), (2, 5), (2, 9), (5, 2), (6, 4)]);
        let me = store
            .rank_of(&won, PlayerId(9))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((me.rank, me.value, me.games), (2, LeaderValue::Count(2), 2));
        // Player 2 lost 9 and won 1: 10 games. Win rate among players with 3+ games.
        let rate = Leaderboard {
            min_games: 3,
            ..Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::WinRate)
        };
        let rate = store
            .leaderboard(&rate, 10, 0)
            .await
            .unwrap();
        assert_eq!(
            rate.iter().map(|r| r.player_id.0).collect::<Vec<_>>(),
            vec![1, 2]
        );
        assert_eq!(rate[1].value, LeaderValue::Rate(1.0 / 10.0));
        assert_eq!(format!("{}", rate[0].value), "100.0%");
    }
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

crate::both_engines! {
    /// A game's board "by chips" is the net chips won in that game over the period, and ranks only
    /// those who played it; the server's balances are their own board, whatever the game or period.
    async fn net_chips_count_the_game_and_the_period_and_balances_are_the_servers(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
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
            let board = Leaderboard {
                since_ms: since,
                ..Leaderboard::all_time(GUILD, game, by)
            };
            async move {
                store
                    .leaderboard(&board, 10, 0)
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
}
