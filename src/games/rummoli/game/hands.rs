//! The hands of a game of Rummoli, one after another: who deals next (L7), the antes and the
//! deal (L5, L8), closing a hand, and seats going out for want of an ante or for leaving (L26).
//!
//! Kept apart from the game's end (`end.rs`): this is what happens between hands while the game
//! goes on, and it hands over to the end when no more hands can be dealt (L23).

use super::{GameEnd, Phase, RummoliGame};
use crate::cards::CardId;
use crate::games::rummoli::{
    action::Seat,
    chips::{Holder, Reason, Space},
    event::Event,
    hand::{Hand, HandEnd},
    options::ANTE,
};

impl RummoliGame {
    /// L26: leaving. In a hand the seat is played to its end; otherwise out at once.
    pub(super) fn leave(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.seats[seat].left = true;
        ev.push(Event::Left { seat });
        let in_hand = self.hand().is_some_and(|h| h.players.contains(&seat));
        if !in_hand {
            self.put_out(seat, ev);
            if matches!(self.phase, Phase::AwaitingDeal) && self.players_in().len() < 2 {
                self.end_game(GameEnd::TooFewPlayers, ev);
            }
        }
    }

    /// The seat is out and takes its stack out of the game with it (L5, L26).
    fn put_out(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if !self.seats[seat].out {
            self.seats[seat].out = true;
            let stack = std::mem::take(&mut self.chips.stacks[seat]);
            self.cashed_out[seat] += stack;
            self.total_chips -= stack;
            ev.push(Event::Out { seat, stack });
        }
    }

    /// The next dealer: the deal passes left to a seat still in (L7).
    fn next_dealer(&self) -> Seat {
        let out = |s: Seat| self.seats[s].out;
        crate::games::next_dealer(self.dealer, self.hands_played, out, self.seats.len())
    }

    /// L5, L8: everyone in antes 1 chip per space; the cards are dealt.
    pub(super) fn start_hand(&mut self, order: &[CardId], ev: &mut Vec<Event>) {
        self.dealer = self.next_dealer();
        let n = self.seats.len();
        let players: Vec<Seat> = (1..=n)
            .map(|i| (self.dealer + i) % n)
            .filter(|&s| !self.seats[s].out)
            .collect();
        for &s in &players {
            for space in Space::ALL {
                let to = Holder::Space(space);
                ev.extend(
                    self.chips
                        .transfer(Holder::Seat(s), to, 1, Reason::Ante)
                        .map(Event::Chips),
                );
            }
        }
        let no = self.hands_played + 1;
        let (hand, dealt) = Hand::deal(no, self.dealer, players, n, self.options.poker, order);
        ev.push(dealt);
        self.phase = Phase::Playing {
            hand: Box::new(hand),
        };
    }

    /// The hand ended: leavers go out (L26); the game ends (L23) or goes on, and those who
    /// cannot ante the next hand go out before it (L5). After the last hand nobody is put out
    /// for want of an ante: there is no next hand, and the final deal goes to every player still
    /// in (L24).
    pub(super) fn finish_hand(&mut self, ev: &mut Vec<Event>) {
        let Some(result) = self.hand().and_then(Hand::result) else {
            return;
        };
        self.hands_played += 1;
        if let HandEnd::WentOut { seat } = result.end {
            self.seats[seat].went_out += 1;
        }
        for &s in &result.poker_winners {
            self.seats[s].poker_won += 1;
        }
        ev.push(Event::HandEnded {
            result: result.clone(),
        });
        self.last_hand = Some(result);
        for s in 0..self.seats.len() {
            if self.seats[s].left {
                self.put_out(s, ev);
            }
        }
        self.phase = Phase::AwaitingDeal;
        let can_ante = self
            .players_in()
            .into_iter()
            .filter(|&s| self.chips.stacks[s] >= ANTE)
            .count();
        if self.hands_played >= self.hands_total {
            self.end_game(GameEnd::Hands, ev);
        } else if can_ante < 2 {
            self.end_game(GameEnd::TooFewPlayers, ev);
        } else {
            for s in self.players_in() {
                if self.chips.stacks[s] < ANTE {
                    self.put_out(s, ev);
                }
            }
        }
    }
}
