//! Each public move of a Ramino hand, as a sentence.

use super::ramino_card;
use crate::{
    cards::Card,
    games::ramino::{Move, RaminoOptions},
    i18n::{describe_played_for_leaver, en_verb, game_seat_name, Lang},
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
    let en = lang == Lang::En;
    match m {
        Move::DrewStock { seat, .. } if en => format!("{} drew from the stock.", name(*seat)),
        Move::DrewStock { seat, .. } => format!("{} ha pescato dal mazzo.", name(*seat)),
        Move::TookDiscard { seat, card: c } if en => {
            format!("{} took {} from the discard pile.", name(*seat), card(c))
        }
        Move::TookDiscard { seat, card: c } => {
            format!("{} ha preso {} dagli scarti.", name(*seat), card(c))
        }
        Move::Discarded {
            seat,
            card: c,
            timed_out: false,
        } if en => format!("{} discarded {}.", name(*seat), card(c)),
        Move::Discarded {
            seat,
            card: c,
            timed_out: false,
        } => format!("{} ha scartato {}.", name(*seat), card(c)),
        Move::Discarded { seat, card: c, .. } if has_left(state, *seat) => {
            describe_played_for_leaver(lang, state, *seat, &card(c))
        }
        Move::Discarded { seat, card: c, .. } if en => format!(
            "{} ran out of time: played for, discarded {}.",
            name(*seat),
            card(c)
        ),
        Move::Discarded { seat, card: c, .. } => format!(
            "{} ha finito il tempo: si è giocato per lui, scartando {}.",
            name(*seat),
            card(c)
        ),
        Move::Declared { seat } if en => {
            let who = name(*seat);
            format!(
                "{who} {} a winning hand!",
                en_verb(&who, "declare", "declares")
            )
        }
        Move::Declared { seat } => format!("{} dichiara una mano vincente!", name(*seat)),
        Move::Claimed { seat } if en => {
            let who = name(*seat);
            format!(
                "{who} {} the discard: it completes {} hand!",
                en_verb(&who, "claim", "claims"),
                en_verb(&who, "your", "their")
            )
        }
        Move::Claimed { seat } => {
            format!("{} reclama lo scarto: gli completa la mano!", name(*seat))
        }
        Move::StockOut if en => {
            "The stock is empty and nobody declared: the highest total in hand wins.".to_owned()
        }
        Move::StockOut => {
            "Il mazzo è finito e nessuno ha dichiarato: vince il totale più alto in mano."
                .to_owned()
        }
        Move::Left { seat } if en => format!(
            "{} left the game: played for until the hand ends.",
            name(*seat)
        ),
        Move::Left { seat } => format!(
            "{} ha lasciato la partita: si gioca per lui fino alla fine della mano.",
            name(*seat)
        ),
    }
}
