//! Rummoli poker evaluator throughput (criterion, L12): `rank5` over pre-dealt random 5-card
//! hands, and `best_five` over the 9-card hands of a 5-player deal. Reports hands/s.
//!
//! ```text
//! cargo bench --bench poker
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{seq::index::sample, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::cards::Card;
use rumino::games::rummoli::{best_five, rank5};

const HANDS: usize = 4096;

fn dealt(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    sample(rng, 52, n)
        .iter()
        .map(|i| Card::from_index(i as u8).unwrap())
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let fives: Vec<[Card; 5]> = (0..HANDS)
        .map(|_| dealt(&mut rng, 5).try_into().unwrap())
        .collect();
    let mut group = c.benchmark_group("rank5");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("random_4096", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for h in &fives {
                acc ^= rank5(black_box(h)).key();
            }
            acc
        });
    });
    group.finish();

    let nines: Vec<Vec<Card>> = (0..256).map(|_| dealt(&mut rng, 9)).collect();
    let mut group = c.benchmark_group("best_five");
    group.throughput(Throughput::Elements(nines.len() as u64));
    group.bench_function("nine_cards_256", |b| {
        b.iter(|| {
            nines
                .iter()
                .map(|h| best_five(black_box(h)).map_or(0, |r| r.0.key()))
                .fold(0, |a, k| a ^ k)
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
