//! The play: the poker part (showdown, betting, ties, the lead) and the run-out (runs, colour
//! changes, deadlock, the paying cards, going out, unwon chips) (L13–L22).

use super::*;

#[test]
fn l17_l18_example3_runs_go_together_and_a_block_changes_colour() {
    // A = 0 leads 5♣; B = 1 holds 6♣ 7♣; 8♣ is dead; B leads 3♥ of 9♣ 3♥ 4♦ Q♠.
    let (mut hand, mut chips) = runout(
        &["5♣ 2♠ 2♥", "6♣ 7♣ 9♣ 3♥ 4♦ Q♠", "4♥ 5♥ 10♦"],
        "8♣",
        &[10, 10, 10],
    );
    let ev = run_out(&mut hand, &mut chips, "5♣");
    let p = plays(&ev);
    assert_eq!(p[0], (0, "5♣".to_string()));
    assert_eq!(p[1], (1, "6♣ 7♣".to_string()));
    assert_eq!(p[2], (1, "3♥".to_string()));
    assert_eq!(
        p[3],
        (2, "4♥ 5♥".to_string()),
        "L17: consecutive cards in one play"
    );
}

#[test]
fn l18_a_player_without_the_other_colour_passes_the_lead_left() {
    let (mut hand, mut chips) = runout(&["5♣ 2♠ K♠", "6♣ 9♣", "3♥ 7♦"], "7♣", &[10, 10, 10]);
    let ev = run_out(&mut hand, &mut chips, "5♣");
    let p = plays(&ev);
    assert_eq!(p[1], (1, "6♣".to_string()));
    // B holds only black cards: the lead passes left to C, who leads 3♥.
    assert_eq!(p[2], (2, "3♥".to_string()));
}

#[test]
fn l18_equal_lowest_cards_wait_for_the_leaders_choice() {
    let (mut hand, mut chips) = runout(&["A♣ 3♥ 3♦ 9♠", "K♠ 8♥"], "", &[10, 10]);
    run_out(&mut hand, &mut chips, "A♣");
    assert_eq!(
        hand.stage,
        Stage::Lead {
            seat: 0,
            options: parse_cards("3♦ 3♥").unwrap()
        }
    );
    assert_eq!(hand.default_action(), Some(Action::Lead(card("3♦"))));
}

#[test]
fn l19_deadlock_every_card_held_pays_the_rummoli_space() {
    let (mut hand, mut chips) = runout(&["A♣ 2♠", "K♠ Q♠ J♣"], "", &[10, 1]);
    run_out(&mut hand, &mut chips, "A♣");
    assert_eq!(
        hand.stage,
        Stage::Over {
            end: HandEnd::Deadlock
        }
    );
    // Seat 0 pays 1 for 2♠; seat 1 owes 3 but has 1 (L6).
    assert_eq!(chips.on(Space::Rummoli), 2);
    assert_eq!(chips.stacks, vec![9, 0]);
}

#[test]
fn l21_example4_a_diamonds_ak_pays_only_one_player_who_played_both() {
    let (mut hand, mut chips) = runout(&["Q♦ 2♠", "9♥", "K♦ A♦ 3♣"], "", &[10, 10, 10]);
    chips.board[Space::AceKingDiamonds.index()] = 4;
    let ev = run_out(&mut hand, &mut chips, "Q♦");
    assert_eq!(plays(&ev)[1], (2, "K♦ A♦".to_string()));
    assert_eq!(chips.on(Space::AceKingDiamonds), 0);
    assert!(ev.contains(&Event::Chips(Transfer {
        from: Holder::Space(Space::AceKingDiamonds),
        to: Holder::Seat(2),
        chips: 4,
        reason: Reason::PayCard
    })));

    let (mut hand, mut chips) = runout(&["Q♦ 2♠", "K♦ 9♥", "A♦ 3♣"], "", &[10, 10, 10]);
    chips.board[Space::AceKingDiamonds.index()] = 4;
    run_out(&mut hand, &mut chips, "Q♦");
    assert_eq!(
        chips.on(Space::AceKingDiamonds),
        4,
        "split between players: nobody"
    );
}

#[test]
fn l21_seven_eight_nine_of_one_suit_by_one_player() {
    let (mut hand, mut chips) = runout(&["6♥ 2♠", "7♥ 8♥ 9♥ 3♣"], "10♥", &[10, 10]);
    chips.board[Space::SevenEightNine.index()] = 5;
    let ev = run_out(&mut hand, &mut chips, "6♥");
    assert_eq!(chips.on(Space::SevenEightNine), 0);
    assert!(ev.contains(&Event::Chips(Transfer {
        from: Holder::Space(Space::SevenEightNine),
        to: Holder::Seat(1),
        chips: 5,
        reason: Reason::PayCard
    })));
}

#[test]
fn l20_example5_going_out_pays_the_space_first_then_rummoli_and_per_card() {
    // A = 0 plays their last card J♦; B = 1 holds 3 cards, C = 2 five with a stack of 2.
    let (mut hand, mut chips) = runout(&["J♦", "2♠ 3♠ 4♠", "2♥ 3♥ 4♥ 5♣ 6♣"], "", &[0, 10, 2]);
    chips.board[Space::JackDiamonds.index()] = 3;
    chips.board[Space::Rummoli.index()] = 4;
    let ev = run_out(&mut hand, &mut chips, "J♦");
    assert_eq!(
        hand.stage,
        Stage::Over {
            end: HandEnd::WentOut { seat: 0 }
        }
    );
    let reasons: Vec<(Reason, u64)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Chips(t) => Some((t.reason, t.chips)),
            _ => None,
        })
        .collect();
    assert_eq!(
        reasons,
        vec![
            (Reason::PayCard, 3),
            (Reason::RummoliSpace, 4),
            (Reason::GoingOut, 3),
            (Reason::GoingOut, 2)
        ]
    );
    assert_eq!(chips.stacks, vec![12, 7, 0]);
}

#[test]
fn l15_example6_a_tie_splits_the_poker_space_and_odd_chips_stay() {
    let (share, odd) = chips::even_shares(13, 2);
    assert_eq!((share, odd), (6, 1));
}

#[test]
fn l13_showdown_the_best_hand_takes_the_poker_space_and_leads() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    played(&mut game, 0, Action::Exchange);
    // The poker winner is to lead (L16): a forced play waits for the pacing clock, a choice
    // between equal lowest cards for the winner.
    assert_eq!(game.chips.on(Space::Poker), 0, "the Poker space was won");
    let hand = game.hand().unwrap();
    assert_eq!(hand.shown.len(), 3);
    let winner = hand.poker_winners[0];
    match &hand.stage {
        Stage::Play { seat, .. } | Stage::Lead { seat, .. } => assert_eq!(*seat, winner),
        other => panic!("the winner should lead, not {other:?}"),
    }
    assert!(hand.plays.is_empty(), "nothing is played before the clock");
    game.apply(&Command::TurnTimeout).unwrap();
    let hand = game.hand().unwrap();
    assert_eq!(hand.plays[0].0, winner, "L16: the poker winner leads");
    assert_eq!(game.chips.total(), 300);
}

#[test]
fn l14_betting_bet_call_raise_fold_and_the_cap() {
    let options = RummoliOptions {
        poker: PokerMode::Betting,
        ..RummoliOptions::default()
    };
    let mut game = dealt(options, 3, 0);
    played(&mut game, 0, Action::Exchange);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.legal_actions(1), vec![Action::Check, Action::Bet]);
    played(&mut game, 1, Action::Bet);
    played(&mut game, 2, Action::Raise);
    played(&mut game, 0, Action::Raise);
    played(&mut game, 1, Action::Raise);
    assert_eq!(
        game.apply(&play(2, Action::Raise)),
        Err(RuleError::RaiseCap)
    );
    played(&mut game, 2, Action::Call);
    played(&mut game, 0, Action::Fold);
    // Seats 1 and 2 put 4 each, seat 0 put 3: 3 antes + 11 on the Poker space.
    let hand_or_last = game.hand().map(|h| h.poker_winners.clone());
    if let Some(w) = hand_or_last {
        assert!(!w.contains(&0), "L14: folded players never win");
    }
    assert_eq!(game.chips.total(), 300);
}

#[test]
fn l16_the_poker_winner_leads_their_lowest_card() {
    let mut game = dealt(RummoliOptions::default(), 4, 3);
    played(&mut game, 3, Action::Exchange);
    let hand = game.hand().unwrap();
    let winner = hand.poker_winners[0];
    let low = hand
        .cards_of(winner)
        .iter()
        .map(|&c| strength(c))
        .min()
        .unwrap();
    match &hand.stage {
        Stage::Play { seat, card } => {
            assert_eq!(*seat, winner);
            assert_eq!(strength(*card), low);
        }
        Stage::Lead { seat, options } => {
            assert_eq!(*seat, winner);
            assert!(options.len() > 1 && options.iter().all(|&c| strength(c) == low));
        }
        other => panic!("the winner should lead: {other:?}"),
    }
}

#[test]
fn l22_unwon_chips_stay_on_the_board_for_the_next_hand() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    while game.hand().is_some() {
        game.apply(&Command::TurnTimeout).unwrap();
    }
    let left = game.chips.board;
    assert!(
        left.iter().sum::<u64>() > 0,
        "the ordered pack leaves some space unwon"
    );
    game.apply(&deal(ordered_pack())).unwrap();
    for space in Space::ALL {
        assert_eq!(
            game.chips.on(space),
            left[space.index()] + 3,
            "{space:?}: carried over, then the antes"
        );
    }
}
