//! Every button click arrives here, through the global interaction handler (not collectors), so
//! buttons keep working after a restart. Each click is checked against who clicked, their seat
//! and the state version; anything wrong gets a clear ephemeral answer and changes nothing.

use std::sync::Arc;

use poise::serenity_prelude::{
    self as serenity, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseMessage, MessageFlags,
};

use super::{
    hand_picture, player_id,
    views::{clip, hand_message},
    Data, Error,
};
use crate::{
    faces::{
        custom_id::{BadCustomId, Click, Component, CustomId, TableButton},
        screens::DraftEdit,
        words::table_error,
    },
    games::AnyAction,
    i18n::{self, tx, Lang, Tx},
    ids::{PlayerId, TableId},
    latency::{self, Stage},
    table::{TableError, TableRequest, TableState},
};

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

pub(super) fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// Why a click or a text box is refused before it reaches a hand: answered one way, privately,
/// in the clicker's language. (A hand's own refusals are shown on the hand instead.) An
/// internal error's id was logged where it was made ([`TableError::logged`]).
pub(super) enum Refusal {
    /// A custom id, or a menu's value, this bot did not write (or a damaged one).
    UnknownButton,
    /// The table refused the request, or is gone.
    Table(TableError),
}

impl Refusal {
    pub(super) fn answer(&self, lang: Lang) -> CreateInteractionResponse {
        ephemeral(match self {
            Refusal::UnknownButton => i18n::bad_custom_id(lang),
            Refusal::Table(e) => table_error(lang, e),
        })
    }
}

/// The refusal of an interaction from a server another process runs (the bot split by shard,
/// during a handoff): its tables are not here, and nothing is changed.
pub(super) fn elsewhere(
    data: &Data,
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    locale: &str,
) -> Option<CreateInteractionResponse> {
    let space = super::reach::space(guild, channel);
    (!data.service.config().shards.owns(space)).then(|| {
        let lang = Lang::from_locale(locale);
        ephemeral(table_error(lang, &TableError::NotThisProcess))
    })
}

/// An answer to a click, and the state version of the hand it shows, if it shows one.
pub(super) type Answer = (CreateInteractionResponse, Option<u64>);

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
    let at_table = match &component {
        Ok(Component::Table(id)) => Some(id.table),
        _ => None,
    };
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
    if let Some(table) = at_table {
        let bot_present = super::reach::bot_present(&ci.authorizing_integration_owners);
        data.renderer
            .heard(table, ci.application_id.get(), &ci.token, Some(bot_present));
    }
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
pub(super) fn answer_body(
    response: &CreateInteractionResponse,
) -> Result<serde_json::Value, Error> {
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
    if let Some(refused) = elsewhere(data, ci.guild_id, ci.channel_id, &ci.locale) {
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
            return super::drafting::draft_response(
                data,
                &at(version),
                state,
                DraftEdit::Code(&parts),
            )
            .await;
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

/// A click on a private hand: who, at which table, against which state, and where the answer
/// goes.
pub(super) struct HandClick {
    pub(super) table: TableId,
    pub(super) player: PlayerId,
    pub(super) version: u64,
    pub(super) lang: Lang,
    /// The click came from the private hand message (update it) rather than the table's.
    pub(super) from_hand: bool,
}

pub(super) async fn play(
    data: &Data,
    at: &HandClick,
    action: AnyAction,
    shown: Arc<TableState>,
) -> Answer {
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
pub(super) fn hand_response(
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
