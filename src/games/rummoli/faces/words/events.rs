//! The narration of a Rummoli game: each public happening (the dealer's choice, the auction, the
//! poker part, the run-out and the chips it moved) as a sentence.

use super::rummoli_chips;
use crate::{
    cards::CardList,
    games::rummoli::{Action, Event, Holder, Reason, Seat},
    i18n::{game_seat_name, seat_names, Lang},
    table::TableState,
};

/// A betting action, as a sentence about `player`.
fn poker_action(lang: Lang, player: &str, a: &Action) -> String {
    match a {
        Action::Check => crate::say!(lang, "rummoli-checks", player),
        Action::Bet => crate::say!(lang, "rummoli-bets-1-chip", player),
        Action::Call => crate::say!(lang, "rummoli-calls", player),
        Action::Raise => crate::say!(lang, "rummoli-raises-1-chip", player),
        Action::Fold => crate::say!(lang, "rummoli-folds", player),
        // Only betting actions are told as poker moves.
        _ => format!("{player} ."),
    }
}

/// One public happening of a Rummoli game, as a sentence; `None` for what the table shows
/// elsewhere (deals, hand and game ends).
#[must_use]
pub fn rummoli_event(lang: Lang, state: &TableState, e: &Event) -> Option<String> {
    let name = |s: Seat| game_seat_name(lang, state, s);
    Some(match e {
        Event::Exchanged { dealer } => {
            crate::say!(lang, "rummoli-took-widow-unseen", player = name(*dealer))
        }
        Event::AuctionOpened { dealer } => {
            crate::say!(lang, "rummoli-auctions-widow", player = name(*dealer))
        }
        Event::Bid { seat, chips: c } => crate::say!(
            lang,
            "rummoli-bids",
            player = name(*seat),
            chips = rummoli_chips(lang, *c)
        ),
        Event::Passed { seat } => crate::say!(lang, "rummoli-passes", player = name(*seat)),
        Event::WidowSold { seat, price } => crate::say!(
            lang,
            "rummoli-buys-widow",
            player = name(*seat),
            chips = rummoli_chips(lang, *price)
        ),
        Event::WidowDead => crate::say!(lang, "rummoli-widow-dead").to_owned(),
        Event::Poker { seat, action } => poker_action(lang, &name(*seat), action),
        Event::PokerWon { winners, shown } => {
            let (count, winners) = (winners.len(), seat_names(lang, state, winners));
            if shown.is_empty() {
                crate::say!(lang, "rummoli-poker-won-unshown", winners, count)
            } else {
                crate::say!(lang, "rummoli-poker-won", winners, count)
            }
        }
        Event::Played { seat, cards } => crate::say!(
            lang,
            "rummoli-plays",
            player = name(*seat),
            cards = CardList(cards).to_string()
        ),
        Event::TimedOut { seat } => {
            crate::say!(lang, "rummoli-timed-out", player = name(*seat))
        }
        Event::Left { seat } => crate::say!(lang, "rummoli-left", player = name(*seat)),
        Event::Out { seat, stack } => crate::say!(
            lang,
            "rummoli-out-takes-stack",
            player = name(*seat),
            chips = rummoli_chips(lang, *stack)
        ),
        Event::Chips(t) => {
            let chips = rummoli_chips(lang, t.chips);
            // The engine moves chips only so; antes and poker bets are shown on the board.
            match (t.reason, t.from, t.to) {
                (Reason::Auction, Holder::Seat(payer), Holder::Seat(dealer)) => crate::say!(
                    lang,
                    "rummoli-pays-dealer-for-widow",
                    payer = name(payer),
                    chips,
                    dealer = name(dealer)
                ),
                (
                    Reason::PokerWin | Reason::PayCard | Reason::RummoliSpace,
                    Holder::Space(space),
                    Holder::Seat(taker),
                ) => crate::say!(
                    lang,
                    "rummoli-collects-from-space",
                    taker = name(taker),
                    chips,
                    space = space.label()
                ),
                (Reason::GoingOut, Holder::Seat(payer), Holder::Seat(taker)) => crate::say!(
                    lang,
                    "rummoli-pays-for-cards-held",
                    payer = name(payer),
                    taker = name(taker),
                    chips
                ),
                (Reason::Deadlock, Holder::Seat(payer), Holder::Space(space)) => crate::say!(
                    lang,
                    "rummoli-pays-space-deadlock",
                    payer = name(payer),
                    chips,
                    space = space.label()
                ),
                (Reason::FinalDeal, Holder::Space(space), Holder::Seat(taker)) => crate::say!(
                    lang,
                    "rummoli-takes-from-space",
                    taker = name(taker),
                    chips,
                    space = space.label()
                ),
                _ => return None,
            }
        }
        Event::FinalDeal { winners, .. } => {
            let (count, winners) = (winners.len(), seat_names(lang, state, winners));
            crate::say!(lang, "rummoli-final-deal", winners, count)
        }
        Event::Dealt { .. } | Event::HandEnded { .. } | Event::GameOver { .. } => return None,
    })
}
