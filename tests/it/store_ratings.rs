//! Ratings (N19) through the store: a commit that finishes a rated game carries its members'
//! places, and the store rates it in the same transaction from their ratings as they stand. N19's
//! example 5, pairwise sums with three members, computer players left out, unrated and refunded
//! games. A game rated only once and whole is in `store_ratings_once`, the leaderboard by rating
//! in `store_ratings_board`. On both engines. (The store rates whatever game the table says is rated; these tests
//! use Rumino's kind.)

use crate::store_fixtures::*;
use crate::support::engines::TestDb;
use rumino::games::{rating, GameKind};
use rumino::ids::{PlayerId, TableId};
use rumino::store::{
    Commit, GameStatus, LedgerKind, PlayerRating, RatedGame, RatedSeat, SeatOutcome, Store,
    StoreError,
};

pub(crate) const A: i64 = 1;
pub(crate) const B: i64 = 2;
pub(crate) const C: i64 = 3;
pub(crate) const STAKE: i64 = 10;

async fn funded(store: &Store, players: &[i64]) {
    for p in players {
        store
            .ensure_account(GUILD, PlayerId(*p), 1000)
            .await
            .unwrap();
    }
}

/// The members' places in game `game_no`.
fn rated(game_no: i64, places: &[(i64, u8)]) -> RatedGame {
    RatedGame {
        game_no,
        seated: places.len(),
        seats: places
            .iter()
            .map(|&(p, place)| RatedSeat {
                player_id: PlayerId(p),
                place,
            })
            .collect(),
    }
}

/// The commit finishing game `game_no` (started with `players`), `winner` taking the pool, with
/// the members' `places` for the rating (none: an unrated game).
pub(crate) fn end(
    t: TableId,
    seq: i64,
    game_no: i64,
    players: &[i64],
    winner: usize,
    places: Option<&[(i64, u8)]>,
) -> Commit {
    let pool = STAKE * players.len() as i64;
    let mut c = finish_game(
        t,
        seq,
        game_no,
        STAKE,
        players,
        winner,
        pool,
        1_800_000_000_000,
    );
    c.rating = places.map(|p| rated(game_no, p));
    c
}

/// A table where `players` have started game 1 (seq 1).
pub(crate) async fn started(store: &Store, channel: i64, players: &[i64]) -> TableId {
    funded(store, players).await;
    let t = store.create_table(&new_table(channel)).await.unwrap();
    store
        .commit(&start_game(t, 1, 1, STAKE, players))
        .await
        .unwrap();
    t
}

pub(crate) async fn rating_of(store: &Store, player: i64) -> Option<PlayerRating> {
    store
        .rating(GUILD, GameKind::Rumino, PlayerId(player))
        .await
        .unwrap()
}

/// `player`'s (rating, games rated), if they have one.
pub(crate) async fn standing(store: &Store, player: i64) -> Option<(i64, i64)> {
    rating_of(store, player)
        .await
        .map(|r| (r.rating, r.games_rated))
}

/// Sets a member's rating as if earlier games had made it (what the examples start from).
pub(crate) async fn set_rating(db: &TestDb, player: i64, rating: i64, games: i64) {
    db.execute(&format!(
        "INSERT INTO ratings (guild_id, game_kind, player_id, rating, games_rated, last_change, \
         updated_at) VALUES ({}, 'rumino', {player}, {rating}, {games}, 0, 0)",
        GUILD.0
    ))
    .await
    .unwrap();
}

crate::both_engines! {
    async fn n19_example_5_a_goes_out_at_1200_against_b_at_1400(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        set_rating(&db, B, 1400, 9).await;
        let t = started(&store, 10, &[A, B]).await;
        store
            .commit(&end(t, 2, 1, &[A, B], 0, Some(&[(A, 0), (B, 1)])))
            .await
            .unwrap();
        let a = rating_of(&store, A).await.unwrap();
        assert_eq!((a.rating, a.games_rated, a.last_change), (1224, 1, 24));
        assert_eq!(a.updated_at, 1_700_000_000_002, "the commit's time");
        let b = rating_of(&store, B).await.unwrap();
        assert_eq!((b.rating, b.games_rated, b.last_change), (1376, 10, -24));
        let changes = store.rating_changes(t, 1).await.unwrap();
        let seen: Vec<(PlayerId, u8, i64, i64)> = changes
            .iter()
            .map(|c| (c.player, c.place, c.before, c.after()))
            .collect();
        assert_eq!(
            seen,
            vec![(PlayerId(A), 0, 1200, 1224), (PlayerId(B), 1, 1400, 1376)]
        );
    }
}

crate::both_engines! {
    async fn n19_example_5_had_b_won_b_gains_8_and_a_loses_8(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        set_rating(&db, B, 1400, 9).await;
        let t = started(&store, 10, &[A, B]).await;
        store
            .commit(&end(t, 2, 1, &[A, B], 1, Some(&[(A, 1), (B, 0)])))
            .await
            .unwrap();
        assert_eq!(standing(&store, A).await, Some((1192, 1)));
        assert_eq!(standing(&store, B).await, Some((1408, 10)));
    }
}

crate::both_engines! {
    async fn three_members_each_sum_their_pairwise_changes(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        // All at 1200, K = 16: every pair is worth 8 to its better player.
        let t = started(&store, 10, &[A, B, C]).await;
        let places = [(A, 0), (B, 1), (C, 2)];
        store
            .commit(&end(t, 2, 1, &[A, B, C], 0, Some(&places)))
            .await
            .unwrap();
        assert_eq!(standing(&store, A).await, Some((1216, 1)));
        assert_eq!(standing(&store, B).await, Some((1200, 1)));
        assert_eq!(standing(&store, C).await, Some((1184, 1)));

        // From uneven ratings, with a draw for second: the pure function's numbers.
        let ratings = [1216, 1200, 1184];
        let places = [(A, 2), (B, 0), (C, 0)];
        store
            .commit(&start_game(t, 3, 2, STAKE, &[A, B, C]))
            .await
            .unwrap();
        store
            .commit(&end(t, 4, 2, &[A, B, C], 1, Some(&places)))
            .await
            .unwrap();
        let want = rating::rating_changes(&ratings, &[2, 0, 0]);
        assert_eq!(want.iter().sum::<i32>(), 0);
        for ((p, _), (r, w)) in places.iter().zip(ratings.iter().zip(&want)) {
            let got = rating_of(&store, *p).await.unwrap();
            assert_eq!(
                (got.rating, got.games_rated, got.last_change),
                (i64::from(r + w), 2, i64::from(*w)),
                "player {p}"
            );
        }
    }
}

crate::both_engines! {
    async fn computer_players_are_not_rated(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let computer = -201;
        let t = started(&store, 10, &[A, computer, B]).await;
        // The table rates the members only, ranked among themselves: a two-player game, K = 32.
        let members = [(A, 1), (B, 0)];
        // Naming the computer player is refused, and nothing of the end is written.
        let with_computer = [(A, 1), (computer, 0), (B, 0)];
        let bad = end(t, 2, 1, &[A, computer, B], 1, Some(&with_computer));
        assert!(matches!(
            store.commit(&bad).await,
            Err(StoreError::Invalid(_))
        ));
        assert_eq!(
            store
                .count_games(GUILD, GameStatus::Finished)
                .await
                .unwrap(),
            0
        );
        store
            .commit(&end(t, 2, 1, &[A, computer, B], 1, Some(&members)))
            .await
            .unwrap();
        assert_eq!(standing(&store, A).await, Some((1184, 1)));
        assert_eq!(standing(&store, B).await, Some((1216, 1)));
        assert_eq!(rating_of(&store, computer).await, None);
        assert!(store.check().await.unwrap().is_ok());
    }
}

crate::both_engines! {
    async fn unrated_and_refunded_games_change_no_rating(db: TestDb) {
        let store = Store::open(&db.url).await.unwrap();
        let t = started(&store, 10, &[A, B]).await;
        store.commit(&end(t, 2, 1, &[A, B], 0, None)).await.unwrap();
        assert_eq!(rating_of(&store, A).await, None);
        assert_eq!(rating_of(&store, B).await, None);
        assert!(store.rating_changes(t, 1).await.unwrap().is_empty());

        // A refunded game: no rating, and one named with it is refused whole.
        store
            .commit(&start_game(t, 3, 2, STAKE, &[A, B]))
            .await
            .unwrap();
        let mut cancel = bare(t, 4);
        cancel.action.game_no = Some(2);
        cancel.games.push(game(
            2,
            STAKE,
            GameStatus::Cancelled,
            Some(1_800_000_000_000),
        ));
        for (i, p) in [A, B].iter().enumerate() {
            cancel
                .seats
                .push(seat(2, i as i64, *p, Some(SeatOutcome::Cancelled)));
            cancel.ledger.push(entry(*p, 2, LedgerKind::Refund, STAKE));
        }
        let mut rated_cancel = cancel.clone();
        rated_cancel.rating = Some(rated(2, &[(A, 0), (B, 1)]));
        assert!(matches!(
            store.commit(&rated_cancel).await,
            Err(StoreError::Invalid(_))
        ));
        assert_eq!(
            store
                .count_games(GUILD, GameStatus::Cancelled)
                .await
                .unwrap(),
            0
        );
        store.commit(&cancel).await.unwrap();
        assert_eq!(rating_of(&store, A).await, None);
        assert!(store.check().await.unwrap().is_ok());
    }
}
