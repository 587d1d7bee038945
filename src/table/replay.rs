//! Rebuilding a table from its log at start-up (and in `rumino check`): the opening parameters,
//! then every logged command through the same pure `TableState::apply`, compared with the stored
//! snapshot. A mismatch is reported, never patched over.

use super::{command::TableCommand, service::OpenParams, state::TableState};
use crate::store::{StoredAction, StoredTable};

/// Replays `actions` on the table's opening state and checks the result against its snapshot.
///
/// # Errors
/// Why the log does not rebuild the stored table, in words for the operator.
pub fn rebuild(table: &StoredTable, actions: &[StoredAction]) -> Result<TableState, String> {
    let params: OpenParams = serde_json::from_str(&table.options)
        .map_err(|e| format!("its options do not parse: {e}"))?;
    let mut state = TableState::new(
        table.id,
        table.guild_id,
        table.channel_id,
        params.host,
        params.options,
        params.opened_at_ms,
    );
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
    if state.version as i64 != table.version {
        return Err(format!(
            "the log ends at action {} but the table is at version {}",
            state.version, table.version
        ));
    }
    if table.version > 0 {
        let stored: TableState = serde_json::from_str(&table.snapshot)
            .map_err(|e| format!("its snapshot does not parse: {e}"))?;
        if stored != state {
            return Err("replaying its log does not give its stored state".to_owned());
        }
    }
    Ok(state)
}
