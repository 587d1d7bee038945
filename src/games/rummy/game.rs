//! A game of Rummy (Y9, Y21–Y24): hands one after another, scores, leavers, the pool, and how
//! the game is won. `apply` is the only way to change a game.

use crate::games::Refusal;
use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    hand::{Hand, HandEnd, HandRules, Move},
    melds,
    options::{RummyOptions, MAX_TIMEOUTS_IN_A_ROW},
    result::{GameEnd, GameResult, HandResult, ShownHand},
};
use crate::cards::CardId;
use crate::games::hand_game::{self, HandGame};

/// What Rummy counts of a seat, beside its standing (a seat is out after
/// [`MAX_TIMEOUTS_IN_A_ROW`] timeouts in a row, Y24).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCounts {
    pub hands_won: u32,
    pub rummies: u32,
}

impl hand_game::Counts for SeatCounts {
    fn counters(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("hands_won", i64::from(self.hands_won)),
            ("rummies", i64::from(self.rummies)),
        ]
    }
}

/// A seat's standing in the game, with Rummy's counts.
pub type SeatState = hand_game::SeatState<SeatCounts>;

/// Where the game is.
pub type Phase = hand_game::Phase<Hand, GameResult>;

/// A deal, as every player is told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dealt {
    pub hand_no: u32,
    pub dealer: Seat,
}

impl hand_game::Round for Dealt {
    fn round(&self) -> (u32, Seat) {
        (self.hand_no, self.dealer)
    }
}

/// Something that happened, for the table to log and tell players. Events carry only what every
/// player may see; the moves of a hand are in its public history, private cards in views.
/// A seat that timed out for the third time in a row is removed (Y24).
pub type Event = hand_game::Event<Dealt, Move, HandResult, GameResult>;

/// A game of Rummy. Changed only by [`RummyGame::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RummyGame {
    pub options: RummyOptions,
    /// Seats, pool, the dealer (first drawn, Y9), the phase, and the hands finished, dead ones
    /// included (Y22 `hands`).
    #[serde(flatten)]
    pub core: hand_game::Core<SeatCounts, Hand, GameEnd>,
    /// Hands finished with a player going out.
    pub hands_scored: u32,
    pub last_hand: Option<HandResult>,
}

impl RummyGame {
    /// Starts a game: every player's stake goes into the pool; `dealer` deals first (Y9, see
    /// [`super::draw_for_dealer`]).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–6 players and the dealer is one of them (Y4).
    pub fn new(options: RummyOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        let core = hand_game::Core::seated(players, 2..=6, options.stake, dealer)
            .map_err(RuleError::BadPlayerCount)?;
        Ok(RummyGame {
            options,
            core,
            hands_scored: 0,
            last_hand: None,
        })
    }

    /// The rules a hand of this game plays by.
    #[must_use]
    pub fn hand_rules(&self) -> HandRules {
        HandRules {
            ace_high: self.options.ace_high,
            discard_must_meld: self.options.discard_must_meld,
            must_discard_to_go_out: self.options.must_discard_to_go_out,
        }
    }

    /// Applies a command. On error the game is unchanged; it never panics.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.apply_command(command)
    }
}

impl HandGame for RummyGame {
    type Counts = SeatCounts;
    type Hand = Hand;
    type End = GameEnd;
    type Deal = Dealt;
    type HandResult = HandResult;
    type Error = RuleError;
    type Action = Action;

    const TELLS_LEAVE_MOVE: bool = false;
    /// Y24.
    const LEAVE: Action = Action::Leave;
    const MAX_TIMEOUTS_IN_A_ROW: u8 = MAX_TIMEOUTS_IN_A_ROW;
    /// Rummy has no rebuys, so no rebuy window ever runs out.
    const NO_REBUYS: RuleError = RuleError::Refused(Refusal::NoHandInPlay);

    fn core(&self) -> &hand_game::CoreOf<Self> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut hand_game::CoreOf<Self> {
        &mut self.core
    }

    /// A dead hand scores nothing, so only hands with a player going out count (Y16).
    fn any_hand_scored(&self) -> bool {
        self.hands_scored > 0
    }

    /// Y9: the deal passes to the next seat still in.
    fn deal(&mut self, order: &[CardId], seed: u64) -> Result<Vec<Event>, RuleError> {
        let (hand_no, dealer, in_hand) = self.next_deal()?;
        let hand = Hand::deal(hand_no, dealer, in_hand, order, seed, self.hand_rules())?;
        self.start_hand(dealer, hand);
        Ok(vec![Event::Dealt(Dealt { hand_no, dealer })])
    }

    fn play_on(hand: &mut Hand, seat: Seat, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::DrawStock => {
                hand.draw_stock(seat)?;
            }
            Action::TakeDiscard => {
                hand.take_discard(seat)?;
            }
            Action::Meld(cards) => {
                hand.meld(seat, cards)?;
            }
            Action::LayOff { card, target } => hand.lay_off(seat, *card, *target)?,
            Action::Discard(card) => hand.discard(seat, *card)?,
            Action::Leave => {}
        }
        Ok(())
    }

    /// Y21, Y22: scores a finished hand and sees whether the game is won.
    fn score_hand(&mut self, hand: &Hand) -> Vec<Event> {
        let ace_high = self.options.ace_high;
        let hands: Vec<ShownHand> = (0..self.core.seats.len())
            .filter(|&s| hand.in_hand[s])
            .map(|seat| {
                let cards = hand.faces(seat);
                let value = melds::total_value(&cards, ace_high);
                ShownHand { seat, cards, value }
            })
            .collect();
        self.core.hands_played += 1;
        let mut points = 0;
        if let Some(HandEnd::Out { seat, rummy }) = hand.ended {
            let left: u32 = hands.iter().map(|h| u32::from(h.value)).sum();
            points = if rummy { left * 2 } else { left };
            let state = &mut self.core.seats[seat];
            state.score += points;
            state.counts.hands_won += 1;
            state.counts.rummies += u32::from(rummy);
            self.hands_scored += 1;
        }
        let result = HandResult {
            hand_no: hand.hand_no,
            dealer: hand.dealer,
            end: hand.ended.unwrap_or(HandEnd::Dead),
            points,
            hands,
            scores: self.core.seats.iter().map(|s| s.score).collect(),
        };
        self.last_hand = Some(result.clone());
        let mut events = vec![Event::HandEnded { result }];
        if let Some((end, winner)) = self.game_winner(hand.ended) {
            events.push(self.finish(end, vec![winner]));
        }
        events
    }
}

impl RummyGame {
    /// Y22: the winner, if this hand ended the game.
    fn game_winner(&self, ended: Option<HandEnd>) -> Option<(GameEnd, Seat)> {
        if let Some(hands) = self.options.hands {
            if self.core.hands_played < hands {
                return None;
            }
            let leaders = self.core.leaders();
            return match leaders.as_slice() {
                &[leader] => Some((GameEnd::Hands, leader)),
                _ => None, // tied leaders: one more hand for all
            };
        }
        match ended {
            Some(HandEnd::Out { seat, .. })
                if !self.core.seats[seat].out
                    && self.core.seats[seat].score >= self.options.target =>
            {
                Some((GameEnd::Target, seat))
            }
            _ => None,
        }
    }
}
