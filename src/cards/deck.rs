//! Packs and their shuffles.
//!
//! A deck order is plain data (`Vec<CardId>`, top card first) so each hand's order can be stored
//! and replayed (R9, Y11). The RNG is injected: the bot passes a CSPRNG, tests a seeded one.
//! Which physical cards make up a game's pack is data too ([`Pack`]): Rumino plays the 108-card
//! pack, Rummy one French deck of 52 (Y1), Ramino the 40 Italian or 36 German cards (T1, T22), all
//! drawn from the same [`CardId`] space, and so are Rumminy's 74 tiles (N1). The short packs are the first deck's ids of their ranks;
//! how a game names and orders those ranks is the game's own business.

use rand::{seq::SliceRandom, Rng};
use serde::{Deserialize, Serialize};

use super::card::CardId;

/// A deck order, top card first.
pub type DeckOrder = Vec<CardId>;

/// The physical cards a game is played with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pack {
    /// Two French decks and four jokers (Rumino, R1): ids 0..108.
    French108,
    /// One French deck, no jokers (Rummy, Y1): ids 0..52.
    French52,
    /// The 40-card Italian pack (Ramino, T1): ranks A–7 and J Q K (Fante, Donna, Re) of the first
    /// deck, four suits.
    Italian40,
    /// The 36-card German pack (Ramino, T22): ranks 6–10, J Q K (Unter, Ober, König) and A of the
    /// first deck, four suits.
    German36,
    /// Rumminy's 74 tiles (N1), drawn from the same id space: ranks 1–9 of both decks (a suit is a
    /// tile colour) and the first two jokers. Rumminy names them itself (`R7`, `J`).
    Tiles74,
}

impl Pack {
    /// Number of cards in the pack.
    #[must_use]
    pub fn len(self) -> usize {
        match self {
            Pack::French108 => CardId::COUNT,
            Pack::French52 => 52,
            Pack::Italian40 => 40,
            Pack::German36 => 36,
            Pack::Tiles74 => 74,
        }
    }

    /// Never true: every pack has cards. Present because `len` is.
    #[must_use]
    pub fn is_empty(self) -> bool {
        false
    }

    /// The pack's cards in id order.
    pub fn ids(self) -> impl Iterator<Item = CardId> {
        CardId::all().filter(move |&id| self.contains(id))
    }

    /// Whether `id` belongs to this pack.
    #[must_use]
    pub fn contains(self, id: CardId) -> bool {
        let first_deck = id.index() < 52;
        let rank = || id.card().rank().map_or(0, |r| r.number());
        match self {
            Pack::French108 => true,
            Pack::French52 => first_deck,
            Pack::Italian40 => first_deck && !(8..=10).contains(&rank()),
            Pack::German36 => first_deck && !(2..=5).contains(&rank()),
            Pack::Tiles74 if id.card().is_joker() => id.index() < 106,
            Pack::Tiles74 => rank() <= 9,
        }
    }

    /// The pack in a fresh uniform random order.
    pub fn shuffled(self, rng: &mut impl Rng) -> DeckOrder {
        let mut deck: DeckOrder = self.ids().collect();
        deck.shuffle(rng);
        deck
    }

    /// Whether `order` holds each card of this pack exactly once, and nothing else.
    #[must_use]
    pub fn is_full(self, order: &[CardId]) -> bool {
        let mut seen = [false; CardId::COUNT];
        order.len() == self.len()
            && order.iter().all(|&id| {
                self.contains(id) && !std::mem::replace(&mut seen[usize::from(id.index())], true)
            })
    }
}

/// The full 108-card pack (R1) in a fresh uniform random order.
pub fn shuffled_pack(rng: &mut impl Rng) -> DeckOrder {
    Pack::French108.shuffled(rng)
}

/// Whether `order` holds each of the 108 physical cards exactly once.
#[must_use]
pub fn is_full_pack(order: &[CardId]) -> bool {
    Pack::French108.is_full(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn r9_shuffle_is_a_permutation_and_replays_from_its_seed() {
        let a = shuffled_pack(&mut rand_chacha::ChaCha8Rng::seed_from_u64(7));
        let b = shuffled_pack(&mut rand_chacha::ChaCha8Rng::seed_from_u64(7));
        assert!(is_full_pack(&a));
        assert_eq!(a, b);
        let mut dup = a.clone();
        dup[0] = dup[1];
        assert!(!is_full_pack(&dup));
        assert!(!is_full_pack(&a[1..]));
    }

    #[test]
    fn y1_french52_is_one_deck_of_distinct_faces() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let order = Pack::French52.shuffled(&mut rng);
        assert!(Pack::French52.is_full(&order));
        assert!(!Pack::French108.is_full(&order));
        let mut faces: Vec<_> = order.iter().map(|id| id.card()).collect();
        faces.sort_unstable();
        faces.dedup();
        assert_eq!(faces.len(), 52);
        assert!(faces.iter().all(|c| !c.is_joker()));
        // A card of the second deck is not part of the 52-card pack, even in a 52-long order.
        let mut foreign = order.clone();
        foreign[0] = CardId::new(60).unwrap();
        assert!(!Pack::French52.is_full(&foreign));
        assert!(!Pack::French52.is_full(&order[1..]));
    }

    #[test]
    fn short_packs_hold_their_ranks_once_in_each_suit() {
        let ranks = |pack: Pack| {
            let mut r: Vec<u8> = pack
                .ids()
                .map(|id| id.card().rank().unwrap().number())
                .collect();
            r.sort_unstable();
            r.dedup();
            r
        };
        assert_eq!(ranks(Pack::Italian40), [1, 2, 3, 4, 5, 6, 7, 11, 12, 13]);
        assert_eq!(ranks(Pack::German36), [1, 6, 7, 8, 9, 10, 11, 12, 13]);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for pack in [Pack::Italian40, Pack::German36] {
            assert_eq!(pack.ids().count(), pack.len());
            assert!(pack.ids().all(|id| id.index() < 52));
            let order = pack.shuffled(&mut rng);
            assert!(pack.is_full(&order));
            assert!(!Pack::French52.is_full(&order));
            assert!(!pack.is_full(&order[1..]));
            let mut dup = order.clone();
            dup[0] = dup[1];
            assert!(!pack.is_full(&dup));
        }
        let eight = CardId::new(7).unwrap(); // 8♠
        assert!(!Pack::Italian40.contains(eight) && Pack::German36.contains(eight));
        let two = CardId::new(1).unwrap(); // 2♠
        assert!(Pack::Italian40.contains(two) && !Pack::German36.contains(two));
        let second_deck_ace = CardId::new(52).unwrap();
        assert!(!Pack::Italian40.contains(second_deck_ace));
        assert!(!Pack::German36.contains(second_deck_ace));
    }

    #[test]
    fn n1_tiles74_is_ranks_1_to_9_of_both_decks_and_two_jokers() {
        let ids: Vec<CardId> = Pack::Tiles74.ids().collect();
        assert_eq!(ids.len(), 74);
        assert_eq!(ids.iter().filter(|id| id.card().is_joker()).count(), 2);
        assert!(ids
            .iter()
            .all(|id| id.card().rank().is_none_or(|r| r.number() <= 9)));
        let order = Pack::Tiles74.shuffled(&mut rand_chacha::ChaCha8Rng::seed_from_u64(5));
        assert!(Pack::Tiles74.is_full(&order));
        assert!(!Pack::Tiles74.is_full(&order[1..]));
    }
}
