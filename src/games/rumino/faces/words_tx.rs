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
    let en = lang == Lang::En;
    match t {
        T::SeatCards(n) => {
            if en {
                format!(" · {n} cards")
            } else {
                format!(" · {n} carte")
            }
        }
        T::SeatRebuys(n) => {
            if en {
                format!(" · rebuys {n}")
            } else {
                format!(" · rientri {n}")
            }
        }
        T::DiscardLine { top, stock, dealer } => {
            if en {
                format!("Discard: **{top}** · stock: {stock} cards · dealer: {dealer}")
            } else {
                format!("Scarto: **{top}** · mazzo: {stock} carte · mazziere: {dealer}")
            }
        }
        T::WaitingRebuys { names, closes } => {
            if en {
                format!("Waiting for rebuy decisions: {names} — window closes {closes}")
            } else {
                format!("Si aspettano le decisioni sui rientri: {names} — si chiude {closes}")
            }
        }
        T::YourHand { deadwood } => {
            if en {
                format!("**Your hand** — deadwood **{deadwood}**")
            } else {
                format!("**La tua mano** — sciolte **{deadwood}**")
            }
        }
        T::HandStatus {
            top,
            stock,
            score,
            pool,
        } => {
            if en {
                format!("Discard: **{top}** · stock: {stock} · your score: {score} · pool: {pool}")
            } else {
                format!("Scarto: **{top}** · mazzo: {stock} · il tuo punteggio: {score} · piatto: {pool}")
            }
        }
        T::ClaimPrompt(top) => {
            if en {
                format!("⚡ **{top} completes your rumino!** Claim it now, before it is covered.")
            } else {
                format!(
                    "⚡ **{top} completa il tuo rumino!** Reclamalo ora, prima che venga coperto."
                )
            }
        }
        T::RebuyPrompt(cost) => {
            if en {
                format!("You are out. Rebuy for **{cost}** chips to re-enter with the highest score still in?")
            } else {
                format!("Sei fuori. Rientri per **{cost}** fiches con il punteggio più alto ancora in gioco?")
            }
        }
        T::YouAreOut => lang
            .pick("You are out of this game.", "Sei fuori da questa partita.")
            .into(),
        T::DiscardNow => lang
            .pick(
                "Your turn: discard a card, or declare gin or rumino.",
                "Tocca a te: scarta una carta, o dichiara gin o rumino.",
            )
            .into(),
        T::DrawNow(top) => {
            if en {
                format!("Your turn: draw from the stock or take {top}.")
            } else {
                format!("Tocca a te: pesca dal mazzo o prendi {top}.")
            }
        }
        T::WaitingFor(name) => {
            if en {
                format!("Waiting for {name}.")
            } else {
                format!("Si aspetta {name}.")
            }
        }
        T::WaitingForRebuys => lang
            .pick(
                "Waiting for rebuy decisions.",
                "Si aspettano le decisioni sui rientri.",
            )
            .into(),
        T::Knock => lang.pick("Knock", "Bussa").into(),
        T::Gin => "Gin!".into(),
        T::Rumino => "RUMINO!".into(),
        T::Claim(top) => {
            if en {
                format!("Claim {top} for RUMINO!")
            } else {
                format!("Reclama {top} per il RUMINO!")
            }
        }
        T::Rebuy(cost) => {
            if en {
                format!("Rebuy ({cost} chips)")
            } else {
                format!("Rientra ({cost} fiches)")
            }
        }
        T::NoRebuy => lang.pick("No rebuy", "Non rientro").into(),
        T::NudgeClaim => lang
            .pick(
                "A discard completes your rumino: claim it now!",
                "Uno scarto completa il tuo rumino: reclamalo ora!",
            )
            .into(),
        T::NudgeRebuy => lang
            .pick("You are out: rebuy or not?", "Sei fuori: rientri o no?")
            .into(),
    }
}
