//! Plain-text sentences about what happened at a table, shared by every client (the terminal
//! game, the bot's "last actions", logs), so each sentence is written in one place.

use super::state::TableState;
use crate::{
    cards::CardList,
    rumino::{GameEnd, GameResult, HandEnd, HandResult, Move},
};

impl TableState {
    /// The name of whoever sits in game seat `seat`.
    #[must_use]
    pub fn player_name(&self, seat: usize) -> &str {
        self.players.get(seat).map_or("?", |p| p.name.as_str())
    }
}

/// One public move, as a sentence.
#[must_use]
pub fn describe_move(state: &TableState, m: &Move) -> String {
    match *m {
        Move::DrewStock { seat } => format!("{} drew from the stock.", state.player_name(seat)),
        Move::TookDiscard { seat, card } => format!(
            "{} took {card} from the discard pile.",
            state.player_name(seat)
        ),
        Move::Discarded {
            seat,
            card,
            timed_out: false,
        } => format!("{} discarded {card}.", state.player_name(seat)),
        Move::Discarded {
            seat,
            card,
            timed_out: true,
        } => {
            format!(
                "{} ran out of time: played for, discarded {card}.",
                state.player_name(seat)
            )
        }
        Move::Reshuffled => {
            "The stock ran out: the discards were shuffled into a new stock.".to_owned()
        }
        Move::Left { seat } => format!("{} left the game.", state.player_name(seat)),
    }
}

/// How a hand ended, as a sentence.
#[must_use]
pub fn describe_hand_end(state: &TableState, result: &HandResult) -> String {
    let name = |s: usize| state.player_name(s).to_owned();
    match result.end {
        HandEnd::Knock(s) => format!("{} knocked.", name(s)),
        HandEnd::Gin(s) => format!("{} went gin: −10!", name(s)),
        HandEnd::Rumino(s) => format!("{} hit RUMINO!", name(s)),
        HandEnd::ClaimedRumino(s) => format!("{} claimed the discard for a RUMINO!", name(s)),
        HandEnd::StockOut => "The stock ran out: everyone scores their deadwood.".to_owned(),
        HandEnd::Abandoned => "The hand was abandoned.".to_owned(),
    }
}

/// Every hand shown at the end of a hand (R18), one line each.
#[must_use]
pub fn describe_hands(state: &TableState, result: &HandResult) -> Vec<String> {
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
            let out = if h.eliminated { " — eliminated" } else { "" };
            format!(
                "{}: {} {} | deadwood {} → {:+} points, score {}{out}",
                state.player_name(h.seat),
                lays.join(" "),
                loose,
                h.arrangement.deadwood,
                h.points,
                h.score_after
            )
        })
        .collect()
}

/// The end of a game, as a sentence.
#[must_use]
pub fn describe_game_over(state: &TableState, result: &GameResult) -> String {
    let names: Vec<&str> = result
        .winners
        .iter()
        .map(|&s| state.player_name(s))
        .collect();
    let paid: u64 = result.payouts.iter().map(|p| p.chips).sum();
    match result.end {
        GameEnd::CancelledRefunded => {
            "The game was cancelled: every stake was refunded.".to_owned()
        }
        _ if names.len() > 1 => format!(
            "{} tie and split the pool of {paid} chips.",
            names.join(" and ")
        ),
        end => {
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
                names.first().copied().unwrap_or("Nobody")
            )
        }
    }
}
