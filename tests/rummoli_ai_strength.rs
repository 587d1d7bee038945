//! Rummoli computer players over whole games on the engine (`games::arena`): every
//! decision is legal at every table size in both poker modes, and hard wins chips from normal.
//!
//! Sized for a debug build; the full measurement is `benches/game_ai.rs`
//! (`cargo bench --bench game_ai -- --game rummoli --duplicate`), repeated here as an ignored test:
//! `cargo test --release --test rummoli_ai_strength -- --ignored`.

use rand::{seq::SliceRandom, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rumino::games::rummoli::{PokerMode, RummoliGame, RummoliOptions};
use rumino::games::{arena, Level};

/// `a`'s mean net chips per game against `b` (each seed from both seats) and the half-width of
/// its 95% confidence interval over seeds.
fn net_chips(a: Level, b: Level, options: RummoliOptions, seeds: u64, seed: u64) -> (f64, f64) {
    arena::duplicate_net::<RummoliGame>(&options, a, b, seeds, seed)
}

#[test]
fn every_decision_is_legal_in_games_of_every_size_and_mode() {
    // `play_game` panics if the engine refuses any action a player chose.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for game in 0..14u64 {
        let players = 2 + (game as usize % 7);
        let levels: Vec<Level> = (0..players)
            .map(|_| *Level::ALL.choose(&mut rng).unwrap())
            .collect();
        let options = RummoliOptions {
            poker: [PokerMode::Showdown, PokerMode::Betting][(game as usize / 7) % 2],
            buy_in: [100, 20][game as usize % 2],
            hands: Some(3),
        };
        let outcome = arena::play::<RummoliGame>(&options, &levels, 700 + game);
        assert_eq!(outcome.net.iter().sum::<i64>(), 0, "game {game}: L4");
        assert!(outcome.decisions > 0 && !outcome.capped);
    }
}

#[test]
fn hard_wins_chips_from_normal() {
    // Measured over 3,000 games in the bench (heads-up, betting: hard +0.8 chips a game, 95% CI
    // +0.6 to +1.0). Here 240 games (120 seeds, each from both seats) on fixed seeds, about 17 s
    // in a debug build: +1.0 ± 0.8, the interval must still exclude zero.
    let options = RummoliOptions {
        poker: PokerMode::Betting,
        ..RummoliOptions::default()
    };
    let (mean, half) = net_chips(Level::Hard, Level::Normal, options, 120, 1);
    eprintln!("hard vs normal: {mean:+.2} ± {half:.2}");
    assert!(
        mean - half > 0.0,
        "hard vs normal: {mean:+.2} ± {half:.2} chips a game"
    );
}

#[test]
#[ignore = "a minute in a debug build: run with --release"]
fn strength_targets_hold_over_3000_games() {
    for poker in [PokerMode::Showdown, PokerMode::Betting] {
        let options = RummoliOptions {
            poker,
            ..RummoliOptions::default()
        };
        for (a, b) in [(Level::Hard, Level::Normal), (Level::Normal, Level::Easy)] {
            let (mean, half) = net_chips(a, b, options, 1500, 1);
            assert!(
                mean - half > 0.0,
                "{a} vs {b} ({poker:?}): {mean:+.2} ± {half:.2}"
            );
        }
    }
}
