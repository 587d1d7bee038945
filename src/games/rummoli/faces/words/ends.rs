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
    match r.end {
        HandEnd::WentOut { seat } => crate::say!(
            lang,
            "rummoli-went-out",
            hand_no = r.hand_no,
            game_seat_name = game_seat_name(lang, state, seat)
        ),
        HandEnd::Deadlock => crate::say!(lang, "rummoli-deadlock", hand_no = r.hand_no),
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
    let why = match r.end {
        GameEnd::Hands => "",
        GameEnd::Cancelled => crate::say!(lang, "rummoli-cancelled-board-shared"),
        GameEnd::TooFewPlayers => crate::say!(lang, "rummoli-too-few-could-ante"),
    };
    crate::say!(
        lang,
        "rummoli-finished-with-the-most-chips",
        why,
        value = seat_names(lang, state, &winners),
        value2 = stacks.join(", ")
    )
}
