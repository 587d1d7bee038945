//! `/rumino settings`: members with Manage Server see and change the server's settings. Every
//! option given is checked before anything is saved; a bad value changes nothing.

use poise::{serenity_prelude as serenity, CreateReply};

use super::{channel_id, guild_id, lang, views, Context, Error};
use crate::{
    i18n,
    table::{ComputerRanking, ServerSettings},
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

/// Whether the member who invoked the command may manage the server.
async fn may_manage(ctx: Context<'_>) -> bool {
    ctx.author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD) || p.administrator())
}

/// The options of `/rumino settings`, as given.
#[derive(Default)]
struct Changes {
    starting_chips: Option<u32>,
    daily_grant: Option<u32>,
    stake: Option<u32>,
    seats: Option<u8>,
    knock_limit: Option<u16>,
    turn_seconds: Option<u32>,
    ace_high: Option<bool>,
    undercut_penalty: Option<bool>,
    rebuy_seconds: Option<u32>,
    computer_delay_ms: Option<u32>,
    computers: Option<ComputersChoice>,
    win_rate_min_games: Option<u32>,
    channel: Option<ChannelRule>,
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
        set(self.stake, &mut s.stake);
        s.seats = self.seats.unwrap_or(s.seats);
        s.knock_limit = self.knock_limit.unwrap_or(s.knock_limit);
        s.turn_seconds = self.turn_seconds.unwrap_or(s.turn_seconds);
        s.ace_high = self.ace_high.unwrap_or(s.ace_high);
        s.undercut_penalty = self.undercut_penalty.unwrap_or(s.undercut_penalty);
        s.rebuy_seconds = self.rebuy_seconds.unwrap_or(s.rebuy_seconds);
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
        match self.channel {
            Some(ChannelRule::Allow) if !s.channels.contains(&here) => s.channels.push(here),
            Some(ChannelRule::Forbid) => s.channels.retain(|c| *c != here),
            Some(ChannelRule::Everywhere) => s.channels.clear(),
            _ => {}
        }
        *s != before
    }
}

/// See or change Rumino's settings for this server (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    name_localized("it", "impostazioni"),
    description_localized(
        "it",
        "Vedi o cambia le impostazioni di Rumino in questo server (Gestisci server)"
    )
)]
#[allow(clippy::too_many_arguments)]
pub async fn settings(
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
    #[description = "Default stake of a new table"]
    #[description_localized("it", "Posta predefinita di un nuovo tavolo")]
    #[min = 0]
    #[max = 1000000]
    stake: Option<u32>,
    #[description = "Default seats of a new table (2 to 6)"]
    #[description_localized("it", "Posti predefiniti di un nuovo tavolo (da 2 a 6)")]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Default knock limit (1 to 30)"]
    #[description_localized("it", "Limite predefinito per bussare (da 1 a 30)")]
    #[min = 1]
    #[max = 30]
    knock_limit: Option<u16>,
    #[description = "Default seconds per turn (15 to 3600)"]
    #[description_localized("it", "Secondi per turno predefiniti (da 15 a 3600)")]
    #[min = 15]
    #[max = 3600]
    turn_seconds: Option<u32>,
    #[description = "Allow Q-K-A runs by default"]
    #[description_localized("it", "Permetti le scale Q-K-A di norma")]
    ace_high: Option<bool>,
    #[description = "By default, +10 points to a knocker not strictly lowest"]
    #[description_localized("it", "Di norma, +10 punti a chi bussa senza le sciolte più basse")]
    undercut_penalty: Option<bool>,
    #[description = "Default seconds to decide on a rebuy (10 to 600)"]
    #[description_localized("it", "Secondi predefiniti per decidere un rientro (da 10 a 600)")]
    #[min = 10]
    #[max = 600]
    rebuy_seconds: Option<u32>,
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
) -> Result<(), Error> {
    let lang = lang(ctx);
    let say = |text: String| CreateReply::default().content(text).ephemeral(true);
    let Some(guild) = ctx.guild_id().map(guild_id) else {
        ctx.send(say(i18n::use_in_server(lang).to_owned())).await?;
        return Ok(());
    };
    if !may_manage(ctx).await {
        ctx.send(say(i18n::settings_refused(lang).to_owned()))
            .await?;
        return Ok(());
    }
    let changes = Changes {
        starting_chips,
        daily_grant,
        stake,
        seats,
        knock_limit,
        turn_seconds,
        ace_high,
        undercut_penalty,
        rebuy_seconds,
        computer_delay_ms,
        computers: computers_in_rankings,
        win_rate_min_games,
        channel: this_channel,
    };
    let service = &ctx.data().service;
    let mut settings = match service.server_settings(guild).await {
        Ok(s) => (*s).clone(),
        Err(e) => return Err(e.into()),
    };
    let mut reply = CreateReply::default().ephemeral(true);
    if changes.apply(&mut settings, channel_id(ctx.channel_id())) {
        if let Err(e) = settings.validate() {
            ctx.send(say(i18n::settings_error(lang, e))).await?;
            return Ok(());
        }
        service
            .save_server_settings(guild, settings.clone())
            .await
            .map_err(Error::from)?;
        reply = reply.content(i18n::settings_saved(lang));
    }
    ctx.send(reply.embed(views::settings_embed(lang, &settings)))
        .await?;
    Ok(())
}
