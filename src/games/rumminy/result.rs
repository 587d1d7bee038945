//! What is shown when a game ends (N15–N20), and how the pool is paid out (as every game pays it:
//! [`split_pool`]).

use serde::{Deserialize, Serialize};

use super::{
    action::Seat,
    game::RumminyGame,
    score::{game_points, penalty, places, Standing},
    tile::Tile,
};
pub use crate::games::{split_pool, Payout};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// N15: a player's final turn emptied their hand.
    WentOut,
    /// N16: everybody still in passed with the stock empty.
    Blocked,
    /// N14: everybody else forfeited.
    LastPlayer,
    /// The table was cancelled: stakes refunded to the players still in.
    CancelledRefunded,
}

impl GameEnd {
    /// A short word for the stored round (`went_out`, `blocked`, …).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            GameEnd::WentOut => "went_out",
            GameEnd::Blocked => "blocked",
            GameEnd::LastPlayer => "last_player",
            GameEnd::CancelledRefunded => "cancelled",
        }
    }
}

/// The public result of a game (N20: every hand is shown).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub end: GameEnd,
    /// Several on a blocked-stock draw; empty when refunded.
    pub winners: Vec<Seat>,
    /// Every seat's tiles left, sorted.
    pub hands: Vec<Vec<Tile>>,
    /// N17, per seat.
    pub penalties: Vec<u32>,
    /// N18, per seat; they sum to 0.
    pub points: Vec<i64>,
    /// N19: each seat's place, 0 best, equal places a draw; what the rating is computed from.
    pub places: Vec<u8>,
    /// N19: whether the game counts for the rating (the table's `rated`, and not refunded).
    pub rated: bool,
    pub payouts: Vec<Payout>,
}

impl GameResult {
    /// The result of `game` ending now with `winners` (none: a refund to the players still in).
    #[must_use]
    pub fn settle(game: &RumminyGame, end: GameEnd, winners: Vec<Seat>) -> GameResult {
        let n = game.seats.len();
        let hands: Vec<Vec<Tile>> = (0..n)
            .map(|s| game.board.as_ref().map_or(Vec::new(), |b| b.hand_tiles(s)))
            .collect();
        let penalties: Vec<u32> = hands.iter().map(|h| penalty(h)).collect();
        let refund = winners.is_empty();
        let winner_penalty = match end {
            GameEnd::Blocked => winners.first().map_or(0, |&w| penalties[w]),
            _ => 0,
        };
        let points = if refund {
            vec![0; n]
        } else {
            game_points(&penalties, &winners, winner_penalty)
        };
        let standings: Vec<Standing> = (0..n)
            .map(|s| Standing {
                penalty: if winners.contains(&s) {
                    winner_penalty
                } else {
                    penalties[s]
                },
                tiles: hands[s].len(),
                winner: winners.contains(&s),
                forfeited: game.seats[s].forfeited,
            })
            .collect();
        let paid: Vec<Seat> = if refund {
            let still_in = game.players_in();
            if still_in.is_empty() {
                (0..n).collect()
            } else {
                still_in
            }
        } else {
            winners.clone()
        };
        GameResult {
            end,
            payouts: split_pool(game.pool, &paid, game.starter, n, refund),
            winners,
            hands,
            penalties,
            points,
            places: places(&standings),
            rated: game.options.rated && !refund,
        }
    }
}
