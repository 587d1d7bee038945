//! What turn pings and `/rumino games` say: the ping itself, a player's choice saved, and the
//! list of a player's tables.

use super::Lang;

/// The ping: the player's mention, the game, and a link to the table's message.
#[must_use]
pub fn turn_ping(lang: Lang, mention: &str, game: &str, link: &str) -> String {
    crate::say!(lang, "pings-turn-ping", mention, game, link)
}

/// The answer to `/rumino-pings`: what the player chose, and whether this server sends them.
#[must_use]
pub fn pings_saved(lang: Lang, on: bool, server_sends: Option<bool>) -> String {
    let chosen = match on {
        true => crate::say!(lang, "pings-you-will-be-pinged-in"),
        false => crate::say!(lang, "pings-you-will-not-be-pinged"),
    };
    match (on, server_sends) {
        (true, None) => format!(
            "{chosen} {}",
            crate::say!(lang, "pings-outside-servers-there-are-no")
        ),
        (true, Some(false)) => format!(
            "{chosen} {}",
            crate::say!(lang, "pings-this-server-does-not-send")
        ),
        _ => chosen.to_owned(),
    }
}

/// The title of `/rumino games`.
#[must_use]
pub fn my_tables_title(lang: Lang) -> &'static str {
    crate::say!(lang, "pings-your-tables-here")
}

/// One table of `/rumino games`: the game, whether it waits for the player, and its link.
#[must_use]
pub fn my_table_line(lang: Lang, game: &str, your_turn: bool, link: &str) -> String {
    match your_turn {
        true => crate::say!(lang, "pings-your-turn", game, link),
        false => crate::say!(lang, "pings-waiting-for-others", game, link),
    }
}

/// `/rumino games` with no table.
#[must_use]
pub fn no_tables(lang: Lang) -> &'static str {
    crate::say!(lang, "pings-no-tables")
}

/// Under a table played outside a server, where the bot may only answer clicks: its message
/// catches up with the table at the next click.
#[must_use]
pub fn catches_up_at_clicks(lang: Lang) -> &'static str {
    crate::say!(lang, "pings-outside-a-server-this-message")
}
