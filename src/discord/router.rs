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
    let response = respond(data, ci).await;
    ci.create_response(&ctx.http, response).await?;
    // Only an answered interaction's token can edit its message: remember it now, not before.
    if let Ok(CustomId {
        table,
        click: Click::Act { .. } | Click::Pick { .. } | Click::Table(TableButton::ShowHand),
    }) = CustomId::decode(&ci.data.custom_id)
    {
        data.notifier.remember(
            table,
            player_id(ci.user.id),
            &ci.token,
            Lang::from_locale(&ci.locale),
        );
    }
    Ok(())
}

async fn respond(data: &Data, ci: &ComponentInteraction) -> CreateInteractionResponse {
    if let Ok(page) = LeaderboardPage::decode(&ci.data.custom_id) {
        return super::community::leaderboard_click(data, ci, page).await;
    }
    let lang = Lang::from_locale(&ci.locale);
    let Ok(id) = CustomId::decode(&ci.data.custom_id) else {
        return ephemeral(i18n::bad_custom_id(lang, &BadCustomId));
    };
    if ci.guild_id.is_none() {
        return ephemeral(i18n::tables_in_servers(lang));
    }
    let player = player_id(ci.user.id);
    let Some(state) = data.service.state(id.table) else {
        return ephemeral(i18n::table_error(lang, &TableError::Closed));
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
                _ => return ephemeral(i18n::bad_custom_id(lang, &BadCustomId)),
            }
        }
        other => other,
    };
    let command = match click {
        Click::Table(TableButton::ShowHand) => {
            let view = hand_message(&state, player, None, lang);
            let message = CreateInteractionResponseMessage::new()
                .content(view.content)
                .components(view.components);
            return if from_hand {
                CreateInteractionResponse::UpdateMessage(message)
            } else {
                CreateInteractionResponse::Message(message.ephemeral(true))
            };
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
            let view = hand_message(&state, player, note.as_deref(), lang);
            let message = CreateInteractionResponseMessage::new()
                .content(view.content)
                .components(view.components);
            return if from_hand {
                CreateInteractionResponse::UpdateMessage(message)
            } else {
                CreateInteractionResponse::Message(message.ephemeral(true))
            };
        }
        Click::Pick { .. } => return ephemeral(i18n::bad_custom_id(lang, &BadCustomId)),
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
    match data.service.send(id.table, command, None).await {
        // The table message is edited by the renderer; nothing more to say.
        Ok(_) => CreateInteractionResponse::Acknowledge,
        Err(e) => ephemeral(i18n::table_error(lang, &e)),
    }
}
