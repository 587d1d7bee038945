//! A game of Rummoli: antes and hands one after another (L5, L7), leavers (L26), the end and the
//! final deal for the leftover board (L23, L24). `apply` is the only way to change a game.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Command, Seat},
    chips::{even_shares, Chips, Holder, Reason, Space, Transfer},
    error::RuleError,
    event::Event,
    hand::{Hand, HandEnd, HandResult, Shown, Stage},
    options::{RummoliOptions, ANTE},
    poker::rank5,
};
use crate::cards::{CardId, Pack};

/// The pack Rummoli is dealt from (L1).
pub const PACK: Pack = Pack::French52;

/// A seat's standing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// Out of the game with their stack (L5: could not ante; L26: left).
    pub out: bool,
    /// Has left (L26): played by defaults to the hand's end, then out.
    pub left: bool,
    /// Hands this seat ended by going out (L20).
    pub went_out: u32,
    /// Hands in which this seat won (or shared) the Poker space (L13–L15).
    pub poker_won: u32,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// L23: the set number of deals was played.
    Hands,
    /// L23: fewer than 2 players could ante (or stayed).
    TooFewPlayers,
    /// The table was cancelled: the board is shared by the players still in, no final deal
    /// (decision in `docs/rules/rummoli.md`).
    Cancelled,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub end: GameEnd,
    /// Who took the leftover board (L24), if anything was left on it.
    pub board_winners: Vec<Seat>,
    /// The stacks returned to the players (L4), whenever they went out: each seat's total.
    pub stacks: Vec<u64>,
    /// The part of each stack returned at the end (the rest went back when the seat went out).
    pub paid_at_end: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the table's deck order for the next hand.
    AwaitingDeal,
    Playing {
        hand: Box<Hand>,
    },
    /// L24: waiting for the deck order of the final deal, dealt to `players`.
    AwaitingFinalDeal {
        end: GameEnd,
        players: Vec<Seat>,
    },
    Over {
        result: GameResult,
    },
}

/// A game of Rummoli. Changed only by [`RummoliGame::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RummoliGame {
    pub options: RummoliOptions,
    pub seats: Vec<SeatState>,
    pub chips: Chips,
    /// Every chip still in the game: `chips.total()` always equals it (L4).
    pub total_chips: u64,
    /// Chips each seat took back when it went out (L5, L26): they left the game with it, so
    /// `total_chips` plus these is every buy-in.
    pub cashed_out: Vec<u64>,
    /// Dealer of the current or last hand; before the first deal, the first dealer (L7).
    pub dealer: Seat,
    pub hands_played: u32,
    /// L23: deals to play.
    pub hands_total: u32,
    pub phase: Phase,
    pub last_hand: Option<HandResult>,
    /// The last public happenings worth telling at the table (newest last), so a screen drawn
    /// from the state alone can show what just happened (L25: all of it is public).
    pub recent: Vec<Event>,
}

/// How many happenings [`RummoliGame::recent`] keeps.
pub const RECENT: usize = 8;

impl Event {
    /// Worth telling the table: not the antes, bets (told as poker actions) or the table's deals.
    fn is_news(&self) -> bool {
        !matches!(
            self,
            Event::Chips(Transfer {
                reason: Reason::Ante | Reason::PokerBet,
                ..
            })
        )
    }
}

impl RummoliGame {
    /// Starts a game: every player buys in (L4); `dealer` deals first (L7: drawn by the table).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–8 players and the dealer is one of them (L2); `BadBuyIn` under
    /// one ante (L5).
    pub fn new(options: RummoliOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        if !(2..=8).contains(&players) || dealer >= players {
            return Err(RuleError::BadPlayerCount(players));
        }
        if options.buy_in < ANTE {
            return Err(RuleError::BadBuyIn);
        }
        let chips = Chips::new(players, options.buy_in);
        Ok(RummoliGame {
            options,
            seats: vec![SeatState::default(); players],
            total_chips: chips.total(),
            cashed_out: vec![0; players],
            chips,
            dealer,
            hands_played: 0,
            hands_total: options.hands.unwrap_or(players as u32),
            phase: Phase::AwaitingDeal,
            last_hand: None,
            recent: Vec::new(),
        })
    }

    #[must_use]
    pub fn players_in(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| !self.seats[s].out)
            .collect()
    }

    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        match &self.phase {
            Phase::Playing { hand } => Some(hand),
            _ => None,
        }
    }

    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        match &self.phase {
            Phase::Over { result } => Some(result),
            _ => None,
        }
    }

    /// The seat the game waits for, if any (the table runs its clock, L26).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.hand().and_then(Hand::to_act)
    }

    /// What `seat` may do now (`Leave` aside).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.hand()
            .map(|h| h.legal_actions(seat, &self.chips))
            .unwrap_or_default()
    }

    /// Applies a command. On error the game is unchanged; it never panics.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        if self.result().is_some() {
            return Err(RuleError::GameOver);
        }
        let mut next = self.clone();
        let mut ev = Vec::new();
        next.apply_inner(command, &mut ev)?;
        next.auto_play(&mut ev);
        debug_assert_eq!(next.chips.total(), next.total_chips, "L4: chips conserved");
        next.recent
            .extend(ev.iter().filter(|e| e.is_news()).cloned());
        let over = next.recent.len().saturating_sub(RECENT);
        next.recent.drain(..over);
        *self = next;
        Ok(ev)
    }

    fn apply_inner(&mut self, command: &Command, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        match command {
            Command::Deal { order } => {
                if !PACK.is_full(order) {
                    return Err(RuleError::BadDeckOrder);
                }
                match &self.phase {
                    Phase::AwaitingDeal => {
                        self.start_hand(order, ev);
                        Ok(())
                    }
                    Phase::AwaitingFinalDeal { end, players } => {
                        let (end, players) = (*end, players.clone());
                        self.final_deal(end, &players, order, ev);
                        Ok(())
                    }
                    _ => Err(RuleError::NotAwaitingDeal),
                }
            }
            Command::Play { seat, action } => {
                let state = self.seats.get(*seat).ok_or(RuleError::NoSuchSeat(*seat))?;
                if state.left {
                    return Err(RuleError::AlreadyLeft);
                }
                if state.out {
                    return Err(RuleError::OutOfGame);
                }
                if *action == Action::Leave {
                    self.leave(*seat, ev);
                    return Ok(());
                }
                self.play(*seat, action, ev)
            }
            Command::Cancel => {
                self.cancel(ev);
                Ok(())
            }
            Command::Timeout => {
                if let Phase::Playing { hand } = &mut self.phase {
                    if hand.step(&mut self.chips, ev) {
                        return Ok(());
                    }
                }
                let seat = self.to_act().ok_or(RuleError::NobodyToAct)?;
                let action = self
                    .hand()
                    .and_then(Hand::default_action)
                    .ok_or(RuleError::NobodyToAct)?;
                ev.push(Event::TimedOut { seat });
                self.play(seat, &action, ev)
            }
        }
    }

    fn play(&mut self, seat: Seat, action: &Action, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        let Phase::Playing { hand } = &mut self.phase else {
            return Err(match self.phase {
                Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. } => RuleError::AwaitingDeal,
                _ => RuleError::NoHandInPlay,
            });
        };
        if !hand.players.contains(&seat) {
            return Err(RuleError::NotInHand);
        }
        match hand.to_act() {
            Some(s) if s == seat => hand.act(seat, action, &mut self.chips, ev),
            Some(s) => Err(RuleError::NotYourTurn(s)),
            None => Err(RuleError::NoHandInPlay),
        }
    }

    /// L26: seats that left are played by the defaults; a hand that ended is closed. A forced
    /// play waits for the pacing clock.
    fn auto_play(&mut self, ev: &mut Vec<Event>) {
        while let Phase::Playing { hand } = &mut self.phase {
            if matches!(hand.stage, Stage::Over { .. }) {
                self.finish_hand(ev);
                continue;
            }
            match hand.to_act() {
                Some(s) if self.seats[s].left => {
                    if let Some(a) = hand.default_action() {
                        let _ = hand.act(s, &a, &mut self.chips, ev);
                    }
                }
                _ => return,
            }
        }
    }

    /// Whether the game waits for a forced play of the run-out (made on `Command::Timeout`).
    #[must_use]
    pub fn forced_play_pending(&self) -> bool {
        self.hand()
            .is_some_and(|h| matches!(h.stage, Stage::Play { .. }))
    }

    /// L26: leaving. In a hand the seat is played to its end; otherwise out at once.
    fn leave(&mut self, seat: Seat, ev: &mut Vec<Event>) {
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

    /// The table was cancelled: the hand in play is abandoned and the board shared by the
    /// players still in, as the final deal's odd chips are (L24), without the deal.
    fn cancel(&mut self, ev: &mut Vec<Event>) {
        let mut players = self.order_from_dealers_left(self.players_in());
        if players.is_empty() {
            players = self.order_from_dealers_left((0..self.seats.len()).collect());
        }
        self.pay_board(&players, ev);
        self.game_over(GameEnd::Cancelled, players, ev);
    }

    /// The next dealer: the deal passes left to a seat still in (L7).
    fn next_dealer(&self) -> Seat {
        let n = self.seats.len();
        let start = if self.hands_played == 0 {
            self.dealer
        } else {
            self.dealer + 1
        };
        (0..n)
            .map(|i| (start + i) % n)
            .find(|&s| !self.seats[s].out)
            .unwrap_or(self.dealer)
    }

    /// L5, L8: everyone in antes 1 chip per space; the cards are dealt.
    fn start_hand(&mut self, order: &[CardId], ev: &mut Vec<Event>) {
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
    fn finish_hand(&mut self, ev: &mut Vec<Event>) {
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

    /// L24: the leftover board goes to the final deal, or to a lone player.
    fn end_game(&mut self, end: GameEnd, ev: &mut Vec<Event>) {
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
    fn final_deal(
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
