//! One test (or more) per rule id of `rumino.md` for turns, hands and games.

use super::testkit::{assert_all_cards_accounted, card, dealt_game, play, stacked_deck};
use super::*;
use crate::cards::{CardId, Rank};

const LOOSE: &str = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣"; // deadwood 48, no lays
const LOOSE2: &str = "3♠ 6♥ 10♦ Q♣ A♦ 7♠ 9♣"; // 46
const LOOSE3: &str = "A♠ A♥ 2♦ 2♣ 3♦ 3♣ 4♥"; // 16

fn opts() -> GameOptions {
    GameOptions::default()
}

#[test]
fn r7_dealer_draw_ace_high_jokers_redrawn_and_ties_redraw() {
    let ids = |s: &str| {
        let mut used = [false; 108];
        crate::cards::parse_cards(s)
            .unwrap()
            .into_iter()
            .map(|f| {
                let id = CardId::all()
                    .find(|i| i.card() == f && !used[usize::from(i.index())])
                    .unwrap();
                used[usize::from(id.index())] = true;
                id
            })
            .collect::<Vec<_>>()
    };
    // Seat 0 draws K, seat 1 a joker then A: the Ace is high.
    let draw = draw_for_dealer(2, &ids("K♠ Joker A♥"));
    assert_eq!(draw.dealer, 1);
    assert_eq!(draw.draws[1].len(), 2);
    // Seats 0 and 2 tie on Q; they draw again: seat 2's 5 beats seat 0's 3.
    let draw = draw_for_dealer(3, &ids("Q♠ 9♥ Q♦ 3♣ 5♣"));
    assert_eq!(draw.dealer, 2);
    assert_eq!(Rank::ACE.draw_strength(), 14);
}

#[test]
fn r8_deal_gives_seven_each_turns_upcard_and_left_of_dealer_plays_first() {
    let game = dealt_game(opts(), 2, &[LOOSE, LOOSE2, LOOSE], "7♥", "");
    let hand = game.hand().unwrap();
    assert!(hand.cards.iter().all(|c| c.len() == 7));
    assert_eq!(hand.top_discard().unwrap().card(), card("7♥"));
    assert_eq!(hand.stock.len(), 108 - 21 - 1);
    assert_eq!(hand.turn, 0, "left of dealer 2 of 3 is seat 0");
    assert_eq!(hand.faces(1), crate::cards::parse_cards(LOOSE2).unwrap());
    assert_all_cards_accounted(&game);
}

#[test]
fn r10_r11_draw_then_discard_passes_the_turn() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2], "7♥", "Q♥");
    assert_eq!(
        game.apply(&play(1, Action::DrawStock)),
        Err(RuleError::NotYourTurn(0))
    );
    assert_eq!(
        game.apply(&play(0, Action::Discard(card("2♠")))),
        Err(RuleError::MustDrawFirst)
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(game.hand().unwrap().cards[0].len(), 8);
    assert_eq!(
        game.apply(&play(0, Action::TakeDiscard)),
        Err(RuleError::AlreadyDrew)
    );
    assert_eq!(
        game.apply(&play(0, Action::Discard(card("A♣")))),
        Err(RuleError::CardNotInHand(card("A♣")))
    );
    game.apply(&play(0, Action::Discard(card("Q♥")))).unwrap();
    let hand = game.hand().unwrap();
    assert_eq!((hand.turn, hand.step), (1, Step::Start));
    assert_eq!(hand.top_discard().unwrap().card(), card("Q♥"));
    assert_all_cards_accounted(&game);
}

#[test]
fn r12_card_taken_from_discard_cannot_be_discarded_but_its_twin_can() {
    let mut game = dealt_game(opts(), 1, &["7♥ 5♥ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2], "7♥", "");
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    let before = game.clone();
    assert!(
        game.legal_actions(0).contains(&Action::Discard(card("7♥"))),
        "the twin 7♥ may go"
    );
    game.apply(&play(0, Action::Discard(card("7♥")))).unwrap();
    // The 7♥ discarded is the one dealt, not the one taken.
    let taken = match before.hand().unwrap().step {
        Step::Drawn { taken } => taken.unwrap(),
        Step::Start => unreachable!(),
    };
    assert!(game.hand().unwrap().cards[0].contains(&taken));

    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2], "7♥", "");
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(&play(0, Action::Discard(card("7♥")))),
        Err(RuleError::CannotDiscardTakenCard(card("7♥")))
    );
    assert_eq!(game, before);
    assert!(!game.legal_actions(0).contains(&Action::Discard(card("7♥"))));
}

#[test]
fn r13_empty_stock_is_refilled_from_the_discards_but_the_top() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2], "7♥", "");
    let Phase::Playing { hand } = &mut game.phase else {
        unreachable!()
    };
    // Move the whole stock under the discard pile's top card.
    let top = hand.discard.pop().unwrap();
    hand.discard.append(&mut hand.stock);
    hand.discard.push(top);
    let under = hand.discard.len() - 1;
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let hand = game.hand().unwrap();
    assert_eq!(hand.discard, vec![top]);
    assert_eq!(hand.stock.len(), under - 1);
    assert_eq!(hand.reshuffles, 1);
    assert_all_cards_accounted(&game);
}

#[test]
fn r13_no_cards_to_refill_ends_the_hand_as_a_knock_without_knocker() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2], "7♥", "");
    let Phase::Playing { hand } = &mut game.phase else {
        unreachable!()
    };
    hand.dead.append(&mut hand.stock); // nothing left to draw
    let events = game.apply(&play(0, Action::DrawStock)).unwrap();
    let Some(Event::HandEnded { result }) = ended(&events) else {
        panic!("{events:?}")
    };
    assert_eq!(result.end, HandEnd::StockOut);
    assert_eq!(game.seats[0].score, 48);
    assert_eq!(game.seats[1].score, 3 + 6 + 10 + 10 + 1 + 7 + 9);
}

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
    let events = game.apply(&play(0, Action::Gin)).unwrap(); // declared gin: still a rumino
    let Some(Event::GameOver { result }) = events.last() else {
        panic!("{events:?}")
    };
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
        Err(RuleError::GameOver)
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

#[test]
fn r17_claim_is_offered_only_to_the_player_it_completes() {
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣"; // needs 2♥ or 9♥
    let mut game = dealt_game(
        opts(),
        2,
        &["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six],
        "Q♦",
        "A♣",
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
    // Seat 2 is offered the claim, seat 1 (on turn) is not.
    assert!(game.view(Some(2)).can_claim);
    assert!(!game.view(Some(1)).can_claim);
    assert_eq!(
        game.apply(&play(1, Action::ClaimRumino)),
        Err(RuleError::NoClaim)
    );
    let events = game.apply(&play(2, Action::ClaimRumino)).unwrap();
    let Some(Event::GameOver { result }) = events.last() else {
        panic!()
    };
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
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣";
    let start = |game: &mut Game| {
        game.apply(&play(0, Action::DrawStock)).unwrap();
        game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
        assert!(game.view(Some(2)).can_claim);
    };
    // Taken by the next player.
    let mut game = dealt_game(
        opts(),
        2,
        &["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six],
        "Q♦",
        "A♣",
    );
    start(&mut game);
    game.apply(&play(1, Action::TakeDiscard)).unwrap();
    assert!(!game.view(Some(2)).can_claim);
    assert_eq!(
        game.apply(&play(2, Action::ClaimRumino)),
        Err(RuleError::NoClaim)
    );
    // Still open while the next player draws from the stock; closed once covered.
    let mut game = dealt_game(
        opts(),
        2,
        &["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE2, six],
        "Q♦",
        "A♣ 2♣",
    );
    start(&mut game);
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

#[test]
fn r19_r20_scores_add_up_and_over_100_eliminates() {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = dealt_game(opts(), 2, &[gin, LOOSE2, LOOSE], "K♥", "");
    game.seats[1].score = 54; // + 46 = 100: still in
    game.seats[2].score = 53; // + 48 = 101: out
    game.apply(&play(0, Action::Gin)).unwrap();
    assert_eq!(game.seats[1].score, 100);
    assert!(!game.seats[1].eliminated);
    assert!(game.seats[2].eliminated);
    assert!(game.last_hand.as_ref().unwrap().hands[2].eliminated);
}

fn eliminate_seat_2(o: GameOptions, players: usize) -> Game {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let hands = [gin, LOOSE2, LOOSE, LOOSE3];
    let mut game = dealt_game(o, players - 1, &hands[..players], "K♥", "");
    game.seats[1].score = 30;
    game.seats[2].score = 60;
    game.apply(&play(0, Action::Gin)).unwrap();
    game
}

#[test]
fn r21_rebuy_reenters_at_the_highest_score_and_costs_double_each_time() {
    let mut game = eliminate_seat_2(opts(), 4);
    assert_eq!(game.view(Some(2)).rebuy_cost, Some(10));
    assert_eq!(
        game.legal_actions(2),
        vec![Action::Rebuy, Action::DeclineRebuy, Action::Leave]
    );
    assert_eq!(
        game.apply(&play(1, Action::Rebuy)),
        Err(RuleError::NoRebuyOffer)
    );
    let pool = game.pool;
    game.apply(&play(2, Action::Rebuy)).unwrap();
    assert_eq!(
        game.seats[2].score, 76,
        "highest score still in: seat 1's 30 + 46"
    );
    assert_eq!(game.pool, pool + 10);
    assert_eq!(game.phase, Phase::AwaitingDeal);
    // The second rebuy costs 20.
    game.seats[2].eliminated = true;
    game.phase = Phase::Rebuys { offers: vec![2] };
    assert_eq!(game.view(Some(2)).rebuy_cost, Some(20));
    game.apply(&play(2, Action::Rebuy)).unwrap();
    assert_eq!(game.seats[2].paid_in, 10 + 10 + 20);
    assert_eq!(game.pool, game.paid_in());
}

#[test]
fn r21_no_rebuy_after_a_heads_up_start_or_with_fewer_than_two_others_in() {
    // Three players, one out: two others still in, allowed.
    assert!(matches!(
        eliminate_seat_2(opts(), 3).phase,
        Phase::Rebuys { .. }
    ));
    // Heads-up start (b).
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = dealt_game(opts(), 1, &[gin, LOOSE2], "K♥", "");
    game.seats[1].score = 80;
    let events = game.apply(&play(0, Action::Gin)).unwrap();
    // Only one player remains in: the game is over (R22a), no rebuy.
    assert!(
        matches!(events.last(), Some(Event::GameOver { result }) if result.end == GameEnd::LastPlayerStanding)
    );
    // Rebuy window times out: silence is no rebuy.
    let mut game = eliminate_seat_2(opts(), 4);
    let events = game.apply(&Command::RebuyTimeout).unwrap();
    assert_eq!(events, vec![Event::RebuyDeclined { seat: 2 }]);
    assert!(game.seats[2].eliminated);
    assert_eq!(game.phase, Phase::AwaitingDeal);
}

#[test]
fn r22a_last_player_standing_takes_the_pool() {
    let mut game = eliminate_seat_2(opts(), 3);
    game.apply(&play(2, Action::DeclineRebuy)).unwrap();
    game.apply(&play(1, Action::Leave)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.end, GameEnd::LastPlayerStanding);
    assert_eq!(
        result.payouts,
        vec![Payout {
            seat: 0,
            chips: 30,
            refund: false
        }]
    );
    assert_eq!(game.pool, 0);
}

#[test]
fn r22c_gin_in_each_of_the_first_three_hands_wins() {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = Game::new(opts(), 3, 2).unwrap();
    for hand_no in 1..=3 {
        assert!(!game.is_over(), "hand {hand_no}");
        // Seat 0 is dealt the gin whoever deals.
        let dealer = game.dealer;
        let dealer = if hand_no == 1 {
            dealer
        } else {
            (dealer + 1) % 3
        };
        let order = stacked_deck(dealer, &[gin, LOOSE2, LOOSE3], "K♥", "");
        game.apply(&Command::Deal {
            order,
            reshuffle_seed: 0,
        })
        .unwrap();
        assert_eq!(game.dealer, dealer, "R7: the deal passes to the left");
        // The others draw and throw the card back until seat 0's turn.
        while let Some(turn) = game.hand().map(|h| h.turn).filter(|&t| t != 0) {
            game.apply(&play(turn, Action::DrawStock)).unwrap();
            let drawn = *game.hand().unwrap().faces(turn).last().unwrap();
            game.apply(&play(turn, Action::Discard(drawn))).unwrap();
        }
        game.apply(&play(0, Action::Gin)).unwrap();
    }
    let result = game.result().unwrap();
    assert_eq!(
        (result.end, result.winners.as_slice()),
        (GameEnd::ThreeGins, &[0][..])
    );
}

#[test]
fn r22_all_eliminated_at_once_lowest_wins_and_a_tie_splits_with_the_odd_chip_left_of_dealer() {
    let knock = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣"; // 7
    let mut game = dealt_game(
        GameOptions { stake: 7, ..opts() },
        0,
        &[knock, LOOSE, LOOSE3],
        "K♥",
        "",
    );
    game.seats[0].score = 99; // 106
    game.seats[1].score = 58; // 106
    game.seats[2].score = 95; // 111
    let turn = game.hand().unwrap().turn;
    assert_eq!(turn, 1);
    game.apply(&play(1, Action::DrawStock)).unwrap();
    let drawn = *game.hand().unwrap().faces(1).last().unwrap();
    game.apply(&play(1, Action::Discard(drawn))).unwrap();
    game.apply(&play(2, Action::DrawStock)).unwrap();
    let drawn = *game.hand().unwrap().faces(2).last().unwrap();
    game.apply(&play(2, Action::Discard(drawn))).unwrap();
    game.apply(&play(0, Action::Knock)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.end, GameEnd::AllEliminated);
    assert_eq!(result.winners, vec![0, 1]);
    // Pool 21 split 11 / 10: the odd chip to seat 1, nearest the dealer's (seat 0) left.
    assert_eq!(result.payouts, split_pool(21, &[0, 1], 0, 3, false));
    assert_eq!(
        result.payouts[0],
        Payout {
            seat: 1,
            chips: 11,
            refund: false
        }
    );
}

#[test]
fn r23_the_pool_holds_every_stake() {
    let game = Game::new(
        GameOptions {
            stake: 25,
            ..opts()
        },
        4,
        0,
    )
    .unwrap();
    assert_eq!(game.pool, 100);
    assert_eq!(game.paid_in(), 100);
    assert!(Game::new(opts(), 7, 0).is_err());
    assert!(Game::new(opts(), 1, 0).is_err());
}

#[test]
fn r24_cancel_before_the_first_hand_is_scored_refunds_every_stake() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2, LOOSE], "K♥", "");
    let events = game.apply(&Command::Cancel).unwrap();
    let Some(Event::GameOver { result }) = events.last() else {
        panic!()
    };
    assert_eq!(result.end, GameEnd::CancelledRefunded);
    assert_eq!(
        result.payouts.iter().map(|p| p.chips).collect::<Vec<_>>(),
        [10, 10, 10]
    );
    assert!(result.payouts.iter().all(|p| p.refund));
}

#[test]
fn r24_cancel_before_a_scored_hand_refunds_only_players_still_in() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2, LOOSE, LOOSE2], "K♥", "");
    game.apply(&play(0, Action::Leave)).unwrap();
    assert_eq!(game.pool, 40);
    let events = game.apply(&Command::Cancel).unwrap();
    let Some(Event::GameOver { result }) = events.last() else {
        panic!()
    };
    assert_eq!(result.end, GameEnd::CancelledRefunded);
    assert!(
        result.payouts.iter().all(|p| p.seat != 0),
        "the leaver forfeited"
    );
    // Three stakes back, and the forfeited 10 shared 4/3/3, the odd chip left of the dealer.
    let chips: Vec<(usize, u64)> = result.payouts.iter().map(|p| (p.seat, p.chips)).collect();
    assert_eq!(chips, [(1, 13), (2, 14), (3, 13)]);
    assert_eq!(game.pool, 0);
}

#[test]
fn r24_cancel_after_a_scored_hand_pays_the_lowest_score_still_in() {
    let gin = "3♠ 4♠ 5♠ 6♠ 9♦ 9♣ 9♥";
    let mut game = dealt_game(opts(), 2, &[LOOSE, LOOSE2, gin], "K♥", "");
    // Seat 0 leaves; then seat 2 goes gin (−10) and seat 1 scores its deadwood.
    game.apply(&play(0, Action::Leave)).unwrap();
    game.apply(&play(1, Action::DrawStock)).unwrap();
    let c = *game.hand().unwrap().faces(1).last().unwrap();
    game.apply(&play(1, Action::Discard(c))).unwrap();
    game.apply(&play(2, Action::Gin)).unwrap();
    assert_eq!(game.hands_played, 1);
    let events = game.apply(&Command::Cancel).unwrap();
    let Some(Event::GameOver { result }) = events.last() else {
        panic!()
    };
    assert_eq!(result.end, GameEnd::CancelledSettled);
    assert_eq!(result.winners, [2]);
    assert_eq!(result.payouts.iter().map(|p| p.chips).sum::<u64>(), 30);
}

#[test]
fn r24_leaving_forfeits_and_chips_stay_in_the_pool() {
    let mut game = dealt_game(opts(), 2, &[LOOSE, LOOSE2, LOOSE], "K♥", "");
    game.apply(&play(0, Action::Leave)).unwrap();
    assert!(game.seats[0].eliminated && game.seats[0].forfeited);
    assert_eq!(game.pool, 30);
    let hand = game.hand().unwrap();
    assert_eq!(hand.turn, 1, "the leaver was on turn: the turn passes");
    assert!(hand.cards[0].is_empty());
    assert_all_cards_accounted(&game);
    game.apply(&play(1, Action::Leave)).unwrap();
    assert_eq!(
        game.result().unwrap().payouts,
        vec![Payout {
            seat: 2,
            chips: 30,
            refund: false
        }]
    );
}

#[test]
fn r25_timed_out_turn_draws_and_discards_the_highest_deadwood_card() {
    let hand = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 2♣";
    let mut game = dealt_game(opts(), 1, &[hand, LOOSE2], "K♥", "Q♦");
    let events = game.apply(&Command::TurnTimeout).unwrap();
    assert_eq!(
        events,
        vec![
            Event::TimedOut {
                seat: 0,
                removed: false
            },
            Event::Moved(Move::DrewStock { seat: 0 }),
            Event::Moved(Move::Discarded {
                seat: 0,
                card: card("Q♦"),
                timed_out: true
            }),
        ]
    );
    let h = game.hand().unwrap();
    assert_eq!(h.top_discard().unwrap().card(), card("Q♦"));
    assert_eq!(h.turn, 1);
    assert_eq!(game.seats[0].timeouts_in_a_row, 1);
}

#[test]
fn r25_three_timeouts_in_a_row_remove_the_player() {
    let mut game = dealt_game(opts(), 0, &[LOOSE, LOOSE2, LOOSE], "K♥", "");
    for round in 0..3 {
        let events = game.apply(&Command::TurnTimeout).unwrap(); // seat 1
        assert_eq!(
            events[0],
            Event::TimedOut {
                seat: 1,
                removed: round == 2
            }
        );
        if round < 2 {
            game.apply(&play(2, Action::DrawStock)).unwrap();
            let c = *game.hand().unwrap().faces(2).last().unwrap();
            game.apply(&play(2, Action::Discard(c))).unwrap();
            game.apply(&play(0, Action::DrawStock)).unwrap();
            let c = *game.hand().unwrap().faces(0).last().unwrap();
            game.apply(&play(0, Action::Discard(c))).unwrap();
        }
    }
    assert!(game.seats[1].forfeited);
    assert_all_cards_accounted(&game);
}

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
