//! Paying a game's pool out: every game pays winners (or refunds stakes) from one pool, and an
//! uneven split must neither create nor lose a chip.

use serde::{Deserialize, Serialize};

use super::Seat;

/// Chips paid out of the pool to one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payout {
    pub seat: Seat,
    pub chips: u64,
    /// Money back on a cancelled game (a refunded stake) rather than a win.
    pub refund: bool,
}

/// Splits `pool` evenly among `seats_paid`; odd chips go one each to those nearest the dealer's
/// left (R22, and the same for every game), so nothing is created or lost.
#[must_use]
pub fn split_pool(
    pool: u64,
    seats_paid: &[Seat],
    dealer: Seat,
    seats: usize,
    refund: bool,
) -> Vec<Payout> {
    if seats_paid.is_empty() || seats == 0 {
        return Vec::new();
    }
    let k = seats_paid.len() as u64;
    let mut order: Vec<Seat> = seats_paid.to_vec();
    order.sort_by_key(|&s| (s + seats - dealer % seats - 1) % seats);
    let remainder = pool % k;
    order
        .iter()
        .enumerate()
        .map(|(i, &seat)| Payout {
            seat,
            chips: pool / k + u64::from((i as u64) < remainder),
            refund,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r22_odd_chips_go_to_the_tied_players_nearest_the_dealers_left() {
        // Dealer 2 of 4: left of the dealer is seat 3, then 0, then 1.
        let p = split_pool(21, &[1, 3], 2, 4, false);
        assert_eq!(
            p,
            vec![
                Payout {
                    seat: 3,
                    chips: 11,
                    refund: false
                },
                Payout {
                    seat: 1,
                    chips: 10,
                    refund: false
                },
            ]
        );
        let p = split_pool(20, &[0, 1, 3], 3, 4, true);
        assert_eq!(p.iter().map(|p| p.chips).sum::<u64>(), 20);
        assert_eq!(
            p[0],
            Payout {
                seat: 0,
                chips: 7,
                refund: true
            }
        );
        assert!(split_pool(5, &[], 0, 3, false).is_empty());
    }
}
