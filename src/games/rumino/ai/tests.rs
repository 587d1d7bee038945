//! Decisions in chosen positions, for every level: claims, gin, rebuys, and the level's own style.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::games::rumino::testkit::{card, dealt_game, play};
use crate::games::rumino::{Command, GameOptions, Phase, RuminoGame};

const LOOSE: &str = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣";
const LOOSE2: &str = "3♠ 6♥ 10♦ Q♣ A♦ 7♠ 9♣";
const LOOSE3: &str = "A♠ A♥ 2♦ 2♣ 3♦ 3♣ 4♥";

fn rng() -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(5)
}

fn each_level(mut check: impl FnMut(Level)) {
    for level in Level::ALL {
        check(level);
    }
}

#[test]
fn level_names_round_trip_and_unknown_names_list_the_choices() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!("HARD".parse::<Level>(), Ok(Level::Hard));
    assert_eq!(" Easy ".parse::<Level>(), Ok(Level::Easy));
    let err = "expert".parse::<Level>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "Unknown AI level \"expert\": choose easy, normal or hard."
    );
    assert_eq!(serde_json::to_string(&Level::Normal).unwrap(), "\"normal\"");
}

#[test]
fn nothing_to_decide_out_of_turn_or_after_the_game() {
    let game = dealt_game(GameOptions::default(), 1, &[LOOSE, LOOSE2], "7♥", "");
    each_level(|level| {
        assert_eq!(decide(&game.view(Some(1)), level, &mut rng()), None);
        assert!(decide(&game.view(Some(0)), level, &mut rng()).is_some());
        assert_eq!(decide(&game.view(None), level, &mut rng()), None);
    });
}

#[test]
fn r17_every_level_claims_a_rumino_out_of_turn() {
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣";
    each_level(|level| {
        let mut game = dealt_game(
            GameOptions::default(),
            2,
            &["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six],
            "Q♦",
            "A♣",
        );
        game.apply(&play(0, Action::DrawStock)).unwrap();
        game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
        assert_eq!(
            decide(&game.view(Some(2)), level, &mut rng()),
            Some(Action::ClaimRumino)
        );
        assert_eq!(
            decide(&game.view(Some(1)), level, &mut rng())
                .as_ref()
                .map(|a| a == &Action::ClaimRumino),
            Some(false)
        );
    });
}

#[test]
fn r15_r16_every_level_declares_gin_and_rumino_after_drawing() {
    each_level(|level| {
        // A hand that the top of the stock completes, and what it declares then.
        for (hand, stock, declared) in [
            ("3♠ 4♠ 5♠ 6♠ 9♦ 9♣ K♥", "9♥", Action::Gin),
            ("8♠ 8♥ 8♦ 8♣ 8♠ Joker K♣", "8♥", Action::Rumino),
        ] {
            let mut game = dealt_game(GameOptions::default(), 1, &[hand, LOOSE2], "Q♥", stock);
            game.apply(&play(0, Action::DrawStock)).unwrap();
            let decided = decide(&game.view(Some(0)), level, &mut rng());
            assert_eq!(decided, Some(declared), "{hand}");
        }
    });
}

#[test]
fn normal_takes_a_discard_that_makes_a_lay_and_throws_the_highest_loose_card() {
    let hand = "7♥ 7♠ 2♣ 3♣ K♦ Q♠ 9♦";
    let mut game = dealt_game(GameOptions::default(), 1, &[hand, LOOSE2], "7♦", "");
    let view = game.view(Some(0));
    assert_eq!(
        decide(&view, Level::Normal, &mut rng()),
        Some(Action::TakeDiscard)
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        decide(&game.view(Some(0)), Level::Normal, &mut rng()),
        Some(Action::Discard(card("K♦")))
    );
}

#[test]
fn r14_normal_knocks_when_low_enough_but_not_into_its_own_elimination() {
    let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 2♣";
    let mut game = dealt_game(GameOptions::default(), 1, &[low, LOOSE2], "K♥", "");
    assert_eq!(
        decide(&game.view(Some(0)), Level::Normal, &mut rng()),
        Some(Action::Knock)
    );
    game.seats[0].score = 99;
    assert_eq!(
        decide(&game.view(Some(0)), Level::Normal, &mut rng()),
        Some(Action::DrawStock)
    );
}

#[test]
fn easy_does_not_knock_on_a_middling_hand() {
    let seven = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣";
    let game = dealt_game(GameOptions::default(), 1, &[seven, LOOSE2], "K♥", "");
    for seed in 0..20 {
        let action = decide(
            &game.view(Some(0)),
            Level::Easy,
            &mut ChaCha8Rng::seed_from_u64(seed),
        );
        assert_ne!(action, Some(Action::Knock));
    }
}

#[test]
fn hard_knocks_a_tiny_hand_against_a_player_near_elimination() {
    // One point of deadwood against a player at 95: any knock is almost surely the game.
    let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ A♣";
    let mut game = dealt_game(GameOptions::default(), 1, &[low, LOOSE2], "K♥", "");
    game.seats[1].score = 95;
    assert_eq!(
        decide(&game.view(Some(0)), Level::Hard, &mut rng()),
        Some(Action::Knock)
    );
}

/// A four-player game where seat 2 was just eliminated and may rebuy (R21).
fn rebuy_offer(stake: u64, others: [i32; 3]) -> RuminoGame {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let options = GameOptions {
        stake,
        ..GameOptions::default()
    };
    let mut game = dealt_game(options, 3, &[gin, LOOSE2, LOOSE, LOOSE3], "K♥", "");
    game.seats[2].score = 60;
    game.apply(&play(0, Action::Gin)).unwrap();
    assert!(matches!(game.phase, Phase::Rebuys { .. }));
    for (seat, score) in [0, 1, 3].into_iter().zip(others) {
        game.seats[seat].score = score;
    }
    game
}

#[test]
fn r21_rebuy_when_the_field_is_young_or_it_is_free_decline_when_hopeless() {
    for level in [Level::Normal, Level::Hard] {
        let young = rebuy_offer(10, [30, 20, 25]);
        assert_eq!(
            decide(&young.view(Some(2)), level, &mut rng()),
            Some(Action::Rebuy)
        );
        let late = rebuy_offer(10, [5, 10, 95]);
        assert_eq!(
            decide(&late.view(Some(2)), level, &mut rng()),
            Some(Action::DeclineRebuy)
        );
    }
    each_level(|level| {
        let free = rebuy_offer(0, [5, 10, 95]);
        assert_eq!(
            decide(&free.view(Some(2)), level, &mut rng()),
            Some(Action::Rebuy)
        );
        // Others have nothing to decide while the offer is open.
        assert_eq!(decide(&free.view(Some(0)), level, &mut rng()), None);
    });
}

#[test]
fn every_decision_applies_through_whole_games() {
    for (seed, levels) in [
        (1, [Level::Easy, Level::Hard, Level::Normal]),
        (2, [Level::Hard; 3]),
    ] {
        let outcome =
            crate::games::arena::play::<RuminoGame>(&GameOptions::default(), &levels, seed);
        assert!(!outcome.winners.is_empty() || outcome.capped);
        assert!(outcome.rounds >= 1);
    }
    let mut game = dealt_game(GameOptions::default(), 1, &[LOOSE3, LOOSE2], "K♥", "");
    game.apply(&Command::Cancel).unwrap();
    each_level(|level| assert_eq!(decide(&game.view(Some(0)), level, &mut rng()), None));
}
