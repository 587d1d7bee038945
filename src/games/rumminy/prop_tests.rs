//! Property tests over random games: whatever is thrown at the engine, it never panics, never
//! loses a tile (N1) or a chip, every accepted playfield holds only valid combinations (N7),
//! refused commands change nothing, and a seat's view shows no other seat's hand (N20).

use proptest::prelude::*;
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::testkit::{assert_all_tiles_accounted, ordered};
use super::*;
use crate::games::Level;

/// A random tile, sometimes one the player does not hold.
fn random_tile(rng: &mut ChaCha8Rng) -> Tile {
    Tile::from_index(rng.gen_range(0..Tile::FACES)).unwrap_or(Tile::JOKER)
}

/// A draft the way a careless player builds one: the playfield with tiles moved, added from the
/// hand, dropped or made up; the placed tiles usually worked out, sometimes not.
fn random_commit(view: &GameView, rng: &mut ChaCha8Rng) -> Commit {
    let mut field = view.playfield.clone();
    let mut hand = view.my_hand.clone();
    hand.shuffle(rng);
    for _ in 0..rng.gen_range(1..5) {
        match rng.gen_range(0..6) {
            0 | 1 if !hand.is_empty() => {
                let t = hand.pop().unwrap_or(Tile::JOKER);
                match field.choose_mut(rng) {
                    Some(c) if rng.gen_bool(0.6) => c.push(t),
                    _ => field.push(vec![t]),
                }
            }
            2 if !hand.is_empty() && hand.len() >= 3 => {
                let n = rng.gen_range(3..=hand.len().min(5));
                field.push(hand.split_off(hand.len() - n));
            }
            3 if field.len() >= 2 => {
                let from = rng.gen_range(0..field.len());
                if let Some(t) = field[from].pop() {
                    let to = rng.gen_range(0..field.len());
                    field[to].push(t);
                }
            }
            4 => field.push(vec![random_tile(rng)]),
            _ => {
                if let Some(c) = field.choose_mut(rng) {
                    c.pop();
                }
            }
        }
    }
    field.retain(|c| !c.is_empty() || rng.gen_bool(0.1));
    let mut commit = Commit::over(&view.playfield, field);
    if rng.gen_bool(0.1) {
        commit.placed.push(random_tile(rng));
    }
    commit
}

/// A command: usually a computer player's or a legal one, sometimes anything at all.
fn next_command(game: &RumminyGame, rng: &mut ChaCha8Rng) -> Command {
    if game.board.is_none() && rng.gen_bool(0.95) {
        let mut order = ordered();
        order.shuffle(rng);
        return Command::Deal { order };
    }
    let seats = game.seats.len();
    let seat = match game.turn() {
        Some(s) if rng.gen_bool(0.9) => s,
        _ => rng.gen_range(0..seats + 1),
    };
    let view = game.view(Some(seat));
    match rng.gen_range(0..100) {
        0..=49 => {
            let level = Level::ALL[rng.gen_range(0..3)];
            let action = ai::decide(&view, level, rng).unwrap_or(Action::Pass);
            Command::Play { seat, action }
        }
        50..=79 => Command::Play {
            seat,
            action: Action::Commit(random_commit(&view, rng)),
        },
        80..=89 => Command::Play {
            seat,
            action: Action::Pass,
        },
        90..=95 => Command::TurnTimeout,
        96 | 97 => Command::Play {
            seat,
            action: Action::Leave,
        },
        98 => Command::Deal { order: ordered() },
        _ if rng.gen_bool(0.2) => Command::Cancel,
        _ => Command::TurnTimeout,
    }
}

/// Every view is the spectator's plus the seat's own hand and actions: nothing else differs.
fn assert_views_hide_hands(game: &RumminyGame) {
    let public = game.view(None);
    for seat in 0..game.seats.len() {
        let mut view = game.view(Some(seat));
        if let Some(b) = &game.board {
            assert_eq!(view.my_hand, b.hand_tiles(seat));
        }
        view.seat = None;
        view.my_hand = Vec::new();
        view.legal = Vec::new();
        assert_eq!(view, public, "seat {seat}'s view shows more than its hand");
    }
}

fn check_invariants(game: &RumminyGame) {
    assert_all_tiles_accounted(game);
    if let Some(b) = &game.board {
        for c in &b.playfield {
            let faces: Vec<Tile> = c.iter().map(|t| t.tile()).collect();
            assert!(check_combination(&faces).is_ok(), "{}", tiles_text(&faces));
        }
    }
    let paid_out: u64 = game
        .result()
        .map_or(0, |r| r.payouts.iter().map(|p| p.chips).sum());
    let paid_in: u64 = game.seats.iter().map(|s| s.paid_in).sum();
    assert_eq!(game.pool + paid_out, paid_in, "chips created or lost");
    if let Some(r) = game.result() {
        if r.end != GameEnd::CancelledRefunded {
            assert_eq!(r.points.iter().sum::<i64>(), 0, "N18 is zero-sum");
        }
    }
    assert_views_hide_hands(game);
}

fn run_game(seed: u64, players: usize, initial_meld: u16, steps: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = RumminyOptions {
        stake: rng.gen_range(0..30),
        initial_meld,
        rated: true,
    };
    let mut game = RumminyGame::new(options, players, rng.gen_range(0..players)).unwrap();
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        let command = next_command(&game, &mut rng);
        let before = game.clone();
        match game.apply(&command) {
            Ok(_) => check_invariants(&game),
            Err(_) => assert_eq!(game, before, "a refused {command:?} changed the game"),
        }
        let json = serde_json::to_string(&game).unwrap();
        assert_eq!(serde_json::from_str::<RumminyGame>(&json).unwrap(), game);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_every_tile_chip_and_secret(
        seed in any::<u64>(),
        players in 2usize..=4,
        meld in prop_oneof![Just(0u16), Just(30u16)],
    ) {
        run_game(seed, players, meld, 300);
    }

    #[test]
    fn refused_commits_change_nothing_and_accepted_ones_are_valid(seed in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = RumminyGame::new(RumminyOptions::default(), 2, 0).unwrap();
        let mut order = ordered();
        order.shuffle(&mut rng);
        game.apply(&Command::Deal { order }).unwrap();
        for _ in 0..60 {
            let Some(seat) = game.turn() else { break };
            let commit = random_commit(&game.view(Some(seat)), &mut rng);
            let checked = game.check_commit(seat, &commit);
            let before = game.clone();
            let applied = game.apply(&Command::Play { seat, action: Action::Commit(commit) });
            prop_assert_eq!(checked.is_ok(), applied.is_ok());
            if applied.is_err() {
                prop_assert_eq!(&game, &before);
                let action = ai::decide(&game.view(Some(seat)), Level::Normal, &mut rng);
                game.apply(&Command::Play { seat, action: action.unwrap_or(Action::Pass) })
                    .unwrap();
            }
            check_invariants(&game);
        }
    }
}

#[test]
fn computer_players_finish_their_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for g in 0..20 {
        let mut game = RumminyGame::new(RumminyOptions::default(), 2 + g % 3, 0).unwrap();
        let mut order = ordered();
        order.shuffle(&mut rng);
        game.apply(&Command::Deal { order }).unwrap();
        for _ in 0..2000 {
            let Some(seat) = game.turn() else { break };
            let level = Level::ALL[(seat + g) % 3];
            let action = ai::choose(&game, seat, level, &mut rng).unwrap();
            game.apply(&Command::Play { seat, action }).unwrap();
        }
        assert!(game.is_over(), "game {g} did not end");
        check_invariants(&game);
    }
}
