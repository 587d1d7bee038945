//! The narration of a Rumminy game as it is played: the draw for who starts, the deal, each
//! public move, and the tile your own pass drew.

use super::{rumminy_tile, rumminy_tiles};
use crate::{
    games::rumminy::{tile::Tile, Move, Seat},
    i18n::{drawn_by_seat, en_verb, game_seat_name, Lang, YOU},
    table::TableState,
};

/// A public move (N20): a commit names the tiles placed, a pass only whether it drew.
#[must_use]
pub fn rumminy_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let who = |s: Seat| game_seat_name(lang, state, s).into_owned();
    match (m, lang) {
        (Move::Played { seat, placed }, Lang::It) => format!(
            "{} cala {} ({} tesser{})",
            who(*seat),
            rumminy_tiles(placed),
            placed.len(),
            if placed.len() == 1 { "a" } else { "e" }
        ),
        (Move::Passed { seat, drew: true }, Lang::It) => {
            format!("{} passa e pesca una tessera", who(*seat))
        }
        (Move::Passed { seat, drew: false }, Lang::It) => {
            format!("{} passa (il pozzo è vuoto)", who(*seat))
        }
        (Move::TimedOut { seat }, Lang::It) => format!(
            "Tempo scaduto per {}: la bozza è annullata e il turno passa",
            who(*seat)
        ),
        (Move::Forfeited { seat, left: true }, Lang::It) => {
            format!("{} ha lasciato la partita e perde a tavolino", who(*seat))
        }
        (Move::Forfeited { seat, left: false }, Lang::It) => format!(
            "{} ha lasciato scadere tre turni di fila e perde a tavolino",
            who(*seat)
        ),
        (Move::Played { seat, placed }, _) => format!(
            "{} {} {} ({} tile{})",
            who(*seat),
            en_verb(&who(*seat), "place", "places"),
            rumminy_tiles(placed),
            placed.len(),
            if placed.len() == 1 { "" } else { "s" }
        ),
        (Move::Passed { seat, drew: true }, _) => format!(
            "{} {} and {} a tile",
            who(*seat),
            en_verb(&who(*seat), "pass", "passes"),
            en_verb(&who(*seat), "draw", "draws")
        ),
        (Move::Passed { seat, drew: false }, _) => format!(
            "{} {} (the stock is empty)",
            who(*seat),
            en_verb(&who(*seat), "pass", "passes")
        ),
        (Move::TimedOut { seat }, _) if who(*seat) == YOU => {
            "Your time ran out: your draft is dropped and the turn passes".to_owned()
        }
        (Move::TimedOut { seat }, _) => format!(
            "Time ran out for {}: the draft is dropped and the turn passes",
            who(*seat)
        ),
        (Move::Forfeited { seat, left: true }, _) => format!(
            "{} left the game and {}",
            who(*seat),
            en_verb(&who(*seat), "forfeit", "forfeits")
        ),
        (Move::Forfeited { seat, left: false }, _) => format!(
            "{} timed out three turns in a row and {}",
            who(*seat),
            en_verb(&who(*seat), "forfeit", "forfeits")
        ),
    }
}

/// Your pass, with the tile it drew, which only you see (N12).
#[must_use]
pub fn rumminy_own_draw(lang: Lang, tile: Tile) -> String {
    crate::say!(lang, "rumminy-forfeited", value = rumminy_tile(tile))
}

/// N3: the tiles each seat drew (again after a joker or a tie for the highest), and who plays
/// first.
#[must_use]
pub fn rumminy_start_draw(
    lang: Lang,
    state: &TableState,
    draws: &[Vec<Tile>],
    starter: Seat,
) -> String {
    let draws: Vec<Vec<String>> = draws
        .iter()
        .map(|tiles| tiles.iter().map(|&t| rumminy_tile(t)).collect())
        .collect();
    let drawn = drawn_by_seat(lang, state, &draws);
    let who = game_seat_name(lang, state, starter);
    match lang {
        Lang::It => format!(
            "Tessere pescate per scegliere chi inizia: {drawn}. Inizia {who}, con il numero più alto."
        ),
        _ => format!(
            "Tiles drawn to choose who starts: {drawn}. {who} {} first, with the highest number.",
            en_verb(&who, "play", "plays")
        ),
    }
}

/// The deal (N3): the game's number at the table, the tiles each player gets, who plays first.
#[must_use]
pub fn rumminy_dealt(lang: Lang, state: &TableState, starter: Seat, hand_size: usize) -> String {
    let who = game_seat_name(lang, state, starter);
    let n = state.game_no;
    match lang {
        Lang::It => format!("— Partita {n} — {hand_size} tessere a testa; inizia {who}."),
        _ => format!(
            "— Game {n} — {hand_size} tiles each; {who} {} first.",
            en_verb(&who, "play", "plays")
        ),
    }
}
