//! What follows a round once its every table has its result: the next round's seating, or the
//! end — the final standings and the pool's split. A pure function of the stored tournament,
//! so it is the same whichever process, or which retry, takes the step.

use std::collections::HashMap;

use super::{pairing, payout, standings, Format, Played};
use crate::{
    ids::PlayerId,
    store::{StoredTournament, TournamentTable},
};

/// The step after the current round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// A table of the current round has no result yet.
    Wait,
    /// Seat round `round` so, table by table, in seating order.
    Round {
        round: u32,
        tables: Vec<Vec<PlayerId>>,
    },
    /// The tournament is over: its standings, best first, and each paid place's prize.
    Finish {
        standings: Vec<PlayerId>,
        prizes: Vec<u64>,
    },
}

/// The round being played: the last one seated (0 before the first).
#[must_use]
pub fn current_round(t: &StoredTournament) -> u32 {
    t.tables.iter().map(|x| x.round).max().unwrap_or(0)
}

/// What follows the current round of `t`.
#[must_use]
pub fn next(t: &StoredTournament) -> Next {
    let round = current_round(t);
    if t.tables
        .iter()
        .any(|x| x.round == round && x.places.is_none())
    {
        return Next::Wait;
    }
    let played: Vec<Played> = t.tables.iter().map(TournamentTable::played).collect();
    let size = usize::from(t.new.table_size);
    let tables = match t.new.format {
        Format::Swiss if round < u32::from(t.new.rounds) => {
            let order: Vec<PlayerId> = standings::swiss(&t.entrants, &played)
                .iter()
                .map(|s| s.player)
                .collect();
            let met = pairing::Met::from_tables(played.iter().map(|p| p.seats.as_slice()));
            Some(pairing::swiss(&order, &met, size))
        }
        Format::Knockout => {
            let rating: HashMap<PlayerId, i64> =
                t.entrants.iter().map(|e| (e.player, e.rating)).collect();
            let mut alive: Vec<PlayerId> = standings::knockout(&t.entrants, &played)
                .iter()
                .filter(|s| s.alive)
                .map(|s| s.player)
                .collect();
            alive.sort_by_key(|p| (std::cmp::Reverse(rating.get(p).copied()), *p));
            (alive.len() > 1).then(|| pairing::knockout(&alive, size))
        }
        Format::Swiss => None,
    };
    if let Some(tables) = tables {
        return Next::Round {
            round: round + 1,
            tables,
        };
    }
    let standings: Vec<PlayerId> = final_standings(t, &played);
    let prizes = payout::split(u64::try_from(t.pool).unwrap_or(0), standings.len());
    Next::Finish { standings, prizes }
}

/// Everyone, best first, by the format's standings.
fn final_standings(t: &StoredTournament, played: &[Played]) -> Vec<PlayerId> {
    match t.new.format {
        Format::Swiss => standings::swiss(&t.entrants, played),
        Format::Knockout => standings::knockout(&t.entrants, played),
    }
    .iter()
    .map(|s| s.player)
    .collect()
}
