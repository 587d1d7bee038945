//! Each public move of a Ramino hand, as a sentence.

use super::ramino_card;
use crate::{
    cards::Card,
    games::ramino::{Move, RaminoOptions},
    i18n::{describe_played_for_leaver, game_seat_name, Lang},
    table::TableState,
};

/// Whether `seat` left the table's game: its turns are played for it, not timed out.
fn has_left(state: &TableState, seat: usize) -> bool {
    crate::games::hand_game::seat_left::<crate::games::ramino::RaminoGame>(
        state.game.as_ref(),
        seat,
    )
}

/// One public move of a Ramino hand, as a sentence. A claim names no card held (T20): the hands
/// are shown when the hand ends.
#[must_use]
pub fn ramino_move(lang: Lang, state: &TableState, options: &RaminoOptions, m: &Move) -> String {
    let name = |seat: usize| game_seat_name(lang, state, seat);
    let card = |c: &Card| ramino_card(options, *c);
    match m {
        Move::DrewStock { seat, .. } => {
            crate::say!(lang, "ramino-drew-stock", player = name(*seat))
        }
        Move::TookDiscard { seat, card: c } => {
            crate::say!(
                lang,
                "ramino-took-discard",
                player = name(*seat),
                card = card(c)
            )
        }
        Move::Discarded {
            seat,
            card: c,
            timed_out: false,
        } => crate::say!(
            lang,
            "ramino-discarded",
            player = name(*seat),
            card = card(c)
        ),
        Move::Discarded { seat, card: c, .. } if has_left(state, *seat) => {
            describe_played_for_leaver(lang, state, *seat, &card(c))
        }
        Move::Discarded { seat, card: c, .. } => crate::say!(
            lang,
            "ramino-timed-out-discarded",
            player = name(*seat),
            card = card(c)
        ),
        Move::Declared { seat } => crate::say!(lang, "ramino-declared", player = name(*seat)),
        Move::Claimed { seat } => crate::say!(lang, "ramino-claimed", player = name(*seat)),
        Move::StockOut => crate::say!(lang, "ramino-stock-out").to_owned(),
        Move::Left { seat } => crate::say!(lang, "ramino-left", player = name(*seat)),
    }
}
