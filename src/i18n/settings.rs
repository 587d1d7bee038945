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
    lang.pick(
        "Only members with the **Manage Server** permission can see and change Rumino's settings. Nothing was changed.",
        "Solo chi ha il permesso **Gestisci server** può vedere e cambiare le impostazioni di Rumino. Non è stato cambiato nulla.",
    )
}

pub fn settings_title(lang: Lang) -> &'static str {
    lang.pick(
        "⚙️ Rumino settings of this server",
        "⚙️ Impostazioni di Rumino in questo server",
    )
}

pub fn settings_saved(lang: Lang) -> &'static str {
    lang.pick(
        "✅ Settings saved. New tables and new players use them from now on; open tables keep theirs.",
        "✅ Impostazioni salvate. Da ora le usano i nuovi tavoli e i nuovi giocatori; i tavoli aperti tengono le loro.",
    )
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
    match lang {
        Lang::En => format!("Tables cannot be opened in this channel on this server. Use one of: {list}."),
        Lang::It => format!("In questo server non si possono aprire tavoli in questo canale. Usa uno di questi: {list}."),
    }
}

/// The server's settings, one line each, as `/rumino-settings server` shows them.
#[must_use]
pub fn settings_lines(lang: Lang, s: &ServerSettings) -> Vec<String> {
    let channels = if s.channels.is_empty() {
        lang.pick("every channel", "tutti i canali").to_owned()
    } else {
        channel_list(&s.channels)
    };
    let delay = s.computer_delay_ms.map_or_else(
        || lang.pick("bot default", "predefinita del bot").to_owned(),
        |ms| format!("{ms} ms"),
    );
    let computers = match s.computers_in_rankings {
        ComputerRanking::Separate => lang.pick("ranked separately", "in una classifica a parte"),
        ComputerRanking::Hidden => lang.pick("not ranked", "non in classifica"),
    };
    let c = |n: u64| chips(lang, n as i64);
    let games = s
        .games
        .keys()
        .map(|k| super::game_name(lang, *k))
        .collect::<Vec<_>>()
        .join(", ");
    let games = if games.is_empty() {
        lang.pick(
            "none: every game plays the bot's defaults",
            "nessuno: ogni gioco usa quelle del bot",
        )
        .to_owned()
    } else {
        games
    };
    match lang {
        Lang::En => vec![
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
    }
}

/// The title of one game's defaults in `/rumino-settings <game>`.
#[must_use]
pub fn game_settings_title(lang: Lang, kind: crate::games::GameKind) -> String {
    let game = super::game_name(lang, kind);
    lang.pick(
        format!("⚙️ {game}: this server's defaults for new tables"),
        format!("⚙️ {game}: impostazioni del server per i nuovi tavoli"),
    )
}

/// The answer to `/rumino-colours`: the colours the player's hand pictures use from now on.
#[must_use]
pub fn hand_colours_saved(lang: Lang, colours: Option<crate::table::PictureColours>) -> String {
    use crate::table::PictureColours as C;
    match colours {
        Some(C::Four) => lang.pick(
            "Your hand's picture will use four colours (♠ black, ♥ red, ♦ blue, ♣ green) in every server, from its next change.",
            "L'immagine della tua mano userà quattro colori (♠ nero, ♥ rosso, ♦ blu, ♣ verde) in ogni server, dal prossimo cambiamento.",
        ),
        Some(C::Two) => lang.pick(
            "Your hand's picture will use the classic two colours (♠ ♣ black, ♥ ♦ red) in every server, from its next change.",
            "L'immagine della tua mano userà i due colori classici (♠ ♣ nero, ♥ ♦ rosso) in ogni server, dal prossimo cambiamento.",
        ),
        None => lang.pick(
            "Your hand's picture will use each server's colours, from its next change.",
            "L'immagine della tua mano userà i colori di ogni server, dal prossimo cambiamento.",
        ),
    }
    .to_owned()
}
