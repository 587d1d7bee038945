use proptest::prelude::*;

use super::*;

fn ids(n: i64) -> Vec<PlayerId> {
    (1..=n).map(PlayerId).collect()
}

#[test]
fn tables_are_even_and_within_the_table_size() {
    assert_eq!(table_sizes(8, 4), vec![4, 4]);
    assert_eq!(table_sizes(7, 3), vec![3, 2, 2]);
    assert_eq!(table_sizes(5, 2), vec![2, 2, 1], "a table of one is a bye");
    assert_eq!(table_sizes(6, 4), vec![3, 3]);
    assert_eq!(table_sizes(0, 4), Vec::<usize>::new());
}

#[test]
fn knockout_gives_the_byes_to_the_highest_rated_and_snakes_the_rest() {
    let tables = knockout(&ids(5), 2);
    assert_eq!(tables[0], vec![PlayerId(1)], "the top seed sits out");
    assert_eq!(tables[1], vec![PlayerId(2), PlayerId(5)]);
    assert_eq!(tables[2], vec![PlayerId(3), PlayerId(4)]);
    let tables = knockout(&ids(8), 4);
    assert_eq!(
        tables[0],
        ids(8)
            .into_iter()
            .filter(|p| [1, 4, 5, 8].contains(&p.0))
            .collect::<Vec<_>>()
    );
}

#[test]
fn swiss_first_round_seats_by_the_order() {
    let tables = swiss(&ids(8), &Met::default(), 4);
    assert_eq!(tables, vec![ids(4), ids(8)[4..].to_vec()]);
}

#[test]
fn swiss_avoids_a_repeat_it_can_avoid() {
    // 1-2 and 3-4 met; 1 2 3 4 in order would repeat both.
    let met = Met::from_tables([&ids(2)[..], &ids(4)[2..]]);
    let tables = swiss(&ids(4), &met, 2);
    assert!(tables.iter().all(|t| met.repeats(t) == 0), "{tables:?}");
    assert_eq!(tables[0], vec![PlayerId(1), PlayerId(3)]);
}

#[test]
fn swiss_repeats_only_when_it_must() {
    // Two players who met can only meet again.
    let met = Met::from_tables([&ids(2)[..]]);
    assert_eq!(swiss(&ids(2), &met, 2), vec![ids(2)]);
}

/// Whether any seating of `players` at tables of `sizes` repeats no pairing (every permutation,
/// cut into tables: slow, independent of the search).
fn some_seating_without_repeats(players: &[PlayerId], sizes: &[usize], met: &Met) -> bool {
    fn permute(at: usize, p: &mut Vec<PlayerId>, sizes: &[usize], met: &Met) -> bool {
        if at == p.len() {
            let mut start = 0;
            return sizes.iter().all(|&s| {
                let ok = met.repeats(&p[start..start + s]) == 0;
                start += s;
                ok
            });
        }
        for i in at..p.len() {
            p.swap(at, i);
            if permute(at + 1, p, sizes, met) {
                return true;
            }
            p.swap(at, i);
        }
        false
    }
    permute(0, &mut players.to_vec(), sizes, met)
}

proptest! {
    #[test]
    fn swiss_never_repeats_a_pairing_when_a_seating_without_one_exists(
        n in 2i64..=8,
        table_size in 2usize..=4,
        earlier in proptest::collection::vec(proptest::collection::vec(0u8..8, 0..8), 0..4),
    ) {
        let players = ids(n);
        // Earlier rounds: random seatings of the same players.
        let mut met = Met::default();
        for round in &earlier {
            let mut order = players.clone();
            for (i, &k) in round.iter().enumerate() {
                let j = usize::from(k) % order.len();
                let len = order.len();
                order.swap(i % len, j);
            }
            let mut start = 0;
            for size in table_sizes(order.len(), table_size) {
                for (i, &a) in order[start..start + size].iter().enumerate() {
                    for &b in &order[start + i + 1..start + size] {
                        met.add(a, b);
                    }
                }
                start += size;
            }
        }
        let tables = swiss(&players, &met, table_size);
        let mut seated: Vec<PlayerId> = tables.iter().flatten().copied().collect();
        seated.sort();
        prop_assert_eq!(&seated, &players, "everyone seated once");
        let mut sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        prop_assert_eq!(&sizes, &table_sizes(players.len(), table_size));
        let repeats: usize = tables.iter().map(|t| met.repeats(t)).sum();
        if some_seating_without_repeats(&players, &sizes, &met) {
            prop_assert_eq!(repeats, 0, "{:?}", tables);
        }
    }

    #[test]
    fn knockout_seats_everyone_once_with_byes_only_at_tables_of_two(
        n in 2i64..=64,
        table_size in 2usize..=8,
    ) {
        let tables = knockout(&ids(n), table_size);
        let mut seated: Vec<PlayerId> = tables.iter().flatten().copied().collect();
        seated.sort();
        prop_assert_eq!(seated, ids(n));
        prop_assert!(tables.iter().all(|t| t.len() <= table_size));
        let byes: Vec<&Vec<PlayerId>> = tables.iter().filter(|t| t.len() == 1).collect();
        prop_assert!(byes.is_empty() || table_size == 2);
        // The byes are the top seeds.
        for (i, bye) in byes.iter().enumerate() {
            prop_assert_eq!(bye[0], PlayerId(i as i64 + 1));
        }
    }
}
