//! Every button click arrives here, through the global interaction handler (not collectors), so
//! buttons keep working after a restart. Each click is checked against who clicked, their seat
//! and the state version; anything wrong gets a clear ephemeral answer and changes nothing.

use std::sync::Arc;

use poise::serenity_prelude::{
    self as serenity, ActionRowComponent, ComponentInteraction, CreateActionRow, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateModal, InputTextStyle,
    MessageFlags, ModalInteraction,
};

use super::{
    hand_picture, player_id,
    views::{clip, hand_message},
    Data, Error,
};
use crate::{
    faces::{
        custom_id::{BadCustomId, Click, Component, CustomId, TableButton},
        screens::{self, DraftEdit, DraftStep},
        words::table_error,
    },
    games::AnyAction,
    i18n::{self, tx, Lang, Tx},
    ids::{PlayerId, TableId},
    latency::{self, Stage},
    table::{DraftChange, TableError, TableRequest, TableState},
};

/// Discord's longest text a text box takes.
const TEXT_BOX_MAX: usize = 4000;

/// The name a member is shown by at the table.
#[must_use]
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    let name = member.map_or_else(
        || {
            user.global_name
                .clone()
                .unwrap_or_else(|| user.name.clone())
        },
        |m| m.display_name().to_owned(),
    );
    clip(&name, 32)
}

fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// Why a click or a text box is refused before it reaches a hand: answered one way, privately,
/// in the clicker's language. (A hand's own refusals are shown on the hand instead.) An
/// internal error's id was logged where it was made ([`TableError::logged`]).
enum Refusal {
    /// A custom id, or a menu's value, this bot did not write (or a damaged one).
    UnknownButton,
    /// A table's button or text box used outside a server.
    NotInServer,
    /// The table refused the request, or is gone.
    Table(TableError),
}

impl Refusal {
    fn answer(&self, lang: Lang) -> CreateInteractionResponse {
        ephemeral(match self {
            Refusal::UnknownButton => i18n::bad_custom_id(lang),
            Refusal::NotInServer => i18n::tables_in_servers(lang).to_owned(),
            Refusal::Table(e) => table_error(lang, e),
        })
    }
}

/// The refusal of an interaction from a server another process runs (the bot split by shard,
/// during a handoff): its tables are not here, and nothing is changed.
fn elsewhere(
    data: &Data,
    guild: Option<serenity::GuildId>,
    locale: &str,
) -> Option<CreateInteractionResponse> {
    let guild = guild?;
    (!data.service.config().shards.owns(super::guild_id(guild))).then(|| {
        let lang = Lang::from_locale(locale);
        ephemeral(table_error(lang, &TableError::NotThisProcess))
    })
}

/// An answer to a click, and the state version of the hand it shows, if it shows one.
type Answer = (CreateInteractionResponse, Option<u64>);

/// Handles one component interaction.
///
/// # Errors
/// Only failures to answer Discord; table refusals are answered to the player.
pub async fn handle_component(
    ctx: &serenity::Context,
    data: &Arc<Data>,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    let values = match &ci.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.as_slice(),
        _ => &[],
    };
    let component = Component::read(&ci.data.custom_id, values);
    if let Ok(Component::Tournament(click)) = component {
        return super::tournament::click(ctx, data, ci, click).await;
    }
    let arrived = latency::start();
    latency::since_snowflake(Stage::Gateway, ci.id.get());
    let player = player_id(ci.user.id);
    let hand_click = match &component {
        Ok(Component::Table(CustomId {
            table,
            click: Click::Act { .. } | Click::Draft { .. } | Click::Table(TableButton::ShowHand),
        })) => Some(*table),
        _ => None,
    };
    // A hand shown in answer and a nudge must not cross: hold the player's hand lock until the
    // answer is sent, and note which state it showed.
    let locking = latency::start();
    let mut guard = match hand_click {
        Some(table) => Some(data.notifier.hand_lock(table, player).await),
        None => None,
    };
    latency::done(Stage::HandLock, locking);
    let responding = latency::start();
    let (response, shown) = respond(data, ci, component).await;
    latency::done(Stage::Respond, responding);
    let calling = latency::start();
    data.rest
        .answer(ci.id.get(), &ci.token, &answer_body(&response)?)
        .await?;
    latency::done(Stage::Callback, calling);
    latency::done(Stage::Click, arrived);
    if let (Some(guard), Some(version)) = (guard.as_mut(), shown) {
        guard.shown(version);
    }
    drop(guard);
    // Only an answered interaction's token can edit its message: remember it now, not before.
    if let Some(table) = hand_click {
        let lang = Lang::from_locale(&ci.locale);
        data.notifier.remember(table, player, &ci.token, lang);
        if shown.is_some() {
            let reach = (ci.application_id.get(), ci.token.as_str(), lang);
            // An update keeps the picture of the message clicked; a new message has none.
            let message = matches!(response, CreateInteractionResponse::UpdateMessage(_))
                .then(|| ci.message.id.get());
            hand_picture::written(data, table, player, reach, message).await;
        }
    }
    Ok(())
}

/// An answer as Discord reads it. An update leaves out `attachments`, which serenity always
/// writes (as "none"): Discord then keeps whatever files the clicked message holds at that
/// moment (a hand's picture, perhaps replaced a millisecond ago), where naming them could name
/// one it no longer has and be refused.
fn answer_body(response: &CreateInteractionResponse) -> Result<serde_json::Value, Error> {
    let mut body = serde_json::to_value(response)?;
    if body["type"] == 7 {
        if let Some(data) = body["data"].as_object_mut() {
            data.remove("attachments");
        }
    }
    Ok(body)
}

/// The answer to a click, and the state version of the hand it shows, if it shows one.
async fn respond(
    data: &Data,
    ci: &ComponentInteraction,
    component: Result<Component, BadCustomId>,
) -> Answer {
    if let Some(refused) = elsewhere(data, ci.guild_id, &ci.locale) {
        return (refused, None);
    }
    let lang = Lang::from_locale(&ci.locale);
    let id = match component {
        Ok(Component::Replay(step)) => {
            return (super::replay::replay_click(data, ci, step).await, None)
        }
        Ok(Component::Leaderboard(page)) => {
            return (
                super::leaderboard::leaderboard_click(data, ci, page).await,
                None,
            )
        }
        Ok(Component::Table(id)) => id,
        Ok(Component::Tournament(_)) | Err(_) => {
            return (Refusal::UnknownButton.answer(lang), None)
        }
    };
    route(data, ci, id, lang)
        .await
        .unwrap_or_else(|refusal| (refusal.answer(lang), None))
}

/// Where a table's click goes: the table, the clicker's hand or draft; or why it goes nowhere.
async fn route(
    data: &Data,
    ci: &ComponentInteraction,
    id: CustomId,
    lang: Lang,
) -> Result<Answer, Refusal> {
    if ci.guild_id.is_none() {
        return Err(Refusal::NotInServer);
    }
    let player = player_id(ci.user.id);
    let state = data
        .service
        .state(id.table)
        .ok_or_else(|| Refusal::Table(data.service.missing(id.table, TableError::Closed)))?;
    let from_hand = ci
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    // A hand's click at the state `version` it was made against.
    let at = |version| HandClick {
        table: id.table,
        player,
        version,
        lang,
        from_hand,
    };
    let command = match id.click {
        Click::Table(TableButton::ShowHand) => {
            return Ok((
                hand_response(data, &state, player, None, lang, from_hand),
                Some(state.version),
            ));
        }
        Click::Draft { version, edit } => {
            let parts: Vec<&str> = edit.split(':').collect();
            return draft_response(data, &at(version), state, DraftEdit::Code(&parts)).await;
        }
        // Menus come folded into what was chosen; a text box's id never comes with a click.
        Click::DraftPick { .. } | Click::DraftText { .. } | Click::Pick { .. } => {
            return Err(Refusal::UnknownButton)
        }
        Click::Act { version, action } => return Ok(play(data, &at(version), action, state).await),
        Click::Table(TableButton::Join) => TableRequest::Join {
            player,
            name: display_name(&ci.user, ci.member.as_ref()),
        },
        Click::Table(TableButton::Leave) => TableRequest::Leave { player },
        Click::Table(TableButton::AddComputer) => TableRequest::AddComputer {
            by: player,
            level: state.options.computer_level,
        },
        Click::Table(TableButton::Start) => TableRequest::Start { by: player },
    };
    // The table message is edited by the renderer; nothing more to say.
    data.service
        .send(id.table, command, None)
        .await
        .map_err(Refusal::Table)?;
    Ok((CreateInteractionResponse::Acknowledge, None))
}

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
    if let Some(refused) = elsewhere(data, mi.guild_id, &mi.locale) {
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
        Ok(_) if mi.guild_id.is_none() => Refusal::NotInServer.answer(lang),
        _ => Refusal::UnknownButton.answer(lang),
    };
    mi.create_response(&ctx.http, response).await?;
    Ok(())
}

/// A click on a private hand: who, at which table, against which state, and where the answer
/// goes.
struct HandClick {
    table: TableId,
    player: PlayerId,
    version: u64,
    lang: Lang,
    /// The click came from the private hand message (update it) rather than the table's.
    from_hand: bool,
}

/// The answer to a change of `at.player`'s private draft, and the state version of the hand it
/// shows. The game judges the edit (off the async threads: Suggest runs the solver); only an
/// edit that ends in an action (Commit) reaches the table.
async fn draft_response(
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

async fn play(data: &Data, at: &HandClick, action: AnyAction, shown: Arc<TableState>) -> Answer {
    let result = data
        .service
        .send(
            at.table,
            TableRequest::Act {
                player: at.player,
                action,
            },
            Some(at.version),
        )
        .await;
    let state = data.service.state(at.table).unwrap_or(shown);
    let note = match result {
        Ok(_) => None,
        Err(TableError::Stale) => Some(tx(at.lang, &Tx::StaleHand)),
        Err(e) => Some(table_error(at.lang, &e)),
    };
    (
        hand_response(
            data,
            &state,
            at.player,
            note.as_deref(),
            at.lang,
            at.from_hand,
        ),
        Some(state.version),
    )
}

/// `player`'s hand as the answer to a click: the hand message updated in place, or a new
/// private message when the click came from the public table message. Their draft for this
/// turn, if they have one, is on it.
fn hand_response(
    data: &Data,
    state: &TableState,
    player: PlayerId,
    note: Option<&str>,
    lang: Lang,
    from_hand: bool,
) -> CreateInteractionResponse {
    let draft = data.service.draft(state, player);
    let view = hand_message(state, player, note, lang, draft.as_deref());
    let message = CreateInteractionResponseMessage::new()
        .content(view.content)
        .components(view.components);
    if from_hand {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message.ephemeral(true))
    }
}
