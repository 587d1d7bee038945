//! Property tests over random games: whatever is thrown at the engine, it never panics, never
//! loses a card (Y1) or a chip, refused commands change nothing, and every action it calls legal
//! applies.

use proptest::prelude::*;
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::testkit::assert_all_cards_accounted;
use super::*;
use crate::cards::{Card, CardId};
use crate::games::testkit::{
    assert_hidden, assert_json_round_trip, check_core_pool, play_randomly, play_to_the_end,
};

fn random_card(rng: &mut ChaCha8Rng) -> Card {
    Card::from_index(rng.gen_range(0..52)).unwrap()
}

/// Anything at all: often illegal.
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    match rng.gen_range(0..6) {
        0 => Action::DrawStock,
        1 => Action::TakeDiscard,
        2 => Action::Meld((0..rng.gen_range(0..5)).map(|_| random_card(rng)).collect()),
        3 => Action::LayOff {
            card: random_card(rng),
            target: rng.gen_range(0..6),
        },
        4 => Action::Discard(random_card(rng)),
        _ => Action::Leave,
    }
}

/// A command: usually a sensible legal one (melds first, so hands end and games go deep),
/// sometimes any legal one, sometimes anything at all.
fn next_command(game: &RummyGame, rng: &mut ChaCha8Rng) -> Command {
    if matches!(game.core.phase, Phase::AwaitingDeal) && rng.gen_bool(0.95) {
        return Command::Deal {
            order: PACK.shuffled(rng),
            reshuffle_seed: rng.gen(),
        };
    }
    let seats = game.core.seats.len();
    if let Some(seat) = game
        .core
        .hand()
        .map(|h| h.turn)
        .filter(|_| rng.gen_bool(0.85))
    {
        let legal: Vec<Action> = game
            .legal_actions(seat)
            .into_iter()
            .filter(|a| *a != Action::Leave || rng.gen_bool(0.002))
            .collect();
        let playing = legal
            .iter()
            .find(|a| matches!(a, Action::Meld(_) | Action::LayOff { .. }));
        let pick = match playing.filter(|_| rng.gen_bool(0.8)) {
            Some(a) => Some(a),
            None => legal.choose(rng),
        };
        if let Some(action) = pick {
            return Command::Play {
                seat,
                action: action.clone(),
            };
        }
    }
    match rng.gen_range(0..30) {
        0 => Command::TurnTimeout,
        1 if rng.gen_bool(0.05) => Command::Cancel,
        2 => Command::Deal {
            order: PACK.shuffled(rng)[1..].to_vec(),
            reshuffle_seed: 0,
        },
        3 => Command::Deal {
            order: (0..52)
                .map(|_| CardId::new(rng.gen_range(0..108)).unwrap())
                .collect(),
            reshuffle_seed: 0,
        },
        _ => {
            let action = match random_action(rng) {
                Action::Leave if rng.gen_bool(0.97) => Action::DrawStock,
                a => a,
            };
            Command::Play {
                seat: rng.gen_range(0..seats + 1),
                action,
            }
        }
    }
}

fn check(game: &RummyGame) {
    assert_all_cards_accounted(game);
    check_core_pool(&game.core);
}

fn random_options(rng: &mut ChaCha8Rng) -> RummyOptions {
    RummyOptions {
        stake: rng.gen_range(0..50),
        ace_high: rng.gen_bool(0.5),
        discard_must_meld: rng.gen_bool(0.3),
        must_discard_to_go_out: rng.gen_bool(0.3),
        target: [30, 80, 150][rng.gen_range(0..3)],
        hands: rng.gen_bool(0.3).then(|| rng.gen_range(1..5)),
        rated: rng.gen_bool(0.5),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_card_and_chip(seed: u64, players in 2usize..=6) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let options = random_options(&mut rng);
        let mut game = RummyGame::new(options, players, rng.gen_range(0..players)).unwrap();
        let next = |g: &RummyGame| next_command(g, &mut rng);
        let apply = |g: &mut RummyGame, c: &Command| g.apply(c).is_ok();
        play_randomly(&mut game, players, 1200, next, apply, check);
        assert_json_round_trip(&game);
    }

    #[test]
    fn views_never_show_another_seats_cards(seed: u64, players in 2usize..=6) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = RummyGame::new(RummyOptions::default(), players, 0).unwrap();
        game.apply(&Command::Deal { order: PACK.shuffled(&mut rng), reshuffle_seed: 0 }).unwrap();
        for _ in 0..rng.gen_range(0..30) {
            let command = next_command(&game, &mut rng);
            let _ = game.apply(&command);
        }
        let Some(hand) = game.core.hand() else { return Ok(()); };
        // Cards taken from the discard pile are public (Y23); the rest of a hand is not.
        let public: Vec<Card> = hand.moves.iter().filter_map(|m| match m {
            Move::TookDiscard { card, .. } => Some(*card),
            _ => None,
        }).collect();
        let shown: Vec<Card> = game.last_hand.iter().flat_map(|h| h.hands.iter().flat_map(|s| s.cards.clone())).collect();
        let seen = [public, shown].concat();
        let view = |seat| serde_json::to_string(&game.view(Some(seat))).unwrap();
        assert_hidden(players, |s| hand.faces(s), &seen, view, None);
    }
}

#[test]
fn random_games_reach_deep_states() {
    let mut ends = std::collections::HashMap::new();
    let (mut hands, mut rummies, mut dead) = (0, 0, 0);
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = 2 + (seed as usize % 5);
        let mut game = RummyGame::new(random_options(&mut rng), players, 0).unwrap();
        let next = |g: &RummyGame| next_command(g, &mut rng);
        play_to_the_end(&mut game, 3000, next, &mut ends, |result| {
            hands += 1;
            match result.end {
                HandEnd::Out { rummy: true, .. } => rummies += 1,
                HandEnd::Dead => dead += 1,
                HandEnd::Out { .. } => {}
            }
        });
    }
    eprintln!("hands {hands} rummies {rummies} dead {dead} ends {ends:?}");
    assert!(hands > 60, "random play should finish many hands");
    assert!(
        ends.len() >= 3,
        "games should end in several ways: {ends:?}"
    );
}
