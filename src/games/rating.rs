//! The rating every rated game shares: Elo per server and game, as Rumminy's N19 defines it
//! (`docs/rules/rumminy.md`). Pure functions of numbers: a game says each seat's place
//! ([`super::Game::places`]), the store reads the players' ratings, and [`rating_changes`] gives
//! what each gains or loses.

/// The rating a member starts with in a server, for each game that rates (N19).
pub const START_RATING: i32 = 1200;

/// N19: A's expected score against B.
#[must_use]
pub fn expected(rating_a: i32, rating_b: i32) -> f64 {
    1.0 / (1.0 + 10f64.powf(f64::from(rating_b - rating_a) / 400.0))
}

/// N19: each seat's rating change from pre-game `ratings` and finishing `places` (0 best, equal
/// places a draw), when every player seated is rated: as [`rating_changes_seated`] with `n` the
/// players rated.
#[must_use]
pub fn rating_changes(ratings: &[i32], places: &[u8]) -> Vec<i32> {
    rating_changes_seated(ratings, places, ratings.len().min(places.len()))
}

/// N19: each rated player's change from pre-game `ratings` and `places` among them, at a game of
/// `seated` players at the start. Every rated pair is rated with `K = 32 / (n − 1)`, `n` the
/// players seated (computer players count: they are seated, though they have no rating and no
/// pair with them is rated), each change rounded half away from zero and zero-sum per pair.
/// Seats missing from either list get no change.
#[must_use]
pub fn rating_changes_seated(ratings: &[i32], places: &[u8], seated: usize) -> Vec<i32> {
    let rated = ratings.len().min(places.len());
    let mut changes = vec![0; ratings.len()];
    if rated < 2 {
        return changes;
    }
    let n = seated.max(rated);
    let k = 32.0 / (n - 1) as f64;
    for a in 0..rated {
        for b in a + 1..rated {
            let score = match places[a].cmp(&places[b]) {
                std::cmp::Ordering::Less => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
            // f64::round rounds half away from zero, as N19 asks.
            let delta = (k * (score - expected(ratings[a], ratings[b]))).round() as i32;
            changes[a] += delta;
            changes[b] -= delta;
        }
    }
    changes
}

/// Places from each seat's standing `keys`, a greater key the better place: each seat's place is
/// the number of seats strictly ahead of it, so the best is 0 and equal keys share a place (a
/// draw). How a game builds its keys is its own ranking (`Game::places`).
#[must_use]
pub fn places_by<K: Ord>(keys: &[K]) -> Vec<u8> {
    keys.iter()
        .map(|k| {
            let ahead = keys.iter().filter(|o| *o > k).count();
            u8::try_from(ahead).unwrap_or(u8::MAX)
        })
        .collect()
}

/// Places among some of a game's seats (the rated ones), ranked again among themselves: each
/// becomes the number of those strictly ahead of it, so the best is 0 and equal places stay equal.
#[must_use]
pub fn rerank(places: &[u8]) -> Vec<u8> {
    places
        .iter()
        .map(|p| {
            let ahead = places.iter().filter(|o| *o < p).count();
            u8::try_from(ahead).unwrap_or(u8::MAX)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arena, each_game, Game, GameKind, Level};
    use proptest::prelude::*;

    /// A whole game of `kind` between `players` seats, every one a member (the seats are played
    /// by the computer players' rules, but nobody at the table is a computer): its places.
    fn played_places(kind: GameKind, players: usize, seed: u64) -> Option<Vec<u8>> {
        let levels = vec![Level::Easy; players];
        each_game!(kind kind, G => {
            arena::play::<G>(&<G as Game>::Options::default(), &levels, seed).places
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]

        /// Ratings are conserved per game when no computer plays: each rated game's places,
        /// from a game really played to its end, move its members' ratings by changes that sum
        /// to 0, and a winner never loses to a member placed below.
        #[test]
        fn every_rated_game_conserves_ratings_when_only_members_play(
            seed: u64,
            players in 2usize..=4,
            ratings in proptest::collection::vec(800i32..2000, 4),
        ) {
            for kind in GameKind::rated_games() {
                let Some(places) = played_places(kind, players, seed) else {
                    // Only a refunded (or capped and cancelled) game goes unrated.
                    continue;
                };
                prop_assert_eq!(places.len(), players, "{:?}", kind);
                prop_assert!(places.contains(&0), "{:?}: {:?}", kind, places);
                let changes = rating_changes(&ratings[..players], &places);
                prop_assert_eq!(changes.iter().sum::<i32>(), 0, "{:?}: {:?}", kind, places);
            }
        }
    }

    #[test]
    fn every_pair_is_zero_sum_and_the_better_place_never_loses() {
        let ratings = [1500, 1200, 1350, 990];
        for places in [[0, 1, 2, 3], [3, 2, 1, 0], [0, 0, 2, 2], [1, 0, 1, 3]] {
            let changes = rating_changes(&ratings, &places);
            assert_eq!(changes.iter().sum::<i32>(), 0, "{places:?}");
            let best = places.iter().position(|&p| p == 0).unwrap();
            let worst = places.iter().position(|&p| p == 3);
            if let Some(worst) = worst {
                assert!(changes[worst] <= 0 && changes[best] >= changes[worst]);
            }
        }
    }

    #[test]
    fn n19_k_counts_every_player_seated_computers_included() {
        // Two members and two computer players: n = 4, so K = 32/3 and the one rated pair
        // moves by round(32/3 × ½) = 5, not by K = 32 as if only the members had played.
        assert_eq!(
            rating_changes_seated(&[1200, 1200], &[0, 1], 4),
            vec![5, -5]
        );
        assert_eq!(
            rating_changes_seated(&[1200, 1200], &[0, 1], 2),
            vec![16, -16]
        );
        assert_eq!(rating_changes(&[1200, 1200], &[0, 1]), vec![16, -16]);
        // Fewer seated than rated cannot be: the rated count stands.
        assert_eq!(
            rating_changes_seated(&[1200, 1200], &[0, 1], 0),
            vec![16, -16]
        );
    }

    #[test]
    fn fewer_than_two_change_nothing() {
        assert_eq!(rating_changes(&[1200], &[0]), vec![0]);
        assert_eq!(rating_changes(&[], &[]), Vec::<i32>::new());
        assert_eq!(rating_changes(&[1200, 1400], &[0]), vec![0, 0]);
    }

    #[test]
    fn places_by_key_put_the_greatest_first_and_share_equal_places() {
        assert_eq!(places_by(&[3, 9, 3, 1]), vec![1, 0, 1, 3]);
        assert_eq!(places_by(&[(true, 5), (false, 9)]), vec![0, 1]);
        assert_eq!(places_by::<u8>(&[]), Vec::<u8>::new());
    }

    #[test]
    fn reranked_places_keep_order_and_draws() {
        assert_eq!(rerank(&[3, 1, 1, 0]), vec![3, 1, 1, 0]);
        assert_eq!(rerank(&[2, 0]), vec![1, 0]);
        assert_eq!(rerank(&[3, 1]), vec![1, 0]);
        assert_eq!(rerank(&[2, 2, 3]), vec![0, 0, 2]);
        assert_eq!(rerank(&[]), Vec::<u8>::new());
    }

    #[test]
    fn reranking_a_subset_changes_no_pair() {
        // Ratings depend only on the order within each pair, so dropping seats and reranking the
        // rest gives what the pairs among the rest would give with K of their number.
        let (ratings, places) = ([1200, 1400, 1300], [2u8, 0, 3]);
        assert_eq!(
            rating_changes(&ratings, &rerank(&places)),
            rating_changes(&ratings, &places)
        );
    }
}
