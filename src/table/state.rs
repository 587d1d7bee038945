//! A table's whole state: who sits where, the game in play, its clock, and what can be read from
//! it. The pure function that changes it, `TableState::apply`, is in `apply.rs`.

use serde::{Deserialize, Serialize};

use super::{options::TableOptions, timer::Timer};
use crate::{
    games::Level,
    games::{AnyEvent, AnyGame, Waiting},
    ids::{ChannelId, GuildId, PlayerId, TableId},
};

/// Someone in a seat: a member, or a computer player with its level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub player: PlayerId,
    pub name: String,
    pub computer: Option<Level>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TablePhase {
    /// Seating players; after a game, the same seats can play again.
    Lobby,
    Playing,
    Closed,
}

/// Something that happened at the table, for the store and for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum TableEvent {
    Seated { player: PlayerId },
    Unseated { player: PlayerId },
    GameStarted { game_no: u32, dealer: usize },
    Game { event: AnyEvent },
    Closed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    pub id: TableId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub host: PlayerId,
    pub options: TableOptions,
    pub phase: TablePhase,
    /// Who sits at the table for the next game, in the order they sat down; fixed while a game
    /// is played (leaving then is a game action). Stored as `seats`, its old name.
    #[serde(rename = "seats")]
    pub lobby: Vec<SeatInfo>,
    /// Who played the current (or last) game: game seat `i` is `players[i]`. "Seat" always means
    /// this index.
    pub players: Vec<SeatInfo>,
    /// Games started at this table; the current (or last) one is `game`.
    pub game_no: u32,
    pub game: Option<AnyGame>,
    /// Winner of the last game, who deals the next (R7).
    pub last_winner: Option<PlayerId>,
    /// The deck order of the current (or last) hand, stored with the hand for audits (R9).
    pub deck_order: Vec<crate::cards::CardId>,
    /// When the table last entered the lobby, for its expiry.
    pub lobby_since_ms: i64,
    /// When the current (or last) game started, for its stored row.
    #[serde(default)]
    pub game_started_ms: i64,
    /// The sequence number of the last command applied (0 when new).
    pub version: u64,
    pub timer: Option<Timer>,
}

impl TableState {
    /// The name of whoever sits in game seat `seat` ("?" for a seat nobody holds).
    #[must_use]
    pub fn player_name(&self, seat: usize) -> &str {
        self.players.get(seat).map_or("?", |p| p.name.as_str())
    }

    /// A new table in its lobby with the host seated.
    #[must_use]
    pub fn new(
        id: TableId,
        guild: GuildId,
        channel: ChannelId,
        host: SeatInfo,
        options: TableOptions,
        now_ms: i64,
    ) -> TableState {
        let mut state = TableState {
            id,
            guild,
            channel,
            host: host.player,
            options,
            phase: TablePhase::Lobby,
            lobby: vec![host],
            players: Vec::new(),
            game_no: 0,
            game: None,
            last_winner: None,
            deck_order: Vec::new(),
            lobby_since_ms: now_ms,
            game_started_ms: 0,
            version: 0,
            timer: None,
        };
        state.timer = state.desired_timer(now_ms);
        state
    }

    /// `player`'s game seat in the current (or last) game.
    #[must_use]
    pub fn seat_of(&self, player: PlayerId) -> Option<usize> {
        self.players.iter().position(|s| s.player == player)
    }

    /// Whether `player` sits at the table for the next game (or plays the current one).
    #[must_use]
    pub fn is_seated(&self, player: PlayerId) -> bool {
        self.lobby_place(player).is_some()
    }

    /// `player`'s place in the lobby's order.
    pub(super) fn lobby_place(&self, player: PlayerId) -> Option<usize> {
        self.lobby.iter().position(|s| s.player == player)
    }

    #[must_use]
    pub fn name_of(&self, player: PlayerId) -> &str {
        self.lobby
            .iter()
            .chain(&self.players)
            .find(|s| s.player == player)
            .map_or("someone", |s| s.name.as_str())
    }

    /// The game in play, if the table is playing.
    #[must_use]
    pub fn live_game(&self) -> Option<&AnyGame> {
        self.game
            .as_ref()
            .filter(|_| self.phase == TablePhase::Playing)
    }

    /// Whether the game waits for a deal (the actor supplies the shuffled deck).
    #[must_use]
    pub fn awaiting_deal(&self) -> bool {
        self.live_game()
            .is_some_and(|g| g.waiting() == Waiting::Deal)
    }
}
