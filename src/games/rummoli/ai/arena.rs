//! Computer players against each other, straight on the engine: the yardstick for strength.
//!
//! [`play_game`] plays one whole game with no table service, store or clock: the first dealer
//! drawn (L7), every deal from a seeded shuffle of [`PACK`], each decision asked of the seat the
//! game waits for, and `Command::Timeout` whenever the game waits with nobody to decide (forced
//! plays paced by the clock). Deck orders and the players' own randomness come from separate
//! streams of the seed, so the same seed deals the same cards whoever sits where.
//! [`play_match`] rotates the seats one place a game, each deal seen from every seat. `benches/rummoli_ai.rs` and
//! `tests/rummoli_ai_strength.rs` use both.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{choose, Level};
use crate::games::draw_for_dealer;
use crate::games::rummoli::{strength, Command, RummoliGame, RummoliOptions, Seat, PACK};

/// Commands after which a game is taken to be stuck (a bug): far above any real game.
pub const MAX_COMMANDS: u32 = 100_000;

/// How one arena game went.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaOutcome {
    pub levels: Vec<Level>,
    pub buy_in: u64,
    /// The stacks at the end (L4).
    pub stacks: Vec<u64>,
    pub hands: u32,
    /// Decisions taken by the computer players.
    pub decisions: u32,
    pub decision_times: HashMap<Level, Vec<Duration>>,
}

impl ArenaOutcome {
    /// Chips won (or lost) by `seat` over the game.
    #[must_use]
    pub fn net(&self, seat: Seat) -> i64 {
        self.stacks[seat] as i64 - self.buy_in as i64
    }

    /// Mean net chips of the seats played at `level` (`None` if none was).
    #[must_use]
    pub fn net_of(&self, level: Level) -> Option<f64> {
        let seats: Vec<Seat> = (0..self.levels.len())
            .filter(|&s| self.levels[s] == level)
            .collect();
        (!seats.is_empty())
            .then(|| seats.iter().map(|&s| self.net(s) as f64).sum::<f64>() / seats.len() as f64)
    }

    /// The share of "finished with the most chips" that went to `level`: 1 for a sole top
    /// stack, split between tied ones.
    #[must_use]
    pub fn top_share(&self, level: Level) -> f64 {
        let best = self.stacks.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..self.stacks.len())
            .filter(|&s| self.stacks[s] == best)
            .collect();
        let won = top.iter().filter(|&&s| self.levels[s] == level).count();
        won as f64 / top.len().max(1) as f64
    }
}

/// Plays one game between computer players at `levels` (one per seat, 2–8) from `seed`.
///
/// # Panics
/// If `levels` is not 2 to 8 long, or the engine refuses a command (a bug in the players or the
/// engine), or the game does not end within [`MAX_COMMANDS`].
#[must_use]
pub fn play_game(options: RummoliOptions, levels: &[Level], seed: u64) -> ArenaOutcome {
    let mut deck_rng = ChaCha8Rng::seed_from_u64(seed);
    let mut ai_rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_A1A1_0000_0000);
    let n = levels.len();
    let draw = draw_for_dealer(n, &PACK.shuffled(&mut deck_rng), |c| Some(strength(c)));
    let mut game = RummoliGame::new(options, n, draw.dealer).expect("2 to 8 seats");
    let mut out = ArenaOutcome {
        levels: levels.to_vec(),
        buy_in: options.buy_in,
        stacks: Vec::new(),
        hands: 0,
        decisions: 0,
        decision_times: HashMap::new(),
    };
    let mut commands = 0;
    while game.result().is_none() {
        commands += 1;
        assert!(
            commands < MAX_COMMANDS,
            "seed {seed}: the game does not end"
        );
        let command = match (game.hand(), game.to_act()) {
            (None, _) => Command::Deal {
                order: PACK.shuffled(&mut deck_rng),
            },
            (Some(_), None) => Command::Timeout,
            (Some(_), Some(seat)) => {
                let view = game.view(Some(seat));
                let start = Instant::now();
                let action = choose(&view, levels[seat], &mut ai_rng);
                let took = start.elapsed();
                match action {
                    Some(action) => {
                        out.decisions += 1;
                        let times = out.decision_times.entry(levels[seat]).or_default();
                        times.push(took);
                        Command::Play { seat, action }
                    }
                    None => Command::Timeout,
                }
            }
        };
        game.apply(&command)
            .unwrap_or_else(|e| panic!("seed {seed}: {command:?} refused: {e}"));
    }
    out.hands = game.hands_played;
    out.stacks = game.result().map(|r| r.stacks.clone()).unwrap_or_default();
    out
}

/// The seed and seating of game `g` of a match from `seed`: each seed is played once per
/// rotation of the seats (`levels[0]` at seat `g % n`), so every level meets the same deals in
/// every seat and the luck of the cards largely cancels (as in duplicate bridge).
#[must_use]
pub fn match_game(levels: &[Level], seed: u64, g: u64) -> (u64, Vec<Level>) {
    let n = levels.len() as u64;
    let mut seats = levels.to_vec();
    seats.rotate_right((g % n) as usize);
    (seed.wrapping_add(g / n), seats)
}

/// Plays games `0..games` of a match ([`match_game`]).
#[must_use]
pub fn play_match(
    options: RummoliOptions,
    levels: &[Level],
    games: u64,
    seed: u64,
) -> Vec<ArenaOutcome> {
    (0..games)
        .map(|g| {
            let (seed, seats) = match_game(levels, seed, g);
            play_game(options, &seats, seed)
        })
        .collect()
}
