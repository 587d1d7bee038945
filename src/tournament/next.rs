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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::GameKind,
        ids::{ChannelId, GuildId},
        store::{NewTournament, TournamentStatus},
        tournament::{Entrant, TournamentId},
    };

    fn tournament(format: Format, players: i64, rounds: u8, pool: i64) -> StoredTournament {
        let entrants = (1..=players)
            .map(|p| Entrant {
                player: PlayerId(p),
                name: format!("p{p}"),
                computer: None,
                rating: 1200 + p,
            })
            .collect();
        StoredTournament {
            id: TournamentId(1),
            new: NewTournament {
                guild: GuildId(1),
                channel: ChannelId(1),
                creator: PlayerId(1),
                game: GameKind::Rummy,
                format,
                players: u8::try_from(players).unwrap(),
                table_size: 2,
                rounds,
                buy_in: 0,
                options: "{}".into(),
            },
            message_id: None,
            status: TournamentStatus::Running,
            pool,
            entrants,
            results: Vec::new(),
            tables: Vec::new(),
        }
    }

    fn seat(t: &mut StoredTournament, round: u32, seats: &[i64], places: Option<Vec<u8>>) {
        let table_no = t.tables.iter().filter(|x| x.round == round).count();
        t.tables.push(TournamentTable {
            round,
            table_no: u32::try_from(table_no).unwrap(),
            seats: seats.iter().map(|p| PlayerId(*p)).collect(),
            thread: None,
            table: None,
            places,
        });
    }

    #[test]
    fn a_round_with_a_table_still_playing_waits() {
        let mut t = tournament(Format::Swiss, 4, 2, 0);
        seat(&mut t, 1, &[1, 2], Some(vec![0, 1]));
        seat(&mut t, 1, &[3, 4], None);
        assert_eq!(next(&t), Next::Wait);
    }

    #[test]
    fn a_swiss_seats_its_rounds_then_pays_by_its_standings() {
        let mut t = tournament(Format::Swiss, 4, 2, 100);
        let Next::Round { round: 1, tables } = next(&t) else {
            panic!("the first round is seated");
        };
        assert_eq!(tables.len(), 2);
        seat(&mut t, 1, &[1, 2], Some(vec![0, 1]));
        seat(&mut t, 1, &[3, 4], Some(vec![0, 1]));
        let Next::Round { round: 2, tables } = next(&t) else {
            panic!("the second round is seated");
        };
        // The two winners meet, as do the two losers.
        assert_eq!(tables.len(), 2);
        assert!(tables
            .iter()
            .any(|x| x.contains(&PlayerId(1)) && x.contains(&PlayerId(3))));
        seat(&mut t, 2, &[1, 3], Some(vec![1, 0]));
        seat(&mut t, 2, &[2, 4], Some(vec![0, 1]));
        let Next::Finish { standings, prizes } = next(&t) else {
            panic!("two rounds played: the end");
        };
        assert_eq!(standings.len(), 4);
        assert_eq!(standings[0], PlayerId(3), "two wins");
        assert_eq!(prizes, [63, 37], "four players pay two places");
    }

    #[test]
    fn a_knockout_ends_when_one_is_left() {
        let mut t = tournament(Format::Knockout, 3, 1, 30);
        let Next::Round { round: 1, tables } = next(&t) else {
            panic!("the first round is seated");
        };
        // The bye to the highest rated.
        assert!(tables.contains(&vec![PlayerId(3)]), "{tables:?}");
        seat(&mut t, 1, &[3], Some(vec![0]));
        seat(&mut t, 1, &[1, 2], Some(vec![1, 0]));
        let Next::Round { round: 2, tables } = next(&t) else {
            panic!("the final is seated");
        };
        assert_eq!(tables, [vec![PlayerId(3), PlayerId(2)]]);
        seat(&mut t, 2, &[3, 2], Some(vec![1, 0]));
        let next = next(&t);
        assert_eq!(
            next,
            Next::Finish {
                standings: vec![PlayerId(2), PlayerId(3), PlayerId(1)],
                prizes: vec![30],
            }
        );
    }
}
