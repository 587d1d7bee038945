//! Rebuys (R21), leaving a running game (R24) and cancelling it: the ways a seat or the whole
//! game ends other than by the cards.

use super::game::{Event, RuminoGame};
use super::{GameEnd, GameResult, Payout, Phase, RuleError, Seat};

impl RuminoGame {
    /// `seat` answers its rebuy offer (R21): the offer is gone, and once every offer is
    /// answered the game waits for the next deal.
    fn answer_offer(&mut self, seat: Seat) -> Result<(), RuleError> {
        let Phase::Rebuys { offers } = &mut self.phase else {
            return Err(RuleError::NoRebuyOffer);
        };
        let Some(i) = offers.iter().position(|&s| s == seat) else {
            return Err(RuleError::NoRebuyOffer);
        };
        offers.remove(i);
        if offers.is_empty() {
            self.phase = Phase::AwaitingDeal;
        }
        Ok(())
    }

    pub(super) fn rebuy(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        self.answer_offer(seat)?;
        let score = self
            .players_in()
            .iter()
            .map(|&s| self.seats[s].score)
            .max()
            .unwrap_or(0);
        let n = self.seats[seat].rebuys + 1;
        let cost = self.options.rebuy_cost(n);
        let state = &mut self.seats[seat];
        state.rebuys = n;
        state.eliminated = false;
        state.out_after = None;
        state.score = score;
        state.paid_in = state.paid_in.saturating_add(cost);
        self.pool = self.pool.saturating_add(cost);
        Ok(vec![Event::Rebought { seat, cost, score }])
    }

    pub(super) fn decline_rebuy(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        self.answer_offer(seat)?;
        Ok(vec![Event::RebuyDeclined { seat }])
    }

    /// R24: the seat forfeits; if that leaves one player in, the game is over (R22a).
    pub(super) fn leave(&mut self, seat: Seat) -> Vec<Event> {
        let state = &mut self.seats[seat];
        if state.forfeited {
            return Vec::new();
        }
        state.forfeited = true;
        if !state.eliminated && self.options.rated {
            state.out_after = Some(self.hands_played);
        }
        state.eliminated = true;
        let mut events = vec![Event::Left { seat }];
        match &mut self.phase {
            Phase::Playing { hand } => hand.remove_player(seat),
            Phase::Rebuys { offers } => offers.retain(|&s| s != seat),
            _ => {}
        }
        let players_in = self.players_in();
        if players_in.len() <= 1 {
            let winners = if players_in.is_empty() {
                self.lowest_scores(&self.all_seats())
            } else {
                players_in
            };
            events.push(self.finish(GameEnd::LastPlayerStanding, winners));
        } else if let Phase::Rebuys { offers } = &self.phase {
            if offers.is_empty() {
                self.phase = Phase::AwaitingDeal;
            }
        }
        events
    }

    pub(super) fn all_seats(&self) -> Vec<Seat> {
        (0..self.seats.len()).collect()
    }

    pub(super) fn lowest_scores(&self, among: &[Seat]) -> Vec<Seat> {
        let best = among.iter().map(|&s| self.seats[s].score).min();
        among
            .iter()
            .copied()
            .filter(|&s| Some(self.seats[s].score) == best)
            .collect()
    }

    /// Ends the game, paying the whole pool to `winners` (R22).
    pub(super) fn finish(&mut self, end: GameEnd, winners: Vec<Seat>) -> Event {
        let payouts =
            super::result::split_pool(self.pool, &winners, self.dealer, self.seats.len(), false);
        self.pool = 0;
        let result = GameResult {
            end,
            winners,
            payouts,
        };
        self.phase = Phase::Over {
            result: result.clone(),
        };
        Event::GameOver { result }
    }

    /// R24: before the first hand is scored every player still in gets their stake back and
    /// shares what leavers forfeited (split as in R22, so the pool is paid out whole); after a
    /// scored hand the pool goes to the lowest score still in (R22 tie-break).
    pub(super) fn cancel(&mut self) -> Vec<Event> {
        let players_in = self.players_in();
        if self.hands_played == 0 && !players_in.is_empty() {
            let mut payouts: Vec<Payout> = players_in
                .iter()
                .filter(|&&s| self.seats[s].paid_in > 0)
                .map(|&seat| Payout {
                    seat,
                    chips: self.seats[seat].paid_in,
                    refund: true,
                })
                .collect();
            let refunded: u64 = payouts.iter().map(|p| p.chips).sum();
            let forfeited = self.pool.saturating_sub(refunded);
            let shares = super::result::split_pool(
                forfeited,
                &players_in,
                self.dealer,
                self.seats.len(),
                false,
            );
            for share in shares {
                match payouts.iter_mut().find(|p| p.seat == share.seat) {
                    Some(p) => p.chips += share.chips,
                    None => payouts.push(Payout {
                        refund: true,
                        ..share
                    }),
                }
            }
            self.pool = 0;
            let result = GameResult {
                end: GameEnd::CancelledRefunded,
                winners: Vec::new(),
                payouts,
            };
            self.phase = Phase::Over {
                result: result.clone(),
            };
            return vec![Event::GameOver { result }];
        }
        let among = if players_in.is_empty() {
            self.all_seats()
        } else {
            players_in
        };
        let winners = self.lowest_scores(&among);
        vec![self.finish(GameEnd::CancelledSettled, winners)]
    }
}
