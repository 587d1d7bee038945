//! Card faces and physical cards.
//!
//! A [`Card`] is a face (`7♥`, `Joker`): what rules and players care about. A [`CardId`] is one of the
//! 108 physical cards of the pack (R1), so two `7♥` are distinct and every card can be accounted for.

use std::fmt;

/// The four French suits, in the order the notation lists them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit with index `i` (0..4), in [`Suit::ALL`] order.
    #[must_use]
    pub fn from_index(i: u8) -> Option<Suit> {
        Suit::ALL.get(usize::from(i)).copied()
    }

    #[must_use]
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The Unicode symbol used in every message, log line and CLI output.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// A rank from Ace (1) to King (13).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// `Some` for 1..=13.
    #[must_use]
    pub fn new(n: u8) -> Option<Rank> {
        (1..=13).contains(&n).then_some(Rank(n))
    }

    /// 1 for the Ace up to 13 for the King.
    #[must_use]
    pub fn number(self) -> u8 {
        self.0
    }

    /// Deadwood value (R2): Ace 1, 2–10 face value, J Q K 10.
    #[must_use]
    pub fn value(self) -> u8 {
        self.0.min(10)
    }

    /// Strength for the dealer draw (R7): Ace high, then K, Q, …, 2.
    #[must_use]
    pub fn draw_strength(self) -> u8 {
        if self.0 == 1 {
            14
        } else {
            self.0
        }
    }

    #[must_use]
    pub fn label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        LABELS[usize::from(self.0 - 1)]
    }
}

/// A card face: a rank and suit, or a joker. Packed in one byte: `suit * 13 + rank - 1`, joker 52.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const JOKER: Card = Card(52);

    #[must_use]
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit.index() * 13 + rank.number() - 1)
    }

    /// The face with packed index `i` (0..=52).
    #[must_use]
    pub fn from_index(i: u8) -> Option<Card> {
        (i <= 52).then_some(Card(i))
    }

    /// Packed index: `suit * 13 + rank - 1` for natural cards, 52 for the joker.
    #[must_use]
    pub fn index(self) -> u8 {
        self.0
    }

    #[must_use]
    pub fn is_joker(self) -> bool {
        self.0 == 52
    }

    /// `None` for the joker.
    #[must_use]
    pub fn rank(self) -> Option<Rank> {
        (!self.is_joker()).then(|| Rank(self.0 % 13 + 1))
    }

    /// `None` for the joker.
    #[must_use]
    pub fn suit(self) -> Option<Suit> {
        if self.is_joker() {
            None
        } else {
            Suit::from_index(self.0 / 13)
        }
    }

    /// Deadwood value (R2): jokers count 10.
    #[must_use]
    pub fn value(self) -> u8 {
        self.rank().map_or(10, Rank::value)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) => write!(f, "{}{}", rank.label(), suit.symbol()),
            _ => f.write_str("Joker"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// One of the 108 physical cards (R1): ids 0..52 are the first French deck, 52..104 the second,
/// 104..108 the four jokers.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct CardId(u8);

impl CardId {
    /// Number of physical cards in the pack (R1).
    pub const COUNT: usize = 108;

    #[must_use]
    pub fn new(id: u8) -> Option<CardId> {
        (usize::from(id) < Self::COUNT).then_some(CardId(id))
    }

    #[must_use]
    pub fn index(self) -> u8 {
        self.0
    }

    /// The face this physical card shows.
    #[must_use]
    pub fn card(self) -> Card {
        if self.0 >= 104 {
            Card::JOKER
        } else {
            Card(self.0 % 52)
        }
    }

    /// All 108 physical cards in id order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..Self::COUNT as u8).map(CardId)
    }
}

/// A card in a message is written in the notation every language shares (`7♥`).
impl crate::lang::catalogue::Arg for Card {
    fn arg(&self) -> fluent_bundle::FluentValue<'static> {
        self.to_string().into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_pack_has_108_cards_with_two_of_each_face_and_four_jokers() {
        let mut counts = [0u8; 53];
        for id in CardId::all() {
            counts[usize::from(id.card().index())] += 1;
        }
        assert!(counts[..52].iter().all(|&c| c == 2));
        assert_eq!(counts[52], 4);
    }

    #[test]
    fn r2_values() {
        let v = |r: u8| Card::new(Rank::new(r).unwrap(), Suit::Clubs).value();
        assert_eq!(v(1), 1);
        assert_eq!(v(7), 7);
        assert_eq!(v(10), 10);
        assert_eq!(v(11), 10);
        assert_eq!(v(13), 10);
        assert_eq!(Card::JOKER.value(), 10);
    }

    #[test]
    fn faces_round_trip_through_rank_and_suit() {
        for i in 0..52 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(Card::new(c.rank().unwrap(), c.suit().unwrap()), c);
        }
        assert!(Card::JOKER.rank().is_none());
        assert!(Card::from_index(53).is_none());
    }
}
