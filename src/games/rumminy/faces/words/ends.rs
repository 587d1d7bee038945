//! How a Rumminy game ends: why and who won with each seat's points, where the pool went, and
//! the hands left with their penalties.

use super::rumminy_tiles;
use crate::{
    games::rumminy::{GameEnd, GameResult, Seat},
    i18n::{game_seat_name, seat_names, seat_names_within, Lang},
    table::TableState,
};

/// How the game ended and who won, with each seat's points (N15–N18).
#[must_use]
pub fn rumminy_game_over(lang: Lang, state: &TableState, r: &GameResult) -> String {
    let winners = seat_names(lang, state, &r.winners);
    let why = match r.end {
        GameEnd::WentOut => crate::say!(lang, "rumminy-went-out-and-won", winners),
        GameEnd::Blocked if r.winners.len() > 1 => {
            crate::say!(lang, "rumminy-blocked-tie", winners)
        }
        GameEnd::Blocked => crate::say!(lang, "rumminy-blocked-won", winners),
        GameEnd::LastPlayer => crate::say!(lang, "rumminy-others-forfeited", winners),
        GameEnd::CancelledRefunded => {
            return crate::say!(lang, "rumminy-cancelled-stakes-refunded").to_owned()
        }
    };
    let points: Vec<String> = (0..r.points.len())
        .map(|s| {
            format!(
                "{} {:+}",
                game_seat_name(lang, state, s),
                r.points.get(s).copied().unwrap_or(0)
            )
        })
        .collect();
    let label = crate::say!(lang, "rumminy-points");
    format!("{why}. {label}: {}.", points.join(", "))
}

/// Where the pool went at the end: to the winner, split between tied winners, or back to the
/// players as stakes; `None` for a game without stakes.
#[must_use]
pub fn rumminy_pool(lang: Lang, state: &TableState, r: &GameResult) -> Option<String> {
    let paid: u64 = r.payouts.iter().map(|p| p.chips).sum();
    if paid == 0 {
        return None;
    }
    let seats: Vec<Seat> = r.payouts.iter().map(|p| p.seat).collect();
    let players = seat_names(lang, state, &seats);
    let chips = match paid {
        1 => crate::say!(lang, "rumminy-chip").to_owned(),
        n => crate::say!(lang, "rumminy-chips", n),
    };
    let refund = r.payouts.iter().any(|p| p.refund);
    Some(match (refund, seats.as_slice()) {
        (true, _) => {
            // Inside the sentence: "you", not "You", in English.
            let players = seat_names_within(lang, state, &seats);
            crate::say!(lang, "rumminy-stakes-go-back", chips, players)
        }
        (false, [_]) => crate::say!(lang, "rumminy-takes-the-pool", players, chips),
        (false, _) => crate::say!(lang, "rumminy-split-the-pool", players, chips),
    })
}

/// Every hand left at the end and its penalty (N17, N20), one line per seat.
#[must_use]
pub fn rumminy_hands(lang: Lang, state: &TableState, r: &GameResult) -> Vec<String> {
    (0..r.hands.len())
        .map(|s| {
            format!(
                "{}: {} ({} {})",
                game_seat_name(lang, state, s),
                rumminy_tiles(&r.hands[s]),
                crate::say!(lang, "rumminy-penalty"),
                r.penalties.get(s).copied().unwrap_or(0)
            )
        })
        .collect()
}
