//! The solver against brute force on small positions, and on the rules' examples.

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::solver::{
    best_play, best_play_within, solve, solve_within, suggest, Limits, Objective, Placement,
    NODE_BUDGET, SUGGEST_BUDGET,
};
use super::testkit::{field, tiles};
use super::tile::counts;
use super::*;

/// Whether `tiles` split into valid combinations, by trying every combination of the first tile.
fn partitions(tiles: &[Tile]) -> bool {
    let Some((&first, rest)) = tiles.split_first() else {
        return true;
    };
    let n = rest.len();
    (0u32..1 << n).any(|mask| {
        let size = mask.count_ones();
        if !(2..=8).contains(&size) {
            return false;
        }
        let mut combo = vec![first];
        let mut left = Vec::new();
        for (i, &t) in rest.iter().enumerate() {
            if mask & (1 << i) != 0 {
                combo.push(t);
            } else {
                left.push(t);
            }
        }
        check_combination(&combo).is_ok() && partitions(&left)
    })
}

/// The best (tiles placed, penalty placed) by trying every subset of the hand.
fn brute(mandatory: &[Tile], optional: &[Tile]) -> Option<(usize, u32)> {
    let n = optional.len();
    (0u32..1 << n)
        .filter_map(|mask| {
            let chosen: Vec<Tile> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| optional[i])
                .collect();
            let mut all = mandatory.to_vec();
            all.extend(&chosen);
            partitions(&all).then(|| (chosen.len(), chosen.iter().map(|t| t.penalty()).sum()))
        })
        .max()
}

/// The placement is valid: every combination, and exactly the mandatory tiles plus those placed.
fn assert_valid(p: &Placement, mandatory: &[Tile], optional: &[Tile]) {
    for c in &p.playfield {
        assert!(check_combination(c).is_ok(), "{} invalid", tiles_text(c));
    }
    let mut expect = mandatory.to_vec();
    expect.extend(&p.placed);
    assert_eq!(counts(p.playfield.iter().flatten()), counts(&expect));
    let held = counts(optional);
    let used = counts(&p.placed);
    assert!(Tile::all().all(|t| used[t.index()] <= held[t.index()]));
}

/// A random small position: a valid playfield of a few combinations and a random hand, from a
/// narrow range of numbers so that many combinations are possible.
fn position(rng: &mut ChaCha8Rng) -> (Vec<Tile>, Vec<Tile>) {
    let mut pool: Vec<Tile> = Tile::all()
        .filter(|t| t.number().map_or(true, |n| n <= 5))
        .flat_map(|t| [t, t])
        .filter(|t| !t.is_joker() || rng.gen_bool(0.5))
        .collect();
    pool.dedup_by(|a, b| a.is_joker() && b.is_joker() && rng.gen_bool(0.5));
    pool.shuffle(rng);
    let mut mandatory = Vec::new();
    for _ in 0..rng.gen_range(0..3) {
        // Take a random valid combination out of the pool, if the first tries find one.
        for _ in 0..50 {
            let len = rng.gen_range(3..=4);
            let pick: Vec<Tile> = pool.choose_multiple(rng, len).copied().collect();
            if check_combination(&pick).is_ok() {
                for t in &pick {
                    let at = pool.iter().position(|p| p == t).unwrap();
                    pool.remove(at);
                }
                mandatory.extend(pick);
                break;
            }
        }
    }
    let hand: Vec<Tile> = pool.into_iter().take(rng.gen_range(1..=7)).collect();
    (mandatory, hand)
}

#[test]
fn solver_matches_brute_force_on_small_positions() {
    brute_force_check(15, 400);
}

/// The bounds that prune the search (`Search::bound`) and the ordered search must not lose an
/// optimum: more random positions, from other seeds.
#[test]
fn pruned_solver_matches_brute_force_on_many_more_positions() {
    for seed in [1, 2, 3] {
        brute_force_check(seed, 400);
    }
}

fn brute_force_check(seed: u64, positions: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut placed_some = 0;
    for _ in 0..positions {
        let (mandatory, hand) = position(&mut rng);
        let want = brute(&mandatory, &hand);
        let got = solve(&mandatory, &hand, Objective::Tiles);
        match (want, &got) {
            (None, None) => {}
            (Some((n, pen)), Some(p)) => {
                assert_valid(p, &mandatory, &hand);
                let got_pen: u32 = p.placed.iter().map(|t| t.penalty()).sum();
                assert_eq!(
                    (p.placed.len(), got_pen),
                    (n, pen),
                    "field {} hand {}",
                    tiles_text(&mandatory),
                    tiles_text(&hand)
                );
                placed_some += usize::from(n > 0);
            }
            _ => panic!(
                "feasibility differs on {} + {}: brute {want:?}, solver {got:?}",
                tiles_text(&mandatory),
                tiles_text(&hand)
            ),
        }
    }
    assert!(
        placed_some > positions / 4,
        "too few positions place anything: {placed_some}"
    );
}

#[test]
fn solver_refuses_what_cannot_be_placed_and_impossible_counts() {
    assert_eq!(solve(&tiles("R5 R6"), &[], Objective::Tiles), None);
    assert_eq!(solve(&tiles("R5 R5 R5"), &[], Objective::Tiles), None);
    assert_eq!(solve(&tiles("J J J R1 R2"), &[], Objective::Tiles), None);
    let p = solve(&[], &tiles("R5 B6"), Objective::Tiles).unwrap();
    assert!(p.placed.is_empty() && p.playfield.is_empty());
}

#[test]
fn n9_solver_rearranges_the_playfield_example_2() {
    let p = best_play(&field("B3 B4 B5 B6"), &tiles("R6 Y6"), Limits::default()).unwrap();
    assert_eq!(p.placed.len(), 2);
    assert_valid(&p, &tiles("B3 B4 B5 B6"), &tiles("R6 Y6"));
}

#[test]
fn n10_n13_solver_retrieves_the_joker_to_go_out_example_3() {
    let p = best_play(&field("R5 J R7"), &tiles("R6 B9 Y9"), Limits::default()).unwrap();
    assert_eq!(p.placed.len(), 3);
}

#[test]
fn n13_solver_keeps_a_tile_rather_than_place_a_joker_on_the_final_turn_example_4() {
    assert_eq!(best_play(&[], &tiles("R5 R6 J"), Limits::default()), None);
    let p = best_play(&[], &tiles("R5 R6 J K2"), Limits::default()).unwrap();
    assert_eq!(p.placed.len(), 3);
    assert!(p.placed.contains(&Tile::JOKER));
}

#[test]
fn n13_solver_places_at_most_19_on_a_final_turn() {
    // 20 tiles: R1–R9, B1–B9, K1 K2: all can be placed, but not on a final turn.
    let hand = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9 K1 K2");
    let p = best_play(&[], &hand, Limits::default()).unwrap();
    assert_eq!(p.placed.len(), 19, "one tile kept back");
}

#[test]
fn n11_solver_meets_the_initial_meld_from_its_own_tiles_only() {
    let limits = Limits { initial_meld: 30 };
    let before = field("K1 K2 K3");
    assert_eq!(best_play(&before, &tiles("R1 R2 R3 K4"), limits), None);
    assert_eq!(
        best_play(&before, &tiles("R9 B9 Y9 R1 K4"), limits),
        None,
        "27 < 30"
    );
    let limits = Limits { initial_meld: 27 };
    let p = best_play(&before, &tiles("R9 B9 Y9 R1 K4"), limits).unwrap();
    assert_eq!(p.playfield[0], tiles("K1 K2 K3"));
    assert_eq!(p.placed.len(), 3);
}

#[test]
fn a_late_position_with_two_jokers_on_the_playfield_goes_out() {
    let f = field(
        "R1 R2 J | R1 R2 R3 | B1 B2 B3 B4 B5 | B1 Y1 K1 | Y2 Y3 Y4 | K2 K3 J K5 K6 | R3 Y3 K3 | \
         R4 R5 R6 | B4 B5 B6 | Y5 Y6 Y7 | R6 Y6 K6 | R7 B7 Y7 | R8 B8 Y8 | R8 B8 Y8 K8 | R9 B9 Y9 K9",
    );
    let hand = tiles("R9 B3 B6 Y1 Y2 Y5 Y9 K4 K7 K7 K8");
    let p = best_play(&f, &hand, Limits::default()).unwrap();
    assert_eq!(p.placed.len(), hand.len());
    assert_valid(&p, &f.concat(), &hand);
}

/// N13: keeping back the cheapest tile first and stopping at the first keep that places all the
/// rest gives what trying every keep gives.
#[test]
fn n13_keep_back_matches_trying_every_tile() {
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let value = |p: &Placement| (p.placed.len(), p.placed.iter().map(|t| t.penalty()).sum());
    let mut checked = 0;
    for _ in 0..400 {
        let (mandatory, mut hand) = position(&mut rng);
        if !hand.contains(&Tile::JOKER) {
            hand.push(Tile::JOKER);
        }
        let field = vec![mandatory.clone()];
        let Some(all) = solve(&mandatory, &hand, Objective::Tiles) else {
            continue;
        };
        if all.placed.len() < hand.len() || counts(&hand)[Tile::JOKER.index()] > 2 {
            continue;
        }
        let want: Option<(usize, u32)> = (0..hand.len())
            .filter_map(|i| {
                let mut rest = hand.clone();
                rest.remove(i);
                solve(&mandatory, &rest, Objective::Tiles).map(|p| value(&p))
            })
            .filter(|v| v.0 > 0)
            .max();
        let got = best_play(&field, &hand, Limits::default());
        assert_eq!(got.as_ref().map(value), want, "hand {}", tiles_text(&hand));
        checked += 1;
    }
    assert!(checked > 20, "too few going-out positions: {checked}");
}

/// A huge position, as after many passes: 30 tiles in hand, two jokers among them, beside a
/// playfield of 11. Placing 29 (one kept back for N13) took 127,913 states before the solver cut
/// by each colour's bound and searched against a floor; now it is solved within the budget.
fn huge() -> (Vec<Vec<Tile>>, Vec<Tile>) {
    (
        field("Y1 Y2 Y3 | Y4 Y5 Y6 | R4 R5 R6 R7 R8"),
        tiles(
            "R7 Y7 K5 Y4 R1 B2 K3 R1 J Y5 R6 Y2 Y9 Y7 J B6 R3 B1 B3 K5 K4 Y6 B5 B4 K8 Y8 K1 Y8 \
             R3 K4",
        ),
    )
}

/// The hardest position of 300 simulated games (14,877 positions, `benches/rumminy_solver.rs`):
/// a hand of 19 beside a playfield of 36 holding both jokers. Proving the optimum takes about
/// 431,000 states: beyond a computer player's budget, within Suggest's.
fn hardest_simulated() -> (Vec<Vec<Tile>>, Vec<Tile>) {
    (
        field(
            "B2 Y2 K2 | R1 R2 R3 | K1 K2 J | R4 Y4 K4 | B4 Y4 K4 | B5 Y5 K5 | B3 B4 B5 | \
             R6 B6 Y6 K6 | R7 B7 Y7 | K6 K7 K8 | B7 J B9",
        ),
        tiles("R6 R7 R9 R9 B1 B2 B6 B9 Y1 Y2 Y3 Y3 Y5 Y8 Y8 K1 K3 K3 K9"),
    )
}

/// The placement is a legal turn over `before` from `hand` (N9, N13).
fn assert_legal(p: &Placement, before: &[Vec<Tile>], hand: &[Tile]) {
    assert!(!p.placed.is_empty(), "N9 c: something placed");
    assert_valid(p, &before.concat(), hand);
    let out = p.placed.len() == hand.len();
    assert!(!out || (!p.placed.contains(&Tile::JOKER) && p.placed.len() <= FINAL_TURN_MAX));
}

#[test]
fn a_huge_position_is_solved_exactly_within_the_budget() {
    let (before, hand) = huge();
    let solved = best_play_within(&before, &hand, Limits::default(), NODE_BUDGET);
    assert!(solved.exact, "{} states", solved.nodes);
    let p = solved.placement.expect("a placement");
    assert_legal(&p, &before, &hand);
    assert_eq!(p.placed.len(), 29, "all but one, kept back for N13");
    // The public entry points are the same search.
    assert_eq!(
        best_play(&before, &hand, Limits::default()),
        Some(p.clone())
    );
    assert_eq!(suggest(&before, &hand, Limits::default()), Some(p));
}

#[test]
fn a_computer_player_stops_at_its_budget_where_suggest_goes_on_to_the_optimum() {
    let (before, hand) = hardest_simulated();
    let bounded = best_play_within(&before, &hand, Limits::default(), NODE_BUDGET);
    assert!(bounded.nodes <= NODE_BUDGET, "{} states", bounded.nodes);
    assert!(!bounded.exact, "beyond the budget");
    let p = bounded.placement.expect("the best placement found");
    assert_legal(&p, &before, &hand);
    assert_eq!(
        best_play(&before, &hand, Limits::default()),
        Some(p.clone())
    );
    let exact = best_play_within(&before, &hand, Limits::default(), SUGGEST_BUDGET);
    assert!(exact.exact, "{} states", exact.nodes);
    let q = exact.placement.expect("the optimum");
    assert_legal(&q, &before, &hand);
    assert_eq!(q.placed.len(), 18, "all but one of the 19");
    assert!(
        p.placed.len() < q.placed.len(),
        "the bounded search stopped short here"
    );
    assert_eq!(suggest(&before, &hand, Limits::default()), Some(q));
}

#[test]
fn any_budget_is_kept_and_the_answer_stays_legal() {
    let (before, hand) = hardest_simulated();
    for budget in [0, 1, 10, 100, 1_000, 10_000] {
        let solved = best_play_within(&before, &hand, Limits::default(), budget);
        assert!(
            solved.nodes <= budget,
            "{} states of {budget}",
            solved.nodes
        );
        assert!(!solved.exact);
        if let Some(p) = &solved.placement {
            assert_legal(p, &before, &hand);
        }
    }
    // A thousand states already find a big play.
    let some = best_play_within(&before, &hand, Limits::default(), 1_000).placement;
    assert!(some.is_some_and(|p| p.placed.len() >= 12));
}

#[test]
fn huge_random_positions_keep_the_budget_and_the_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(30);
    for _ in 0..6 {
        let mut all: Vec<Tile> = TileId::all().map(TileId::tile).collect();
        all.shuffle(&mut rng);
        let cut = rng.gen_range(15..30);
        let before =
            solve(&[], &all[..cut], Objective::Tiles).map_or_else(Vec::new, |p| p.playfield);
        let hand = all[cut..cut + 30].to_vec();
        let solved = best_play_within(&before, &hand, Limits::default(), 5_000);
        assert!(solved.nodes <= 5_000);
        if let Some(p) = &solved.placement {
            assert_legal(p, &before, &hand);
        }
    }
}

/// The brute-force positions are all solved exactly within the budget.
#[test]
fn small_positions_are_solved_exactly_within_the_budget() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..200 {
        let (mandatory, hand) = position(&mut rng);
        let solved = solve_within(&mandatory, &hand, Objective::Tiles, NODE_BUDGET);
        assert!(solved.exact && solved.nodes <= NODE_BUDGET);
    }
}
