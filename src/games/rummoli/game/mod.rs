//! A game of Rummoli: antes and hands one after another (L5, L7), leavers (L26), the end and the
//! final deal for the leftover board (L23, L24). `apply` is the only way to change a game.
//!
//! The state, its queries and `apply` live here; what `apply` does is split by what it is about:
//! `hands.rs` deals, antes and closes each hand and puts leavers out, `end.rs` ends the game,
//! plays the final deal and pays out the board.

mod end;
mod hands;

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Command, Seat},
    chips::{Chips, Reason, Transfer},
    error::RuleError,
    event::Event,
    hand::{Hand, HandResult, Stage},
    options::{RummoliOptions, ANTE},
};
use crate::cards::Pack;
use crate::games::hand_game::{self, Staged};
use crate::games::{apply_on_a_copy, Refusal};

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

impl Staged for Phase {
    type Hand = Hand;
    type Result = GameResult;

    /// The final deal (L24) is made between hands.
    fn stage(&self) -> hand_game::Stage<'_, Hand, GameResult> {
        match self {
            Phase::Playing { hand } => hand_game::Stage::Playing(hand),
            Phase::Over { result } => hand_game::Stage::Over(result),
            Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. } => hand_game::Stage::Between,
        }
    }
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
        hand_game::still_in(&self.seats, |s| s.out)
    }

    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.phase.hand()
    }

    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        self.phase.result()
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
        let over = self.result().is_some();
        apply_on_a_copy(self, over, RuleError::Refused(Refusal::GameOver), |next| {
            let mut ev = Vec::new();
            next.apply_inner(command, &mut ev)?;
            next.auto_play(&mut ev);
            debug_assert_eq!(next.chips.total(), next.total_chips, "L4: chips conserved");
            next.recent
                .extend(ev.iter().filter(|e| e.is_news()).cloned());
            let over = next.recent.len().saturating_sub(RECENT);
            next.recent.drain(..over);
            Ok(ev)
        })
    }

    fn apply_inner(&mut self, command: &Command, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        match command {
            Command::Deal { order, .. } => {
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
                    _ => Err(RuleError::Refused(Refusal::NotAwaitingDeal)),
                }
            }
            Command::Play { seat, action } => {
                let state = self.seats.get(*seat).ok_or(Refusal::NoSuchSeat(*seat))?;
                if state.left {
                    return Err(RuleError::AlreadyLeft);
                }
                if state.out {
                    return Err(RuleError::Refused(Refusal::OutOfGame));
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
            Command::RebuyTimeout => Err(RuleError::NobodyToAct),
            Command::TurnTimeout => {
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
                Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. } => {
                    RuleError::Refused(Refusal::AwaitingDeal)
                }
                _ => RuleError::Refused(Refusal::NoHandInPlay),
            });
        };
        if !hand.players.contains(&seat) {
            return Err(RuleError::Refused(Refusal::NotInHand));
        }
        match hand.to_act() {
            Some(s) if s == seat => hand.act(seat, action, &mut self.chips, ev),
            Some(s) => Err(RuleError::Refused(Refusal::NotYourTurn(s))),
            None => Err(RuleError::Refused(Refusal::NoHandInPlay)),
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

    /// Whether the game waits for a forced play of the run-out (made on `Command::TurnTimeout`).
    #[must_use]
    pub fn forced_play_pending(&self) -> bool {
        self.hand()
            .is_some_and(|h| matches!(h.stage, Stage::Play { .. }))
    }
}
