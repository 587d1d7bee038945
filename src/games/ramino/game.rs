//! A game of Ramino (T14, T21, T23): hands one after another, scores, leavers, the pool, and how
//! the match is won. `apply` is the only way to change a game.

use serde::{Deserialize, Serialize};

use super::{
    action::{Action, Command, Seat},
    classify::classify,
    error::RuleError,
    hand::{Hand, Move},
    hand_end::HandEnd,
    options::{RaminoOptions, MAX_TIMEOUTS_IN_A_ROW},
    result::{GameEnd, GameResult, HandResult, ShownHand},
};
use crate::cards::CardId;
use crate::games::hand_game::{self, HandGame};

/// What Ramino counts of a seat, beside its standing (a seat is out after
/// [`MAX_TIMEOUTS_IN_A_ROW`] timeouts in a row, T23, and cannot win the match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCounts {
    pub hands_won: u32,
    /// Hands won with a ramino or gran ramino.
    pub ramini: u32,
    /// Hands won by claiming a declarer's discard (T18).
    pub claims: u32,
}

impl hand_game::Counts for SeatCounts {
    fn counters(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("hands_won", i64::from(self.hands_won)),
            ("ramini", i64::from(self.ramini)),
            ("claims", i64::from(self.claims)),
        ]
    }
}

/// A seat's standing in the game, with Ramino's counts.
pub type SeatState = hand_game::SeatState<SeatCounts>;

/// Where the game is.
pub type Phase = hand_game::Phase<Hand, GameResult>;

/// A deal, as every player is told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dealt {
    pub hand_no: u32,
    pub dealer: Seat,
    /// 10 (the long game) or 7 (T5).
    pub hand_size: usize,
}

impl hand_game::Round for Dealt {
    fn round(&self) -> (u32, Seat) {
        (self.hand_no, self.dealer)
    }
}

/// Something that happened, for the table to log and tell players. Events carry only what every
/// player may see (T20): moves name no card drawn from the stock and no hand until it ends.
/// A seat that timed out for the third time in a row is removed (T23).
pub type Event = hand_game::Event<Dealt, Move, HandResult, GameResult>;

/// A game of Ramino. Changed only by [`RaminoGame::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaminoGame {
    pub options: RaminoOptions,
    /// Seats, pool, the dealer (first drawn, T14), the phase, and the hands finished (every
    /// hand has a winner and scores).
    #[serde(flatten)]
    pub core: hand_game::Core<SeatCounts, Hand, GameEnd>,
    pub last_hand: Option<HandResult>,
}

impl RaminoGame {
    /// Starts a game: every player's stake goes into the pool; `dealer` deals first (T14, see
    /// [`super::draw_for_dealer`]).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–4 players and the dealer is one of them (T5).
    pub fn new(options: RaminoOptions, players: usize, dealer: Seat) -> Result<Self, RuleError> {
        let core = hand_game::Core::seated(players, 2..=4, options.stake, dealer)
            .map_err(RuleError::BadPlayerCount)?;
        Ok(RaminoGame {
            options,
            core,
            last_hand: None,
        })
    }

    /// Applies a command. On error the game is unchanged; it never panics.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.apply_command(command)
    }
}

impl HandGame for RaminoGame {
    type Counts = SeatCounts;
    type Hand = Hand;
    type End = GameEnd;
    type Deal = Dealt;
    type HandResult = HandResult;
    type Error = RuleError;
    type Action = Action;

    const TELLS_LEAVE_MOVE: bool = true;
    /// T23.
    const LEAVE: Action = Action::Leave;
    const MAX_TIMEOUTS_IN_A_ROW: u8 = MAX_TIMEOUTS_IN_A_ROW;
    const NO_REBUYS: RuleError = RuleError::NoRebuys;

    fn core(&self) -> &hand_game::CoreOf<Self> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut hand_game::CoreOf<Self> {
        &mut self.core
    }

    /// Every hand has a winner and scores (T21).
    fn any_hand_scored(&self) -> bool {
        self.core.hands_played > 0
    }

    /// T5, T15: players are counted at each deal; T14: the deal passes to the next seat still in.
    /// Ramino never reshuffles, so it leaves the seed unused.
    fn deal(&mut self, order: &[CardId], _seed: u64) -> Result<Vec<Event>, RuleError> {
        let (hand_no, dealer, in_hand) = self.next_deal()?;
        let hand = Hand::deal(hand_no, dealer, in_hand, order, self.options.pack)?;
        let hand_size = hand.cards[hand.turn].len();
        self.start_hand(dealer, hand);
        Ok(vec![Event::Dealt(Dealt {
            hand_no,
            dealer,
            hand_size,
        })])
    }

    fn play_on(hand: &mut Hand, seat: Seat, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::DrawStock => hand.draw_stock(seat)?,
            Action::TakeDiscard => hand.take_discard(seat)?,
            Action::Discard(card) => hand.discard(seat, *card)?,
            Action::Leave => {}
        }
        Ok(())
    }

    /// T20, T21: shows every hand, scores the winner and sees whether the match is won.
    fn score_hand(&mut self, hand: &Hand) -> Vec<Event> {
        let Some(end) = hand.ended else {
            return Vec::new();
        };
        let pack = self.options.pack;
        let hands: Vec<ShownHand> = (0..self.core.seats.len())
            .filter(|&s| hand.in_hand[s])
            .map(|seat| {
                let cards = hand.faces(seat);
                let value = cards.iter().map(|&c| u16::from(pack.value(c))).sum();
                let declaration = classify(&cards, pack);
                ShownHand {
                    seat,
                    cards,
                    value,
                    declaration,
                }
            })
            .collect();
        self.core.hands_played += 1;
        let winner = end.winner();
        let points = end.points();
        let state = &mut self.core.seats[winner];
        state.score += points;
        state.counts.hands_won += 1;
        if points >= 3 {
            state.counts.ramini += 1;
        }
        if matches!(end, HandEnd::Declared { declarer, .. } if declarer != winner) {
            state.counts.claims += 1;
        }
        let result = HandResult {
            hand_no: hand.hand_no,
            dealer: hand.dealer,
            end,
            winner,
            points,
            hands,
            scores: self.core.seats.iter().map(|s| s.score).collect(),
        };
        self.last_hand = Some(result.clone());
        let mut events = vec![Event::HandEnded { result }];
        let seat = &self.core.seats[winner];
        if !seat.out && seat.score >= self.options.target {
            events.push(self.finish(GameEnd::Target, vec![winner]));
        }
        events
    }
}
