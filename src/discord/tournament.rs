//! `/rumino-tournament create <game>`: a tournament of that game in this channel, with the
//! tournament's options and the tables' (the same declarations as `/rumino start`); its message
//! takes sign-ups with a button, and its organiser (its creator, or a member with Manage Server)
//! starts it. A top-level command of its own: `/rumino` is at Discord's 4,000 characters.
//! Bad presses (twice, too late, without the chips, a stranger's start) are answered privately
//! and change nothing — not even an account: a member's account opens in the transaction of
//! their sign-up, so only a sign-up that is taken opens one. The tournament service decides
//! each of these (`crate::tournament`); this module reads the command and the presses, and
//! words the answers.

use std::sync::Arc;

use poise::{
    serenity_prelude::{
        self as serenity, ComponentInteraction, CreateInteractionResponse,
        CreateInteractionResponseMessage,
    },
    CreateReply,
};

use super::{
    channel_id, game_commands, guild_id, player_id, router::display_name, say, tournament_places,
    tournament_view, Context, Data, Error,
};
use crate::{
    faces::custom_id::{TournamentButton, TournamentClick},
    games::{GameKind, OptionValue},
    i18n::{self, Lang},
    ids::GuildId,
    store::{SignUp, StoredTournament},
    table::TableError,
    tournament::{Created, Proposal, Start, TournamentError},
};

/// `/rumino-tournament`, with `create` and one subcommand of it per game.
#[must_use]
pub fn command() -> poise::Command<Arc<Data>, Error> {
    let mut command = rumino_tournament();
    let create = poise::Command {
        name: "create".into(),
        name_localizations: vec![("it".into(), "crea".into())].into(),
        description: Some("Create a tournament here: choose the game".into()),
        description_localizations: vec![(
            "it".into(),
            "Crea un torneo qui: scegli il gioco".into(),
        )]
        .into(),
        guild_only: true,
        subcommands: game_commands::per_game(create_action, i18n::create_about),
        subcommand_required: true,
        // poise registers a group only if it has an action of its own (never run: Discord
        // always names one of its subcommands).
        slash_action: command.slash_action,
        ..poise::Command::default()
    };
    command.subcommands.push(create);
    command.subcommand_required = true;
    command
}

/// Tournaments: many tables of one game, round after round, to a prize pool.
#[poise::command(
    slash_command,
    guild_only,
    rename = "rumino-tournament",
    name_localized("it", "rumino-torneo"),
    description_localized(
        "it",
        "Tornei: tanti tavoli di un gioco, turno dopo turno, con montepremi"
    )
)]
pub async fn rumino_tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn create_action(ctx: game_commands::ActionContext<'_>) -> game_commands::ActionFuture<'_> {
    game_commands::run_for_game(ctx, create)
}

/// Creates the tournament with the options `given` and posts its message.
async fn create(
    ctx: Context<'_>,
    guild: GuildId,
    kind: GameKind,
    given: Vec<(String, OptionValue)>,
) -> Result<(), Error> {
    let lang = super::lang(ctx);
    if let Some(refusal) = unfit_channel(ctx, lang) {
        return say(ctx, refusal).await;
    }
    let data = ctx.data();
    let proposal = Proposal {
        guild,
        channel: channel_id(ctx.channel_id()),
        creator: player_id(ctx.author().id),
        game: kind,
        lang: super::guild_lang(ctx),
        defaults: data.table_defaults,
        given,
    };
    let id = match data.tournaments.create(&proposal).await.map_err(refusal)? {
        Created::Made(id) => id,
        Created::TablesTooBig {
            table_size,
            players,
        } => return say(ctx, i18n::bad_table_size(lang, table_size, players)).await,
    };
    let store = data.service.store();
    let Some(t) = store.tournament(id).await? else {
        return Ok(());
    };
    let (embed, components) = tournament_view::tournament_message(&t, proposal.lang);
    let page = crate::web::paths::tournament(guild, id);
    let embed = match super::web_link(data, guild, &page).await {
        Some(url) => embed.url(url),
        None => embed,
    };
    let reply = CreateReply::default()
        .embed(embed.clone())
        .components(components.clone());
    // The tournament exists: its message must too, even if the answer or its read failed.
    let shown = match ctx.send(reply).await {
        Ok(reply) => reply
            .message()
            .await
            .map(|m| m.id.get())
            .map_err(Error::from),
        Err(error) => Err(error.into()),
    };
    let message = match shown {
        Ok(message) => message,
        Err(error) => {
            tracing::warn!(%error, tournament = id.0, "the tournament's first message was lost: posting it in the channel");
            let body = poise::serenity_prelude::CreateMessage::new()
                .embed(embed)
                .components(components);
            data.rest
                .create_message(ctx.channel_id().get(), &body)
                .await?
        }
    };
    store.set_tournament_message(id, message as i64).await?;
    Ok(())
}

/// Why a tournament cannot be held where the command was run, if it cannot. Its tables are
/// threads of its channel, which Discord opens only in a text channel (inside a thread it
/// answers 400, code 50024) and only for a bot that may create public threads and post in them
/// there: anywhere else its first round could never open, and it would stay running for good.
fn unfit_channel(ctx: Context<'_>, lang: Lang) -> Option<&'static str> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    let interaction = a.interaction;
    if interaction
        .channel
        .as_ref()
        .is_some_and(|c| c.kind != serenity::ChannelType::Text)
    {
        return Some(i18n::tournament_needs_text_channel(lang));
    }
    let needed = serenity::Permissions::CREATE_PUBLIC_THREADS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS;
    interaction
        .app_permissions
        .is_some_and(|p| !p.contains(needed))
        .then(|| i18n::tournament_needs_threads(lang))
}

fn private(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// A press on a tournament's button: answered privately, then the tournament shown (and, once
/// started, advanced).
///
/// # Errors
/// Only failures to answer Discord.
pub async fn click(
    ctx: &serenity::Context,
    data: &Arc<Data>,
    ci: &ComponentInteraction,
    click: TournamentClick,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&ci.locale);
    let (answer, changed) = match answer(data, ci, click, lang).await {
        Ok(done) => done,
        Err(e) => (private(crate::faces::words::table_error(lang, &e)), false),
    };
    ci.create_response(&ctx.http, answer).await?;
    if changed {
        let http = ctx.http.clone();
        tournament_places::advance_retrying(data.clone(), http, click.tournament).await;
    }
    Ok(())
}

/// What a press answers, and whether it changed the tournament.
type Answer = (CreateInteractionResponse, bool);

/// A failure of the service as a command's error: a refusal by a table or of an option stays
/// one (said to the player as such), anything else failed on our side.
fn refusal(error: TournamentError) -> Error {
    match error {
        TournamentError::Table(e) => e.into(),
        other => other.into(),
    }
}

/// Whether `permissions` include managing the server (or everything).
#[must_use]
pub fn manages_server(permissions: Option<serenity::Permissions>) -> bool {
    permissions
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD) || p.administrator())
}

async fn answer(
    data: &Data,
    ci: &ComponentInteraction,
    click: TournamentClick,
    lang: Lang,
) -> Result<Answer, TableError> {
    let store = data.service.store();
    let Some(t) = store
        .tournament(click.tournament)
        .await
        .map_err(|e| TableError::logged("tournament", &e))?
    else {
        return Ok((private(i18n::no_such_tournament(lang)), false));
    };
    if ci.guild_id.map(guild_id) != Some(t.new.guild) {
        return Ok((private(i18n::no_such_tournament(lang)), false));
    }
    match click.button {
        TournamentButton::SignUp => sign_up(data, ci, &t, lang).await,
        TournamentButton::Start => start(data, ci, &t, lang).await,
    }
}

/// A press on Sign up: the service decides, and a refusal changes nothing.
async fn sign_up(
    data: &Data,
    ci: &ComponentInteraction,
    t: &StoredTournament,
    lang: Lang,
) -> Result<Answer, TableError> {
    let name = display_name(&ci.user, ci.member.as_ref());
    let outcome = data
        .tournaments
        .sign_up(t, player_id(ci.user.id), name)
        .await?;
    let done = outcome == SignUp::Done;
    Ok((private(i18n::signed_up(lang, &outcome)), done))
}

/// A press on Start: the organiser's only; computers fill the field and sign-ups close.
async fn start(
    data: &Data,
    ci: &ComponentInteraction,
    t: &StoredTournament,
    lang: Lang,
) -> Result<Answer, TableError> {
    let manager = manages_server(ci.member.as_ref().and_then(|m| m.permissions));
    let started = data
        .tournaments
        .start(t, player_id(ci.user.id), manager)
        .await?;
    Ok(match started {
        Start::Started => (private(i18n::tournament_started(lang)), true),
        Start::NotOrganiser => (private(i18n::only_organiser(lang)), false),
        Start::AlreadyStarted => (private(i18n::already_started(lang)), false),
    })
}
