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
    let en = lang == Lang::En;
    let high = |h: &Option<(&str, u64)>| match (h, en) {
        (Some((who, b)), true) => format!("highest bid {} by {who}", c(*b)),
        (Some((who, b)), false) => format!("offerta più alta {} di {who}", c(*b)),
        (None, true) => "no bid yet".to_owned(),
        (None, false) => "ancora nessuna offerta".to_owned(),
    };
    match t {
        T::DealerChoice if en => "**You deal.** Take the widow unseen (your hand becomes dead), or auction it: the highest bidder pays you.".to_owned(),
        T::DealerChoice => "**Sei di mano.** Prendi il monte senza guardarlo (la tua mano muore), o mettilo all'asta: chi offre di più ti paga.".to_owned(),
        T::DealerChoosing(who) if en => format!("{who} (dealer) chooses: exchange or auction."),
        T::DealerChoosing(who) => format!("{who} (mazziere) sceglie: cambio o asta."),
        T::AuctionTurn { high: h, stack } if en => format!(
            "**Your bid** for the widow: {}. You have {}. A pass is final.",
            high(h),
            c(*stack)
        ),
        T::AuctionTurn { high: h, stack } => format!(
            "**Tocca a te offrire** per il monte: {}. Hai {}. Chi passa non offre più.",
            high(h),
            c(*stack)
        ),
        T::AuctionWaiting { high: h, turn } if en => {
            format!("Auction of the widow: {}; {turn} to bid.", high(h))
        }
        T::AuctionWaiting { high: h, turn } => {
            format!("Asta del monte: {}; offre {turn}.", high(h))
        }
        T::BettingTurn { owed: 0, pot } if en => {
            format!("**Poker betting:** check, or bet 1 chip. Poker space: {}.", c(*pot))
        }
        T::BettingTurn { owed: 0, pot } => format!(
            "**Puntate del poker:** passa la parola, o punta 1 fiche. Casella Poker: {}.",
            c(*pot)
        ),
        T::BettingTurn { owed, pot } if en => format!(
            "**Poker betting:** {} to call; fold, call or raise 1. Poker space: {}.",
            c(*owed),
            c(*pot)
        ),
        T::BettingTurn { owed, pot } => format!(
            "**Puntate del poker:** {} per vedere; lascia, vedi o rilancia di 1. Casella Poker: {}.",
            c(*owed),
            c(*pot)
        ),
        T::BettingWaiting(who) if en => format!("Poker betting: {who} to act."),
        T::BettingWaiting(who) => format!("Puntate del poker: tocca a {who}."),
        T::LeadChoice if en => "**Your lead:** choose which of your lowest cards to lead.".to_owned(),
        T::LeadChoice => "**Tocca a te aprire:** scegli quale delle tue carte più basse giocare.".to_owned(),
        T::LeadWaiting(who) if en => format!("{who} chooses a lead."),
        T::LeadWaiting(who) => format!("{who} sceglie con che carta aprire."),
        T::PlayComing(who) if en => format!("Run-out: {who} plays next."),
        T::PlayComing(who) => format!("Giro: ora gioca {who}."),
        T::YourCards(n) if en => format!("Your cards ({n}):"),
        T::YourCards(n) => format!("Le tue carte ({n}):"),
        T::Widow(n) if en => format!("Widow: {n} cards, face down."),
        T::Widow(n) => format!("Monte: {n} carte coperte."),
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
            match (out, en) {
                (Some(took), true) => format!("{marker}{n}. {name}{d} — out, took {}", c(*took)),
                (Some(took), false) => {
                    format!("{marker}{n}. {name}{d} — fuori, ha ripreso {}", c(*took))
                }
                (None, true) => format!("{marker}{n}. {name}{d} — {} · {cards} cards", c(*stack)),
                (None, false) => format!("{marker}{n}. {name}{d} — {} · {cards} carte", c(*stack)),
            }
        }
        T::HandOf { hand, of } if en => format!("Hand {hand} of {of}"),
        T::HandOf { hand, of } => format!("Mano {hand} di {of}"),
        T::Bid(n) if en => format!("Bid {}", c(*n)),
        T::Bid(n) => format!("Offri {}", c(*n)),
        T::Pass if en => "Pass".to_owned(),
        T::Pass => "Passo".to_owned(),
        T::Exchange if en => "Take the widow".to_owned(),
        T::Exchange => "Prendo il monte".to_owned(),
        T::Auction if en => "Auction it".to_owned(),
        T::Auction => "All'asta".to_owned(),
        T::RunOut if en => "Run-out".to_owned(),
        T::RunOut => "Giro".to_owned(),
        T::Poker if en => "Poker".to_owned(),
        T::Poker => "Poker".to_owned(),
    }
}

/// The name of a betting action on its button.
#[must_use]
pub fn rummoli_bet_label(lang: Lang, a: &Action) -> &'static str {
    match (lang, a) {
        (Lang::En, Action::Check) => "Check",
        (Lang::En, Action::Bet) => "Bet 1",
        (Lang::En, Action::Call) => "Call",
        (Lang::En, Action::Raise) => "Raise 1",
        (Lang::En, Action::Fold) => "Fold",
        (Lang::It, Action::Check) => "Parola",
        (Lang::It, Action::Bet) => "Punto 1",
        (Lang::It, Action::Call) => "Vedo",
        (Lang::It, Action::Raise) => "Rilancio 1",
        (Lang::It, Action::Fold) => "Lascio",
        _ => "",
    }
}
