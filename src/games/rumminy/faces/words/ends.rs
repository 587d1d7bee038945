//! How a Rumminy game ends: why and who won with each seat's points, where the pool went, and
//! the hands left with their penalties.

use super::rumminy_tiles;
use crate::{
    games::rumminy::{GameEnd, GameResult, Seat},
    i18n::{en_verb, game_seat_name, seat_names, seat_names_within, Lang},
    table::TableState,
};

/// How the game ended and who won, with each seat's points (N15–N18).
#[must_use]
pub fn rumminy_game_over(lang: Lang, state: &TableState, r: &GameResult) -> String {
    let winners = seat_names(lang, state, &r.winners);
    let why = match (r.end, lang) {
        (GameEnd::WentOut, Lang::It) => format!("{winners} chiude e vince"),
        (GameEnd::Blocked, Lang::It) if r.winners.len() > 1 => format!(
            "Pozzo finito e tutti hanno passato: pareggio tra {winners} (penalità più bassa)"
        ),
        (GameEnd::Blocked, Lang::It) => {
            format!("Pozzo finito e tutti hanno passato: vince {winners} con la penalità più bassa")
        }
        (GameEnd::LastPlayer, Lang::It) => {
            format!("Vince {winners}: gli altri hanno perso a tavolino")
        }
        (GameEnd::CancelledRefunded, Lang::It) => {
            return "Partita annullata: poste restituite.".to_owned()
        }
        (GameEnd::WentOut, _) => format!("{winners} went out and won"),
        (GameEnd::Blocked, _) if r.winners.len() > 1 => {
            format!("The stock ran out and everybody passed: {winners} tie with the lowest penalty")
        }
        (GameEnd::Blocked, _) => {
            format!("The stock ran out and everybody passed: {winners} won with the lowest penalty")
        }
        (GameEnd::LastPlayer, _) => {
            format!("{winners} won: everybody else forfeited")
        }
        (GameEnd::CancelledRefunded, _) => return "Game cancelled: stakes refunded.".to_owned(),
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
    let names = seat_names(lang, state, &seats);
    let to_names = seat_names_within(lang, state, &seats);
    let chips = match paid {
        1 => crate::say!(lang, "rumminy-chip").to_owned(),
        n => crate::say!(lang, "rumminy-chips", n),
    };
    let refund = r.payouts.iter().any(|p| p.refund);
    Some(match (lang, refund, seats.as_slice()) {
        (Lang::It, true, _) => format!("Le poste ({chips}) tornano a {names}."),
        (Lang::It, false, [_]) => format!("{names} prende il piatto di {chips}."),
        (Lang::It, false, _) => format!("{names} si dividono il piatto di {chips}."),
        (_, true, _) => format!("The stakes ({chips}) go back to {to_names}."),
        (_, false, [_]) => format!(
            "{names} {} the pool of {chips}.",
            en_verb(&names, "take", "takes")
        ),
        (_, false, _) => format!("{names} split the pool of {chips}."),
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
