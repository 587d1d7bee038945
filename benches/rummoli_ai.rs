//! Rummoli AI strength and speed: net chips per game with 95% confidence intervals, the share of
//! games finished with the most chips, and decision times per level, from games played straight
//! on the engine (`games::rummoli::ai::arena`).
//!
//! ```text
//! cargo bench --bench rummoli_ai -- [--games N] [--seed S] [--threads T]
//!     [--poker showdown|betting] [--hands H] [--buy-in B] [--match hard:normal,normal:easy]
//! ```
//! A match names the level of each seat (2 to 8) and plays N games, rotating the seats one place
//! each game; each seed S, S+1, … is played once per rotation (`arena::match_game`), so every
//! level meets the same deals from every seat. Net chips are the final stack less the buy-in,
//! averaged over the seats of a level in a game; the 95% interval is over seeds (the games of one
//! seed are not independent). Decision times are
//! wall time per `choose` call; with `--threads 1` (the default) everything runs on one core.

use std::collections::HashMap;
use std::time::Duration;

use rumino::games::rummoli::ai::{arena, Level};
use rumino::games::rummoli::{PokerMode, RummoliOptions};

struct Args {
    games: u64,
    seed: u64,
    threads: usize,
    options: RummoliOptions,
    matches: Vec<Vec<Level>>,
}

fn parse_args() -> Args {
    let mut args = Args {
        games: 1000,
        seed: 1,
        threads: 1,
        options: RummoliOptions::default(),
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
            "--hands" => args.options.hands = Some(value().parse().expect("--hands H")),
            "--buy-in" => args.options.buy_in = value().parse().expect("--buy-in B"),
            "--poker" => {
                args.options.poker = match value().as_str() {
                    "betting" => PokerMode::Betting,
                    _ => PokerMode::Showdown,
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

/// Per level: net chips per game summed by seed (a block of games), top-stack shares; decision
/// times; hands played.
#[derive(Default)]
struct Tally {
    net: HashMap<Level, HashMap<u64, (f64, u32)>>,
    top: HashMap<Level, f64>,
    games: u64,
    hands: u64,
    times: HashMap<Level, Vec<Duration>>,
}

impl Tally {
    fn add(&mut self, block: u64, o: &arena::ArenaOutcome) {
        for level in Level::ALL {
            if let Some(net) = o.net_of(level) {
                let b = self.net.entry(level).or_default().entry(block).or_default();
                b.0 += net;
                b.1 += 1;
                *self.top.entry(level).or_default() += o.top_share(level);
            }
        }
        self.games += 1;
        self.hands += u64::from(o.hands);
        for (level, times) in &o.decision_times {
            self.times.entry(*level).or_default().extend(times);
        }
    }

    fn merge(&mut self, other: Tally) {
        for (level, blocks) in other.net {
            self.net.entry(level).or_default().extend(blocks);
        }
        for (level, top) in other.top {
            *self.top.entry(level).or_default() += top;
        }
        self.games += other.games;
        self.hands += other.hands;
        for (level, times) in other.times {
            self.times.entry(level).or_default().extend(times);
        }
    }
}

fn play_match(args: &Args, levels: &[Level]) -> Tally {
    // Whole blocks of one seed per thread.
    let n = levels.len() as u64;
    let per_thread = args.games.div_ceil(args.threads as u64).div_ceil(n) * n;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for g in (t * per_thread)..((t + 1) * per_thread).min(args.games) {
                        let (seed, seats) = arena::match_game(levels, args.seed, g);
                        let outcome = arena::play_game(args.options, &seats, seed);
                        tally.add(g / levels.len() as u64, &outcome);
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

/// Mean and the half-width of its 95% confidence interval.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn report(levels: &[Level], t: &Tally) {
    let name: Vec<String> = levels.iter().map(Level::to_string).collect();
    println!(
        "{} ({} games, {:.2} hands/game):",
        name.join(" vs "),
        t.games,
        t.hands as f64 / t.games as f64
    );
    for level in Level::ALL {
        let Some(blocks) = t.net.get(&level) else {
            continue;
        };
        let net: Vec<f64> = blocks
            .values()
            .map(|(sum, k)| sum / f64::from(*k))
            .collect();
        let (mean, half) = mean_ci(&net);
        let seats = levels.iter().filter(|&&l| l == level).count() as f64;
        let top = t.top.get(&level).copied().unwrap_or(0.0) / t.games as f64;
        println!(
            "  {level}: net {mean:+.2} chips/game (95% CI {:+.2} to {:+.2}); most chips in \
             {:.1}% of games (an even share is {:.1}%)",
            mean - half,
            mean + half,
            100.0 * top,
            100.0 * seats / levels.len() as f64,
        );
    }
}

fn main() {
    let args = parse_args();
    println!(
        "rummoli (poker {:?}, buy-in {}, hands {:?}), games per match: {}, seed: {}, threads: {}",
        args.options.poker,
        args.options.buy_in,
        args.options.hands,
        args.games,
        args.seed,
        args.threads
    );
    let mut all_times: HashMap<Level, Vec<Duration>> = HashMap::new();
    for levels in &args.matches {
        let t = play_match(&args, levels);
        report(levels, &t);
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
