//! What players read, in their language. The sentences are in the message catalogue
//! ([`crate::lang::catalogue`], `locales/`); this module chooses which to say and fills them in.
//! Card notation is the same in every language. Discord locales become a [`Lang`] at the
//! adapter edge ([`Lang::from_locale`]).

mod commands;
mod community;
mod errors;
mod leaderboard;
mod names;
mod narrate;
mod options;
mod pings;
mod replay;
mod settings;
mod table;
mod tournament;

pub use crate::lang::Lang;
pub use commands::*;
pub use community::*;
pub use errors::{apology, bad_custom_id, refusal, table_error};
pub use leaderboard::*;
pub use names::{game_seat_name, seat_name};
pub(crate) use names::{seat_names, seat_names_within, within};
pub use narrate::{
    describe_deal, describe_dealer_draw, describe_own_draw, describe_played_for_leaver, YOU,
};
pub(crate) use narrate::{drawn_by_seat, pool_won};
pub use options::{
    command_not_allowed, option_lines, option_refused, option_value, options_said, options_said_of,
    unreadable_interaction, unreadable_options, Problem, Refusal,
};
pub use pings::*;
pub use replay::*;
pub use settings::*;
pub use table::{tx, Tx};
pub use tournament::*;

/// Formats a count of chips with thousands separators in the language's style (`1,000` / `1.000`).
#[must_use]
pub fn chips(lang: Lang, n: i64) -> String {
    lang.number(n)
}

/// A game's words the shared layers need, implemented in the game's own `words`.
pub trait GameWords: crate::games::Game {
    /// What the game is, in a few words after its name in `/rumino help` ("Italian knock
    /// rummy for 2 to 6 players").
    fn about(lang: Lang) -> &'static str;

    /// Why the game refused an action, in `lang`.
    fn rule_error(lang: Lang, e: &Self::Error) -> String;

    /// What a player who leaves the running game is told about their chips: the answer to
    /// `/rumino leave` on Discord, the line after `q` in the terminal.
    fn left_note(lang: Lang) -> String {
        left_and_forfeited(lang).to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Lang::from_locale("it"), Lang::It);
        assert_eq!(Lang::from_locale("IT-it"), Lang::It);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::De);
        assert_eq!(Lang::from_locale("es-419"), Lang::Es);
        assert_eq!(Lang::from_locale("es-ES"), Lang::Es);
        assert_eq!(Lang::from_locale("fr"), Lang::Fr);
        assert_eq!(Lang::from_locale("pt-BR"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }

    #[test]
    fn chips_group_thousands() {
        assert_eq!(chips(Lang::En, 0), "0");
        assert_eq!(chips(Lang::En, 1_234_567), "1,234,567");
        assert_eq!(chips(Lang::It, 1_000), "1.000");
        assert_eq!(chips(Lang::De, 12_000), "12.000");
        assert_eq!(chips(Lang::Fr, 12_000), "12\u{202f}000");
        assert_eq!(chips(Lang::En, -950), "−950");
    }
}
