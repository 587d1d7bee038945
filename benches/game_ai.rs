//! Computer players' strength and speed for any game behind the seam: win rates and net chips
//! with 95% confidence intervals, how rounds ended, and decision times per level, from games
//! played straight on the engine (`games::arena`).
//!
//! ```text
//! cargo bench --bench game_ai -- --game rummy|ramino|rummoli|rumminy|rumino [--games N] [--seed S]
//!     [--threads T] [--match hard:normal,normal:easy] [--target P] [--hands H]
//!     [--pack italian|german] [--poker showdown|betting] [--stake C] [--duplicate]
//! ```
//! A match names the level of each seat and plays N games from seeds S, S+1, …, rotating the
//! seats one place each game (heads-up: alternating who sits first). With `--duplicate`, each of
//! N seeds is played once from every rotation (the same cards for every seat, so card luck
//! largely cancels: Rummoli's hands mostly play themselves) and the net-chips interval is taken
//! over seeds. The win rate is the
//! first-named level's share of the wins (ties split); net chips are per seat of that level.
//! Decision times are wall time per `computer_action`; with `--threads 1` (the default)
//! everything runs on one core.

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use rumino::games::{arena, Game, GameKind, GameVisitor, Level};

struct Args {
    game: GameKind,
    games: u64,
    seed: u64,
    threads: usize,
    /// Options by their declared names, as typed (`--target 100` is `target`, `100`).
    choices: Vec<(String, String)>,
    matches: Vec<Vec<Level>>,
    duplicate: bool,
}

fn parse_args() -> Args {
    let mut args = Args {
        game: GameKind::Rummy,
        games: 2000,
        seed: 1,
        threads: 1,
        choices: Vec::new(),
        matches: vec![
            vec![Level::Hard, Level::Normal],
            vec![Level::Normal, Level::Easy],
        ],
        duplicate: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--game" => {
                args.game =
                    GameKind::parse(&value()).expect("--game rummy|ramino|rummoli|rumminy|rumino");
            }
            "--games" => args.games = value().parse().expect("--games N"),
            "--seed" => args.seed = value().parse().expect("--seed S"),
            "--threads" => args.threads = value().parse().expect("--threads T"),
            "--duplicate" => args.duplicate = true,
            "--target" | "--hands" | "--stake" | "--pack" | "--poker" => {
                let name = flag.trim_start_matches("--").to_owned();
                args.choices.push((name, value()));
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
    wins: f64,
    games: u64,
    /// Net chips of the first-named level, per seed (for the interval).
    nets: Vec<f64>,
    rounds: u64,
    endings: BTreeMap<String, u64>,
    capped: u64,
    times: HashMap<Level, Vec<Duration>>,
}

impl Tally {
    fn add(&mut self, o: &arena::Outcome, first: Level) {
        self.wins += o.share(first);
        self.games += 1;
        self.rounds += u64::from(o.rounds);
        for (how, n) in &o.endings {
            *self.endings.entry(how.clone()).or_default() += u64::from(*n);
        }
        self.capped += u64::from(o.capped);
        for (level, times) in &o.decision_times {
            self.times.entry(*level).or_default().extend(times);
        }
    }

    fn merge(&mut self, other: Tally) {
        self.wins += other.wins;
        self.games += other.games;
        self.nets.extend(other.nets);
        self.rounds += other.rounds;
        for (how, n) in other.endings {
            *self.endings.entry(how).or_default() += n;
        }
        self.capped += other.capped;
        for (level, times) in other.times {
            self.times.entry(level).or_default().extend(times);
        }
    }
}

fn play_match<G: Game>(args: &Args, options: &G::Options, levels: &[Level]) -> Tally
where
    G::Options: Sync,
{
    let per_thread = args.games.div_ceil(args.threads as u64);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for g in (t * per_thread)..((t + 1) * per_thread).min(args.games) {
                        let seed = args.seed.wrapping_add(g);
                        let rotations = if args.duplicate { levels.len() } else { 1 };
                        let mut net = 0.0;
                        for r in 0..rotations {
                            let mut seats = levels.to_vec();
                            seats.rotate_right((g as usize + r) % levels.len());
                            let outcome = arena::play::<G>(options, &seats, seed);
                            tally.add(&outcome, levels[0]);
                            net += outcome.net_per_seat(levels[0]);
                        }
                        tally.nets.push(net / rotations as f64);
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

/// The bench of one game, whichever the registry's game `--game` names.
struct Bench<'a>(&'a Args);

impl GameVisitor for Bench<'_> {
    type Out = ();
    fn visit<G: Game>(self)
    where
        G::Options: Sync,
    {
        run::<G>(self.0);
    }
}

fn run<G: Game>(args: &Args)
where
    G::Options: Sync,
{
    let mut options = G::Options::default();
    for (name, text) in &args.choices {
        // Rummoli's stake is its buy-in.
        let name = match (G::KIND, name.as_str()) {
            (GameKind::Rummoli, "stake") => "buy_in",
            (_, name) => name,
        };
        let decl = G::OPTIONS
            .iter()
            .find(|o| o.decl.name == name)
            .unwrap_or_else(|| panic!("{name} is not an option of this game"))
            .decl;
        let value = decl.read(text).unwrap_or_else(|e| panic!("{e}"));
        rumino::games::options::choose(G::OPTIONS, &mut options, name, &value)
            .expect("a value its declaration read");
    }
    G::check_options(&options).expect("options in range");
    println!(
        "{}, games per match: {}, seed: {}, threads: {}",
        G::KIND,
        args.games,
        args.seed,
        args.threads
    );
    let mut all_times: HashMap<Level, Vec<Duration>> = HashMap::new();
    for levels in &args.matches {
        let t = play_match::<G>(args, &options, levels);
        let n = t.games as f64;
        let p = t.wins / n;
        let half = 1.96 * (p * (1.0 - p) / n).sqrt();
        let (mean, net_half) = arena::mean_and_half(&t.nets);
        let name: Vec<String> = levels.iter().map(Level::to_string).collect();
        let a = levels[0];
        let fair = levels.iter().filter(|&&l| l == a).count() as f64 / levels.len() as f64;
        let endings: Vec<String> = t
            .endings
            .iter()
            .map(|(how, k)| format!("{how} {:.1}", 1000.0 * *k as f64 / t.rounds.max(1) as f64))
            .collect();
        println!(
            "{}: {a} wins {:.1}% (95% CI {:.1}–{:.1}%; an even share is {:.1}%), net {:+.2} chips \
             a seat a game (95% CI {:+.2}–{:+.2}) over {} games; {:.2} rounds/game; per 1000 \
             rounds: {}; {} capped",
            name.join(" vs "),
            100.0 * p,
            100.0 * (p - half),
            100.0 * (p + half),
            100.0 * fair,
            mean,
            mean - net_half,
            mean + net_half,
            t.games,
            t.rounds as f64 / n,
            endings.join(", "),
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

fn main() {
    let args = parse_args();
    args.game.visit(Bench(&args));
}
