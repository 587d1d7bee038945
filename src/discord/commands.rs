//! The `/rumino` slash commands. Their `///` docs and `#[description]`s are Discord's help.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{channel_id, guild_id, player_id, router::display_name, views, Context, Error};
use crate::{
    games::Level,
    games::{AnyOptions, GameKind, OptionChoices, PackChoice, PokerChoice, SuitNamesChoice},
    i18n,
    table::{SeatInfo, TableError, TableOptions, TablePhase, TableRequest},
};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotLevel {
    #[name = "easy"]
    #[name_localized("it", "facile")]
    Easy,
    #[name = "normal"]
    #[name_localized("it", "normale")]
    Normal,
    #[name = "hard"]
    #[name_localized("it", "difficile")]
    Hard,
}

/// The game a table plays (the slash option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "Rumino"]
    #[name_localized("it", "Rumino")]
    Rumino,
    #[name = "Rummy"]
    #[name_localized("it", "Ramino base")]
    Rummy,
    #[name = "Tuscan Ramino"]
    #[name_localized("it", "Ramino toscano")]
    Ramino,
    #[name = "Rummoli"]
    #[name_localized("it", "Rummoli")]
    Rummoli,
    #[name = "Rumminy"]
    #[name_localized("it", "Rumminy")]
    Rumminy,
}

/// How the poker part is played (Rummoli's option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PokerOption {
    #[name = "showdown"]
    #[name_localized("it", "si mostrano le carte")]
    Showdown,
    #[name = "betting"]
    #[name_localized("it", "con puntate")]
    Betting,
}

impl From<PokerOption> for PokerChoice {
    fn from(p: PokerOption) -> PokerChoice {
        match p {
            PokerOption::Showdown => PokerChoice::Showdown,
            PokerOption::Betting => PokerChoice::Betting,
        }
    }
}

/// The pack (Ramino's option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PackOption {
    #[name = "Italian 40"]
    #[name_localized("it", "italiane 40")]
    Italian,
    #[name = "German 36"]
    #[name_localized("it", "tedesche 36")]
    German,
}

impl From<PackOption> for PackChoice {
    fn from(p: PackOption) -> PackChoice {
        match p {
            PackOption::Italian => PackChoice::Italian,
            PackOption::German => PackChoice::German,
        }
    }
}

/// How suits are named (Ramino's option).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SuitNamesOption {
    #[name = "French (spades, clubs, diamonds, hearts)"]
    #[name_localized("it", "francesi (picche, fiori, quadri, cuori)")]
    French,
    #[name = "Italian (batons, swords, coins, cups)"]
    #[name_localized("it", "italiani (bastoni, spade, denari, coppe)")]
    Italian,
}

impl From<SuitNamesOption> for SuitNamesChoice {
    fn from(s: SuitNamesOption) -> SuitNamesChoice {
        match s {
            SuitNamesOption::French => SuitNamesChoice::French,
            SuitNamesOption::Italian => SuitNamesChoice::Italian,
        }
    }
}

impl From<GameChoice> for GameKind {
    fn from(g: GameChoice) -> GameKind {
        match g {
            GameChoice::Rumino => GameKind::Rumino,
            GameChoice::Rummy => GameKind::Rummy,
            GameChoice::Ramino => GameKind::Ramino,
            GameChoice::Rummoli => GameKind::Rummoli,
            GameChoice::Rumminy => GameKind::Rumminy,
        }
    }
}

impl From<BotLevel> for Level {
    fn from(l: BotLevel) -> Level {
        match l {
            BotLevel::Easy => Level::Easy,
            BotLevel::Normal => Level::Normal,
            BotLevel::Hard => Level::Hard,
        }
    }
}

/// Every command, for registration.
#[must_use]
pub fn all() -> Vec<poise::Command<std::sync::Arc<super::Data>, Error>> {
    vec![rumino()]
}

/// Rumino, the Italian knock rummy: open a table, play, read the rules.
#[poise::command(
    slash_command,
    guild_only,
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
        "super::settings::settings"
    ),
    subcommand_required
)]
pub async fn rumino(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
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
        guild_id(ctx.guild_id()?),
        channel_id(ctx.channel_id()),
        player_id(ctx.author().id),
    ))
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

/// Open a table in this channel: Rumino, or another game.
#[poise::command(
    slash_command,
    guild_only,
    name_localized("it", "apri"),
    description_localized("it", "Apri un tavolo in questo canale: Rumino o un altro gioco")
)]
#[allow(clippy::too_many_arguments)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The game to play (default Rumino)"]
    #[description_localized("it", "Il gioco da fare (di norma Rumino)")]
    game: Option<GameChoice>,
    #[description = "Chips each player pays in (0 = friendly; default: the server's; Rummoli: buy-in, 100)"]
    #[description_localized(
        "it",
        "Fiches che ognuno mette nel piatto (0 = amichevole; di norma del server; Rummoli: 100)"
    )]
    #[min = 0]
    #[max = 1000000]
    stake: Option<u32>,
    #[description = "Seats, 2 to 6, Rummoli 8, Rumminy 4 (default: the server's)"]
    #[description_localized("it", "Posti, da 2 a 6, Rummoli 8, Rumminy 4 (di norma: del server)")]
    #[min = 2]
    #[max = 8]
    seats: Option<u8>,
    #[description = "Highest deadwood that may knock (default: the server's)"]
    #[description_localized("it", "Punti sciolti massimi per bussare (di norma: del server)")]
    #[min = 1]
    #[max = 30]
    knock_limit: Option<u16>,
    #[description = "Allow Q-K-A runs (default: the server's)"]
    #[description_localized("it", "Permetti le scale Q-K-A (di norma: come il server)")]
    ace_high: Option<bool>,
    #[description = "+10 points to a knocker not strictly lowest (default: the server's)"]
    #[description_localized(
        "it",
        "+10 punti a chi bussa senza le sciolte più basse (di norma: del server)"
    )]
    undercut_penalty: Option<bool>,
    #[description = "Seconds to decide on a rebuy once eliminated (default: the server's)"]
    #[description_localized(
        "it",
        "Secondi per decidere il rientro dopo l'eliminazione (di norma: del server)"
    )]
    #[min = 10]
    #[max = 600]
    rebuy_seconds: Option<u32>,
    #[description = "Seconds per turn before a player is played for (default: the server's)"]
    #[description_localized(
        "it",
        "Secondi per turno, poi si gioca per il giocatore (di norma: del server)"
    )]
    #[min = 15]
    #[max = 3600]
    turn_seconds: Option<u32>,
    #[description = "Computer players to seat at once (default 0)"]
    #[description_localized("it", "Giocatori computer da far sedere subito (di norma 0)")]
    #[min = 0]
    #[max = 5]
    bots: Option<u8>,
    #[description = "Level of computer players (default normal)"]
    #[description_localized("it", "Livello dei giocatori computer (di norma normale)")]
    bot_level: Option<BotLevel>,
    #[description = "Rummy, Ramino: points to win (default 150 Rummy, 10 Ramino)"]
    #[description_localized("it", "Ramino base e toscano: punti per vincere (di norma 150 e 10)")]
    #[min = 1]
    #[max = 1000]
    target: Option<u32>,
    #[description = "Rummy: hands instead of a target; Rummoli: deals (default one per player)"]
    #[description_localized(
        "it",
        "Ramino base: mani invece dei punti; Rummoli: mani (di norma una a testa)"
    )]
    #[min = 1]
    #[max = 50]
    hands: Option<u32>,
    #[description = "Rummy: take the top discard only to meld it at once"]
    #[description_localized("it", "Ramino base: lo scarto si prende solo per calarlo subito")]
    discard_must_meld: Option<bool>,
    #[description = "Rummy: go out only by discarding your last card"]
    #[description_localized("it", "Ramino base: si chiude solo scartando l'ultima carta")]
    must_discard_to_go_out: Option<bool>,
    #[description = "Ramino: the pack (default Italian 40)"]
    #[description_localized("it", "Ramino toscano: il mazzo (di norma italiane 40)")]
    pack: Option<PackOption>,
    #[description = "Ramino: how suits are named (default French)"]
    #[description_localized("it", "Ramino toscano: i nomi dei semi (di norma francesi)")]
    suit_names: Option<SuitNamesOption>,
    #[description = "Rummoli: the poker part (default showdown)"]
    #[description_localized("it", "Rummoli: la parte di poker (di norma si mostrano le carte)")]
    poker: Option<PokerOption>,
    #[description = "Rumminy: points a first play needs (default 0 = none)"]
    #[description_localized("it", "Rumminy: punti minimi della prima giocata (di norma 0)")]
    #[min = 0]
    #[max = 100]
    initial_meld: Option<u16>,
    #[description = "Rumminy: counts for the server's Elo rating (default yes)"]
    #[description_localized("it", "Rumminy: conta per la classifica Elo (di norma sì)")]
    rated: Option<bool>,
) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let Some((guild, channel, player)) = ids(ctx) else {
        return say(ctx, i18n::use_in_server(lang)).await;
    };
    if let Some(problem) = missing_permissions(ctx, lang) {
        return say(ctx, problem).await;
    }
    let settings = match ctx.data().service.server_settings(guild).await {
        Ok(s) => s,
        Err(e) => return Err(e.into()),
    };
    if !settings.allows(channel) {
        return say(ctx, i18n::channel_not_allowed(lang, &settings.channels)).await;
    }
    let kind = game.map_or(GameKind::Rumino, GameKind::from);
    let base = TableOptions {
        game: AnyOptions::default_for(kind),
        ..ctx.data().table_defaults
    };
    let defaults = settings.table_options(base);
    let mut game_options = defaults.game;
    let choices = OptionChoices {
        stake: stake.map(u64::from),
        ace_high,
        knock_limit,
        undercut_penalty,
        target,
        hands,
        discard_must_meld,
        must_discard_to_go_out,
        pack: pack.map(PackChoice::from),
        suit_names: suit_names.map(SuitNamesChoice::from),
        poker: poker.map(PokerChoice::from),
        initial_meld,
        rated,
    };
    if let Err(e) = game_options.choose(&choices) {
        return Err(e.into());
    }
    let options = TableOptions {
        game: game_options,
        // The server's default seats, within what this game seats (Ramino: at most 4).
        seats: seats.unwrap_or_else(|| {
            let range = game_options.seat_range();
            defaults.seats.clamp(*range.start(), *range.end())
        }),
        turn_seconds: turn_seconds.unwrap_or(defaults.turn_seconds),
        rebuy_seconds: rebuy_seconds.unwrap_or(defaults.rebuy_seconds),
        computer_level: bot_level.map_or(defaults.computer_level, Level::from),
        lang: super::guild_lang(ctx),
        ..defaults
    };
    let bots = bots.unwrap_or(0);
    if usize::from(bots) + 1 > usize::from(options.seats) {
        return say(ctx, i18n::bots_do_not_fit(lang, bots, options.seats)).await;
    }
    let host = SeatInfo {
        player,
        name: display_name(ctx.author(), ctx.author_member().await.as_deref()),
        computer: None,
    };
    let data = ctx.data();
    let state = match data.service.open(guild, channel, host, options).await {
        Ok(state) => state,
        Err(e) => return Err(e.into()),
    };
    let view = views::table_message(&state);
    let reply = ctx
        .send(
            CreateReply::default()
                .embed(view.embed)
                .components(view.components),
        )
        .await?;
    let message = reply.message().await?;
    data.renderer
        .set_message(state.id, message.channel_id.get(), message.id.get());
    if let Err(error) = data
        .service
        .store()
        .set_message_id(state.id, Some(message.id.get() as i64))
        .await
    {
        tracing::error!(%error, table = %state.id, "could not store the table message id");
    }
    for _ in 0..bots {
        let level = options.computer_level;
        if let Err(e) = data
            .service
            .send(
                state.id,
                TableRequest::AddComputer { by: player, level },
                None,
            )
            .await
        {
            return Err(e.into());
        }
    }
    Ok(())
}

/// Show your hand at this channel's table (only you see it).
#[poise::command(
    slash_command,
    guild_only,
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
    let draft = data.notifier.drafts.current(&state, player);
    let view = views::hand_message(&state, player, None, lang, draft.as_deref());
    ctx.send(
        CreateReply::default()
            .content(view.content)
            .components(view.components)
            .ephemeral(true),
    )
    .await?;
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
    guild_only,
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
    let left = playing.map(|s| super::games::left_note(s, lang));
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
    guild_only,
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
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_CHANNELS));
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
    guild_only,
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
    let mut pages: Vec<Vec<serenity::CreateEmbed>> = vec![Vec::new()];
    let mut size = 0;
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
    guild_only,
    name_localized("it", "aiuto"),
    description_localized("it", "Come si gioca con questo bot")
)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(ctx, i18n::help(super::lang(ctx))).await
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
