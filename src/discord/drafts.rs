//! Private drafts: a turn built up before it is played (Rumminy's new playfield), kept here per
//! player and table, in memory only. A draft is not an action: nothing of it is logged, and it
//! lives for one turn — the turn it was made in (the game's attention key), so a timeout, a pass
//! or a commit drops it (N14), and a restart forgets it (the turn's clock goes on).
//!
//! Each draft keeps its earlier steps, so Undo goes back one change at a time.

use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
};

use super::games;
use crate::{
    ids::{PlayerId, TableId},
    table::{TablePhase, TableState},
};

/// Steps kept for Undo; older ones are forgotten.
const MAX_STEPS: usize = 50;

/// One player's draft: the turn it belongs to and its steps, the newest last.
struct Draft {
    turn: String,
    steps: Vec<String>,
}

#[derive(Default)]
pub struct Drafts {
    drafts: Mutex<HashMap<(TableId, PlayerId), Draft>>,
}

/// The turn `player` is drafting in `state`: what needs their attention now, while the game is
/// played. `None` when it is not their turn.
fn turn_key(state: &TableState, player: PlayerId) -> Option<String> {
    if state.phase != TablePhase::Playing {
        return None;
    }
    let game = state.live_game()?;
    let seat = state.seat_of(player)?;
    games::attention(game, seat).map(|(key, _)| format!("{}:{key}", state.id.0))
}

impl Drafts {
    fn with<T>(&self, f: impl FnOnce(&mut HashMap<(TableId, PlayerId), Draft>) -> T) -> T {
        f(&mut self.drafts.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// `player`'s draft for the turn `state` is at, if they made one; a draft of an earlier turn
    /// is dropped.
    #[must_use]
    pub fn current(&self, state: &TableState, player: PlayerId) -> Option<String> {
        let key = turn_key(state, player);
        self.with(|drafts| {
            let entry = (state.id, player);
            match (drafts.get(&entry), key) {
                (Some(d), Some(key)) if d.turn == key => d.steps.last().cloned(),
                (Some(_), _) => {
                    drafts.remove(&entry);
                    None
                }
                (None, _) => None,
            }
        })
    }

    /// Makes `text` `player`'s draft for this turn. `false` (and nothing kept) when it is not
    /// their turn.
    pub fn push(&self, state: &TableState, player: PlayerId, text: String) -> bool {
        let Some(key) = turn_key(state, player) else {
            return false;
        };
        self.with(|drafts| {
            let draft = drafts.entry((state.id, player)).or_insert_with(|| Draft {
                turn: key.clone(),
                steps: Vec::new(),
            });
            if draft.turn != key {
                draft.turn = key;
                draft.steps.clear();
            }
            if draft.steps.len() == MAX_STEPS {
                draft.steps.remove(0);
            }
            draft.steps.push(text);
        });
        true
    }

    /// Goes back one step; the first step undone leaves no draft at all.
    pub fn undo(&self, state: &TableState, player: PlayerId) {
        let key = turn_key(state, player);
        self.with(|drafts| {
            let entry = (state.id, player);
            if let Some(d) = drafts.get_mut(&entry) {
                if key.as_ref() == Some(&d.turn) {
                    d.steps.pop();
                }
                if d.steps.is_empty() || key.as_ref() != Some(&d.turn) {
                    drafts.remove(&entry);
                }
            }
        });
    }

    /// Forgets every draft of `table` (it closed or its game ended).
    pub fn forget_table(&self, table: TableId) {
        self.with(|drafts| drafts.retain(|(t, _), _| *t != table));
    }
}
