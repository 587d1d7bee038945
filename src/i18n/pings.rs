//! What turn pings and `/rumino games` say: the ping itself, a player's choice saved, and the
//! list of a player's tables.

use super::Lang;

/// The ping: the player's mention, the game, and a link to the table's message.
#[must_use]
pub fn turn_ping(lang: Lang, mention: &str, game: &str, link: &str) -> String {
    match lang {
        Lang::En => format!("⏰ {mention}, it's your turn at {game}: {link}"),
        Lang::It => format!("⏰ {mention}, tocca a te a {game}: {link}"),
    }
}

/// The answer to `/rumino-pings`: what the player chose, and whether this server sends them.
#[must_use]
pub fn pings_saved(lang: Lang, on: bool, server_sends: Option<bool>) -> String {
    let chosen = match (lang, on) {
        (Lang::En, true) => "You will be pinged in a table's channel when it is your turn at a slow table (turns of 15 minutes or more), in every server that sends turn pings.",
        (Lang::En, false) => "You will not be pinged on your turn.",
        (Lang::It, true) => "Riceverai una menzione nel canale del tavolo quando tocca a te in un tavolo lento (turni da 15 minuti in su), in ogni server che le invia.",
        (Lang::It, false) => "Non riceverai menzioni al tuo turno.",
    };
    match (on, server_sends) {
        (true, None) => format!(
            "{chosen} {}",
            lang.pick(
                "Outside servers there are no pings: a DM or group DM table shows whose turn it is when you open it.",
                "Fuori dai server non ci sono menzioni: un tavolo in un DM o in un gruppo mostra a chi tocca quando lo apri.",
            )
        ),
        (true, Some(false)) => format!(
            "{chosen} {}",
            lang.pick(
                "This server does not send them yet: its managers turn them on with `/rumino-settings server turn_pings:True`.",
                "Questo server non le invia ancora: chi lo gestisce le attiva con `/rumino-impostazioni server turn_pings:True`.",
            )
        ),
        _ => chosen.to_owned(),
    }
}

/// The title of `/rumino games`.
#[must_use]
pub fn my_tables_title(lang: Lang) -> &'static str {
    lang.pick("🃏 Your tables here", "🃏 I tuoi tavoli qui")
}

/// One table of `/rumino games`: the game, whether it waits for the player, and its link.
#[must_use]
pub fn my_table_line(lang: Lang, game: &str, your_turn: bool, link: &str) -> String {
    match (lang, your_turn) {
        (Lang::En, true) => format!("▶ **{game}** — your turn: {link}"),
        (Lang::En, false) => format!("· {game} — waiting for others: {link}"),
        (Lang::It, true) => format!("▶ **{game}** — tocca a te: {link}"),
        (Lang::It, false) => format!("· {game} — in attesa degli altri: {link}"),
    }
}

/// `/rumino games` with no table.
#[must_use]
pub fn no_tables(lang: Lang) -> &'static str {
    lang.pick(
        "You are not seated at any table in this server. `/rumino start` opens one.",
        "Non sei seduto a nessun tavolo in questo server. `/rumino apri` ne apre uno.",
    )
}

/// Under a table played outside a server, where the bot may only answer clicks: its message
/// catches up with the table at the next click.
#[must_use]
pub fn catches_up_at_clicks(lang: Lang) -> &'static str {
    lang.pick(
        "_Outside a server this message catches up at each click: after a quiet quarter of an hour, press Show my hand._",
        "_Fuori da un server questo messaggio si aggiorna a ogni clic: dopo un quarto d'ora di silenzio, premi Mostra la mia mano._",
    )
}
