//! Property tests over random games: whatever is thrown at the engine, it never panics, never
//! loses a card (R1) or a chip (R23), and every action it calls legal applies.

use proptest::prelude::*;
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::testkit::assert_all_cards_accounted;
use super::*;
use crate::cards::{shuffled_pack, Card};
use crate::games::testkit::play_randomly;

fn random_action(rng: &mut ChaCha8Rng) -> Action {
    match rng.gen_range(0..10) {
        0 => Action::DrawStock,
        1 => Action::TakeDiscard,
        2 => Action::Discard(Card::from_index(rng.gen_range(0..=52)).unwrap()),
        3 => Action::Knock,
        4 => Action::Gin,
        5 => Action::Rumino,
        6 => Action::ClaimRumino,
        7 => Action::Rebuy,
        8 => Action::DeclineRebuy,
        _ => Action::Leave,
    }
}

/// A command: usually a sensible legal one (so hands end and games go deep), sometimes any legal
/// one, sometimes anything at all.
fn next_command(game: &RuminoGame, rng: &mut ChaCha8Rng) -> Command {
    if matches!(game.phase, Phase::AwaitingDeal) && rng.gen_bool(0.95) {
        return Command::Deal {
            order: shuffled_pack(rng),
            reshuffle_seed: rng.gen(),
        };
    }
    let seats = game.seats.len();
    let actor = match &game.phase {
        Phase::Playing { hand } => Some(hand.turn),
        Phase::Rebuys { offers } => offers.first().copied(),
        _ => None,
    };
    if let Some(seat) = actor.filter(|_| rng.gen_bool(0.8)) {
        let legal = game.legal_actions(seat);
        let ending = [
            Action::Knock,
            Action::Gin,
            Action::Rumino,
            Action::Rebuy,
            Action::DeclineRebuy,
        ];
        if let Some(action) = legal
            .iter()
            .find(|a| ending.contains(a))
            .filter(|_| rng.gen_bool(0.6))
        {
            return Command::Play {
                seat,
                action: action.clone(),
            };
        }
        if let (Some(hand), true) = (game.hand(), rng.gen_bool(0.7)) {
            let held = hand.faces(seat);
            let worst = lays::arrange(&held, hand.rules)
                .deadwood_cards
                .into_iter()
                .max_by_key(|c| c.value());
            if let Some(card) = worst.filter(|c| legal.contains(&Action::Discard(*c))) {
                return Command::Play {
                    seat,
                    action: Action::Discard(card),
                };
            }
        }
        let choices: Vec<&Action> = legal.iter().filter(|a| **a != Action::Leave).collect();
        if let Some(action) = choices.choose(rng) {
            return Command::Play {
                seat,
                action: (*action).clone(),
            };
        }
    }
    if rng.gen_bool(0.5) {
        let seat = rng.gen_range(0..seats);
        let legal: Vec<Action> = game
            .legal_actions(seat)
            .into_iter()
            .filter(|a| *a != Action::Leave || rng.gen_bool(0.002))
            .collect();
        if let Some(action) = legal.choose(rng) {
            return Command::Play {
                seat,
                action: action.clone(),
            };
        }
    }
    match rng.gen_range(0..40) {
        0 => Command::TurnTimeout,
        1 => Command::RebuyTimeout,
        2 if rng.gen_bool(0.02) => Command::Cancel,
        3 => Command::Deal {
            order: shuffled_pack(rng)[1..].to_vec(),
            reshuffle_seed: 0,
        },
        _ => {
            let action = random_action(rng);
            let action = if action == Action::Leave && rng.gen_bool(0.95) {
                Action::Knock
            } else {
                action
            };
            Command::Play {
                seat: rng.gen_range(0..seats + 1),
                action,
            }
        }
    }
}

fn check(game: &RuminoGame) {
    assert_all_cards_accounted(game);
    let payouts = game.result().map(|r| r.payouts.as_slice());
    crate::games::testkit::check_pool(game.pool, game.paid_in(), payouts);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_card_and_chip(seed: u64, players in 2usize..=6, stake in 0u64..50, ace_high: bool) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let options = GameOptions { stake, ace_high, ..GameOptions::default() };
        let mut game = RuminoGame::new(options, players, rng.gen_range(0..players)).unwrap();
        let next = |g: &RuminoGame| next_command(g, &mut rng);
        let apply = |g: &mut RuminoGame, c: &Command| g.apply(c).is_ok();
        play_randomly(&mut game, players, 1500, next, apply, check);
    }

    #[test]
    fn views_never_show_another_seats_cards(seed: u64, players in 2usize..=6) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = RuminoGame::new(GameOptions::default(), players, 0).unwrap();
        game.apply(&Command::Deal { order: shuffled_pack(&mut rng), reshuffle_seed: 0 }).unwrap();
        let hand = game.hand().unwrap();
        for seat in 0..players {
            let view = game.view(Some(seat));
            prop_assert_eq!(&view.my_cards, &hand.faces(seat));
            let json = serde_json::to_string(&view).unwrap();
            prop_assert!(!json.contains("\"cards\":[\""), "no card lists of other seats");
        }
        prop_assert!(game.view(None).my_cards.is_empty());
    }
}

#[test]
fn random_games_reach_deep_states() {
    let mut hands = 0;
    let mut rebuys = 0;
    let mut ends = std::collections::HashMap::new();
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = 2 + (seed as usize % 5);
        let mut game = RuminoGame::new(GameOptions::default(), players, 0).unwrap();
        for _ in 0..3000 {
            if game.is_over() {
                break;
            }
            let command = next_command(&game, &mut rng);
            if let Ok(events) = game.apply(&command) {
                for e in events {
                    match e {
                        Event::HandEnded { .. } => hands += 1,
                        Event::Rebought { .. } => rebuys += 1,
                        Event::GameOver { result } => {
                            *ends.entry(format!("{:?}", result.end)).or_insert(0) += 1
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    eprintln!("hands {hands} rebuys {rebuys} ends {ends:?}");
    assert!(hands > 100, "random play should score many hands");
}
