//! The rows the store takes and gives: what the table service hands over for each accepted action
//! ([`Commit`]) and what it reads back at start-up ([`StoredTable`], [`StoredAction`]). JSON
//! columns travel as strings: the store checks they are valid JSON and never looks inside.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ids::{ChannelId, GuildId, PlayerId, TableId};

use crate::text_enum::text_enum;

text_enum!(
    /// Whether a table still plays. Only open tables are loaded at start-up.
    TableStatus {
        /// Playing or waiting for players; at most one per channel.
        Open = "open",
        /// Closed normally.
        Closed = "closed",
        /// Taken out of play because it could not be recovered; see its reason.
        SetAside = "set_aside",
    }
);

text_enum!(
    /// Where a game stands. A game that has ended is final.
    GameStatus {
        /// Being played; its pool holds chips.
        Running = "running",
        /// Played to the end and paid out; counts in statistics.
        Finished = "finished",
        /// Called off and refunded; does not count in statistics.
        Cancelled = "cancelled",
    }
);

text_enum!(
    /// How a game ended for one seat.
    SeatOutcome {
        /// Took the whole pool.
        Won = "won",
        /// Shared the pool after an exact tie.
        Split = "split",
        /// Eliminated.
        Lost = "lost",
        /// Left a running game; their chips stayed in the pool.
        Forfeit = "forfeit",
        /// The game was cancelled.
        Cancelled = "cancelled",
    }
);

text_enum!(
    /// A movement of chips. Amounts are always positive; the kind gives the direction, which the
    /// database's `ledger_kinds` table holds (the only place it is written).
    LedgerKind {
        /// Chips given to an account (a new member's starting chips, an admin grant).
        Grant = "grant",
        /// The daily bonus.
        Daily = "daily",
        /// A player's stake, from their account into the game's pool.
        Stake = "stake",
        /// A rebuy, from the player's account into the game's pool.
        Rebuy = "rebuy",
        /// Winnings, from the pool to the player's account.
        Payout = "payout",
        /// A stake given back when a game is cancelled, from the pool to the account.
        Refund = "refund",
        /// A tournament's buy-in, from the account into the tournament's pool.
        BuyIn = "buy_in",
        /// A tournament's prize, from its pool to the account.
        Prize = "prize",
    }
);

text_enum!(
    /// Chips created for an account, outside any game.
    GrantKind {
        /// Starting chips or an admin grant.
        Grant = "grant",
        /// The daily bonus; also records when it was claimed.
        Daily = "daily",
    }
);

impl From<GrantKind> for LedgerKind {
    fn from(kind: GrantKind) -> LedgerKind {
        match kind {
            GrantKind::Grant => LedgerKind::Grant,
            GrantKind::Daily => LedgerKind::Daily,
        }
    }
}

/// A table to open in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTable {
    pub guild_id: GuildId,
    pub channel_id: ChannelId,
    pub game_kind: String,
    /// The table's options, JSON.
    pub options: String,
    pub host_id: PlayerId,
    /// The table's state before any action (version 0), JSON.
    pub snapshot: String,
}

/// One accepted action and everything it changed, written in one transaction or not at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commit {
    pub table_id: TableId,
    /// The action's place in the table's log: the table's version + 1.
    pub seq: i64,
    pub action: ActionRecord,
    /// The table's status after the action. It can only change with a snapshot.
    pub status: TableStatus,
    /// The table's state after the action, JSON, when the table layer snapshots it with this
    /// action (every few actions, and always when the status changes). Without one, the
    /// stored snapshot stays at an earlier action and the log carries the rest.
    pub snapshot: Option<String>,
    /// Games created or changed by the action (full rows).
    pub games: Vec<GameRow>,
    /// Seats created or changed by the action (full rows).
    pub seats: Vec<SeatRow>,
    /// Hands created or changed by the action (full rows).
    pub hands: Vec<HandRow>,
    /// Chips moved by the action, applied in order.
    pub ledger: Vec<LedgerEntry>,
    /// A game that finishes with this action and counts for the rating: its members' places.
    /// The store rates it from their ratings as they stand, in the same transaction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatedGame>,
    /// When the action was accepted, unix ms.
    pub now_ms: i64,
    /// The table's epoch as the committing process took it ([`StoredTable::epoch`]; a new table
    /// starts at [`FIRST_EPOCH`]). A commit with another epoch is refused with
    /// [`StoreError::LostOwnership`](super::StoreError::LostOwnership).
    #[serde(default)]
    pub epoch: i64,
}

/// The epoch of a table as it is opened, before any process took it over.
pub const FIRST_EPOCH: i64 = 0;

/// The rated seats of a game that finishes in a [`Commit`]: members only (computer players have
/// no rating), at least two, each with their place among them (0 best, equal places a draw).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedGame {
    pub game_no: i64,
    pub seats: Vec<RatedSeat>,
    /// Players seated at the game's start, computer players included: N19's `n`, which sets K.
    /// (0 in commits built before it was kept: then the members alone.)
    #[serde(default)]
    pub seated: usize,
}

/// A member's place in a [`RatedGame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedSeat {
    pub player_id: PlayerId,
    pub place: u8,
}

/// The action row of a [`Commit`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionRecord {
    pub kind: String,
    /// Who acted; `None` for the table itself (a timer, a deal).
    pub actor: Option<PlayerId>,
    pub game_no: Option<i64>,
    /// The action's data, JSON.
    pub payload: String,
}

/// A game row to insert or update. Its pool is not here: the store derives it from the ledger
/// (a new game starts at 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRow {
    /// Numbered from 1 within the table.
    pub game_no: i64,
    pub guild_id: GuildId,
    pub game_kind: String,
    pub stake: i64,
    pub status: GameStatus,
    pub hands_played: i64,
    pub started_at: i64,
    /// Set exactly when the game has ended (status finished or cancelled).
    pub ended_at: Option<i64>,
}

/// A seat row to insert or update. chips_in and chips_out are not here: the store derives them
/// from the ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRow {
    pub game_no: i64,
    /// Numbered from 0 within the game.
    pub seat_no: i64,
    pub player_id: PlayerId,
    pub score: i64,
    pub eliminated: bool,
    pub rebuys: i64,
    /// The game's own counters (Rumino: gins, ruminos, knocks; Rummy: hands_won, rummies), by
    /// name. Stored as a JSON object and summed per name in the game's statistics.
    pub tallies: BTreeMap<String, i64>,
    pub outcome: Option<SeatOutcome>,
}

/// A hand row to insert or update.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRow {
    pub game_no: i64,
    /// Numbered from 1 within the game.
    pub hand_no: i64,
    pub dealer_seat: i64,
    /// The deck order, a JSON array of card ids, so the hand can be replayed.
    pub deck_order: String,
    pub ended_by: Option<String>,
    /// The hand's result, JSON.
    pub result: Option<String>,
}

/// A movement of chips in a [`Commit`]. The server is the table's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LedgerEntry {
    pub player_id: PlayerId,
    /// The game whose pool the chips go into or come out of; `None` exactly for grant and daily.
    pub game_no: Option<i64>,
    pub kind: LedgerKind,
    /// Positive.
    pub amount: i64,
}

/// A table as stored: its latest snapshot, the action it reflects, and the log's head.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTable {
    pub id: TableId,
    pub guild_id: GuildId,
    pub channel_id: ChannelId,
    pub game_kind: String,
    pub options: String,
    pub host_id: PlayerId,
    pub status: TableStatus,
    pub message_id: Option<i64>,
    /// The seq of the last action in the table's log (0 before any).
    pub version: i64,
    /// The seq of the action `snapshot` is the state after (0: the opening state). The actions
    /// after it, up to `version`, rebuild the current state.
    pub snapshot_seq: i64,
    pub snapshot: String,
    /// Why the table was set aside, if it was.
    pub set_aside_reason: Option<String>,
    pub created_at: i64,
    /// How many times a process took the table over: the epoch its owner commits with.
    pub epoch: i64,
}

/// One row of a table's action log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredAction {
    pub seq: i64,
    pub kind: String,
    pub actor: Option<PlayerId>,
    pub game_no: Option<i64>,
    pub payload: String,
    pub created_at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for s in TableStatus::ALL {
            assert_eq!(TableStatus::parse(s.as_str()), Some(*s));
        }
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::parse(s.as_str()), Some(*s));
        }
        for s in SeatOutcome::ALL {
            assert_eq!(SeatOutcome::parse(s.as_str()), Some(*s));
        }
        for k in LedgerKind::ALL {
            assert_eq!(LedgerKind::parse(k.as_str()), Some(*k));
        }
        assert_eq!(TableStatus::parse("nope"), None);
    }

    #[test]
    fn serde_uses_the_stored_words() {
        let json = serde_json::to_string(&TableStatus::SetAside).unwrap();
        assert_eq!(json, "\"set_aside\"");
        assert_eq!(LedgerKind::from(GrantKind::Daily), LedgerKind::Daily);
    }
}
