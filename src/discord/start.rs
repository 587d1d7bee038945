//! `/rumino start <game>`: open a table of that game in this channel, with the server's
//! defaults for the game and the options given, each checked against its declaration.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{
    channel_id, game_commands, player_id, router::display_name, say, views, Context, Error,
};
use crate::{
    games::{GameKind, OptionValue},
    i18n,
    ids::GuildId,
    table::{Opening, SeatInfo, TableError, TableRequest},
};

/// The `start` subcommands' action: the game comes from the subcommand.
pub fn action(ctx: game_commands::ActionContext<'_>) -> game_commands::ActionFuture<'_> {
    game_commands::run_for_game(ctx, open)
}

/// The permissions the bot needs in a channel to host a table there.
fn missing_permissions(ctx: Context<'_>, lang: i18n::Lang) -> Option<String> {
    let Context::Application(actx) = ctx else {
        return None;
    };
    let have = actx.interaction.app_permissions?;
    let need = [
        (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
        (serenity::Permissions::SEND_MESSAGES, "Send Messages"),
        (serenity::Permissions::EMBED_LINKS, "Embed Links"),
    ];
    let missing: Vec<&str> = need
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, n)| *n)
        .collect();
    (!missing.is_empty()).then(|| i18n::missing_permissions(lang, &missing))
}

/// Whether the bot may attach files (the table's picture) here, when the interaction says.
fn can_attach(ctx: Context<'_>) -> Option<bool> {
    let Context::Application(actx) = ctx else {
        return None;
    };
    Some(
        actx.interaction
            .app_permissions?
            .contains(serenity::Permissions::ATTACH_FILES),
    )
}

/// Opens a table of `kind` with the options `given`, seats the computer players asked for and
/// posts the table message.
async fn open(
    ctx: Context<'_>,
    guild: GuildId,
    kind: GameKind,
    given: Vec<(String, OptionValue)>,
) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let (channel, player) = (channel_id(ctx.channel_id()), player_id(ctx.author().id));
    // Where the bot is not a member it only answers interactions, which need no permission.
    let bot_here = super::bot_here(ctx);
    if let Some(problem) = missing_permissions(ctx, lang).filter(|_| bot_here) {
        return say(ctx, problem).await;
    }
    let data = ctx.data();
    let settings = data.service.server_settings(guild).await?;
    if !settings.allows(channel) {
        return say(ctx, i18n::channel_not_allowed(lang, &settings.channels)).await;
    }
    let mut opening = Opening {
        options: settings.table_options(kind, data.table_defaults),
        computers: 0,
    };
    opening.options.lang = super::guild_lang(ctx);
    for (name, value) in &given {
        opening.choose(name, value).map_err(TableError::from)?;
    }
    let (options, bots) = (opening.options, opening.computers);
    if usize::from(bots) + 1 > usize::from(options.seats) {
        return say(ctx, i18n::bots_do_not_fit(lang, bots, options.seats)).await;
    }
    let host = SeatInfo {
        player,
        name: display_name(ctx.author(), ctx.author_member().await.as_deref()),
        computer: None,
    };
    let state = data.service.open(guild, channel, host, options).await?;
    let view = views::table_message(&state);
    let reply = CreateReply::default()
        .embed(view.embed)
        .components(view.components);
    // The table is open: its message must exist even if the answer (or the read of the message
    // it made) failed, or Join would work on a message nobody sees updated.
    let shown = match ctx.send(reply).await {
        Ok(reply) => reply
            .message()
            .await
            .map(|m| (m.channel_id.get(), m.id.get()))
            .map_err(Error::from),
        Err(error) => Err(error.into()),
    };
    // Answered: the command's token now reaches the table's message where only it can.
    let heard = || {
        if let Context::Application(actx) = ctx {
            let interaction = &actx.interaction;
            let app = interaction.application_id.get();
            data.renderer
                .heard(state.id, app, &interaction.token, Some(bot_here));
        }
    };
    match shown {
        Ok((channel, message)) => {
            data.renderer.set_message(state.id, channel, message);
            heard();
            if let Err(error) = data
                .service
                .store()
                .set_message_id(state.id, Some(message as i64))
                .await
            {
                tracing::error!(%error, table = %state.id, "could not store the table message id");
            }
        }
        Err(error) => {
            tracing::warn!(%error, table = %state.id, "the table's first message was lost: posting it in the channel");
            heard();
            data.renderer.post(&state).await?;
        }
    }
    if let Some(can) = can_attach(ctx) {
        data.renderer.set_can_attach(state.id, can);
    }
    for _ in 0..bots {
        let level = options.computer_level;
        let add = TableRequest::AddComputer { by: player, level };
        data.service.send(state.id, add, None).await?;
    }
    Ok(())
}
