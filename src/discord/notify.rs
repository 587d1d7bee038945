//! Private nudges: when it becomes a player's turn, or an R17 claim or an R21 rebuy is theirs to
//! decide, their open hand message (the ephemeral one, reachable through the token of their last
//! hand interaction for 15 minutes) is edited in place to show it — to them alone.

use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

use poise::serenity_prelude::EditInteractionResponse;

use super::{rest::Rest, views::hand_message};
use crate::{
    i18n::{tx, Lang, Tx},
    ids::{PlayerId, TableId},
    table::{TablePhase, TableState},
};

/// Interaction tokens last 15 minutes; stop a little before.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// A player's last hand interaction: its token, when it was answered, and the player's language.
type Reachable = (String, Instant, Lang);

pub struct Notifier {
    rest: Rest,
    application: u64,
    tokens: Mutex<HashMap<(TableId, PlayerId), Reachable>>,
    /// What each player was last nudged about, so each thing is said once.
    nudged: Mutex<HashMap<(TableId, PlayerId), String>>,
}

impl Notifier {
    #[must_use]
    pub fn new(rest: Rest, application: u64) -> Notifier {
        Notifier {
            rest,
            application,
            tokens: Mutex::default(),
            nudged: Mutex::default(),
        }
    }

    /// The player's hand message can now be reached through `token`; it is in `lang`.
    pub fn remember(&self, table: TableId, player: PlayerId, token: &str, lang: Lang) {
        self.tokens
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert((table, player), (token.to_owned(), Instant::now(), lang));
    }

    /// What needs `player`'s attention in `state`, as a key that changes each time.
    fn attention(state: &TableState, player: PlayerId) -> Option<(String, Tx<'static>)> {
        let seat = state.seat_of(player)?;
        super::games::attention(state.live_game()?, seat)
    }

    /// Nudges every human player whose attention `state` needs, through their hand message.
    pub async fn on_change(&self, state: &TableState) {
        if state.phase != TablePhase::Playing {
            return;
        }
        for p in state.players.iter().filter(|p| p.computer.is_none()) {
            let Some((key, note)) = Self::attention(state, p.player) else {
                continue;
            };
            let k = (state.id, p.player);
            let (token, lang) = match self
                .tokens
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get(&k)
            {
                Some((token, at, lang)) if at.elapsed() < TOKEN_LIFE => (token.clone(), *lang),
                _ => continue,
            };
            {
                let mut nudged = self.nudged.lock().unwrap_or_else(PoisonError::into_inner);
                if nudged.get(&k) == Some(&key) {
                    continue;
                }
                nudged.insert(k, key);
            }
            let view = hand_message(state, p.player, Some(&tx(lang, &note)), lang);
            let body = EditInteractionResponse::new()
                .content(view.content)
                .components(view.components);
            if let Err(error) = self
                .rest
                .edit_original(self.application, &token, &body)
                .await
            {
                tracing::debug!(%error, "could not refresh a hand message");
            }
        }
    }
}
