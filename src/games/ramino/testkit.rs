//! Test helpers: games dealt from an ordered pack, then laid out card by card. Compiled only for
//! tests.

use super::{
    parse_card, parse_cards, Action, Command, Hand, PackKind, Phase, RaminoGame, RaminoOptions,
    Seat, Step,
};
use crate::cards::{Card, CardId};
use crate::games::testkit::Placer;

/// An Italian card from Ramino notation.
pub fn card(s: &str) -> Card {
    parse_card(s, PackKind::Italian).unwrap()
}

/// Italian cards from Ramino notation.
pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s, PackKind::Italian).unwrap()
}

pub fn play(seat: Seat, action: Action) -> Command {
    Command::Play { seat, action }
}

/// The pack in id order: a deal that is easy to predict.
pub fn ordered_pack(pack: PackKind) -> Vec<CardId> {
    pack.pack().ids().collect()
}

/// A game of `players` seats with seat `dealer` dealing, dealt from the ordered pack.
pub fn dealt(options: RaminoOptions, players: usize, dealer: Seat) -> RaminoGame {
    let mut game = RaminoGame::new(options, players, dealer).unwrap();
    game.apply(&Command::deal(ordered_pack(options.pack)))
        .unwrap();
    game
}

pub fn hand_mut(game: &mut RaminoGame) -> &mut Hand {
    match &mut game.core.phase {
        Phase::Playing { hand } => hand,
        _ => panic!("no hand in play"),
    }
}

/// Lays the hand in play out anew: each seat's cards, the discard pile (bottom first), the
/// stock's first cards (drawn first first); every card not placed goes under them, unless
/// `stock_top` ends in `|`, which makes those the whole stock and puts the rest in the discard
/// pile under the cards named. The turn goes to `turn`, at the start of turn `turn_no`.
pub fn lay_out(game: &mut RaminoGame, turn: Seat, hands: &[&str], discard: &str, stock_top: &str) {
    let pack = game.options.pack;
    let hand = hand_mut(game);
    let mut placer = Placer::new(pack.pack().ids());
    let parse = |s: &str| parse_cards(s, pack).unwrap();
    hand.cards = hands.iter().map(|h| placer.take_all(parse(h))).collect();
    hand.cards.resize(hand.in_hand.len(), Vec::new());
    let (stock_text, whole) = match stock_top.strip_suffix('|') {
        Some(s) => (s, true),
        None => (stock_top, false),
    };
    let discard = placer.take_all(parse(discard));
    let top = placer.take_all(parse(stock_text));
    let rest = placer.rest();
    if whole {
        hand.discard = rest;
        hand.discard.extend(discard);
        hand.stock = Vec::new();
    } else {
        hand.discard = discard;
        hand.stock = rest;
    }
    hand.stock.extend(top.into_iter().rev());
    hand.turn = turn;
    hand.step = Step::Start;
    hand.turn_no = 2;
    assert_all_cards_accounted(game);
}

/// Every card of the pack is in exactly one place while a hand is in play (T1, T22).
pub fn assert_all_cards_accounted(game: &RaminoGame) {
    if let Some(hand) = game.core.hand() {
        assert!(
            game.options.pack.pack().is_full(&hand.all_cards()),
            "cards lost or duplicated"
        );
    }
}

/// The cards `seat` holds.
pub fn held(game: &RaminoGame, seat: Seat) -> Vec<Card> {
    game.core.hand().unwrap().faces(seat)
}
