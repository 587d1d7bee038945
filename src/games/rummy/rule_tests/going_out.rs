//! Going out: by meld, lay-off or discard, the taken discard that may not be left alone, the last
//! card, and rummy doubling the score (Y17–Y21).

use super::*;

#[test]
fn y17_going_out_by_meld_lay_off_or_discard_ends_the_hand_at_once() {
    let melds = [(1, "5♥ 6♥ 7♥"), (1, "2♦ 3♦ 4♦")];
    let ways: [(&str, Vec<Action>); 3] = [
        ("5♠ 5♣", vec![meld("5♦ 5♠ 5♣")]),
        ("8♥", vec![lay_off("8♥", 1), lay_off("5♦", 2)]),
        ("8♥", vec![lay_off("8♥", 1), discard("5♦")]),
    ];
    for (held0, moves) in ways {
        let mut game = dealt(opts(), 2, 1);
        lay_out(&mut game, 0, &[held0, "K♥ 2♣"], "J♠", "5♦", &melds);
        game.apply(&play(0, Action::DrawStock)).unwrap();
        let mut events = Vec::new();
        for m in moves {
            assert!(game.core.hand().is_some(), "the hand ended early");
            events = game.apply(&play(0, m)).unwrap();
        }
        assert!(
            matches!(ended(&events), Some(Event::HandEnded { result }) if result.end == HandEnd::Out { seat: 0, rummy: true }),
            "{held0}: {events:?}"
        );
        // The move that went out is told too, though the hand is gone once it is scored.
        assert!(
            events.contains(&Event::Moved(Move::WentOut {
                seat: 0,
                rummy: true
            })),
            "{events:?}"
        );
        assert_eq!(game.core.seats[0].score, 2 * 12);
    }
}

#[test]
fn y17_must_discard_to_go_out_refuses_a_meld_or_lay_off_emptying_the_hand() {
    let o = RummyOptions {
        must_discard_to_go_out: true,
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    lay_out(
        &mut game,
        0,
        &["5♦ 5♠", "K♥ 2♣"],
        "J♠",
        "5♣",
        &[(1, "6♥ 7♥ 8♥")],
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert_eq!(
        game.apply(&play(0, meld("5♦ 5♠ 5♣"))),
        Err(RuleError::MustDiscardToGoOut)
    );
    assert!(game.meld_choices(0).is_empty());
    game.apply(&play(0, discard("5♣"))).unwrap();
}

#[test]
fn y18_example_3_lay_off_leaving_only_the_taken_discard_is_refused() {
    let mut game = dealt(opts(), 3, 2);
    let layout = |game: &mut RummyGame| {
        lay_out(
            game,
            0,
            &["4♦", "9♣ 2♥", "J♠ 8♣"],
            "K♥",
            "3♦",
            &[(2, "5♦ 6♦ 7♦")],
        );
    };
    layout(&mut game);
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        game.apply(&play(0, lay_off("4♦", 1))),
        Err(RuleError::DeadEnd(card("K♥")))
    );
    assert!(game.lay_off_targets(0, card("4♦")).is_empty());
    game.apply(&play(0, discard("4♦"))).unwrap();
    assert_eq!(held(&game, 0), cards("K♥"), "A keeps K♥");
    // Had A drawn 3♦ from the stock: 4♦ then 3♦, out with no discard.
    let mut game = dealt(opts(), 3, 2);
    layout(&mut game);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, lay_off("4♦", 1))).unwrap();
    let events = game.apply(&play(0, lay_off("3♦", 1))).unwrap();
    assert!(matches!(ended(&events), Some(Event::HandEnded { .. })));
    // With must_discard_to_go_out: lay off 4♦, go out discarding 3♦.
    let o = RummyOptions {
        must_discard_to_go_out: true,
        ..opts()
    };
    let mut game = dealt(o, 3, 2);
    layout(&mut game);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, lay_off("4♦", 1))).unwrap();
    assert_eq!(
        game.apply(&play(0, lay_off("3♦", 1))),
        Err(RuleError::MustDiscardToGoOut)
    );
    let events = game.apply(&play(0, discard("3♦"))).unwrap();
    assert!(matches!(ended(&events), Some(Event::HandEnded { .. })));
}

#[test]
fn y18_leaving_only_the_taken_discard_is_allowed_when_it_can_then_be_laid_off() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["4♦ 4♠ 4♣", "9♣ 2♥"],
        "8♦",
        "3♥",
        &[(1, "5♦ 6♦ 7♦")],
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    game.apply(&play(0, meld("4♦ 4♠ 4♣"))).unwrap();
    game.apply(&play(0, lay_off("8♦", 1))).unwrap();
    assert!(game.core.hand().is_none(), "went out");
    // With must_discard_to_go_out the same meld is a dead end.
    let o = RummyOptions {
        must_discard_to_go_out: true,
        ..opts()
    };
    let mut game = dealt(o, 2, 1);
    lay_out(
        &mut game,
        0,
        &["4♦ 4♠ 4♣", "9♣ 2♥"],
        "8♦",
        "3♥",
        &[(1, "5♦ 6♦ 7♦")],
    );
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(
        game.apply(&play(0, meld("4♦ 4♠ 4♣"))),
        Err(RuleError::DeadEnd(card("8♦")))
    );
}

#[test]
fn y19_one_card_left_draw_then_lay_off_both_or_one_and_discard_or_keep_one() {
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["9♥", "K♣ 2♣"],
        "2♠",
        "3♣",
        &[(1, "6♥ 7♥ 8♥")],
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, lay_off("9♥", 1))).unwrap();
    let events = game.apply(&play(0, discard("3♣"))).unwrap();
    assert!(matches!(ended(&events), Some(Event::HandEnded { .. })));
    let mut game = dealt(opts(), 2, 1);
    lay_out(
        &mut game,
        0,
        &["J♦", "K♣ 2♣"],
        "2♠",
        "3♣",
        &[(1, "6♥ 7♥ 8♥")],
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, discard("J♦"))).unwrap();
    assert_eq!(held(&game, 0), cards("3♣"), "discards one and keeps one");
}

#[test]
fn y20_y21_example_4_rummy_doubles_the_score() {
    for (ace_high, expected) in [(false, 68), (true, 96)] {
        let mut game = dealt(RummyOptions { ace_high, ..opts() }, 3, 2);
        lay_out(
            &mut game,
            0,
            &["6♣ 7♣ 8♣ 9♣ Q♦ Q♠ Q♥", "K♠ 5♦ A♥", "9♦ 9♥"],
            "3♠",
            "2♥",
            &[],
        );
        game.apply(&play(0, Action::DrawStock)).unwrap();
        game.apply(&play(0, meld("6♣ 7♣ 8♣ 9♣"))).unwrap();
        game.apply(&play(0, meld("Q♦ Q♠ Q♥"))).unwrap();
        let events = game.apply(&play(0, discard("2♥"))).unwrap();
        let Some(Event::HandEnded { result }) = ended(&events) else {
            panic!("{events:?}");
        };
        assert_eq!(
            result.end,
            HandEnd::Out {
                seat: 0,
                rummy: true
            }
        );
        assert_eq!(result.points, expected);
        assert_eq!(game.core.seats[0].score, expected);
        assert_eq!(
            game.core.seats[1].score + game.core.seats[2].score,
            0,
            "only the winner scores"
        );
    }
}

#[test]
fn y20_melding_in_an_earlier_turn_is_not_rummy_but_others_melds_do_not_matter() {
    let mut game = dealt(opts(), 2, 1);
    let theirs = [(1, "2♦ 3♦ 4♦")];
    lay_out(
        &mut game,
        0,
        &["6♣ 7♣ 8♣ Q♦", "K♠ 5♦ 4♠"],
        "3♠",
        "Q♥ 2♥ 9♣",
        &theirs,
    );
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, meld("6♣ 7♣ 8♣"))).unwrap();
    game.apply(&play(0, discard("Q♦"))).unwrap();
    game.apply(&play(1, Action::DrawStock)).unwrap();
    game.apply(&play(1, discard("2♥"))).unwrap();
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, lay_off("9♣", 2))).unwrap();
    let events = game.apply(&play(0, discard("Q♥"))).unwrap();
    let Some(Event::HandEnded { result }) = ended(&events) else {
        panic!("{events:?}");
    };
    assert_eq!(
        result.end,
        HandEnd::Out {
            seat: 0,
            rummy: false
        }
    );
    assert_eq!(result.points, 10 + 5 + 4);
}
