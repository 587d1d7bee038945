//! Unit tests of the Rummoli computer players: the bit model against the engine, and single
//! decisions that any sensible player makes.

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::bits::{self, mask, poker_key, Mask};
use super::sim::{pick_lead, showdown, Runout, NOBODY};
use super::{choose, Level};
use crate::cards::Card;
use crate::games::rummoli::testkit::{card, dealt};
use crate::games::rummoli::{
    best_five, Action, Command, PublicStage, RummoliGame, RummoliOptions, Space, PACK,
};

fn cards(s: &str) -> Vec<Card> {
    crate::cards::parse_cards(s).unwrap()
}

#[test]
fn bits_round_trip_every_card() {
    for id in PACK.ids() {
        let c = id.card();
        assert_eq!(bits::card(bits::bit(c)), c);
    }
    assert_eq!(bits::bit(card("2♠")), 0);
    assert_eq!(bits::bit(card("A♠")), 12);
    assert_eq!(bits::card(bits::PAY_CARDS[1]), card("J♦"));
}

#[test]
fn poker_key_is_the_engines_best_five_on_random_hands_of_every_size() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut pack: Vec<Card> = PACK.ids().map(|id| id.card()).collect();
    for i in 0..4000 {
        pack.shuffle(&mut rng);
        let hand = &pack[..5 + i % 14];
        let (rank, _) = best_five(hand).unwrap();
        assert_eq!(poker_key(mask(hand)), rank.key(), "{hand:?}");
    }
    // A straight flush beats the four of a kind in the same 9 cards; the wheel is a straight.
    let sf = cards("5♥ 6♥ 7♥ 8♥ 9♥ 9♠ 9♦ 9♣ 2♣");
    assert_eq!(poker_key(mask(&sf)), best_five(&sf).unwrap().0.key());
    let wheel = cards("A♠ 2♥ 3♦ 4♣ 5♠ K♥");
    assert_eq!(poker_key(mask(&wheel)), best_five(&wheel).unwrap().0.key());
}

/// Plays hands on the engine (dealer exchanges, showdown, leads by [`pick_lead`]) and the same
/// deal in the AI's model: every seat's chips must come out the same.
#[test]
fn the_runout_model_pays_what_the_engine_pays() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for g in 0..150u64 {
        let players = 2 + (g as usize % 7);
        let mut game = RummoliGame::new(RummoliOptions::default(), players, 0).unwrap();
        // Play a few hands so the board carries chips over (L22).
        for _ in 0..1 + g % 3 {
            if game.result().is_some() {
                break;
            }
            game.apply(&Command::Deal {
                order: PACK.shuffled(&mut rng),
            })
            .unwrap();
            check_hand(&mut game);
        }
    }
}

fn check_hand(game: &mut RummoliGame) {
    let Some(hand) = game.hand().cloned() else {
        return; // that was the final deal (L24)
    };
    let seats = hand.players.clone();
    let dealer = seats.len() - 1;
    let mut hands: Vec<Mask> = seats.iter().map(|&s| mask(hand.cards_of(s))).collect();
    hands[dealer] = mask(&hand.widow);
    let before: Vec<u64> = seats.iter().map(|&s| game.chips.stacks[s]).collect();
    let board = game.chips.board;
    let all: Vec<usize> = (0..seats.len()).collect();
    let winners = showdown(&hands, &all);
    let mut pay = [0; 7];
    pay.copy_from_slice(&board[..7]);
    let share = board[Space::Poker.index()] / winners.len() as u64;
    let mut stacks = before.clone();
    winners.iter().for_each(|&w| stacks[w] += share);
    let mut r = Runout {
        hands,
        played_by: [NOBODY; 52],
        pay,
        rummoli: board[Space::Rummoli.index()],
        stacks,
        gain: vec![0; seats.len()],
    };
    r.lead_from(winners[0], None);
    let dealer_seat = hand.dealer;
    game.apply(&Command::Play {
        seat: dealer_seat,
        action: Action::Exchange,
    })
    .unwrap();
    while let Some(seat) = game.to_act() {
        let options: Vec<Card> = game
            .legal_actions(seat)
            .iter()
            .filter_map(|a| match a {
                Action::Lead(c) => Some(*c),
                _ => None,
            })
            .collect();
        let own = mask(game.hand().unwrap().cards_of(seat));
        let pick = bits::card(pick_lead(own, mask(&options)));
        game.apply(&Command::Play {
            seat,
            action: Action::Lead(pick),
        })
        .unwrap();
    }
    for (p, &s) in seats.iter().enumerate() {
        let won = winners.contains(&p) as u64 * share;
        assert_eq!(
            game.chips.stacks[s] as i64,
            before[p] as i64 + won as i64 + r.gain[p],
            "seat {s}"
        );
    }
}

fn legal_choice(view: &crate::games::rummoli::GameView, level: Level, seed: u64) -> Action {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let a = choose(view, level, &mut rng).unwrap();
    assert!(view.legal.contains(&a));
    a
}

#[test]
fn nothing_to_decide_is_none() {
    let game = dealt(RummoliOptions::default(), 3, 2);
    let view = game.view(Some(0)); // the dealer (seat 2) decides
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for level in Level::ALL {
        assert_eq!(choose(&view, level, &mut rng), None);
    }
    let _ = rng.gen::<u8>();
}

#[test]
fn every_level_answers_the_dealers_choice_with_a_legal_action() {
    let game = dealt(RummoliOptions::default(), 4, 3);
    let view = game.view(Some(3));
    assert!(matches!(view.stage, Some(PublicStage::DealerChoice)));
    for level in Level::ALL {
        legal_choice(&view, level, 2);
    }
}
