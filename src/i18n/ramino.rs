//! Tuscan Ramino's sentences, in each language: its moves, declarations, how its hands and games
//! end, its refusals, and what the private hand and the table message say about it. Cards are
//! written in the table's pack (`F♠`, `U♦`), suits named as the table chose (T1, T22).

use super::{game_seat_name, narrate::en_verb, Lang};
use crate::{
    cards::{Card, Suit},
    games::ramino::{
        cards::suit_name, Declaration, GameEnd, GameResult, HandEnd, HandResult, Move, PackCard,
        PackCards, PackKind, RaminoOptions, RuleError,
    },
    table::TableState,
};

/// One card as the table shows it.
#[must_use]
pub fn ramino_card(options: &RaminoOptions, card: Card) -> String {
    PackCard {
        pack: options.pack,
        card,
    }
    .to_string()
}

/// Cards as the table shows them, separated by spaces; `—` for none.
#[must_use]
pub fn ramino_cards(options: &RaminoOptions, cards: &[Card]) -> String {
    if cards.is_empty() {
        return "—".to_owned();
    }
    PackCards {
        pack: options.pack,
        cards,
    }
    .to_string()
}

/// The suits' names at this table: `♠ picche · ♣ fiori · ♦ quadri · ♥ cuori` (T4 order).
#[must_use]
pub fn ramino_suits(lang: Lang, options: &RaminoOptions) -> String {
    [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts]
        .into_iter()
        .map(|s| {
            format!(
                "{} {}",
                s.symbol(),
                suit_name(s, options.suit_style(), lang)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn suit(lang: Lang, options: &RaminoOptions, s: Suit) -> String {
    format!(
        "{} {}",
        s.symbol(),
        suit_name(s, options.suit_style(), lang)
    )
}

/// A declaration, named: `ramino ♥ cuori`, `dieci (6 ♠ picche to R♠)`.
#[must_use]
pub fn ramino_declaration(lang: Lang, options: &RaminoOptions, d: &Declaration) -> String {
    let top = |top: Card| ramino_card(options, top);
    match (*d, lang) {
        (Declaration::GranRamino { suit: s }, _) => {
            format!("gran ramino {}", suit(lang, options, s))
        }
        (Declaration::Ramino { suit: s } | Declaration::ShortRamino { suit: s }, _) => {
            format!("ramino {}", suit(lang, options, s))
        }
        (Declaration::Dieci { count, top: t }, Lang::En) => {
            format!("dieci ({count} of the main suit, up to {})", top(t))
        }
        (Declaration::Dieci { count, top: t }, Lang::It) => {
            format!("dieci ({count} del seme principale, fino a {})", top(t))
        }
        (Declaration::Sette { count, top: t }, Lang::En) => {
            format!("sette ({count} of the main suit, up to {})", top(t))
        }
        (Declaration::Sette { count, top: t }, Lang::It) => {
            format!("sette ({count} del seme principale, fino a {})", top(t))
        }
    }
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
    // English names the unit, as the target does ("first to 3 points wins").
    let en_points = format!("{points} point{}", if points == 1 { "" } else { "s" });
    match (&result.end, lang) {
        (
            HandEnd::Declared {
                declarer,
                declaration,
                claim: None,
                ..
            },
            Lang::En,
        ) => format!(
            "{} {} with a {} and {} {en_points}.",
            name(*declarer),
            en_verb(&name(*declarer), "win", "wins"),
            ramino_declaration(lang, options, declaration),
            en_verb(&winner, "score", "scores"),
        ),
        (
            HandEnd::Declared {
                declarer,
                declaration,
                claim: None,
                ..
            },
            Lang::It,
        ) => format!(
            "{} vince con {} e segna {points}.",
            name(*declarer),
            ramino_declaration(lang, options, declaration),
        ),
        (
            HandEnd::Declared {
                declarer,
                declaration,
                claim: Some(claim),
                ..
            },
            Lang::En,
        ) => format!(
            "{} declared a {}; {} claimed {} for a {}. {winner} {} {en_points}.",
            name(*declarer),
            ramino_declaration(lang, options, declaration),
            name(claim.seat),
            ramino_card(options, claim.card),
            ramino_declaration(lang, options, &claim.declaration),
            en_verb(&winner, "win and score", "wins and scores"),
        ),
        (
            HandEnd::Declared {
                declarer,
                declaration,
                claim: Some(claim),
                ..
            },
            Lang::It,
        ) => format!(
            "{} ha dichiarato {}; {} ha reclamato {} per {}. {winner} vince e segna {points}.",
            name(*declarer),
            ramino_declaration(lang, options, declaration),
            name(claim.seat),
            ramino_card(options, claim.card),
            ramino_declaration(lang, options, &claim.declaration),
        ),
        (HandEnd::StockOut { total, .. }, Lang::En) => format!(
            "The stock ran out: {winner} {} with {total} points in hand and {} {en_points}.",
            en_verb(&winner, "win", "wins"),
            en_verb(&winner, "score", "scores"),
        ),
        (HandEnd::StockOut { total, .. }, Lang::It) => {
            format!("Il mazzo è finito: {winner} vince con {total} in mano e segna {points}.")
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
            match lang {
                Lang::En => format!(
                    "{who}: {} ({}){made} | total {total}",
                    ramino_cards(options, &cards),
                    h.value
                ),
                Lang::It => format!(
                    "{who}: {} ({}){made} | totale {total}",
                    ramino_cards(options, &cards),
                    h.value
                ),
            }
        })
        .collect()
}

/// Cards sorted by suit (T4, highest first) then rank in run order (T2, T22): how a hand is read.
pub fn sort_for_reading(pack: PackKind, cards: &mut [Card]) {
    cards.sort_by_key(|c| {
        (
            std::cmp::Reverse(c.suit().map(crate::games::ramino::cards::suit_strength)),
            c.rank().and_then(|r| pack.position(r)),
        )
    });
}

/// The end of a Ramino game, as a sentence.
#[must_use]
pub fn ramino_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let why = match (lang, result.end) {
        (Lang::En, GameEnd::Target) => "by reaching the target",
        (Lang::It, GameEnd::Target) => "raggiungendo i punti",
        (Lang::En, GameEnd::LastPlayerStanding) => "as the last player in",
        (Lang::It, GameEnd::LastPlayerStanding) => "restando l'ultimo in gioco",
        (Lang::En, GameEnd::CancelledSettled) => "on the highest total when the game was cancelled",
        (Lang::It, GameEnd::CancelledSettled) => "con il totale più alto all'annullamento",
        (_, GameEnd::CancelledRefunded) => "",
    };
    let paid: u64 = result.payouts.iter().map(|p| p.chips).sum();
    let refunded = result.end == GameEnd::CancelledRefunded;
    super::rummy::pool_won(
        lang,
        state,
        &result.winners,
        paid,
        (!refunded).then_some(why),
    )
}

/// A Ramino refusal, in `lang`.
#[must_use]
pub fn ramino_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::NoSuchSeat(n) => format!("A questo tavolo non c'è il posto {n}."),
        R::OutOfGame => "Sei fuori da questa partita, quindi non puoi giocare.".to_owned(),
        R::NotInHand => "Non sei tra i giocatori di questa mano.".to_owned(),
        R::NotYourTurn(seat) => format!(
            "Non è il tuo turno: aspetta che giochi chi siede al posto {}.",
            seat + 1
        ),
        R::NoHandInPlay => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::MustDrawFirst => "Prima pesca una carta: dal mazzo o dagli scarti.".to_owned(),
        R::AlreadyDrew => "Hai già pescato in questo turno: scarta una carta.".to_owned(),
        R::FirstTurnFromStock => "Il primo turno di una mano si pesca dal mazzo.".to_owned(),
        R::NoDiscard => "Non ci sono scarti: pesca dal mazzo.".to_owned(),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::CannotDiscardTakenCard(c) => format!(
            "Hai preso {c} dagli scarti in questo turno, quindi non puoi scartarla. Scarta un'altra carta."
        ),
        R::AwaitingDeal => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::NotAwaitingDeal => "La partita non aspetta una distribuzione.".to_owned(),
        R::GameOver => "La partita è finita.".to_owned(),
        R::BadDeckOrder => {
            "Una distribuzione richiede il mazzo completo del tavolo.".to_owned()
        }
        R::BadPlayerCount(n) => {
            format!("Una partita vuole da 2 a 4 giocatori; ce ne sono {n}.")
        }
        R::NoRebuys => "Nel ramino toscano non si rientra.".to_owned(),
    }
}

/// The short texts of Ramino's screens.
#[derive(Clone, Copy, Debug)]
pub enum RaminoTx<'a> {
    YourCards(usize),
    /// Discarding `card` declares `declaration` (T17).
    WouldDeclare {
        card: &'a str,
        declaration: &'a str,
    },
    YourTurnDraw,
    YourTurnFirstDraw,
    YourTurnDiscard,
    Waiting(&'a str),
    TopAndStock {
        top: &'a str,
        stock: usize,
    },
    Target(u32),
    Suits(&'a str),
    DiscardPlaceholder,
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        score: u32,
        cards: usize,
        out: bool,
    },
    Footer {
        table: i64,
        pack: PackKind,
    },
}

/// A Ramino screen text in `lang`.
#[must_use]
pub fn ramino_tx(lang: Lang, t: &RaminoTx<'_>) -> String {
    use RaminoTx as T;
    let en = lang == Lang::En;
    match *t {
        T::YourCards(n) if en => format!("**Your cards** ({n}):"),
        T::YourCards(n) => format!("**Le tue carte** ({n}):"),
        T::WouldDeclare { card, declaration } if en => {
            format!("Discard {card} and you declare **{declaration}**.")
        }
        T::WouldDeclare { card, declaration } => {
            format!("Scarta {card} e dichiari **{declaration}**.")
        }
        T::YourTurnDraw => lang
            .pick(
                "**Your turn:** draw from the stock or take the discard.",
                "**Tocca a te:** pesca dal mazzo o prendi lo scarto.",
            )
            .to_owned(),
        T::YourTurnFirstDraw => lang
            .pick(
                "**Your turn:** the first turn of a hand draws from the stock.",
                "**Tocca a te:** il primo turno di una mano si pesca dal mazzo.",
            )
            .to_owned(),
        T::YourTurnDiscard => lang
            .pick(
                "**Your turn:** discard a card. A winning hand is declared for you.",
                "**Tocca a te:** scarta una carta. La mano vincente si dichiara da sola.",
            )
            .to_owned(),
        T::Waiting(name) if en => format!("Waiting for {name}."),
        T::Waiting(name) => format!("Si aspetta {name}."),
        T::TopAndStock { top, stock } if en => format!("Discard: **{top}** · stock: {stock}"),
        T::TopAndStock { top, stock } => format!("Scarto: **{top}** · mazzo: {stock}"),
        T::Target(n) if en => format!("first to {n} points wins"),
        T::Target(n) => format!("vince chi arriva a {n} punti"),
        T::Suits(s) if en => format!("Suits: {s}"),
        T::Suits(s) => format!("Semi: {s}"),
        T::DiscardPlaceholder => lang.pick("Discard…", "Scarta…").to_owned(),
        T::SeatLine {
            marker,
            n,
            name,
            score,
            cards,
            out,
        } => {
            let status = if out {
                lang.pick(" — out", " — fuori").to_owned()
            } else if cards > 0 {
                let noun = match (en, cards == 1) {
                    (true, true) => "card",
                    (true, false) => "cards",
                    (false, true) => "carta",
                    (false, false) => "carte",
                };
                format!(" · {cards} {noun}")
            } else {
                String::new()
            };
            let pts = match (en, score == 1) {
                (true, true) => "pt",
                (true, false) => "pts",
                (false, true) => "punto",
                (false, false) => "punti",
            };
            format!("{marker}{n}. **{name}** — {score} {pts}{status}")
        }
        T::Footer { table, pack } => {
            let pack = match (pack, en) {
                (PackKind::Italian, true) => "Italian 40 cards",
                (PackKind::Italian, false) => "carte italiane (40)",
                (PackKind::German, true) => "German 36 cards",
                (PackKind::German, false) => "carte tedesche (36)",
            };
            if en {
                format!("Table {table} · Tuscan Ramino · {pack}")
            } else {
                format!("Tavolo {table} · Ramino toscano · {pack}")
            }
        }
    }
}
