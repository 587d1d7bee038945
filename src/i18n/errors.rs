//! Refusals in the player's language, from the catalogue. The error enums keep an English
//! `Display` of their own for the logs.

use super::Lang;
use crate::{
    games::{AnyRuleError, Refusal},
    table::TableError,
};

/// A button id we did not write (or a damaged one), in `lang`.
#[must_use]
pub fn bad_custom_id(lang: Lang) -> String {
    crate::say!(lang, "errors-that-button-is-not-one").to_owned()
}

/// A table refusal, in `lang`; a game's own refusal is said by `rule`, the words of the game
/// the table plays (the registry of faces, `crate::faces::words::table_error`, hands them in).
#[must_use]
pub fn table_error(
    lang: Lang,
    e: &TableError,
    rule: impl FnOnce(&AnyRuleError) -> String,
) -> String {
    use TableError as T;
    match e {
        T::Rule(r) => rule(r),
        T::Stale => crate::say!(lang, "errors-table-stale").to_owned(),
        T::NotSeated => crate::say!(lang, "errors-table-not-seated").to_owned(),
        T::AlreadySeated => crate::say!(lang, "errors-table-already-seated").to_owned(),
        T::Full(n) => crate::say!(lang, "errors-table-full", n),
        T::NotHost(host) => crate::say!(lang, "errors-table-not-host", host),
        T::AlreadyStarted => crate::say!(lang, "errors-table-already-started").to_owned(),
        T::NotPlaying => crate::say!(lang, "errors-table-not-playing").to_owned(),
        T::NeedTwoPlayers => crate::say!(lang, "errors-table-need-two-players").to_owned(),
        T::NotEnoughChips { needed, available } => {
            crate::say!(lang, "errors-table-not-enough-chips", needed, available)
        }
        T::PlayerShort {
            name,
            needed,
            available,
        } => crate::say!(lang, "errors-table-player-short", name, needed, available),
        T::Closed => crate::say!(lang, "errors-table-closed").to_owned(),
        T::NoSuchSeat => crate::say!(lang, "errors-table-no-such-seat").to_owned(),
        T::NotAComputer => crate::say!(lang, "errors-table-not-a-computer").to_owned(),
        T::BadOption(e) => super::option_error(lang, e),
        T::BadSetting(e) => super::settings_error(lang, e),
        T::ChannelBusy => crate::say!(lang, "errors-table-channel-busy").to_owned(),
        T::NoSuchTable => crate::say!(lang, "errors-table-no-such-table").to_owned(),
        T::MovedAway => crate::say!(lang, "errors-table-moved-away").to_owned(),
        T::Paused => crate::say!(lang, "errors-table-paused").to_owned(),
        T::NotThisProcess => crate::say!(lang, "errors-table-not-this-process").to_owned(),
        T::Internal(id) => apology(lang, id),
    }
}

/// The apology for a failure on our side, with the id under which it was logged.
#[must_use]
pub fn apology(lang: Lang, id: &str) -> String {
    crate::say!(lang, "errors-table-internal", id)
}

/// A refusal every game words alike ([`Refusal`]): a seat that is not there or not in, a turn
/// that is not the player's, a game between hands or over.
#[must_use]
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::NoSuchSeat(seat) => crate::say!(lang, "errors-refusal-no-such-seat", seat),
        Refusal::OutOfGame => crate::say!(lang, "errors-refusal-out-of-game").to_owned(),
        Refusal::NotInHand => crate::say!(lang, "errors-refusal-not-dealt-in").to_owned(),
        Refusal::NotYourTurn(seat) => {
            crate::say!(lang, "errors-refusal-not-your-turn", seat = seat + 1)
        }
        Refusal::NoHandInPlay => crate::say!(lang, "errors-refusal-no-hand-in-play").to_owned(),
        Refusal::AwaitingDeal => crate::say!(lang, "errors-refusal-awaiting-deal").to_owned(),
        Refusal::NotAwaitingDeal => {
            crate::say!(lang, "errors-refusal-not-awaiting-deal").to_owned()
        }
        Refusal::GameOver => crate::say!(lang, "errors-refusal-game-over").to_owned(),
    }
}
