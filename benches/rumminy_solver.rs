//! Rumminy placement solver latency (criterion): positions (playfield and hand of the seat on
//! turn) from simulated games between computer players of every level, 2 to 4 seats. Prints
//! the p50, p99 and maximum of single solves, then benchmarks solving them all, then plays the
//! levels against each other (`ai::duel`) and prints their wins.
//!
//! ```text
//! cargo bench --bench rumminy_solver
//! RUMMINY_BENCH_QUICK=1 cargo bench --bench rumminy_solver   # the figures only
//! ```
//!
//! With `RUMMINY_BENCH_QUICK` set, only the single-solve figures are printed (and the slowest
//! position, to study it): no criterion loop and no duels.

use std::{hint::black_box, time::Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{seq::SliceRandom, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::games::rumminy::{
    ai, playfield_text,
    solver::{best_play, Limits},
    tiles_text, Command, RumminyGame, RumminyOptions, Tile, TileId,
};
use rumino::games::Level;

type Position = (Vec<Vec<Tile>>, Vec<Tile>);

/// Every position met on turn in `games` simulated games.
fn positions(games: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut out = Vec::new();
    for g in 0..games {
        let players = 2 + g % 3;
        let Ok(mut game) = RumminyGame::new(RumminyOptions::default(), players, 0) else {
            continue;
        };
        let mut order: Vec<TileId> = TileId::all().collect();
        order.shuffle(&mut rng);
        if game.apply(&Command::Deal { order }).is_err() {
            continue;
        }
        while let Some(seat) = game.turn() {
            let view = game.view(Some(seat));
            out.push((view.playfield.clone(), view.my_hand.clone()));
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

fn bench(c: &mut Criterion) {
    let positions = positions(30);
    let mut micros: Vec<(f64, usize)> = positions
        .iter()
        .enumerate()
        .map(|(i, (field, hand))| {
            let start = Instant::now();
            black_box(best_play(field, hand, Limits::default()));
            (start.elapsed().as_secs_f64() * 1e6, i)
        })
        .collect();
    micros.sort_by(|a, b| a.0.total_cmp(&b.0));
    let slowest = micros.last().map(|&(_, i)| &positions[i]);
    let micros: Vec<f64> = micros.into_iter().map(|(t, _)| t).collect();
    let tiles = |(f, h): &Position| f.iter().map(Vec::len).sum::<usize>() + h.len();
    println!(
        "rumminy solver: {} positions (up to {} tiles), p50 {:.1} µs, p99 {:.1} µs, max {:.1} µs",
        positions.len(),
        positions.iter().map(tiles).max().unwrap_or(0),
        percentile(&micros, 0.5),
        percentile(&micros, 0.99),
        micros.last().copied().unwrap_or(0.0),
    );
    if std::env::var_os("RUMMINY_BENCH_QUICK").is_some() {
        if let Some((field, hand)) = slowest {
            println!(
                "slowest: field {} hand {}",
                playfield_text(field),
                tiles_text(hand)
            );
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
                .filter(|(f, h)| best_play(black_box(f), black_box(h), Limits::default()).is_some())
                .count()
        });
    });
    group.finish();
    for (a, b) in [
        (Level::Normal, Level::Easy),
        (Level::Hard, Level::Normal),
        (Level::Hard, Level::Easy),
    ] {
        let d = ai::duel(a, b, 100, 7);
        println!(
            "rumminy duel {a} vs {b}: {} – {} ({} draws) over 100 games",
            d.first, d.second, d.draws
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
