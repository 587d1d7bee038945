//! Tuscan Ramino's classifier and `rumino eval --game ramino` (criterion): hands/s, on hands
//! like the ones scripts feed it: half 7-card, half 10-card Italian hands, four in five built as
//! a winning shape (T7–T11) with up to two cards swapped for others, the rest as dealt.
//!
//! ```text
//! cargo bench --bench ramino_eval                      # criterion groups
//! cargo bench --bench ramino_eval -- --gen 1000000 > hands.txt   # the input, for the binary
//! ```
//!
//! `--gen N` prints N such lines (seeded, so every run writes the same file) and measures
//! nothing: the README times `rumino eval --game ramino < hands.txt` on it, old and new binary.

use std::hint::black_box;
use std::io::Write;

use criterion::{Criterion, Throughput};
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::cards::{Card, Rank, Suit};
use rumino::cli::eval_ramino;
use rumino::games::ramino::classify::{strength, Holding};
use rumino::games::ramino::{classify, PackCards, PackKind};

const PACK: PackKind = PackKind::Italian;
/// Hands per classifier iteration, and lines per `eval` iteration.
const HANDS: usize = 4096;
const EVAL_LINES: usize = 20_000;

fn card(place: usize, suit: Suit) -> Card {
    Card::new(Rank::new(PACK.ranks()[place]).unwrap(), suit)
}

/// A random set of `len` (3 or 4) or run of `len` cards, none of them in `used`; empty if twenty
/// tries all hit a used card.
fn combination(rng: &mut ChaCha8Rng, len: usize, used: &[Card]) -> Vec<Card> {
    let places = PACK.ranks().len();
    for _ in 0..20 {
        let cards: Vec<Card> = if len <= 4 && rng.gen_bool(0.5) {
            let p = rng.gen_range(0..places);
            let mut suits = Suit::ALL.to_vec();
            suits.shuffle(rng);
            suits[..len].iter().map(|&s| card(p, s)).collect()
        } else {
            let s = *Suit::ALL.choose(rng).unwrap();
            let start = rng.gen_range(0..=places - len);
            (start..start + len).map(|p| card(p, s)).collect()
        };
        if cards.iter().all(|c| !used.contains(c)) {
            return cards;
        }
    }
    Vec::new()
}

/// `n` (7 or 10) distinct cards: mostly a winning shape with 0–2 cards swapped, else as dealt.
fn hand(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    let all: Vec<Card> = PACK.pack().ids().map(|id| id.card()).collect();
    let mut cards: Vec<Card> = Vec::new();
    if rng.gen_bool(0.8) {
        let shapes: &[&[usize]] = if n == 10 {
            &[&[10], &[7, 3], &[3, 3, 4], &[4, 6], &[5, 5], &[4, 3, 3]]
        } else {
            &[&[7], &[4, 3], &[3, 4]]
        };
        for &len in *shapes.choose(rng).unwrap() {
            let more = combination(rng, len, &cards);
            cards.extend(more);
        }
        cards.truncate(n);
        cards.shuffle(rng);
        cards.truncate(n - rng.gen_range(0..=2));
    }
    let mut rest: Vec<Card> = all.into_iter().filter(|c| !cards.contains(c)).collect();
    rest.shuffle(rng);
    cards.extend(rest.into_iter().take(n - cards.len()));
    cards.shuffle(rng);
    cards
}

/// `count` hands, 7 and 10 cards alternating.
fn hands(seed: u64, count: usize) -> Vec<Vec<Card>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count).map(|i| hand(&mut rng, [7, 10][i % 2])).collect()
}

/// One line per hand in the pack's notation (`F♣`); every fourth in lower-case ASCII (`fc`),
/// which scripts type too.
fn lines(hands: &[Vec<Card>]) -> String {
    let mut text = String::new();
    for (i, cards) in hands.iter().enumerate() {
        let line = PackCards { pack: PACK, cards }.to_string();
        if i % 4 == 3 {
            text.extend(line.chars().map(|c| match c {
                '♠' => 's',
                '♣' => 'c',
                '♦' => 'd',
                '♥' => 'h',
                c => c.to_ascii_lowercase(),
            }));
        } else {
            text.push_str(&line);
        }
        text.push('\n');
    }
    text
}

fn bench(c: &mut Criterion) {
    let set = hands(1, HANDS);
    let holdings: Vec<Holding> = set
        .iter()
        .map(|h| Holding::from_cards(h, PACK).unwrap())
        .collect();
    let mut group = c.benchmark_group("ramino_classify");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("strength_mix_7_10", |b| {
        b.iter(|| {
            holdings
                .iter()
                .fold(0u32, |a, &h| a ^ strength(black_box(h), PACK).raw())
        });
    });
    group.bench_function("classify_cards_mix_7_10", |b| {
        b.iter(|| {
            set.iter()
                .filter(|h| classify(black_box(h), PACK).is_some())
                .count()
        });
    });
    group.finish();

    let input = lines(&hands(2, EVAL_LINES));
    let mut group = c.benchmark_group("ramino_eval");
    group.throughput(Throughput::Elements(EVAL_LINES as u64));
    group.sample_size(20);
    group.bench_function("mix_7_10_json", |b| {
        b.iter(|| eval_ramino::run(input.as_bytes(), std::io::sink(), PACK).unwrap());
    });
    group.finish();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--gen") {
        let count = args
            .get(i + 1)
            .and_then(|n| n.parse().ok())
            .expect("--gen takes a number of lines");
        let text = lines(&hands(3, count));
        std::io::stdout().lock().write_all(text.as_bytes()).unwrap();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
}
