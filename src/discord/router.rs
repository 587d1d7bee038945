//! Every button click arrives here, through the global interaction handler (not collectors), so
//! buttons keep working after a restart. Each click is checked against who clicked, their seat
//! and the state version; anything wrong gets a clear ephemeral answer and changes nothing.

use poise::serenity_prelude::{
    self as serenity, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseMessage, MessageFlags,
};

use super::{
    custom_id::{BadCustomId, Click, CustomId, LeaderboardPage, TableButton},
    player_id,
    views::{clip, hand_message},
    Data, Error,
};
use crate::{
    i18n::{self, tx, Lang, Tx},
    table::{TableCommand, TableError},
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

fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// Handles one component interaction.
///
/// # Errors
/// Only failures to answer Discord; table refusals are answered to the player.
pub async fn handle_component(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    let player = player_id(ci.user.id);
    let hand_click = match CustomId::decode(&ci.data.custom_id) {
        Ok(CustomId {
            table,
            click: Click::Act { .. } | Click::Pick { .. } | Click::Table(TableButton::ShowHand),
        }) => Some(table),
        _ => None,
    };
    // A hand shown in answer and a nudge must not cross: hold the player's hand lock until the
    // answer is sent, and note which state it showed.
    let mut guard = match hand_click {
        Some(table) => Some(data.notifier.hand_lock(table, player).await),
        None => None,
    };
    let (response, shown) = respond(data, ci).await;
    ci.create_response(&ctx.http, response).await?;
    if let (Some(guard), Some(version)) = (guard.as_mut(), shown) {
        guard.shown(version);
    }
    // Only an answered interaction's token can edit its message: remember it now, not before.
    if let Some(table) = hand_click {
        data.notifier
            .remember(table, player, &ci.token, Lang::from_locale(&ci.locale));
    }
    Ok(())
}

/// The answer to a click, and the state version of the hand it shows, if it shows one.
async fn respond(
    data: &Data,
    ci: &ComponentInteraction,
) -> (CreateInteractionResponse, Option<u64>) {
    let answer = |response| (response, None);
    if let Ok(page) = LeaderboardPage::decode(&ci.data.custom_id) {
        return answer(super::community::leaderboard_click(data, ci, page).await);
    }
    let lang = Lang::from_locale(&ci.locale);
    let Ok(id) = CustomId::decode(&ci.data.custom_id) else {
        return answer(ephemeral(i18n::bad_custom_id(lang, &BadCustomId)));
    };
    if ci.guild_id.is_none() {
        return answer(ephemeral(i18n::tables_in_servers(lang)));
    }
    let player = player_id(ci.user.id);
    let Some(state) = data.service.state(id.table) else {
        return answer(ephemeral(i18n::table_error(lang, &TableError::Closed)));
    };
    let from_hand = ci
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let click = match id.click {
        Click::Pick { version, .. } => {
            let chosen = match &ci.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.first(),
                _ => None,
            };
            match chosen.map(|v| CustomId::parse_action_value(v)) {
                Some(Ok(action)) => Click::Act { version, action },
                _ => return answer(ephemeral(i18n::bad_custom_id(lang, &BadCustomId))),
            }
        }
        other => other,
    };
    let command = match click {
        Click::Table(TableButton::ShowHand) => {
            return (
                hand_response(&state, player, None, lang, from_hand),
                Some(state.version),
            );
        }
        Click::Act { version, action } => {
            let result = data
                .service
                .send(
                    id.table,
                    TableCommand::Act { player, action },
                    Some(version),
                )
                .await;
            let state = data.service.state(id.table).unwrap_or(state);
            let note = match result {
                Ok(_) => None,
                Err(TableError::Stale) => Some(tx(lang, &Tx::StaleHand)),
                Err(e) => Some(i18n::table_error(lang, &e)),
            };
            let response = hand_response(&state, player, note.as_deref(), lang, from_hand);
            return (response, Some(state.version));
        }
        Click::Pick { .. } => return answer(ephemeral(i18n::bad_custom_id(lang, &BadCustomId))),
        Click::Table(TableButton::Join) => TableCommand::Join {
            player,
            name: display_name(&ci.user, ci.member.as_ref()),
        },
        Click::Table(TableButton::Leave) => TableCommand::Leave { player },
        Click::Table(TableButton::AddComputer) => TableCommand::AddComputer {
            by: player,
            level: state.options.computer_level,
        },
        Click::Table(TableButton::Start) => TableCommand::Start {
            by: player,
            draw: Vec::new(),
        },
    };
    answer(match data.service.send(id.table, command, None).await {
        // The table message is edited by the renderer; nothing more to say.
        Ok(_) => CreateInteractionResponse::Acknowledge,
        Err(e) => ephemeral(i18n::table_error(lang, &e)),
    })
}

/// `player`'s hand as the answer to a click: the hand message updated in place, or a new
/// private message when the click came from the public table message.
fn hand_response(
    state: &crate::table::TableState,
    player: crate::ids::PlayerId,
    note: Option<&str>,
    lang: Lang,
    from_hand: bool,
) -> CreateInteractionResponse {
    let view = hand_message(state, player, note, lang);
    let message = CreateInteractionResponseMessage::new()
        .content(view.content)
        .components(view.components);
    if from_hand {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message.ephemeral(true))
    }
}
