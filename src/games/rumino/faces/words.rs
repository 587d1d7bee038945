//! Rumino's sentences, in each language: its moves, how its hands and games end, the hands shown
//! (R18), eliminations and rebuys (R20, R21), who deals after a win (R7), and its refusals.

use crate::games::Refusal;
use crate::{
    cards::{Card, CardList},
    faces::words::pool_game_over,
    games::rumino::{GameEnd, GameResult, HandEnd, HandResult, Move, RuleError},
    i18n::{en_verb, game_seat_name, Lang},
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
        Move::Left { seat, .. } => crate::say!(lang, "rumino-left-2", name = name(seat)),
    }
}

/// How a hand ended, as a sentence.
#[must_use]
pub fn describe_hand_end(lang: Lang, state: &TableState, result: &HandResult) -> String {
    let name = |s: usize| game_seat_name(lang, state, s);
    match result.end {
        HandEnd::Knock(s) => crate::say!(lang, "rumino-knock-4", name = name(s)),
        HandEnd::Gin(s) => crate::say!(lang, "rumino-gin", name = name(s)),
        HandEnd::Rumino(s) => crate::say!(lang, "rumino-rumino-3", name = name(s)),
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
            match lang {
                Lang::It => {
                    let out = if h.eliminated { " — eliminato" } else { "" };
                    let word = if pts.abs() == 1 { "punto" } else { "punti" };
                    format!("{who}: {cards} | sciolte {dw} → {pts:+} {word}, totale {score}{out}")
                }
                _ => {
                    let out = if h.eliminated { " — eliminated" } else { "" };
                    let word = if pts.abs() == 1 { "point" } else { "points" };
                    format!("{who}: {cards} | deadwood {dw} → {pts:+} {word}, score {score}{out}")
                }
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
    match lang {
        Lang::It => format!("{who} ha vinto l'ultima partita e distribuisce per primo."),
        _ => format!(
            "{who} won the last game and {} first.",
            en_verb(&who, "deal", "deals")
        ),
    }
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
    match (lang, what) {
        (Lang::It, Standing::Eliminated { score }) => {
            format!("{who} è fuori con {score} punti.")
        }
        (Lang::It, Standing::Rebought { cost, score }) => {
            format!("{who} rientra per {cost} fiches, con {score} punti.")
        }
        (Lang::It, Standing::DeclinedRebuy) => {
            format!("{who} non rientra ed è fuori dalla partita.")
        }
        (_, Standing::Eliminated { score }) => format!(
            "{who} {} out with {score} points.",
            en_verb(&who, "are", "is")
        ),
        (_, Standing::Rebought { cost, score }) => format!(
            "{who} {} back in for {cost} chips, at {score} points.",
            en_verb(&who, "buy", "buys")
        ),
        (_, Standing::DeclinedRebuy) => format!(
            "{who} {} not to rebuy and {} out of the game.",
            en_verb(&who, "choose", "chooses"),
            en_verb(&who, "are", "is")
        ),
    }
}

/// The end of a game, as a sentence.
#[must_use]
pub fn describe_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let why = match result.end {
        GameEnd::Rumino => Some(crate::say!(lang, "rumino-rumino-2")),
        GameEnd::ThreeGins => Some(crate::say!(lang, "rumino-three-gins-2")),
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
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::Refused(Refusal::NoSuchSeat(n)) => format!("A questo tavolo non c'è il posto {n}."),
        R::NotInHand | R::Refused(Refusal::NotInHand | Refusal::OutOfGame) => "Sei fuori da questa partita, quindi non puoi giocare questa mano.".to_owned(),
        R::Refused(Refusal::NotYourTurn(seat)) => format!("Non è il tuo turno: aspetta che giochi chi siede al posto {}.", seat + 1),
        R::Refused(Refusal::NoHandInPlay) => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::MustDrawFirst => "Prima pesca una carta: dal mazzo o dagli scarti.".to_owned(),
        R::AlreadyDrew => "Hai già pescato in questo turno: scarta una carta, oppure dichiara gin o rumino.".to_owned(),
        R::DiscardPileEmpty => "Gli scarti sono vuoti: pesca dal mazzo.".to_owned(),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::CannotDiscardTakenCard(c) => format!("Hai preso {c} dagli scarti in questo turno, quindi non puoi scartarla in questo turno. Scarta un'altra carta."),
        R::KnockTooHigh { limit, deadwood } => format!("Puoi bussare solo con {limit} punti o meno; tu ne hai {deadwood}."),
        R::NotGin { deadwood } => format!("Non è gin: il gin vuole una combinazione di 4 e una di 3 con 7 carte (hai {deadwood} punti di scarto)."),
        R::NotRumino => "Non è un rumino: serve una scala a colore di 7 carte o 7 carte uguali.".to_owned(),
        R::NoClaim => "Adesso non c'è uno scarto che puoi reclamare per un rumino.".to_owned(),
        R::NoRebuyOffer => "Non hai un rientro da decidere.".to_owned(),
        R::Refused(Refusal::AwaitingDeal) => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::Refused(Refusal::NotAwaitingDeal) => "La partita non aspetta una distribuzione.".to_owned(),
        R::AwaitingRebuys => "La partita aspetta le decisioni sui rientri.".to_owned(),
        R::Refused(Refusal::GameOver) => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione richiede il mazzo completo di 108 carte.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 6 giocatori; ce ne sono {n}."),
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
