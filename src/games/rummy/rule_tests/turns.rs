//! A turn: melding only in one's own turn after drawing, lay-offs on anyone's meld, drawing from
//! either pile, the taken discard, discard-must-meld, and the stock rebuilt once (Y5–Y8,
//! Y12–Y16).

use super::*;
use crate::games::Refusal;

#[test]
fn y5_y6_meld_only_in_own_turn_after_drawing() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["7♥ 8♥ 9♥ 2♣", "5♠ 5♦ 5♣ K♦"],
        "J♣",
        "3♦",
        &[],
    );
    assert_eq!(
        game.apply(&play(0, meld("7♥ 8♥ 9♥"))),
        Err(RuleError::MustDrawFirst)
    );
    assert_eq!(
        game.apply(&play(1, meld("5♠ 5♦ 5♣"))),
        Err(RuleError::Refused(Refusal::NotYourTurn(0)))
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(
        game.apply(&play(0, meld("7♥ 8♥ 2♣"))),
        Err(RuleError::NotAMeld)
    );
    assert_eq!(
        game.apply(&play(0, meld("7♥ 8♥ 10♥"))),
        Err(RuleError::CardNotInHand(card("10♥")))
    );
    assert_eq!(
        game.apply(&play(0, meld("7♥ 7♥ 8♥"))),
        Err(RuleError::DuplicateCard(card("7♥")))
    );
    game.apply(&play(0, meld("9♥ 7♥ 8♥"))).unwrap();
    let hand = game.core.hand().unwrap();
    assert_eq!(hand.melds[0].faces(), cards("7♥ 8♥ 9♥"), "shown in order");
    assert_eq!((hand.melds[0].id, hand.melds[0].owner), (1, 0));
    assert_eq!(held(&game, 0), cards("2♣ 3♦"));
    assert_all_cards_accounted(&game);
}

#[test]
fn y7_y8_example_2_lay_offs_on_anyones_meld_are_recorded_and_nothing_is_taken_back() {
    let mut game = dealt(opts(), 3, 2);
    lay_out(
        &mut game,
        0,
        &["7♥ 6♥ J♥ 8♣ 8♦ 2♠", "K♣ 4♠", "3♣ 9♠"],
        "Q♦",
        "5♣",
        &[(1, "8♥ 9♥ 10♥")],
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    for c in ["7♥", "6♥", "J♥"] {
        game.apply(&play(0, lay_off(c, 1))).unwrap();
    }
    assert_eq!(
        game.apply(&play(0, lay_off("8♣", 1))),
        Err(RuleError::CannotLayOff {
            card: card("8♣"),
            meld: 1
        })
    );
    assert_eq!(
        game.apply(&play(0, lay_off("8♣", 9))),
        Err(RuleError::NoSuchMeld(9))
    );
    let run = &game.core.hand().unwrap().melds[0];
    assert_eq!(run.faces(), cards("6♥ 7♥ 8♥ 9♥ 10♥ J♥"));
    assert_eq!(run.owner, 1, "the meld stays under B");
    let by: Vec<Seat> = run.cards.iter().map(|p| p.by).collect();
    assert_eq!(by, [0, 0, 1, 1, 1, 0]);
    // Y8: A, holding 8♣ 8♦, may not take 8♥ back: no action would do it.
    assert!(!game
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Meld(m) if m.contains(&card("8♥")))));
    assert_eq!(
        game.apply(&play(0, meld("8♣ 8♦ 8♥"))),
        Err(RuleError::CardNotInHand(card("8♥")))
    );
}

#[test]
fn y12_y13_draw_from_either_pile_then_meld_lay_off_in_any_order_or_neither() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(&mut game, 0, &["4♣ 5♣ 6♣ K♦ K♠", "2♥ 9♠"], "K♥", "7♣", &[]);
    assert!(game.legal_actions(0).contains(&Action::TakeDiscard));
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        game.apply(&play(0, Action::DrawStock)),
        Err(RuleError::AlreadyDrew)
    );
    game.apply(&play(0, meld("K♦ K♠ K♥"))).unwrap();
    game.apply(&play(0, meld("4♣ 5♣ 6♣"))).unwrap();
    assert!(
        game.core.hand().is_none(),
        "out by melding, no discard needed"
    );
    // B draws from the stock and simply discards.
    let mut game = dealt(opts(), 2, 1);
    lay_out(&mut game, 0, &["4♣ 5♣ 6♣ K♦ K♠", "2♥ 9♠"], "K♥", "7♣", &[]);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert!(game.core.hand().unwrap().faces(0).contains(&card("7♣")));
    game.apply(&play(0, discard("7♣"))).unwrap();
    assert_eq!(game.core.hand().unwrap().turn, 1);
}

#[test]
fn y14_the_taken_discard_cannot_be_thrown_but_a_stock_card_can() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(&mut game, 0, &["2♣ 9♦", "3♥ 8♠"], "Q♥", "J♣", &[]);
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        game.apply(&play(0, discard("Q♥"))),
        Err(RuleError::CannotDiscardTakenCard(card("Q♥")))
    );
    assert!(!game.legal_actions(0).contains(&discard("Q♥")));
    game.apply(&play(0, discard("9♦"))).unwrap();
    game.apply(&play(1, Action::DrawStock)).unwrap();
    game.apply(&play(1, discard("J♣"))).unwrap();
}

#[test]
fn y15_discard_must_meld_takes_only_a_usable_card_and_uses_it_first() {
    let o = RummyOptions {
        discard_must_meld: true,
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    lay_out(&mut game, 0, &["2♣ 9♦ 9♠", "3♥ 8♠"], "Q♥", "J♣", &[]);
    assert!(!game.legal_actions(0).contains(&Action::TakeDiscard));
    assert_eq!(
        game.apply(&play(0, Action::TakeDiscard)),
        Err(RuleError::DiscardMustMeld(card("Q♥")))
    );
    let mut game = dealt(o, 2, 1);
    lay_out(
        &mut game,
        0,
        &["2♣ 3♣ 4♣ 9♦ 9♠ K♠", "3♥ 8♠"],
        "9♣",
        "J♣",
        &[],
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        game.apply(&play(0, meld("2♣ 3♣ 4♣"))),
        Err(RuleError::MustUseTaken(card("9♣")))
    );
    assert_eq!(
        game.apply(&play(0, discard("K♠"))),
        Err(RuleError::MustUseTaken(card("9♣")))
    );
    let legal = game.legal_actions(0);
    assert_eq!(legal, vec![meld("9♠ 9♦ 9♣"), Action::Leave]);
    game.apply(&play(0, meld("9♦ 9♠ 9♣"))).unwrap();
    game.apply(&play(0, meld("2♣ 3♣ 4♣"))).unwrap();
    game.apply(&play(0, discard("K♠"))).unwrap();
    // A card that lays off on the table may be taken too.
    let mut game = dealt(o, 2, 1);
    lay_out(
        &mut game,
        0,
        &["2♦ K♠", "3♥ 8♠"],
        "5♥",
        "J♣",
        &[(1, "6♥ 7♥ 8♥")],
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    game.apply(&play(0, lay_off("5♥", 1))).unwrap();
}

#[test]
fn y15_with_y17_a_discard_usable_only_by_going_out_by_meld_is_not_takeable() {
    let o = RummyOptions {
        discard_must_meld: true,
        must_discard_to_go_out: true,
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    lay_out(&mut game, 0, &["4♣ 5♣", "3♥ 8♠"], "6♣", "J♣", &[]);
    assert!(!game.legal_actions(0).contains(&Action::TakeDiscard));
    game.options.must_discard_to_go_out = false;
    if let Phase::Playing { hand } = &mut game.core.phase {
        hand.rules.must_discard_to_go_out = false;
    }
    assert!(game.legal_actions(0).contains(&Action::TakeDiscard));
}

#[test]
fn y16_example_5_the_stock_is_rebuilt_once_then_the_hand_is_dead() {
    let mut game = dealt(opts(), 3, 1);
    let pile = "2♣ 3♦ 4♥ 5♠ 6♣ 7♣ 8♦ 9♥ 10♠ J♣ Q♦ K♥ A♠";
    lay_out(&mut game, 1, &["2♠ 9♣ K♠", "3♠ 7♦", "5♥ 6♦"], pile, "", &[]);
    // Empty the stock so that C (seat 2) starts a turn with none.
    if let Phase::Playing { hand } = &mut game.core.phase {
        let rest = std::mem::take(&mut hand.stock);
        hand.cards[0].extend(rest);
        hand.stock.push(hand.cards[0].pop().unwrap());
    }
    game.apply(&play(1, Action::DrawStock)).unwrap();
    game.apply(&play(1, discard("7♦"))).unwrap();
    let hand = game.core.hand().unwrap();
    assert_eq!(hand.turn, 2);
    assert_eq!(hand.stock.len(), 13, "14 discards: all but the top one");
    assert_eq!(hand.top_discard().unwrap().card(), card("7♦"));
    assert_eq!(hand.discard.len(), 1);
    assert!(hand.reshuffled);
    assert_all_cards_accounted(&game);
    // Empty the rebuilt stock: the next turn to start without one makes the hand dead.
    if let Phase::Playing { hand } = &mut game.core.phase {
        let rest = std::mem::take(&mut hand.stock);
        hand.cards[0].extend(rest);
        hand.stock.push(hand.cards[0].pop().unwrap());
    }
    game.apply(&play(2, Action::DrawStock)).unwrap();
    let events = game.apply(&play(2, discard("5♥"))).unwrap();
    let Some(Event::HandEnded { result }) = ended(&events) else {
        panic!("hand should end: {events:?}");
    };
    assert_eq!((result.end, result.points), (HandEnd::Dead, 0));
    assert!(game.core.seats.iter().all(|s| s.score == 0));
    assert_eq!(game.core.hands_played, 1);
    assert_eq!(game.hands_scored, 0);
}
