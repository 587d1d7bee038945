//! Computer players against each other, straight on the engine: the yardstick for strength.
//!
//! [`play_game`] plays one whole game with no table service, store or clock: seeded deals, the
//! first dealer drawn (T14), and the seat on turn asked for each decision. It is deterministic for
//! a seed, so a strange game can be replayed (`benches/ramino_ai.rs`,
//! `tests/ramino_ai_strength.rs`).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{decide, Level};
use crate::games::ramino::{
    draw_for_dealer, Command, Event, GameEnd, HandEnd, Phase, RaminoGame, RaminoOptions, Seat,
};

/// Hands after which a game is cancelled (settled on scores) rather than played on.
pub const MAX_HANDS: u32 = 500;
/// Applied actions after which a game is cancelled.
pub const MAX_ACTIONS: u32 = 100_000;

/// How one arena game went.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaOutcome {
    pub levels: Vec<Level>,
    pub winners: Vec<Seat>,
    pub end: GameEnd,
    pub hands: u32,
    /// Hands won by a declaration (T17), by a claim (T18), on an empty stock (T19).
    pub declared: u32,
    pub claimed: u32,
    pub stock_outs: u32,
    /// Actions applied (decisions taken).
    pub actions: u32,
    /// Whether the game hit a cap and was cancelled.
    pub capped: bool,
    pub decision_times: HashMap<Level, Vec<Duration>>,
}

impl ArenaOutcome {
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
}

/// Plays one game between computer players at `levels` (one per seat, 2–4) from `seed`.
///
/// # Panics
/// If `levels` is not 2 to 4 long, or the engine refuses an action the AI chose (a bug).
#[must_use]
pub fn play_game(options: RaminoOptions, levels: &[Level], seed: u64) -> ArenaOutcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pack = options.pack.pack();
    let draw = draw_for_dealer(levels.len(), &pack.shuffled(&mut rng), options.pack);
    let mut game = RaminoGame::new(options, levels.len(), draw.dealer).expect("2 to 4 seats");
    let mut out = ArenaOutcome {
        levels: levels.to_vec(),
        winners: Vec::new(),
        end: GameEnd::CancelledRefunded,
        hands: 0,
        declared: 0,
        claimed: 0,
        stock_outs: 0,
        actions: 0,
        capped: false,
        decision_times: HashMap::new(),
    };
    while !game.is_over() {
        let command = match &game.phase {
            Phase::AwaitingDeal if out.hands < MAX_HANDS && out.actions < MAX_ACTIONS => {
                Command::Deal {
                    order: pack.shuffled(&mut rng),
                }
            }
            Phase::Playing { hand } if out.actions < MAX_ACTIONS => {
                let seat = hand.turn;
                let view = game.view(Some(seat));
                let start = Instant::now();
                let action = decide(&view, levels[seat], &mut rng).expect("the seat on turn acts");
                let took = start.elapsed();
                out.decision_times
                    .entry(levels[seat])
                    .or_default()
                    .push(took);
                out.actions += 1;
                Command::Play { seat, action }
            }
            _ => {
                out.capped = true;
                Command::Cancel
            }
        };
        let events = game
            .apply(&command)
            .unwrap_or_else(|e| panic!("seed {seed}: {command:?} refused: {e}"));
        for event in events {
            match event {
                Event::HandEnded { result } => {
                    out.hands += 1;
                    match result.end {
                        HandEnd::Declared {
                            declarer, winner, ..
                        } if declarer != winner => out.claimed += 1,
                        HandEnd::Declared { .. } => out.declared += 1,
                        HandEnd::StockOut { .. } => out.stock_outs += 1,
                    }
                }
                Event::GameOver { result } => {
                    out.winners = result.winners;
                    out.end = result.end;
                }
                _ => {}
            }
        }
    }
    out
}
