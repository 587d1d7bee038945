//! Who sits with whom. Tables of a round are as even as the field allows (sizes differ by at
//! most one, none above the table size); a table of one is a bye.
//!
//! - Swiss: players in standing order; each table is filled from the top of the order with
//!   players who have not met, searching (with a bound on the work) for a seating with no
//!   repeated pairing, and only when none is found (or the bound is reached) seating with the
//!   fewest repeats. A bye, if any, goes to the last in the order.
//! - Knockout: players by rating; byes to the highest rated, then the others dealt across the
//!   tables in snake order (1st, 2nd, … then back), so the strongest meet as late as possible.

use std::collections::HashSet;

use crate::ids::PlayerId;

/// Steps the Swiss search may take before settling for the fewest repeats.
const SEARCH_BUDGET: u32 = 50_000;

/// Table sizes for `players` at tables of at most `table_size`, largest first.
#[must_use]
pub fn table_sizes(players: usize, table_size: usize) -> Vec<usize> {
    if players == 0 || table_size == 0 {
        return Vec::new();
    }
    let tables = players.div_ceil(table_size);
    let (base, extra) = (players / tables, players % tables);
    (0..tables).map(|i| base + usize::from(i < extra)).collect()
}

/// Pairs that have met, either way round.
#[derive(Clone, Debug, Default)]
pub struct Met(HashSet<(PlayerId, PlayerId)>);

impl Met {
    /// Every pair seated at one of `tables`.
    #[must_use]
    pub fn from_tables<'a>(tables: impl IntoIterator<Item = &'a [PlayerId]>) -> Met {
        let mut met = Met::default();
        for table in tables {
            for (i, &a) in table.iter().enumerate() {
                for &b in &table[i + 1..] {
                    met.add(a, b);
                }
            }
        }
        met
    }

    pub fn add(&mut self, a: PlayerId, b: PlayerId) {
        self.0.insert(if a <= b { (a, b) } else { (b, a) });
    }

    #[must_use]
    pub fn have_met(&self, a: PlayerId, b: PlayerId) -> bool {
        self.0.contains(&if a <= b { (a, b) } else { (b, a) })
    }

    /// Pairs at `table` that have met before.
    #[must_use]
    pub fn repeats(&self, table: &[PlayerId]) -> usize {
        table
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                table[i + 1..]
                    .iter()
                    .filter(|&&b| self.have_met(a, b))
                    .count()
            })
            .sum()
    }
}

/// A Swiss round's tables for players in standing order (`order`, best first).
#[must_use]
pub fn swiss(order: &[PlayerId], met: &Met, table_size: usize) -> Vec<Vec<PlayerId>> {
    let sizes = table_sizes(order.len(), table_size);
    let mut budget = SEARCH_BUDGET;
    let mut tables = Vec::new();
    if search(order.to_vec(), &sizes, met, &mut tables, &mut budget) {
        return tables;
    }
    fewest_repeats(order, &sizes, met)
}

/// Fills `tables` with one table per size from `left`, no pair repeated; false when there is
/// no such seating or the budget ran out. The first player left sits at the next table, of each
/// size still to seat in turn (sizes may differ by one).
fn search(
    left: Vec<PlayerId>,
    sizes: &[usize],
    met: &Met,
    tables: &mut Vec<Vec<PlayerId>>,
    budget: &mut u32,
) -> bool {
    if sizes.is_empty() {
        return left.is_empty();
    }
    let Some((&anchor, others)) = left.split_first() else {
        return false;
    };
    let mut tried = Vec::new();
    for (i, &size) in sizes.iter().enumerate() {
        if tried.contains(&size) {
            continue;
        }
        tried.push(size);
        let mut rest_sizes = sizes.to_vec();
        rest_sizes.remove(i);
        let mut table = vec![anchor];
        let seat = Seat {
            others,
            size,
            rest_sizes: &rest_sizes,
            left: &left,
        };
        if fill(&seat, met, &mut table, 0, tables, budget) {
            return true;
        }
    }
    false
}

/// One table being filled: the candidates, its size, the sizes still to seat after it, and
/// everyone not yet seated.
struct Seat<'a> {
    others: &'a [PlayerId],
    size: usize,
    rest_sizes: &'a [usize],
    left: &'a [PlayerId],
}

/// Chooses the rest of `table` from `seat.others[from..]`, in order, then seats the other
/// tables.
fn fill(
    seat: &Seat<'_>,
    met: &Met,
    table: &mut Vec<PlayerId>,
    from: usize,
    tables: &mut Vec<Vec<PlayerId>>,
    budget: &mut u32,
) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    if table.len() == seat.size {
        let remaining: Vec<PlayerId> = seat
            .left
            .iter()
            .copied()
            .filter(|p| !table.contains(p))
            .collect();
        tables.push(table.clone());
        if search(remaining, seat.rest_sizes, met, tables, budget) {
            return true;
        }
        tables.pop();
        return false;
    }
    for i in from..seat.others.len() {
        let candidate = seat.others[i];
        if table.iter().any(|&p| met.have_met(p, candidate)) {
            continue;
        }
        table.push(candidate);
        if fill(seat, met, table, i + 1, tables, budget) {
            return true;
        }
        table.pop();
    }
    false
}

/// Tables filled in order, each seat taken by the next player with the fewest earlier meetings
/// with those already at the table.
fn fewest_repeats(order: &[PlayerId], sizes: &[usize], met: &Met) -> Vec<Vec<PlayerId>> {
    let mut left: Vec<PlayerId> = order.to_vec();
    let mut tables = Vec::new();
    for &size in sizes {
        let mut table = vec![left.remove(0)];
        while table.len() < size && !left.is_empty() {
            let best = (0..left.len())
                .min_by_key(|&i| table.iter().filter(|&&p| met.have_met(p, left[i])).count())
                .unwrap_or(0);
            table.push(left.remove(best));
        }
        tables.push(table);
    }
    tables
}

/// A knockout round's tables for players by rating (`by_rating`, highest first): the highest
/// rated take the byes (tables of one), the others are dealt in snake order.
#[must_use]
pub fn knockout(by_rating: &[PlayerId], table_size: usize) -> Vec<Vec<PlayerId>> {
    let sizes = table_sizes(by_rating.len(), table_size);
    let byes = sizes.iter().filter(|&&s| s == 1).count();
    let mut tables: Vec<Vec<PlayerId>> = by_rating[..byes].iter().map(|&p| vec![p]).collect();
    let playing = sizes.len() - byes;
    let mut dealt: Vec<Vec<PlayerId>> = vec![Vec::new(); playing];
    for (i, &p) in by_rating[byes..].iter().enumerate() {
        let (row, col) = (i / playing, i % playing);
        let at = if row % 2 == 0 { col } else { playing - 1 - col };
        dealt[at].push(p);
    }
    tables.extend(dealt);
    tables
}

#[cfg(test)]
#[path = "pairing_tests.rs"]
mod tests;
