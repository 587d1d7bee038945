//! Rumino's sentences, in each language: its moves, how its hands and games end, the hands shown
//! (R18), eliminations and rebuys (R20, R21), who deals after a win (R7), and its refusals.

use crate::{
    cards::{Card, CardList},
    faces::words::pool_game_over,
    games::rumino::{GameEnd, GameResult, HandEnd, HandResult, Move, RuleError},
    i18n::{game_seat_name, Lang},
    table::TableState,
};

/// One public move, as a sentence.
#[must_use]
pub fn describe_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let name = |seat: usize| game_seat_name(lang, state, seat);
    match *m {
        Move::DrewStock { seat } => crate::say!(lang, "rumino-drew-stock", name = name(seat)),
        Move::TookDiscard { seat, card } => {
            crate::say!(lang, "rumino-took-discard", name = name(seat), card)
        }
        Move::Discarded {
            seat,
            card,
            timed_out,
        } => {
            let who = name(seat);
            match timed_out {
                false => crate::say!(lang, "rumino-discarded", who, card),
                true => crate::say!(lang, "rumino-ran-out-of-time-played", who, card),
            }
        }
        Move::Reshuffled => crate::say!(lang, "rumino-reshuffled").to_owned(),
        Move::Left { seat, .. } => crate::say!(lang, "rumino-left-the-game", name = name(seat)),
    }
}

/// How a hand ended, as a sentence.
#[must_use]
pub fn describe_hand_end(lang: Lang, state: &TableState, result: &HandResult) -> String {
    let name = |s: usize| game_seat_name(lang, state, s);
    match result.end {
        HandEnd::Knock(s) => crate::say!(lang, "rumino-hand-end-knock", name = name(s)),
        HandEnd::Gin(s) => crate::say!(lang, "rumino-gin", name = name(s)),
        HandEnd::Rumino(s) => crate::say!(lang, "rumino-hand-end-rumino", name = name(s)),
        HandEnd::ClaimedRumino(s) => crate::say!(lang, "rumino-claimed-rumino", name = name(s)),
        HandEnd::StockOut => crate::say!(lang, "rumino-stock-out").to_owned(),
        HandEnd::Abandoned => crate::say!(lang, "rumino-abandoned").to_owned(),
    }
}

/// Every hand shown at the end of a hand (R18), one line each.
#[must_use]
pub fn describe_hands(lang: Lang, state: &TableState, result: &HandResult) -> Vec<String> {
    result
        .hands
        .iter()
        .map(|h| {
            let lays: Vec<String> = h
                .arrangement
                .lays
                .iter()
                .map(|l| format!("[{}]", CardList(&l.cards)))
                .collect();
            let cards = hand_line(&lays, &h.arrangement.deadwood_cards);
            let (who, dw, pts, score) = (
                game_seat_name(lang, state, h.seat),
                h.arrangement.deadwood,
                h.points,
                h.score_after,
            );
            let (points, points_abs) = (format!("{pts:+}"), pts.unsigned_abs());
            if h.eliminated {
                crate::say!(
                    lang,
                    "rumino-hand-shown-eliminated",
                    who,
                    cards,
                    deadwood = dw,
                    points,
                    points_abs,
                    score
                )
            } else {
                crate::say!(
                    lang,
                    "rumino-hand-shown",
                    who,
                    cards,
                    deadwood = dw,
                    points,
                    points_abs,
                    score
                )
            }
        })
        .collect()
}

/// A hand as its lays (already bracketed) then its loose cards, single-spaced whichever is empty.
#[must_use]
pub fn hand_line(lays: &[String], loose: &[Card]) -> String {
    let loose = (!loose.is_empty()).then(|| CardList(loose).to_string());
    lays.iter()
        .cloned()
        .chain(loose)
        .collect::<Vec<_>>()
        .join(" ")
}

/// R7: the last game's winner, still at the table, deals the first hand of the next.
#[must_use]
pub fn describe_winner_deals(lang: Lang, state: &TableState, dealer: usize) -> String {
    let who = game_seat_name(lang, state, dealer);
    crate::say!(lang, "rumino-winner-deals-first", who)
}

/// What happened to a seat between hands (R20, R21), as a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Eliminated by the hand just scored, with this score.
    Eliminated { score: i32 },
    /// Bought back in for `cost` chips, re-entering at `score`.
    Rebought { cost: u64, score: i32 },
    /// Let the rebuy offer go: out of the game.
    DeclinedRebuy,
}

/// A seat's elimination or rebuy decision, as a sentence.
#[must_use]
pub fn describe_standing(lang: Lang, state: &TableState, seat: usize, what: Standing) -> String {
    let who = game_seat_name(lang, state, seat);
    match what {
        Standing::Eliminated { score } => crate::say!(lang, "rumino-eliminated", who, score),
        Standing::Rebought { cost, score } => {
            crate::say!(lang, "rumino-rebought", who, cost, score)
        }
        Standing::DeclinedRebuy => crate::say!(lang, "rumino-declined-rebuy", who),
    }
}

/// The end of a game, as a sentence.
#[must_use]
pub fn describe_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let why = match result.end {
        GameEnd::Rumino => Some(crate::say!(lang, "rumino-game-over-by-rumino")),
        GameEnd::ThreeGins => Some(crate::say!(lang, "rumino-game-over-by-three-gins")),
        GameEnd::LastPlayerStanding => Some(crate::say!(lang, "rumino-last-player-standing")),
        GameEnd::AllEliminated => Some(crate::say!(lang, "rumino-all-eliminated")),
        GameEnd::CancelledSettled => Some(crate::say!(lang, "rumino-cancelled-settled")),
        GameEnd::CancelledRefunded => None,
    };
    pool_game_over(lang, state, (&result.winners, &result.payouts), why)
}

/// A rule refusal, in `lang`.
#[must_use]
pub fn rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    match e {
        R::Refused(r) => crate::i18n::refusal(lang, r),
        R::NotInHand => crate::say!(lang, "rumino-refusal-out-of-this-hand").to_owned(),
        R::MustDrawFirst => crate::say!(lang, "rumino-refusal-draw-first").to_owned(),
        R::AlreadyDrew => crate::say!(lang, "rumino-refusal-already-drew").to_owned(),
        R::DiscardPileEmpty => crate::say!(lang, "rumino-refusal-discard-pile-empty").to_owned(),
        R::CardNotInHand(card) => crate::say!(lang, "rumino-refusal-card-not-in-hand", card),
        R::CannotDiscardTakenCard(card) => {
            crate::say!(lang, "rumino-refusal-cannot-discard-taken-card", card)
        }
        R::KnockTooHigh { limit, deadwood } => {
            crate::say!(lang, "rumino-refusal-knock-too-high", limit, deadwood)
        }
        R::NotGin { deadwood } => crate::say!(lang, "rumino-refusal-not-gin", deadwood),
        R::NotRumino => crate::say!(lang, "rumino-refusal-not-rumino").to_owned(),
        R::NoClaim => crate::say!(lang, "rumino-refusal-no-claim").to_owned(),
        R::NoRebuyOffer => crate::say!(lang, "rumino-refusal-no-rebuy-offer").to_owned(),
        R::AwaitingRebuys => crate::say!(lang, "rumino-refusal-awaiting-rebuys").to_owned(),
        R::BadDeckOrder => crate::say!(lang, "rumino-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "rumino-refusal-bad-player-count", players)
        }
    }
}

impl crate::i18n::GameWords for crate::games::rumino::RuminoGame {
    fn about(lang: Lang) -> &'static str {
        crate::say!(lang, "rumino-italian-knock-rummy-for-to")
    }

    fn rule_error(lang: Lang, e: &Self::Error) -> String {
        rule_error(lang, e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    #[test]
    fn hands_read_single_spaced_whichever_part_is_empty() {
        let loose = parse_cards("2♠ K♥").unwrap();
        let lays = vec!["[3♠ 4♠ 5♠]".to_owned()];
        assert_eq!(hand_line(&lays, &loose), "[3♠ 4♠ 5♠] 2♠ K♥");
        assert_eq!(hand_line(&lays, &[]), "[3♠ 4♠ 5♠]");
        assert_eq!(hand_line(&[], &loose), "2♠ K♥");
        assert_eq!(hand_line(&[], &[]), "");
    }
}
