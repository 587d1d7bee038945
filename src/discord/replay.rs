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
        ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateEmbed,
        CreateInteractionResponse, CreateInteractionResponseMessage,
    },
    CreateReply,
};

use super::{lang, player_id, views, Context, Data, Error};
use crate::{
    faces::custom_id::{ReplayStep, ReplayTo},
    i18n::{self, Lang, ReplayRefusal},
    ids::{GuildId, TableId},
    table::{GameFrame, ReplayUnavailable, TableError},
    web::paths::GameAt,
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
    let guild = super::space(ctx);
    let reply = match i18n::parse_game_id(&game) {
        None => {
            CreateReply::default().content(i18n::replay_refusal(lang, ReplayRefusal::BadId, &game))
        }
        Some((table, game_no)) => {
            let data = ctx.data();
            match frame(data, guild, TableId(table), game_no, 0).await {
                Ok(frame) => {
                    let (embed, components) =
                        message(data, lang, guild, TableId(table), game_no, &frame).await;
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
    let guild = super::reach::space(ci.guild_id, ci.channel_id);
    if at.to == ReplayTo::Share {
        return private(share(data, ci, guild, at, lang).await);
    }
    let step = match (at.to, &ci.data.kind) {
        (ReplayTo::Back(step) | ReplayTo::Forward(step), _) => Some(step),
        (ReplayTo::Share, _) => None,
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
            let (embed, components) =
                message(data, lang, guild, at.table, at.game_no, &frame).await;
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

/// The replay message of `frame`: with a Share button where the bot serves pages, and its title
/// linking to the game's page where this server shows its pages.
async fn message(
    data: &Data,
    lang: Lang,
    guild: GuildId,
    table: TableId,
    game_no: u32,
    frame: &GameFrame,
) -> (CreateEmbed, Vec<CreateActionRow>) {
    let (embed, components) =
        views::replay_message(lang, table, game_no, frame, data.web.is_some());
    let at = GameAt::Server {
        guild,
        table,
        game_no,
    };
    let embed = match super::web_link(data, guild, &at.step(frame.step)).await {
        Some(url) => embed.url(url),
        None => embed,
    };
    (embed, components)
}

/// Share, under a replay or a result: the link to the game's page by its token, for a player
/// of that finished game of this server. Sharing twice gives the same link.
async fn share(
    data: &Data,
    ci: &ComponentInteraction,
    guild: GuildId,
    at: ReplayStep,
    lang: Lang,
) -> String {
    let given = i18n::game_id(at.table.0, at.game_no);
    let Some(links) = &data.web else {
        return i18n::bad_custom_id(lang);
    };
    let last = match frame(data, guild, at.table, at.game_no, usize::MAX).await {
        Ok(frame) => frame,
        Err(why) => return refusal_text(lang, why, &given),
    };
    let me = player_id(ci.user.id);
    if !last.state.players.iter().any(|s| s.player == me) {
        return i18n::share_not_yours(lang, &given);
    }
    match data.service.store().share_token(at.table, at.game_no).await {
        Ok(token) => i18n::share_link(lang, &given, &links.to(&GameAt::Shared(token).path())),
        Err(e) => crate::faces::words::table_error(lang, &TableError::logged("sharing a game", &e)),
    }
}
