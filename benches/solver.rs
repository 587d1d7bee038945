//! Solver and `eval` throughput (criterion): the figures in `docs/perf-solver.md`.
//!
//! Hands are dealt the way the game deals them, from the shuffled 108-card pack (R1), so duplicates
//! and 0–4 jokers turn up as often as at a table; one group keeps only hands with 2+ jokers. Jokers
//! are what makes the search work (each one can fill any gap of any lay, R5), so the `jokers`
//! groups fix the joker count (0 to 4, naturals drawn from the two French decks) and the `mix`
//! groups deal half of their hands with 3–4 jokers, the hard case for the solver. Each `deadwood`
//! iteration solves one pre-generated hand, cycling through 4096, and reports hands/s.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{
    seq::{index::sample, SliceRandom},
    SeedableRng,
};
use rand_chacha::ChaCha8Rng;
use rumino::cards::{Card, CardId, CardList};
use rumino::cli::eval;
use rumino::games::rumino::lays::{arrange, deadwood, LayRules};

const HANDS: usize = 4096;
/// Lines per `eval` iteration in the joker groups.
const EVAL_LINES: usize = 20_000;

fn dealt(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    sample(rng, CardId::COUNT, n)
        .iter()
        .map(|i| CardId::new(i as u8).unwrap().card())
        .collect()
}

/// `n` cards of which exactly `jokers` are jokers, the naturals drawn from the two French decks.
fn with_jokers(rng: &mut ChaCha8Rng, n: usize, jokers: usize) -> Vec<Card> {
    let mut hand: Vec<Card> = sample(rng, 104, n - jokers)
        .iter()
        .map(|i| CardId::new(i as u8).unwrap().card())
        .collect();
    hand.extend(std::iter::repeat_n(Card::JOKER, jokers));
    hand.shuffle(rng);
    hand
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

/// `count` hands of 7 and 8 cards alternating: even ones as dealt but with at most 2 jokers, odd
/// ones with 3 and 4 jokers alternating. Exactly half hold 3–4 jokers.
fn mix(count: usize) -> Vec<Vec<Card>> {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    (0..count)
        .map(|i| {
            let n = 7 + i % 2;
            if i % 4 < 2 {
                loop {
                    let hand = dealt(&mut rng, n);
                    if jokers(&hand) <= 2 {
                        break hand;
                    }
                }
            } else {
                with_jokers(&mut rng, n, 3 + (i / 4) % 2)
            }
        })
        .collect()
}

fn lines(hands: &[Vec<Card>]) -> String {
    hands.iter().map(|h| format!("{}\n", CardList(h))).collect()
}

fn bench_solver(c: &mut Criterion) {
    let rules = LayRules::default();
    let sets = [
        ("8_as_dealt", hands(8, |_| true)),
        ("7_as_dealt", hands(7, |_| true)),
        ("8_two_plus_jokers", hands(8, |h| jokers(h) >= 2)),
    ];
    let mut group = c.benchmark_group("deadwood");
    group.throughput(Throughput::Elements(1));
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
    group.throughput(Throughput::Elements(1));
    let mut i = 0;
    group.bench_function("8_as_dealt", |b| {
        b.iter(|| {
            i = (i + 1) % HANDS;
            arrange(black_box(&sets[0].1[i]), rules)
        });
    });
    group.finish();
}

/// `deadwood` per hand with a fixed joker count, and on the half-3–4-joker mix.
fn bench_jokers(c: &mut Criterion) {
    let rules = LayRules::default();
    let mut group = c.benchmark_group("jokers");
    group.throughput(Throughput::Elements(1));
    group.measurement_time(std::time::Duration::from_secs(3));
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut sets: Vec<(String, Vec<Vec<Card>>)> = Vec::new();
    for n in [7, 8] {
        for k in 0..=4 {
            let set = (0..HANDS).map(|_| with_jokers(&mut rng, n, k)).collect();
            sets.push((format!("deadwood_{n}_cards_{k}_jokers"), set));
        }
    }
    sets.push(("deadwood_mix_half_3_4_jokers".into(), mix(HANDS)));
    for (name, set) in &sets {
        let mut i = 0;
        group.bench_function(name.as_str(), |b| {
            b.iter(|| {
                i = (i + 1) % HANDS;
                deadwood(black_box(&set[i]), rules)
            });
        });
    }
    let mixed = mix(HANDS);
    let mut i = 0;
    group.bench_function("arrange_mix_half_3_4_jokers", |b| {
        b.iter(|| {
            i = (i + 1) % HANDS;
            arrange(black_box(&mixed[i]), rules)
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
    // `rumino eval` (arrangement, gin and rumino checks, JSON) per joker count, 7 and 8 cards
    // alternating, and on the half-3–4-joker mix.
    group.throughput(Throughput::Elements(EVAL_LINES as u64));
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for k in 0..=4 {
        let set: Vec<Vec<Card>> = (0..EVAL_LINES)
            .map(|i| with_jokers(&mut rng, 7 + i % 2, k))
            .collect();
        let input = lines(&set);
        group.bench_function(format!("{k}_jokers"), |b| {
            b.iter(|| eval::run(input.as_bytes(), std::io::sink(), LayRules::default()).unwrap());
        });
    }
    let input = lines(&mix(EVAL_LINES));
    group.bench_function("mix_half_3_4_jokers", |b| {
        b.iter(|| eval::run(input.as_bytes(), std::io::sink(), LayRules::default()).unwrap());
    });
    group.finish();
}

criterion_group!(benches, bench_solver, bench_jokers, bench_eval);
criterion_main!(benches);
