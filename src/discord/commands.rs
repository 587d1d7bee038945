//! The `/rumino` slash commands. Their `///` docs and `#[description]`s are Discord's help.

use poise::{serenity_prelude as serenity, CreateReply};

pub use super::game_choice::GameChoice;
use super::{channel_id, player_id, say, tournament::manages_server, views, Context, Error};
use crate::{
    games::GameKind,
    i18n,
    table::{TableError, TablePhase, TableRequest},
    tournament::{Cancel, Refusal},
};

/// Every command, for registration: `/rumino`, with a `start` subcommand per game, and
/// `/rumino-settings`, with one per game, both built from the games' declarations.
#[must_use]
pub fn all() -> Vec<poise::Command<std::sync::Arc<super::Data>, Error>> {
    let mut rumino = rumino();
    if let Some(start) = rumino.subcommands.iter_mut().find(|c| c.name == "start") {
        start.subcommands =
            super::game_commands::per_game(super::start::action, super::game_commands::start_about);
        // A table opens anywhere: in a server, a DM or a group DM.
        for game in &mut start.subcommands {
            game.guild_only = false;
        }
        start.subcommand_required = true;
    }
    let mut everywhere = vec![
        rumino,
        super::colours::rumino_colours(),
        super::pings::rumino_pings(),
    ];
    for command in &mut everywhere {
        installed_everywhere(command);
    }
    let mut in_servers = vec![super::settings::command(), super::tournament::command()];
    for command in &mut in_servers {
        installed_in_servers(command);
    }
    everywhere.into_iter().chain(in_servers).collect()
}

type Command = poise::Command<std::sync::Arc<super::Data>, Error>;

/// Playing: in a server that added Rumino, and wherever a member who installed it on their
/// account is — their DMs, group DMs with friends, servers without the bot.
fn installed_everywhere(command: &mut Command) {
    use serenity::{InstallationContext as Install, InteractionContext as Where};
    command.install_context = Some(vec![Install::Guild, Install::User]);
    command.interaction_context = Some(vec![Where::Guild, Where::BotDm, Where::PrivateChannel]);
}

/// A server's settings and tournaments (which open threads): only where the server added the
/// bot.
fn installed_in_servers(command: &mut Command) {
    use serenity::{InstallationContext as Install, InteractionContext as Where};
    command.install_context = Some(vec![Install::Guild]);
    command.interaction_context = Some(vec![Where::Guild]);
}

/// Rumino, the Italian knock rummy: open a table, play, read the rules.
#[poise::command(
    slash_command,
    description_localized(
        "it",
        "Rumino, il ramino a bussata italiano: apri un tavolo, gioca, leggi le regole"
    ),
    subcommands(
        "start",
        "hand",
        "leave",
        "cancel",
        "rules",
        "help",
        "super::community::balance",
        "super::community::daily",
        "super::leaderboard::leaderboard",
        "super::community::stats",
        "super::community::history",
        "super::replay::replay",
        "super::my_tables::my_tables"
    ),
    subcommand_required
)]
pub async fn rumino(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn ids(
    ctx: Context<'_>,
) -> Option<(
    crate::ids::GuildId,
    crate::ids::ChannelId,
    crate::ids::PlayerId,
)> {
    Some((
        super::space(ctx),
        channel_id(ctx.channel_id()),
        player_id(ctx.author().id),
    ))
}

/// Open a table in this channel: choose the game.
#[poise::command(
    slash_command,
    name_localized("it", "apri"),
    description_localized("it", "Apri un tavolo in questo canale: scegli il gioco")
)]
pub async fn start(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Show your hand at this channel's table (only you see it).
#[poise::command(
    slash_command,
    name_localized("it", "mano"),
    description_localized(
        "it",
        "Mostra la tua mano al tavolo di questo canale (la vedi solo tu)"
    )
)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let Some((_, channel, player)) = ids(ctx) else {
        return Ok(());
    };
    let data = ctx.data();
    let Some(state) = data
        .service
        .table_in(channel)
        .and_then(|t| data.service.state(t))
    else {
        return Err(TableError::NoSuchTable.into());
    };
    if let Context::Application(actx) = ctx {
        data.notifier
            .remember(state.id, player, &actx.interaction.token, lang);
    }
    let draft = data.service.draft(&state, player);
    let view = views::hand_message(&state, player, None, lang, draft.as_deref());
    ctx.send(
        CreateReply::default()
            .content(view.content)
            .components(view.components)
            .ephemeral(true),
    )
    .await?;
    if let Context::Application(actx) = ctx {
        let token = actx.interaction.token.as_str();
        let app = actx.interaction.application_id.get();
        data.renderer
            .heard(state.id, app, token, Some(super::bot_here(ctx)));
        let reach = (app, token, lang);
        super::hand_picture::written(data, state.id, player, reach, None).await;
    }
    Ok(())
}

/// The open table in the command's channel and who asked; `None` outside a server.
///
/// # Errors
/// `TableError::NoSuchTable` when the channel has no open table (worded by `on_error`).
async fn channel_table(
    ctx: Context<'_>,
) -> Result<Option<(crate::ids::TableId, crate::ids::PlayerId)>, Error> {
    let Some((_, channel, player)) = ids(ctx) else {
        return Ok(None);
    };
    match ctx.data().service.table_in(channel) {
        Some(table) => Ok(Some((table, player))),
        None => Err(TableError::NoSuchTable.into()),
    }
}

/// Leave this channel's table (in a running game, you forfeit it)
#[poise::command(
    slash_command,
    name_localized("it", "esci"),
    description_localized(
        "it",
        "Lascia il tavolo del canale (a partita in corso perdi a tavolino)"
    )
)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let Some((table, player)) = channel_table(ctx).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let state = data.service.state(table);
    let playing = state.as_ref().filter(|s| s.phase == TablePhase::Playing);
    let left = playing.map(|s| crate::faces::words::left_note(s, lang));
    match data
        .service
        .send(table, TableRequest::Leave { player }, None)
        .await
    {
        Ok(_) if left.is_some() => say(ctx, left.unwrap_or_default()).await,
        Ok(_) => say(ctx, i18n::left_table(lang)).await,
        Err(e) => Err(e.into()),
    }
}

/// Close this channel's table (host or Manage Channels); stakes settled by the rules
#[poise::command(
    slash_command,
    name_localized("it", "annulla"),
    description_localized(
        "it",
        "Chiudi il tavolo del canale (chi l'ha aperto o Gestisci canali); poste secondo le regole"
    )
)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let Some((table, player)) = channel_table(ctx).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let permissions = ctx.author_member().await.and_then(|m| m.permissions);
    let may = data
        .tournaments
        .may_cancel(table, player, manages_server(permissions))
        .await?;
    let moderator = match may {
        Cancel::Table => {
            permissions.is_some_and(|p| p.contains(serenity::Permissions::MANAGE_CHANNELS))
        }
        Cancel::Tournament => true,
        Cancel::Refused(Refusal::Seated) => return say(ctx, i18n::cancel_seated(lang)).await,
        Cancel::Refused(Refusal::NotOrganiser) => {
            return say(ctx, i18n::cancel_not_organiser(lang)).await
        }
    };
    match data
        .service
        .send(
            table,
            TableRequest::Cancel {
                by: player,
                moderator,
            },
            None,
        )
        .await
    {
        Ok(_) => say(ctx, i18n::table_cancelled(lang)).await,
        Err(e) => Err(e.into()),
    }
}

/// Read the rules of a game as this bot plays them.
#[poise::command(
    slash_command,
    name_localized("it", "regole"),
    description_localized("it", "Leggi le regole di un gioco come le gioca questo bot")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (default Rumino)"]
    #[description_localized("it", "Il gioco (di norma Rumino)")]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let game = game.map_or(GameKind::Rumino, GameKind::from);
    let mut pages = rules_embeds(super::lang(ctx), game).into_iter();
    if let Some(first) = pages.next() {
        let mut reply = CreateReply::default().ephemeral(true);
        for e in first {
            reply = reply.embed(e);
        }
        ctx.send(reply).await?;
    }
    for page in pages {
        let mut reply = CreateReply::default().ephemeral(true);
        for e in page {
            reply = reply.embed(e);
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// A section's body in parts of at most `max` characters, cut between rules (a line and the
/// indented lines that continue it) so no rule is lost to a clip; only a single rule longer than
/// `max` is clipped.
fn section_parts(body: &str, max: usize) -> Vec<String> {
    let mut rules: Vec<String> = Vec::new();
    for line in body.lines() {
        match rules.last_mut() {
            Some(rule) if line.starts_with(' ') => {
                rule.push('\n');
                rule.push_str(line);
            }
            _ => rules.push(line.to_owned()),
        }
    }
    let mut parts = vec![String::new()];
    for rule in rules {
        let last = parts.last_mut().expect("one part");
        if !last.is_empty() && last.chars().count() + rule.chars().count() + 1 > max {
            parts.push(String::new());
        }
        let last = parts.last_mut().expect("one part");
        if !last.is_empty() {
            last.push('\n');
        }
        last.push_str(&rule);
    }
    parts
        .into_iter()
        .map(|p| views::clip(p.trim(), max))
        .collect()
}

/// `game`'s rules in `lang` as pages of embeds, one embed per section (a long section over
/// several, cut between rules), each page within Discord's 6,000 characters and 10 embeds.
#[must_use]
pub fn rules_embeds(lang: i18n::Lang, game: GameKind) -> Vec<Vec<serenity::CreateEmbed>> {
    let intro = i18n::rules_intro(lang, game);
    let mut size = intro.chars().count();
    let mut pages: Vec<Vec<serenity::CreateEmbed>> = vec![vec![serenity::CreateEmbed::new()
        .description(intro)
        .color(views::COLOR_PLAYING)]];
    let sections = i18n::rules_document(lang, game).split("\n## ").skip(1);
    let parts = sections.flat_map(|section| {
        let (title, body) = section.split_once('\n').unwrap_or((section, ""));
        let parts = section_parts(body.trim(), 4000);
        let n = parts.len();
        parts.into_iter().enumerate().map(move |(i, part)| {
            let title = if n > 1 {
                format!("{title} ({}/{n})", i + 1)
            } else {
                title.to_owned()
            };
            (title, part)
        })
    });
    for (title, body) in parts {
        let title = title.as_str();
        let len = title.chars().count() + body.chars().count();
        if size + len > 5500 || pages.last().is_some_and(|p| p.len() == 10) {
            pages.push(Vec::new());
            size = 0;
        }
        size += len;
        if let Some(page) = pages.last_mut() {
            page.push(
                serenity::CreateEmbed::new()
                    .title(views::clip(title, 256))
                    .description(body)
                    .color(views::COLOR_PLAYING),
            );
        }
    }
    pages
}

/// How to play with this bot.
#[poise::command(
    slash_command,
    name_localized("it", "aiuto"),
    description_localized("it", "Come si gioca con questo bot")
)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(ctx, crate::faces::words::help(super::lang(ctx))).await
}

#[cfg(test)]
mod tests {
    /// Discord shows Italian players the Italian names and descriptions only where we give them:
    /// every command, subcommand, option and choice must carry one.
    fn has_it(
        localizations: &[(
            std::borrow::Cow<'static, str>,
            std::borrow::Cow<'static, str>,
        )],
    ) -> bool {
        localizations.iter().any(|(locale, _)| locale == "it")
    }

    #[test]
    fn every_command_option_and_choice_speaks_italian() {
        let mut missing = Vec::new();
        for command in super::all() {
            for c in std::iter::once(&command).chain(&command.subcommands) {
                if !has_it(&c.description_localizations) {
                    missing.push(format!("description of /{}", c.qualified_name));
                }
                for p in &c.parameters {
                    if !has_it(&p.description_localizations) {
                        missing.push(format!("{} of /{}", p.name, c.qualified_name));
                    }
                    for choice in p.choices.iter() {
                        if !has_it(&choice.localizations) {
                            missing.push(format!(
                                "choice {} of {} of /{}",
                                choice.name, p.name, c.qualified_name
                            ));
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no Italian for: {missing:#?}");
    }
}
