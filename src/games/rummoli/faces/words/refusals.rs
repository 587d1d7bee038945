//! Rummoli's refusals: why a move was not accepted, in the table's language (the engine's own
//! text, for logs, is the English).

use crate::{
    games::rummoli::{Expected, RuleError},
    i18n::Lang,
};

/// A Rummoli refusal, in `lang`.
#[must_use]
pub fn rummoli_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    match e {
        R::Refused(r) => crate::i18n::refusal(lang, r),
        R::NobodyToAct => crate::say!(lang, "rummoli-refusal-nobody-to-act").to_owned(),
        R::WrongStage(expected) => match expected {
            Expected::DealerChoice => crate::say!(lang, "rummoli-refusal-dealer-chooses"),
            Expected::BidOrPass => crate::say!(lang, "rummoli-refusal-bid-or-pass"),
            Expected::Bet => crate::say!(lang, "rummoli-refusal-not-betting"),
            Expected::CheckOrBet => crate::say!(lang, "rummoli-refusal-check-or-bet"),
            Expected::FoldCallOrRaise => crate::say!(lang, "rummoli-refusal-fold-call-or-raise"),
            Expected::Lead => crate::say!(lang, "rummoli-refusal-lead"),
        }
        .to_owned(),
        R::BidTooLow(n) => {
            let (count, chips) = counted(lang, *n);
            crate::say!(lang, "rummoli-refusal-bid-too-low", count, chips)
        }
        R::BidOverStack(n) => {
            let (count, chips) = counted(lang, *n);
            crate::say!(lang, "rummoli-refusal-bid-over-stack", count, chips)
        }
        R::NotEnoughChips(n) => {
            let (count, chips) = counted(lang, *n);
            crate::say!(lang, "rummoli-refusal-not-enough-chips", count, chips)
        }
        R::RaiseCap => crate::say!(lang, "rummoli-refusal-raise-cap").to_owned(),
        R::NotALead(cards) => crate::say!(lang, "rummoli-refusal-not-a-lead", cards),
        R::CardNotInHand(card) => crate::say!(lang, "rummoli-refusal-card-not-in-hand", card),
        R::AlreadyLeft => crate::say!(lang, "rummoli-refusal-already-left").to_owned(),
        R::BadDeckOrder => crate::say!(lang, "rummoli-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "rummoli-refusal-bad-player-count", players)
        }
        R::BadBuyIn => crate::say!(lang, "rummoli-refusal-bad-buy-in").to_owned(),
    }
}

/// A count of chips for a message: the number its words are chosen by, and the number as the
/// language writes it (`1.500`).
fn counted(lang: Lang, n: u64) -> (u64, String) {
    (n, lang.number(i64::try_from(n).unwrap_or(i64::MAX)))
}
