//! Rumminy placement solver latency (criterion): positions (playfield and hand of the seat on
//! turn) from simulated games between computer players of every level, 2 to 4 seats. Prints
//! the p50, p99 and maximum of single solves and of the states each expanded (against the
//! computer players' [`NODE_BUDGET`], and whether every one was solved exactly within it, and
//! how many exceed Suggest's [`SUGGEST_BUDGET`]), the same for huge positions and for first
//! plays at tables with an initial meld of 30 (N11: the most tiles among the openings worth it),
//! then benchmarks solving the simulated and huge ones. The levels' strength is
//! `benches/game_ai.rs --game rumminy`.
//!
//! ```text
//! cargo bench --bench rumminy_solver
//! RUMMINY_BENCH_QUICK=1 cargo bench --bench rumminy_solver   # the figures only
//! RUMMINY_BENCH_GAMES=300 RUMMINY_BENCH_QUICK=1 cargo bench --bench rumminy_solver  # more games
//! ```
//!
//! With `RUMMINY_BENCH_QUICK` set, only the single-solve figures are printed (and the slowest
//! position, to study it): no criterion loop.

use std::{hint::black_box, time::Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{seq::SliceRandom, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::games::rumminy::{
    ai, playfield_text,
    solver::{
        best_play, best_play_within, solve, Limits, Objective, Solved, NODE_BUDGET, SUGGEST_BUDGET,
    },
    tiles_text, Command, RumminyGame, RumminyOptions, Tile, TileId,
};
use rumino::games::Level;

type Position = (Vec<Vec<Tile>>, Vec<Tile>, Limits);

/// Every position met on turn in `games` simulated games at tables with `options`.
fn simulated(games: usize, options: RumminyOptions) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut out = Vec::new();
    for g in 0..games {
        let players = 2 + g % 3;
        let Ok(mut game) = RumminyGame::new(options, players, 0) else {
            continue;
        };
        let mut order: Vec<TileId> = TileId::all().collect();
        order.shuffle(&mut rng);
        if game.apply(&Command::Deal { order }).is_err() {
            continue;
        }
        while let Some(seat) = game.turn() {
            let view = game.view(Some(seat));
            out.push((view.playfield.clone(), view.my_hand.clone(), view.limits()));
            let level = Level::ALL[(g + seat) % 3];
            let Some(action) = ai::choose(&game, seat, level, &mut rng) else {
                break;
            };
            if game.apply(&Command::Play { seat, action }).is_err() {
                break;
            }
        }
    }
    out
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or(0.0)
}

/// A huge position, as after many passes: a playfield of the solver's own arrangement of as
/// many as it can place of `field` random tiles, and a hand of 30 of the rest, jokers included.
fn huge(seed: u64, field: usize) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tiles: Vec<Tile> = TileId::all().map(TileId::tile).collect();
    tiles.shuffle(&mut rng);
    let laid = solve(&[], &tiles[..field], Objective::Tiles).map_or_else(Vec::new, |p| p.playfield);
    let mut rest = tiles[field..].to_vec();
    rest.truncate(30);
    (laid, rest, Limits::default())
}

/// Wall time (µs) and the solver's answer for each position, at `budget`.
fn measure(positions: &[Position], budget: u32) -> Vec<(f64, Solved)> {
    positions
        .iter()
        .map(|(field, hand, limits)| {
            let start = Instant::now();
            let solved = black_box(best_play_within(field, hand, *limits, budget));
            (start.elapsed().as_secs_f64() * 1e6, solved)
        })
        .collect()
}

fn summary(name: &str, runs: &[(f64, Solved)]) {
    let mut micros: Vec<f64> = runs.iter().map(|r| r.0).collect();
    micros.sort_by(f64::total_cmp);
    let mut nodes: Vec<f64> = runs.iter().map(|r| f64::from(r.1.nodes)).collect();
    nodes.sort_by(f64::total_cmp);
    println!(
        "{name}: {} positions, p50 {:.1} µs, p99 {:.1} µs, max {:.1} µs; states p50 {:.0}, p99 \
         {:.0}, max {:.0}; {} not exact within the budget",
        runs.len(),
        percentile(&micros, 0.5),
        percentile(&micros, 0.99),
        micros.last().copied().unwrap_or(0.0),
        percentile(&nodes, 0.5),
        percentile(&nodes, 0.99),
        nodes.last().copied().unwrap_or(0.0),
        runs.iter().filter(|r| !r.1.exact).count(),
    );
}

/// How the answers beyond the budget compare with the exact ones.
fn beyond(bounded: &[(f64, Solved)], exact: &[(f64, Solved)]) {
    let value = |s: &Solved| {
        s.placement.as_ref().map_or((0, 0), |p| {
            (
                p.placed.len(),
                p.placed.iter().map(|t| t.penalty()).sum::<u32>(),
            )
        })
    };
    let short: Vec<usize> = bounded
        .iter()
        .zip(exact)
        .filter(|(b, _)| !b.1.exact)
        .map(|(b, e)| value(&e.1).0.saturating_sub(value(&b.1).0))
        .collect();
    let optimal = bounded
        .iter()
        .zip(exact)
        .filter(|(b, e)| !b.1.exact && value(&b.1) == value(&e.1))
        .count();
    println!(
        "  beyond the budget: {}, of which {optimal} still found the optimum; tiles short of it: \
         at most {}, {} in all",
        short.len(),
        short.iter().max().unwrap_or(&0),
        short.iter().sum::<usize>(),
    );
}

fn bench(c: &mut Criterion) {
    let games = std::env::var("RUMMINY_BENCH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(30);
    let positions = simulated(games, RumminyOptions::default());
    let tiles = |(f, h, _): &Position| f.iter().map(Vec::len).sum::<usize>() + h.len();
    println!(
        "rumminy solver, budget {NODE_BUDGET} states: positions from {games} simulated games, up \
         to {} tiles, hands up to {}",
        positions.iter().map(tiles).max().unwrap_or(0),
        positions.iter().map(|p| p.1.len()).max().unwrap_or(0),
    );
    let runs = measure(&positions, NODE_BUDGET);
    summary("simulated positions", &runs);
    let exact = measure(&positions, u32::MAX);
    summary("the same, unbounded (what exactness needs)", &exact);
    beyond(&runs, &exact);
    println!(
        "  beyond Suggest's budget ({SUGGEST_BUDGET} states): {}",
        exact.iter().filter(|r| r.1.nodes > SUGGEST_BUDGET).count()
    );
    let huge: Vec<Position> = (0..30)
        .map(|s| huge(s, 20 + 5 * (s as usize % 3)))
        .collect();
    let huge_runs = measure(&huge, NODE_BUDGET);
    summary("huge positions (hand 30, playfield 15-30)", &huge_runs);
    let exact = measure(&huge, u32::MAX);
    summary("the same, unbounded", &exact);
    beyond(&huge_runs, &exact);
    // N11: the first plays at tables with an initial meld of 30.
    let options = RumminyOptions {
        initial_meld: 30,
        ..RumminyOptions::default()
    };
    let mut opening = simulated(games, options);
    opening.retain(|p| p.2.initial_meld > 0);
    let opening_runs = measure(&opening, NODE_BUDGET);
    summary("openings (initial meld 30)", &opening_runs);
    let exact = measure(&opening, u32::MAX);
    summary("the same, unbounded", &exact);
    beyond(&opening_runs, &exact);
    if std::env::var_os("RUMMINY_BENCH_QUICK").is_some() {
        for (name, runs, positions) in [
            ("simulated", &runs, &positions),
            ("huge", &huge_runs, &huge),
            ("opening", &opening_runs, &opening),
        ] {
            let slowest = runs
                .iter()
                .zip(positions)
                .max_by(|a, b| a.0 .0.total_cmp(&b.0 .0));
            if let Some((_, (field, hand, _))) = slowest {
                println!(
                    "slowest {name}: field {} hand {}",
                    playfield_text(field),
                    tiles_text(hand)
                );
            }
        }
        return;
    }
    let mut group = c.benchmark_group("rumminy_solver");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.sample_size(10);
    group.bench_function("simulated_positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .filter(|(f, h, l)| best_play(black_box(f), black_box(h), *l).is_some())
                .count()
        });
    });
    group.bench_function("huge_positions", |b| {
        b.iter(|| {
            huge.iter()
                .filter(|(f, h, l)| best_play(black_box(f), black_box(h), *l).is_some())
                .count()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
