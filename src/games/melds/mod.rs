//! What a set and a run are, once for every rummy-family game: one group of pieces classified
//! under a game's parameters.
//!
//! A [`Piece`] is what a meld sees of a card or a tile: a natural with a suit (colour) and a rank
//! (number), or a joker. [`MeldRules`] says what the game allows: length bounds for sets and for
//! runs, how many jokers, whether a set needs distinct suits, where the ace may stand and the
//! highest rank. [`classify`] answers with the [`Shape`] the group makes, or the first reason it
//! makes none ([`NoMeld`]), which each game maps to its own words: Rummy's `MeldKind` (Y5),
//! Rumino's lay and rumino checks (R4, R5, R16), Rumminy's `ComboError` (N4–N6).
//!
//! Pure and allocation-free: Rumino's computer players ask it thousands of times a decision.
//! Jokers stand for any piece; a run never wraps (K-A-2 is never a run in any game here). Finding
//! the best melds in a hand is each game's own search (Rumino's deadwood solver, Rummy's
//! `melds_in`): this module judges one group.

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::cards::Card;

/// A card or tile as a meld sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A wild piece: it stands for any natural.
    Joker,
    /// `suit` 0–7 (a card's suit index, a tile's colour); `rank` from 1 (the ace, or tile 1) up
    /// to [`MeldRules::top`].
    Natural { suit: u8, rank: u8 },
}

impl From<Card> for Piece {
    fn from(card: Card) -> Piece {
        match (card.suit(), card.rank()) {
            (Some(suit), Some(rank)) => Piece::Natural {
                suit: suit.index(),
                rank: rank.number(),
            },
            _ => Piece::Joker,
        }
    }
}

/// What a set needs of its suits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetSuits {
    /// Every natural of a different suit (one deck, or Rumminy's colours: N5). Assumes a set is
    /// never longer than there are suits, so a joker can always take a missing one.
    Distinct,
    /// Any suits, duplicates included (Rumino's two decks: R4).
    Free,
}

/// Where the ace (rank 1) may stand in a run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ace {
    /// Only below the 2 (Y2, R4, N4).
    Low,
    /// Below the 2 or above the top rank (the `ace_high` option), never both at once: no wrap.
    LowOrHigh,
}

/// A game's parameters for one group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeldRules {
    /// How many pieces a set may have.
    pub set_len: RangeInclusive<usize>,
    /// How many pieces a run may have (also never more than `top`).
    pub run_len: RangeInclusive<usize>,
    /// The most jokers one group may hold (0: no jokers; `usize::MAX`: any number).
    pub max_jokers: usize,
    pub set_suits: SetSuits,
    pub ace: Ace,
    /// The highest rank: 13 for cards (the king), 9 for tiles.
    pub top: u8,
}

/// What a valid group is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every natural of one rank.
    Set { rank: u8 },
    /// Naturals of one suit at distinct ranks, the lowest at run position `low` and the highest
    /// at `high`; jokers fill the gaps or extend the ends. A run position is the rank, but an
    /// ace standing above the top rank is at `top + 1`.
    Run { suit: u8, low: u8, high: u8 },
    /// Jokers only: a set or a run of any pieces.
    Wild,
}

/// Why a group is no meld: the first reason found, in the order listed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoMeld {
    /// More jokers than the game allows (their number).
    TooManyJokers(usize),
    /// Fewer pieces than the shape needs (the group's length).
    TooShort(usize),
    /// More pieces than the shape allows (the group's length).
    TooLong(usize),
    /// A set whose suits must differ holds this natural's suit twice.
    SuitTwice(Piece),
    /// A run holds this natural's rank twice.
    RankTwice(Piece),
    /// A run misses this piece, and no joker is left to stand for it.
    Gap(Piece),
    /// Neither one rank nor one suit.
    Mixed,
}

/// What one pass over the group saw.
struct Seen {
    len: usize,
    jokers: usize,
    naturals: u32,
    /// Bit `r` for each rank present.
    ranks: u16,
    /// Bit `s` for each suit present.
    suits: u8,
    first: Option<(u8, u8)>,
    suit_twice: Option<Piece>,
    rank_twice: Option<Piece>,
}

impl Seen {
    fn read<P: Copy + Into<Piece>>(pieces: &[P]) -> Seen {
        let mut seen = Seen {
            len: pieces.len(),
            jokers: 0,
            naturals: 0,
            ranks: 0,
            suits: 0,
            first: None,
            suit_twice: None,
            rank_twice: None,
        };
        for &piece in pieces {
            let piece = piece.into();
            let Piece::Natural { suit, rank } = piece else {
                seen.jokers += 1;
                continue;
            };
            let (suit_bit, rank_bit) = (1u8 << (suit & 7), 1u16 << (rank & 15));
            if seen.suits & suit_bit != 0 && seen.suit_twice.is_none() {
                seen.suit_twice = Some(piece);
            }
            if seen.ranks & rank_bit != 0 && seen.rank_twice.is_none() {
                seen.rank_twice = Some(piece);
            }
            seen.suits |= suit_bit;
            seen.ranks |= rank_bit;
            seen.naturals += 1;
            seen.first.get_or_insert((suit, rank));
        }
        seen
    }
}

/// The shape `pieces` make under `rules`, or the first reason they make none.
///
/// The order of the pieces does not matter to whether they are a meld. A group whose naturals
/// are all of one rank is judged as a set (and, when it holds a single natural, also as a run),
/// one whose naturals are all of one suit as a run.
///
/// # Errors
/// In this order: too many jokers; shorter than any meld; then, for the shape the naturals point
/// to, too long or short, a suit or rank twice, a gap no joker fills; [`NoMeld::Mixed`] when the
/// naturals point to no shape.
#[inline]
pub fn classify<P: Copy + Into<Piece>>(pieces: &[P], rules: &MeldRules) -> Result<Shape, NoMeld> {
    let seen = Seen::read(pieces);
    if seen.jokers > rules.max_jokers {
        return Err(NoMeld::TooManyJokers(seen.jokers));
    }
    let shortest = (*rules.set_len.start()).min(*rules.run_len.start());
    if seen.len < shortest {
        return Err(NoMeld::TooShort(seen.len));
    }
    let Some((suit, rank)) = seen.first else {
        if rules.set_len.contains(&seen.len) {
            return Ok(Shape::Wild);
        }
        return run_len_fits(&seen, rules).map(|()| Shape::Wild);
    };
    if seen.ranks.count_ones() == 1 {
        let set = set(&seen, rank, rules);
        if set.is_err() && seen.naturals == 1 {
            return run(&seen, suit, rules).or(set);
        }
        set
    } else if seen.suits.count_ones() == 1 {
        run(&seen, suit, rules)
    } else {
        Err(NoMeld::Mixed)
    }
}

fn set(seen: &Seen, rank: u8, rules: &MeldRules) -> Result<Shape, NoMeld> {
    if seen.len > *rules.set_len.end() {
        return Err(NoMeld::TooLong(seen.len));
    }
    if seen.len < *rules.set_len.start() {
        return Err(NoMeld::TooShort(seen.len));
    }
    match seen.suit_twice {
        Some(piece) if rules.set_suits == SetSuits::Distinct => Err(NoMeld::SuitTwice(piece)),
        _ => Ok(Shape::Set { rank }),
    }
}

fn run_len_fits(seen: &Seen, rules: &MeldRules) -> Result<(), NoMeld> {
    if seen.len > (*rules.run_len.end()).min(usize::from(rules.top)) {
        return Err(NoMeld::TooLong(seen.len));
    }
    if seen.len < *rules.run_len.start() {
        return Err(NoMeld::TooShort(seen.len));
    }
    Ok(())
}

fn run(seen: &Seen, suit: u8, rules: &MeldRules) -> Result<Shape, NoMeld> {
    run_len_fits(seen, rules)?;
    if let Some(piece) = seen.rank_twice {
        return Err(NoMeld::RankTwice(piece));
    }
    let low = consecutive(seen.ranks, seen.jokers, suit);
    if low.is_err() && rules.ace == Ace::LowOrHigh && seen.ranks & 1 << 1 != 0 {
        let high = (seen.ranks & !(1 << 1)) | 1 << (rules.top + 1);
        if let ok @ Ok(_) = consecutive(high, seen.jokers, suit) {
            return ok;
        }
    }
    low
}

/// Whether the run positions in `ranks`, with `jokers` filling gaps, are consecutive.
fn consecutive(ranks: u16, jokers: usize, suit: u8) -> Result<Shape, NoMeld> {
    // `ranks` is never 0 here: a run has a natural.
    let low = ranks.trailing_zeros() as u8;
    let high = 15 - ranks.leading_zeros() as u8;
    let mut missing = (low..=high).filter(|&r| ranks & 1 << r == 0);
    match missing.nth(jokers) {
        Some(rank) => Err(NoMeld::Gap(Piece::Natural { suit, rank })),
        None => Ok(Shape::Run { suit, low, high }),
    }
}
