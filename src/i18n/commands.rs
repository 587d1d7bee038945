//! Answers of the table commands (`/rumino start`, `hand`, `leave`, `cancel`, `help`).

use super::Lang;

/// A game's rules as this bot plays them, shown by `/rumino rules game:`: a Markdown document
/// with one `## ` section per embed, `docs/rules/<game>.md` in English and
/// `locales/<language>/rules/<game>.md` in the other languages (English where one is missing).
#[must_use]
pub fn rules_document(lang: Lang, game: crate::games::GameKind) -> &'static str {
    crate::lang::catalogue::rules(lang, game.as_str()).unwrap_or_default()
}

/// The line above a game's rules: how to open a table of it, and where its server defaults are.
#[must_use]
pub fn rules_intro(lang: Lang, game: crate::games::GameKind) -> String {
    // The game's subcommand as the reader's client names it.
    crate::say!(lang, "answers-rules-intro", game = game.command().get(lang))
}

pub fn missing_permissions(lang: Lang, missing: &[&str]) -> String {
    let list = missing.join(", ");
    crate::say!(lang, "answers-missing-permissions", list)
}

/// The footer line under a table whose channel does not let the bot attach its picture.
#[must_use]
pub fn pictures_need_attach_files(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-pictures-need-attach-files")
}

pub fn bots_do_not_fit(lang: Lang, bots: u8, seats: u8) -> String {
    crate::say!(lang, "answers-computer-players-and-you-do", bots, seats)
}

pub fn left_and_forfeited(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-left-and-forfeited")
}

/// After you left a game that others still play.
pub fn game_goes_on_without_you(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-the-game-goes-on-without")
}

/// After you left a game whose hand is played out for you, with one player left in it.
pub fn game_ends_with_this_hand(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-game-ends-with-this-hand")
}

pub fn left_table(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-you-left-the-table")
}

pub fn table_cancelled(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-the-table-is-closed-if")
}

/// `/rumino help`: the bot's first game (`first`: its name and what it is) in brief, the
/// commands, then `others`, one line naming every other game with what it is, and the server
/// managers' settings.
#[must_use]
pub fn help(lang: Lang, first: (&str, &str), others: &[(&str, &str, &str)]) -> String {
    let (name, about) = first;
    let others: Vec<String> = others
        .iter()
        .map(|(command, name, about)| {
            let start = crate::say!(lang, "answers-start");
            format!("`/rumino {start} {command}` **{name}** ({about})")
        })
        .collect();
    let others = others.join(", ");
    crate::say!(lang, "answers-help", name, about, others)
}

pub fn bad_option_value(lang: Lang, input: Option<&str>, why: &str) -> String {
    let what = input.map_or_else(String::new, |i| format!(" “{i}”"));
    crate::say!(lang, "answers-that-option-value-is-not", what, why)
}

pub fn guild_only(lang: Lang) -> &'static str {
    crate::say!(lang, "answers-server-only")
}
