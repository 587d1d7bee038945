//! Sentences of `/rumino settings` and of the channel rule it sets.

use super::{chips, Lang};
use crate::{
    ids::ChannelId,
    table::{
        ComputerRanking, OptionError, ServerSettings, SettingsError, TableError, MAX_GRANT,
        MAX_STAKE,
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

pub fn settings_error(lang: Lang, e: SettingsError) -> String {
    use SettingsError as E;
    if lang == Lang::En {
        return TableError::BadSetting(e).to_string();
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
pub fn option_error(lang: Lang, e: OptionError) -> String {
    use OptionError as O;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        O::Seats { min, max } => {
            format!("I posti devono essere tra {min} e {max} per questo gioco.")
        }
        O::Stake => format!(
            "La posta deve essere tra 0 e {} fiches.",
            chips(lang, MAX_STAKE as i64)
        ),
        O::KnockLimit => "Il limite per bussare deve essere tra 1 e 30 punti.".to_owned(),
        O::TurnSeconds => "Il tempo per turno deve essere tra 15 e 3.600 secondi.".to_owned(),
        O::RebuySeconds => "Il tempo per rientrare deve essere tra 10 e 600 secondi.".to_owned(),
        O::ComputerDelay => {
            "La pausa dei giocatori computer può essere al massimo di 10.000 ms.".to_owned()
        }
        O::LobbySeconds => "L'attesa della sala deve essere tra 30 secondi e un giorno.".to_owned(),
        O::Target { min, max } => {
            format!("Il punteggio da raggiungere deve essere tra {min} e {max} punti.")
        }
        O::Hands => "Una partita a mani fisse deve averne tra 1 e 50.".to_owned(),
        O::BuyIn { min, max } => format!(
            "La quota d'ingresso deve essere tra {min} e {} fiches.",
            chips(lang, max as i64)
        ),
        O::InitialMeld { max } => {
            format!("L'apertura minima deve essere tra 0 e {max} punti.")
        }
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

/// The settings, one line each, as `/rumino settings` shows them.
#[must_use]
pub fn settings_lines(lang: Lang, s: &ServerSettings) -> Vec<String> {
    let yes_no = |b: bool| lang.pick(if b { "yes" } else { "no" }, if b { "sì" } else { "no" });
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
    match lang {
        Lang::En => vec![
            format!("**Starting chips:** {}", c(s.starting_chips)),
            format!("**Daily grant:** {}", c(s.daily_grant)),
            format!("**Default stake:** {}", c(s.stake)),
            format!("**Default seats:** {}", s.seats),
            format!("**Default knock limit:** {}", s.knock_limit),
            format!("**Default turn clock:** {} s", s.turn_seconds),
            format!("**Q-K-A runs by default:** {}", yes_no(s.ace_high)),
            format!(
                "**Undercut penalty by default:** {}",
                yes_no(s.undercut_penalty)
            ),
            format!("**Default rebuy window:** {} s", s.rebuy_seconds),
            format!("**Channels that may host tables:** {channels}"),
            format!("**Computer-player delay:** {delay}"),
            format!("**Computer players in rankings:** {computers}"),
            format!(
                "**Games needed for the win-rate ranking:** {}",
                s.win_rate_min_games
            ),
        ],
        Lang::It => vec![
            format!("**Fiches iniziali:** {}", c(s.starting_chips)),
            format!("**Fiches giornaliere:** {}", c(s.daily_grant)),
            format!("**Posta predefinita:** {}", c(s.stake)),
            format!("**Posti predefiniti:** {}", s.seats),
            format!("**Limite per bussare predefinito:** {}", s.knock_limit),
            format!("**Tempo per turno predefinito:** {} s", s.turn_seconds),
            format!("**Scale Q-K-A di norma:** {}", yes_no(s.ace_high)),
            format!(
                "**Penalità a chi bussa senza le sciolte più basse, di norma:** {}",
                yes_no(s.undercut_penalty)
            ),
            format!(
                "**Tempo per il rientro predefinito:** {} s",
                s.rebuy_seconds
            ),
            format!("**Canali che possono ospitare tavoli:** {channels}"),
            format!("**Pausa dei giocatori computer:** {delay}"),
            format!("**Giocatori computer in classifica:** {computers}"),
            format!(
                "**Partite necessarie per la classifica a percentuale:** {}",
                s.win_rate_min_games
            ),
        ],
    }
}
