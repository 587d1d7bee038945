//! Solver and `eval` throughput (criterion): the figures in `docs/perf-solver.md`.
//!
//! Hands are dealt the way the game deals them, from the shuffled 108-card pack (R1), so duplicates
//! and 0–4 jokers turn up as often as at a table; one group keeps only hands with 2+ jokers, the
//! solver's hardest common case. Each iteration solves one pre-generated hand, cycling through
//! 4096, so the means are per hand.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{seq::index::sample, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::cards::{Card, CardId, CardList};
use rumino::cli::eval;
use rumino::rumino::lays::{arrange, deadwood, LayRules};

const HANDS: usize = 4096;

fn dealt(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    sample(rng, CardId::COUNT, n)
        .iter()
        .map(|i| CardId::new(i as u8).unwrap().card())
        .collect()
}

fn hands(n: usize, keep: impl Fn(&[Card]) -> bool) -> Vec<Vec<Card>> {
    let mut rng = ChaCha8Rng::seed_from_u64(108);
    std::iter::repeat_with(|| dealt(&mut rng, n))
        .filter(|h| keep(h))
        .take(HANDS)
        .collect()
}

fn jokers(hand: &[Card]) -> usize {
    hand.iter().filter(|c| c.is_joker()).count()
}

fn bench_solver(c: &mut Criterion) {
    let rules = LayRules::default();
    let sets = [
        ("8_as_dealt", hands(8, |_| true)),
        ("7_as_dealt", hands(7, |_| true)),
        ("8_two_plus_jokers", hands(8, |h| jokers(h) >= 2)),
    ];
    let mut group = c.benchmark_group("deadwood");
    for (name, set) in &sets {
        let mut i = 0;
        group.bench_function(*name, |b| {
            b.iter(|| {
                i = (i + 1) % HANDS;
                deadwood(black_box(&set[i]), rules)
            });
        });
    }
    group.finish();
    let mut group = c.benchmark_group("arrange");
    let mut i = 0;
    group.bench_function("8_as_dealt", |b| {
        b.iter(|| {
            i = (i + 1) % HANDS;
            arrange(black_box(&sets[0].1[i]), rules)
        });
    });
    group.finish();
}

fn bench_eval(c: &mut Criterion) {
    const LINES: u64 = 100_000;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let input: String = (0..LINES)
        .map(|i| format!("{}\n", CardList(&dealt(&mut rng, 7 + (i % 2) as usize))))
        .collect();
    let mut group = c.benchmark_group("eval");
    group.throughput(Throughput::Elements(LINES));
    group.sample_size(20);
    group.bench_function("throughput", |b| {
        b.iter(|| eval::run(input.as_bytes(), std::io::sink(), LayRules::default()).unwrap());
    });
    group.finish();
}

criterion_group!(benches, bench_solver, bench_eval);
criterion_main!(benches);
