//! The 108-card pack and its shuffles.
//!
//! A deck order is plain data (`Vec<CardId>`, top card first) so each hand's order can be stored
//! and replayed (R9). The RNG is injected: the bot passes a CSPRNG, tests a seeded one.

use rand::{seq::SliceRandom, Rng};

use super::card::CardId;

/// A deck order, top card first.
pub type DeckOrder = Vec<CardId>;

/// The full pack (R1) in a fresh uniform random order.
pub fn shuffled_pack(rng: &mut impl Rng) -> DeckOrder {
    let mut deck: DeckOrder = CardId::all().collect();
    deck.shuffle(rng);
    deck
}

/// Whether `order` holds each of the 108 physical cards exactly once.
#[must_use]
pub fn is_full_pack(order: &[CardId]) -> bool {
    let mut seen = [false; CardId::COUNT];
    order.len() == CardId::COUNT
        && order
            .iter()
            .all(|id| !std::mem::replace(&mut seen[usize::from(id.index())], true))
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
}
