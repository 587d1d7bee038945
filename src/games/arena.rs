//! Computer players against each other through the game seam, straight on the engine: the
//! yardstick for every game's strength (`benches/game_ai.rs`, the `*_ai_strength` tests).
//!
//! [`play`] plays one whole game with no table service, store or clock, exactly as the table
//! drives it — seeded deck orders, the first dealer drawn, each decision asked of the seat the
//! game waits for (a seat that decides out of turn, such as a Rumino claim, first), paced moves
//! made at once — and keeps the chips every seat won or lost. It is deterministic for a seed, so
//! a strange game can be replayed.

use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{ChipMove, Game, GameCommand, Level, Seat, Waiting};

/// Commands after which a game is cancelled rather than played on (a game that would never end
/// is a bug the bench must show, not hang on).
pub const MAX_COMMANDS: u32 = 200_000;

/// How one arena game went.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub levels: Vec<Level>,
    pub winners: Vec<Seat>,
    /// Each seat's place for the rating, in a game that rates ([`Game::places`]).
    pub places: Option<Vec<u8>>,
    /// Chips each seat ended up with, less what it paid in.
    pub net: Vec<i64>,
    /// Rounds played, and how they ended (`went_out`, `gin`, …), counted.
    pub rounds: u32,
    pub endings: BTreeMap<String, u32>,
    /// Decisions asked of computer players.
    pub decisions: u32,
    /// Whether the game hit [`MAX_COMMANDS`] and was cancelled.
    pub capped: bool,
    pub decision_times: HashMap<Level, Vec<Duration>>,
}

impl Outcome {
    /// The share of the win that went to `level`: 1 for a sole win, split on ties.
    #[must_use]
    pub fn share(&self, level: Level) -> f64 {
        if self.winners.is_empty() {
            return 0.0;
        }
        let won = self
            .winners
            .iter()
            .filter(|&&s| self.levels[s] == level)
            .count();
        won as f64 / self.winners.len() as f64
    }

    /// Net chips of the seats played at `level`, per seat.
    #[must_use]
    pub fn net_per_seat(&self, level: Level) -> f64 {
        let seats: Vec<i64> = (0..self.levels.len())
            .filter(|&s| self.levels[s] == level)
            .map(|s| self.net[s])
            .collect();
        if seats.is_empty() {
            0.0
        } else {
            seats.iter().sum::<i64>() as f64 / seats.len() as f64
        }
    }

    /// Rounds that ended as `how`.
    #[must_use]
    pub fn ended(&self, how: &str) -> u32 {
        self.endings.get(how).copied().unwrap_or(0)
    }
}

fn book(out: &mut Outcome, effects: &super::Effects) {
    for chips in &effects.chips {
        match *chips {
            ChipMove::Stake { seat, chips } | ChipMove::Rebuy { seat, chips } => {
                out.net[seat] -= chips as i64;
            }
            ChipMove::Payout { seat, chips } | ChipMove::Refund { seat, chips } => {
                out.net[seat] += chips as i64;
            }
        }
    }
    for round in &effects.rounds {
        if let Some(how) = &round.ended_by {
            out.rounds += 1;
            *out.endings.entry(how.clone()).or_default() += 1;
        }
    }
}

/// Plays one game of `G` between computer players at `levels` (one per seat) from `seed`.
///
/// # Panics
/// If the seats or options do not make a game, or the engine refuses a command the table or a
/// computer player chose (a bug either way).
#[must_use]
pub fn play<G: Game>(options: &G::Options, levels: &[Level], seed: u64) -> Outcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pack = G::pack(options);
    let players = levels.len();
    let dealer = G::first_dealer(options, players, &pack.shuffled(&mut rng), None);
    let mut game = G::start(options, players, dealer).unwrap_or_else(|e| panic!("no game: {e}"));
    let mut out = Outcome {
        levels: levels.to_vec(),
        winners: Vec::new(),
        places: None,
        net: vec![0; players],
        rounds: 0,
        endings: BTreeMap::new(),
        decisions: 0,
        capped: false,
        decision_times: HashMap::new(),
    };
    book(&mut out, &game.opening_effects());
    let mut commands = 0;
    while game.settlement().is_none() {
        commands += 1;
        let mut decide = |game: &G, seat: Seat, rng: &mut ChaCha8Rng| {
            let level = levels[seat];
            let start = Instant::now();
            let action = game.computer_action(seat, level, rng);
            out.decision_times
                .entry(level)
                .or_default()
                .push(start.elapsed());
            out.decisions += 1;
            action.map(|action| GameCommand::Play { seat, action })
        };
        let command = if commands > MAX_COMMANDS {
            out.capped = true;
            GameCommand::Cancel
        } else {
            match game.waiting() {
                Waiting::Deal => GameCommand::Deal {
                    order: pack.shuffled(&mut rng),
                    reshuffle_seed: rng.gen(),
                },
                Waiting::Turn { seat, .. } => {
                    // A decision out of turn (Rumino's R17 claim) is taken first, from the
                    // lowest seat, as the table takes it (`computer_to_decide`).
                    let seat = (0..players).find(|&s| game.decides_now(s)).unwrap_or(seat);
                    decide(&game, seat, &mut rng).unwrap_or(GameCommand::TurnTimeout)
                }
                Waiting::Decisions { seats, .. } => seats
                    .iter()
                    .find(|&&s| game.decides_now(s))
                    .and_then(|&s| decide(&game, s, &mut rng))
                    .unwrap_or(GameCommand::RebuyTimeout),
                Waiting::Paced { .. } => GameCommand::TurnTimeout,
                Waiting::Nothing => GameCommand::Cancel,
            }
        };
        let events = game
            .apply(&command)
            .unwrap_or_else(|e| panic!("seed {seed}: {command:?} refused: {e}"));
        book(&mut out, &game.effects(&events));
    }
    if let Some(settlement) = game.settlement() {
        out.winners = settlement.winners;
    }
    out.places = game.places();
    out
}

/// Plays a game of `options` between `players` computer players (normal level) from `seed`, as
/// [`play`] does, through [`super::AnyGame`]; `watch` sees the game after every command while a
/// seat is to act or it is over, and stops the game by returning `false`. For `rumino render`
/// and the pictures' tests, which look at moments of a game.
///
/// # Panics
/// If the engine refuses a command the table or a computer player chose (a bug either way).
pub fn play_any(
    options: super::AnyOptions,
    players: usize,
    seed: u64,
    watch: &mut dyn FnMut(&super::AnyGame) -> bool,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pack = options.pack();
    let dealer = options.first_dealer(players, &pack.shuffled(&mut rng), None);
    let Ok(mut game) = options.start(players, dealer) else {
        panic!(
            "{players} players do not make a game of {:?}",
            options.kind()
        );
    };
    for commands in 0..=MAX_COMMANDS {
        let waiting = game.waiting();
        if !matches!(waiting, Waiting::Deal) && !watch(&game) {
            return;
        }
        let decide = |seat: Seat, rng: &mut ChaCha8Rng| {
            let action = game.computer_action(seat, Level::Normal, rng)?;
            Some(GameCommand::Play { seat, action })
        };
        let command = match waiting {
            _ if commands == MAX_COMMANDS => GameCommand::Cancel,
            Waiting::Nothing => return,
            Waiting::Deal => GameCommand::Deal {
                order: pack.shuffled(&mut rng),
                reshuffle_seed: rng.gen(),
            },
            Waiting::Turn { seat, .. } => {
                let seat = (0..players).find(|&s| game.decides_now(s)).unwrap_or(seat);
                decide(seat, &mut rng).unwrap_or(GameCommand::TurnTimeout)
            }
            Waiting::Decisions { seats, .. } => seats
                .iter()
                .find(|&&s| game.decides_now(s))
                .and_then(|&s| decide(s, &mut rng))
                .unwrap_or(GameCommand::RebuyTimeout),
            Waiting::Paced { .. } => GameCommand::TurnTimeout,
        };
        if let Err(e) = game.apply(&command) {
            panic!("seed {seed}: {command:?} refused: {e}");
        }
    }
}

/// `a`'s share of `games` heads-up games against `b` on seeds `first_seed`, `first_seed + 1`, …,
/// the seats alternating (`a` first in the even games), ties split.
#[must_use]
pub fn heads_up_share<G: Game>(
    options: &G::Options,
    a: Level,
    b: Level,
    games: u64,
    first_seed: u64,
) -> f64 {
    let won: f64 = (0..games)
        .map(|g| {
            let levels = if g % 2 == 0 { [a, b] } else { [b, a] };
            play::<G>(options, &levels, first_seed + g).share(a)
        })
        .sum();
    won / games as f64
}

/// `a`'s mean net chips a game against `b`, heads-up, over `seeds` deals each played from both
/// seats (duplicate play: the same cards both ways, so card luck largely cancels), with the
/// half-width of its 95% confidence interval over the seeds.
#[must_use]
pub fn duplicate_net<G: Game>(
    options: &G::Options,
    a: Level,
    b: Level,
    seeds: u64,
    first_seed: u64,
) -> (f64, f64) {
    let per_seed: Vec<f64> = (first_seed..first_seed + seeds)
        .map(|seed| {
            let one = play::<G>(options, &[a, b], seed).net_per_seat(a);
            let other = play::<G>(options, &[b, a], seed).net_per_seat(a);
            (one + other) / 2.0
        })
        .collect();
    mean_and_half(&per_seed)
}

/// The mean of `xs` and the half-width of its 95% confidence interval.
#[must_use]
pub fn mean_and_half(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conserved<G: Game>(options: &G::Options, players: usize) {
        for seed in 0..2 {
            let levels: Vec<Level> = (0..players).map(|i| Level::ALL[i % 3]).collect();
            let out = play::<G>(options, &levels, seed);
            assert!(!out.capped, "seed {seed}: capped");
            assert_eq!(
                out.net.iter().sum::<i64>(),
                0,
                "seed {seed}: chips conserved"
            );
            assert!(out.rounds > 0 && out.decisions > 0);
            assert_eq!(out.endings.values().sum::<u32>(), out.rounds);
        }
    }

    /// Every game the registry lists, at one more player than its fewest.
    #[test]
    fn whole_games_of_every_game_end_with_every_chip_paid_back() {
        for kind in crate::games::GameKind::ALL {
            crate::games::each_game!(kind kind, G => {
                let seats = G::seat_range();
                let players = (*seats.start() + 1).min(*seats.end());
                conserved::<G>(&Default::default(), usize::from(players));
            });
        }
    }
}
