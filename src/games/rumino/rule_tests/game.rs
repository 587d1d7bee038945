//! The game around the hands: scores and elimination, rebuys, how the game ends, the pool,
//! cancelling, leaving and the turn clock (R19–R25).

use super::*;

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

fn eliminate_seat_2(o: GameOptions, players: usize) -> RuminoGame {
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
    let mut game = RuminoGame::new(opts(), 3, 2).unwrap();
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
            draw_and_discard_it(&mut game, turn);
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
    draw_and_discard_it(&mut game, 1);
    draw_and_discard_it(&mut game, 2);
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
    let game = RuminoGame::new(
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
    assert!(RuminoGame::new(opts(), 7, 0).is_err());
    assert!(RuminoGame::new(opts(), 1, 0).is_err());
}

#[test]
fn r24_cancel_before_the_first_hand_is_scored_refunds_every_stake() {
    let mut game = dealt_game(opts(), 1, &[LOOSE, LOOSE2, LOOSE], "K♥", "");
    let result = game_over_by(&mut game, &Command::Cancel);
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
    let result = game_over_by(&mut game, &Command::Cancel);
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
    draw_and_discard_it(&mut game, 1);
    game.apply(&play(2, Action::Gin)).unwrap();
    assert_eq!(game.hands_played, 1);
    let result = game_over_by(&mut game, &Command::Cancel);
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
            draw_and_discard_it(&mut game, 2);
            draw_and_discard_it(&mut game, 0);
        }
    }
    assert!(game.seats[1].forfeited);
    assert_all_cards_accounted(&game);
}
