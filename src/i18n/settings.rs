//! Sentences of `/rumino-settings` and of the channel rule it sets.

use super::{chips, Lang};
use crate::{
    ids::ChannelId,
    table::{
        ComputerRanking, OptionError, PictureColours, ServerSettings, SettingsError, MAX_GRANT,
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
    let max = chips(lang, MAX_GRANT as i64);
    let what = match e {
        E::StartingChips => crate::say!(lang, "settings-error-starting-chips", max),
        E::DailyGrant => crate::say!(lang, "settings-error-daily-grant", max),
        E::Table(o) => option_error(lang, o),
        E::WinRateMinGames => crate::say!(lang, "settings-error-win-rate-min-games").to_owned(),
        E::TooManyChannels => crate::say!(lang, "settings-error-too-many-channels").to_owned(),
    };
    crate::say!(lang, "settings-error-nothing-changed", what)
}

/// A table option out of its range, in `lang`, the option named as the player types it.
#[must_use]
pub fn option_error(lang: Lang, e: &OptionError) -> String {
    use OptionError as O;
    match e {
        O::OutOfRange { name, min, max } => crate::say!(
            lang,
            "settings-option-out-of-range",
            option = name.get(lang),
            min = chips(lang, *min),
            max = chips(lang, *max)
        ),
        O::NotAChoice { name, choices } => {
            // English lists the values as typed; the other languages, their own labels.
            let choices = choices
                .iter()
                .map(|c| match lang {
                    Lang::En => c.value,
                    _ => c.label.get(lang),
                })
                .collect::<Vec<_>>()
                .join(", ");
            crate::say!(
                lang,
                "settings-option-not-a-choice",
                option = name.get(lang),
                choices
            )
        }
        O::WrongKind(name) => {
            crate::say!(lang, "settings-option-wrong-kind", option = name.get(lang))
        }
        O::ComputerDelay => crate::say!(lang, "settings-option-computer-delay").to_owned(),
        O::LobbySeconds => crate::say!(lang, "settings-option-lobby-seconds").to_owned(),
        O::NotForGame(option) => crate::say!(lang, "settings-option-not-for-game", option),
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
        crate::say!(lang, "settings-channels-all").to_owned()
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
        crate::say!(lang, "settings-games-none").to_owned()
    } else {
        games
    };
    let on = |yes: bool| {
        if yes {
            crate::say!(lang, "settings-on")
        } else {
            crate::say!(lang, "settings-off")
        }
    };
    vec![
        crate::say!(
            lang,
            "settings-line-starting-chips",
            chips = c(s.starting_chips)
        ),
        crate::say!(lang, "settings-line-daily-grant", chips = c(s.daily_grant)),
        crate::say!(lang, "settings-line-channels", channels),
        crate::say!(lang, "settings-line-computer-delay", delay),
        crate::say!(lang, "settings-line-computers-in-rankings", computers),
        crate::say!(
            lang,
            "settings-line-win-rate-min-games",
            games = s.win_rate_min_games
        ),
        crate::say!(lang, "settings-line-games", games),
        crate::say!(lang, "settings-line-pictures", on = on(s.pictures)),
        match s.picture_colours {
            PictureColours::Four => crate::say!(lang, "settings-line-picture-colours-four"),
            PictureColours::Two => crate::say!(lang, "settings-line-picture-colours-two"),
        }
        .to_owned(),
        crate::say!(lang, "settings-line-web", on = on(s.web)),
        crate::say!(lang, "settings-line-turn-pings", on = on(s.turn_pings)),
    ]
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
