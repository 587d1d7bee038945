//! Rebuilding a table from the store. At start-up ([`resume`]): its latest snapshot, then the
//! actions logged after it, through the same pure `TableState::apply` the table used. In
//! `rumino check` ([`rebuild`]): the whole log from the opening parameters, compared with the
//! snapshot where the log reaches it. A mismatch is reported, never patched over.

use super::{command::TableCommand, service::OpenParams, state::TableState};
use crate::store::{StoredAction, StoredTable};

/// Rebuilds a table from its latest snapshot and `tail`, the actions after it (seq >
/// `snapshot_seq`): what start-up does, in time bounded by the snapshot interval, not by how long
/// the table has been open.
///
/// # Errors
/// Why the table cannot be rebuilt, in words for the operator.
pub fn resume(table: &StoredTable, tail: &[StoredAction]) -> Result<TableState, String> {
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
pub fn rebuild(table: &StoredTable, actions: &[StoredAction]) -> Result<TableState, String> {
    let split = actions.partition_point(|a| a.seq <= table.snapshot_seq);
    let (before, after) = actions.split_at(split);
    let mut state = replay(opening(table)?, before)?;
    if table.snapshot_seq > 0 {
        if state.version as i64 != table.snapshot_seq {
            return Err(format!(
                "the log ends at action {} but the snapshot follows action {}",
                state.version, table.snapshot_seq
            ));
        }
        if stored(table)? != state {
            return Err(format!(
                "replaying its log to action {} does not give its stored snapshot",
                table.snapshot_seq
            ));
        }
    }
    state = replay(state, after)?;
    finish(state, table)
}

/// The table before any action, from the parameters it was opened with.
fn opening(table: &StoredTable) -> Result<TableState, String> {
    let params: OpenParams = serde_json::from_str(&table.options)
        .map_err(|e| format!("its options do not parse: {e}"))?;
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
fn stored(table: &StoredTable) -> Result<TableState, String> {
    let state: TableState = serde_json::from_str(&table.snapshot)
        .map_err(|e| format!("its snapshot does not parse: {e}"))?;
    if state.id != table.id || state.version as i64 != table.snapshot_seq {
        return Err(format!(
            "its snapshot is of table {} at action {}, not of table {} at action {}",
            state.id, state.version, table.id, table.snapshot_seq
        ));
    }
    Ok(state)
}

/// Applies `actions`, which must follow `state` with no gap.
fn replay(mut state: TableState, actions: &[StoredAction]) -> Result<TableState, String> {
    for action in actions {
        let command: TableCommand = serde_json::from_str(&action.payload)
            .map_err(|e| format!("action {} does not parse: {e}", action.seq))?;
        if action.seq != state.version as i64 + 1 {
            return Err(format!(
                "action {} follows action {}: the log has a gap",
                action.seq, state.version
            ));
        }
        state.apply(&command, action.created_at).map_err(|e| {
            format!(
                "action {} ({}) is refused on replay: {e}",
                action.seq,
                command.kind()
            )
        })?;
        state.version = action.seq as u64;
    }
    Ok(state)
}

/// Checks that the rebuilt state reached the end of the log.
fn finish(state: TableState, table: &StoredTable) -> Result<TableState, String> {
    if state.version as i64 == table.version {
        Ok(state)
    } else {
        Err(format!(
            "the rebuilt table stops at action {} but the log ends at action {}",
            state.version, table.version
        ))
    }
}
