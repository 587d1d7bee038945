//! How a Rummoli hand ends (someone went out, or deadlock) and how the game ends, with the stacks
//! returned.

use super::rummoli_chips;
use crate::{
    games::rummoli::{GameEnd, GameResult, HandEnd, HandResult, Seat},
    i18n::{game_seat_name, seat_names, Lang},
    table::TableState,
};

/// How a hand ended: `Hand 2: Anna went out.` / `Hand 2: deadlock, nobody could change colour.`
#[must_use]
pub fn rummoli_hand_end(lang: Lang, state: &TableState, r: &HandResult) -> String {
    match (r.end, lang) {
        (HandEnd::WentOut { seat }, Lang::En) => format!(
            "Hand {}: {} went out and took the Rummoli space.",
            r.hand_no,
            game_seat_name(lang, state, seat)
        ),
        (HandEnd::WentOut { seat }, Lang::It) => format!(
            "Mano {}: {} ha chiuso e prende la casella Rummoli.",
            r.hand_no,
            game_seat_name(lang, state, seat)
        ),
        (HandEnd::Deadlock, Lang::En) => format!(
            "Hand {}: deadlock — nobody could change colour; every card held paid 1 chip to Rummoli.",
            r.hand_no
        ),
        (HandEnd::Deadlock, Lang::It) => format!(
            "Mano {}: stallo — nessuno poteva cambiare colore; ogni carta in mano ha pagato 1 fiche al Rummoli.",
            r.hand_no
        ),
    }
}

/// The game's end: who finished with what.
#[must_use]
pub fn rummoli_game_over(lang: Lang, state: &TableState, r: &GameResult) -> String {
    let best = r.stacks.iter().copied().max().unwrap_or(0);
    let winners: Vec<Seat> = (0..r.stacks.len())
        .filter(|&s| r.stacks[s] == best)
        .collect();
    let stacks: Vec<String> = (0..r.stacks.len())
        .map(|s| {
            format!(
                "{} {}",
                game_seat_name(lang, state, s),
                rummoli_chips(lang, r.stacks[s])
            )
        })
        .collect();
    let why = match (r.end, lang) {
        (GameEnd::Cancelled, Lang::En) => "Game cancelled: the board was shared. ",
        (GameEnd::Cancelled, Lang::It) => "Partita annullata: il tabellone è stato diviso. ",
        (GameEnd::TooFewPlayers, Lang::En) => "Too few players could ante. ",
        (GameEnd::TooFewPlayers, Lang::It) => "Troppo pochi giocatori potevano pagare. ",
        (GameEnd::Hands, _) => "",
    };
    match lang {
        Lang::En => format!(
            "{why}{} finished with the most chips. Stacks returned: {}.",
            seat_names(lang, state, &winners),
            stacks.join(", ")
        ),
        Lang::It => format!(
            "{why}{} chiude con più fiches. Fiches restituite: {}.",
            seat_names(lang, state, &winners),
            stacks.join(", ")
        ),
    }
}
