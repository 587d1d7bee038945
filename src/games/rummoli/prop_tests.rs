//! Property tests over random games: the engine never panics, never loses a card or a chip (L4),
//! refused commands change nothing, every action it calls legal applies, and views hold no
//! other seat's cards (L25).

use proptest::prelude::*;
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::cards::Card;
use crate::games::testkit::play_randomly;

fn random_action(rng: &mut ChaCha8Rng) -> Action {
    match rng.gen_range(0..11) {
        0 => Action::Exchange,
        1 => Action::Auction,
        2 => Action::Bid(rng.gen_range(0..120)),
        3 => Action::Pass,
        4 => Action::Check,
        5 => Action::Bet,
        6 => Action::Call,
        7 => Action::Raise,
        8 => Action::Fold,
        9 => Action::Lead(Card::from_index(rng.gen_range(0..52)).unwrap()),
        _ if rng.gen_bool(0.02) => Action::Leave,
        _ => Action::Pass,
    }
}

fn next_command(game: &RummoliGame, rng: &mut ChaCha8Rng) -> Command {
    let awaiting = matches!(
        game.phase,
        Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. }
    );
    if awaiting && rng.gen_bool(0.95) {
        return Command::deal(PACK.shuffled(rng));
    }
    if let Some(seat) = game.to_act().filter(|_| rng.gen_bool(0.8)) {
        if let Some(action) = game.legal_actions(seat).choose(rng) {
            return Command::Play {
                seat,
                action: action.clone(),
            };
        }
    }
    if game.forced_play_pending() && rng.gen_bool(0.8) {
        return Command::TurnTimeout;
    }
    match rng.gen_range(0..10) {
        0 => Command::TurnTimeout,
        1 => Command::deal(PACK.shuffled(rng)[1..].to_vec()),
        _ => Command::Play {
            seat: rng.gen_range(0..game.seats.len() + 1),
            action: random_action(rng),
        },
    }
}

fn check(game: &RummoliGame) {
    assert_eq!(game.chips.total(), game.total_chips, "L4: chips conserved");
    assert_eq!(
        game.total_chips + game.cashed_out.iter().sum::<u64>(),
        game.options.buy_in * game.seats.len() as u64,
        "L4: every chip bought in is in the game or went out with its seat"
    );
    if let Some(hand) = game.hand() {
        assert_eq!(hand.card_count(), 52, "every card accounted for");
    }
}

/// As [`check`], and no seat's view holds another seat's cards.
fn check_with_views(game: &RummoliGame) {
    check(game);
    let Some(hand) = game.hand() else { return };
    for seat in 0..game.seats.len() {
        let view = game.view(Some(seat));
        for other in (0..game.seats.len()).filter(|&o| o != seat) {
            for c in hand.cards_of(other) {
                assert!(!view.my_cards.contains(c), "seat {seat} sees {c}");
            }
        }
    }
}

fn options(rng: &mut ChaCha8Rng) -> RummoliOptions {
    RummoliOptions {
        buy_in: *[9, 12, 30, 100].choose(rng).unwrap(),
        poker: if rng.gen_bool(0.5) {
            PokerMode::Showdown
        } else {
            PokerMode::Betting
        },
        hands: rng.gen_bool(0.5).then(|| rng.gen_range(1..6)),
        rated: rng.gen_bool(0.5),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_conserve_chips_and_refusals_change_nothing(seed: u64, players in 2usize..=8) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = RummoliGame::new(options(&mut rng), players, seed as usize % players).unwrap();
        let next = |g: &RummoliGame| next_command(g, &mut rng);
        let apply = |g: &mut RummoliGame, c: &Command| g.apply(c).is_ok();
        play_randomly(&mut game, players, 600, next, apply, check_with_views);
    }
}

#[test]
fn games_played_by_timeouts_always_end_with_every_chip_returned() {
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = 2 + (seed as usize % 7);
        let mut game = RummoliGame::new(options(&mut rng), players, 0).unwrap();
        for _ in 0..5000 {
            if game.result().is_some() {
                break;
            }
            let c = if game.to_act().is_some() || game.forced_play_pending() {
                Command::TurnTimeout
            } else {
                Command::deal(PACK.shuffled(&mut rng))
            };
            game.apply(&c).unwrap();
            check(&game);
        }
        let result = game.result().expect("the game ends");
        assert_eq!(
            result.stacks.iter().sum::<u64>(),
            game.options.buy_in * players as u64
        );
        assert_eq!(game.chips.board_total(), 0);
    }
}
