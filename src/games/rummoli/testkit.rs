//! Test helpers: hands laid out card by card. Compiled only for tests.

use super::{
    chips::Chips, event::Event, hand::Hand, options::PokerMode, Action, Command, RummoliGame,
    RummoliOptions, Seat, PACK,
};
use crate::cards::{parse_cards, Card, CardId};

pub fn card(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn ordered_pack() -> Vec<CardId> {
    PACK.ids().collect()
}

pub fn deal(order: Vec<CardId>) -> Command {
    Command::deal(order)
}

/// `seat` doing `action`.
pub fn play(seat: Seat, action: Action) -> Command {
    Command::Play { seat, action }
}

/// `seat` doing `action` in `game`, which must accept it: the events it made.
pub fn played(game: &mut RummoliGame, seat: Seat, action: Action) -> Vec<Event> {
    game.apply(&play(seat, action)).unwrap()
}

/// A game of `players` with `dealer` dealing, dealt from the ordered pack.
pub fn dealt(options: RummoliOptions, players: usize, dealer: Seat) -> RummoliGame {
    let mut game = RummoliGame::new(options, players, dealer).unwrap();
    game.apply(&deal(ordered_pack())).unwrap();
    game
}

/// A hand of seats `0..hands.len()` (dealer the last) holding `hands`, `dead` in the dead hand
/// and every other card already played by nobody, ready for the run-out; chips as given.
pub fn runout(hands: &[&str], dead: &str, stacks: &[u64]) -> (Hand, Chips) {
    let n = hands.len();
    let players: Vec<Seat> = (0..n).collect();
    let (mut hand, _) = Hand::deal(1, n - 1, players, n, PokerMode::Showdown, &ordered_pack());
    let mut placed = [false; 52];
    for (s, h) in hands.iter().enumerate() {
        hand.cards[s] = parse_cards(h).unwrap();
        hand.cards[s]
            .iter()
            .for_each(|c| placed[usize::from(c.index())] = true);
    }
    hand.dead = parse_cards(dead).unwrap();
    hand.dead
        .iter()
        .for_each(|c| placed[usize::from(c.index())] = true);
    hand.widow.clear();
    for (i, p) in placed.iter().enumerate() {
        if !p {
            // Played before the position under test, by a seat that is not playing.
            hand.played_by[i] = Some(99);
        }
    }
    let mut chips = Chips::new(n, 0);
    chips.stacks.copy_from_slice(stacks);
    (hand, chips)
}

/// Seat 0 leads `lead` and the run-out of `hand` goes on as far as it goes without a choice: the
/// events it made.
pub fn run_out(hand: &mut Hand, chips: &mut Chips, lead: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    hand.run_all(0, card(lead), chips, &mut ev);
    ev
}

/// The plays in `events`, as `(seat, "cards")`.
pub fn plays(events: &[Event]) -> Vec<(Seat, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Played { seat, cards } => {
                Some((*seat, crate::cards::CardList(cards).to_string()))
            }
            _ => None,
        })
        .collect()
}
