//! Ratings (N19) kept true: a game is rated once (its end sent again, after a restart, in a group
//! commit, in order), an end is refused whole when its rating step fails, and `rumino check` holds
//! each rating to its changes; on both engines.

use crate::store_fixtures::*;
use rumino::games::rating;
use rumino::store::{GameStatus, Store, StoreError};

use crate::store_ratings::{end, rating_of, set_rating, standing, started, A, B, C, STAKE};

crate::both_engines! {
    async fn rumino_check_holds_each_rating_to_its_changes(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let t = started(&store, 10, &[A, B]).await;
        store
            .commit(&end(t, 2, 1, &[A, B], 0, Some(&[(A, 0), (B, 1)])))
            .await
            .unwrap();
        assert!(store.check().await.unwrap().is_ok());
        // A rating no game made (B's 1400 of the examples, set by hand) is found.
        set_rating(&db, C, 1400, 9).await;
        let report = store.check().await.unwrap();
        let found: Vec<String> = report.violations.iter().map(ToString::to_string).collect();
        assert_eq!(
            found,
            [
                "rumino rating of player 3 in server 42 is 1400 after 9 games, but their rating \
              changes make 1200 after 0"
            ]
        );
    }
}

crate::both_engines! {
    async fn a_game_is_rated_once_whether_its_end_is_sent_again_or_the_store_restarts(db: TestDb) {
        let url = db.url.clone();
        let store = Store::open(&url).await.unwrap();
        let t = started(&store, 10, &[A, B]).await;
        let ended = end(t, 2, 1, &[A, B], 0, Some(&[(A, 0), (B, 1)]));
        store.commit(&ended).await.unwrap();
        let after = (standing(&store, A).await, standing(&store, B).await);
        assert_eq!(after, (Some((1216, 1)), Some((1184, 1))));

        // The same end again (a retried write): refused by the log's guard.
        assert!(matches!(
            store.commit(&ended).await,
            Err(StoreError::Conflict { .. })
        ));
        assert!(matches!(
            store.commit_batch(std::slice::from_ref(&ended)).await[0],
            Err(StoreError::Conflict { .. })
        ));
        // The game's rating sent again with a later action: the game has ended and is rated.
        let mut again = bare(t, 3);
        again.rating = ended.rating.clone();
        assert!(store.commit(&again).await.is_err());
        assert_eq!(
            (standing(&store, A).await, standing(&store, B).await),
            after
        );

        // A restart: opening the database again (and its migrations) changes nothing, and the
        // table's next game is rated from where the ratings stand.
        store.close().await;
        let store = Store::open(&url).await.unwrap();
        assert_eq!(
            (standing(&store, A).await, standing(&store, B).await),
            after
        );
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 2);
        store
            .commit(&start_game(t, 3, 2, STAKE, &[A, B]))
            .await
            .unwrap();
        store
            .commit(&end(t, 4, 2, &[A, B], 0, Some(&[(A, 0), (B, 1)])))
            .await
            .unwrap();
        let want = rating::rating_changes(&[1216, 1184], &[0, 1]);
        assert_eq!(
            standing(&store, A).await,
            Some((1216 + i64::from(want[0]), 2))
        );
        assert!(store.check().await.unwrap().is_ok());
    }
}

crate::both_engines! {
    async fn a_rating_step_that_fails_backs_out_the_whole_end(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let t = started(&store, 10, &[A, B]).await;
        // C has no seat in the game: the rating step is refused, and with it the end.
        let bad = end(t, 2, 1, &[A, B], 0, Some(&[(A, 0), (C, 1)]));
        assert!(matches!(
            store.commit(&bad).await,
            Err(StoreError::Invalid(_))
        ));
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 1);
        assert_eq!(
            store.count_games(GUILD, GameStatus::Running).await.unwrap(),
            1
        );
        assert_eq!(store.game_pool(t, 1).await.unwrap(), Some(2 * STAKE));
        assert_eq!(rating_of(&store, A).await, None);
        // The same in a group commit: only that commit fails, the others apply.
        let t2 = started(&store, 11, &[A, B]).await;
        let results = store
            .commit_batch(&[bare(t2, 2), bad.clone(), bare(t2, 3)])
            .await;
        assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
        assert!(matches!(results[1], Err(StoreError::Invalid(_))));
        assert_eq!(store.table(t).await.unwrap().unwrap().version, 1);
        assert_eq!(rating_of(&store, A).await, None);
        store
            .commit(&end(t, 2, 1, &[A, B], 0, Some(&[(A, 0), (B, 1)])))
            .await
            .unwrap();
        assert_eq!(standing(&store, A).await, Some((1216, 1)));
        assert!(store.check().await.unwrap().is_ok());
    }
}

crate::both_engines! {
    async fn a_group_commit_rates_games_in_order(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        // B plays at two tables whose games end in the same group commit: the second game is rated
        // from B's rating after the first.
        let t1 = started(&store, 10, &[A, B]).await;
        let t2 = started(&store, 11, &[B, C]).await;
        let batch = [
            bare(t1, 2),
            end(t1, 3, 1, &[A, B], 1, Some(&[(A, 1), (B, 0)])),
            bare(t2, 2),
            end(t2, 3, 1, &[B, C], 1, Some(&[(B, 1), (C, 0)])),
            bare(t2, 4),
        ];
        for r in store.commit_batch(&batch).await {
            r.unwrap();
        }
        assert_eq!(standing(&store, A).await, Some((1184, 1)));
        let second = rating::rating_changes(&[1216, 1200], &[1, 0]);
        assert_eq!(
            standing(&store, B).await,
            Some((1216 + i64::from(second[0]), 2))
        );
        assert_eq!(
            standing(&store, C).await,
            Some((1200 + i64::from(second[1]), 1))
        );
        assert!(store.check().await.unwrap().is_ok());
    }
}
