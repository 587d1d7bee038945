//! Before the play: the pack, the players, the board's spaces and the ante, payments beyond a
//! stack, the dealer draw, the deal, the exchange, the auction and the widow (L1–L11).

use super::*;
use crate::games::Refusal;

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
    played(&mut game, 0, Action::Auction);
    let before_a = game.hand().unwrap().cards_of(1).to_vec();
    let widow = game.hand().unwrap().widow.clone();
    played(&mut game, 1, Action::Bid(1));
    played(&mut game, 2, Action::Pass);
    assert_eq!(
        game.apply(&play(3, Action::Bid(1))),
        Err(RuleError::BidTooLow(2))
    );
    played(&mut game, 3, Action::Bid(3));
    assert_eq!(
        game.apply(&play(2, Action::Bid(5))),
        Err(RuleError::Refused(Refusal::NotYourTurn(1)))
    );
    played(&mut game, 1, Action::Bid(4));
    let ev = played(&mut game, 3, Action::Pass);
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
    played(&mut game, 0, Action::Auction);
    let before = game.clone();
    assert_eq!(
        game.apply(&play(1, Action::Bid(92))),
        Err(RuleError::BidOverStack(91))
    );
    assert_eq!(game, before, "a refused command changes nothing");
    played(&mut game, 1, Action::Pass);
    let ev = played(&mut game, 2, Action::Pass);
    assert!(ev.contains(&Event::WidowDead));
}

#[test]
fn l9_exchange_the_dealer_takes_the_widow_and_the_dealer_only_chooses() {
    let mut game = dealt(RummoliOptions::default(), 3, 0);
    let widow = game.hand().unwrap().widow.clone();
    assert_eq!(
        game.apply(&play(1, Action::Exchange)),
        Err(RuleError::Refused(Refusal::NotYourTurn(0)))
    );
    let dealer_hand = game.hand().unwrap().cards_of(0).to_vec();
    let ev = played(&mut game, 0, Action::Exchange);
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
    played(&mut game, 0, Action::Exchange);
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
