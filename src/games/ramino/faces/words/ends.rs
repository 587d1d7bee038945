//! How a Ramino hand ends (a declaration, perhaps claimed, or the stock run out), the hands shown
//! then, and how the game ends with the pool paid.

use super::{ramino_card, ramino_cards, ramino_declaration, sort_for_reading};
use crate::{
    faces::words::{pool_game_over, WonBy},
    games::ramino::{GameEnd, GameResult, HandEnd, HandResult, RaminoOptions},
    i18n::{game_seat_name, Lang},
    table::TableState,
};

/// How a Ramino hand ended, as a sentence.
#[must_use]
pub fn ramino_hand_end(
    lang: Lang,
    state: &TableState,
    options: &RaminoOptions,
    result: &HandResult,
) -> String {
    let name = |seat: usize| game_seat_name(lang, state, seat);
    let winner = name(result.winner);
    let points = result.points;
    let declared = |declaration| ramino_declaration(lang, options, declaration);
    match &result.end {
        HandEnd::Declared {
            declarer,
            declaration,
            claim,
            ..
        } => {
            let declaration = declared(declaration);
            // Unclaimed, the declarer is the winner (T17).
            let Some(claim) = claim else {
                return crate::say!(lang, "ramino-won-declaring", winner, declaration, points);
            };
            crate::say!(
                lang,
                "ramino-won-after-claim",
                declarer = name(*declarer),
                declaration,
                claimer = name(claim.seat),
                card = ramino_card(options, claim.card),
                claimer_declaration = declared(&claim.declaration),
                winner,
                points
            )
        }
        HandEnd::StockOut { total, .. } => {
            crate::say!(lang, "ramino-won-stock-out", winner, total, points)
        }
    }
}

/// Every hand shown at the end of a Ramino hand (T20), one line each.
#[must_use]
pub fn ramino_hands(
    lang: Lang,
    state: &TableState,
    options: &RaminoOptions,
    result: &HandResult,
) -> Vec<String> {
    result
        .hands
        .iter()
        .map(|h| {
            let who = game_seat_name(lang, state, h.seat);
            let mut cards = h.cards.clone();
            sort_for_reading(options.pack, &mut cards);
            let total = result.scores.get(h.seat).copied().unwrap_or(0);
            let made = h
                .declaration
                .map(|d| format!(" — {}", ramino_declaration(lang, options, &d)))
                .unwrap_or_default();
            crate::say!(
                lang,
                "ramino-total",
                who,
                value = ramino_cards(options, &cards),
                value2 = h.value,
                made,
                total
            )
        })
        .collect()
}

/// The end of a Ramino game, as a sentence.
#[must_use]
pub fn ramino_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let why = match result.end {
        GameEnd::Target => Some(WonBy::Target.said(lang)),
        GameEnd::LastPlayerStanding => Some(WonBy::LastPlayerIn.said(lang)),
        GameEnd::CancelledSettled => Some(WonBy::HighestTotalAtCancel.said(lang)),
        GameEnd::CancelledRefunded => None,
    };
    pool_game_over(lang, state, (&result.winners, &result.payouts), why)
}
