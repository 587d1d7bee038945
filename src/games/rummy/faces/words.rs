//! Rummy's sentences, in each language: its moves, how its hands and games end, and what the
//! private hand and the table message say about it.

use crate::{
    cards::CardList,
    faces::words::{pool_game_over, WonBy},
    games::rummy::{self, GameEnd, GameResult, HandEnd, HandResult, Move, TableMeld},
    i18n::{describe_played_for_leaver, game_seat_name, Lang},
    pictures::words::{count, Noun},
    table::TableState,
};

/// Whether `seat` left the table's game: its turns are played for it, not timed out.
fn has_left(state: &TableState, seat: usize) -> bool {
    crate::games::hand_game::seat_left::<rummy::RummyGame>(state.game.as_ref(), seat)
}

/// One public move of a Rummy hand, as a sentence.
#[must_use]
pub fn rummy_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let name = |seat: usize| game_seat_name(lang, state, seat);
    match m {
        Move::DrewStock { seat } => crate::say!(lang, "rummy-drew-stock", player = name(*seat)),
        Move::TookDiscard { seat, card } => {
            crate::say!(lang, "rummy-took-discard", player = name(*seat), card)
        }
        Move::Melded { seat, meld, cards } => crate::say!(
            lang,
            "rummy-melded",
            player = name(*seat),
            cards = CardList(cards).to_string(),
            meld
        ),
        Move::LaidOff { seat, card, meld } => {
            crate::say!(lang, "rummy-laid-off", player = name(*seat), card, meld)
        }
        Move::Discarded {
            seat,
            card,
            timed_out: false,
        } => crate::say!(lang, "rummy-discarded", player = name(*seat), card),
        Move::Discarded { seat, card, .. } if has_left(state, *seat) => {
            describe_played_for_leaver(lang, state, *seat, &card.to_string())
        }
        Move::Discarded { seat, card, .. } => {
            crate::say!(
                lang,
                "rummy-timed-out-discarded",
                player = name(*seat),
                card
            )
        }
        Move::Reshuffled => crate::say!(lang, "rummy-reshuffled").to_owned(),
        Move::WentOut { seat, rummy: true } => {
            crate::say!(lang, "rummy-went-out-rummy", player = name(*seat))
        }
        Move::WentOut { seat, .. } => crate::say!(lang, "rummy-went-out", player = name(*seat)),
        Move::Dead => crate::say!(lang, "rummy-dead").to_owned(),
        Move::Left { seat } => crate::say!(lang, "rummy-left", player = name(*seat)),
    }
}

/// How a Rummy hand ended, as a sentence.
#[must_use]
pub fn rummy_hand_end(lang: Lang, state: &TableState, result: &HandResult) -> String {
    let points = result.points;
    match result.end {
        HandEnd::Out { seat, rummy: true } => crate::say!(
            lang,
            "rummy-out-with-rummy-scored",
            player = game_seat_name(lang, state, seat),
            points
        ),
        HandEnd::Out { seat, rummy: false } => crate::say!(
            lang,
            "rummy-out-scored",
            player = game_seat_name(lang, state, seat),
            points
        ),
        HandEnd::Dead => crate::say!(lang, "rummy-hand-dead").to_owned(),
    }
}

/// Every hand shown at the end of a Rummy hand, one line each.
#[must_use]
pub fn rummy_hands(lang: Lang, state: &TableState, result: &HandResult) -> Vec<String> {
    result
        .hands
        .iter()
        .map(|h| {
            let who = game_seat_name(lang, state, h.seat);
            let cards = if h.cards.is_empty() {
                "—".to_owned()
            } else {
                CardList(&h.cards).to_string()
            };
            let total = result.scores.get(h.seat).copied().unwrap_or(0);
            let points = count(lang, h.value, Noun::Point);
            crate::say!(lang, "rummy-total", who, cards, points, total)
        })
        .collect()
}

/// The end of a Rummy game, as a sentence.
#[must_use]
pub fn rummy_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let why = match result.end {
        GameEnd::Target => Some(WonBy::Target.said(lang)),
        GameEnd::Hands => Some(crate::say!(lang, "rummy-game-over-highest-total")),
        GameEnd::LastPlayerStanding => Some(WonBy::LastPlayerIn.said(lang)),
        GameEnd::CancelledSettled => Some(WonBy::HighestTotalAtCancel.said(lang)),
        GameEnd::CancelledRefunded => None,
    };
    pool_game_over(lang, state, (&result.winners, &result.payouts), why)
}

/// A meld on the table, with its number and owner: `2 · Bob: 7♥ 8♥ 9♥`.
#[must_use]
pub fn rummy_meld(lang: Lang, state: &TableState, meld: &TableMeld) -> String {
    format!(
        "`{}` · {}: {}",
        meld.id,
        game_seat_name(lang, state, meld.owner),
        CardList(&meld.faces())
    )
}

/// The short texts of Rummy's screens.
#[derive(Clone, Copy, Debug)]
pub enum RummyTx<'a> {
    Melds,
    NoMelds,
    YourCards(usize),
    MustUse(&'a str),
    YourTurnDraw,
    YourTurnPlay,
    Waiting(&'a str),
    TopAndStock {
        top: &'a str,
        stock: usize,
    },
    Target(u32),
    Hands(u32),
    MeldPlaceholder,
    LayOffPlaceholder,
    DiscardPlaceholder,
    LayOffOption {
        card: &'a str,
        meld: u32,
        owner: &'a str,
    },
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        score: u32,
        cards: usize,
        out: bool,
    },
}

/// A Rummy screen text in `lang`.
#[must_use]
pub fn rummy_tx(lang: Lang, t: &RummyTx<'_>) -> String {
    use RummyTx as T;
    match *t {
        T::Melds => crate::say!(lang, "rummy-melds").to_owned(),
        T::NoMelds => crate::say!(lang, "rummy-no-melds").to_owned(),
        T::YourCards(cards) => crate::say!(lang, "rummy-your-cards", cards),
        T::MustUse(card) => crate::say!(lang, "rummy-must-use-taken", card),
        T::YourTurnDraw => crate::say!(lang, "rummy-your-turn-draw").to_owned(),
        T::YourTurnPlay => crate::say!(lang, "rummy-your-turn-play").to_owned(),
        T::Waiting(player) => crate::say!(lang, "rummy-waiting-for", player),
        T::TopAndStock { top, stock } => crate::say!(lang, "rummy-discard-and-stock", top, stock),
        T::Target(points) => crate::say!(lang, "rummy-first-to-points-wins", points),
        T::Hands(hands) => crate::say!(lang, "rummy-hands-highest-total-wins", hands),
        T::MeldPlaceholder => crate::say!(lang, "rummy-meld-placeholder").to_owned(),
        T::LayOffPlaceholder => crate::say!(lang, "rummy-lay-off-placeholder").to_owned(),
        T::DiscardPlaceholder => crate::say!(lang, "rummy-discard-placeholder").to_owned(),
        T::LayOffOption { card, meld, owner } => {
            crate::say!(lang, "rummy-lay-off-option", card, meld, owner)
        }
        T::SeatLine {
            marker,
            n,
            name,
            score,
            cards,
            out,
        } => {
            let status = match out {
                true => crate::say!(lang, "rummy-seat-line-out").to_owned(),
                false => format!(" · {}", count(lang, cards as u64, Noun::Card)),
            };
            let score = crate::say!(lang, "rummy-seat-points", points = score);
            format!("{marker}{n}. **{name}** — {score}{status}")
        }
    }
}

/// A Rummy refusal, in `lang`.
#[must_use]
pub fn rummy_rule_error(lang: Lang, e: &rummy::RuleError) -> String {
    use rummy::RuleError as R;
    match e {
        R::Refused(r) => crate::i18n::refusal(lang, r),
        R::MustDrawFirst => crate::say!(lang, "rummy-refusal-draw-first").to_owned(),
        R::AlreadyDrew => crate::say!(lang, "rummy-refusal-already-drew").to_owned(),
        R::CardNotInHand(card) => crate::say!(lang, "rummy-refusal-card-not-in-hand", card),
        R::DuplicateCard(card) => crate::say!(lang, "rummy-refusal-card-named-twice", card),
        R::NotAMeld => crate::say!(lang, "rummy-refusal-not-a-meld").to_owned(),
        R::NoSuchMeld(meld) => crate::say!(lang, "rummy-refusal-no-such-meld", meld),
        R::CannotLayOff { card, meld } => {
            crate::say!(lang, "rummy-refusal-cannot-lay-off", card, meld)
        }
        R::CannotDiscardTakenCard(card) => {
            crate::say!(lang, "rummy-refusal-cannot-discard-taken-card", card)
        }
        R::DiscardMustMeld(card) => crate::say!(lang, "rummy-refusal-take-only-to-meld", card),
        R::MustUseTaken(card) => crate::say!(lang, "rummy-refusal-must-use-taken", card),
        R::MustDiscardToGoOut => {
            crate::say!(lang, "rummy-refusal-must-discard-to-go-out").to_owned()
        }
        R::DeadEnd(card) => crate::say!(lang, "rummy-refusal-dead-end", card),
        R::BadDeckOrder => crate::say!(lang, "rummy-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "rummy-refusal-bad-player-count", players)
        }
    }
}

impl crate::i18n::GameWords for crate::games::rummy::RummyGame {
    fn about(lang: Lang) -> &'static str {
        crate::say!(lang, "rummy-melds-on-the-table")
    }

    fn rule_error(lang: Lang, e: &Self::Error) -> String {
        rummy_rule_error(lang, e)
    }
}
