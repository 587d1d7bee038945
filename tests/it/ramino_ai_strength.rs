//! Ramino computer players over whole games on the engine (`games::arena`): every
//! decision is legal at every table size and with both packs, and the levels are ordered by
//! strength.
//!
//! Sized for a debug build; the full measurement is `benches/game_ai.rs`
//! (`cargo bench --bench game_ai -- --game ramino`), repeated here as an ignored test:
//! `cargo test --release --test it ramino_ai_strength -- --ignored`.

use rand::{seq::SliceRandom, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::games::ramino::{PackKind, RaminoGame, RaminoOptions};
use rumino::games::{arena, Level};

fn play_game(options: RaminoOptions, levels: &[Level], seed: u64) -> arena::Outcome {
    arena::play::<RaminoGame>(&options, levels, seed)
}

/// Share of `games` heads-up games (seats alternating) won by `a` against `b`.
fn win_rate(a: Level, b: Level, games: u64, target: u32, seed: u64) -> f64 {
    let options = RaminoOptions {
        target,
        ..RaminoOptions::default()
    };
    arena::heads_up_share::<RaminoGame>(&options, a, b, games, seed)
}

#[test]
fn every_decision_is_legal_in_games_of_every_size_and_pack() {
    // `play_game` panics if the engine refuses any action the AI chose.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for game in 0..12u64 {
        let players = 2 + (game as usize % 3);
        let levels: Vec<Level> = (0..players)
            .map(|_| *Level::ALL.choose(&mut rng).unwrap())
            .collect();
        let options = RaminoOptions {
            stake: [0, 10, 25][game as usize % 3],
            target: 3,
            pack: [PackKind::Italian, PackKind::German][(game as usize / 3) % 2],
            ..RaminoOptions::default()
        };
        let outcome = play_game(options, &levels, 500 + game);
        assert!(!outcome.capped, "game {game} hit the cap");
        assert_eq!(outcome.winners.len(), 1, "game {game}: one winner");
    }
}

#[test]
fn hard_beats_normal_and_normal_beats_easy() {
    // Measured over 2,000 games to 10 points: see the bench (hard wins about 84% against
    // normal). Shorter matches keep this quick in a debug build; the seeds are fixed.
    let hard = win_rate(Level::Hard, Level::Normal, 30, 5, 1);
    assert!(
        hard > 0.6,
        "hard won only {:.0}% against normal",
        hard * 100.0
    );
    let normal = win_rate(Level::Normal, Level::Easy, 30, 5, 1);
    assert!(
        normal > 0.8,
        "normal won only {:.0}% against easy",
        normal * 100.0
    );
}

#[test]
#[ignore = "minutes in a debug build: run with --release"]
fn strength_targets_hold_over_2000_games() {
    let hard = win_rate(Level::Hard, Level::Normal, 2000, 10, 1);
    assert!(hard >= 0.6, "hard vs normal {:.1}%", hard * 100.0);
}
