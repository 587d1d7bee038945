//! `/rumino replay game:<id>` and its controls: a finished game of this server, step by step,
//! rebuilt from the table's log by the same `TableState::apply` that played it
//! ([`crate::table::replay_game`]): nothing is drawn from a second account of the game.
//!
//! A replay is the asker's own (ephemeral, like every look-up here): only they see it, so only
//! they step it, and nobody else's view moves under them. Every click replays the log afresh from
//! the step its id carries, so a replay's buttons work after a restart. A game of another server,
//! one still being played, or an id that is not one is refused privately; nothing changes.

use poise::{
    serenity_prelude::{
        ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
        CreateInteractionResponseMessage,
    },
    CreateReply,
};

use super::{guild_id, lang, views, Context, Data, Error};
use crate::{
    faces::custom_id::{ReplayStep, ReplayTo},
    i18n::{self, Lang, ReplayRefusal},
    ids::{GuildId, TableId},
    table::{GameFrame, ReplayUnavailable},
};

/// Step `step` of game `game_no` of table `table`, if it is a finished game of `guild`.
async fn frame(
    data: &Data,
    guild: GuildId,
    table: TableId,
    game_no: u32,
    step: usize,
) -> Result<GameFrame, ReplayUnavailable> {
    data.service.replay_frame(guild, table, game_no, step).await
}

fn refusal_text(lang: Lang, why: ReplayUnavailable, given: &str) -> String {
    let refusal = match why {
        ReplayUnavailable::NoSuchGame => ReplayRefusal::NoSuchGame,
        ReplayUnavailable::NotFinished => ReplayRefusal::NotFinished,
        ReplayUnavailable::Unreadable => ReplayRefusal::Unreadable,
        ReplayUnavailable::Failed(e) => return crate::faces::words::table_error(lang, &e),
    };
    i18n::replay_refusal(lang, refusal, given)
}

/// Step through a finished game again.
#[poise::command(
    slash_command,
    guild_only,
    name_localized("it", "rivedi"),
    description_localized("it", "Rivedi passo passo una partita finita")
)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game id from /rumino history (12-3)"]
    #[description_localized("it", "Id da /rumino storico (12-3)")]
    #[name_localized("it", "partita")]
    game: String,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let reply = match (ctx.guild_id().map(guild_id), i18n::parse_game_id(&game)) {
        (None, _) => CreateReply::default().content(i18n::use_in_server(lang)),
        (_, None) => {
            CreateReply::default().content(i18n::replay_refusal(lang, ReplayRefusal::BadId, &game))
        }
        (Some(guild), Some((table, game_no))) => {
            match frame(ctx.data(), guild, TableId(table), game_no, 0).await {
                Ok(frame) => {
                    let (embed, components) =
                        views::replay_message(lang, TableId(table), game_no, &frame);
                    CreateReply::default().embed(embed).components(components)
                }
                Err(why) => CreateReply::default().content(refusal_text(lang, why, game.trim())),
            }
        }
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}

/// A replay control clicked: the step it names, drawn afresh in place of the message.
pub async fn replay_click(
    data: &Data,
    ci: &ComponentInteraction,
    at: ReplayStep,
) -> CreateInteractionResponse {
    let lang = Lang::from_locale(&ci.locale);
    let private = |text: String| {
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        )
    };
    let Some(guild) = ci.guild_id.map(guild_id) else {
        return private(i18n::use_in_server(lang).to_owned());
    };
    let step = match (at.to, &ci.data.kind) {
        (ReplayTo::Back(step) | ReplayTo::Forward(step), _) => Some(step),
        (ReplayTo::Hand, ComponentInteractionDataKind::StringSelect { values }) => {
            values.first().and_then(|v| v.parse().ok())
        }
        (ReplayTo::Hand, _) => None,
    };
    let Some(step) = step else {
        return private(i18n::bad_custom_id(lang));
    };
    match frame(data, guild, at.table, at.game_no, step).await {
        Ok(frame) => {
            let (embed, components) = views::replay_message(lang, at.table, at.game_no, &frame);
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(components),
            )
        }
        Err(why) => {
            let given = i18n::game_id(at.table.0, at.game_no);
            private(refusal_text(lang, why, &given))
        }
    }
}
