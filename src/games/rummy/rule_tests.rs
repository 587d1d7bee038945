//! One test (or more) per rule id of `rummy.md` for the deal, turns and hands (Y1–Y20), and
//! the examples that go with them. Game-level rules are in `game_tests.rs`.

use super::testkit::{
    assert_all_cards_accounted, card, cards, dealt, held, lay_out, ordered_pack, play,
};
use super::*;
use crate::cards::{CardId, Pack};

fn opts() -> RummyOptions {
    RummyOptions::default()
}

fn meld(s: &str) -> Action {
    Action::Meld(cards(s))
}

fn discard(s: &str) -> Action {
    Action::Discard(card(s))
}

fn lay_off(s: &str, target: MeldId) -> Action {
    Action::LayOff {
        card: card(s),
        target,
    }
}

#[test]
fn y1_deal_needs_the_52_card_pack() {
    let mut game = RummyGame::new(opts(), 2, 0).unwrap();
    let deal = |order: Vec<CardId>| Command::Deal {
        order,
        reshuffle_seed: 0,
    };
    let big: Vec<CardId> = Pack::French108.ids().collect();
    assert_eq!(game.apply(&deal(big)), Err(RuleError::BadDeckOrder));
    assert_eq!(
        game.apply(&deal(ordered_pack()[1..].to_vec())),
        Err(RuleError::BadDeckOrder)
    );
    game.apply(&deal(ordered_pack())).unwrap();
    assert_all_cards_accounted(&game);
}

#[test]
fn y2_ace_high_option_allows_q_k_a_on_the_table() {
    for ace_high in [false, true] {
        let mut game = dealt(RummyOptions { ace_high, ..opts() }, 2, 1);
        lay_out(&mut game, 0, &["Q♠ K♠ A♠ 4♦", "9♣ 2♥"], "5♥", "7♣", &[]);
        game.apply(&play(0, Action::DrawStock)).unwrap();
        let r = game.apply(&play(0, meld("A♠ Q♠ K♠")));
        assert_eq!(r.is_ok(), ace_high, "ace_high {ace_high}");
        if !ace_high {
            assert_eq!(r, Err(RuleError::NotAMeld));
        }
    }
}

#[test]
fn y4_two_to_six_players() {
    for n in [0, 1, 7] {
        assert_eq!(
            RummyGame::new(opts(), n, 0),
            Err(RuleError::BadPlayerCount(n))
        );
    }
    assert!(RummyGame::new(opts(), 2, 2).is_err(), "the dealer must sit");
    assert!(RummyGame::new(opts(), 6, 5).is_ok());
}

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
        Err(RuleError::NotYourTurn(0))
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
    let hand = game.hand().unwrap();
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
    let run = &game.hand().unwrap().melds[0];
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
fn y9_dealer_draw_k_high_a_low_ties_draw_again() {
    let ids = |s: &str| -> Vec<CardId> {
        cards(s)
            .into_iter()
            .map(|c| CardId::new(c.index()).unwrap())
            .collect()
    };
    assert_eq!(draw_for_dealer(3, &ids("A♠ K♥ 9♦")).dealer, 1);
    let tie = draw_for_dealer(3, &ids("Q♠ 9♥ Q♦ 3♣ 5♣"));
    assert_eq!(tie.dealer, 2, "Q Q tie, then 5 beats 3");
    assert_eq!(tie.draws[0], cards("Q♠ 3♣"));
}

#[test]
fn y9_the_deal_passes_to_the_next_seat_every_hand() {
    let mut game = RummyGame::new(opts(), 2, 1).unwrap();
    let mut dealers = Vec::new();
    for _ in 0..3 {
        game.apply(&Command::Deal {
            order: ordered_pack(),
            reshuffle_seed: 0,
        })
        .unwrap();
        dealers.push(game.dealer);
        let seat = game.hand().unwrap().turn;
        let mut hands = ["K♣ Q♦", "K♣ Q♦"];
        hands[seat] = "2♠ 3♠ 4♠ 9♦";
        lay_out(&mut game, seat, &hands, "7♥", "5♠", &[]);
        game.apply(&play(seat, Action::DrawStock)).unwrap();
        game.apply(&play(seat, meld("2♠ 3♠ 4♠ 5♠"))).unwrap();
        game.apply(&play(seat, discard("9♦"))).unwrap();
    }
    assert_eq!(dealers, [1, 0, 1], "two players alternate");
}

#[test]
fn y10_deal_sizes_upcard_and_first_player() {
    for (players, size) in [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)] {
        let game = dealt(opts(), players, 1);
        let hand = game.hand().unwrap();
        assert!(hand.cards.iter().all(|c| c.len() == size), "{players}");
        assert_eq!(hand.stock.len(), 52 - players * size - 1);
        assert_eq!(hand.discard.len(), 1);
        assert_eq!(
            hand.turn,
            2 % players,
            "the seat after the dealer plays first"
        );
        // One card at a time from the seat after the dealer: it gets the pack's first card.
        assert_eq!(hand.cards[2 % players][0], ordered_pack()[0]);
        assert_eq!(hand.discard[0], ordered_pack()[players * size]);
    }
}

#[test]
fn y11_the_same_order_deals_the_same_hand() {
    use rand::SeedableRng;
    let order = PACK.shuffled(&mut rand_chacha::ChaCha8Rng::seed_from_u64(4));
    let deal = || {
        let mut g = RummyGame::new(opts(), 4, 0).unwrap();
        g.apply(&Command::Deal {
            order: order.clone(),
            reshuffle_seed: 9,
        })
        .unwrap();
        g
    };
    assert_eq!(deal(), deal());
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
    assert!(game.hand().is_none(), "out by melding, no discard needed");
    // B draws from the stock and simply discards.
    let mut game = dealt(opts(), 2, 1);
    lay_out(&mut game, 0, &["4♣ 5♣ 6♣ K♦ K♠", "2♥ 9♠"], "K♥", "7♣", &[]);
    game.apply(&play(0, Action::DrawStock)).unwrap();
    assert!(game.hand().unwrap().faces(0).contains(&card("7♣")));
    game.apply(&play(0, discard("7♣"))).unwrap();
    assert_eq!(game.hand().unwrap().turn, 1);
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
    if let Phase::Playing { hand } = &mut game.phase {
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
    if let Phase::Playing { hand } = &mut game.phase {
        let rest = std::mem::take(&mut hand.stock);
        hand.cards[0].extend(rest);
        hand.stock.push(hand.cards[0].pop().unwrap());
    }
    game.apply(&play(1, Action::DrawStock)).unwrap();
    game.apply(&play(1, discard("7♦"))).unwrap();
    let hand = game.hand().unwrap();
    assert_eq!(hand.turn, 2);
    assert_eq!(hand.stock.len(), 13, "14 discards: all but the top one");
    assert_eq!(hand.top_discard().unwrap().card(), card("7♦"));
    assert_eq!(hand.discard.len(), 1);
    assert!(hand.reshuffled);
    assert_all_cards_accounted(&game);
    // Empty the rebuilt stock: the next turn to start without one makes the hand dead.
    if let Phase::Playing { hand } = &mut game.phase {
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
    assert!(game.seats.iter().all(|s| s.score == 0));
    assert_eq!(game.hands_played, 1);
    assert_eq!(game.hands_scored, 0);
}

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
            assert!(game.hand().is_some(), "the hand ended early");
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
        assert_eq!(game.seats[0].score, 2 * 12);
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
    assert!(game.hand().is_none(), "went out");
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
        assert_eq!(game.seats[0].score, expected);
        assert_eq!(
            game.seats[1].score + game.seats[2].score,
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

/// The event that ended the hand, after the moves that led to it.
fn ended(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::HandEnded { .. }))
}
