//! Rummy's sentences, in each language: its moves, how its hands and games end, and what the
//! private hand and the table message say about it.

use crate::games::Refusal;
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
    let en = lang == Lang::En;
    match m {
        Move::DrewStock { seat } if en => format!("{} drew from the stock.", name(*seat)),
        Move::DrewStock { seat } => format!("{} ha pescato dal mazzo.", name(*seat)),
        Move::TookDiscard { seat, card } if en => {
            format!("{} took {card} from the discard pile.", name(*seat))
        }
        Move::TookDiscard { seat, card } => {
            format!("{} ha preso {card} dagli scarti.", name(*seat))
        }
        Move::Melded { seat, meld, cards } if en => {
            format!("{} melded {} (meld {meld}).", name(*seat), CardList(cards))
        }
        Move::Melded { seat, meld, cards } => {
            format!(
                "{} ha calato {} (combinazione {meld}).",
                name(*seat),
                CardList(cards)
            )
        }
        Move::LaidOff { seat, card, meld } if en => {
            format!("{} laid {card} off on meld {meld}.", name(*seat))
        }
        Move::LaidOff { seat, card, meld } => {
            format!(
                "{} ha attaccato {card} alla combinazione {meld}.",
                name(*seat)
            )
        }
        Move::Discarded {
            seat,
            card,
            timed_out: false,
        } if en => {
            format!("{} discarded {card}.", name(*seat))
        }
        Move::Discarded {
            seat,
            card,
            timed_out: false,
        } => {
            format!("{} ha scartato {card}.", name(*seat))
        }
        Move::Discarded { seat, card, .. } if has_left(state, *seat) => {
            describe_played_for_leaver(lang, state, *seat, &card.to_string())
        }
        Move::Discarded { seat, card, .. } if en => {
            format!(
                "{} ran out of time: played for, discarded {card}.",
                name(*seat)
            )
        }
        Move::Discarded { seat, card, .. } => format!(
            "{} ha finito il tempo: si è giocato per lui, scartando {card}.",
            name(*seat)
        ),
        Move::Reshuffled if en => {
            "The stock ran out: the discards were shuffled into a new stock.".to_owned()
        }
        Move::Reshuffled => {
            "Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.".to_owned()
        }
        Move::WentOut { seat, rummy: true } if en => format!("{} went out: RUMMY!", name(*seat)),
        Move::WentOut { seat, rummy: true } => format!("{} ha chiuso: RAMINO!", name(*seat)),
        Move::WentOut { seat, .. } if en => format!("{} went out.", name(*seat)),
        Move::WentOut { seat, .. } => format!("{} ha chiuso.", name(*seat)),
        Move::Dead if en => "The stock ran out again: the hand is dead.".to_owned(),
        Move::Dead => "Il mazzo è finito di nuovo: la mano è morta.".to_owned(),
        Move::Left { seat } if en => format!("{} left the game.", name(*seat)),
        Move::Left { seat } => format!("{} ha lasciato la partita.", name(*seat)),
    }
}

/// How a Rummy hand ended, as a sentence.
#[must_use]
pub fn rummy_hand_end(lang: Lang, state: &TableState, result: &HandResult) -> String {
    match (lang, result.end) {
        (Lang::It, HandEnd::Out { seat, rummy }) => format!(
            "{} ha chiuso{} e segna {}.",
            game_seat_name(lang, state, seat),
            if rummy { " con un ramino (doppio)" } else { "" },
            result.points
        ),
        (Lang::It, HandEnd::Dead) => "La mano è morta: nessuno segna.".to_owned(),
        (_, HandEnd::Out { seat, rummy }) => {
            let who = game_seat_name(lang, state, seat);
            format!(
                "{who} went out{} and scored {}.",
                if rummy { " with a rummy (doubled)" } else { "" },
                count(lang, result.points, Noun::Point)
            )
        }
        (_, HandEnd::Dead) => "The hand is dead: nobody scores.".to_owned(),
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
        GameEnd::Hands => Some(crate::say!(lang, "rummy-target-2")),
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

/// `n` and its noun, singular for exactly one: `(English, Italian)` pairs of `(one, many)`.
fn plural(lang: Lang, n: u64, en: (&str, &str), it: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::It => it,
        _ => en,
    };
    format!("{n} {}", if n == 1 { one } else { many })
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
    let en = lang == Lang::En;
    match *t {
        T::Melds => crate::say!(lang, "rummy-melds").to_owned(),
        T::NoMelds => crate::say!(lang, "rummy-no-melds").to_owned(),
        T::YourCards(n) if en => format!("**Your cards** ({n}):"),
        T::YourCards(n) => format!("**Le tue carte** ({n}):"),
        T::MustUse(c) if en => format!("You took {c}: meld it or lay it off first."),
        T::MustUse(c) => format!("Hai preso {c}: calala o attaccala per prima."),
        T::YourTurnDraw => crate::say!(lang, "rummy-your-turn-draw").to_owned(),
        T::YourTurnPlay => crate::say!(lang, "rummy-your-turn-play").to_owned(),
        T::Waiting(name) if en => format!("Waiting for {name}."),
        T::Waiting(name) => format!("Si aspetta {name}."),
        T::TopAndStock { top, stock } if en => format!("Discard: **{top}** · stock: {stock}"),
        T::TopAndStock { top, stock } => format!("Scarto: **{top}** · mazzo: {stock}"),
        T::Target(n) if en => format!("first to {n} points wins"),
        T::Target(n) => format!("vince chi arriva a {n} punti"),
        T::Hands(1) if en => "1 hand, highest total wins".to_owned(),
        T::Hands(1) => "1 mano, vince il totale più alto".to_owned(),
        T::Hands(n) if en => format!("{n} hands, highest total wins"),
        T::Hands(n) => format!("{n} mani, vince il totale più alto"),
        T::MeldPlaceholder => crate::say!(lang, "rummy-meld-placeholder").to_owned(),
        T::LayOffPlaceholder => crate::say!(lang, "rummy-lay-off-placeholder").to_owned(),
        T::DiscardPlaceholder => crate::say!(lang, "rummy-discard-placeholder").to_owned(),
        T::LayOffOption { card, meld, owner } if en => format!("{card} on meld {meld} ({owner})"),
        T::LayOffOption { card, meld, owner } => {
            format!("{card} sulla combinazione {meld} ({owner})")
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
                true => crate::say!(lang, "rummy-out-2").to_owned(),
                false => format!(" · {}", count(lang, cards as u64, Noun::Card)),
            };
            let score = plural(lang, u64::from(score), ("pt", "pts"), ("punto", "punti"));
            format!("{marker}{n}. **{name}** — {score}{status}")
        }
    }
}

/// A Rummy refusal, in `lang`.
#[must_use]
pub fn rummy_rule_error(lang: Lang, e: &rummy::RuleError) -> String {
    use rummy::RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::Refused(Refusal::NoSuchSeat(n)) => format!("A questo tavolo non c'è il posto {n}."),
        R::Refused(Refusal::OutOfGame) => "Sei fuori da questa partita, quindi non puoi giocare.".to_owned(),
        R::Refused(Refusal::NotInHand) => "Non sei tra i giocatori di questa mano.".to_owned(),
        R::Refused(Refusal::NotYourTurn(seat)) => format!("Non è il tuo turno: aspetta che giochi chi siede al posto {}.", seat + 1),
        R::Refused(Refusal::NoHandInPlay) => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::MustDrawFirst => "Prima pesca una carta: dal mazzo o dagli scarti.".to_owned(),
        R::AlreadyDrew => "Hai già pescato in questo turno: cala, attacca o scarta una carta.".to_owned(),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::DuplicateCard(c) => format!("Hai indicato {c} due volte."),
        R::NotAMeld => "Quelle carte non sono una combinazione: servono 3 o 4 carte dello stesso valore, o 3 o più carte dello stesso seme in fila.".to_owned(),
        R::NoSuchMeld(m) => format!("Sul tavolo non c'è la combinazione {m}."),
        R::CannotLayOff { card, meld } => format!("{card} non si attacca alla combinazione {meld}: aggiungi la quarta carta di un tris, o la carta successiva a un'estremità di una scala."),
        R::CannotDiscardTakenCard(c) => format!("Hai preso {c} dagli scarti in questo turno, quindi non puoi scartarla. Scarta un'altra carta."),
        R::DiscardMustMeld(c) => format!("Puoi prendere {c} solo se puoi calarla o attaccarla subito: pesca dal mazzo."),
        R::MustUseTaken(c) => format!("Hai preso {c} dagli scarti: calala o attaccala prima di ogni altra cosa."),
        R::MustDiscardToGoOut => "A questo tavolo si chiude scartando l'ultima carta: tienine una da scartare.".to_owned(),
        R::DeadEnd(c) => format!("Ti resterebbe solo {c}, presa dagli scarti, che non puoi scartare."),
        R::Refused(Refusal::AwaitingDeal) => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::Refused(Refusal::NotAwaitingDeal) => "La partita non aspetta una distribuzione.".to_owned(),
        R::Refused(Refusal::GameOver) => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione richiede il mazzo completo di 52 carte.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 6 giocatori; ce ne sono {n}."),
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
