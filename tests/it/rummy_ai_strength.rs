//! Rummy computer players over whole games on the engine (`games::arena`): every
//! decision is legal under every table option, and the levels are ordered by strength.
//!
//! Sized for a debug build; the full measurement is `benches/game_ai.rs`
//! (`cargo bench --bench game_ai -- --game rummy`), repeated here as an ignored test:
//! `cargo test --release --test it rummy_ai_strength -- --ignored`.

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::games::rummy::{RummyGame, RummyOptions};
use rumino::games::{arena, Level};

fn play_game(options: RummyOptions, levels: &[Level], seed: u64) -> arena::Outcome {
    arena::play::<RummyGame>(&options, levels, seed)
}

/// Share of `games` heads-up games (seats alternating) won by `a` against `b`, ties split.
fn win_rate(a: Level, b: Level, games: u64, seed: u64) -> f64 {
    arena::heads_up_share::<RummyGame>(&RummyOptions::default(), a, b, games, seed)
}

#[test]
fn every_decision_is_legal_in_games_of_every_size_and_option() {
    // `play_game` panics if the engine refuses any action the AI chose.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for game in 0..30u64 {
        let players = 2 + (game as usize % 5);
        let levels: Vec<Level> = (0..players)
            .map(|_| *Level::ALL.choose(&mut rng).unwrap())
            .collect();
        let options = RummyOptions {
            stake: [0, 10, 25][game as usize % 3],
            ace_high: rng.gen_bool(0.5),
            discard_must_meld: rng.gen_bool(0.4),
            must_discard_to_go_out: rng.gen_bool(0.4),
            target: 100,
            hands: rng.gen_bool(0.3).then_some(3),
            ..RummyOptions::default()
        };
        let outcome = play_game(options, &levels, 500 + game);
        assert!(!outcome.capped, "game {game} hit the cap");
        assert_eq!(outcome.winners.len(), 1, "game {game}: one winner");
    }
}

#[test]
fn hard_beats_normal_and_normal_beats_easy() {
    // Measured over 2,000 games: see the bench. A few dozen keep this quick in a debug build;
    // hard wins about nine in ten against normal, so 24 games rarely fall under 60%.
    let hard = win_rate(Level::Hard, Level::Normal, 24, 1);
    assert!(
        hard > 0.6,
        "hard won only {:.0}% against normal",
        hard * 100.0
    );
    let normal = win_rate(Level::Normal, Level::Easy, 20, 1);
    assert!(
        normal > 0.8,
        "normal won only {:.0}% against easy",
        normal * 100.0
    );
}

#[test]
#[ignore = "minutes in a debug build: run with --release"]
fn strength_targets_hold_over_2000_games() {
    let hard = win_rate(Level::Hard, Level::Normal, 2000, 1);
    assert!(hard >= 0.6, "hard vs normal {:.1}%", hard * 100.0);
}
