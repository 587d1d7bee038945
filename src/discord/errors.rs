//! Two tiers of errors: what a player did wrong is answered with its own clear text; what failed
//! on our side is logged with an id, and the player gets a short apology carrying that id.

use std::sync::Arc;

use poise::{CreateReply, FrameworkError};

use super::{Data, Error};

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
            tell(ctx, format!("Sorry, something went wrong on our side (error {id}). Nothing was changed; please try again.")).await;
        }
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map_or_else(String::new, |i| format!(" “{i}”"));
            tell(ctx, format!("That option value{what} is not valid: {error}. Check the command's options and try again.")).await;
        }
        FrameworkError::GuildOnly { ctx, .. } => {
            tell(ctx, "Rumino tables live in servers: use this command in a server channel, not in direct messages.".to_owned()).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
