//! The leaderboard by rating (N19): members ranked highest first, whatever the period; on both engines.

use crate::store_fixtures::*;
use rumino::games::{rating, GameKind};
use rumino::ids::{GuildId, PlayerId};
use rumino::store::{LeaderRow, LeaderValue, Leaderboard, Ranking, Store};

use crate::store_ratings::{end, set_rating, started};

crate::both_engines! {
    async fn the_leaderboard_by_rating_ranks_members_highest_first_whatever_the_period(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        for (p, r, games) in [
            (1, 1300, 4),
            (2, 1250, 2),
            (3, 1300, 7),
            (4, 1100, 1),
            (5, 1250, 3),
        ] {
            set_rating(&db, p, r, games).await;
        }
        let rating = Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::Rating);
        let board = |since: Option<i64>, min: i64| {
            let store = store.clone();
            let everyone = Leaderboard {
                since_ms: since,
                include_computers: true,
                min_games: min,
                ..rating
            };
            async move {
                store
                    .leaderboard(&everyone, 10, 0)
                    .await
                    .unwrap()
            }
        };
        let row = |rank, p, value, games| LeaderRow {
            rank,
            player_id: PlayerId(p),
            value: LeaderValue::Count(value),
            games,
        };
        let want = vec![
            row(1, 1, 1300, 4),
            row(1, 3, 1300, 7),
            row(3, 2, 1250, 2),
            row(3, 5, 1250, 3),
            row(5, 4, 1100, 1),
        ];
        assert_eq!(board(None, 0).await, want);
        // The period does not apply: ratings are as they stand.
        assert_eq!(board(Some(1_900_000_000_000), 0).await, want);
        // A minimum of games counts games rated.
        assert_eq!(
            board(None, 3)
                .await
                .iter()
                .map(|r| r.player_id.0)
                .collect::<Vec<_>>(),
            vec![1, 3, 5]
        );
        let len = store
            .leaderboard_len(&rating)
            .await
            .unwrap();
        assert_eq!(len, 5);
        let page = store
            .leaderboard(&rating, 2, 2)
            .await
            .unwrap();
        assert_eq!(page, want[2..4]);
        let mine = store
            .rank_of(&rating, PlayerId(5))
            .await
            .unwrap();
        assert_eq!(mine, Some(row(3, 5, 1250, 3)));
        // Another game, and another server, have their own (here none).
        for (guild, game) in [(GUILD, GameKind::Rummy), (GuildId(43), GameKind::Rumino)] {
            let elsewhere = Leaderboard {
                include_computers: true,
                ..Leaderboard::all_time(guild, game, Ranking::Rating)
            };
            let other = store
                .leaderboard(&elsewhere, 10, 0)
                .await
                .unwrap();
            assert!(other.is_empty(), "{game} in {guild:?}");
        }
        // A rated game moves the board.
        let t = started(&store, 10, &[4, 1]).await;
        store
            .commit(&end(t, 2, 1, &[4, 1], 0, Some(&[(4, 0), (1, 1)])))
            .await
            .unwrap();
        let changes = rating::rating_changes(&[1100, 1300], &[0, 1]);
        let top = board(None, 0).await;
        assert_eq!(top[0], row(1, 3, 1300, 7));
        let four = top.iter().find(|r| r.player_id.0 == 4).unwrap();
        assert_eq!(
            (four.value, four.games),
            (LeaderValue::Count(1100 + i64::from(changes[0])), 2)
        );
    }
}
