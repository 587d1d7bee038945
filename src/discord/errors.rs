//! Two tiers of errors: what a player did wrong is answered with its own clear text; what failed
//! on our side is logged with an id, and the player gets a short apology carrying that id.
//! Commands return a refusal (`TableError`, `OptionError`) as their error and it is worded here,
//! in one place, in the player's language.
//! Every slash command gets an answer: poise errors that would leave an interaction silent (an
//! option it cannot parse, an unknown command, a refused check) are answered here too.

use std::sync::Arc;

use poise::{
    serenity_prelude::{
        self as serenity, CreateInteractionResponse, CreateInteractionResponseMessage,
    },
    CreateReply, FrameworkError,
};

use super::{option_check, Data, Error};
use crate::{
    games::OptionError,
    i18n::{self, Lang},
    table::TableError,
};

async fn tell(ctx: super::Context<'_>, text: String) {
    if let Err(e) = ctx
        .send(CreateReply::default().content(text).ephemeral(true))
        .await
    {
        tracing::warn!(error = %e, "could not answer an interaction");
    }
}

/// The refusal naming the option poise could not parse, or a general one.
fn unparsed_options(ctx: super::Context<'_>) -> String {
    let lang = super::lang(ctx);
    option_check::refusal(ctx).map_or_else(
        || i18n::unreadable_options(lang).to_owned(),
        |r| i18n::option_refused(lang, &r),
    )
}

fn apologize(ctx: super::Context<'_>, what: &str, error: &dyn std::fmt::Display) -> String {
    let id = format!("{:08x}", rand::random::<u32>());
    tracing::error!(error_id = %id, %error, command = %ctx.command().qualified_name, "{what}");
    i18n::apology(super::lang(ctx), &id)
}

/// poise's error hook.
pub async fn on_error(error: FrameworkError<'_, Arc<Data>, Error>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => {
            let lang = super::lang(ctx);
            // A refusal by the table or of an option is the player's to fix: said as such, in
            // their language. Anything else failed on our side.
            let text = if let Some(e) = error.downcast_ref::<TableError>() {
                crate::faces::words::table_error(lang, e)
            } else if let Some(e) = error.downcast_ref::<OptionError>() {
                i18n::option_error(lang, e)
            } else {
                apologize(ctx, "command failed", &error)
            };
            tell(ctx, text).await;
        }
        FrameworkError::CommandPanic { payload, ctx, .. } => {
            let payload = payload.unwrap_or_default();
            tell(ctx, apologize(ctx, "command panicked", &payload)).await;
        }
        FrameworkError::CommandCheckFailed { error, ctx, .. } => {
            let text = match error {
                Some(e) => match (
                    e.downcast_ref::<option_check::Refused>(),
                    e.downcast_ref::<crate::table::TableError>(),
                ) {
                    (Some(refused), _) => i18n::option_refused(super::lang(ctx), &refused.0),
                    (None, Some(refused)) => {
                        crate::faces::words::table_error(super::lang(ctx), refused)
                    }
                    (None, None) => apologize(ctx, "command check failed", &e),
                },
                None => i18n::command_not_allowed(super::lang(ctx)).to_owned(),
            };
            tell(ctx, text).await;
        }
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let text = match option_check::refusal(ctx) {
                Some(r) => i18n::option_refused(super::lang(ctx), &r),
                None => {
                    i18n::bad_option_value(super::lang(ctx), input.as_deref(), &error.to_string())
                }
            };
            tell(ctx, text).await;
        }
        FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, description, "options poise could not parse");
            let ctx = poise::Context::Application(ctx);
            tell(ctx, unparsed_options(ctx)).await;
        }
        FrameworkError::SubcommandRequired { ctx } => {
            tell(ctx, unparsed_options(ctx)).await;
        }
        FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => answer_unknown_command(framework.serenity_context, interaction).await,
        FrameworkError::GuildOnly { ctx, .. } => {
            tell(ctx, i18n::guild_only(super::lang(ctx)).to_owned()).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// A command poise does not know (a stale registration, or a made-up one): named and refused.
async fn answer_unknown_command(
    ctx: &serenity::Context,
    interaction: &serenity::CommandInteraction,
) {
    let lang = Lang::from_locale(&interaction.locale);
    let text = serde_json::to_value(&interaction.data)
        .ok()
        .and_then(|data| {
            option_check::check_interaction(option_check::registered(), &data, lang).err()
        })
        .map_or_else(
            || i18n::unreadable_options(lang).to_owned(),
            |r| i18n::option_refused(lang, &r),
        );
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    if let Err(e) = interaction.create_response(ctx, response).await {
        tracing::warn!(error = %e, "could not answer an unknown command");
    }
}
