//! Words that depend on the game a table plays, said by that game's faces (through the registry
//! of faces): its refusals and what leaving costs.

use super::of;
use crate::{
    games::{AnyRuleError, GameKind, Payout, Seat},
    i18n::{self, Lang},
    table::{TableError, TableState},
};

/// The reasons for winning a game that the games word alike, said after "… wins".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WonBy {
    /// Reaching the target score.
    Target,
    /// Everyone else left or was put out.
    LastPlayerIn,
    /// The best total when the table was cancelled.
    HighestTotalAtCancel,
}

impl WonBy {
    /// "by reaching the target", "as the last player in", "on the highest total when the game
    /// was cancelled".
    #[must_use]
    pub fn said(self, lang: Lang) -> &'static str {
        match self {
            WonBy::Target => crate::say!(lang, "terminal-target"),
            WonBy::LastPlayerIn => crate::say!(lang, "terminal-last-player-in"),
            WonBy::HighestTotalAtCancel => crate::say!(lang, "terminal-highest-total-at-cancel"),
        }
    }
}

/// The end of a game played for a pool, as a sentence: the `winners` took every chip the
/// `payouts` paid, and `why` they won; without a `why` the game was cancelled and every stake
/// went back.
#[must_use]
pub fn pool_game_over(
    lang: Lang,
    state: &TableState,
    (winners, payouts): (&[Seat], &[Payout]),
    why: Option<&str>,
) -> String {
    let paid: u64 = payouts.iter().map(|p| p.chips).sum();
    i18n::pool_won(lang, state, winners, paid, why)
}

/// A refusal by whichever game the table plays, in `lang`.
#[must_use]
pub fn any_rule_error(lang: Lang, e: &AnyRuleError) -> String {
    let said = e.kind().and_then(|kind| of(kind).rule_error(lang, e));
    said.unwrap_or_else(|| crate::say!(lang, "terminal-that-action-belongs-to-another").to_owned())
}

/// A table refusal, in `lang`, a game's own refusals in that game's words.
#[must_use]
pub fn table_error(lang: Lang, e: &TableError) -> String {
    i18n::table_error(lang, e, |rule| any_rule_error(lang, rule))
}

/// `/rumino help` in `lang`: the first game of the registry in brief, and every other game
/// named with what it is and the word that opens its table.
#[must_use]
pub fn help(lang: Lang) -> String {
    let first = GameKind::default();
    let said = |kind: GameKind| (i18n::game_name(lang, kind), of(kind).about(lang));
    let others: Vec<(&str, &str, &str)> = GameKind::ALL
        .iter()
        .filter(|kind| **kind != first)
        .map(|&kind| {
            let (name, about) = said(kind);
            (kind.command().get(lang), name, about)
        })
        .collect();
    i18n::help(lang, said(first), &others)
}

/// [`i18n::GameWords::left_note`] of the game `state` plays.
#[must_use]
pub fn left_note(state: &TableState, lang: Lang) -> String {
    of(state.options.game.kind()).left_note(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rumino::RuleError;

    /// `/rumino help` names every game, as the `game` option does, in a message Discord accepts.
    #[test]
    fn help_lists_every_game_in_both_languages() {
        for lang in Lang::ALL {
            let text = help(lang);
            for &game in GameKind::ALL {
                let name = crate::i18n::game_name(lang, game);
                assert!(text.contains(&format!("**{name}**")), "{lang:?} {name}");
            }
            assert!(text.chars().count() <= 2000, "{lang:?}");
        }
    }

    #[test]
    fn english_is_the_enum_text_and_italian_differs() {
        let errors = [
            TableError::Stale,
            TableError::Full(6),
            TableError::NotEnoughChips {
                needed: 10,
                available: 2,
            },
            TableError::Rule(
                RuleError::KnockTooHigh {
                    limit: 7,
                    deadwood: 12,
                }
                .into(),
            ),
            TableError::Internal("abcd1234".into()),
            TableError::Paused,
        ];
        for e in &errors {
            assert_eq!(table_error(Lang::En, e), e.to_string());
            let it = table_error(Lang::It, e);
            assert_ne!(it, e.to_string());
            assert!(!it.is_empty());
        }
        assert!(table_error(Lang::It, &errors[3]).contains("12"));
    }
}
