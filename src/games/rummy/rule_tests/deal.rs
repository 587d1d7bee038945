//! The pack, the players and the deal: the 52-card pack and its ace option, two to six players,
//! the dealer draw, the deal passing on, deal sizes and the upcard, and a replayable deal (Y1–Y4,
//! Y9–Y11).

use super::*;

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
        dealers.push(game.core.dealer);
        let seat = game.core.hand().unwrap().turn;
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
        let hand = game.core.hand().unwrap();
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
