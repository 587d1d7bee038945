//! Computer players against each other, straight on the engine: the reference for AI strength.
//!
//! [`play_game`] plays one whole game with no table service, store or clock: seeded deals (R9),
//! the first dealer drawn (R7), and every seat asked for a decision whenever it has one — its
//! turn, an R17 claim out of turn, an R21 rebuy. It is deterministic for a seed, so a strange game
//! can be replayed. `rumino simulate` measures the same through the table service; this is the
//! yardstick the AI is tuned with (`tests/ai_strength.rs`, `benches/ai.rs`).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{decide, Level};
use crate::cards::shuffled_pack;
use crate::games::rumino::{
    draw_for_dealer, Action, Command, Game, GameEnd, GameOptions, HandEnd, Phase, Seat,
};

/// Hands after which a game is cancelled (settled on scores, R24) rather than played on.
pub const MAX_HANDS: u32 = 200;
/// Applied actions after which a game is cancelled.
pub const MAX_ACTIONS: u32 = 100_000;

/// How one arena game went.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaOutcome {
    /// The level of each seat, as given.
    pub levels: Vec<Level>,
    /// Winning seats (several on a tie, R22).
    pub winners: Vec<Seat>,
    pub end: GameEnd,
    pub hands: u32,
    pub gins: u32,
    pub ruminos: u32,
    pub knocks: u32,
    /// Actions applied (decisions taken).
    pub actions: u32,
    /// Whether the game hit [`MAX_HANDS`] or [`MAX_ACTIONS`] and was cancelled.
    pub capped: bool,
    /// How long each decision took, per level.
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

/// Plays one game between computer players at `levels` (one per seat, 2–6) from `seed`.
///
/// # Panics
/// If `levels` is not 2 to 6 long, or the AI returns an action the engine refuses (a bug).
#[must_use]
pub fn play_game(options: GameOptions, levels: &[Level], seed: u64) -> ArenaOutcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let draw = draw_for_dealer(levels.len(), &shuffled_pack(&mut rng));
    let mut game = Game::new(options, levels.len(), draw.dealer).expect("2 to 6 seats");
    let mut out = ArenaOutcome {
        levels: levels.to_vec(),
        winners: Vec::new(),
        end: GameEnd::CancelledRefunded,
        hands: 0,
        gins: 0,
        ruminos: 0,
        knocks: 0,
        actions: 0,
        capped: false,
        decision_times: HashMap::new(),
    };
    while !game.is_over() {
        if out.hands >= MAX_HANDS || out.actions >= MAX_ACTIONS {
            out.capped = true;
            game.apply(&Command::Cancel).expect("cancel always applies");
            break;
        }
        if matches!(game.phase, Phase::AwaitingDeal) {
            let order = shuffled_pack(&mut rng);
            game.apply(&Command::Deal {
                order,
                reshuffle_seed: rng.gen(),
            })
            .expect("a full pack deals");
            continue;
        }
        let Some((seat, action)) = next_decision(&game, levels, &mut rng, &mut out) else {
            panic!("no seat has a decision in phase {:?}", game.phase);
        };
        let before = game.hands_played;
        game.apply(&Command::Play {
            seat,
            action: action.clone(),
        })
        .unwrap_or_else(|e| {
            panic!(
                "seat {seat} ({}) chose {action:?}, refused: {e}",
                levels[seat]
            )
        });
        out.actions += 1;
        if game.hands_played > before {
            count_hand(&game, &mut out);
        }
    }
    if let Some(result) = game.result() {
        out.winners = result.winners.clone();
        out.end = result.end;
    }
    out
}

/// The first seat with a decision: claims (R17) before the seat on turn, then rebuys.
fn next_decision(
    game: &Game,
    levels: &[Level],
    rng: &mut ChaCha8Rng,
    out: &mut ArenaOutcome,
) -> Option<(Seat, Action)> {
    let turn = game.hand().map(|h| h.turn);
    let mut order: Vec<Seat> = (0..levels.len()).filter(|&s| Some(s) != turn).collect();
    order.extend(turn);
    for seat in order {
        let view = game.view(Some(seat));
        let start = Instant::now();
        let action = decide(&view, levels[seat], rng);
        let took = start.elapsed();
        if let Some(action) = action {
            out.decision_times
                .entry(levels[seat])
                .or_default()
                .push(took);
            assert!(action != Action::Leave, "the AI never leaves");
            return Some((seat, action));
        }
    }
    None
}

fn count_hand(game: &Game, out: &mut ArenaOutcome) {
    out.hands = game.hands_played;
    match game.last_hand.as_ref().map(|h| h.end) {
        Some(HandEnd::Gin(_)) => out.gins += 1,
        Some(HandEnd::Rumino(_) | HandEnd::ClaimedRumino(_)) => out.ruminos += 1,
        Some(HandEnd::Knock(_)) => out.knocks += 1,
        _ => {}
    }
}
