//! How players rank, from the tables played so far.
//!
//! Swiss: at each table a player scores 2 points for every player they finished ahead of and 1
//! for every player they tied with; a bye scores 2 (as finishing ahead of one player). Players
//! rank by points, then by the points of the opponents they met (Buchholz), then by rating.
//! Knockout: the champion first, then by the last round reached, then by the place at the last
//! table played, then by rating.

use std::collections::HashMap;

use super::{Entrant, Played};
use crate::ids::PlayerId;

/// Points a bye is worth: as finishing ahead of one player.
pub const BYE_POINTS: u32 = 2;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub player: PlayerId,
    pub points: u32,
    /// Swiss: the points of the opponents met; knockout: the last round reached.
    pub tiebreak: u32,
    /// Knockout: whether the player is still in.
    pub alive: bool,
}

/// Each player's Swiss points from the `played` tables with a result.
#[must_use]
pub fn points(played: &[Played]) -> HashMap<PlayerId, u32> {
    let mut points: HashMap<PlayerId, u32> = HashMap::new();
    for table in played {
        let Some(places) = &table.places else {
            continue;
        };
        if table.is_bye() {
            *points.entry(table.seats[0]).or_default() += BYE_POINTS;
            continue;
        }
        for (seat, &player) in table.seats.iter().enumerate() {
            let mine = places.get(seat).copied().unwrap_or(u8::MAX);
            let earned: u32 = places
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != seat)
                .map(|(_, &theirs)| match mine.cmp(&theirs) {
                    std::cmp::Ordering::Less => 2,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Greater => 0,
                })
                .sum();
            *points.entry(player).or_default() += earned;
        }
    }
    points
}

fn rating_of(entrants: &[Entrant]) -> HashMap<PlayerId, i64> {
    entrants.iter().map(|e| (e.player, e.rating)).collect()
}

/// Swiss standings, best first.
#[must_use]
pub fn swiss(entrants: &[Entrant], played: &[Played]) -> Vec<Standing> {
    let points = points(played);
    let rating = rating_of(entrants);
    let mut buchholz: HashMap<PlayerId, u32> = HashMap::new();
    for table in played.iter().filter(|t| t.places.is_some()) {
        for &p in &table.seats {
            let opponents: u32 = table
                .seats
                .iter()
                .filter(|&&o| o != p)
                .map(|o| points.get(o).copied().unwrap_or(0))
                .sum();
            *buchholz.entry(p).or_default() += opponents;
        }
    }
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|e| Standing {
            player: e.player,
            points: points.get(&e.player).copied().unwrap_or(0),
            tiebreak: buchholz.get(&e.player).copied().unwrap_or(0),
            alive: true,
        })
        .collect();
    lines.sort_by(|a, b| {
        (b.points, b.tiebreak, rating.get(&b.player), a.player).cmp(&(
            a.points,
            a.tiebreak,
            rating.get(&a.player),
            b.player,
        ))
    });
    lines
}

/// The seat that won a played table: the best place, ties to the higher rating, then the
/// earlier seat.
#[must_use]
pub fn winner(table: &Played, rating: &HashMap<PlayerId, i64>) -> Option<PlayerId> {
    let places = table.places.as_ref()?;
    table
        .seats
        .iter()
        .enumerate()
        .min_by_key(|&(seat, p)| {
            (
                places.get(seat).copied().unwrap_or(u8::MAX),
                std::cmp::Reverse(rating.get(p).copied().unwrap_or(0)),
                seat,
            )
        })
        .map(|(_, &p)| p)
}

/// Knockout standings, best first: who is still in comes before who is out.
#[must_use]
pub fn knockout(entrants: &[Entrant], played: &[Played]) -> Vec<Standing> {
    let rating = rating_of(entrants);
    // Per player: the last round they sat in, their place there, and whether they won it.
    let mut last: HashMap<PlayerId, (u32, u8, bool)> = HashMap::new();
    for table in played {
        let won = winner(table, &rating);
        for (seat, &p) in table.seats.iter().enumerate() {
            let place = table
                .places
                .as_ref()
                .and_then(|pl| pl.get(seat).copied())
                .unwrap_or(0);
            let alive = table.places.is_none() || won == Some(p);
            let entry = last.entry(p).or_insert((0, 0, true));
            if table.round >= entry.0 {
                *entry = (table.round, place, alive);
            }
        }
    }
    let mut lines: Vec<(Standing, u8)> = entrants
        .iter()
        .map(|e| {
            let (round, place, alive) = last.get(&e.player).copied().unwrap_or((0, 0, true));
            let line = Standing {
                player: e.player,
                points: 0,
                tiebreak: round,
                alive,
            };
            (line, place)
        })
        .collect();
    lines.sort_by(|(a, pa), (b, pb)| {
        (
            b.alive,
            b.tiebreak,
            std::cmp::Reverse(*pb),
            rating.get(&b.player),
            a.player,
        )
            .cmp(&(
                a.alive,
                a.tiebreak,
                std::cmp::Reverse(*pa),
                rating.get(&a.player),
                b.player,
            ))
    });
    lines.into_iter().map(|(line, _)| line).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrants(n: i64) -> Vec<Entrant> {
        (1..=n)
            .map(|i| Entrant {
                player: PlayerId(i),
                name: format!("p{i}"),
                computer: None,
                rating: 1200 + i,
            })
            .collect()
    }

    fn played(round: u32, seats: &[i64], places: &[u8]) -> Played {
        Played {
            round,
            seats: seats.iter().map(|&p| PlayerId(p)).collect(),
            places: Some(places.to_vec()),
        }
    }

    #[test]
    fn swiss_points_count_the_players_beaten_and_tied() {
        let tables = [
            played(1, &[1, 2, 3, 4], &[0, 1, 1, 3]),
            played(1, &[5], &[0]),
        ];
        let p = points(&tables);
        assert_eq!(p[&PlayerId(1)], 6, "ahead of three");
        assert_eq!(p[&PlayerId(2)], 3, "ahead of one, tied with one");
        assert_eq!(p[&PlayerId(4)], 0);
        assert_eq!(p[&PlayerId(5)], BYE_POINTS);
        // Points at a table sum to 2 for each pair: nothing is created or lost.
        let at_table: u32 = [1, 2, 3, 4].iter().map(|&i| p[&PlayerId(i)]).sum();
        assert_eq!(at_table, 2 * 6);
    }

    #[test]
    fn swiss_ties_on_points_go_to_the_stronger_opposition_then_the_rating() {
        let e = entrants(4);
        let tables = [played(1, &[1, 2], &[0, 1]), played(1, &[3, 4], &[0, 1])];
        let order: Vec<i64> = swiss(&e, &tables).iter().map(|s| s.player.0).collect();
        // 1 and 3 on 2 points, same opposition: the higher rating (3) first.
        assert_eq!(order, [3, 1, 4, 2]);
        let tables = [
            played(1, &[1, 2], &[0, 1]),
            played(1, &[3, 4], &[0, 1]),
            played(2, &[1, 3], &[0, 1]),
            played(2, &[2, 4], &[0, 1]),
        ];
        let lines = swiss(&e, &tables);
        assert_eq!(lines[0].player, PlayerId(1));
        // 3 and 2 both on 2 points: 3 met 4 (0) and 1 (4); 2 met 1 (4) and 4 (0): equal, rating.
        assert_eq!(
            (lines[1].player, lines[2].player),
            (PlayerId(3), PlayerId(2))
        );
    }

    #[test]
    fn knockout_ranks_the_champion_then_by_round_reached() {
        let e = entrants(4);
        let tables = [
            played(1, &[4, 1], &[1, 0]),
            played(1, &[3, 2], &[0, 1]),
            played(2, &[1, 3], &[1, 0]),
        ];
        let order: Vec<i64> = knockout(&e, &tables).iter().map(|s| s.player.0).collect();
        // 3 won the final, 1 lost it; 4 and 2 went out in round 1 (4 rated higher).
        assert_eq!(order, [3, 1, 4, 2]);
        assert!(knockout(&e, &tables)[0].alive);
    }

    #[test]
    fn a_tied_table_is_won_by_the_higher_rating() {
        let rating: HashMap<PlayerId, i64> = [(PlayerId(1), 1100), (PlayerId(2), 1300)].into();
        assert_eq!(
            winner(&played(1, &[1, 2], &[0, 0]), &rating),
            Some(PlayerId(2))
        );
        assert_eq!(
            winner(&played(1, &[1, 2], &[0, 1]), &rating),
            Some(PlayerId(1))
        );
    }
}
