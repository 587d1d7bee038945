//! The deal and the turns: the dealer draw, the deal, drawing and discarding, the taken discard,
//! and the stock refilled from the discards (R7–R13).

use super::*;
use crate::games::Refusal;

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
        Err(RuleError::Refused(Refusal::NotYourTurn(0)))
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
