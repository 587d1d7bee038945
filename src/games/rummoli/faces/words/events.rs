//! The narration of a Rummoli game: each public happening (the dealer's choice, the auction, the
//! poker part, the run-out and the chips it moved) as a sentence.

use super::rummoli_chips;
use crate::{
    cards::CardList,
    games::rummoli::{Action, Event, Holder, Reason, Seat},
    i18n::{en_verb, game_seat_name, seat_names, within, Lang},
    table::TableState,
};

/// A holder of chips inside a sentence: a player's name, or `the J♦ space`; `prep` is the Italian preposition
/// it follows (`da`, `a`), merged with the article for a space (`dalla casella J♦`).
fn holder(lang: Lang, state: &TableState, h: Holder, prep: &str) -> String {
    match (h, lang) {
        (Holder::Seat(s), Lang::It) => format!("{prep} {}", game_seat_name(lang, state, s)),
        (Holder::Space(space), Lang::It) => format!("{prep}lla casella {}", space.label()),
        (Holder::Seat(s), _) => within(lang, game_seat_name(lang, state, s)).into_owned(),
        (Holder::Space(space), _) => format!("the {} space", space.label()),
    }
}

/// A betting action after its player's name: `who` checks (English agrees with "You").
fn poker_action(lang: Lang, who: &str, a: &Action) -> &'static str {
    let en = |base, third| en_verb(who, base, third);
    match (lang, a) {
        (Lang::En, Action::Check) => en("check", "checks"),
        (Lang::En, Action::Bet) => en("bet 1 chip", "bets 1 chip"),
        (Lang::En, Action::Call) => en("call", "calls"),
        (Lang::En, Action::Raise) => en("raise 1 chip", "raises 1 chip"),
        (Lang::En, Action::Fold) => en("fold", "folds"),
        (Lang::It, Action::Check) => "passa la parola",
        (Lang::It, Action::Bet) => "punta 1 fiche",
        (Lang::It, Action::Call) => "vede",
        (Lang::It, Action::Raise) => "rilancia di 1 fiche",
        (Lang::It, Action::Fold) => "lascia",
        _ => "",
    }
}

/// An English verb for `n` winners named `who`: `base` for "You", `third` for one other,
/// `plural` for several.
fn agree<'a>(who: &str, n: usize, base: &'a str, third: &'a str, plural: &'a str) -> &'a str {
    if n == 1 {
        en_verb(who, base, third)
    } else {
        plural
    }
}

/// The seat at either end of a movement (a space reads as no seat, `usize::MAX`, never named).
fn seat_of(h: Holder) -> Seat {
    match h {
        Holder::Seat(s) => s,
        Holder::Space(_) => usize::MAX,
    }
}

/// One public happening of a Rummoli game, as a sentence; `None` for what the table shows
/// elsewhere (deals, hand and game ends).
#[must_use]
pub fn rummoli_event(lang: Lang, state: &TableState, e: &Event) -> Option<String> {
    let name = |s: Seat| game_seat_name(lang, state, s);
    let en = lang == Lang::En;
    Some(match e {
        Event::Exchanged { dealer } if en => {
            let who = name(*dealer);
            format!(
                "{who} took the widow unseen; {} own hand is dead.",
                en_verb(&who, "your", "their")
            )
        }
        Event::Exchanged { dealer } => {
            format!(
                "{} ha preso il monte senza guardarlo; la sua mano è morta.",
                name(*dealer)
            )
        }
        Event::AuctionOpened { dealer } if en => {
            let who = name(*dealer);
            format!("{who} {} the widow.", en_verb(&who, "auction", "auctions"))
        }
        Event::AuctionOpened { dealer } => format!("{} mette all'asta il monte.", name(*dealer)),
        Event::Bid { seat, chips: c } if en => {
            let who = name(*seat);
            format!(
                "{who} {} {}.",
                en_verb(&who, "bid", "bids"),
                rummoli_chips(lang, *c)
            )
        }
        Event::Bid { seat, chips: c } => {
            format!("{} offre {}.", name(*seat), rummoli_chips(lang, *c))
        }
        Event::Passed { seat } if en => {
            let who = name(*seat);
            format!("{who} {}.", en_verb(&who, "pass", "passes"))
        }
        Event::Passed { seat } => format!("{} passa.", name(*seat)),
        Event::WidowSold { seat, price } if en => {
            let who = name(*seat);
            format!(
                "{who} {} the widow for {}.",
                en_verb(&who, "buy", "buys"),
                rummoli_chips(lang, *price)
            )
        }
        Event::WidowSold { seat, price } => format!(
            "{} compra il monte per {}.",
            name(*seat),
            rummoli_chips(lang, *price)
        ),
        Event::WidowDead if en => "Nobody bid: the widow is dead.".to_owned(),
        Event::WidowDead => "Nessuna offerta: il monte è morto.".to_owned(),
        Event::Poker { seat, action } => {
            let who = name(*seat);
            format!("{who} {}.", poker_action(lang, &who, action))
        }
        Event::PokerWon { winners, shown } if en => {
            let who = seat_names(lang, state, winners);
            format!(
                "Poker: {who} {} the Poker space{}.",
                agree(&who, winners.len(), "win", "wins", "share"),
                if shown.is_empty() { ", unshown" } else { "" }
            )
        }
        Event::PokerWon { winners, shown } => format!(
            "Poker: {} {} la casella Poker{}.",
            seat_names(lang, state, winners),
            if winners.len() == 1 {
                "vince"
            } else {
                "si dividono"
            },
            if shown.is_empty() {
                " senza mostrare"
            } else {
                ""
            }
        ),
        Event::Played { seat, cards } if en => {
            let who = name(*seat);
            format!(
                "{who} {} {}.",
                en_verb(&who, "play", "plays"),
                CardList(cards)
            )
        }
        Event::Played { seat, cards } => format!("{} gioca {}.", name(*seat), CardList(cards)),
        Event::TimedOut { seat } if en => {
            format!("{} ran out of time: played for.", name(*seat))
        }
        Event::TimedOut { seat } => {
            format!("{} ha finito il tempo: si è giocato per lui.", name(*seat))
        }
        Event::Left { seat } if en => format!("{} left the game.", name(*seat)),
        Event::Left { seat } => format!("{} ha lasciato la partita.", name(*seat)),
        Event::Out { seat, stack } if en => {
            let who = name(*seat);
            format!(
                "{who} {} out and {} {} back.",
                en_verb(&who, "are", "is"),
                en_verb(&who, "take", "takes"),
                rummoli_chips(lang, *stack)
            )
        }
        Event::Out { seat, stack } => format!(
            "{} è fuori e si riprende {}.",
            name(*seat),
            rummoli_chips(lang, *stack)
        ),
        Event::Chips(t) => {
            let n = rummoli_chips(lang, t.chips);
            let payer = game_seat_name(lang, state, seat_of(t.from));
            let taker = game_seat_name(lang, state, seat_of(t.to));
            let (from, to) = (
                holder(lang, state, t.from, "da"),
                holder(lang, state, t.to, "a"),
            );
            match (t.reason, en) {
                (Reason::Auction, true) => {
                    format!(
                        "{payer} {} {n} to the dealer, {}.",
                        en_verb(&payer, "pay", "pays"),
                        within(lang, taker)
                    )
                }
                (Reason::Auction, false) => format!("{payer} paga {n} al mazziere, {taker}."),
                (Reason::PokerWin | Reason::PayCard | Reason::RummoliSpace, true) => {
                    format!(
                        "{taker} {} {n} from {from}.",
                        en_verb(&taker, "collect", "collects")
                    )
                }
                (Reason::PokerWin | Reason::PayCard | Reason::RummoliSpace, false) => {
                    format!("{taker} incassa {n} {from}.")
                }
                (Reason::GoingOut, true) => {
                    format!(
                        "{payer} {} {} {n}, one per card held.",
                        en_verb(&payer, "pay", "pays"),
                        within(lang, taker)
                    )
                }
                (Reason::GoingOut, false) => {
                    format!("{payer} paga {n} a {taker}, una per carta in mano.")
                }
                (Reason::Deadlock, true) => {
                    format!(
                        "{payer} {} {n} to {to}, one per card.",
                        en_verb(&payer, "pay", "pays")
                    )
                }
                (Reason::Deadlock, false) => format!("{payer} paga {n} {to}, una per carta."),
                (Reason::FinalDeal, true) => {
                    format!(
                        "{taker} {} {n} from {from}.",
                        en_verb(&taker, "take", "takes")
                    )
                }
                (Reason::FinalDeal, false) => format!("{taker} prende {n} {from}."),
                (Reason::Ante | Reason::PokerBet, _) => return None,
            }
        }
        Event::FinalDeal { winners, .. } if en => {
            let who = seat_names(lang, state, winners);
            format!(
                "Final deal: {who} {} the board.",
                agree(&who, winners.len(), "take", "takes", "share")
            )
        }
        Event::FinalDeal { winners, .. } => format!(
            "Ultima distribuzione: {} {} il tabellone.",
            seat_names(lang, state, winners),
            if winners.len() == 1 {
                "prende"
            } else {
                "si dividono"
            }
        ),
        Event::Dealt { .. } | Event::HandEnded { .. } | Event::GameOver { .. } => return None,
    })
}
