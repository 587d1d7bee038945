//! Rumino's own phrases on Discord: its hand message, its buttons and its nudges.

use crate::i18n::Lang;

/// A phrase of Rumino's screens.
pub enum RuminoTx<'a> {
    SeatCards(usize),
    SeatRebuys(u32),
    DiscardLine {
        top: &'a str,
        stock: usize,
        dealer: &'a str,
    },
    WaitingRebuys {
        names: &'a str,
        closes: &'a str,
    },
    YourHand {
        deadwood: u16,
    },
    HandStatus {
        top: &'a str,
        stock: usize,
        score: i32,
        pool: u64,
    },
    ClaimPrompt(&'a str),
    RebuyPrompt(u64),
    YouAreOut,
    DiscardNow,
    DrawNow(&'a str),
    WaitingFor(&'a str),
    WaitingForRebuys,
    Knock,
    Gin,
    Rumino,
    Claim(&'a str),
    Rebuy(u64),
    NoRebuy,
    NudgeClaim,
    NudgeRebuy,
}

/// The phrase in `lang`.
#[must_use]
#[allow(clippy::too_many_lines)]
pub fn rumino_tx(lang: Lang, t: &RuminoTx<'_>) -> String {
    use RuminoTx as T;
    match t {
        T::SeatCards(n) => {
            crate::say!(lang, "rumino-seat-cards", n)
        }
        T::SeatRebuys(n) => {
            crate::say!(lang, "rumino-seat-rebuys", n)
        }
        T::DiscardLine { top, stock, dealer } => {
            crate::say!(lang, "rumino-discard-line", top, stock, dealer)
        }
        T::WaitingRebuys { names, closes } => {
            crate::say!(lang, "rumino-waiting-rebuys", names, closes)
        }
        T::YourHand { deadwood } => {
            crate::say!(lang, "rumino-your-hand", deadwood)
        }
        T::HandStatus {
            top,
            stock,
            score,
            pool,
        } => {
            crate::say!(lang, "rumino-hand-status", top, stock, score, pool)
        }
        T::ClaimPrompt(top) => {
            crate::say!(lang, "rumino-claim-prompt", top)
        }
        T::RebuyPrompt(cost) => {
            crate::say!(lang, "rumino-rebuy-prompt", cost)
        }
        T::YouAreOut => crate::say!(lang, "rumino-you-are-out").into(),
        T::DiscardNow => crate::say!(lang, "rumino-discard-now").into(),
        T::DrawNow(top) => {
            crate::say!(lang, "rumino-draw-now", top)
        }
        T::WaitingFor(name) => {
            crate::say!(lang, "rumino-waiting-for", name)
        }
        T::WaitingForRebuys => crate::say!(lang, "rumino-waiting-for-rebuys").into(),
        T::Knock => crate::say!(lang, "rumino-knock-button").into(),
        T::Gin => crate::say!(lang, "rumino-gin-button").into(),
        T::Rumino => crate::say!(lang, "rumino-rumino-button").into(),
        T::Claim(top) => {
            crate::say!(lang, "rumino-claim", top)
        }
        T::Rebuy(cost) => {
            crate::say!(lang, "rumino-rebuy", cost)
        }
        T::NoRebuy => crate::say!(lang, "rumino-no-rebuy").into(),
        T::NudgeClaim => crate::say!(lang, "rumino-nudge-claim").into(),
        T::NudgeRebuy => crate::say!(lang, "rumino-nudge-rebuy").into(),
    }
}
