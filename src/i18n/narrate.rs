//! Sentences about what happened at a table, shared by every client (the terminal game, the
//! bot's "last actions"), in each language.

use super::{game_seat_name, Lang};
use crate::{
    cards::CardList,
    rumino::{GameEnd, GameResult, HandEnd, HandResult, Move},
    table::TableState,
};

/// One public move, as a sentence.
#[must_use]
pub fn describe_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let name = |seat: usize| game_seat_name(lang, state, seat);
    match (lang, *m) {
        (Lang::En, Move::DrewStock { seat }) => format!("{} drew from the stock.", name(seat)),
        (Lang::It, Move::DrewStock { seat }) => format!("{} ha pescato dal mazzo.", name(seat)),
        (Lang::En, Move::TookDiscard { seat, card }) => {
            format!("{} took {card} from the discard pile.", name(seat))
        }
        (Lang::It, Move::TookDiscard { seat, card }) => {
            format!("{} ha preso {card} dagli scarti.", name(seat))
        }
        (
            Lang::En,
            Move::Discarded {
                seat,
                card,
                timed_out: false,
            },
        ) => {
            format!("{} discarded {card}.", name(seat))
        }
        (
            Lang::It,
            Move::Discarded {
                seat,
                card,
                timed_out: false,
            },
        ) => {
            format!("{} ha scartato {card}.", name(seat))
        }
        (
            Lang::En,
            Move::Discarded {
                seat,
                card,
                timed_out: true,
            },
        ) => {
            format!(
                "{} ran out of time: played for, discarded {card}.",
                name(seat)
            )
        }
        (
            Lang::It,
            Move::Discarded {
                seat,
                card,
                timed_out: true,
            },
        ) => {
            format!(
                "{} ha finito il tempo: si è giocato per lui, scartando {card}.",
                name(seat)
            )
        }
        (Lang::En, Move::Reshuffled) => {
            "The stock ran out: the discards were shuffled into a new stock.".to_owned()
        }
        (Lang::It, Move::Reshuffled) => {
            "Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.".to_owned()
        }
        (Lang::En, Move::Left { seat, .. }) => format!("{} left the game.", name(seat)),
        (Lang::It, Move::Left { seat, .. }) => format!("{} ha lasciato la partita.", name(seat)),
    }
}

/// How a hand ended, as a sentence.
#[must_use]
pub fn describe_hand_end(lang: Lang, state: &TableState, result: &HandResult) -> String {
    let name = |s: usize| game_seat_name(lang, state, s);
    match (lang, result.end) {
        (Lang::En, HandEnd::Knock(s)) => format!("{} knocked.", name(s)),
        (Lang::It, HandEnd::Knock(s)) => format!("{} ha bussato.", name(s)),
        (Lang::En, HandEnd::Gin(s)) => format!("{} went gin: −10!", name(s)),
        (Lang::It, HandEnd::Gin(s)) => format!("{} ha fatto gin: −10!", name(s)),
        (Lang::En, HandEnd::Rumino(s)) => format!("{} hit RUMINO!", name(s)),
        (Lang::It, HandEnd::Rumino(s)) => format!("{} ha fatto RUMINO!", name(s)),
        (Lang::En, HandEnd::ClaimedRumino(s)) => {
            format!("{} claimed the discard for a RUMINO!", name(s))
        }
        (Lang::It, HandEnd::ClaimedRumino(s)) => {
            format!("{} ha reclamato lo scarto per un RUMINO!", name(s))
        }
        (Lang::En, HandEnd::StockOut) => {
            "The stock ran out: everyone scores their deadwood.".to_owned()
        }
        (Lang::It, HandEnd::StockOut) => {
            "Il mazzo è finito: ognuno segna i punti delle carte sciolte.".to_owned()
        }
        (Lang::En, HandEnd::Abandoned) => "The hand was abandoned.".to_owned(),
        (Lang::It, HandEnd::Abandoned) => "La mano è stata abbandonata.".to_owned(),
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
            let loose = CardList(&h.arrangement.deadwood_cards).to_string();
            let (who, lays, dw, pts, score) = (
                game_seat_name(lang, state, h.seat),
                lays.join(" "),
                h.arrangement.deadwood,
                h.points,
                h.score_after,
            );
            match lang {
                Lang::En => {
                    let out = if h.eliminated { " — eliminated" } else { "" };
                    format!("{who}: {lays} {loose} | deadwood {dw} → {pts:+} points, score {score}{out}")
                }
                Lang::It => {
                    let out = if h.eliminated { " — eliminato" } else { "" };
                    format!("{who}: {lays} {loose} | sciolte {dw} → {pts:+} punti, totale {score}{out}")
                }
            }
        })
        .collect()
}

/// The end of a game, as a sentence.
#[must_use]
pub fn describe_game_over(lang: Lang, state: &TableState, result: &GameResult) -> String {
    let names: Vec<String> = result
        .winners
        .iter()
        .map(|&s| game_seat_name(lang, state, s).into_owned())
        .collect();
    let paid: u64 = result.payouts.iter().map(|p| p.chips).sum();
    match (lang, result.end) {
        (Lang::En, GameEnd::CancelledRefunded) => {
            "The game was cancelled: players still in got their stakes back.".to_owned()
        }
        (Lang::It, GameEnd::CancelledRefunded) => {
            "La partita è stata annullata: chi era ancora in gioco ha ripreso la sua posta."
                .to_owned()
        }
        (Lang::En, _) if names.len() > 1 => format!(
            "{} tie and split the pool of {paid} chips.",
            names.join(" and ")
        ),
        (Lang::It, _) if names.len() > 1 => format!(
            "{} pareggiano e si dividono il piatto di {paid} fiches.",
            names.join(" e ")
        ),
        (Lang::En, end) => {
            let why = match end {
                GameEnd::Rumino => "with a rumino",
                GameEnd::ThreeGins => "with gin in each of the first three hands",
                GameEnd::LastPlayerStanding => "as the last player standing",
                GameEnd::AllEliminated => "with the lowest score",
                GameEnd::CancelledSettled => "on the lowest score when the game was cancelled",
                GameEnd::CancelledRefunded => "",
            };
            format!(
                "{} wins {why} and takes the pool of {paid} chips.",
                names.first().map_or("Nobody", String::as_str)
            )
        }
        (Lang::It, end) => {
            let why = match end {
                GameEnd::Rumino => "con un rumino",
                GameEnd::ThreeGins => "con un gin in ognuna delle prime tre mani",
                GameEnd::LastPlayerStanding => "restando l'ultimo in gioco",
                GameEnd::AllEliminated => "con il punteggio più basso",
                GameEnd::CancelledSettled => "con il punteggio più basso all'annullamento",
                GameEnd::CancelledRefunded => "",
            };
            format!(
                "{} vince {why} e prende il piatto di {paid} fiches.",
                names.first().map_or("Nessuno", String::as_str)
            )
        }
    }
}
