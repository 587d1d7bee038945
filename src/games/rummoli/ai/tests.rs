//! Unit tests of the Rummoli computer players: the bit model against the engine, and single
//! decisions that any sensible player makes.

use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::bits::{self, mask, poker_key, Mask};
use super::sim::{pick_lead, showdown, Runout, NOBODY};
use super::{choose, Level};
use crate::cards::Card;
use crate::games::rummoli::testkit::{card, dealt, played, runout};
use crate::games::rummoli::{
    best_five, Action, Command, GameView, Phase, PokerMode, PublicStage, RummoliGame,
    RummoliOptions, Space, Stage, ANTE, PACK,
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
            game.apply(&Command::deal(PACK.shuffled(&mut rng))).unwrap();
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
    played(game, dealer_seat, Action::Exchange);
    while game.hand().is_some() {
        // Forced plays wait for the clock (a paced run-out); the lead choices are ours.
        let Some(seat) = game.to_act() else {
            game.apply(&Command::TurnTimeout).unwrap();
            continue;
        };
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
        played(game, seat, Action::Lead(pick));
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

fn legal_choice(view: &GameView, level: Level, seed: u64) -> Action {
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

/// The dealer's view of a 5-player deal, its 8 cards replaced by `hand`.
fn dealer_view(hand: &str) -> GameView {
    let game = dealt(RummoliOptions::default(), 5, 4);
    let mut view = game.view(Some(4));
    view.my_cards = cards(hand);
    assert_eq!(view.my_cards.len(), view.seats[4].cards);
    view
}

/// The first bidder's view (seat 0, 9 cards replaced by `hand`) of a 5-player auction.
fn bidder_view(hand: &str) -> GameView {
    let mut game = dealt(RummoliOptions::default(), 5, 4);
    played(&mut game, 4, Action::Auction);
    let mut view = game.view(Some(0));
    view.my_cards = cards(hand);
    assert_eq!(view.my_cards.len(), view.seats[0].cards);
    view
}

const GARBAGE_8: &str = "2♠ 3♥ 4♦ 6♣ 7♠ 9♥ J♣ Q♦";
const GARBAGE_9: &str = "2♠ 3♥ 4♦ 6♣ 7♠ 9♥ 10♦ Q♦ K♠";
const STRONG_8: &str = "A♠ 10♠ K♥ Q♣ J♦ A♦ K♦ A♣";

#[test]
fn normal_and_hard_exchange_a_weak_hand_and_auction_a_strong_one() {
    for level in [Level::Normal, Level::Hard] {
        for seed in 0..3 {
            let weak = legal_choice(&dealer_view(GARBAGE_8), level, seed);
            assert_eq!(weak, Action::Exchange, "{level}");
            let strong = legal_choice(&dealer_view(STRONG_8), level, seed);
            assert_eq!(strong, Action::Auction, "{level}");
        }
    }
}

#[test]
fn hard_bids_for_the_widow_with_garbage_and_passes_with_a_strong_hand() {
    let view = bidder_view(GARBAGE_9);
    assert_eq!(legal_choice(&view, Level::Hard, 1), Action::Bid(1));
    let view = bidder_view("A♠ 10♠ K♥ Q♣ J♦ A♦ K♦ A♣ A♥");
    assert_eq!(legal_choice(&view, Level::Hard, 1), Action::Pass);
}

#[test]
fn never_bids_above_its_stack_nor_its_next_ante() {
    for level in Level::ALL {
        for seed in 0..20 {
            let mut view = bidder_view(GARBAGE_9);
            view.seats[0].stack = 9; // 1 chip more than its stack keeps an ante (L5)
            assert_eq!(legal_choice(&view, level, seed), Action::Pass, "{level}");
            view.seats[0].stack = 30;
            view.legal = vec![Action::Pass, Action::Bid(25)];
            if let Action::Bid(b) = legal_choice(&view, level, seed) {
                assert!(b + ANTE <= 30, "{level} bid {b}");
            }
        }
    }
}

/// Seat 0's view of a 5-player betting round, holding `hand` (9 cards), facing `level` chips
/// put in by seat 1 and `put` of its own.
fn facing_view(hand: &str, level: u64) -> GameView {
    let options = RummoliOptions {
        poker: PokerMode::Betting,
        ..RummoliOptions::default()
    };
    let mut game = dealt(options, 5, 4);
    played(&mut game, 4, Action::Exchange);
    let mut view = game.view(Some(0));
    view.my_cards = cards(hand);
    let Some(PublicStage::Betting(b)) = &mut view.stage else {
        panic!("betting: {:?}", view.stage);
    };
    b.level = level;
    b.put[1] = level;
    view.board[Space::Poker.index()] += level;
    view.legal = if level == 0 {
        vec![Action::Check, Action::Bet]
    } else {
        vec![Action::Fold, Action::Call, Action::Raise]
    };
    view
}

#[test]
fn hard_folds_garbage_facing_a_raise_and_raises_a_monster() {
    for seed in 0..5 {
        let view = facing_view(GARBAGE_9, 2);
        assert_eq!(legal_choice(&view, Level::Hard, seed), Action::Fold);
        let view = facing_view("A♠ A♥ A♦ A♣ K♠ K♥ 2♣ 3♦ 4♥", 2);
        assert_eq!(legal_choice(&view, Level::Hard, seed), Action::Raise);
        let view = facing_view("A♠ A♥ A♦ A♣ K♠ K♥ 2♣ 3♦ 4♥", 0);
        assert_eq!(legal_choice(&view, Level::Hard, seed), Action::Bet);
    }
}

/// Seat 0's view of a 3-player run-out where it must choose between equal lowest cards.
fn lead_view(hands: &[&str], dead: &str) -> GameView {
    let (mut hand, chips) = runout(hands, dead, &[50, 50, 50]);
    let options: Vec<Card> = hand
        .cards_of(0)
        .iter()
        .copied()
        .filter(|c| crate::games::rummoli::strength(*c) == 1)
        .collect();
    hand.stage = Stage::Lead { seat: 0, options };
    let mut game = RummoliGame::new(RummoliOptions::default(), 3, 2).unwrap();
    game.chips.board = chips.board;
    game.chips.board[Space::KingHearts.index()] = 6;
    game.phase = Phase::Playing {
        hand: Box::new(hand),
    };
    game.view(Some(0))
}

#[test]
fn normal_and_hard_lead_the_suit_that_runs_out_their_hand() {
    // 3♥ leads 3♥-7♥ at once and leaves 3♣ to lead next (L18): going out; 3♣ would not.
    let view = lead_view(&["3♣ 3♥ 4♥ 5♥ 6♥ 7♥", "8♣ 9♦ 10♦", "J♠ Q♠ K♣"], "8♥");
    assert_eq!(view.legal.len(), 2);
    for level in [Level::Normal, Level::Hard] {
        for seed in 0..3 {
            assert_eq!(
                legal_choice(&view, level, seed),
                Action::Lead(card("3♥")),
                "{level}"
            );
        }
    }
}

#[test]
fn the_runout_tells_dead_cards_and_voids() {
    let mut view = lead_view(&["3♣ 3♥ 4♦", "8♣ 9♦ 10♦", "J♠ Q♠ K♥"], "");
    // Seat 1 won the poker part and led 5♠; 6♠ never came: dead (L18). The red lead passed
    // over seat 1 to seat 2's 3♥; 4♥ never came: dead, and seat 2 has no black card left.
    view.poker_winners = vec![1];
    view.plays = vec![(1, cards("5♠")), (2, cards("3♥"))];
    let k = super::world::Knowledge::new(&view).unwrap();
    let dead = mask(&cards("6♠ 4♥"));
    assert_eq!(k.pool & dead, 0);
    let red = bits::colour(true);
    assert_eq!(k.allowed[1] & red, 0, "seat 1 passed the red lead");
    assert_eq!(
        k.allowed[2] & bits::colour(false),
        0,
        "seat 2 passed the black lead"
    );
    assert_eq!(
        k.allowed[2] & mask(&cards("2♥ 2♦")),
        0,
        "3♥ was seat 2's lowest red"
    );
    assert_eq!(
        k.allowed[1] & mask(&cards("2♠ 3♠ 4♠ 2♣")),
        0,
        "5♠ was seat 1's lowest"
    );
    // A sampled world obeys all of it.
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..50 {
        let w = k.sample(&mut rng, &[], true);
        for p in 1..3 {
            assert_eq!(w.hands[p] & !k.allowed[p], 0);
            assert_eq!(w.hands[p].count_ones() as usize, k.counts[p]);
        }
        assert_eq!(w.hands[0], mask(&view.my_cards));
    }
}
