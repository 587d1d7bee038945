//! Sentences of `/rumino-settings` and of the channel rule it sets.

use super::{chips, Lang};
use crate::{
    ids::ChannelId,
    table::{
        ComputerRanking, OptionError, PictureColours, ServerSettings, SettingsError, TableError,
        MAX_GRANT,
    },
};

pub fn settings_refused(lang: Lang) -> &'static str {
    crate::say!(lang, "settings-only-members-with-the-manage")
}

pub fn settings_title(lang: Lang) -> &'static str {
    crate::say!(lang, "settings-rumino-settings-of-this-server")
}

pub fn settings_saved(lang: Lang) -> &'static str {
    crate::say!(lang, "settings-settings-saved-new-tables-and")
}

pub fn settings_error(lang: Lang, e: &SettingsError) -> String {
    use SettingsError as E;
    if lang == Lang::En {
        return TableError::BadSetting(e.clone()).to_string();
    }
    let what = match e {
        E::StartingChips => format!(
            "Le fiches iniziali devono essere tra 0 e {}.",
            chips(lang, MAX_GRANT as i64)
        ),
        E::DailyGrant => format!(
            "Le fiches giornaliere devono essere tra 1 e {}.",
            chips(lang, MAX_GRANT as i64)
        ),
        E::Table(o) => option_error(lang, o),
        E::WinRateMinGames => {
            "Il minimo per la percentuale di vittorie deve essere tra 1 e 1.000 partite.".to_owned()
        }
        E::TooManyChannels => "Al massimo 25 canali possono ospitare tavoli.".to_owned(),
    };
    format!("{what} Non è stato cambiato nulla.")
}

/// A table option out of its range, in `lang` (English: the enum's own text).
#[must_use]
pub fn option_error(lang: Lang, e: &OptionError) -> String {
    use OptionError as O;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        O::OutOfRange { name, min, max } => format!(
            "`{}` deve essere tra {} e {}.",
            name.it,
            chips(lang, *min),
            chips(lang, *max)
        ),
        O::NotAChoice { name, choices } => format!(
            "`{}` accetta solo: {}.",
            name.it,
            choices
                .iter()
                .map(|c| c.label.it)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        O::WrongKind(name) => format!("`{}` non accetta quel tipo di valore.", name.it),
        O::ComputerDelay => {
            "La pausa dei giocatori computer può essere al massimo di 10.000 ms.".to_owned()
        }
        O::LobbySeconds => "L'attesa della sala deve essere tra 30 secondi e un giorno.".to_owned(),
        O::NotForGame(name) => {
            format!("`{name}` non è un'opzione di questo gioco: lasciala fuori.")
        }
    }
}

fn channel_list(channels: &[ChannelId]) -> String {
    channels
        .iter()
        .map(|c| format!("<#{}>", c.0))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn channel_not_allowed(lang: Lang, allowed: &[ChannelId]) -> String {
    let list = channel_list(allowed);
    crate::say!(lang, "settings-tables-cannot-be-opened-in", list)
}

/// The server's settings, one line each, as `/rumino-settings server` shows them.
#[must_use]
pub fn settings_lines(lang: Lang, s: &ServerSettings) -> Vec<String> {
    let channels = if s.channels.is_empty() {
        crate::say!(lang, "settings-it").to_owned()
    } else {
        channel_list(&s.channels)
    };
    let delay = s.computer_delay_ms.map_or_else(
        || crate::say!(lang, "settings-bot-default").to_owned(),
        |ms| format!("{ms} ms"),
    );
    let computers = match s.computers_in_rankings {
        ComputerRanking::Separate => crate::say!(lang, "settings-separate"),
        ComputerRanking::Hidden => crate::say!(lang, "settings-hidden"),
    };
    let c = |n: u64| chips(lang, n as i64);
    let games = s
        .games
        .keys()
        .map(|k| super::game_name(lang, *k))
        .collect::<Vec<_>>()
        .join(", ");
    let games = if games.is_empty() {
        crate::say!(lang, "settings-none-every-game-plays-the").to_owned()
    } else {
        games
    };
    match lang {
        Lang::It => vec![
            format!("**Fiches iniziali:** {}", c(s.starting_chips)),
            format!("**Fiches giornaliere:** {}", c(s.daily_grant)),
            format!("**Canali che possono ospitare tavoli:** {channels}"),
            format!("**Pausa dei giocatori computer:** {delay}"),
            format!("**Giocatori computer in classifica:** {computers}"),
            format!(
                "**Partite necessarie per la classifica a percentuale:** {}",
                s.win_rate_min_games
            ),
            format!("**Giochi con impostazioni proprie del server:** {games}"),
            format!(
                "**Immagini del tavolo:** {}",
                if s.pictures { "sì" } else { "no" }
            ),
            format!(
                "**Colori delle immagini del tavolo:** {}",
                match s.picture_colours {
                    PictureColours::Four => "quattro (♠ nero, ♥ rosso, ♦ blu, ♣ verde)",
                    PictureColours::Two => "due (classico)",
                }
            ),
            format!(
                "**Pagine web (classifiche, profili, replay, tornei):** {}",
                if s.web { "sì" } else { "no" }
            ),
            format!(
                "**Menzioni del turno nei tavoli lenti, per chi le chiede:** {}",
                if s.turn_pings { "sì" } else { "no" }
            ),
        ],
        _ => vec![
            format!("**Starting chips:** {}", c(s.starting_chips)),
            format!("**Daily grant:** {}", c(s.daily_grant)),
            format!("**Channels that may host tables:** {channels}"),
            format!("**Computer-player delay:** {delay}"),
            format!("**Computer players in rankings:** {computers}"),
            format!(
                "**Games needed for the win-rate ranking:** {}",
                s.win_rate_min_games
            ),
            format!("**Games with this server's own defaults:** {games}"),
            format!(
                "**Pictures of the table:** {}",
                if s.pictures { "on" } else { "off" }
            ),
            format!(
                "**Colours of the table pictures:** {}",
                match s.picture_colours {
                    PictureColours::Four => "four (♠ black, ♥ red, ♦ blue, ♣ green)",
                    PictureColours::Two => "two (classic)",
                }
            ),
            format!(
                "**Web pages (leaderboards, profiles, replays, tournaments):** {}",
                if s.web { "on" } else { "off" }
            ),
            format!(
                "**Turn pings at slow tables, for players who ask:** {}",
                if s.turn_pings { "on" } else { "off" }
            ),
        ],
    }
}

/// The title of one game's defaults in `/rumino-settings <game>`.
#[must_use]
pub fn game_settings_title(lang: Lang, kind: crate::games::GameKind) -> String {
    let game = super::game_name(lang, kind);
    crate::say!(lang, "settings-this-server-s-defaults-for", game)
}

/// The answer to `/rumino-colours`: the colours the player's hand pictures use from now on.
#[must_use]
pub fn hand_colours_saved(lang: Lang, colours: Option<crate::table::PictureColours>) -> String {
    use crate::table::PictureColours as C;
    match colours {
        Some(C::Four) => crate::say!(lang, "settings-four"),
        Some(C::Two) => crate::say!(lang, "settings-two"),
        None => crate::say!(lang, "settings-your-hand-s-picture-will"),
    }
    .to_owned()
}
