//! Ramino's card notation (T1, T22): `F♠ D♥ R♣ 7♦` for the Italian pack, `U♠ O♦ K♥ A♣ 10♥` for
//! the German one.
//!
//! Printing needs the pack (the King is `R` in one and `K` in the other); parsing does not: the
//! court letters of both packs, and the French `J Q K`, are all accepted, then the card is checked
//! against the table's pack. Suits are `♠ ♣ ♦ ♥` or `s c d h`, ranks case-insensitive.

use std::fmt;

use super::cards::PackKind;
use crate::cards::{Card, Rank};

/// A card as a Ramino table shows it: the face and the pack that names its rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PackCard {
    pub pack: PackKind,
    pub card: Card,
}

impl fmt::Display for PackCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.card.rank(), self.card.suit()) {
            (Some(rank), Some(suit)) => {
                write!(f, "{}{}", self.pack.label(rank), suit.symbol())
            }
            _ => f.write_str("?"),
        }
    }
}

/// A card in a message is written in the table's pack, as every language writes it (`F♠`).
impl crate::lang::catalogue::Arg for PackCard {
    fn arg(&self) -> fluent_bundle::FluentValue<'static> {
        self.to_string().into()
    }
}

/// Cards of one pack, printed separated by single spaces.
pub struct PackCards<'a> {
    pub pack: PackKind,
    pub cards: &'a [Card],
}

impl fmt::Display for PackCards<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &card) in self.cards.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            fmt::Display::fmt(
                &PackCard {
                    pack: self.pack,
                    card,
                },
                f,
            )?;
        }
        Ok(())
    }
}

/// A token that is not a card of the pack. Its text names the token and the pack's ranks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{token}” is not a card of this pack: write a rank ({ranks}) and a suit (♠ ♣ ♦ ♥ or s c d h), like {example}.")]
pub struct ParseCardError {
    pub token: String,
    pub ranks: &'static str,
    pub example: &'static str,
}

impl ParseCardError {
    fn new(token: &str, pack: PackKind) -> ParseCardError {
        let (ranks, example) = match pack {
            PackKind::Italian => ("A, 2–7, F, D, R", "F♠ or 7h"),
            PackKind::German => ("6–10, U, O, K, A", "U♠ or 10h"),
        };
        ParseCardError {
            token: token.to_owned(),
            ranks,
            example,
        }
    }
}

/// A hand that names one card twice: each card is in the pack once (T1), and the court letters
/// of both packs and the French ones spell the same cards (`J♣`, `U♣` and `F♣` are one card).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{again}” names {card} a second time (first as “{first}”): each card is in the pack once, so write it once.")]
pub struct RepeatedCardError {
    /// The token that named it first, as written.
    pub first: String,
    /// The token that named it again, as written.
    pub again: String,
    /// The card, in the pack's notation.
    pub card: String,
}

impl RepeatedCardError {
    /// The error for `card`, named twice among the tokens of `line` (as [`parse_cards`] splits
    /// them).
    #[must_use]
    pub fn in_line(line: &str, card: Card, pack: PackKind) -> RepeatedCardError {
        let mut naming = tokens(line).filter(|t| parse_card(t, pack) == Ok(card));
        let first = naming.next().unwrap_or_default().to_owned();
        RepeatedCardError {
            again: naming.next().unwrap_or(&first).to_owned(),
            first,
            card: PackCard { pack, card }.to_string(),
        }
    }
}

/// The face a token names, in either pack's letters (or French `J Q K`).
fn parse_face(s: &str) -> Option<Card> {
    crate::cards::parse_face(s, |court| match court {
        "f" | "u" | "j" => Some(Rank::JACK),
        "d" | "o" | "q" => Some(Rank::QUEEN),
        "r" | "k" => Some(Rank::KING),
        _ => None,
    })
}

/// Parses one card of `pack`.
///
/// # Errors
/// The token is not a card, or not one of this pack (`8♠` in the Italian pack).
pub fn parse_card(s: &str, pack: PackKind) -> Result<Card, ParseCardError> {
    parse_face(s)
        .filter(|c| c.rank().and_then(|r| pack.position(r)).is_some())
        .ok_or_else(|| ParseCardError::new(s, pack))
}

/// Parses cards of `pack` separated by white space or commas.
///
/// # Errors
/// The first token that is not a card of the pack.
pub fn parse_cards(s: &str, pack: PackKind) -> Result<Vec<Card>, ParseCardError> {
    tokens(s).map(|t| parse_card(t, pack)).collect()
}

/// The tokens of a line of cards: separated by white space or commas.
pub fn tokens(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t1_t22_every_card_of_both_packs_round_trips() {
        for pack in PackKind::ALL {
            for id in pack.pack().ids() {
                let card = id.card();
                let text = PackCard { pack, card }.to_string();
                assert_eq!(parse_card(&text, pack), Ok(card), "{text}");
            }
        }
    }

    #[test]
    fn t1_t22_court_letters_print_per_pack() {
        let it = parse_cards("F♠ D♥ R♣ A♦ 7h", PackKind::Italian).unwrap();
        let shown = PackCards {
            pack: PackKind::Italian,
            cards: &it,
        };
        assert_eq!(shown.to_string(), "F♠ D♥ R♣ A♦ 7♥");
        let de = parse_cards("U♠ O♦ K♥ A♣ 10♥ 6s", PackKind::German).unwrap();
        let shown = PackCards {
            pack: PackKind::German,
            cards: &de,
        };
        assert_eq!(shown.to_string(), "U♠ O♦ K♥ A♣ 10♥ 6♠");
        // R and K are the same card: the King.
        assert_eq!(
            parse_card("R♣", PackKind::German),
            parse_card("K♣", PackKind::Italian)
        );
    }

    #[test]
    fn t1_a_card_named_twice_is_named_with_both_spellings() {
        let err = RepeatedCardError::in_line("A♠ J♣, 2♠ U♣", card("F♣"), PackKind::Italian);
        assert_eq!((err.first.as_str(), err.again.as_str()), ("J♣", "U♣"));
        assert_eq!(err.card, "F♣");
        assert!(err
            .to_string()
            .starts_with("“U♣” names F♣ a second time (first as “J♣”)"));
    }

    fn card(s: &str) -> Card {
        parse_card(s, PackKind::Italian).unwrap()
    }

    #[test]
    fn cards_outside_the_pack_are_refused_by_name() {
        let err = parse_cards("A♠ 8♠", PackKind::Italian).unwrap_err();
        assert_eq!(err.token, "8♠");
        assert!(err.to_string().contains("F, D, R"));
        assert!(parse_card("5♠", PackKind::German).is_err());
        for bad in ["", "x", "F", "♠", "11s", "0h", "Fx"] {
            assert!(parse_card(bad, PackKind::Italian).is_err(), "{bad:?}");
        }
    }
}
