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

/// The seats among `players` with the highest `score`, all of them on a tie.
#[must_use]
pub fn leaders<K: Ord>(players: &[Seat], score: impl Fn(Seat) -> K) -> Vec<Seat> {
    let best = players.iter().map(|&s| score(s)).max();
    players
        .iter()
        .copied()
        .filter(|&s| Some(score(s)) == best)
        .collect()
}

/// How a cancelled game played to points for one pool settles (Rummy and Ramino, as their rules
/// copies decide it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cancelled {
    /// Money back (no hand counted yet) rather than a win.
    pub refunded: bool,
    pub winners: Vec<Seat>,
    pub payouts: Vec<Payout>,
}

/// Settles a cancelled pool game: before any hand `counted`, the pool goes back to the players
/// still `in_game`, shared evenly (so a leaver's stake is forfeited to them); after, the `leaders`
/// still in win it, ties split. With no one still in, every seat shares it.
#[must_use]
pub fn cancelled(
    pool: u64,
    in_game: &[Seat],
    leaders: &[Seat],
    counted: bool,
    dealer: Seat,
    seats: usize,
) -> Cancelled {
    let everyone: Vec<Seat>;
    let in_game = if in_game.is_empty() {
        everyone = (0..seats).collect();
        &everyone
    } else {
        in_game
    };
    let (refunded, winners) = if !counted {
        (true, Vec::new())
    } else if leaders.is_empty() {
        (false, in_game.to_vec())
    } else {
        (false, leaders.to_vec())
    };
    let paid = if refunded { in_game } else { &winners };
    Cancelled {
        payouts: split_pool(pool, paid, dealer, seats, refunded),
        refunded,
        winners,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chips(payouts: &[Payout]) -> Vec<(Seat, u64, bool)> {
        payouts
            .iter()
            .map(|p| (p.seat, p.chips, p.refund))
            .collect()
    }

    #[test]
    fn leaders_are_every_seat_with_the_best_score() {
        let scores = [30, 50, 50, 10];
        assert_eq!(leaders(&[0, 1, 2, 3], |s| scores[s]), vec![1, 2]);
        assert_eq!(leaders(&[0, 3], |s| scores[s]), vec![0]);
        assert!(leaders(&[], |s| scores[s]).is_empty());
    }

    #[test]
    fn y_t_cancelled_before_a_hand_counts_refunds_the_players_still_in() {
        // Seat 1 left: its stake of 10 is shared by the two still in, odd chip left of dealer 0.
        let c = cancelled(30, &[0, 2], &[2], false, 0, 3);
        assert!(c.refunded);
        assert!(c.winners.is_empty());
        assert_eq!(chips(&c.payouts), vec![(2, 15, true), (0, 15, true)]);
        let c = cancelled(31, &[0, 2], &[], false, 0, 3);
        assert_eq!(chips(&c.payouts), vec![(2, 16, true), (0, 15, true)]);
    }

    #[test]
    fn y_t_cancelled_later_pays_the_leaders_still_in() {
        let c = cancelled(30, &[0, 1, 2], &[1], true, 0, 3);
        assert!(!c.refunded);
        assert_eq!(c.winners, vec![1]);
        assert_eq!(chips(&c.payouts), vec![(1, 30, false)]);
        let c = cancelled(31, &[0, 1, 2], &[0, 2], true, 0, 3);
        assert_eq!(chips(&c.payouts), vec![(2, 16, false), (0, 15, false)]);
    }

    #[test]
    fn cancelled_with_no_one_in_shares_among_every_seat() {
        let c = cancelled(20, &[], &[], false, 1, 2);
        assert_eq!(chips(&c.payouts), vec![(0, 10, true), (1, 10, true)]);
        let c = cancelled(20, &[], &[], true, 1, 2);
        assert_eq!(c.winners, vec![0, 1]);
        let total: u64 = c.payouts.iter().map(|p| p.chips).sum();
        assert_eq!(total, 20);
    }

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
