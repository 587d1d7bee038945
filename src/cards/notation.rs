//! Parsing card notation, and serde in that notation.
//!
//! Output is always `A♠ 2♥ 10♦ J♣ Q♠ K♥ Joker` (see `Card`'s `Display`). Input also accepts ASCII
//! (`As`, `Th` or `10h`, `Jc`, `JK`), case-insensitively, so a player or a script can type it.

use std::{fmt, str::FromStr};

use super::card::{Card, Rank, Suit};

/// A token that is not a card. Its text names the token and says what a card looks like.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{token}” is not a card: write a rank (A, 2–10, J, Q, K) and a suit (♠ ♥ ♦ ♣ or s h d c), like 7♥, 10s or Qd, or Joker")]
pub struct ParseCardError {
    pub token: String,
}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        parse_token(s).ok_or_else(|| ParseCardError {
            token: s.to_owned(),
        })
    }
}

fn parse_token(s: &str) -> Option<Card> {
    if s.eq_ignore_ascii_case("joker") || s.eq_ignore_ascii_case("jk") {
        return Some(Card::JOKER);
    }
    parse_face(s, |court| match court {
        "j" => Some(Rank::JACK),
        "q" => Some(Rank::QUEEN),
        "k" => Some(Rank::KING),
        _ => None,
    })
}

/// The face a token names: its last character is the suit (`s h d c` or a symbol), the rest the
/// rank, in any case: `A` or `1`, `2`–`10` (or `T`), or a court card as `court` reads it (lower
/// case), since every pack letters its court cards its own way.
pub fn parse_face(s: &str, court: impl Fn(&str) -> Option<Rank>) -> Option<Card> {
    let suit_char = s.chars().next_back()?;
    let rank_part = &s[..s.len() - suit_char.len_utf8()];
    let suit = match suit_char.to_ascii_lowercase() {
        's' | '♠' | '♤' => Suit::Spades,
        'h' | '♥' | '♡' => Suit::Hearts,
        'd' | '♦' | '♢' => Suit::Diamonds,
        'c' | '♣' | '♧' => Suit::Clubs,
        _ => return None,
    };
    let rank = match rank_part.to_ascii_lowercase().as_str() {
        "a" | "1" => Rank::ACE,
        "t" | "10" => Rank::new(10)?,
        digit if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() => {
            Rank::new(digit.parse().ok()?).filter(|r| r.number() >= 2)?
        }
        other => court(other)?,
    };
    Some(Card::new(rank, suit))
}

/// Parses cards separated by white space or commas.
///
/// # Errors
/// The first token that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, ParseCardError> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// Formats cards in notation, separated by single spaces.
pub struct CardList<'a>(pub &'a [Card]);

impl fmt::Display for CardList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            fmt::Display::fmt(c, f)?;
        }
        Ok(())
    }
}

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_round_trips_through_its_notation() {
        for i in 0..=52 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }

    #[test]
    fn ascii_forms_are_accepted_case_insensitively() {
        let cards = parse_cards("As th 10H jc JK joker QD kS 2c").unwrap();
        assert_eq!(
            CardList(&cards).to_string(),
            "A♠ 10♥ 10♥ J♣ Joker Joker Q♦ K♠ 2♣"
        );
    }

    #[test]
    fn bad_token_is_named_in_the_error() {
        let err = parse_cards("A♠ 11h 3c").unwrap_err();
        assert_eq!(err.token, "11h");
        assert!(err.to_string().contains("“11h”"));
        for bad in ["", "x", "1x", "0s", "1s0", "♠", "Jokers", "10", "h"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn serde_uses_the_notation() {
        let json = serde_json::to_string(&parse_cards("10♦ Joker").unwrap()).unwrap();
        assert_eq!(json, r#"["10♦","Joker"]"#);
        let back: Vec<Card> = serde_json::from_str(&json).unwrap();
        assert_eq!(CardList(&back).to_string(), "10♦ Joker");
    }
}
