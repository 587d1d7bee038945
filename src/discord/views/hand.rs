//! A player's private hand, shown only to them (ephemeral): their cards, what they see of the
//! table, and only the actions legal now. Each game draws it (`games/<game>/faces/screens.rs`); this
//! is what every game shares: who may see a hand at all.

use crate::{
    faces::{message::HandMessage, screens},
    i18n::{tx, Lang, Tx},
    ids::PlayerId,
    table::{TablePhase, TableState},
};

/// Renders `player`'s private view of `state` in their language, with an optional note on top
/// (an error, say), and their draft for this turn in games that have drafts.
#[must_use]
pub fn hand_message(
    state: &TableState,
    player: PlayerId,
    note: Option<&str>,
    lang: Lang,
    draft: Option<&str>,
) -> HandMessage {
    if let (TablePhase::Playing, Some(game), Some(seat)) =
        (state.phase, state.live_game(), state.seat_of(player))
    {
        return screens::hand(state, game, seat, screens::HandExtras { note, draft, lang });
    }
    let why = if state.is_seated(player) {
        Tx::NoHandInPlay
    } else {
        Tx::NotSeated
    };
    let lines: Vec<String> = note
        .map(|n| format!("> {n}"))
        .into_iter()
        .chain([tx(lang, &why)])
        .collect();
    HandMessage {
        content: lines.join("\n"),
        components: Vec::new(),
    }
}
