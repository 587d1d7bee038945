//! How a hand ends: knocking and the undercut, gin, a rumino, claims of the discard, and every
//! hand shown (R14–R18).

use super::*;
use crate::games::Refusal;

#[test]
fn r14_knock_only_within_the_limit_and_the_knocker_scores_too() {
    let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 2♣"; // deadwood 2
    let mut game = dealt_game(opts(), 1, &[LOOSE, low], "K♥", "8♥");
    let before = game.clone();
    assert_eq!(
        game.apply(&play(0, Action::Knock)),
        Err(RuleError::KnockTooHigh {
            limit: 7,
            deadwood: 48
        })
    );
    assert_eq!(game, before);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, Action::Discard(card("8♥")))).unwrap();
    assert!(game.legal_actions(1).contains(&Action::Knock));
    let events = game.apply(&play(1, Action::Knock)).unwrap();
    assert!(
        matches!(ended(&events), Some(Event::HandEnded { result }) if result.end == HandEnd::Knock(1))
    );
    assert_eq!((game.seats[0].score, game.seats[1].score), (48, 2));
    assert_eq!(game.seats[1].knocks, 1);
}

#[test]
fn r14_undercut_penalty_is_a_table_option() {
    let knocker = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣"; // 7
    let under = "3♥ 4♥ 5♥ 8♦ 8♣ 8♥ 2♦"; // 2
    let tied = "3♥ 4♥ 5♥ 8♦ 8♣ 8♥ 7♦"; // 7, as the knocker
    let lower = "3♥ 4♥ 5♥ 8♦ 8♣ 8♥ 9♦"; // 9
    for (penalty, other, expected) in [
        (false, under, 7),
        (true, under, 7 + UNDERCUT_PENALTY),
        // Not strictly lowest: a tie counts against the knocker.
        (true, tied, 7 + UNDERCUT_PENALTY),
        (true, lower, 7),
    ] {
        let o = GameOptions {
            undercut_penalty: penalty,
            ..opts()
        };
        let mut game = dealt_game(o, 1, &[knocker, other], "K♥", "");
        game.apply(&play(0, Action::Knock)).unwrap();
        assert_eq!(game.seats[0].score, expected, "penalty {penalty}, {other}");
    }
    assert_eq!(UNDERCUT_PENALTY, 10);
}

#[test]
fn r15_gin_scores_minus_ten() {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = dealt_game(opts(), 1, &[gin, LOOSE2], "K♥", "");
    assert!(game.legal_actions(0).contains(&Action::Gin));
    game.apply(&play(0, Action::Gin)).unwrap();
    assert_eq!((game.seats[0].score, game.seats[1].score), (-10, 46));
    assert_eq!(game.seats[0].gins, 1);
}

#[test]
fn r15_gin_after_drawing_discards_the_eighth_card() {
    let almost = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ K♣";
    let mut game = dealt_game(opts(), 1, &[almost, LOOSE2], "Q♥", "9♥");
    assert_eq!(
        game.apply(&play(0, Action::Gin)),
        Err(RuleError::NotGin { deadwood: 28 })
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert!(game.legal_actions(0).contains(&Action::Gin));
    let events = game.apply(&play(0, Action::Gin)).unwrap();
    let Some(Event::HandEnded { result }) = ended(&events) else {
        panic!()
    };
    assert_eq!(result.hands[0].cards.len(), 7);
    assert!(!result.hands[0].cards.contains(&card("K♣")));
    // The eighth card goes on the discard pile in sight of all, told before the hand ends.
    assert_eq!(
        events[0],
        Event::Moved(Move::Discarded {
            seat: 0,
            card: card("K♣"),
            timed_out: false
        })
    );
    assert_eq!(game.seats[0].score, -10);
}

#[test]
fn r16_rumino_wins_the_game_outright_and_beats_gin() {
    let rumino = "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠"; // also a gin (4 + 3)
    let mut game = dealt_game(opts(), 2, &[rumino, LOOSE2, LOOSE], "K♥", "");
    assert!(game.legal_actions(0).contains(&Action::Rumino));
    assert!(!game.legal_actions(0).contains(&Action::Gin));
    let pool = game.pool;
    let result = game_over_by(&mut game, &play(0, Action::Gin)); // declared gin: still a rumino
    assert_eq!(result.end, GameEnd::Rumino);
    assert_eq!(
        result.payouts,
        vec![Payout {
            seat: 0,
            chips: pool,
            refund: false
        }]
    );
    assert_eq!(game.seats[0].ruminos, 1);
    assert_eq!(
        game.apply(&play(1, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::GameOver))
    );
}

#[test]
fn r16_seven_of_a_kind_with_a_joker_after_drawing() {
    let hand = "8♠ 8♥ 8♦ 8♣ 8♠ Joker K♣";
    let mut game = dealt_game(opts(), 1, &[hand, LOOSE2], "Q♥", "8♥");
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, Action::Rumino)).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver { result }) if result.winners == [0]));
}

/// Seat 0 draws from `stock` and discards 2♥, which completes seat 2's six hearts (3♥–8♥) to a
/// rumino; seat 1 is on turn.
fn two_hearts_discarded_to_six(stock: &str) -> RuminoGame {
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣"; // needs 2♥ or 9♥
    let hands = ["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six];
    let mut game = dealt_game(opts(), 2, &hands, "Q♦", stock);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
    assert!(game.view(Some(2)).can_claim);
    game
}

#[test]
fn r17_claim_is_offered_only_to_the_player_it_completes() {
    let mut game = two_hearts_discarded_to_six("A♣");
    // Seat 2 is offered the claim, seat 1 (on turn) is not.
    assert!(game.view(Some(2)).can_claim);
    assert!(!game.view(Some(1)).can_claim);
    assert_eq!(
        game.apply(&play(1, Action::ClaimRumino)),
        Err(RuleError::NoClaim)
    );
    let result = game_over_by(&mut game, &play(2, Action::ClaimRumino));
    assert_eq!(
        (result.end, result.winners.as_slice()),
        (GameEnd::Rumino, &[2][..])
    );
    assert_eq!(
        game.last_hand.as_ref().unwrap().end,
        HandEnd::ClaimedRumino(2)
    );
}

#[test]
fn r17_claim_window_closes_when_the_card_is_covered_or_taken() {
    // Taken by the next player.
    let mut game = two_hearts_discarded_to_six("A♣");
    game.apply(&play(1, Action::TakeDiscard)).unwrap();
    assert!(!game.view(Some(2)).can_claim);
    assert_eq!(
        game.apply(&play(2, Action::ClaimRumino)),
        Err(RuleError::NoClaim)
    );
    // Still open while the next player draws from the stock; closed once covered.
    let mut game = two_hearts_discarded_to_six("A♣ 2♣");
    game.apply(&play(1, Action::DrawStock)).unwrap();
    assert!(game.view(Some(2)).can_claim);
    game.apply(&play(1, Action::Discard(card("2♣")))).unwrap();
    assert!(!game.view(Some(2)).can_claim);
}

#[test]
fn r17_a_reshuffle_of_the_discards_keeps_the_claim_open() {
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣"; // 9♥ completes it
    let mut game = dealt_game(
        opts(),
        2,
        &["9♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six],
        "Q♦",
        "A♣",
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let Phase::Playing { hand } = &mut game.phase else {
        unreachable!()
    };
    // Empty the stock under the discards, as if the hand had run long.
    let top = hand.discard.pop().unwrap();
    hand.discard.append(&mut hand.stock);
    hand.discard.push(top);
    game.apply(&play(0, Action::Discard(card("9♥")))).unwrap();
    assert!(game.view(Some(2)).can_claim);
    // Seat 1's draw finds the stock empty and reshuffles every discard but the 9♥ (R13).
    game.apply(&play(1, Action::DrawStock)).unwrap();
    let hand = game.hand().unwrap();
    assert_eq!(hand.reshuffles, 1);
    assert_eq!(hand.top_discard().unwrap().card(), card("9♥"));
    assert!(game.view(Some(2)).can_claim, "the 9♥ is still on top");
    let events = game.apply(&play(2, Action::ClaimRumino)).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver { result }) if result.winners == [2]));
}

#[test]
fn r18_every_hand_is_shown_with_arrangement_and_deadwood() {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = dealt_game(opts(), 2, &[gin, LOOSE2, LOOSE], "K♥", "");
    game.apply(&play(0, Action::Gin)).unwrap();
    let shown = &game.last_hand.as_ref().unwrap().hands;
    assert_eq!(shown.len(), 3);
    assert_eq!(shown[0].arrangement.lays.len(), 2);
    assert_eq!(shown[2].arrangement.deadwood, 48);
    assert_eq!(shown[2].points, 48);
}
