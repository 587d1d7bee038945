//! How the game ends (one deal per player, the final deal, a leaver, a cancel) and what a seat
//! sees, with the state round trip through serde (L23–L26).

use super::*;

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
            game.apply(&Command::TurnTimeout).unwrap();
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
            Command::TurnTimeout
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
    played(&mut game, 0, Action::Leave);
    // Dealer's choice defaulted to the auction; the others bid or pass.
    assert!(game.seats[0].left);
    assert_eq!(
        game.apply(&play(0, Action::Exchange)),
        Err(RuleError::AlreadyLeft)
    );
}

#[test]
fn state_events_and_views_round_trip_through_serde() {
    let mut game = dealt(RummoliOptions::default(), 4, 1);
    let ev = game.apply(&Command::TurnTimeout).unwrap();
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
    played(&mut game, 0, Action::Exchange);
    if let Some(hand) = game.hand() {
        for s in 0..3 {
            let v = game.view(Some(s));
            assert!(v.my_cards.iter().all(|c| !hand.dead.contains(c)));
        }
    }
}

#[test]
fn cancel_mid_hand_shares_the_board_and_every_chip_comes_back() {
    // Decision (docs/rules/rummoli.md, Cancel): no final deal; the board is shared by the
    // players still in, odd chips one each from the dealer's left.
    let mut game = dealt(RummoliOptions::default(), 4, 0);
    played(&mut game, 0, Action::Auction);
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
