//! Rebuilding a table from the store. At start-up ([`resume`]): its latest snapshot, then the
//! actions logged after it, through the same pure `TableState::apply` the table used. In
//! `rumino check` ([`rebuild`]): the whole log from the opening parameters, compared with the
//! snapshot where the log reaches it. A mismatch is reported, never patched over. For
//! `/rumino replay` ([`replay_game`]): one finished game, step by step, through the same apply.

use super::{
    command::TableCommand,
    error::TableError,
    service::OpenParams,
    state::{TableEvent, TableState},
};
use crate::store::{StoredAction, StoredTable};

/// Why a stored table does not rebuild. The text is for the operator (logs, `rumino check`, the
/// reason a table is set aside).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("its options do not parse: {0}")]
    Options(String),
    #[error("its snapshot does not parse: {0}")]
    Snapshot(String),
    #[error("its snapshot is of table {found} at action {found_seq}, not of table {table} at action {seq}")]
    WrongSnapshot {
        found: i64,
        found_seq: u64,
        table: i64,
        seq: i64,
    },
    #[error("the log ends at action {ends} but the snapshot follows action {snapshot}")]
    SnapshotAhead { ends: u64, snapshot: i64 },
    #[error("replaying its log to action {0} does not give its stored snapshot")]
    SnapshotDiffers(i64),
    #[error("action {seq} does not parse: {reason}")]
    Action { seq: i64, reason: String },
    #[error("action {seq} follows action {previous}: the log has a gap")]
    Gap { seq: i64, previous: u64 },
    #[error("action {seq} ({kind}) is refused on replay: {error}")]
    Refused {
        seq: i64,
        kind: &'static str,
        error: TableError,
    },
    #[error("the rebuilt table stops at action {rebuilt} but the log ends at action {ends}")]
    ShortLog { rebuilt: u64, ends: i64 },
}

/// Rebuilds a table from its latest snapshot and `tail`, the actions after it (seq >
/// `snapshot_seq`): what start-up does, in time bounded by the snapshot interval, not by how long
/// the table has been open.
///
/// # Errors
/// Why the table cannot be rebuilt, in words for the operator.
pub fn resume(table: &StoredTable, tail: &[StoredAction]) -> Result<TableState, ReplayError> {
    let state = if table.snapshot_seq == 0 {
        opening(table)?
    } else {
        stored(table)?
    };
    finish(replay(state, tail)?, table)
}

/// Rebuilds a table from its opening through its whole log (`actions`, from seq 1), and checks
/// that the log gives the stored snapshot at the action the snapshot follows.
///
/// # Errors
/// Why the log does not rebuild the stored table, in words for the operator.
pub fn rebuild(table: &StoredTable, actions: &[StoredAction]) -> Result<TableState, ReplayError> {
    let split = actions.partition_point(|a| a.seq <= table.snapshot_seq);
    let (before, after) = actions.split_at(split);
    let mut state = replay(opening(table)?, before)?;
    if table.snapshot_seq > 0 {
        if state.version as i64 != table.snapshot_seq {
            return Err(ReplayError::SnapshotAhead {
                ends: state.version,
                snapshot: table.snapshot_seq,
            });
        }
        if stored(table)? != state {
            return Err(ReplayError::SnapshotDiffers(table.snapshot_seq));
        }
    }
    state = replay(state, after)?;
    finish(state, table)
}

/// The table before any action, from the parameters it was opened with.
fn opening(table: &StoredTable) -> Result<TableState, ReplayError> {
    let params: OpenParams =
        serde_json::from_str(&table.options).map_err(|e| ReplayError::Options(e.to_string()))?;
    Ok(TableState::new(
        table.id,
        table.guild_id,
        table.channel_id,
        params.host,
        params.options,
        params.opened_at_ms,
    ))
}

/// The stored snapshot, which must be of this table at `snapshot_seq`.
fn stored(table: &StoredTable) -> Result<TableState, ReplayError> {
    let state: TableState =
        serde_json::from_str(&table.snapshot).map_err(|e| ReplayError::Snapshot(e.to_string()))?;
    if state.id != table.id || state.version as i64 != table.snapshot_seq {
        return Err(ReplayError::WrongSnapshot {
            found: state.id.0,
            found_seq: state.version,
            table: table.id.0,
            seq: table.snapshot_seq,
        });
    }
    Ok(state)
}

/// One step of a finished game as the log replays it ([`replay_game`]).
#[derive(Debug, Clone, PartialEq)]
pub struct GameFrame {
    /// The table right after the step: the game in play, or over at the last step.
    pub state: TableState,
    /// Which step this is, from 0 (the first hand dealt).
    pub step: usize,
    /// The game's steps: each action of it from its first deal on.
    pub steps: usize,
    /// The step at which each hand was dealt, in order (hand 1 first).
    pub deals: Vec<usize>,
}

/// What the log holds of a game asked for by [`replay_game`].
#[derive(Debug, Clone, PartialEq)]
pub enum Replayed {
    /// The asked step of the finished game.
    Step(Box<GameFrame>),
    /// The game is still being played.
    Running,
    /// No such game: never played, or called off and refunded before it counted (only finished
    /// games are replayed, as only they are in histories and statistics).
    Missing,
}

/// Step `step` of game `game_no` of `table` (the last step if `step` is beyond it), replayed from
/// the table's opening through its log (`actions`, from seq 1) by the same `TableState::apply`
/// that played it. Every action of the game from its first deal until the game ends is a step;
/// anything logged under the game after its end (the host closing the table) is not. A hand
/// starts at each deal the game counts as a new hand (Rummoli's final deal of the leftover
/// board, L24, belongs to the last hand).
///
/// # Errors
/// Why the log does not replay, in words for the operator.
pub fn replay_game(
    table: &StoredTable,
    actions: &[StoredAction],
    game_no: u32,
    step: usize,
) -> Result<Replayed, ReplayError> {
    let game = Some(i64::from(game_no));
    let Some(last) = actions.iter().rposition(|a| a.game_no == game) else {
        return Ok(Replayed::Missing);
    };
    let mut state = opening(table)?;
    let mut found = Found::default();
    for action in &actions[..=last] {
        let events = apply_one(&mut state, action)?;
        if action.game_no != game {
            continue;
        }
        if matches!(parse(action)?, TableCommand::Deal { .. }) {
            found.dealt(&state, &events);
        }
        if found.deals.is_empty() {
            continue;
        }
        if found.steps == step {
            found.chosen = Some(state.clone());
        }
        found.steps += 1;
        if state
            .game
            .as_ref()
            .is_some_and(|g| g.settlement().is_some())
        {
            break;
        }
    }
    let settled = state
        .game
        .as_ref()
        .filter(|_| state.game_no == game_no)
        .map(|g| g.settlement());
    match settled {
        Some(None) => Ok(Replayed::Running),
        Some(Some(s)) if !s.refunded && found.steps > 0 => {
            Ok(Replayed::Step(Box::new(GameFrame {
                state: found.chosen.unwrap_or(state),
                step: step.min(found.steps - 1),
                steps: found.steps,
                deals: found.deals,
            })))
        }
        _ => Ok(Replayed::Missing),
    }
}

/// What [`replay_game`] has found so far: the steps, where each hand was dealt, the highest
/// round dealt, and the state at the step asked for.
#[derive(Default)]
struct Found {
    steps: usize,
    deals: Vec<usize>,
    round: u32,
    chosen: Option<TableState>,
}

impl Found {
    /// A deal was applied to `state`, with `events`: a hand starts here if the game dealt a
    /// round it had not dealt before.
    fn dealt(&mut self, state: &TableState, events: &[TableEvent]) {
        let Some(game) = &state.game else {
            return;
        };
        let newest = super::effects::effects_of(game, events)
            .rounds
            .iter()
            .map(|r| r.round)
            .max();
        if let Some(round) = newest.filter(|&r| r > self.round) {
            self.round = round;
            self.deals.push(self.steps);
        }
    }
}

/// Why a finished game's step is not shown (to a player: a refusal, or an apology for a store
/// failure).
#[derive(Debug)]
pub enum ReplayUnavailable {
    /// No such finished game in this server (another server's is no more visible than none).
    NoSuchGame,
    /// The game is being played.
    NotFinished,
    /// Its log does not replay (logged for the operator).
    Unreadable,
    Failed(TableError),
}

impl super::TableService {
    /// Step `step` of finished game `game_no` of `table`, if it is a game of `guild`
    /// ([`replay_game`] over the stored log).
    ///
    /// # Errors
    /// Why it is not shown.
    pub async fn replay_frame(
        &self,
        guild: crate::ids::GuildId,
        table: crate::ids::TableId,
        game_no: u32,
        step: usize,
    ) -> Result<GameFrame, ReplayUnavailable> {
        self.replay_with_log(guild, table, game_no, step)
            .await
            .map(|(frame, _, _)| frame)
    }

    /// [`Self::replay_frame`], with the table and the log it was replayed from (read once).
    ///
    /// # Errors
    /// Why it is not shown.
    pub async fn replay_with_log(
        &self,
        guild: crate::ids::GuildId,
        table: crate::ids::TableId,
        game_no: u32,
        step: usize,
    ) -> Result<(GameFrame, StoredTable, Vec<StoredAction>), ReplayUnavailable> {
        let store = self.store();
        let failed = |e: crate::store::StoreError| {
            ReplayUnavailable::Failed(TableError::logged("a replay", &e))
        };
        let stored = store.table(table).await.map_err(failed)?;
        let Some(stored) = stored.filter(|t| t.guild_id == guild) else {
            return Err(ReplayUnavailable::NoSuchGame);
        };
        let actions = store.actions(table, 0).await.map_err(failed)?;
        match replay_game(&stored, &actions, game_no, step) {
            Ok(Replayed::Step(frame)) => Ok((*frame, stored, actions)),
            Ok(Replayed::Running) => Err(ReplayUnavailable::NotFinished),
            Ok(Replayed::Missing) => Err(ReplayUnavailable::NoSuchGame),
            Err(e) => {
                tracing::warn!(table = table.0, game_no, error = %e, "a replay does not rebuild");
                Err(ReplayUnavailable::Unreadable)
            }
        }
    }
}

fn parse(action: &StoredAction) -> Result<TableCommand, ReplayError> {
    serde_json::from_str(&action.payload).map_err(|e| ReplayError::Action {
        seq: action.seq,
        reason: e.to_string(),
    })
}

/// Applies `action`, which must follow `state` with no gap; the table's events.
fn apply_one(
    state: &mut TableState,
    action: &StoredAction,
) -> Result<Vec<TableEvent>, ReplayError> {
    let command = parse(action)?;
    if action.seq != state.version as i64 + 1 {
        return Err(ReplayError::Gap {
            seq: action.seq,
            previous: state.version,
        });
    }
    let events =
        state
            .apply(&command, action.created_at)
            .map_err(|error| ReplayError::Refused {
                seq: action.seq,
                kind: command.kind(),
                error,
            })?;
    state.version = action.seq as u64;
    Ok(events)
}

/// Applies `actions`, which must follow `state` with no gap.
fn replay(mut state: TableState, actions: &[StoredAction]) -> Result<TableState, ReplayError> {
    for action in actions {
        apply_one(&mut state, action)?;
    }
    Ok(state)
}

/// Checks that the rebuilt state reached the end of the log.
fn finish(state: TableState, table: &StoredTable) -> Result<TableState, ReplayError> {
    if state.version as i64 == table.version {
        Ok(state)
    } else {
        Err(ReplayError::ShortLog {
            rebuilt: state.version,
            ends: table.version,
        })
    }
}
