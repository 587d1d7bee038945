//! The poker part of a hand (L12–L15): the showdown, or one betting round then the showdown;
//! the winner(s) take the Poker space and the first of them leads the run-out (L16).

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Seat},
    chips::{even_shares, Chips, Holder, Reason, Space},
    error::{Expected, RuleError},
    event::Event,
    hand::{Hand, Shown, Stage},
    options::PokerMode,
    poker::best_five,
};

/// Most chips one player can put in the Poker space in the betting round: a bet and 3 raises.
pub const BET_CAP: u64 = 4;

/// L14: the betting round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Betting {
    pub turn: Seat,
    /// Chips each player must have put in to stay: 0 before the bet, then 1 to [`BET_CAP`].
    pub level: u64,
    /// Per seat: chips put in this round.
    pub put: Vec<u64>,
    pub folded: Vec<bool>,
    pub acted: Vec<bool>,
}

impl Betting {
    /// What `seat` may do at `stack` chips (L14: nobody bets chips they lack; one who cannot
    /// call folds).
    #[must_use]
    pub fn legal(&self, seat: Seat, stack: u64) -> Vec<Action> {
        if self.level == 0 {
            let mut v = vec![Action::Check];
            if stack >= 1 {
                v.push(Action::Bet);
            }
            return v;
        }
        let owed = self.level - self.put[seat];
        let mut v = vec![Action::Fold];
        if stack >= owed {
            v.push(Action::Call);
        }
        if self.level < BET_CAP && stack > owed {
            v.push(Action::Raise);
        }
        v
    }
}

impl Hand {
    /// After the dealer's choice: the showdown, or the betting round (L13, L14).
    pub(super) fn start_poker(&mut self, chips: &mut Chips, ev: &mut Vec<Event>) {
        if self.mode == PokerMode::Showdown {
            let all = self.players.clone();
            self.showdown(&all, chips, ev);
            return;
        }
        let n = self.cards.len();
        self.stage = Stage::Betting(Betting {
            turn: self.next_player(self.dealer),
            level: 0,
            put: vec![0; n],
            folded: vec![false; n],
            acted: vec![false; n],
        });
    }

    /// L14: a betting action by the player on turn.
    pub(super) fn bet(
        &mut self,
        seat: Seat,
        action: &Action,
        chips: &mut Chips,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Stage::Betting(b) = &self.stage else {
            return Err(RuleError::WrongStage(Expected::Bet));
        };
        let stack = chips.held(Holder::Seat(seat));
        if !b.legal(seat, stack).contains(action) {
            return Err(match action {
                Action::Raise if b.level >= BET_CAP => RuleError::RaiseCap,
                Action::Bet | Action::Call | Action::Raise
                    if b.level > 0 || *action == Action::Bet =>
                {
                    RuleError::NotEnoughChips(stack)
                }
                _ if b.level == 0 => RuleError::WrongStage(Expected::CheckOrBet),
                _ => RuleError::WrongStage(Expected::FoldCallOrRaise),
            });
        }
        let mut b = b.clone();
        let pay = match action {
            Action::Bet => 1,
            Action::Call => b.level - b.put[seat],
            Action::Raise => b.level + 1 - b.put[seat],
            _ => 0,
        };
        if *action == Action::Fold {
            b.folded[seat] = true;
        }
        if pay > 0 {
            let to = Holder::Space(Space::Poker);
            ev.extend(
                chips
                    .transfer(Holder::Seat(seat), to, pay, Reason::PokerBet)
                    .map(Event::Chips),
            );
            b.put[seat] += pay;
            if b.put[seat] > b.level {
                // A bet or raise: everybody else acts again.
                b.level = b.put[seat];
                b.acted.iter_mut().for_each(|a| *a = false);
            }
        }
        b.acted[seat] = true;
        ev.push(Event::Poker {
            seat,
            action: action.clone(),
        });
        let still_in: Vec<Seat> = self
            .players
            .iter()
            .copied()
            .filter(|&s| !b.folded[s])
            .collect();
        let next = self
            .round_from(self.next_player(seat))
            .into_iter()
            .find(|&s| !b.folded[s] && (!b.acted[s] || b.put[s] < b.level));
        match next {
            Some(turn) if still_in.len() > 1 => {
                b.turn = turn;
                self.stage = Stage::Betting(b);
            }
            _ => self.showdown(&still_in, chips, ev),
        }
        Ok(())
    }

    /// L13–L15: `contenders` (in dealer's-left order) show, unless one is left alone (L14); the
    /// best take the Poker space in even shares, odd chips stay; the first of them leads.
    fn showdown(&mut self, contenders: &[Seat], chips: &mut Chips, ev: &mut Vec<Event>) {
        let mut shown = Vec::new();
        if contenders.len() > 1 {
            for &s in contenders {
                if let Some((rank, five)) = best_five(&self.cards[s]) {
                    shown.push(Shown {
                        seat: s,
                        cards: five.to_vec(),
                        rank,
                    });
                }
            }
        }
        let winners: Vec<Seat> = match shown.iter().map(|h| h.rank).max() {
            Some(best) => shown
                .iter()
                .filter(|h| h.rank == best)
                .map(|h| h.seat)
                .collect(),
            None => contenders.to_vec(),
        };
        let (share, _odd) = even_shares(chips.on(Space::Poker), winners.len());
        for &w in &winners {
            let from = Holder::Space(Space::Poker);
            ev.extend(
                chips
                    .transfer(from, Holder::Seat(w), share, Reason::PokerWin)
                    .map(Event::Chips),
            );
        }
        ev.push(Event::PokerWon {
            shown: shown.clone(),
            winners: winners.clone(),
        });
        self.shown = shown;
        self.poker_winners.clone_from(&winners);
        if let Some(&leader) = winners.first() {
            self.first_lead(leader, chips, ev);
        }
    }
}
