//! How a table's state changes: `TableState::apply` and each command it handles (seating,
//! starting a game, a move, a timeout, closing).
//!
//! `apply` is synchronous and does no IO: the actor (`actor.rs`) persists each accepted command
//! and its result before anyone hears of it, and recovery replays the logged commands through
//! this same function, so a live table and a replayed one cannot differ.

use super::{
    command::TableCommand,
    error::TableError,
    state::{SeatInfo, TableEvent, TablePhase, TableState},
    timer::TimerKind,
};
use crate::{
    games::{GameCommand, Level},
    ids::PlayerId,
};

impl TableState {
    /// Applies one command at time `now_ms`. On error the state is unchanged.
    ///
    /// # Errors
    /// A [`TableError`] whose text can be shown to the player.
    pub fn apply(
        &mut self,
        command: &TableCommand,
        now_ms: i64,
    ) -> Result<Vec<TableEvent>, TableError> {
        let (next, events) = self.applied(command, now_ms)?;
        *self = next;
        Ok(events)
    }

    /// The state `command` leads to at time `now_ms`, leaving `self` as it is: the actor keeps
    /// the current state until the next one is committed.
    ///
    /// # Errors
    /// A [`TableError`] whose text can be shown to the player.
    pub fn applied(
        &self,
        command: &TableCommand,
        now_ms: i64,
    ) -> Result<(TableState, Vec<TableEvent>), TableError> {
        if self.phase == TablePhase::Closed {
            return Err(TableError::Closed);
        }
        let mut next = self.clone();
        let events = next.apply_inner(command, now_ms)?;
        next.timer = next.desired_timer(now_ms);
        Ok((next, events))
    }

    fn apply_inner(
        &mut self,
        command: &TableCommand,
        now: i64,
    ) -> Result<Vec<TableEvent>, TableError> {
        match command {
            TableCommand::Join { player, name } => self.join(SeatInfo {
                player: *player,
                name: name.clone(),
                computer: None,
            }),
            TableCommand::AddComputer { by, level } => {
                self.require_host(*by)?;
                let seat = self.computer_seat(*level);
                self.join(seat)
            }
            TableCommand::SeatComputer { by, player, level } => {
                self.require_host(*by)?;
                let seat = computer_seat(*player, *level).ok_or(TableError::NotAComputer)?;
                self.join(seat)
            }
            TableCommand::RemoveComputer { by, seat } => self.remove_computer(*by, *seat),
            TableCommand::Leave { player } => self.leave(*player, now),
            TableCommand::Start {
                by,
                draw,
                dealer_by_game,
            } => {
                let events = self.start(*by, draw, *dealer_by_game)?;
                self.game_started_ms = now;
                Ok(events)
            }
            TableCommand::Act { player, action } => {
                let seat = self.seat_of(*player).ok_or(TableError::NotSeated)?;
                self.play(
                    &GameCommand::Play {
                        seat,
                        action: action.clone(),
                    },
                    now,
                )
            }
            TableCommand::Deal {
                order,
                reshuffle_seed,
            } => {
                let events = self.play(
                    &GameCommand::Deal {
                        order: order.clone(),
                        reshuffle_seed: *reshuffle_seed,
                    },
                    now,
                )?;
                self.deck_order.clone_from(order);
                Ok(events)
            }
            TableCommand::Timeout { timer } => self.timeout(*timer, now),
            TableCommand::Cancel { by, moderator } => self.cancel(*by, *moderator, now),
        }
    }

    /// The host takes a computer player out of the lobby's seat `seat`.
    fn remove_computer(
        &mut self,
        by: PlayerId,
        seat: usize,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.require_host(by)?;
        self.require_lobby()?;
        let info = self.lobby.get(seat).ok_or(TableError::NoSuchSeat)?;
        if info.computer.is_none() {
            return Err(TableError::NotAComputer);
        }
        let player = self.lobby.remove(seat).player;
        Ok(vec![TableEvent::Unseated { player }])
    }

    /// Closes the table (the host, or a moderator); a running game is settled first (R24).
    fn cancel(
        &mut self,
        by: PlayerId,
        moderator: bool,
        now: i64,
    ) -> Result<Vec<TableEvent>, TableError> {
        if !moderator {
            self.require_host(by)?;
        }
        let mut events = Vec::new();
        if self.phase == TablePhase::Playing {
            events = self.play(&GameCommand::Cancel, now)?;
        }
        self.phase = TablePhase::Closed;
        events.push(TableEvent::Closed);
        Ok(events)
    }

    fn require_host(&self, by: PlayerId) -> Result<(), TableError> {
        if by == self.host {
            Ok(())
        } else {
            Err(TableError::NotHost(self.name_of(self.host).to_owned()))
        }
    }

    fn require_lobby(&self) -> Result<(), TableError> {
        match self.phase {
            TablePhase::Lobby => Ok(()),
            TablePhase::Playing => Err(TableError::AlreadyStarted),
            TablePhase::Closed => Err(TableError::Closed),
        }
    }

    /// A computer player with an id no other seat here uses.
    fn computer_seat(&self, level: Level) -> SeatInfo {
        let n = (1..)
            .find(|&n| !self.is_seated(computer_id(level, n)))
            .unwrap_or(1);
        computer_seat(computer_id(level, n), level).expect("a computer's id")
    }

    fn join(&mut self, seat: SeatInfo) -> Result<Vec<TableEvent>, TableError> {
        self.require_lobby()?;
        if self.is_seated(seat.player) {
            return Err(TableError::AlreadySeated);
        }
        if self.lobby.len() >= usize::from(self.options.seats) {
            return Err(TableError::Full(self.options.seats));
        }
        let player = seat.player;
        self.lobby.push(seat);
        Ok(vec![TableEvent::Seated { player }])
    }

    fn leave(&mut self, player: PlayerId, now: i64) -> Result<Vec<TableEvent>, TableError> {
        let place = self.lobby_place(player).ok_or(TableError::NotSeated)?;
        if self.phase == TablePhase::Playing {
            let seat = self.seat_of(player).ok_or(TableError::NotSeated)?;
            // R24: leaving a running game forfeits.
            return self.play(
                &GameCommand::Play {
                    seat,
                    action: self.options.game.leave_action(),
                },
                now,
            );
        }
        self.lobby.remove(place);
        let mut events = vec![TableEvent::Unseated { player }];
        if player == self.host {
            match self.lobby.iter().find(|s| s.computer.is_none()) {
                Some(next) => self.host = next.player,
                None => {
                    self.phase = TablePhase::Closed;
                    events.push(TableEvent::Closed);
                }
            }
        }
        Ok(events)
    }

    fn start(
        &mut self,
        by: PlayerId,
        draw: &[crate::cards::CardId],
        dealer_by_game: bool,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.require_lobby()?;
        self.require_host(by)?;
        let players = self.lobby.len();
        if players < 2 {
            return Err(TableError::NeedTwoPlayers);
        }
        // Each game says who deals its first hand (R7: Rumino's last winner; the others draw).
        let winner = self.last_winner.and_then(|w| self.lobby_place(w));
        let dealer = match (dealer_by_game, winner) {
            (false, Some(seat)) => seat,
            _ => self.options.game.first_dealer(players, draw, winner),
        };
        self.game = Some(self.options.game.start(players, dealer)?);
        self.players = self.lobby.clone();
        self.game_no += 1;
        self.phase = TablePhase::Playing;
        Ok(vec![TableEvent::GameStarted {
            game_no: self.game_no,
            dealer,
        }])
    }

    /// Applies an engine command and, if the game ended, returns the table to its lobby.
    fn play(
        &mut self,
        command: &GameCommand<crate::games::AnyAction>,
        now: i64,
    ) -> Result<Vec<TableEvent>, TableError> {
        let game = match (&mut self.game, self.phase) {
            (Some(game), TablePhase::Playing) => game,
            _ => return Err(TableError::NotPlaying),
        };
        let events = game.apply(command)?;
        if let Some(settlement) = game.settlement() {
            self.last_winner = match settlement.winners.as_slice() {
                [one] => Some(self.players[*one].player),
                _ => None,
            };
            self.lobby = self
                .players
                .iter()
                .zip(game.tallies())
                .filter(|(_, s)| !s.forfeited)
                .map(|(p, _)| p.clone())
                .collect();
            if !self.lobby.iter().any(|s| s.player == self.host) {
                if let Some(next) = self.lobby.iter().find(|s| s.computer.is_none()) {
                    self.host = next.player;
                }
            }
            self.phase = TablePhase::Lobby;
            self.lobby_since_ms = now;
        }
        Ok(events
            .into_iter()
            .map(|event| TableEvent::Game { event })
            .collect())
    }

    fn timeout(&mut self, timer: TimerKind, now: i64) -> Result<Vec<TableEvent>, TableError> {
        // A clock fires once: a timeout for any other timer than the armed one is stale.
        if self.timer.map(|t| t.kind) != Some(timer) {
            return Err(TableError::Stale);
        }
        match timer {
            TimerKind::LobbyExpiry => {
                self.phase = TablePhase::Closed;
                Ok(vec![TableEvent::Closed])
            }
            TimerKind::TurnClock { .. } | TimerKind::Pace { .. } => {
                self.play(&GameCommand::TurnTimeout, now)
            }
            TimerKind::RebuyWindow { .. } => self.play(&GameCommand::RebuyTimeout, now),
            TimerKind::ComputerTurn { .. } => Err(TableError::Stale),
        }
    }
}

/// Computer player `n` (from 1) of `level`. Ids are negative (never a Discord user) and stable
/// per level and number, so each has one account per server.
#[must_use]
pub fn computer_id(level: Level, n: i64) -> PlayerId {
    PlayerId(-100 * (level as i64 + 1) - n)
}

/// The seat of the computer player with id `player` at `level`, named by its number ("Computer 3
/// (hard)") wherever it plays; `None` if the id is not one of that level's computers.
#[must_use]
pub fn computer_seat(player: PlayerId, level: Level) -> Option<SeatInfo> {
    computer_number(player, level).map(|n| SeatInfo {
        player,
        name: format!("Computer {n} ({level})"),
        computer: Some(level),
    })
}

/// The number `n` that [`computer_id`] gave `player` among `level`'s computer players, if it
/// is one of them.
fn computer_number(player: PlayerId, level: Level) -> Option<i64> {
    let n = -100 * (level as i64 + 1) - player.0;
    (1..100).contains(&n).then_some(n)
}

/// Which computer player `player` is, its level and number (see [`computer_id`]); `None` for a
/// person.
#[must_use]
pub fn computer_of(player: PlayerId) -> Option<(Level, i64)> {
    Level::ALL
        .into_iter()
        .find_map(|level| Some((level, computer_number(player, level)?)))
}
