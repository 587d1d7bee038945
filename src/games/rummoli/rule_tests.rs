//! One test per rule (L-ids of `docs/rules/rummoli.md`), the rules' examples first.

use super::testkit::*;
use super::*;
use crate::cards::parse_cards;

fn seat_cards(game: &RummoliGame, s: Seat) -> usize {
    game.hand().unwrap().cards_of(s).len()
}

#[test]
fn l8_example1_five_players_the_four_left_of_the_dealer_hold_nine() {
    let game = dealt(RummoliOptions::default(), 5, 2);
    let hand = game.hand().unwrap();
    assert_eq!(hand.players, vec![3, 4, 0, 1, 2]);
    for s in [3, 4, 0, 1] {
        assert_eq!(seat_cards(&game, s), 9);
    }
    assert_eq!(seat_cards(&game, 2), 8);
    assert_eq!(hand.widow.len(), 8);
    assert_eq!(hand.card_count(), 52);
}

#[test]
fn l5_everyone_antes_one_chip_on_each_space() {
    let game = dealt(RummoliOptions::default(), 3, 0);
    assert_eq!(game.chips.board, [3; 9]);
    assert_eq!(game.chips.stacks, vec![91; 3]);
    assert_eq!(game.chips.total(), 300);
}

#[test]
fn l10_example2_auction_the_highest_bidder_pays_the_dealer() {
    // Dealer seat 0; A = 1, B = 2, C = 3.
    let mut game = dealt(RummoliOptions::default(), 4, 0);
    let play = |seat, action| Command::Play { seat, action };
    game.apply(&play(0, Action::Auction)).unwrap();
    let before_a = game.hand().unwrap().cards_of(1).to_vec();
    let widow = game.hand().unwrap().widow.clone();
    game.apply(&play(1, Action::Bid(1))).unwrap();
    game.apply(&play(2, Action::Pass)).unwrap();
    assert_eq!(
        game.apply(&play(3, Action::Bid(1))),
        Err(RuleError::BidTooLow(2))
    );
    game.apply(&play(3, Action::Bid(3))).unwrap();
    assert_eq!(
        game.apply(&play(2, Action::Bid(5))),
        Err(RuleError::NotYourTurn(1))
    );
    game.apply(&play(1, Action::Bid(4))).unwrap();
    let ev = game.apply(&play(3, Action::Pass)).unwrap();
    assert!(ev.contains(&Event::WidowSold { seat: 1, price: 4 }));
    assert!(ev.contains(&Event::Chips(Transfer {
        from: Holder::Seat(1),
        to: Holder::Seat(0),
        chips: 4,
        reason: Reason::Auction
    })));
    // The run-out may already have ended the hand; if not, check what A holds.
    if let Some(hand) = game.hand() {
        assert_eq!(hand.widow_taker, Some(1));
        assert_eq!(hand.dead, before_a, "L11: A's old hand is dead");
        assert!(hand.cards_of(1).iter().all(|c| widow.contains(c)));
        assert_eq!(hand.bids.len(), 5);
    } else {
        assert_eq!(game.last_hand.as_ref().unwrap().widow_taker, Some(1));
    }
}

#[test]
fn l10_bids_above_the_stack_are_refused_and_no_bid_makes_the_widow_dead() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    let play = |seat, action| Command::Play { seat, action };
    game.apply(&play(0, Action::Auction)).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(&play(1, Action::Bid(92))),
        Err(RuleError::BidOverStack(91))
    );
    assert_eq!(game, before, "a refused command changes nothing");
    game.apply(&play(1, Action::Pass)).unwrap();
    let ev = game.apply(&play(2, Action::Pass)).unwrap();
    assert!(ev.contains(&Event::WidowDead));
}

#[test]
fn l9_exchange_the_dealer_takes_the_widow_and_the_dealer_only_chooses() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    let widow = game.hand().unwrap().widow.clone();
    assert_eq!(
        game.apply(&Command::Play {
            seat: 1,
            action: Action::Exchange
        }),
        Err(RuleError::NotYourTurn(0))
    );
    let dealer_hand = game.hand().unwrap().cards_of(0).to_vec();
    let ev = game
        .apply(&Command::Play {
            seat: 0,
            action: Action::Exchange,
        })
        .unwrap();
    assert!(ev.contains(&Event::Exchanged { dealer: 0 }));
    if let Some(hand) = game.hand() {
        assert_eq!(hand.dead, dealer_hand);
        assert!(hand
            .plays
            .iter()
            .all(|(_, cs)| cs.iter().all(|c| !hand.dead.contains(c))));
        let _ = widow;
    }
}

#[test]
fn l17_l18_example3_runs_go_together_and_a_block_changes_colour() {
    // A = 0 leads 5♣; B = 1 holds 6♣ 7♣; 8♣ is dead; B leads 3♥ of 9♣ 3♥ 4♦ Q♠.
    let (mut hand, mut chips) = runout(
        &["5♣ 2♠ 2♥", "6♣ 7♣ 9♣ 3♥ 4♦ Q♠", "4♥ 5♥ 10♦"],
        "8♣",
        &[10, 10, 10],
    );
    let mut ev = Vec::new();
    hand.run_all(0, card("5♣"), &mut chips, &mut ev);
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
    let mut ev = Vec::new();
    hand.run_all(0, card("5♣"), &mut chips, &mut ev);
    let p = plays(&ev);
    assert_eq!(p[1], (1, "6♣".to_string()));
    // B holds only black cards: the lead passes left to C, who leads 3♥.
    assert_eq!(p[2], (2, "3♥".to_string()));
}

#[test]
fn l18_equal_lowest_cards_wait_for_the_leaders_choice() {
    let (mut hand, mut chips) = runout(&["A♣ 3♥ 3♦ 9♠", "K♠ 8♥"], "", &[10, 10]);
    let mut ev = Vec::new();
    hand.run_all(0, card("A♣"), &mut chips, &mut ev);
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
    let mut ev = Vec::new();
    hand.run_all(0, card("A♣"), &mut chips, &mut ev);
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
    let mut ev = Vec::new();
    hand.run_all(0, card("Q♦"), &mut chips, &mut ev);
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
    hand.run_all(0, card("Q♦"), &mut chips, &mut Vec::new());
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
    let mut ev = Vec::new();
    hand.run_all(0, card("6♥"), &mut chips, &mut ev);
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
    let mut ev = Vec::new();
    hand.run_all(0, card("J♦"), &mut chips, &mut ev);
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
    game.apply(&Command::Play {
        seat: 0,
        action: Action::Exchange,
    })
    .unwrap();
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
    game.apply(&Command::Timeout).unwrap();
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
    let play = |seat, action| Command::Play { seat, action };
    game.apply(&play(0, Action::Exchange)).unwrap();
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.legal_actions(1), vec![Action::Check, Action::Bet]);
    game.apply(&play(1, Action::Bet)).unwrap();
    game.apply(&play(2, Action::Raise)).unwrap();
    game.apply(&play(0, Action::Raise)).unwrap();
    game.apply(&play(1, Action::Raise)).unwrap();
    assert_eq!(
        game.apply(&play(2, Action::Raise)),
        Err(RuleError::RaiseCap)
    );
    game.apply(&play(2, Action::Call)).unwrap();
    game.apply(&play(0, Action::Fold)).unwrap();
    // Seats 1 and 2 put 4 each, seat 0 put 3: 3 antes + 11 on the Poker space.
    let hand_or_last = game.hand().map(|h| h.poker_winners.clone());
    if let Some(w) = hand_or_last {
        assert!(!w.contains(&0), "L14: folded players never win");
    }
    assert_eq!(game.chips.total(), 300);
}

#[test]
fn l23_l24_the_game_ends_after_one_deal_per_player_with_a_final_deal() {
    let mut game = RummoliGame::new(RummoliOptions::default(), 2, 0).unwrap();
    let mut guard = 0;
    while game.result().is_none() && guard < 200 {
        guard += 1;
        if matches!(
            game.phase,
            Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. }
        ) {
            game.apply(&deal(ordered_pack())).unwrap();
        } else {
            game.apply(&Command::Timeout).unwrap();
        }
    }
    let result = game.result().unwrap();
    assert_eq!(game.hands_played, 2);
    assert_eq!(game.chips.board_total(), 0, "L24: the board is emptied");
    assert_eq!(result.stacks.iter().sum::<u64>(), 200);
}

/// Plays `game` to its end with the ordered pack and the clock's defaults; every event.
fn play_out(game: &mut RummoliGame) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..400 {
        if game.result().is_some() {
            return events;
        }
        let command = if matches!(
            game.phase,
            Phase::AwaitingDeal | Phase::AwaitingFinalDeal { .. }
        ) {
            deal(ordered_pack())
        } else {
            Command::Timeout
        };
        events.extend(game.apply(&command).unwrap());
    }
    panic!("the game did not end");
}

#[test]
fn l5_l24_after_the_last_hand_the_final_deal_goes_to_every_player_still_in() {
    // A buy-in of 9: the first hand's antes take every stack, so after it most players hold
    // fewer than 9 chips. L5 puts such a player out at the start of a hand only: once the game
    // has ended (no player but one could ante, L23) nobody is put out, and L24 deals to all.
    for hands in [Some(1), None] {
        let options = RummoliOptions {
            buy_in: ANTE,
            hands,
            ..RummoliOptions::default()
        };
        let mut game = RummoliGame::new(options, 3, 0).unwrap();
        let events = play_out(&mut game);
        assert_eq!(game.hands_played, 1, "{hands:?}");
        let dealt_to: Vec<Seat> = events
            .iter()
            .find_map(|e| match e {
                Event::FinalDeal { shown, .. } => Some(shown.iter().map(|h| h.seat).collect()),
                _ => None,
            })
            .expect("chips were left on the board: a final deal");
        let mut dealt_to = dealt_to;
        dealt_to.sort_unstable();
        assert_eq!(dealt_to, vec![0, 1, 2], "{hands:?}");
        assert!(
            (0..3).all(|s| !game.seats[s].out || game.seats[s].left),
            "nobody was put out for want of an ante after the last hand"
        );
        assert_eq!(game.chips.board_total(), 0);
        assert_eq!(game.result().unwrap().stacks.iter().sum::<u64>(), 27);
    }
}

#[test]
fn l26_a_leaver_is_played_by_defaults_then_is_out_with_their_stack() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    game.apply(&Command::Play {
        seat: 0,
        action: Action::Leave,
    })
    .unwrap();
    // Dealer's choice defaulted to the auction; the others bid or pass.
    assert!(game.seats[0].left);
    assert_eq!(
        game.apply(&Command::Play {
            seat: 0,
            action: Action::Exchange
        }),
        Err(RuleError::AlreadyLeft)
    );
}

#[test]
fn state_events_and_views_round_trip_through_serde() {
    let mut game = dealt(RummoliOptions::default(), 4, 1);
    let ev = game.apply(&Command::Timeout).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<RummoliGame>(&json).unwrap(), game);
    let json = serde_json::to_string(&ev).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Event>>(&json).unwrap(), ev);
    let view = game.view(Some(2));
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(serde_json::from_str::<GameView>(&json).unwrap(), view);
}

#[test]
fn l25_a_view_shows_only_the_seats_own_cards_never_widow_or_dead() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    let view = game.view(Some(1));
    assert_eq!(view.my_cards, game.hand().unwrap().cards_of(1));
    assert!(game.view(None).my_cards.is_empty());
    game.apply(&Command::Play {
        seat: 0,
        action: Action::Exchange,
    })
    .unwrap();
    if let Some(hand) = game.hand() {
        for s in 0..3 {
            let v = game.view(Some(s));
            assert!(v.my_cards.iter().all(|c| !hand.dead.contains(c)));
        }
    }
}

#[test]
fn l1_one_52_card_pack_without_jokers_and_a_deal_needs_all_of_it() {
    let ids: Vec<_> = PACK.ids().collect();
    assert_eq!(ids.len(), 52);
    assert!(ids.iter().all(|id| !id.card().is_joker()));
    let mut game = RummoliGame::new(RummoliOptions::default(), 3, 0).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(&deal(ids[1..].to_vec())),
        Err(RuleError::BadDeckOrder)
    );
    assert_eq!(game, before);
}

#[test]
fn l2_two_to_eight_players() {
    for n in [0, 1, 9] {
        assert_eq!(
            RummoliGame::new(RummoliOptions::default(), n, 0),
            Err(RuleError::BadPlayerCount(n))
        );
    }
    for n in 2..=8 {
        assert!(RummoliGame::new(RummoliOptions::default(), n, n - 1).is_ok());
    }
    use crate::games::Game;
    assert_eq!(RummoliGame::seat_range(), 2..=8);
}

#[test]
fn l3_nine_spaces_and_the_cards_that_pay_them() {
    let labels: Vec<&str> = Space::ALL.iter().map(|s| s.label()).collect();
    assert_eq!(
        labels,
        ["10♠", "J♦", "Q♣", "K♥", "A♠", "A♦K♦", "7-8-9", "Poker", "Rummoli"]
    );
    for (text, space) in [
        ("10♠", Space::TenSpades),
        ("J♦", Space::JackDiamonds),
        ("Q♣", Space::QueenClubs),
        ("K♥", Space::KingHearts),
        ("A♠", Space::AceSpades),
    ] {
        assert_eq!(Space::paid_by_card(card(text)), Some(space));
    }
    for other in ["10♥", "J♠", "A♦", "K♦", "7♣", "2♠"] {
        assert_eq!(Space::paid_by_card(card(other)), None, "{other}");
    }
}

#[test]
fn l6_a_payment_beyond_the_stack_takes_the_stack_and_forgives_the_rest() {
    let mut chips = Chips::new(2, 2);
    let moved = chips
        .transfer(Holder::Seat(0), Holder::Seat(1), 5, Reason::GoingOut)
        .unwrap();
    assert_eq!(moved.chips, 2);
    assert_eq!(chips.stacks, vec![0, 4]);
    assert_eq!(
        chips.transfer(
            Holder::Seat(0),
            Holder::Space(Space::Rummoli),
            3,
            Reason::Deadlock
        ),
        None,
        "nothing left to pay"
    );
}

#[test]
fn l7_the_highest_card_deals_and_tied_highest_draw_again() {
    use crate::games::Game;
    let id = |s: &str| PACK.ids().find(|i| i.card() == card(s)).unwrap();
    // Seat 0 draws 5♣, seats 1 and 2 an ace each; they draw again: 2♣, 3♣.
    let draw: Vec<_> = ["5♣", "A♦", "A♠", "2♣", "3♣"]
        .iter()
        .map(|s| id(s))
        .collect();
    let options = RummoliOptions::default();
    assert_eq!(RummoliGame::first_dealer(&options, 3, &draw, None), 2);
    // Aces are high (L1): an ace beats a king.
    let draw: Vec<_> = ["K♠", "A♣"].iter().map(|s| id(s)).collect();
    assert_eq!(RummoliGame::first_dealer(&options, 2, &draw, None), 1);
}

#[test]
fn l11_the_dead_hand_is_never_shown_and_the_taker_keeps_the_widow() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    let widow = game.hand().unwrap().widow.clone();
    let own = game.hand().unwrap().cards_of(0).to_vec();
    game.apply(&Command::Play {
        seat: 0,
        action: Action::Exchange,
    })
    .unwrap();
    let hand = game.hand().unwrap();
    let mut held = hand.cards_of(0).to_vec();
    held.extend(
        hand.plays
            .iter()
            .filter(|p| p.0 == 0)
            .flat_map(|p| p.1.clone()),
    );
    held.sort_by_key(|c| c.index());
    let mut expected = widow;
    expected.sort_by_key(|c| c.index());
    assert_eq!(held, expected, "the dealer holds the widow");
    for s in 0..3 {
        let view = serde_json::to_string(&game.view(Some(s))).unwrap();
        for c in &own {
            // A dead card may be named only once it is played (it never is) or shown at poker.
            let shown = hand.shown.iter().any(|h| h.cards.contains(c));
            if !shown {
                assert!(
                    !game.view(Some(s)).my_cards.contains(c),
                    "seat {s} sees {c}"
                );
            }
        }
        assert!(!view.contains("\"dead\""), "no dead hand in a view");
    }
    assert!(!game.legal_actions(0).contains(&Action::Exchange));
}

#[test]
fn l16_the_poker_winner_leads_their_lowest_card() {
    let mut game = dealt(RummoliOptions::default(), 4, 3);
    game.apply(&Command::Play {
        seat: 3,
        action: Action::Exchange,
    })
    .unwrap();
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
        game.apply(&Command::Timeout).unwrap();
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

#[test]
fn cancel_mid_hand_shares_the_board_and_every_chip_comes_back() {
    // Decision (docs/rules/rummoli.md, Cancel): no final deal; the board is shared by the
    // players still in, odd chips one each from the dealer's left.
    let mut game = dealt(RummoliOptions::default(), 4, 0);
    game.apply(&Command::Play {
        seat: 0,
        action: Action::Auction,
    })
    .unwrap();
    let board = game.chips.board_total();
    let stacks = game.chips.stacks.clone();
    let events = game.apply(&Command::Cancel).unwrap();
    let result = game.result().expect("the game ended");
    assert_eq!(result.end, GameEnd::Cancelled);
    assert_eq!(result.stacks.iter().sum::<u64>(), 400, "L4");
    assert_eq!(game.chips.board_total(), 0);
    let (share, odd) = (board / 4, board % 4);
    for (i, s) in [1usize, 2, 3, 0].into_iter().enumerate() {
        let extra = share + u64::from((i as u64) < odd);
        assert_eq!(result.stacks[s], stacks[s] + extra, "seat {s}");
    }
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
}
