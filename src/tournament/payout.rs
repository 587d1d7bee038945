//! How a tournament's pool is paid out by the final standings. Fields of up to 3 players pay the
//! winner alone; 4 to 7 pay two places; 8 and more pay three. The shares are 50 : 30 : 20 of
//! the places paid (two places: 50 : 30, that is 62.5 % and 37.5 %), each rounded down, and
//! what rounding leaves goes to the winner, so the payouts always add up to the pool.

/// Each paid place's weight, first place first.
const WEIGHTS: [u64; 3] = [50, 30, 20];

/// Places paid in a field of `players`.
#[must_use]
pub fn places_paid(players: usize) -> usize {
    match players {
        0 => 0,
        1..=3 => 1,
        4..=7 => 2,
        _ => 3,
    }
}

/// The prize of each paid place, first place first; they add up to `pool`.
#[must_use]
pub fn split(pool: u64, players: usize) -> Vec<u64> {
    let paid = places_paid(players);
    if paid == 0 {
        return Vec::new();
    }
    let weights = &WEIGHTS[..paid];
    let total: u64 = weights.iter().sum();
    let mut prizes: Vec<u64> = weights
        .iter()
        .map(|w| u64::try_from(u128::from(pool) * u128::from(*w) / u128::from(total)).unwrap_or(0))
        .collect();
    let rest = pool - prizes.iter().sum::<u64>();
    prizes[0] += rest;
    prizes
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_field_decides_how_many_are_paid() {
        assert_eq!(split(800, 8), vec![400, 240, 160]);
        assert_eq!(
            split(100, 4),
            vec![63, 37],
            "62.5 % rounds down, the rest to 1st"
        );
        assert_eq!(split(90, 3), vec![90]);
        assert_eq!(split(101, 64), vec![51, 30, 20]);
        assert_eq!(split(0, 8), vec![0, 0, 0]);
    }

    proptest! {
        #[test]
        fn payouts_add_up_to_the_pool_and_never_rise_down_the_standings(
            pool in 0u64..10_000_000,
            players in 1usize..=64,
        ) {
            let prizes = split(pool, players);
            prop_assert_eq!(prizes.iter().sum::<u64>(), pool);
            prop_assert_eq!(prizes.len(), places_paid(players));
            prop_assert!(prizes.windows(2).all(|w| w[0] >= w[1]), "{:?}", prizes);
        }
    }
}
