//! `/rumino-settings`: members with Manage Server see and change the server's settings —
//! `server` for its economy, channels and computer players, and one subcommand per game for that
//! game's defaults for new tables (built from the game's declared options). Every option given
//! is checked before anything is saved; a bad value changes nothing.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{channel_id, in_server, lang, say, views, Context, Error};
use crate::{
    games::{GameKind, OptionValue},
    i18n,
    ids::GuildId,
    table::{ComputerRanking, PictureColours, ServerSettings},
};

/// What to do with the channel the command is used in.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ChannelRule {
    #[name = "allow tables here"]
    #[name_localized("it", "permetti tavoli qui")]
    Allow,
    #[name = "no tables here"]
    #[name_localized("it", "niente tavoli qui")]
    Forbid,
    #[name = "tables in every channel"]
    #[name_localized("it", "tavoli in ogni canale")]
    Everywhere,
}

/// How computer players appear in rankings (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ComputersChoice {
    #[name = "ranked separately"]
    #[name_localized("it", "in classifica a parte")]
    Separate,
    #[name = "not ranked"]
    #[name_localized("it", "non in classifica")]
    Hidden,
}

/// The colours of the table pictures (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColoursChoice {
    #[name = "four colours (♦ blue, ♣ green)"]
    #[name_localized("it", "quattro colori (♦ blu, ♣ verde)")]
    Four,
    #[name = "two colours (classic)"]
    #[name_localized("it", "due colori (classico)")]
    Two,
}

/// Whether the member who invoked the command may manage the server.
async fn may_manage(ctx: Context<'_>) -> bool {
    ctx.author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD) || p.administrator())
}

/// The server a settings command is for, when it was used in one by a member who may manage
/// it; otherwise `None`, the member told why.
async fn managed_guild(ctx: Context<'_>) -> Result<Option<GuildId>, Error> {
    let Some(guild) = in_server(ctx).await? else {
        return Ok(None);
    };
    Ok(refused_unless_manager(ctx).await?.then_some(guild))
}

/// Whether the caller may change the settings; if not, they are told so.
async fn refused_unless_manager(ctx: Context<'_>) -> Result<bool, Error> {
    let may = may_manage(ctx).await;
    if !may {
        say(ctx, i18n::settings_refused(lang(ctx))).await?;
    }
    Ok(may)
}

/// The options of `/rumino-settings server`, as given.
#[derive(Default)]
struct Changes {
    starting_chips: Option<u32>,
    daily_grant: Option<u32>,
    computer_delay_ms: Option<u32>,
    computers: Option<ComputersChoice>,
    win_rate_min_games: Option<u32>,
    channel: Option<ChannelRule>,
    pictures: Option<bool>,
    colours: Option<ColoursChoice>,
    web: Option<bool>,
    turn_pings: Option<bool>,
}

impl Changes {
    fn apply(&self, s: &mut ServerSettings, here: crate::ids::ChannelId) -> bool {
        let before = s.clone();
        let set = |v: Option<u32>, field: &mut u64| {
            if let Some(v) = v {
                *field = u64::from(v);
            }
        };
        set(self.starting_chips, &mut s.starting_chips);
        set(self.daily_grant, &mut s.daily_grant);
        if let Some(ms) = self.computer_delay_ms {
            s.computer_delay_ms = Some(ms);
        }
        if let Some(c) = self.computers {
            s.computers_in_rankings = match c {
                ComputersChoice::Separate => ComputerRanking::Separate,
                ComputersChoice::Hidden => ComputerRanking::Hidden,
            };
        }
        s.win_rate_min_games = self.win_rate_min_games.unwrap_or(s.win_rate_min_games);
        s.pictures = self.pictures.unwrap_or(s.pictures);
        s.web = self.web.unwrap_or(s.web);
        s.turn_pings = self.turn_pings.unwrap_or(s.turn_pings);
        if let Some(c) = self.colours {
            s.picture_colours = match c {
                ColoursChoice::Four => PictureColours::Four,
                ColoursChoice::Two => PictureColours::Two,
            };
        }
        match self.channel {
            Some(ChannelRule::Allow) if !s.channels.contains(&here) => s.channels.push(here),
            Some(ChannelRule::Forbid) => s.channels.retain(|c| *c != here),
            Some(ChannelRule::Everywhere) => s.channels.clear(),
            _ => {}
        }
        *s != before
    }
}

/// `/rumino-settings`: see or change Rumino's settings for this server (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    rename = "rumino-settings",
    name_localized("it", "rumino-impostazioni"),
    default_member_permissions = "MANAGE_GUILD",
    subcommands("server"),
    subcommand_required,
    description_localized(
        "it",
        "Vedi o cambia le impostazioni di Rumino in questo server (Gestisci server)"
    )
)]
pub async fn rumino_settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The `/rumino-settings` command, with a subcommand per game after `server`.
#[must_use]
pub fn command() -> poise::Command<std::sync::Arc<super::Data>, Error> {
    let mut command = rumino_settings();
    command.subcommands.extend(super::game_commands::per_game(
        game_action,
        super::game_commands::settings_about,
    ));
    command
}

/// The server's economy, channels and computer players; no option shows every setting.
#[poise::command(
    slash_command,
    guild_only,
    description_localized(
        "it",
        "Economia, canali e giocatori computer del server; senza opzioni le mostra"
    )
)]
#[allow(clippy::too_many_arguments)]
pub async fn server(
    ctx: Context<'_>,
    #[description = "Chips a new player starts with"]
    #[description_localized("it", "Fiches con cui parte un nuovo giocatore")]
    #[min = 0]
    #[max = 1000000]
    starting_chips: Option<u32>,
    #[description = "Chips /rumino daily grants once a day"]
    #[description_localized("it", "Fiches date da /rumino daily una volta al giorno")]
    #[min = 1]
    #[max = 1000000]
    daily_grant: Option<u32>,
    #[description = "Computer players' pause before acting, in ms (0 to 10000)"]
    #[description_localized(
        "it",
        "Pausa dei giocatori computer prima di agire, in ms (da 0 a 10000)"
    )]
    #[min = 0]
    #[max = 10000]
    computer_delay_ms: Option<u32>,
    #[description = "How computer players appear in rankings"]
    #[description_localized("it", "Come compaiono i giocatori computer in classifica")]
    computers_in_rankings: Option<ComputersChoice>,
    #[description = "Games needed to be ranked by win rate"]
    #[description_localized("it", "Partite necessarie per la classifica a percentuale")]
    #[min = 1]
    #[max = 1000]
    win_rate_min_games: Option<u32>,
    #[description = "Whether this channel may host tables"]
    #[description_localized("it", "Se questo canale può ospitare tavoli")]
    this_channel: Option<ChannelRule>,
    #[description = "Whether table messages show a picture of the table"]
    #[description_localized("it", "Se i messaggi dei tavoli mostrano un'immagine del tavolo")]
    pictures: Option<bool>,
    #[description = "The colours of the table pictures"]
    #[description_localized("it", "I colori delle immagini dei tavoli")]
    picture_colours: Option<ColoursChoice>,
    #[description = "Whether leaderboards, profiles, replays and tournaments are public web pages"]
    #[description_localized(
        "it",
        "Se classifiche, profili, replay e tornei sono pagine web pubbliche"
    )]
    web: Option<bool>,
    #[description = "Whether players who ask for it are pinged on their turn at slow tables"]
    #[description_localized(
        "it",
        "Se chi lo chiede riceve una menzione al suo turno nei tavoli lenti"
    )]
    turn_pings: Option<bool>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    let Some(guild) = managed_guild(ctx).await? else {
        return Ok(());
    };
    let changes = Changes {
        starting_chips,
        daily_grant,
        computer_delay_ms,
        computers: computers_in_rankings,
        win_rate_min_games,
        channel: this_channel,
        pictures,
        colours: picture_colours,
        web,
        turn_pings,
    };
    let mut settings = (*ctx.data().service.server_settings(guild).await?).clone();
    let changed = changes.apply(&mut settings, channel_id(ctx.channel_id()));
    let Some(reply) = save(ctx, guild, &settings, changed).await? else {
        return Ok(());
    };
    ctx.send(reply.embed(views::settings_embed(lang, &settings)))
        .await?;
    Ok(())
}

/// Saves `settings` when they `changed` and are all in range: the reply to build on, saying
/// they were saved; `None` when they were refused (the member was told why, nothing saved).
async fn save(
    ctx: Context<'_>,
    guild: crate::ids::GuildId,
    settings: &ServerSettings,
    changed: bool,
) -> Result<Option<CreateReply>, Error> {
    let lang = lang(ctx);
    let reply = CreateReply::default().ephemeral(true);
    if !changed {
        return Ok(Some(reply));
    }
    if let Err(e) = settings.validate() {
        let refusal = i18n::settings_error(lang, &e);
        ctx.send(reply.content(refusal)).await?;
        return Ok(None);
    }
    ctx.data()
        .service
        .save_server_settings(guild, settings.clone())
        .await
        .map_err(Error::from)?;
    Ok(Some(reply.content(i18n::settings_saved(lang))))
}

/// A game's settings subcommand: the game comes from the subcommand.
fn game_action(
    ctx: super::game_commands::ActionContext<'_>,
) -> super::game_commands::ActionFuture<'_> {
    super::game_commands::run_for_game(ctx, set_game)
}

/// Sets the server's defaults for `kind`'s new tables to the options `given` (all or none), and
/// shows the game's defaults as they now are.
async fn set_game(
    ctx: Context<'_>,
    guild: GuildId,
    kind: GameKind,
    given: Vec<(String, OptionValue)>,
) -> Result<(), Error> {
    if !refused_unless_manager(ctx).await? {
        return Ok(());
    }
    let lang = lang(ctx);
    let say = |text: String| CreateReply::default().content(text).ephemeral(true);
    let service = &ctx.data().service;
    let mut settings = (*service.server_settings(guild).await?).clone();
    let before = settings.clone();
    for (name, value) in &given {
        if let Err(e) = settings.set_default(kind, name, value.clone()) {
            ctx.send(say(i18n::option_error(lang, &e))).await?;
            return Ok(());
        }
    }
    let Some(reply) = save(ctx, guild, &settings, settings != before).await? else {
        return Ok(());
    };
    let options = settings.table_options(kind, ctx.data().table_defaults);
    let set: Vec<&str> = settings
        .games
        .get(&kind)
        .map(|s| s.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let embed = views::game_settings_embed(lang, kind, &options, &set);
    ctx.send(reply.embed(embed)).await?;
    Ok(())
}
