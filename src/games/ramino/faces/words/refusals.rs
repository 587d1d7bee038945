//! Ramino's refusals: why a move was not accepted, in the table's language (the engine's own
//! text, for logs, is the English).

use crate::games::Refusal;
use crate::{games::ramino::RuleError, i18n::Lang};

/// A Ramino refusal, in `lang`.
#[must_use]
pub fn ramino_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    match e {
        R::Refused(Refusal::NoSuchSeat(seat)) => {
            crate::say!(lang, "ramino-refusal-no-such-seat", seat)
        }
        R::Refused(Refusal::OutOfGame) => {
            crate::say!(lang, "ramino-refusal-out-of-game").to_owned()
        }
        R::Refused(Refusal::NotInHand) => {
            crate::say!(lang, "ramino-refusal-not-dealt-in").to_owned()
        }
        R::Refused(Refusal::NotYourTurn(seat)) => {
            crate::say!(lang, "ramino-refusal-not-your-turn", seat = seat + 1)
        }
        R::Refused(Refusal::NoHandInPlay) => {
            crate::say!(lang, "ramino-refusal-no-hand-in-play").to_owned()
        }
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
        R::Refused(Refusal::AwaitingDeal) => {
            crate::say!(lang, "ramino-refusal-awaiting-deal").to_owned()
        }
        R::Refused(Refusal::NotAwaitingDeal) => {
            crate::say!(lang, "ramino-refusal-not-awaiting-deal").to_owned()
        }
        R::Refused(Refusal::GameOver) => crate::say!(lang, "ramino-refusal-game-over").to_owned(),
        R::BadDeckOrder => crate::say!(lang, "ramino-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "ramino-refusal-bad-player-count", players)
        }
        R::NoRebuys => crate::say!(lang, "ramino-refusal-no-rebuys").to_owned(),
    }
}
