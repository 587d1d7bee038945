//! The clicks every game's private hand offers alike, so that a button reads, looks and routes
//! the same at every table: playing an action (draw, take, discard), asking for the hand again
//! when nothing can be played, and the rows Discord lays them out in, five to a row.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use super::{
    custom_id::{CustomId, TableButton},
    message::clip,
};
use crate::{
    games::AnyAction,
    i18n::{tx, Lang, Tx},
    table::TableState,
};

/// Discord's most buttons in a row.
const PER_ROW: usize = 5;

/// A button that plays `action` at the table's current version (a stale click is refused),
/// its label cut to Discord's 80 characters.
pub fn act_button(
    state: &TableState,
    action: impl Into<AnyAction>,
    label: &str,
    style: ButtonStyle,
) -> CreateButton {
    CreateButton::new(CustomId::act(state.id, state.version, action.into()).encode())
        .label(clip(label, 80))
        .style(style)
}

/// "Draw from the stock".
pub fn draw_button(state: &TableState, lang: Lang, action: impl Into<AnyAction>) -> CreateButton {
    act_button(
        state,
        action,
        &tx(lang, &Tx::DrawStock),
        ButtonStyle::Primary,
    )
}

/// "Take 7♥": the discard pile's top card, as the game writes it.
pub fn take_button(
    state: &TableState,
    lang: Lang,
    action: impl Into<AnyAction>,
    top: &str,
) -> CreateButton {
    act_button(
        state,
        action,
        &tx(lang, &Tx::Take(top)),
        ButtonStyle::Primary,
    )
}

/// "Discard 7♥".
pub fn discard_button(
    state: &TableState,
    lang: Lang,
    action: impl Into<AnyAction>,
    card: &str,
) -> CreateButton {
    act_button(
        state,
        action,
        &tx(lang, &Tx::Discard(card)),
        ButtonStyle::Secondary,
    )
}

/// "Refresh": shows the hand again, for when nothing can be played now.
pub fn refresh_button(state: &TableState, lang: Lang) -> CreateButton {
    CreateButton::new(CustomId::table(state.id, TableButton::ShowHand).encode())
        .label(tx(lang, &Tx::Refresh))
        .style(ButtonStyle::Secondary)
}

/// A hand's buttons in rows: `main` (draw, knock, bid…) first, then `more` (a button a card),
/// five to a row, at most `most` rows. With nothing at all to click, Refresh alone.
#[must_use]
pub fn button_rows(
    state: &TableState,
    lang: Lang,
    mut main: Vec<CreateButton>,
    more: &[CreateButton],
    most: usize,
) -> Vec<CreateActionRow> {
    if main.is_empty() && more.is_empty() {
        main.push(refresh_button(state, lang));
    }
    main.chunks(PER_ROW)
        .chain(more.chunks(PER_ROW))
        .take(most)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}
