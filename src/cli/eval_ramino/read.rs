//! Reading a line of `rumino eval --game ramino`: its tokens, as [`notation::tokens`] splits
//! them, each read by [`parse_card`] (the notation's one authority) once per spelling and run,
//! then remembered.
//!
//! Splitting and parsing were most of the first version's time: it checked each line was UTF-8,
//! decoded every character to ask whether it is white space, and a parse lower-cased the rank into
//! a new `String`. Here a line stays bytes: separators are found byte by byte, and a token is
//! looked up by its bytes; only a spelling not met before is checked and parsed.

use crate::cards::Card;
use crate::games::ramino::classify::{spot, Holding};
use crate::games::ramino::{notation, parse_card, PackKind, RepeatedCardError};

/// Cards of one pack by spelling (`F♠`, `fs`, `J♠` …), filled as spellings are met. Only tokens
/// that parse are kept and a pack has a few hundred spellings at most, so it never fills up in
/// practice; if it does, further spellings are parsed every time, never evicted or mistaken.
pub(super) struct Spellings {
    pack: PackKind,
    /// Open addressing, linear probing; a key packs a token of 1 to 7 bytes with its length in
    /// the top byte, so no token's key is 0, the empty slot.
    slots: Box<[(u64, Card)]>,
    used: usize,
}

const SLOTS: usize = 1024;

/// Why a token gave no card.
enum Unread {
    NotACard(notation::ParseCardError),
    NotUtf8,
}

impl Spellings {
    pub(super) fn new(pack: PackKind) -> Spellings {
        Spellings {
            pack,
            slots: vec![(0, Card::JOKER); SLOTS].into_boxed_slice(),
            used: 0,
        }
    }

    /// The card `token` names in the pack, or why it names none.
    fn card(&mut self, token: &[u8]) -> Result<Card, Unread> {
        if token.is_empty() || token.len() > 7 {
            return self.parse(token);
        }
        let mut key = (token.len() as u64) << 56;
        for (i, &b) in token.iter().enumerate() {
            key |= u64::from(b) << (8 * i);
        }
        let mut at = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 54) as usize % SLOTS;
        loop {
            match self.slots[at] {
                (k, card) if k == key => return Ok(card),
                (0, _) => break,
                _ => at = (at + 1) % SLOTS,
            }
        }
        let card = self.parse(token)?;
        // Keep a quarter free, so a probe always ends soon at an empty slot.
        if self.used < SLOTS * 3 / 4 {
            self.slots[at] = (key, card);
            self.used += 1;
        }
        Ok(card)
    }

    fn parse(&self, token: &[u8]) -> Result<Card, Unread> {
        let text = std::str::from_utf8(token).map_err(|_| Unread::NotUtf8)?;
        parse_card(text, self.pack).map_err(Unread::NotACard)
    }
}

/// The cards of `line` into `hand`, in the order written, and the hand as a [`Holding`]; the
/// error's text if a token is not a card of the pack or names a card already in the hand (T1). A
/// line that is not UTF-8 is read with its bad bytes replaced (U+FFFD).
pub(super) fn read_hand(
    line: &[u8],
    hand: &mut Vec<Card>,
    spellings: &mut Spellings,
) -> Result<Holding, String> {
    hand.clear();
    let pack = spellings.pack;
    let mut held = Holding::default();
    for token in Tokens::new(line) {
        let card = match spellings.card(token) {
            Ok(card) => card,
            Err(Unread::NotACard(e)) => return Err(e.to_string()),
            // Bad bytes are never separators, so they are inside a token: replaced, the line is
            // valid and this cannot happen again.
            Err(Unread::NotUtf8) => {
                let text = String::from_utf8_lossy(line).into_owned();
                return read_hand(text.as_bytes(), hand, spellings);
            }
        };
        // Every card that parses is in the pack, so it has a spot.
        match spot(card, pack) {
            Some(at) if !held.has(at) => held.add(at),
            _ => {
                let text = String::from_utf8_lossy(line);
                return Err(RepeatedCardError::in_line(&text, card, pack).to_string());
            }
        }
        hand.push(card);
    }
    Ok(held)
}

/// The white space characters ([`char::is_whitespace`]) beyond ASCII, as UTF-8: each starts with
/// byte C2, E1, E2 or E3.
const WIDE_SPACES: [&str; 19] = [
    "\u{85}", "\u{a0}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}",
    "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}", "\u{200a}", "\u{2028}", "\u{2029}",
    "\u{202f}", "\u{205f}", "\u{3000}",
];

/// What a byte can start: 0 no separator, 1 a one-byte separator (ASCII white space or a
/// comma), 2 perhaps a [`WIDE_SPACES`] character. Most bytes of a line are 0.
const STARTS: [u8; 256] = {
    let mut starts = [0; 256];
    let mut i = 0;
    while i < 6 {
        starts[[b'\t', b'\n', 0x0B, 0x0C, b'\r', b' '][i] as usize] = 1;
        i += 1;
    }
    starts[b',' as usize] = 1;
    starts[0xC2] = 2;
    starts[0xE1] = 2;
    starts[0xE2] = 2;
    starts[0xE3] = 2;
    starts
};

/// The length of the separator (white space or a comma) starting at byte `i`, 0 if none does.
#[inline]
fn separator(bytes: &[u8], i: usize) -> usize {
    match STARTS[usize::from(bytes[i])] {
        0 => 0,
        1 => 1,
        _ => wide_space(&bytes[i..]),
    }
}

/// The length of the [`WIDE_SPACES`] character `rest` starts with, 0 if none.
fn wide_space(rest: &[u8]) -> usize {
    // The suit symbols (E2 99 ..) go on after E2 with a byte no white space has.
    if rest.len() > 1 && rest[0] == 0xE2 && rest[1] > 0x81 {
        return 0;
    }
    WIDE_SPACES
        .iter()
        .find(|s| rest.starts_with(s.as_bytes()))
        .map_or(0, |s| s.len())
}

/// The tokens of a line exactly as [`notation::tokens`] gives them for its text (white space,
/// as [`char::is_whitespace`], or commas between), as bytes.
pub(super) struct Tokens<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Tokens<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, at: 0 }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        let bytes = self.bytes;
        let mut i = self.at;
        loop {
            if i >= bytes.len() {
                self.at = i;
                return None;
            }
            match separator(bytes, i) {
                0 => break,
                n => i += n,
            }
        }
        let start = i;
        // The token runs to the next byte that starts a separator: most bytes start nothing, and
        // `position` skips them fast.
        loop {
            i += 1;
            match bytes[i..].iter().position(|&b| STARTS[usize::from(b)] != 0) {
                Some(n) if separator(bytes, i + n) == 0 => i += n,
                Some(n) => {
                    i += n;
                    break;
                }
                None => {
                    i = bytes.len();
                    break;
                }
            }
        }
        self.at = i;
        Some(&bytes[start..i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn fast(text: &str) -> Vec<&str> {
        Tokens::new(text.as_bytes())
            .map(|t| std::str::from_utf8(t).unwrap())
            .collect()
    }

    #[test]
    fn every_character_separates_tokens_as_the_notation_says() {
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            for text in [format!("a{c}b"), format!("{c}{c}F♠{c}")] {
                let notation: Vec<&str> = notation::tokens(&text).collect();
                assert_eq!(fast(&text), notation, "U+{:04X}", u32::from(c));
            }
        }
    }

    proptest! {
        #[test]
        fn tokens_split_like_the_notation(
            text in proptest::collection::vec(
                prop_oneof![
                    Just("F♠"), Just("10h"), Just("x"), Just("♥"), Just("é"),
                    Just(" "), Just(","), Just("\t"), Just("\r\n"), Just("\u{b}"),
                    Just("\u{a0}"), Just("\u{85}"), Just("\u{2003}"), Just("\u{2028}"),
                    Just("\u{205f}"), Just("\u{3000}"), Just("\u{1680}"), Just("\u{200b}"),
                    Just("\u{1c}"), Just("\u{2060}"),
                ],
                0..24,
            ).prop_map(|parts| parts.concat())
        ) {
            let notation: Vec<&str> = notation::tokens(&text).collect();
            prop_assert_eq!(fast(&text), notation);
        }
    }

    fn read(spellings: &mut Spellings, token: &str) -> Option<Card> {
        spellings.card(token.as_bytes()).ok()
    }

    #[test]
    fn spellings_read_like_the_notation_and_refuse_what_it_refuses() {
        for pack in PackKind::ALL {
            let mut spellings = Spellings::new(pack);
            let tokens = [
                "F♠", "fs", "FS", "J♠", "U♠", "u♤", "10h", "Th", "T♥", "A♦", "1d", "ad", "R♣",
                "K♣", "kc", "7♥", "8♥", "6c", "5c", "D♦", "O♦", "q♢", "", "xx", "11s", "10♥♥",
            ];
            for _ in 0..3 {
                for token in tokens {
                    assert_eq!(
                        read(&mut spellings, token),
                        parse_card(token, pack).ok(),
                        "{pack:?} {token:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_reads_as_its_replaced_text() {
        let lines: [&[u8]; 6] = [
            b"A\xff 2s",
            b"As \xe2\x80 2s",
            b"\xc2 As",
            b"As\xe2\x99",
            b"As,2s \xf0\x9f",
            b"\xe2\x80\x80As",
        ];
        let mut spellings = Spellings::new(PackKind::Italian);
        for line in lines {
            let (mut raw_hand, mut text_hand) = (Vec::new(), Vec::new());
            let raw = read_hand(line, &mut raw_hand, &mut spellings);
            let text = String::from_utf8_lossy(line);
            let replaced = read_hand(text.as_bytes(), &mut text_hand, &mut spellings);
            assert_eq!((raw, raw_hand), (replaced, text_hand), "{text}");
        }
    }

    #[test]
    fn a_full_table_still_reads_every_spelling() {
        let mut spellings = Spellings::new(PackKind::Italian);
        spellings.used = SLOTS * 3 / 4;
        let f = parse_card("F♠", PackKind::Italian).ok();
        assert_eq!(read(&mut spellings, "F♠"), f);
        assert_eq!(read(&mut spellings, "F♠"), f);
        assert_eq!(read(&mut spellings, "8♠"), None);
    }
}
