//! Drafting a turn on Discord (Rumminy's new playfield): a draft click on a private hand, judged
//! by the game off the async threads and kept by the table, and the text box a draft can be typed
//! in whole.

use std::sync::Arc;

use poise::serenity_prelude::{
    self as serenity, ActionRowComponent, CreateActionRow, CreateInputText,
    CreateInteractionResponse, CreateModal, InputTextStyle, ModalInteraction,
};

use super::{
    hand_picture, player_id,
    router::{answer_body, elsewhere, hand_response, play, Answer, HandClick, Refusal},
    views::clip,
    Data, Error,
};
use crate::{
    faces::{
        custom_id::{Click, Component, CustomId},
        screens::{self, DraftEdit, DraftStep},
        words::table_error,
    },
    i18n::{tx, Tx},
    lang::Lang,
    table::{DraftChange, TableError, TableRequest, TableState},
};

/// Discord's longest text a text box takes.
const TEXT_BOX_MAX: usize = 4000;

/// Handles a submitted text box: so far only a draft typed in full (Rumminy's Rearrange).
///
/// # Errors
/// Only failures to answer Discord.
pub async fn handle_modal(
    ctx: &serenity::Context,
    data: &Data,
    mi: &ModalInteraction,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&mi.locale);
    let player = player_id(mi.user.id);
    if let Some(refused) = elsewhere(data, mi.guild_id, mi.channel_id, &mi.locale) {
        mi.create_response(&ctx.http, refused).await?;
        return Ok(());
    }
    let response = match Component::read(&mi.data.custom_id, &[]) {
        Ok(Component::Table(CustomId {
            table,
            click: Click::DraftText { version },
        })) if mi.guild_id.is_some() => {
            let text: String = mi
                .data
                .components
                .iter()
                .flat_map(|row| &row.components)
                .find_map(|c| match c {
                    ActionRowComponent::InputText(input) => input.value.clone(),
                    _ => None,
                })
                .unwrap_or_default();
            let mut guard = data.notifier.hand_lock(table, player).await;
            let at = HandClick {
                table,
                player,
                version,
                lang,
                from_hand: mi.message.is_some(),
            };
            let drafted = match data.service.state(table) {
                Some(state) => draft_response(data, &at, state, DraftEdit::Text(&text)).await,
                None => Err(Refusal::Table(
                    data.service.missing(table, TableError::Closed),
                )),
            };
            let (response, shown) = drafted.unwrap_or_else(|refusal| (refusal.answer(lang), None));
            data.rest
                .answer(mi.id.get(), &mi.token, &answer_body(&response)?)
                .await?;
            if let Some(version) = shown {
                guard.shown(version);
            }
            drop(guard);
            data.renderer
                .heard(table, mi.application_id.get(), &mi.token, None);
            data.notifier.remember(table, player, &mi.token, lang);
            if shown.is_some() {
                let reach = (mi.application_id.get(), mi.token.as_str(), lang);
                let message = matches!(response, CreateInteractionResponse::UpdateMessage(_))
                    .then(|| mi.message.as_ref().map(|m| m.id.get()))
                    .flatten();
                hand_picture::written(data, table, player, reach, message).await;
            }
            return Ok(());
        }
        _ => Refusal::UnknownButton.answer(lang),
    };
    mi.create_response(&ctx.http, response).await?;
    Ok(())
}

/// The answer to a change of `at.player`'s private draft, and the state version of the hand it
/// shows. The game judges the edit (off the async threads: Suggest runs the solver); only an
/// edit that ends in an action (Commit) reaches the table.
pub(super) async fn draft_response(
    data: &Data,
    at: &HandClick,
    state: Arc<TableState>,
    edit: DraftEdit<'_>,
) -> Result<Answer, Refusal> {
    let lang = at.lang;
    let hand = |state: &TableState, note: Option<&str>| {
        Ok((
            hand_response(data, state, at.player, note, lang, at.from_hand),
            Some(state.version),
        ))
    };
    if state.version != at.version {
        return hand(&state, Some(&tx(lang, &Tx::StaleHand)));
    }
    let (Some(game), Some(seat)) = (state.live_game(), state.seat_of(at.player)) else {
        return hand(&state, None);
    };
    // One edit of a player's draft at a time: a Suggest's search is not queued twice, and two
    // quick clicks cannot both build on the same draft.
    let Some(_editing) = data.service.begin_draft_edit(at.table, at.player) else {
        return hand(&state, Some(&tx(lang, &Tx::DraftBusy)));
    };
    let draft = data.service.draft(&state, at.player);
    // Owned copies for the blocking task.
    let (code, text): (Vec<String>, Option<String>) = match edit {
        DraftEdit::Code(parts) => (parts.iter().map(|p| (*p).to_owned()).collect(), None),
        DraftEdit::Text(text) => (Vec::new(), Some(text.to_owned())),
    };
    let game = game.clone();
    let step = tokio::task::spawn_blocking(move || {
        let parts: Vec<&str> = code.iter().map(String::as_str).collect();
        let edit = match &text {
            Some(text) => DraftEdit::Text(text),
            None => DraftEdit::Code(&parts),
        };
        screens::edit_draft(&game, seat, draft.as_deref(), edit, lang)
    })
    .await;
    let step = match step {
        Ok(step) => step,
        Err(e) => {
            // The draft's search panicked or was cancelled: an internal error, logged under an
            // id the player is shown (the draft itself is unchanged).
            let error = TableError::logged("a draft edit", &e);
            return hand(&state, Some(&table_error(lang, &error)));
        }
    };
    match step {
        DraftStep::Set(text) => {
            let refused = keep_draft(data, at, DraftChange::Set(text)).await;
            hand(&state, refused.as_deref())
        }
        DraftStep::Undo => {
            let refused = keep_draft(data, at, DraftChange::Undo).await;
            hand(&state, refused.as_deref())
        }
        DraftStep::Refuse(note) => hand(&state, Some(&note)),
        DraftStep::Ask { title, label, text } => {
            let mut input =
                CreateInputText::new(InputTextStyle::Paragraph, clip(&label, 45), "draft")
                    .max_length(TEXT_BOX_MAX as u16)
                    .required(true);
            // Discord refuses an empty prefilled value: an empty playfield leaves it unset.
            if !text.is_empty() {
                input = input.value(clip(&text, TEXT_BOX_MAX));
            }
            let modal = CreateModal::new(
                CustomId::draft_text(at.table, state.version).encode(),
                clip(&title, 45),
            )
            .components(vec![CreateActionRow::InputText(input)]);
            Ok((CreateInteractionResponse::Modal(modal), None))
        }
        DraftStep::Play(action) => Ok(play(data, at, action, state).await),
    }
}

/// Plays `action` for `at.player` against the state their hand showed; the answer is their hand
/// as it is after, with the refusal on top if there was one.
/// Has the table keep `change` to `at.player`'s draft; what to say on top of the hand if it
/// could not (the database is away, say).
async fn keep_draft(data: &Data, at: &HandClick, change: DraftChange) -> Option<String> {
    let request = TableRequest::Draft {
        player: at.player,
        change,
    };
    let kept = data.service.send(at.table, request, None).await;
    kept.err().map(|e| table_error(at.lang, &e))
}
