//! One test (or more) per game-level rule of `rummy.md` (Y21–Y24) and the chips decisions.

use super::testkit::{card, cards, dealt, held, lay_out, ordered_pack, play};
use super::*;
use crate::games::Refusal;

fn opts() -> RummyOptions {
    RummyOptions::default()
}

fn hand_mut(game: &mut RummyGame) -> &mut Hand {
    match &mut game.core.phase {
        Phase::Playing { hand } => hand,
        _ => panic!("no hand in play"),
    }
}

fn deal(game: &mut RummyGame) {
    game.apply(&Command::Deal {
        order: ordered_pack(),
        reshuffle_seed: 0,
    })
    .unwrap();
}

/// Seat 0 (on turn) draws 5♦ and goes out with `5♠ 5♣`, rummy unless it had opened before.
fn seat0_goes_out(game: &mut RummyGame, others: &[&str], opened_before: bool) -> Vec<Event> {
    let mut hands = vec!["5♠ 5♣"];
    hands.extend(others);
    lay_out(game, 0, &hands, "J♠", "5♦", &[]);
    if opened_before {
        hand_mut(game).opened[0] = Some(0);
    }
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, Action::Meld(cards("5♠ 5♣ 5♦"))))
        .unwrap()
}

fn game_over(events: &[Event]) -> Option<&GameResult> {
    events.iter().find_map(|e| match e {
        Event::GameOver { result } => Some(result),
        _ => None,
    })
}

#[test]
fn y21_only_the_player_who_went_out_scores_and_scores_add_up() {
    let mut game = dealt(opts(), 3, 2);
    seat0_goes_out(&mut game, &["K♠ 4♦", "9♦ 9♥"], true);
    assert_eq!(
        game.core.seats.iter().map(|s| s.score).collect::<Vec<_>>(),
        [32, 0, 0]
    );
    let shown = &game.last_hand.as_ref().unwrap().hands;
    assert_eq!(shown[1].cards, cards("K♠ 4♦"), "every hand shown (Y23)");
    assert_eq!(shown[1].value, 14);
    deal(&mut game);
    let turn = game.core.hand().unwrap().turn;
    assert_eq!(turn, 1, "dealer 0 now, seat 1 first");
    hand_mut(&mut game).turn = 0;
    seat0_goes_out(&mut game, &["2♠", "3♠"], true);
    assert_eq!(game.core.seats[0].score, 37);
}

#[test]
fn y22_example_6_target_150_a_at_140_scores_25_and_wins() {
    let mut game = dealt(opts(), 2, 1);
    game.core.seats[0].score = 140;
    game.core.seats[1].score = 149;
    let events = seat0_goes_out(&mut game, &["K♠ 10♦ 5♥"], true);
    let result = game_over(&events).expect("game over");
    assert_eq!(game.core.seats[0].score, 165);
    assert_eq!(
        (result.end, result.winners.clone()),
        (GameEnd::Target, vec![0])
    );
    assert_eq!(
        result.payouts,
        vec![Payout {
            seat: 0,
            chips: 20,
            refund: false
        }]
    );
    assert_eq!(game.core.pool, 0);
    assert_eq!(
        game.apply(&Command::Cancel),
        Err(RuleError::Refused(Refusal::GameOver))
    );
}

#[test]
fn y22_example_6_hands_6_tied_leaders_play_on_until_one_leads_alone() {
    let o = RummyOptions {
        hands: Some(6),
        target: 10,
        ..opts()
    };
    // After hand 6 the highest total wins, whoever went out.
    let mut game = dealt(o, 2, 1);
    game.core.hands_played = 5;
    game.core.seats[1].score = 95;
    let events = seat0_goes_out(&mut game, &["K♠ 5♥"], true);
    let result = game_over(&events).expect("six hands played");
    assert_eq!(
        (result.end, result.winners.clone()),
        (GameEnd::Hands, vec![1])
    );
    // A and B lead with 90 after hand 6: hand 7 is played.
    let mut game = dealt(o, 2, 1);
    game.core.hands_played = 5;
    game.core.seats[1].score = 90;
    seat0_goes_out(&mut game, &["K♠ Q♠ J♦ 10♥ 5♥"], false);
    assert_eq!(game.core.seats[0].score, 90, "rummy: 45 × 2");
    assert!(!game.core.is_over(), "tied leaders: hand 7 is played");
    deal(&mut game);
    hand_mut(&mut game).turn = 0;
    let events = seat0_goes_out(&mut game, &["2♠"], true);
    let result = game_over(&events).expect("one leads alone");
    assert_eq!(
        (result.end, result.winners.clone()),
        (GameEnd::Hands, vec![0])
    );
}

#[test]
fn y22_a_dead_hand_counts_towards_the_hands() {
    let o = RummyOptions {
        hands: Some(1),
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    game.core.seats[1].score = 5;
    lay_out(&mut game, 0, &["2♠ 9♣", "3♠ 4♥"], "8♦ 9♦", "K♣", &[]);
    {
        let hand = hand_mut(&mut game);
        let rest: Vec<_> = hand.stock.drain(..hand.stock.len() - 1).collect();
        hand.cards[1].extend(rest);
        hand.reshuffled = true;
    }
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, Action::Discard(card("K♣")))).unwrap();
    assert!(
        matches!(ended(&events), Some(Event::HandEnded { result }) if result.end == HandEnd::Dead)
    );
    assert_eq!(game_over(&events).unwrap().winners, vec![1]);
}

#[test]
fn y23_a_seat_sees_its_own_cards_and_only_public_facts_of_others() {
    let mut game = dealt(opts(), 3, 0);
    game.apply(&play(1, Action::DrawStock)).unwrap();
    for seat in 0..3 {
        let view = game.view(Some(seat));
        assert_eq!(view.my_cards, held(&game, seat));
        let json = serde_json::to_string(&view).unwrap();
        for other in (0..3).filter(|&s| s != seat) {
            for c in held(&game, other) {
                assert!(!json.contains(&format!("\"{c}\"")), "seat {seat} sees {c}");
            }
        }
        assert_eq!(view.seats[1].cards, 8);
    }
    assert!(game.view(None).my_cards.is_empty());
    assert_eq!(game.view(Some(1)).moves, vec![Move::DrewStock { seat: 1 }]);
}

#[test]
fn y24_timeout_draws_from_the_stock_and_throws_that_card() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(&mut game, 0, &["K♠ 2♣ 3♣", "5♦ 9♥"], "Q♥", "4♦", &[]);
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
                card: card("4♦"),
                timed_out: true
            }),
        ]
    );
    assert_eq!(held(&game, 0), cards("K♠ 2♣ 3♣"));
    assert_eq!(
        game.core.hand().unwrap().top_discard().unwrap().card(),
        card("4♦")
    );
    assert_eq!(game.core.seats[0].timeouts_in_a_row, 1);
}

#[test]
fn y24_timeout_after_taking_throws_the_highest_value_allowed_ties_by_rank_then_suit() {
    let o = RummyOptions {
        discard_must_meld: true,
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    lay_out(&mut game, 0, &["K♥ J♠ K♠ 2♣ 3♣", "5♦ 9♥"], "4♣", "4♦", &[]);
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    // Y15 lapses: 4♣ was never used, yet the turn ends.
    game.apply(&Command::TurnTimeout).unwrap();
    assert_eq!(
        held(&game, 0),
        cards("K♥ J♠ 2♣ 3♣ 4♣"),
        "K♠: K over J, ♠ before ♥"
    );
    // With ace_high an ace (15) goes first; the stock card if still held goes before anything.
    let mut game = dealt(
        RummyOptions {
            ace_high: true,
            ..opts()
        },
        2,
        1,
    );
    lay_out(&mut game, 0, &["K♥ A♦ 2♣", "5♦ 9♥"], "4♣", "4♦", &[]);
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    game.apply(&Command::TurnTimeout).unwrap();
    assert_eq!(held(&game, 0), cards("K♥ 2♣ 4♣"));
}

#[test]
fn y24_three_timeouts_in_a_row_and_the_seat_is_played_to_the_hands_end_then_out() {
    let mut game = dealt(opts(), 3, 2);
    for round in 0..3 {
        assert_eq!(game.core.hand().unwrap().turn, 0);
        let events = game.apply(&Command::TurnTimeout).unwrap();
        assert_eq!(
            events[0],
            Event::TimedOut {
                seat: 0,
                removed: round == 2
            }
        );
        if round < 2 {
            for seat in [1, 2] {
                game.apply(&play(seat, Action::DrawStock)).unwrap();
                let c = held(&game, seat)[0];
                game.apply(&play(seat, Action::Discard(c))).unwrap();
            }
        }
    }
    assert!(game.core.seats[0].out && !game.core.seats[0].left);
    assert_eq!(
        game.apply(&play(0, Action::DrawStock)),
        Err(RuleError::Refused(Refusal::OutOfGame))
    );
    // Seat 0's turns are played for it: after seats 1 and 2 the turn comes back to seat 1.
    for seat in [1, 2, 1] {
        assert_eq!(game.core.hand().unwrap().turn, seat);
        game.apply(&play(seat, Action::DrawStock)).unwrap();
        let c = held(&game, seat)[0];
        game.apply(&play(seat, Action::Discard(c))).unwrap();
    }
    assert_eq!(
        held(&game, 0).len(),
        7,
        "still holds cards: they count at the hand's end"
    );
    assert!(game.legal_actions(0).is_empty());
    // Seat 1 goes out; seat 0 is then dealt no more cards.
    let turn = game.core.hand().unwrap().turn;
    assert_eq!(turn, 2);
    lay_out(&mut game, 2, &["K♠ Q♠", "2♥", "5♠ 5♣"], "J♠", "5♦", &[]);
    game.apply(&play(2, Action::DrawStock)).unwrap();
    game.apply(&play(2, Action::Meld(cards("5♠ 5♣ 5♦"))))
        .unwrap();
    assert_eq!(game.last_hand.as_ref().unwrap().points, 2 * 22);
    deal(&mut game);
    let hand = game.core.hand().unwrap();
    assert_eq!(hand.in_hand, vec![false, true, true]);
    assert!(hand.cards[0].is_empty() && hand.cards[1].len() == 10);
}

#[test]
fn y24_a_move_of_ones_own_resets_the_timeout_count() {
    let mut game = dealt(opts(), 2, 1);
    game.apply(&Command::TurnTimeout).unwrap();
    game.apply(&Command::TurnTimeout).unwrap();
    game.apply(&Command::TurnTimeout).unwrap();
    assert_eq!(game.core.seats[0].timeouts_in_a_row, 2);
    assert_eq!(game.core.seats[1].timeouts_in_a_row, 1);
    game.apply(&play(1, Action::DrawStock)).unwrap();
    assert_eq!(game.core.seats[1].timeouts_in_a_row, 0);
    assert_eq!(game.core.seats[0].timeouts_in_a_row, 2);
}

#[test]
fn y24_a_leaver_is_played_to_the_hands_end_and_cannot_win() {
    let mut game = dealt(
        RummyOptions {
            target: 1,
            ..opts()
        },
        3,
        2,
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    let events = game.apply(&play(0, Action::Leave)).unwrap();
    // The leave, then the discard played for the leaver (told as a move, like any other).
    assert_eq!(events[0], Event::Left { seat: 0 });
    assert!(
        matches!(
            &events[1..],
            [Event::Moved(Move::Discarded { seat: 0, .. })]
        ),
        "{events:?}"
    );
    let hand = game.core.hand().unwrap();
    assert_eq!(hand.turn, 1, "the leaver's turn was finished for it");
    assert_eq!(hand.cards[0].len(), 7);
    assert!(matches!(
        hand.moves.last(),
        Some(Move::Discarded {
            seat: 0,
            timed_out: true,
            ..
        })
    ));
    assert_eq!(
        game.apply(&play(0, Action::Leave)),
        Err(RuleError::Refused(Refusal::OutOfGame))
    );
}

#[test]
fn y24_a_lone_player_left_wins_the_pool() {
    let mut game = dealt(opts(), 3, 2);
    game.apply(&play(2, Action::Leave)).unwrap();
    assert!(!game.core.is_over());
    let events = game.apply(&play(0, Action::Leave)).unwrap();
    let result = game_over(&events).unwrap();
    assert_eq!(result.end, GameEnd::LastPlayerStanding);
    assert_eq!(
        result.payouts,
        vec![Payout {
            seat: 1,
            chips: 30,
            refund: false
        }]
    );
}

#[test]
fn chips_cancel_before_a_scored_hand_refunds_players_still_in_and_a_leaver_forfeits() {
    let mut game = dealt(
        RummyOptions {
            stake: 11,
            ..opts()
        },
        3,
        2,
    );
    game.apply(&play(2, Action::Leave)).unwrap();
    let events = game.apply(&Command::Cancel).unwrap();
    let result = game_over(&events).unwrap();
    assert_eq!(result.end, GameEnd::CancelledRefunded);
    // 33 chips for seats 0 and 1; the odd chip to the one nearest the dealer's (2) left.
    assert_eq!(
        result.payouts,
        vec![
            Payout {
                seat: 0,
                chips: 17,
                refund: true
            },
            Payout {
                seat: 1,
                chips: 16,
                refund: true
            },
        ]
    );
}

#[test]
fn chips_cancel_after_a_scored_hand_pays_the_highest_total_still_in_ties_split() {
    let mut game = dealt(RummyOptions { stake: 5, ..opts() }, 3, 2);
    seat0_goes_out(&mut game, &["2♠", "3♠"], true);
    game.core.seats[1].score = game.core.seats[0].score;
    game.core.seats[2].score = 100;
    game.apply(&Command::TurnTimeout).unwrap_err();
    deal(&mut game);
    let mut g = game.clone();
    g.apply(&play(2, Action::Leave)).unwrap();
    let events = g.apply(&Command::Cancel).unwrap();
    let result = game_over(&events).unwrap();
    assert_eq!(result.end, GameEnd::CancelledSettled);
    assert_eq!(result.winners, vec![0, 1]);
    let chips: Vec<u64> = result.payouts.iter().map(|p| p.chips).collect();
    assert_eq!(chips, [8, 7], "dealer 0 now: seat 1 is nearest its left");
}

#[test]
fn y24_a_seat_played_for_with_nothing_it_may_discard_ends_the_hand_instead_of_hanging() {
    // Found by the property test: a seat that leaves holding only the card it just took (Y14
    // forbids discarding it) used to be played for forever, and the table never answered again.
    let mut game = dealt(opts(), 3, 2);
    lay_out(&mut game, 0, &["", "5♦ 9♥ 2♣", "K♥ J♠ K♠"], "4♣", "4♦", &[]);
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(held(&game, 0), cards("4♣"));
    let events = game.apply(&play(0, Action::Leave)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HandEnded { result } if result.end == HandEnd::Dead)),
        "{events:?}"
    );
    assert!(matches!(
        game.core.phase,
        Phase::AwaitingDeal | Phase::Over { .. }
    ));
}

#[test]
fn y24_one_clock_is_one_timeout_when_only_the_taken_discard_is_held() {
    // Found by an independent check: Y18 lets a player meld everything but the card taken from
    // the discard pile when that card can be laid off. The default move found nothing it could
    // throw (Y14), ignored the timeout, and the clock fired again at once: three timeouts and
    // the seat was out after one clock. Now the default lays the card off, which goes out (Y17).
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["2♣ 3♣ 4♣", "5♠ 9♥"],
        "8♦",
        "K♠",
        &[(1, "5♦ 6♦ 7♦")],
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    game.apply(&play(0, Action::Meld(cards("2♣ 3♣ 4♣"))))
        .unwrap();
    assert_eq!(held(&game, 0), cards("8♦"));
    let events = game.apply(&Command::TurnTimeout).unwrap();
    let timeouts = events
        .iter()
        .filter(|e| matches!(e, Event::TimedOut { .. }))
        .count();
    assert_eq!(timeouts, 1, "{events:?}");
    assert_eq!(game.core.seats[0].timeouts_in_a_row, 1);
    assert!(!game.core.seats[0].out);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::HandEnded { result } if result.end == HandEnd::Out { seat: 0, rummy: true }
        )),
        "{events:?}"
    );
}

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
