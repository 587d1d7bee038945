//! Ramino AI strength and speed: win rates with 95% confidence intervals and decision times per
//! level, from games played straight on the engine (`games::ramino::ai::arena`).
//!
//! ```text
//! cargo bench --bench ramino_ai -- [--games N] [--seed S] [--threads T] [--pack italian|german]
//!     [--target P] [--match hard:normal,normal:easy]
//! ```
//! A match names the level of each seat (2 to 4) and plays N games from seeds S, S+1, …,
//! rotating the seats one place each game (heads-up: alternating who sits first). The win rate is
//! the first-named level's share of the wins. Decision times are wall time per `decide` call; with
//! `--threads 1` (the default) everything runs on one core.

use std::collections::HashMap;
use std::time::Duration;

use rumino::games::ramino::ai::{arena, Level};
use rumino::games::ramino::{PackKind, RaminoOptions};

struct Args {
    games: u64,
    seed: u64,
    threads: usize,
    options: RaminoOptions,
    matches: Vec<Vec<Level>>,
}

fn parse_args() -> Args {
    let mut args = Args {
        games: 2000,
        seed: 1,
        threads: 1,
        options: RaminoOptions::default(),
        matches: vec![
            vec![Level::Hard, Level::Normal],
            vec![Level::Normal, Level::Easy],
        ],
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => args.games = value().parse().expect("--games N"),
            "--seed" => args.seed = value().parse().expect("--seed S"),
            "--threads" => args.threads = value().parse().expect("--threads T"),
            "--target" => args.options.target = value().parse().expect("--target P"),
            "--pack" => {
                args.options.pack = match value().as_str() {
                    "german" => PackKind::German,
                    _ => PackKind::Italian,
                }
            }
            "--match" => {
                args.matches = value()
                    .split(',')
                    .map(|m| {
                        m.split(':')
                            .map(|l| l.parse().expect("a level: easy, normal or hard"))
                            .collect()
                    })
                    .collect();
            }
            _ => {} // `cargo bench` passes `--bench`; anything unknown is ignored.
        }
    }
    args
}

/// Totals over a match.
#[derive(Default)]
struct Tally {
    score: f64,
    games: u64,
    hands: u64,
    declared: u64,
    claimed: u64,
    stock_outs: u64,
    capped: u64,
    times: HashMap<Level, Vec<Duration>>,
}

impl Tally {
    fn add(&mut self, o: &arena::ArenaOutcome, first: Level) {
        self.score += o.share(first);
        self.games += 1;
        self.hands += u64::from(o.hands);
        self.declared += u64::from(o.declared);
        self.claimed += u64::from(o.claimed);
        self.stock_outs += u64::from(o.stock_outs);
        self.capped += u64::from(o.capped);
        for (level, times) in &o.decision_times {
            self.times.entry(*level).or_default().extend(times);
        }
    }

    fn merge(&mut self, other: Tally) {
        self.score += other.score;
        self.games += other.games;
        self.hands += other.hands;
        self.declared += other.declared;
        self.claimed += other.claimed;
        self.stock_outs += other.stock_outs;
        self.capped += other.capped;
        for (level, times) in other.times {
            self.times.entry(level).or_default().extend(times);
        }
    }
}

fn play_match(args: &Args, levels: &[Level]) -> Tally {
    let per_thread = args.games.div_ceil(args.threads as u64);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for g in (t * per_thread)..((t + 1) * per_thread).min(args.games) {
                        let mut seats = levels.to_vec();
                        seats.rotate_right(g as usize % levels.len());
                        let seed = args.seed.wrapping_add(g);
                        let outcome = arena::play_game(args.options, &seats, seed);
                        tally.add(&outcome, levels[0]);
                    }
                    tally
                })
            })
            .collect();
        let mut total = Tally::default();
        for h in handles {
            total.merge(h.join().expect("a match thread"));
        }
        total
    })
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn main() {
    let args = parse_args();
    println!(
        "ramino ({:?} pack, target {}), games per match: {}, seed: {}, threads: {}",
        args.options.pack, args.options.target, args.games, args.seed, args.threads
    );
    let mut all_times: HashMap<Level, Vec<Duration>> = HashMap::new();
    for levels in &args.matches {
        let t = play_match(&args, levels);
        let n = t.games as f64;
        let p = t.score / n;
        let half = 1.96 * (p * (1.0 - p) / n).sqrt();
        let name: Vec<String> = levels.iter().map(Level::to_string).collect();
        let a = levels[0];
        let fair = levels.iter().filter(|&&l| l == a).count() as f64 / levels.len() as f64;
        let per = |x: u64| 100.0 * x as f64 / t.hands.max(1) as f64;
        println!(
            "{}: {a} wins {:.1}% (95% CI {:.1}–{:.1}%; an even share is {:.1}%) of {} games; \
             {:.2} hands/game, hands won by declaring {:.1}%, by a claim {:.1}%, on an empty \
             stock {:.1}%; {} capped",
            name.join(" vs "),
            100.0 * p,
            100.0 * (p - half),
            100.0 * (p + half),
            100.0 * fair,
            t.games,
            t.hands as f64 / n,
            per(t.declared),
            per(t.claimed),
            per(t.stock_outs),
            t.capped,
        );
        for (level, times) in t.times {
            all_times.entry(level).or_default().extend(times);
        }
    }
    for level in Level::ALL {
        let Some(times) = all_times.get_mut(&level) else {
            continue;
        };
        times.sort_unstable();
        println!(
            "{level}: {} decisions, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            times.len(),
            percentile(times, 0.5).as_secs_f64() * 1e3,
            percentile(times, 0.99).as_secs_f64() * 1e3,
            times.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        );
    }
}
