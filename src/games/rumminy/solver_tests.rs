//! The solver against brute force on small positions, and on the rules' examples.

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::solver::{
    best_play, best_play_within, solve, solve_within, suggest, Limits, Objective, Placement,
    Solved, NODE_BUDGET, SUGGEST_BUDGET,
};
use super::solver_brute_tests::{assert_valid, uniform as position, value};
use super::testkit::{field, layout, tiles};
use super::tile::counts;
use super::*;

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

/// `best_play` and `suggest` agree, exactly within the computer players' budget, on how many
/// tiles (and what penalty) the best turn places.
fn best_turn(before: &[Vec<Tile>], hand: &[Tile], limits: Limits) -> Option<Placement> {
    let solved = best_play_within(before, hand, limits, NODE_BUDGET);
    assert!(solved.exact, "{} states", solved.nodes);
    assert_eq!(
        suggest(before, hand, limits),
        solved.placement,
        "Suggest plays the same"
    );
    if let Some(p) = &solved.placement {
        assert_legal(p, before, hand);
    }
    solved.placement
}

/// N5, N6: two copies of each colour of one number and a joker make three groups of three.
#[test]
fn n5_solver_makes_a_third_group_of_one_number_with_a_joker() {
    let before = field("Y1 K1 B1 R1 | Y1 K1 B1 R1");
    let p = best_turn(&before, &tiles("J K9"), Limits::default()).expect("the joker fits");
    assert_eq!(p.placed, tiles("J"));
    assert_eq!(p.playfield.len(), 3, "{}", playfield_text(&p.playfield));

    let before = field("B7 R7 K7 Y7");
    let p = best_turn(&before, &tiles("Y7 B7 J B1 K7 R7"), Limits::default()).unwrap();
    assert_eq!(
        value(&p),
        (5, 7 * 4 + 30),
        "all but B1: {}",
        tiles_text(&p.placed)
    );
}

/// N11 and the solver's objective (docs/rules/rumminy.md, "Solver"): an opening places the most
/// tiles, then the most penalty, among the plays worth the initial meld — not the most points.
#[test]
fn n11_solver_opens_with_the_most_tiles_not_the_most_points() {
    let limits = Limits { initial_meld: 10 };
    let p = best_turn(&[], &tiles("R2 B2 B4 J B5 B2"), limits).expect("it opens");
    assert_eq!(p.playfield, field("B2 J B4 B5"));
    assert_eq!(meld_points(&p.playfield[0]), 14);
    // Where only the most points reach the meld, those are played.
    let limits = Limits { initial_meld: 15 };
    let p = best_turn(&[], &tiles("R2 B2 B4 J B5 B2"), limits).expect("it opens");
    assert_eq!(p.playfield, field("B4 B5 J"));
}

/// The computer players open as the solver does (N11): normal and hard, whose first play at a
/// table with an initial meld is normal's.
#[test]
fn n11_computer_players_open_with_the_most_tiles() {
    let options = RumminyOptions {
        initial_meld: 10,
        ..RumminyOptions::default()
    };
    for level in [ai::Level::Normal, ai::Level::Hard] {
        let game = layout(options, &["R2 B2 B4 J B5 B2", "K1 K2"], "", "R9", 0, true);
        let action = ai::choose(&game, 0, level, &mut ChaCha8Rng::seed_from_u64(1));
        let Some(Action::Commit(commit)) = action else {
            panic!("{level:?} passes");
        };
        assert_eq!(commit.playfield, field("B2 J B4 B5"), "{level:?}");
    }
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

/// The turn found within `budget` states, its placement (if any) checked to be legal.
fn legal_within(before: &[Vec<Tile>], hand: &[Tile], budget: u32) -> Solved {
    let solved = best_play_within(before, hand, Limits::default(), budget);
    if let Some(p) = &solved.placement {
        assert_legal(p, before, hand);
    }
    solved
}

#[test]
fn a_huge_position_is_solved_exactly_within_the_budget() {
    let (before, hand) = huge();
    let solved = legal_within(&before, &hand, NODE_BUDGET);
    assert!(solved.exact, "{} states", solved.nodes);
    let p = solved.placement.expect("a placement");
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
    let bounded = legal_within(&before, &hand, NODE_BUDGET);
    assert!(bounded.nodes <= NODE_BUDGET, "{} states", bounded.nodes);
    assert!(!bounded.exact, "beyond the budget");
    let p = bounded.placement.expect("the best placement found");
    assert_eq!(
        best_play(&before, &hand, Limits::default()),
        Some(p.clone())
    );
    let exact = legal_within(&before, &hand, SUGGEST_BUDGET);
    assert!(exact.exact, "{} states", exact.nodes);
    let q = exact.placement.expect("the optimum");
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
        let solved = legal_within(&before, &hand, budget);
        assert!(
            solved.nodes <= budget,
            "{} states of {budget}",
            solved.nodes
        );
        assert!(!solved.exact);
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
        let solved = legal_within(&before, &hand, 5_000);
        assert!(solved.nodes <= 5_000);
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
