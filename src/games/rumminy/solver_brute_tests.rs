//! The solver's reference: brute force over every subset of the hand and every way to split the
//! tiles into combinations, asking only [`check_combination`] and [`meld_points`] what is valid
//! and what it is worth. Slow but plainly right, on positions small enough for it.
//!
//! The positions are drawn three ways: uniformly from a narrow range of numbers; crowded around
//! one number (both copies of three or four colours, one or two jokers, a few tiles beside it),
//! where a joker makes a third group possible (N5, N6); and opening hands with an initial meld
//! to make (N11), which can often open in several ways.

use std::collections::HashMap;

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::solver::{best_play, best_play_within, solve_within, suggest, Limits, Objective};
use super::solver::{Placement, NODE_BUDGET};
use super::testkit::tiles;
use super::tile::{counts, Counts};
use super::*;

/// Every combination the tiles of a pool allow, and what each multiset of them splits into.
pub struct Reference {
    /// Each valid combination (N4–N6) drawn from the pool, as tile counts, with its points (N11).
    combos: Vec<(Counts, u32)>,
    /// The most points a multiset splits into, `None` when it does not split into combinations.
    memo: HashMap<Counts, Option<u32>>,
}

impl Reference {
    /// The reference for positions drawn from `pool` (every tile that may be placed).
    pub fn new(pool: &[Tile]) -> Reference {
        let have = counts(pool);
        let faces: Vec<Tile> = Tile::all().filter(|t| have[t.index()] > 0).collect();
        let mut combos = Vec::new();
        let mut pick = Vec::new();
        sub_multisets(&faces, &have, 9, &mut pick, &mut |tiles| {
            if tiles.len() >= 3 && check_combination(tiles).is_ok() {
                combos.push((counts(tiles), meld_points(tiles)));
            }
        });
        Reference {
            combos,
            memo: HashMap::new(),
        }
    }

    /// The most points (N11) `tiles` split into, or `None` when they split into no combinations.
    /// The first tile left must be in some combination: each one that fits is tried.
    pub fn split(&mut self, tiles: &Counts) -> Option<u32> {
        let Some(first) = tiles.iter().position(|&n| n > 0) else {
            return Some(0);
        };
        if let Some(&known) = self.memo.get(tiles) {
            return known;
        }
        let mut best = None;
        for i in 0..self.combos.len() {
            let (combo, points) = self.combos[i];
            if combo[first] == 0 || (0..Tile::FACES).any(|f| combo[f] > tiles[f]) {
                continue;
            }
            let mut rest = *tiles;
            for f in 0..Tile::FACES {
                rest[f] -= combo[f];
            }
            if let Some(more) = self.split(&rest) {
                best = best.max(Some(points + more));
            }
        }
        self.memo.insert(*tiles, best);
        best
    }

    /// The best (tiles placed, penalty placed) over every subset of `optional` placed with all of
    /// `mandatory`, among those that split into combinations worth at least `points` and that
    /// `allowed` accepts; `None` when there is none.
    pub fn best(
        &mut self,
        mandatory: &[Tile],
        optional: &[Tile],
        points: u32,
        allowed: impl Fn(&[Tile]) -> bool,
    ) -> Option<(usize, u32)> {
        let have = counts(optional);
        let faces: Vec<Tile> = Tile::all().filter(|t| have[t.index()] > 0).collect();
        let mut subsets = Vec::new();
        sub_multisets(&faces, &have, usize::MAX, &mut Vec::new(), &mut |t| {
            subsets.push(t.to_vec());
        });
        let mut best = None;
        for chosen in subsets.into_iter().filter(|c| allowed(c)) {
            let all = counts(mandatory.iter().chain(&chosen));
            if self.split(&all).is_some_and(|p| p >= points) {
                let value = (chosen.len(), chosen.iter().map(|t| t.penalty()).sum());
                best = best.max(Some(value));
            }
        }
        best
    }
}

/// Calls `f` with every sub-multiset of at most `most` tiles of `faces` (each taken up to its
/// count in `have`).
fn sub_multisets(
    faces: &[Tile],
    have: &Counts,
    most: usize,
    pick: &mut Vec<Tile>,
    f: &mut impl FnMut(&[Tile]),
) {
    let Some((&face, rest)) = faces.split_first() else {
        f(pick);
        return;
    };
    let before = pick.len();
    for n in 0..=have[face.index()] {
        if n > 0 {
            if pick.len() == most {
                break;
            }
            pick.push(face);
        }
        sub_multisets(rest, have, most, pick, f);
    }
    pick.truncate(before);
}

/// A random valid playfield and hand from a narrow range of numbers, so that many combinations
/// are possible: (the playfield's tiles, the hand).
pub fn uniform(rng: &mut ChaCha8Rng) -> (Vec<Tile>, Vec<Tile>) {
    let mut pool: Vec<Tile> = Tile::all()
        .filter(|t| t.number().is_none_or(|n| n <= 5))
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
                take(&mut pool, &pick);
                mandatory.extend(pick);
                break;
            }
        }
    }
    let hand: Vec<Tile> = pool.into_iter().take(rng.gen_range(1..=7)).collect();
    (mandatory, hand)
}

/// A position crowded around one number: both copies (now and then one) of three or four
/// colours of it, one or two jokers (now and then none) and up to three tiles within two of it.
/// Up to two groups of it go to the playfield, a joker in one now and then; the rest is the hand.
pub fn crowded(rng: &mut ChaCha8Rng) -> (Vec<Tile>, Vec<Tile>) {
    let number = rng.gen_range(1..=9u8);
    let mut colours = Colour::ALL;
    colours.shuffle(rng);
    let mut pool = Vec::new();
    for &c in &colours[..rng.gen_range(3..=4)] {
        let copies = if rng.gen_bool(0.85) { 2 } else { 1 };
        pool.extend(std::iter::repeat_n(Tile::new(c, number).unwrap(), copies));
    }
    let jokers = [0, 1, 1, 2, 2][rng.gen_range(0..5)];
    pool.extend(std::iter::repeat_n(Tile::JOKER, jokers));
    for _ in 0..rng.gen_range(0..=3) {
        let near = number.saturating_sub(2).max(1)..=(number + 2).min(9);
        let t = Tile::new(*colours.choose(rng).unwrap(), rng.gen_range(near)).unwrap();
        if pool.iter().filter(|&&p| p == t).count() < 2 {
            pool.push(t);
        }
    }
    pool.shuffle(rng);
    let mut mandatory = Vec::new();
    for _ in 0..rng.gen_range(0..=2) {
        let mut group: Vec<Tile> = Vec::new();
        for &t in &pool {
            let fits = t.number() == Some(number) && !group.contains(&t);
            let joker = t.is_joker() && !group.contains(&t) && rng.gen_bool(0.3);
            if group.len() < 4 && (fits || joker) {
                group.push(t);
            }
        }
        if check_combination(&group).is_ok() {
            take(&mut pool, &group);
            mandatory.extend(group);
        }
    }
    (mandatory, pool)
}

/// An opening hand (N11): five to nine tiles from a window of four or five numbers, so that
/// several sets of combinations can open, with up to two jokers; and the points to reach.
pub fn opening(rng: &mut ChaCha8Rng) -> (Vec<Tile>, u32) {
    let low = rng.gen_range(1..=5u8);
    let high = low + rng.gen_range(3..=4);
    let mut pool: Vec<Tile> = Tile::all()
        .filter(|t| t.number().is_some_and(|n| (low..=high).contains(&n)))
        .flat_map(|t| [t, t])
        .collect();
    pool.shuffle(rng);
    let mut hand: Vec<Tile> = pool[..rng.gen_range(5..=9)].to_vec();
    for _ in 0..rng.gen_range(0..=2) {
        hand.push(Tile::JOKER);
    }
    hand.shuffle(rng);
    (hand, rng.gen_range(5..=35))
}

/// Takes each of `tiles` out of `pool` once.
fn take(pool: &mut Vec<Tile>, tiles: &[Tile]) {
    for t in tiles {
        let at = pool.iter().position(|p| p == t).unwrap();
        pool.remove(at);
    }
}

/// What the solver maximises: tiles placed, then penalty placed.
pub fn value(p: &Placement) -> (usize, u32) {
    (p.placed.len(), p.placed.iter().map(|t| t.penalty()).sum())
}

/// The placement is valid: every combination, and exactly the mandatory tiles plus those placed.
pub fn assert_valid(p: &Placement, mandatory: &[Tile], optional: &[Tile]) {
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

/// N9 c and N13: a turn places something, and a final turn no joker and at most 19 tiles.
fn legal_turn(hand: &[Tile]) -> impl Fn(&[Tile]) -> bool + '_ {
    move |chosen: &[Tile]| {
        let barred = hand.contains(&Tile::JOKER) || hand.len() > FINAL_TURN_MAX;
        let out_barred = chosen.len() == hand.len() && barred;
        !chosen.is_empty() && !out_barred
    }
}

/// Panics naming how many of `checked` positions differ from brute force, and the first few.
fn assert_none_differ(differ: &[String], checked: usize) {
    assert!(
        differ.is_empty(),
        "{} of {checked} positions differ from brute force:\n{}",
        differ.len(),
        differ[..differ.len().min(5)].join("\n")
    );
}

/// Positions from `draw`, solved with the whole playfield to rearrange (N9): [`solve`]'s most
/// tiles, and [`best_play`]'s turn within N13, against brute force. Every one must be solved
/// exactly within the computer players' budget, and more than `at_least` must place something
/// (or the positions would test little).
fn check_placements(
    draw: fn(&mut ChaCha8Rng) -> (Vec<Tile>, Vec<Tile>),
    seed: u64,
    positions: usize,
    at_least: usize,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut differ, mut placed_some) = (Vec::new(), 0);
    for _ in 0..positions {
        let (mandatory, hand) = draw(&mut rng);
        let name = format!(
            "field {} hand {}",
            tiles_text(&mandatory),
            tiles_text(&hand)
        );
        let mut reference = Reference::new(&[mandatory.clone(), hand.clone()].concat());
        let solved = solve_within(&mandatory, &hand, Objective::Tiles, NODE_BUDGET);
        assert!(solved.exact, "{name}: {} states", solved.nodes);
        if let Some(p) = &solved.placement {
            assert_valid(p, &mandatory, &hand);
        }
        let want = reference.best(&mandatory, &hand, 0, |_| true);
        let got = solved.placement.as_ref().map(value);
        if got != want {
            differ.push(format!("{name}: brute {want:?}, solve {got:?}"));
        }
        let want = reference.best(&mandatory, &hand, 0, legal_turn(&hand));
        let got = best_play(std::slice::from_ref(&mandatory), &hand, Limits::default());
        if got.as_ref().map(value) != want {
            differ.push(format!("{name}: brute {want:?}, best_play {got:?}"));
        }
        placed_some += usize::from(want.is_some());
    }
    assert_none_differ(&differ, positions);
    assert!(
        placed_some > at_least,
        "too few positions place anything: {placed_some}"
    );
}

#[test]
fn solver_matches_brute_force_on_small_positions() {
    check_placements(uniform, 15, 400, 100);
}

/// The bounds that prune the search (`Search::bound`) and the ordered search must not lose an
/// optimum: more random positions, from other seeds.
#[test]
fn pruned_solver_matches_brute_force_on_many_more_positions() {
    for seed in [1, 2, 3] {
        check_placements(uniform, seed, 400, 0);
    }
}

/// N5, N6: a number crowded on the playfield and in the hand, with jokers: one joker makes three
/// groups of one number out of two copies of four colours, or of three colours and one.
#[test]
fn n5_solver_matches_brute_force_on_positions_crowded_around_one_number() {
    check_placements(crowded, 5, 1_500, 500);
}

/// N11: opening hands, often with several ways to open: the turn placing the most tiles (then
/// the most penalty) among those worth the initial meld, from the hand's own tiles only, the
/// playfield kept as it is; and within N13.
#[test]
fn n11_solver_opens_as_brute_force_does() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let kept = vec![tiles("K7 K8 K9")];
    let (mut differ, mut opened, positions) = (Vec::new(), 0, 1_500);
    for _ in 0..positions {
        let (hand, points) = opening(&mut rng);
        let name = format!("hand {} meld {points}", tiles_text(&hand));
        let limits = Limits {
            initial_meld: points,
        };
        let solved = best_play_within(&kept, &hand, limits, NODE_BUDGET);
        assert!(solved.exact, "{name}: {} states", solved.nodes);
        if let Some(p) = &solved.placement {
            assert_eq!(p.playfield[0], kept[0], "{name}: N11 keeps the playfield");
            let new = &p.playfield[1..];
            assert_valid(
                &Placement {
                    playfield: new.to_vec(),
                    placed: p.placed.clone(),
                },
                &[],
                &hand,
            );
            let worth: u32 = new.iter().map(|c| meld_points(c)).sum();
            assert!(worth >= points, "{name}: opens with {worth}");
        }
        let mut reference = Reference::new(&hand);
        let want = reference.best(&[], &hand, points, legal_turn(&hand));
        let got = solved.placement.as_ref().map(value);
        if got != want {
            differ.push(format!("{name}: brute {want:?}, solver {got:?}"));
        }
        assert_eq!(suggest(&kept, &hand, limits), solved.placement, "{name}");
        opened += usize::from(want.is_some());
    }
    assert_none_differ(&differ, positions);
    assert!(opened > 300, "too few hands open: {opened}");
}
