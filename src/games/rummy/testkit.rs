//! Test helpers: games dealt from the 52-card pack, then laid out card by card. Compiled only
//! for tests.

use super::{Action, Command, Hand, Placed, RummyGame, RummyOptions, Seat, Step, TableMeld, PACK};
use crate::cards::{parse_cards, Card, CardId};
use crate::games::testkit::Placer;

pub fn card(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

pub fn play(seat: Seat, action: Action) -> Command {
    Command::Play { seat, action }
}

/// The pack in id order: a deal that is easy to predict.
pub fn ordered_pack() -> Vec<CardId> {
    PACK.ids().collect()
}

/// A game of `players` seats with seat `dealer` dealing, dealt from the ordered pack.
pub fn dealt(options: RummyOptions, players: usize, dealer: Seat) -> RummyGame {
    let mut game = RummyGame::new(options, players, dealer).unwrap();
    game.apply(&Command::Deal {
        order: ordered_pack(),
        reshuffle_seed: 1,
    })
    .unwrap();
    game
}

/// Lays the hand in play out anew: each seat's cards, the discard pile (bottom first), the
/// stock's first cards (drawn first first; every card not placed goes under them), and melds
/// `(owner, cards)` with ids 1, 2, …. The turn goes to `turn`, at the start of it.
pub fn lay_out(
    game: &mut RummyGame,
    turn: Seat,
    hands: &[&str],
    discard: &str,
    stock_top: &str,
    melds: &[(Seat, &str)],
) {
    let super::Phase::Playing { hand } = &mut game.core.phase else {
        panic!("no hand in play");
    };
    let mut placer = Placer::new(PACK.ids());
    let hand: &mut Hand = hand;
    hand.cards = hands.iter().map(|h| placer.take_all(cards(h))).collect();
    hand.cards.resize(hand.in_hand.len(), Vec::new());
    hand.discard = placer.take_all(cards(discard));
    hand.melds = melds
        .iter()
        .enumerate()
        .map(|(i, &(owner, m))| {
            let faces = cards(m);
            TableMeld {
                id: i as u32 + 1,
                owner,
                kind: super::melds::classify(&faces, hand.rules.ace_high).expect("a meld"),
                cards: faces
                    .into_iter()
                    .map(|c| Placed {
                        card: placer.take(c),
                        by: owner,
                    })
                    .collect(),
            }
        })
        .collect();
    let top = placer.take_all(cards(stock_top));
    let mut stock = placer.rest();
    stock.extend(top.into_iter().rev());
    hand.stock = stock;
    hand.turn = turn;
    hand.step = Step::Start;
    assert_all_cards_accounted(game);
}

/// Every card of the pack is in exactly one place while a hand is in play (Y1).
pub fn assert_all_cards_accounted(game: &RummyGame) {
    if let Some(hand) = game.core.hand() {
        assert!(PACK.is_full(&hand.all_cards()), "cards lost or duplicated");
    }
}

/// The cards `seat` holds, as notation.
pub fn held(game: &RummyGame, seat: Seat) -> Vec<Card> {
    game.core.hand().unwrap().faces(seat)
}
