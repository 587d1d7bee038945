//! What the Rummoli table message and private hand say: whose turn it is and what they may do,
//! the seat lines and footer, and the labels of the buttons.

use super::rummoli_chips;
use crate::{games::rummoli::Action, i18n::Lang};

/// What the private hand and table message say about Rummoli.
pub enum RummoliTx<'a> {
    /// The dealer's choice (L9).
    DealerChoice,
    /// Waiting for the dealer's choice.
    DealerChoosing(&'a str),
    /// L10: the highest bid so far (`None`: none) and the bidder on turn.
    AuctionTurn {
        high: Option<(&'a str, u64)>,
        stack: u64,
    },
    AuctionWaiting {
        high: Option<(&'a str, u64)>,
        turn: &'a str,
    },
    /// L14: chips to call (0: nobody bet yet).
    BettingTurn {
        owed: u64,
        pot: u64,
    },
    BettingWaiting(&'a str),
    /// L16/L18: choose which lowest card to lead.
    LeadChoice,
    LeadWaiting(&'a str),
    /// A forced play is coming.
    PlayComing(&'a str),
    YourCards(usize),
    Widow(usize),
    /// Seat line: stack, cards held, out.
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        stack: u64,
        cards: usize,
        dealer: bool,
        out: Option<u64>,
    },
    HandOf {
        hand: u32,
        of: u32,
    },
    Bid(u64),
    Pass,
    Exchange,
    Auction,
    RunOut,
    Poker,
}

/// A Rummoli text in `lang`.
#[must_use]
pub fn rummoli_tx(lang: Lang, t: &RummoliTx<'_>) -> String {
    use RummoliTx as T;
    let c = |n: u64| rummoli_chips(lang, n);
    let high = |h: &Option<(&str, u64)>| match h {
        Some((bidder, b)) => crate::say!(lang, "rummoli-highest-bid", chips = c(*b), bidder),
        None => crate::say!(lang, "rummoli-no-bid-yet").to_owned(),
    };
    match t {
        T::DealerChoice => crate::say!(lang, "rummoli-you-deal-choose").to_owned(),
        T::DealerChoosing(dealer) => crate::say!(lang, "rummoli-dealer-chooses", dealer),
        T::AuctionTurn { high: h, stack } => crate::say!(
            lang,
            "rummoli-your-bid",
            high_bid = high(h),
            stack = c(*stack)
        ),
        T::AuctionWaiting { high: h, turn } => {
            crate::say!(
                lang,
                "rummoli-auction-waiting",
                high_bid = high(h),
                bidder = turn
            )
        }
        T::BettingTurn { owed: 0, pot } => {
            crate::say!(lang, "rummoli-betting-check-or-bet", pot = c(*pot))
        }
        T::BettingTurn { owed, pot } => crate::say!(
            lang,
            "rummoli-betting-to-call",
            owed = c(*owed),
            pot = c(*pot)
        ),
        T::BettingWaiting(player) => crate::say!(lang, "rummoli-betting-waiting", player),
        T::LeadChoice => crate::say!(lang, "rummoli-your-lead").to_owned(),
        T::LeadWaiting(player) => crate::say!(lang, "rummoli-chooses-lead", player),
        T::PlayComing(player) => crate::say!(lang, "rummoli-plays-next", player),
        T::YourCards(cards) => crate::say!(lang, "rummoli-your-cards", cards),
        T::Widow(cards) => crate::say!(lang, "rummoli-widow-face-down", cards),
        T::SeatLine {
            marker,
            n,
            name,
            stack,
            cards,
            dealer,
            out,
        } => {
            let d = if *dealer { " 🂠" } else { "" };
            let status = match out {
                Some(took) => crate::say!(lang, "rummoli-seat-out-took", chips = c(*took)),
                None => crate::say!(
                    lang,
                    "rummoli-seat-stack-and-cards",
                    stack = c(*stack),
                    cards
                ),
            };
            format!("{marker}{n}. {name}{d} — {status}")
        }
        T::HandOf { hand, of } => crate::say!(lang, "rummoli-hand-of-hands", hand, hands = of),
        T::Bid(n) => crate::say!(lang, "rummoli-bid-button", chips = c(*n)),
        T::Pass => crate::say!(lang, "rummoli-pass-button").to_owned(),
        T::Exchange => crate::say!(lang, "rummoli-take-widow-button").to_owned(),
        T::Auction => crate::say!(lang, "rummoli-auction-button").to_owned(),
        T::RunOut => crate::say!(lang, "rummoli-run-out").to_owned(),
        T::Poker => "Poker".to_owned(),
    }
}

/// The name of a betting action on its button.
#[must_use]
pub fn rummoli_bet_label(lang: Lang, a: &Action) -> &'static str {
    match a {
        Action::Check => crate::say!(lang, "rummoli-check-button"),
        Action::Bet => crate::say!(lang, "rummoli-bet-button"),
        Action::Call => crate::say!(lang, "rummoli-call-button"),
        Action::Raise => crate::say!(lang, "rummoli-raise-button"),
        Action::Fold => crate::say!(lang, "rummoli-fold-button"),
        _ => "",
    }
}
