//! A game of Rumminy (N2–N3, N8, N12, N14–N16): the deal, turns, passes, the clock, leavers and
//! the end. Commits are checked in `commit.rs`. `apply` is the only way to change a game.

use serde::{Deserialize, Serialize};

use crate::games::apply_on_a_copy;

use super::{
    action::{Action, Command, Seat},
    error::RuleError,
    options::{RumminyOptions, HAND_SIZE, MAX_INITIAL_MELD, MAX_TIMEOUTS_IN_A_ROW},
    result::{GameEnd, GameResult},
    tile::{Tile, TileId},
};

/// A seat's standing in the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// Chips this seat paid into the pool: the stake.
    pub paid_in: u64,
    /// N14: forfeited as the `n`-th (0 first), by leaving or by the clock.
    pub forfeited: Option<u32>,
    /// Forfeited by leaving (rather than by the clock).
    pub left: bool,
    pub timeouts_in_a_row: u8,
    /// N11: has made a first play.
    pub melded: bool,
    /// N16: passed with the stock already empty since the last commit.
    pub passed_on_empty: bool,
}

/// A public move (N20): what was placed is public, a drawn tile is not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "m", rename_all = "snake_case")]
pub enum Move {
    /// N9: a commit placing these tiles from the hand.
    Played { seat: Seat, placed: Vec<Tile> },
    /// N12: a pass; `drew` unless the stock was empty.
    Passed { seat: Seat, drew: bool },
    /// N14: the clock ran out (the pass follows as its own move).
    TimedOut { seat: Seat },
    /// N14: out of the game, by leaving or after 3 timeouts in a row.
    Forfeited { seat: Seat, left: bool },
}

/// The tiles of a game in play. Every one of the 74 is in exactly one place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub hands: Vec<Vec<TileId>>,
    /// N7: combinations only, each laid out by [`super::combo::arrange`].
    pub playfield: Vec<Vec<TileId>>,
    /// Top tile first.
    pub stock: Vec<TileId>,
    pub turn: Seat,
    /// Turns begun so far, 1 for the first.
    pub turn_no: u32,
    pub moves: Vec<Move>,
}

impl Board {
    /// The playfield's faces.
    #[must_use]
    pub fn playfield_tiles(&self) -> Vec<Vec<Tile>> {
        self.playfield
            .iter()
            .map(|c| c.iter().map(|t| t.tile()).collect())
            .collect()
    }

    /// A seat's hand as faces, sorted by colour then number, jokers last.
    #[must_use]
    pub fn hand_tiles(&self, seat: Seat) -> Vec<Tile> {
        let mut hand: Vec<Tile> = self
            .hands
            .get(seat)
            .map(|h| h.iter().map(|t| t.tile()).collect())
            .unwrap_or_default();
        hand.sort_unstable();
        hand
    }
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the table to supply the deck order.
    AwaitingDeal,
    Playing,
    Over {
        result: GameResult,
    },
}

/// Something that happened, for the table to log and tell players (N20: public only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    Dealt { starter: Seat, hand_size: usize },
    Moved(Move),
    GameOver { result: GameResult },
}

/// N3: each of `players` draws a tile from `deck` (card ids of [`crate::cards::Pack::Tiles74`],
/// top first); the highest number starts, jokers and tied highest draw again.
#[must_use]
pub fn draw_for_start(players: usize, deck: &[crate::cards::CardId]) -> crate::games::DealerDraw {
    crate::games::draw_for_dealer(players, deck, |card| {
        card.rank().map(|r| r.number()).filter(|&n| n <= 9)
    })
}

/// A game of Rumminy. Changed only by [`RumminyGame::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RumminyGame {
    pub options: RumminyOptions,
    pub seats: Vec<SeatState>,
    pub pool: u64,
    /// N3: the seat that plays first.
    pub starter: Seat,
    pub phase: Phase,
    /// The tiles, once dealt; kept after the end for the final views.
    pub board: Option<Board>,
}

impl RumminyGame {
    /// Starts a game: every player's stake goes into the pool; `starter` plays first (N3).
    ///
    /// # Errors
    /// `BadPlayerCount` unless 2–4 players and the starter is one of them (N2);
    /// `BadInitialMeld` above [`MAX_INITIAL_MELD`].
    pub fn new(options: RumminyOptions, players: usize, starter: Seat) -> Result<Self, RuleError> {
        if !(2..=4).contains(&players) || starter >= players {
            return Err(RuleError::BadPlayerCount(players));
        }
        if options.initial_meld > MAX_INITIAL_MELD {
            return Err(RuleError::BadInitialMeld(options.initial_meld));
        }
        let seat = SeatState {
            paid_in: options.stake,
            melded: options.initial_meld == 0,
            ..SeatState::default()
        };
        Ok(RumminyGame {
            options,
            seats: vec![seat; players],
            pool: options.stake.saturating_mul(players as u64),
            starter,
            phase: Phase::AwaitingDeal,
            board: None,
        })
    }

    /// Seats still in the game (not forfeited).
    #[must_use]
    pub fn players_in(&self) -> Vec<Seat> {
        crate::games::hand_game::still_in(&self.seats, |s| s.forfeited.is_some())
    }

    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        match &self.phase {
            Phase::Over { result } => Some(result),
            _ => None,
        }
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// The seat on turn while the game is played.
    #[must_use]
    pub fn turn(&self) -> Option<Seat> {
        match (&self.phase, &self.board) {
            (Phase::Playing, Some(b)) => Some(b.turn),
            _ => None,
        }
    }

    /// Applies a command. On error the game is unchanged; it never panics.
    ///
    /// # Errors
    /// A [`RuleError`] whose text can be shown to the player as is.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        let over = self.is_over();
        apply_on_a_copy(self, over, RuleError::GameOver, |g| g.apply_inner(command))
    }

    fn apply_inner(&mut self, command: &Command) -> Result<Vec<Event>, RuleError> {
        match command {
            Command::Deal { order } => self.deal(order),
            Command::Play { seat, action } => {
                let state = self.seats.get(*seat).ok_or(RuleError::NoSuchSeat(*seat))?;
                if state.forfeited.is_some() {
                    return Err(RuleError::Forfeited);
                }
                match action {
                    Action::Leave => Ok(self.forfeit(*seat, true, Vec::new())),
                    Action::Pass => {
                        self.on_turn(*seat)?;
                        self.seats[*seat].timeouts_in_a_row = 0;
                        Ok(self.pass(Vec::new()))
                    }
                    Action::Commit(commit) => {
                        self.on_turn(*seat)?;
                        self.commit(*seat, commit)
                    }
                }
            }
            Command::TurnTimeout => self.timeout(),
            Command::Cancel => Ok(vec![self.cancel()]),
        }
    }

    /// The board, if `seat` is on turn.
    pub(super) fn on_turn(&self, seat: Seat) -> Result<&Board, RuleError> {
        match (&self.phase, &self.board) {
            (Phase::Playing, Some(b)) if b.turn == seat => Ok(b),
            (Phase::Playing, Some(b)) => Err(RuleError::NotYourTurn(b.turn)),
            (Phase::Over { .. }, _) => Err(RuleError::GameOver),
            _ => Err(RuleError::AwaitingDeal),
        }
    }

    pub(super) fn board_mut(&mut self) -> Result<&mut Board, RuleError> {
        match (&self.phase, &mut self.board) {
            (Phase::Playing, Some(b)) => Ok(b),
            (Phase::Over { .. }, _) => Err(RuleError::GameOver),
            _ => Err(RuleError::AwaitingDeal),
        }
    }

    /// N3: [`HAND_SIZE`] tiles to each seat from the top, the starter first; the rest is the stock.
    fn deal(&mut self, order: &[TileId]) -> Result<Vec<Event>, RuleError> {
        if !matches!(self.phase, Phase::AwaitingDeal) {
            return Err(RuleError::NotAwaitingDeal);
        }
        let mut seen = [false; TileId::COUNT];
        if order.len() != TileId::COUNT
            || order
                .iter()
                .any(|t| std::mem::replace(&mut seen[t.index()], true))
        {
            return Err(RuleError::BadDeckOrder);
        }
        let n = self.seats.len();
        let mut hands = vec![Vec::new(); n];
        let mut tiles = order.iter().copied();
        for i in 0..n {
            hands[(self.starter + i) % n] = tiles.by_ref().take(HAND_SIZE).collect();
        }
        let mut board = Board {
            hands,
            playfield: Vec::new(),
            stock: tiles.collect(),
            turn: self.starter,
            turn_no: 1,
            moves: Vec::new(),
        };
        if self.seats[self.starter].forfeited.is_some() {
            board.turn = self.next_in(self.starter);
        }
        self.board = Some(board);
        self.phase = Phase::Playing;
        Ok(vec![Event::Dealt {
            starter: self.starter,
            hand_size: HAND_SIZE,
        }])
    }

    /// The next seat still in after `seat`, in seat order (N2).
    fn next_in(&self, seat: Seat) -> Seat {
        let n = self.seats.len();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| self.seats[s].forfeited.is_none())
            .unwrap_or(seat)
    }

    /// Ends the turn of the seat on turn and starts the next one.
    pub(super) fn advance(&mut self) {
        let Some(turn) = self.turn() else {
            return;
        };
        let next = self.next_in(turn);
        if let Some(b) = &mut self.board {
            b.turn = next;
            b.turn_no = b.turn_no.saturating_add(1);
        }
    }

    /// N12: the seat on turn draws the top tile (none from an empty stock); the turn ends. N16:
    /// once every player still in has passed with the stock empty, the game ends.
    fn pass(&mut self, mut events: Vec<Event>) -> Vec<Event> {
        let Ok(board) = self.board_mut() else {
            return events;
        };
        let seat = board.turn;
        let drew = !board.stock.is_empty();
        if drew {
            let tile = board.stock.remove(0);
            board.hands[seat].push(tile);
        }
        let m = Move::Passed { seat, drew };
        board.moves.push(m.clone());
        events.push(Event::Moved(m));
        if !drew {
            self.seats[seat].passed_on_empty = true;
        }
        if let Some(over) = self.blocked() {
            events.push(over);
            return events;
        }
        self.advance();
        events
    }

    /// N14: the draft is dropped and the seat passes; the third timeout in a row forfeits.
    fn timeout(&mut self) -> Result<Vec<Event>, RuleError> {
        let seat = self.board_mut()?.turn;
        let m = Move::TimedOut { seat };
        self.board_mut()?.moves.push(m.clone());
        let state = &mut self.seats[seat];
        state.timeouts_in_a_row = state.timeouts_in_a_row.saturating_add(1);
        let out = state.timeouts_in_a_row >= MAX_TIMEOUTS_IN_A_ROW;
        let events = self.pass(vec![Event::Moved(m)]);
        if out && !self.is_over() {
            return Ok(self.forfeit(seat, false, events));
        }
        Ok(events)
    }

    /// N14: the seat is out, ranked last, its hand kept for N18; on its turn, the turn passes
    /// on without a draw. The last one left wins.
    fn forfeit(&mut self, seat: Seat, left: bool, mut events: Vec<Event>) -> Vec<Event> {
        let order = self.seats.iter().filter(|s| s.forfeited.is_some()).count();
        let on_turn = self.turn() == Some(seat);
        if on_turn {
            self.advance();
        }
        let state = &mut self.seats[seat];
        state.forfeited = Some(u32::try_from(order).unwrap_or(u32::MAX));
        state.left = left;
        let m = Move::Forfeited { seat, left };
        if let Some(b) = &mut self.board {
            b.moves.push(m.clone());
        }
        events.push(Event::Moved(m));
        match self.players_in().as_slice() {
            &[last] => events.push(self.finish(GameEnd::LastPlayer, vec![last])),
            [] => events.push(self.cancel()),
            _ => events.extend(self.blocked()),
        }
        events
    }

    /// N16: every player still in has passed with the stock empty: the lowest penalty wins, then
    /// the fewest tiles; still equal is a draw between them.
    fn blocked(&mut self) -> Option<Event> {
        let board = self.board.as_ref()?;
        let players = self.players_in();
        if !board.stock.is_empty() || !players.iter().all(|&s| self.seats[s].passed_on_empty) {
            return None;
        }
        let key = |s: Seat| {
            let hand = board.hand_tiles(s);
            (super::score::penalty(&hand), hand.len())
        };
        let best = players.iter().map(|&s| key(s)).min()?;
        let winners = players.into_iter().filter(|&s| key(s) == best).collect();
        Some(self.finish(GameEnd::Blocked, winners))
    }

    /// Moves so far, to report a commit's.
    pub(super) fn record(&mut self, m: Move) -> Event {
        if let Some(b) = &mut self.board {
            b.moves.push(m.clone());
        }
        Event::Moved(m)
    }

    /// Ends the game with `winners`, paying them the pool.
    pub(super) fn finish(&mut self, end: GameEnd, winners: Vec<Seat>) -> Event {
        let result = GameResult::settle(self, end, winners);
        self.pool = 0;
        self.phase = Phase::Over {
            result: result.clone(),
        };
        Event::GameOver { result }
    }

    /// The pool goes back to the players still in, shared evenly (a leaver's stake is forfeited
    /// to them); with nobody in, to everybody.
    fn cancel(&mut self) -> Event {
        self.finish(GameEnd::CancelledRefunded, Vec::new())
    }
}
