//! Two tiers of errors: what a player did wrong is answered with its own clear text; what failed
//! on our side is logged with an id, and the player gets a short apology carrying that id.

use std::sync::Arc;

use poise::{CreateReply, FrameworkError};

use super::{Data, Error};
use crate::i18n;

async fn tell(ctx: super::Context<'_>, text: String) {
    if let Err(e) = ctx
        .send(CreateReply::default().content(text).ephemeral(true))
        .await
    {
        tracing::warn!(error = %e, "could not answer an interaction");
    }
}

/// poise's error hook.
pub async fn on_error(error: FrameworkError<'_, Arc<Data>, Error>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => {
            let id = format!("{:08x}", rand::random::<u32>());
            tracing::error!(error_id = %id, %error, command = %ctx.command().qualified_name, "command failed");
            tell(ctx, i18n::apology(super::lang(ctx), &id)).await;
        }
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            tell(
                ctx,
                i18n::bad_option_value(super::lang(ctx), input.as_deref(), &error.to_string()),
            )
            .await;
        }
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
