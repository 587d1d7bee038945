//! Ramino's refusals: why a move was not accepted, in the table's language (the engine's own
//! text, for logs, is the English).

use crate::{games::ramino::RuleError, i18n::Lang};

/// A Ramino refusal, in `lang`.
#[must_use]
pub fn ramino_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    match e {
        R::Refused(r) => crate::i18n::refusal(lang, r),
        R::MustDrawFirst => crate::say!(lang, "ramino-refusal-draw-first").to_owned(),
        R::AlreadyDrew => crate::say!(lang, "ramino-refusal-already-drew").to_owned(),
        R::FirstTurnFromStock => {
            crate::say!(lang, "ramino-refusal-first-turn-from-stock").to_owned()
        }
        R::NoDiscard => crate::say!(lang, "ramino-refusal-no-discard").to_owned(),
        R::CardNotInHand(card) => crate::say!(lang, "ramino-refusal-card-not-in-hand", card),
        R::CannotDiscardTakenCard(card) => {
            crate::say!(lang, "ramino-refusal-cannot-discard-taken-card", card)
        }
        R::BadDeckOrder => crate::say!(lang, "ramino-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "ramino-refusal-bad-player-count", players)
        }
        R::NoRebuys => crate::say!(lang, "ramino-refusal-no-rebuys").to_owned(),
    }
}
