//! One test (or more) per rule id of `ramino.md` for deals, turns, hands and the match (T5,
//! T14–T21, T23), examples 3, 5 and 6, and the chips decisions.

use super::testkit::{
    assert_all_cards_accounted, card, cards, dealt, hand_mut, held, lay_out, ordered_pack, play,
};
use super::*;
use crate::cards::Suit;
use crate::games::Refusal;

fn opts() -> RaminoOptions {
    RaminoOptions::default()
}

fn discard(s: &str) -> Action {
    Action::Discard(card(s))
}

fn ended(events: &[Event]) -> Option<&HandResult> {
    events.iter().find_map(|e| match e {
        Event::HandEnded { result } => Some(result),
        _ => None,
    })
}

fn game_over(events: &[Event]) -> Option<&GameResult> {
    events.iter().find_map(|e| match e {
        Event::GameOver { result } => Some(result),
        _ => None,
    })
}

fn deal(game: &mut RaminoGame) -> Vec<Event> {
    let order = ordered_pack(game.options.pack);
    game.apply(&Command::deal(order)).unwrap()
}

/// Seat 0, on turn, draws `5♣` and throws it, keeping a ramino ♥ (example 3's A).
fn seat0_declares_ramino(game: &mut RaminoGame, other: &str) -> Vec<Event> {
    lay_out(game, 0, &["A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠", other], "", "5♣");
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, discard("5♣"))).unwrap()
}

#[test]
fn t5_t15_two_players_get_ten_five_at_a_time_from_the_seat_after_the_dealer() {
    let mut game = RaminoGame::new(opts(), 2, 1).unwrap();
    let events = deal(&mut game);
    assert_eq!(
        events,
        [Event::Dealt(Dealt {
            hand_no: 1,
            dealer: 1,
            hand_size: 10
        })]
    );
    // Seat 0 follows the dealer: the first five, then seat 1's five, then seat 0's next five.
    assert_eq!(held(&game, 0), cards("A♠ 2♠ 3♠ 4♠ 5♠ A♥ 2♥ 3♥ 4♥ 5♥"));
    assert_eq!(held(&game, 1), cards("6♠ 7♠ F♠ D♠ R♠ 6♥ 7♥ F♥ D♥ R♥"));
    let hand = game.core.hand().unwrap();
    assert!(hand.discard.is_empty(), "no upcard");
    assert_eq!(hand.stock.len(), 20);
    assert_eq!(hand.turn, 0, "the seat after the dealer plays first");
}

#[test]
fn t5_t15_three_or_four_players_get_seven_one_at_a_time() {
    let game = dealt(opts(), 3, 0);
    assert_eq!(held(&game, 1), cards("A♠ 4♠ 7♠ R♠ 3♥ 6♥ D♥"));
    assert_eq!(game.core.hand().unwrap().stock.len(), 40 - 21);
    assert_eq!(game.core.hand().unwrap().turn, 1);
    let game = dealt(opts(), 4, 3);
    assert!((0..4).all(|s| held(&game, s).len() == 7));
}

#[test]
fn t5_players_are_counted_at_each_deal() {
    let mut game = dealt(opts(), 3, 0);
    game.apply(&play(2, Action::Leave)).unwrap();
    // Seat 2's turns are played for it to the hand's end; then two are left: the long game.
    while game.core.hand().is_some() {
        game.apply(&Command::TurnTimeout).unwrap();
        game.core.seats[0].timeouts_in_a_row = 0;
        game.core.seats[1].timeouts_in_a_row = 0;
    }
    let events = deal(&mut game);
    assert!(matches!(
        events[0],
        Event::Dealt(Dealt { hand_size: 10, .. })
    ));
    assert!(game.core.hand().unwrap().cards[2].is_empty());
}

#[test]
fn t14_the_highest_card_deals_by_run_order_then_suit() {
    let ids = |s: &str| -> Vec<crate::cards::CardId> {
        cards(s)
            .into_iter()
            .map(|c| crate::cards::CardId::new(c.index()).unwrap())
            .collect()
    };
    let draw = draw_for_dealer(3, &ids("7♥ F♣ 2♠ R♠"), PackKind::Italian);
    assert_eq!(draw.dealer, 1, "F beats 7 (T2)");
    assert_eq!(draw.draws.len(), 3);
    assert_eq!(
        draw_for_dealer(2, &ids("R♥ R♣"), PackKind::Italian).dealer,
        1
    );
    // German: the Ass is high.
    assert_eq!(
        draw_for_dealer(2, &ids("R♥ A♥"), PackKind::German).dealer,
        1
    );
    assert_eq!(
        draw_for_dealer(2, &ids("R♥ A♥"), PackKind::Italian).dealer,
        0
    );
    // The deal passes to the next seat every hand.
    let mut game = dealt(opts(), 2, 1);
    seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    deal(&mut game);
    assert_eq!((game.core.dealer, game.core.hand().unwrap().turn), (0, 1));
}

#[test]
fn t16_first_turn_draws_from_the_stock_and_a_taken_card_is_not_thrown() {
    let mut game = dealt(opts(), 2, 1);
    assert_eq!(
        game.apply(&play(0, Action::TakeDiscard)),
        Err(RuleError::FirstTurnFromStock)
    );
    assert!(!game.legal_actions(0).contains(&Action::TakeDiscard));
    assert_eq!(
        game.apply(&play(0, discard("A♠"))),
        Err(RuleError::MustDrawFirst)
    );
    assert_eq!(
        game.apply(&play(1, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::NotYourTurn(0)))
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(
        game.apply(&play(0, Action::DrawStock)),
        Err(RuleError::AlreadyDrew)
    );
    game.apply(&play(0, discard("A♠"))).unwrap();
    game.apply(&play(1, Action::TakeDiscard)).unwrap();
    let taken = Err(RuleError::CannotDiscardTakenCard(PackCard {
        pack: PackKind::Italian,
        card: card("A♠"),
    }));
    assert_eq!(game.apply(&play(1, discard("A♠"))), taken);
    assert!(!game.legal_actions(1).contains(&discard("A♠")));
    assert_eq!(
        game.apply(&play(1, discard("2♠"))),
        Err(RuleError::CardNotInHand(PackCard {
            pack: PackKind::Italian,
            card: card("2♠")
        }))
    );
    game.apply(&play(1, discard("6♠"))).unwrap();
    assert_all_cards_accounted(&game);
}

#[test]
fn t17_declaring_is_automatic_on_the_cards_kept() {
    let mut game = dealt(opts(), 2, 1);
    let events = seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    assert!(events.contains(&Event::Moved(Move::Declared { seat: 0 })));
    let result = ended(&events).unwrap();
    assert_eq!(result.winner, 0);
    assert_eq!(result.points, 3);
    assert_eq!(
        result.end.winning_declaration(),
        Some(Declaration::Ramino { suit: Suit::Hearts })
    );
}

#[test]
fn t17_a_dealt_winning_hand_counts_only_if_it_survives_the_first_discard() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &[
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠",
            "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦",
        ],
        "",
        "D♦",
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, discard("A♥"))).unwrap();
    assert!(
        ended(&events).is_none(),
        "the run was broken: no declaration"
    );
    assert_eq!(game.core.hand().unwrap().turn, 1);
}

#[test]
fn t18_example_3_the_claimant_with_the_higher_hand_wins() {
    let mut game = dealt(opts(), 2, 1);
    let events = seat0_declares_ramino(&mut game, "A♣ 2♣ 3♣ 4♣ 6♣ 7♣ 2♦ 3♦ 4♠ R♥");
    assert!(events.contains(&Event::Moved(Move::Claimed { seat: 1 })));
    let result = ended(&events).unwrap();
    assert_eq!((result.winner, result.points), (1, 3));
    let HandEnd::Declared {
        claim: Some(claim), ..
    } = result.end
    else {
        panic!("a claim");
    };
    assert_eq!((claim.card, claim.dropped), (card("5♣"), card("R♥")));
    assert_eq!(claim.declaration, Declaration::Ramino { suit: Suit::Clubs });
    assert_eq!(result.hands[1].cards.len(), 10);
    assert_eq!(game.core.seats[1].score, 3);
    assert_eq!(game.core.seats[1].counts.claims, 1);
}

#[test]
fn t18_the_declarer_wins_over_a_lower_claimant() {
    let mut game = dealt(opts(), 2, 1);
    // 5♣ completes a dieci for seat 1 (5♣ 5♦ 5♠ with two runs), lower than a ramino.
    let events = seat0_declares_ramino(&mut game, "5♦ 5♠ A♣ 2♣ 3♣ 4♣ F♦ D♦ R♦ A♦");
    assert!(events.contains(&Event::Moved(Move::Claimed { seat: 1 })));
    let result = ended(&events).unwrap();
    assert_eq!((result.winner, result.points), (0, 3));
}

#[test]
fn t18_example_5_the_first_seat_it_completes_claims_and_later_seats_are_not_offered() {
    let mut game = dealt(opts(), 4, 3);
    lay_out(
        &mut game,
        0,
        &[
            "D♠ D♣ D♦ D♥ 5♣ 6♣ 7♣",
            "A♠ 3♠ 5♠ 7♠ F♣ 2♣ 6♥",
            "A♦ 2♦ 3♦ 5♦ 6♦ 7♦ R♣",
            "4♠ 4♣ 4♥ A♥ 2♥ 3♥ F♠",
        ],
        "",
        "4♦",
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, discard("4♦"))).unwrap();
    let result = ended(&events).unwrap();
    assert_eq!((result.winner, result.points), (2, 3));
    let HandEnd::Declared {
        declaration,
        claim: Some(claim),
        ..
    } = result.end
    else {
        panic!("a claim");
    };
    assert_eq!(declaration.name(), "sette");
    assert_eq!((claim.seat, claim.dropped), (2, card("R♣")));
    assert_eq!(
        result.hands[3].cards,
        cards("4♠ 4♣ 4♥ A♥ 2♥ 3♥ F♠"),
        "D untouched"
    );
}

#[test]
fn t19_example_6_empty_stock_goes_to_the_greater_total_then_the_highest_card() {
    let mut game = dealt(opts(), 2, 0);
    lay_out(
        &mut game,
        1,
        &[
            "R♠ R♣ D♦ 7♥ 6♠ 5♣ 4♦ 3♥ 2♠ A♣",
            "R♦ R♥ D♠ 7♣ 6♦ 5♥ 4♠ 3♣ 2♦ A♦",
        ],
        "",
        "F♥|",
    );
    game.apply(&play(1, Action::DrawStock)).unwrap();
    let events = game.apply(&play(1, discard("F♥"))).unwrap();
    assert!(events.contains(&Event::Moved(Move::StockOut)));
    let result = ended(&events).unwrap();
    assert_eq!(
        result.end,
        HandEnd::StockOut {
            winner: 0,
            total: 57
        }
    );
    assert_eq!((result.winner, result.points), (0, 1));
    assert_eq!(result.hands[1].value, 57);
}

#[test]
fn t19_the_turn_taking_the_last_card_is_played_out_first() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &[
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠",
            "R♦ R♣ D♠ 7♣ 6♦ 5♠ 4♠ 3♣ 2♦ A♦",
        ],
        "",
        "5♣|",
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, discard("5♣"))).unwrap();
    let result = ended(&events).unwrap();
    assert!(matches!(result.end, HandEnd::Declared { winner: 0, .. }));
    assert_eq!(result.points, 3);
}

#[test]
fn t20_moves_and_views_show_what_is_public_and_hands_only_at_the_end() {
    let mut game = dealt(opts(), 2, 1);
    let events = game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(
        events,
        [Event::Moved(Move::DrewStock {
            seat: 0,
            stock_left: 19
        })]
    );
    let view = game.view(Some(1));
    assert_eq!(view.my_cards.len(), 10);
    assert_eq!(view.seats[0].cards, 11);
    assert_eq!(view.stock_size, 19);
    let json = serde_json::to_string(&view).unwrap();
    for c in held(&game, 0) {
        assert!(!json.contains(&format!("\"{c}\"")), "seat 1 sees {c}");
    }
    assert!(game.view(None).my_cards.is_empty());
    let events = game.apply(&play(0, discard("A♠"))).unwrap();
    assert_eq!(
        events,
        [Event::Moved(Move::Discarded {
            seat: 0,
            card: card("A♠"),
            timed_out: false
        })]
    );
    let events = seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    let result = ended(&events).unwrap();
    assert_eq!(result.hands.len(), 2, "every hand shown at the end");
    assert_eq!(
        result.hands[1].cards,
        cards("A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦")
    );
}

#[test]
fn t21_points_per_hand_and_the_target_ends_the_match() {
    let mut game = dealt(
        RaminoOptions {
            target: 5,
            ..opts()
        },
        2,
        1,
    );
    seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    assert_eq!(game.core.seats[0].score, 3);
    assert!(!game.core.is_over());
    deal(&mut game);
    hand_mut(&mut game).turn = 0;
    let events = seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    let over = game_over(&events).unwrap();
    assert_eq!(
        (over.end, over.winners.as_slice()),
        (GameEnd::Target, &[0][..])
    );
    assert_eq!(over.payouts[0].chips, 20);
    assert_eq!(
        game.apply(&Command::Cancel),
        Err(RuleError::Refused(Refusal::GameOver))
    );
    let points: Vec<u32> = [
        "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ F♦ D♦ R♦",
        "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠",
        "3♠ 3♣ 3♦ 5♥ 6♥ 7♥ F♥ D♠ D♣ D♦",
        "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦",
        "R♠ R♣ R♦ R♥ 4♣ 5♣ 6♣",
    ]
    .iter()
    .map(|h| classify(&cards(h), PackKind::Italian).unwrap().points())
    .collect();
    assert_eq!(points, [5, 3, 2, 3, 2]);
}

#[test]
fn t21_target_1_plays_one_hand() {
    let mut game = dealt(
        RaminoOptions {
            target: 1,
            ..opts()
        },
        2,
        0,
    );
    lay_out(
        &mut game,
        1,
        &[
            "R♠ R♣ D♦ 7♥ 6♠ 5♣ 4♦ 3♥ 2♠ A♣",
            "R♦ R♥ D♠ 7♣ 6♦ 5♥ 4♠ 3♣ 2♦ A♦",
        ],
        "",
        "F♥|",
    );
    game.apply(&play(1, Action::DrawStock)).unwrap();
    let events = game.apply(&play(1, discard("F♥"))).unwrap();
    assert_eq!(game_over(&events).unwrap().winners, [0]);
}

#[test]
fn t23_timeout_draws_and_throws_the_stock_card_else_the_lowest_value() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["5♠ 6♠ A♣ A♥ F♦ 3♦ 2♣ R♣ D♣ 7♥", "2♠"],
        "",
        "4♥",
    );
    let events = game.apply(&Command::TurnTimeout).unwrap();
    assert!(events.contains(&Event::Moved(Move::Discarded {
        seat: 0,
        card: card("4♥"),
        timed_out: true
    })));
    assert_eq!(
        events[0],
        Event::TimedOut {
            seat: 0,
            removed: false
        }
    );
    // Seat 1 takes 4♥, then times out: it throws its lowest card other than 4♥.
    lay_out(
        &mut game,
        1,
        &["5♠ 6♠ A♣ A♥ F♦ 3♦ 2♣ R♣ D♣ 7♥", "2♠ A♦ A♠"],
        "4♥",
        "5♥",
    );
    game.apply(&play(1, Action::TakeDiscard)).unwrap();
    let events = game.apply(&Command::TurnTimeout).unwrap();
    assert!(
        events.contains(&Event::Moved(Move::Discarded {
            seat: 1,
            card: card("A♦"),
            timed_out: true
        })),
        "A♦ and A♠ are worth 1: ♦ is the lower suit"
    );
}

#[test]
fn t23_three_timeouts_in_a_row_put_a_player_out_and_a_lone_player_wins() {
    let mut game = dealt(opts(), 3, 2);
    let mut removed = None;
    for _ in 0..9 {
        let turn = game.core.hand().unwrap().turn;
        let events = game.apply(&Command::TurnTimeout).unwrap();
        if events.contains(&Event::TimedOut {
            seat: turn,
            removed: true,
        }) {
            removed = Some(turn);
            break;
        }
    }
    assert_eq!(
        removed,
        Some(0),
        "seat 0 timed out three turns in a row first"
    );
    assert!(game.core.seats[0].out);
    assert_eq!(
        game.apply(&play(0, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::OutOfGame))
    );
    let events = game.apply(&play(1, Action::Leave)).unwrap();
    let over = game_over(&events).unwrap();
    assert_eq!(
        (over.end, over.winners.as_slice()),
        (GameEnd::LastPlayerStanding, &[2][..])
    );
    assert_eq!(over.payouts.iter().map(|p| p.chips).sum::<u64>(), 30);
}

#[test]
fn t23_a_played_action_resets_the_timeout_count() {
    let mut game = dealt(opts(), 2, 1);
    // The ordered deal gives both seats a dieci, which a timeout would declare.
    lay_out(
        &mut game,
        0,
        &[
            "5♠ 6♠ A♣ A♥ F♦ 3♦ 2♣ R♣ D♣ 7♥",
            "R♦ R♥ D♠ 7♣ 6♦ 5♥ 4♠ 3♣ 2♦ A♦",
        ],
        "",
        "4♥ F♠",
    );
    game.apply(&Command::TurnTimeout).unwrap();
    game.apply(&Command::TurnTimeout).unwrap();
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(game.core.seats[0].timeouts_in_a_row, 0);
}

#[test]
fn chips_cancel_before_any_hand_refunds_and_after_pays_the_leader() {
    let mut game = dealt(opts(), 3, 0);
    game.apply(&play(2, Action::Leave)).unwrap();
    let events = game.apply(&Command::Cancel).unwrap();
    let over = game_over(&events).unwrap();
    assert_eq!(over.end, GameEnd::CancelledRefunded);
    let refunds: Vec<(usize, u64)> = over.payouts.iter().map(|p| (p.seat, p.chips)).collect();
    assert_eq!(refunds, [(1, 15), (0, 15)], "the leaver's stake is shared");
    assert!(over.payouts.iter().all(|p| p.refund));

    let mut game = dealt(opts(), 2, 1);
    seat0_declares_ramino(&mut game, "A♣ 2♣ 4♣ 6♦ 7♦ F♣ D♣ R♣ A♦ 2♦");
    let events = game.apply(&Command::Cancel).unwrap();
    let over = game_over(&events).unwrap();
    assert_eq!(
        (over.end, over.winners.as_slice()),
        (GameEnd::CancelledSettled, &[0][..])
    );
    assert_eq!(over.payouts[0].chips, 20);
}

#[test]
fn refused_commands_name_the_problem() {
    assert_eq!(
        RaminoGame::new(opts(), 5, 0),
        Err(RuleError::BadPlayerCount(5))
    );
    assert!(RaminoGame::new(opts(), 2, 2).is_err());
    let mut game = RaminoGame::new(opts(), 2, 0).unwrap();
    assert_eq!(
        game.apply(&play(0, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::AwaitingDeal))
    );
    assert_eq!(
        game.apply(&play(3, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::NoSuchSeat(3)))
    );
    deal(&mut game);
    assert_eq!(
        deal_again(&mut game),
        Err(RuleError::Refused(Refusal::NotAwaitingDeal))
    );
    assert_eq!(
        RuleError::Refused(Refusal::NotYourTurn(1)).to_string(),
        "It is not your turn: wait for the player in seat 2 to play."
    );
    let shown = RuleError::CardNotInHand(PackCard {
        pack: PackKind::Italian,
        card: card("F♠"),
    });
    assert_eq!(shown.to_string(), "You do not hold F♠.");
}

fn deal_again(game: &mut RaminoGame) -> Result<Vec<Event>, RuleError> {
    game.apply(&Command::deal(ordered_pack(PackKind::Italian)))
}

#[test]
fn snapshots_round_trip_through_json() {
    let mut game = dealt(opts(), 2, 1);
    let events = seat0_declares_ramino(&mut game, "A♣ 2♣ 3♣ 4♣ 6♣ 7♣ 2♦ 3♦ 4♠ R♥");
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<RaminoGame>(&json).unwrap(), game);
    let json = serde_json::to_string(&events).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Event>>(&json).unwrap(), events);
}
