//! Test helpers: stacked decks that deal chosen hands. Compiled only for tests.

use super::{Action, Command, GameOptions, RuminoGame, Seat};
use crate::cards::{parse_cards, Card, CardId};
use crate::games::testkit::Placer;

/// A deck order that deals `hands` (in seat order, seat 0 first) with `dealer` dealing, turns
/// `upcard` face up, and puts `stock_top` on top of the stock (first drawn first). The rest of the
/// pack follows in id order.
pub fn stacked_deck(dealer: Seat, hands: &[&str], upcard: &str, stock_top: &str) -> Vec<CardId> {
    let n = hands.len();
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| parse_cards(h).unwrap()).collect();
    let mut placer = Placer::new(CardId::all());
    let mut order = Vec::new();
    // One card at a time, starting left of the dealer (R8).
    for round in 0..7 {
        for i in 1..=n {
            let hand = &hands[(dealer + i) % n];
            order.push(placer.take(hand[round]));
        }
    }
    let faces = parse_cards(upcard).unwrap().into_iter();
    order.extend(placer.take_all(faces.chain(parse_cards(stock_top).unwrap())));
    order.extend(placer.rest());
    order
}

/// A game of `hands.len()` players, dealt from a stacked deck.
pub fn dealt_game(
    options: GameOptions,
    dealer: Seat,
    hands: &[&str],
    upcard: &str,
    stock_top: &str,
) -> RuminoGame {
    let mut game = RuminoGame::new(options, hands.len(), dealer).unwrap();
    let order = stacked_deck(dealer, hands, upcard, stock_top);
    game.apply(&Command::Deal {
        order,
        reshuffle_seed: 1,
    })
    .unwrap();
    game
}

pub fn play(seat: Seat, action: Action) -> Command {
    Command::Play { seat, action }
}

pub fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// Every card of the pack is in exactly one place while a hand is in play (R1).
pub fn assert_all_cards_accounted(game: &RuminoGame) {
    if let Some(hand) = game.hand() {
        let mut all = hand.all_cards();
        all.sort_unstable();
        assert!(crate::cards::is_full_pack(&all), "cards lost or duplicated");
    }
}
