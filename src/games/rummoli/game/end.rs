//! The end of a game of Rummoli (L23, L24): who plays for the leftover board, the final deal
//! that decides it, paying the board out, and a cancelled table sharing it without the deal.
//!
//! Kept apart from the hands (`hands.rs`) because it runs once, when the game stops, and is
//! where the chips left on the board leave it.

use super::{GameEnd, GameResult, Phase, RummoliGame};
use crate::cards::CardId;
use crate::games::rummoli::{
    action::Seat,
    chips::{even_shares, Holder, Reason, Space},
    event::Event,
    hand::Shown,
    poker::rank5,
};

impl RummoliGame {
    /// The table was cancelled: the hand in play is abandoned and the board shared by the
    /// players still in, as the final deal's odd chips are (L24), without the deal.
    pub(super) fn cancel(&mut self, ev: &mut Vec<Event>) {
        let mut players = self.order_from_dealers_left(self.players_in());
        if players.is_empty() {
            players = self.order_from_dealers_left((0..self.seats.len()).collect());
        }
        self.pay_board(&players, ev);
        self.game_over(GameEnd::Cancelled, players, ev);
    }

    /// L24: the leftover board goes to the final deal, or to a lone player.
    pub(super) fn end_game(&mut self, end: GameEnd, ev: &mut Vec<Event>) {
        let mut players = self.order_from_dealers_left(self.players_in());
        if players.is_empty() {
            // Decision (docs/rules/rummoli.md): nobody could ante: those who did not leave play it.
            let stayed = (0..self.seats.len())
                .filter(|&s| !self.seats[s].left)
                .collect();
            players = self.order_from_dealers_left(stayed);
        }
        if players.is_empty() {
            players = self.order_from_dealers_left((0..self.seats.len()).collect());
        }
        if self.chips.board_total() > 0 && players.len() >= 2 {
            self.phase = Phase::AwaitingFinalDeal { end, players };
        } else {
            let taker: Vec<Seat> = if self.chips.board_total() > 0 {
                players.into_iter().take(1).collect()
            } else {
                Vec::new()
            };
            self.pay_board(&taker, ev);
            self.game_over(end, taker, ev);
        }
    }

    fn order_from_dealers_left(&self, mut seats: Vec<Seat>) -> Vec<Seat> {
        let n = self.seats.len();
        seats.sort_by_key(|&s| (s + n - self.dealer - 1) % n);
        seats
    }

    /// L24: 5 cards each; the best take the board, odd chips one each from the dealer's left.
    pub(super) fn final_deal(
        &mut self,
        end: GameEnd,
        players: &[Seat],
        order: &[CardId],
        ev: &mut Vec<Event>,
    ) {
        let k = players.len();
        let shown: Vec<Shown> = players
            .iter()
            .enumerate()
            .map(|(i, &seat)| {
                let five: [crate::cards::Card; 5] =
                    std::array::from_fn(|j| order[j * k + i].card());
                Shown {
                    seat,
                    cards: five.to_vec(),
                    rank: rank5(&five),
                }
            })
            .collect();
        let best = shown.iter().map(|h| h.rank).max().unwrap_or_default();
        let winners: Vec<Seat> = shown
            .iter()
            .filter(|h| h.rank == best)
            .map(|h| h.seat)
            .collect();
        ev.push(Event::FinalDeal {
            shown,
            winners: winners.clone(),
        });
        self.pay_board(&winners, ev);
        self.game_over(end, winners, ev);
    }

    /// Empties the board into `winners` (in priority order): even shares, odd chips one each.
    fn pay_board(&mut self, winners: &[Seat], ev: &mut Vec<Event>) {
        let (share, odd) = even_shares(self.chips.board_total(), winners.len());
        let mut owed: Vec<(Seat, u64)> = winners
            .iter()
            .enumerate()
            .map(|(i, &w)| (w, share + u64::from((i as u64) < odd)))
            .collect();
        for space in Space::ALL {
            for (w, due) in &mut owed {
                let from = Holder::Space(space);
                if let Some(t) =
                    self.chips
                        .transfer(from, Holder::Seat(*w), *due, Reason::FinalDeal)
                {
                    *due -= t.chips;
                    ev.push(Event::Chips(t));
                }
            }
        }
    }

    fn game_over(&mut self, end: GameEnd, board_winners: Vec<Seat>, ev: &mut Vec<Event>) {
        let result = GameResult {
            end,
            board_winners,
            stacks: (0..self.seats.len())
                .map(|s| self.chips.stacks[s] + self.cashed_out[s])
                .collect(),
            paid_at_end: self.chips.stacks.clone(),
        };
        ev.push(Event::GameOver {
            result: result.clone(),
        });
        self.phase = Phase::Over { result };
    }
}
