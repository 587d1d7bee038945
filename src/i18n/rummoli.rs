//! Rummoli's sentences, in each language: the board, what happened (the dealer's choice, the
//! auction, the poker part, the run-out and the chips it moved), how hands and games end, its
//! refusals, and what the private hand asks of a player.

use super::{
    chips, game_seat_name,
    names::{seat_names, within},
    narrate::en_verb,
    Lang,
};
use crate::{
    cards::{Card, CardList, Suit},
    games::rummoli::{
        Action, Category, Event, GameEnd, GameResult, HandEnd, HandResult, Holder, Reason,
        RuleError, Seat, Shown, Space,
    },
    table::TableState,
};

/// A count of chips with its word: `1 chip`, `12 chips` / `1 fiche`, `12 fiches`.
#[must_use]
pub fn rummoli_chips(lang: Lang, n: u64) -> String {
    let word = match (lang, n) {
        (Lang::En, 1) => "chip",
        (Lang::En, _) => "chips",
        (Lang::It, _) => "fiches",
    };
    let word = if lang == Lang::It && n == 1 {
        "fiche"
    } else {
        word
    };
    format!("{} {word}", chips(lang, n as i64))
}

/// The board, each space with its chips: `10♠ 3 · J♦ 3 · … · Poker 5 · Rummoli 12`.
#[must_use]
pub fn rummoli_board(board: &[u64; 9]) -> String {
    Space::ALL
        .iter()
        .map(|s| format!("{} **{}**", s.label(), board[s.index()]))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A poker hand's category, named.
#[must_use]
pub fn poker_category(lang: Lang, c: Category) -> &'static str {
    match (lang, c) {
        (Lang::En, _) => c.name(),
        (Lang::It, Category::HighCard) => "carta alta",
        (Lang::It, Category::Pair) => "coppia",
        (Lang::It, Category::TwoPair) => "doppia coppia",
        (Lang::It, Category::Trips) => "tris",
        (Lang::It, Category::Straight) => "scala",
        (Lang::It, Category::Flush) => "colore",
        (Lang::It, Category::FullHouse) => "full",
        (Lang::It, Category::Quads) => "poker",
        (Lang::It, Category::StraightFlush) => "scala colore",
    }
}

/// Each shown poker hand: `Anna: A♠ A♥ 9♣ 9♦ 2♠ (two pair)`.
#[must_use]
pub fn rummoli_shown(lang: Lang, state: &TableState, shown: &[Shown]) -> Vec<String> {
    shown
        .iter()
        .map(|h| {
            format!(
                "{}: {} ({})",
                game_seat_name(lang, state, h.seat),
                CardList(&h.cards),
                poker_category(lang, h.rank.category())
            )
        })
        .collect()
}

/// The run-out so far, one line per suit played, each play with who made it:
/// `♣ 5♣ Anna · 6♣ 7♣ Bob`.
#[must_use]
pub fn rummoli_runout(lang: Lang, state: &TableState, plays: &[(Seat, Vec<Card>)]) -> Vec<String> {
    [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
        .into_iter()
        .filter_map(|suit| {
            let parts: Vec<String> = plays
                .iter()
                .filter(|(_, cards)| cards.first().and_then(|c| c.suit()) == Some(suit))
                .map(|(seat, cards)| {
                    format!("{} {}", CardList(cards), game_seat_name(lang, state, *seat))
                })
                .collect();
            (!parts.is_empty()).then(|| format!("{} {}", suit.symbol(), parts.join(" · ")))
        })
        .collect()
}

/// A holder of chips inside a sentence: a player's name, or `the J♦ space`; `prep` is the Italian preposition
/// it follows (`da`, `a`), merged with the article for a space (`dalla casella J♦`).
fn holder(lang: Lang, state: &TableState, h: Holder, prep: &str) -> String {
    match (h, lang) {
        (Holder::Seat(s), Lang::En) => within(lang, game_seat_name(lang, state, s)).into_owned(),
        (Holder::Seat(s), Lang::It) => format!("{prep} {}", game_seat_name(lang, state, s)),
        (Holder::Space(space), Lang::En) => format!("the {} space", space.label()),
        (Holder::Space(space), Lang::It) => format!("{prep}lla casella {}", space.label()),
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

/// What the private hand and table message say about Rummoli.
pub enum RummoliTx<'a> {
    /// The dealer's choice (L9).
    DealerChoice,
    /// Waiting for the dealer's choice.
    DealerChoosing(&'a str),
    /// L10: the highest bid so far (`None`: none) and the bidder on turn.
    AuctionTurn {
        high: Option<(&'a str, u64)>,
        stack: u64,
    },
    AuctionWaiting {
        high: Option<(&'a str, u64)>,
        turn: &'a str,
    },
    /// L14: chips to call (0: nobody bet yet).
    BettingTurn {
        owed: u64,
        pot: u64,
    },
    BettingWaiting(&'a str),
    /// L16/L18: choose which lowest card to lead.
    LeadChoice,
    LeadWaiting(&'a str),
    /// A forced play is coming.
    PlayComing(&'a str),
    YourCards(usize),
    Widow(usize),
    /// Seat line: stack, cards held, out.
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        stack: u64,
        cards: usize,
        dealer: bool,
        out: Option<u64>,
    },
    HandOf {
        hand: u32,
        of: u32,
    },
    Footer {
        table: i64,
        buy_in: u64,
        betting: bool,
    },
    Bid(u64),
    Pass,
    Exchange,
    Auction,
    RunOut,
    Poker,
}

/// A Rummoli text in `lang`.
#[must_use]
pub fn rummoli_tx(lang: Lang, t: &RummoliTx<'_>) -> String {
    use RummoliTx as T;
    let c = |n: u64| rummoli_chips(lang, n);
    let en = lang == Lang::En;
    let high = |h: &Option<(&str, u64)>| match (h, en) {
        (Some((who, b)), true) => format!("highest bid {} by {who}", c(*b)),
        (Some((who, b)), false) => format!("offerta più alta {} di {who}", c(*b)),
        (None, true) => "no bid yet".to_owned(),
        (None, false) => "ancora nessuna offerta".to_owned(),
    };
    match t {
        T::DealerChoice if en => "**You deal.** Take the widow unseen (your hand becomes dead), or auction it: the highest bidder pays you.".to_owned(),
        T::DealerChoice => "**Sei di mano.** Prendi il monte senza guardarlo (la tua mano muore), o mettilo all'asta: chi offre di più ti paga.".to_owned(),
        T::DealerChoosing(who) if en => format!("{who} (dealer) chooses: exchange or auction."),
        T::DealerChoosing(who) => format!("{who} (mazziere) sceglie: cambio o asta."),
        T::AuctionTurn { high: h, stack } if en => format!(
            "**Your bid** for the widow: {}. You have {}. A pass is final.",
            high(h),
            c(*stack)
        ),
        T::AuctionTurn { high: h, stack } => format!(
            "**Tocca a te offrire** per il monte: {}. Hai {}. Chi passa non offre più.",
            high(h),
            c(*stack)
        ),
        T::AuctionWaiting { high: h, turn } if en => {
            format!("Auction of the widow: {}; {turn} to bid.", high(h))
        }
        T::AuctionWaiting { high: h, turn } => {
            format!("Asta del monte: {}; offre {turn}.", high(h))
        }
        T::BettingTurn { owed: 0, pot } if en => {
            format!("**Poker betting:** check, or bet 1 chip. Poker space: {}.", c(*pot))
        }
        T::BettingTurn { owed: 0, pot } => format!(
            "**Puntate del poker:** passa la parola, o punta 1 fiche. Casella Poker: {}.",
            c(*pot)
        ),
        T::BettingTurn { owed, pot } if en => format!(
            "**Poker betting:** {} to call; fold, call or raise 1. Poker space: {}.",
            c(*owed),
            c(*pot)
        ),
        T::BettingTurn { owed, pot } => format!(
            "**Puntate del poker:** {} per vedere; lascia, vedi o rilancia di 1. Casella Poker: {}.",
            c(*owed),
            c(*pot)
        ),
        T::BettingWaiting(who) if en => format!("Poker betting: {who} to act."),
        T::BettingWaiting(who) => format!("Puntate del poker: tocca a {who}."),
        T::LeadChoice if en => "**Your lead:** choose which of your lowest cards to lead.".to_owned(),
        T::LeadChoice => "**Tocca a te aprire:** scegli quale delle tue carte più basse giocare.".to_owned(),
        T::LeadWaiting(who) if en => format!("{who} chooses a lead."),
        T::LeadWaiting(who) => format!("{who} sceglie con che carta aprire."),
        T::PlayComing(who) if en => format!("Run-out: {who} plays next."),
        T::PlayComing(who) => format!("Giro: ora gioca {who}."),
        T::YourCards(n) if en => format!("Your cards ({n}):"),
        T::YourCards(n) => format!("Le tue carte ({n}):"),
        T::Widow(n) if en => format!("Widow: {n} cards, face down."),
        T::Widow(n) => format!("Monte: {n} carte coperte."),
        T::SeatLine {
            marker,
            n,
            name,
            stack,
            cards,
            dealer,
            out,
        } => {
            let d = if *dealer { " 🂠" } else { "" };
            match (out, en) {
                (Some(took), true) => format!("{marker}{n}. {name}{d} — out, took {}", c(*took)),
                (Some(took), false) => {
                    format!("{marker}{n}. {name}{d} — fuori, ha ripreso {}", c(*took))
                }
                (None, true) => format!("{marker}{n}. {name}{d} — {} · {cards} cards", c(*stack)),
                (None, false) => format!("{marker}{n}. {name}{d} — {} · {cards} carte", c(*stack)),
            }
        }
        T::HandOf { hand, of } if en => format!("Hand {hand} of {of}"),
        T::HandOf { hand, of } => format!("Mano {hand} di {of}"),
        T::Footer {
            table,
            buy_in,
            betting,
        } if en => format!(
            "Table #{table} · Rummoli · buy-in {} · poker: {}",
            c(*buy_in),
            if *betting { "betting" } else { "showdown" }
        ),
        T::Footer {
            table,
            buy_in,
            betting,
        } => format!(
            "Tavolo #{table} · Rummoli · ingresso {} · poker: {}",
            c(*buy_in),
            if *betting { "con puntate" } else { "carte scoperte" }
        ),
        T::Bid(n) if en => format!("Bid {}", c(*n)),
        T::Bid(n) => format!("Offri {}", c(*n)),
        T::Pass if en => "Pass".to_owned(),
        T::Pass => "Passo".to_owned(),
        T::Exchange if en => "Take the widow".to_owned(),
        T::Exchange => "Prendo il monte".to_owned(),
        T::Auction if en => "Auction it".to_owned(),
        T::Auction => "All'asta".to_owned(),
        T::RunOut if en => "Run-out".to_owned(),
        T::RunOut => "Giro".to_owned(),
        T::Poker if en => "Poker".to_owned(),
        T::Poker => "Poker".to_owned(),
    }
}

/// The name of a betting action on its button.
#[must_use]
pub fn rummoli_bet_label(lang: Lang, a: &Action) -> &'static str {
    match (lang, a) {
        (Lang::En, Action::Check) => "Check",
        (Lang::En, Action::Bet) => "Bet 1",
        (Lang::En, Action::Call) => "Call",
        (Lang::En, Action::Raise) => "Raise 1",
        (Lang::En, Action::Fold) => "Fold",
        (Lang::It, Action::Check) => "Parola",
        (Lang::It, Action::Bet) => "Punto 1",
        (Lang::It, Action::Call) => "Vedo",
        (Lang::It, Action::Raise) => "Rilancio 1",
        (Lang::It, Action::Fold) => "Lascio",
        _ => "",
    }
}

/// A Rummoli refusal, in `lang`.
#[must_use]
pub fn rummoli_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::NoSuchSeat(n) => format!("A questo tavolo non c'è il posto {n}."),
        R::OutOfGame => "Sei fuori da questa partita, quindi non puoi giocare.".to_owned(),
        R::NotInHand => "Non sei tra i giocatori di questa mano.".to_owned(),
        R::NotYourTurn(seat) => format!("Non tocca a te: aspetta chi siede al posto {}.", seat + 1),
        R::NobodyToAct => "Adesso nessuno deve decidere.".to_owned(),
        R::NoHandInPlay => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::WrongStage(_) => "Adesso non puoi farlo: usa i pulsanti della tua mano.".to_owned(),
        R::BidTooLow(min) => format!("Offri almeno {}, o passa.", rummoli_chips(lang, *min)),
        R::BidOverStack(stack) => format!(
            "Hai solo {}: non puoi offrire di più.",
            rummoli_chips(lang, *stack)
        ),
        R::NotEnoughChips(stack) => format!(
            "Non hai le fiches per farlo: ne hai {}.",
            rummoli_chips(lang, *stack)
        ),
        R::RaiseCap => {
            "Le puntate sono al massimo: una puntata e 3 rilanci. Vedi o lascia.".to_owned()
        }
        R::NotALead(list) => format!("Puoi aprire solo con una delle tue carte più basse: {list}."),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::AlreadyLeft => "Hai già lasciato questa partita.".to_owned(),
        R::AwaitingDeal => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::NotAwaitingDeal => "La partita non aspetta una distribuzione.".to_owned(),
        R::GameOver => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione richiede il mazzo di 52 carte.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 8 giocatori; ce ne sono {n}."),
        R::BadBuyIn => {
            "La quota d'ingresso deve essere di almeno 9 fiches, una per casella.".to_owned()
        }
    }
}
