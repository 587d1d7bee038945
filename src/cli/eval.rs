//! `rumino eval`: score hands from a script, one per line, as JSON lines.
//!
//! Scripts and tests may pipe millions of hands through this, so it streams in constant memory and
//! writes its JSON by hand: buffers are reused from line to line, card names are formatted once,
//! and nothing is allocated per hand except for a parse error or a line that is not UTF-8. A line
//! that does not parse yields an error object and the run goes on; a blank line is an empty hand.

use std::io::{self, BufRead, BufWriter, Write};

use crate::cards::{Card, ParseCardError};
use crate::games::rumino::lays::{
    arrange_into, gin_discard_given, is_rumino, rumino_discard, LayRules, Scratch,
};

/// Reads hands from `input`, one per line, and writes one JSON object per line to `output`:
/// `{"hand":[…],"deadwood":N,"lays":[[…],…],"gin":bool,"rumino":bool}`.
///
/// Cards are in the notation of [`crate::cards::parse_cards`] (`A♠ 10♥ Joker`, or `As Th Jc JK`).
/// `deadwood` and `lays` are for every card of the line (R6). `gin` and `rumino` (R15, R16) are
/// about 7 cards: the hand itself for a 7-card line, some 7 of the 8 for an 8-card line (a
/// discard would leave it, R11); for other sizes they are false. A line that is not cards gets
/// `{"error":"…"}` with the parse error's text. Returns the number of lines read.
///
/// # Errors
/// Reading `input` or writing `output` failed.
pub fn run(input: impl BufRead, output: impl Write, rules: LayRules) -> io::Result<u64> {
    let mut out = BufWriter::with_capacity(1 << 16, output);
    let names: Vec<String> = (0..=52)
        .filter_map(Card::from_index)
        .map(|c| c.to_string())
        .collect();
    let (mut hand, mut scratch) = (Vec::new(), Scratch::default());
    let mut tokens = TokenCache::default();
    let lines = each_line(input, |line| {
        let parsed = match std::str::from_utf8(line) {
            Ok(text) => parse_into(text, &mut hand, &mut tokens),
            Err(_) => parse_into(&String::from_utf8_lossy(line), &mut hand, &mut tokens),
        };
        match parsed {
            Ok(()) => write_hand(&mut out, &names, &hand, rules, &mut scratch),
            Err(err) => write_error(&mut out, &err.to_string()),
        }
    })?;
    out.flush()?;
    Ok(lines)
}

/// Calls `each` with every line of `input` (its newline included) in one reused buffer;
/// returns how many lines there were.
///
/// # Errors
/// Reading `input` failed, or `each` did.
pub(crate) fn each_line(
    mut input: impl BufRead,
    mut each: impl FnMut(&[u8]) -> io::Result<()>,
) -> io::Result<u64> {
    let mut line = Vec::new();
    let mut lines = 0;
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(lines);
        }
        lines += 1;
        each(&line)?;
    }
}

/// The line of a hand that could not be read: `{"error":"…"}`.
///
/// # Errors
/// Writing failed.
pub(crate) fn write_error(out: &mut impl Write, message: &str) -> io::Result<()> {
    out.write_all(b"{\"error\":\"")?;
    write_escaped(out, message)?;
    out.write_all(b"\"}\n")
}

/// Parses `text` like [`crate::cards::parse_cards`] (white space or commas between cards), into a
/// reused buffer.
fn parse_into(
    text: &str,
    hand: &mut Vec<Card>,
    tokens: &mut TokenCache,
) -> Result<(), ParseCardError> {
    hand.clear();
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        hand.push(tokens.parse(token)?);
    }
    Ok(())
}

/// Remembers tokens that parsed, so each spelling goes through `Card::from_str` (the notation's
/// one authority) once per run instead of once per card: parsing was a third of the run time.
/// Direct-mapped on the token's bytes; every card token is at most 5 bytes (`10♥`, `Joker`).
struct TokenCache {
    slots: [(u64, Card); 256],
}

impl Default for TokenCache {
    fn default() -> Self {
        TokenCache {
            slots: [(0, Card::JOKER); 256],
        }
    }
}

impl TokenCache {
    fn parse(&mut self, token: &str) -> Result<Card, ParseCardError> {
        let bytes = token.as_bytes();
        if bytes.len() > 7 {
            return token.parse();
        }
        // The length in the top byte keeps every key of a non-empty token unique and non-zero.
        let mut key = (bytes.len() as u64) << 56;
        for (i, &b) in bytes.iter().enumerate() {
            key |= u64::from(b) << (8 * i);
        }
        let slot = &mut self.slots[(key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize];
        if slot.0 == key {
            return Ok(slot.1);
        }
        let card = token.parse()?;
        *slot = (key, card);
        Ok(card)
    }
}

fn write_hand(
    out: &mut impl Write,
    names: &[String],
    hand: &[Card],
    rules: LayRules,
    scratch: &mut Scratch,
) -> io::Result<()> {
    let deadwood = arrange_into(hand, rules, scratch);
    let (gin, rumino) = match hand.len() {
        7 => (deadwood == 0, is_rumino(hand, rules)),
        // The arrangement's deadwood spares `gin_discard` solving the 8 cards again.
        8 => (
            gin_discard_given(hand, rules, deadwood).is_some(),
            rumino_discard(hand, rules).is_some(),
        ),
        _ => (false, false),
    };
    out.write_all(b"{\"hand\":")?;
    write_cards(out, names, hand)?;
    out.write_all(b",\"deadwood\":")?;
    write_number(out, deadwood)?;
    out.write_all(b",\"lays\":[")?;
    for (i, (_, lay)) in scratch.lays().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write_cards(out, names, lay)?;
    }
    out.write_all(if gin {
        b"],\"gin\":true"
    } else {
        b"],\"gin\":false"
    })?;
    out.write_all(if rumino {
        b",\"rumino\":true}\n"
    } else {
        b",\"rumino\":false}\n"
    })
}

/// A JSON array of card names; names are plain text (ranks, suit symbols, `Joker`), no escaping.
fn write_cards(out: &mut impl Write, names: &[String], cards: &[Card]) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, card) in cards.iter().enumerate() {
        out.write_all(if i > 0 { b",\"" } else { b"\"" })?;
        out.write_all(names[usize::from(card.index())].as_bytes())?;
        out.write_all(b"\"")?;
    }
    out.write_all(b"]")
}

fn write_number(out: &mut impl Write, mut n: u16) -> io::Result<()> {
    let mut digits = [0u8; 5];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.write_all(&digits[start..])
}

/// Writes `text` as the inside of a JSON string (RFC 8259: quote, backslash, control characters).
pub(super) fn write_escaped(out: &mut impl Write, text: &str) -> io::Result<()> {
    let mut rest = text;
    while let Some(i) = rest.find(|c: char| c == '"' || c == '\\' || c < ' ') {
        out.write_all(&rest.as_bytes()[..i])?;
        let c = rest.as_bytes()[i];
        match c {
            b'"' => out.write_all(b"\\\"")?,
            b'\\' => out.write_all(b"\\\\")?,
            b'\n' => out.write_all(b"\\n")?,
            b'\r' => out.write_all(b"\\r")?,
            b'\t' => out.write_all(b"\\t")?,
            _ => write!(out, "\\u{c:04x}")?,
        }
        rest = &rest[i + 1..];
    }
    out.write_all(rest.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(input: &str, ace_high: bool) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        let lines = run(input.as_bytes(), &mut out, LayRules { ace_high }).unwrap();
        let text = String::from_utf8(out).unwrap();
        let values: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(values.len() as u64, lines);
        values
    }

    #[test]
    fn writes_one_json_object_per_hand_in_the_documented_shape() {
        let out = String::from_utf8({
            let mut out = Vec::new();
            run(
                "4h 5h 6h 7h 9c 9d 9s\n".as_bytes(),
                &mut out,
                LayRules::default(),
            )
            .unwrap();
            out
        })
        .unwrap();
        assert_eq!(
            out,
            "{\"hand\":[\"4♥\",\"5♥\",\"6♥\",\"7♥\",\"9♣\",\"9♦\",\"9♠\"],\"deadwood\":0,\
             \"lays\":[[\"9♠\",\"9♦\",\"9♣\"],[\"4♥\",\"5♥\",\"6♥\",\"7♥\"]],\"gin\":true,\
             \"rumino\":false}\n"
        );
    }

    #[test]
    fn r6_deadwood_and_lays_cover_the_whole_line() {
        let v = &eval("K♠ Q♥ A♦ 2♣ 3♣ 4♣ Joker 10♦ 10♦ 10♠ JK", false)[0];
        // K♠ with both jokers, 2-3-4♣ and the three tens: Q♥ and A♦ stay loose.
        assert_eq!(v["deadwood"], 11);
        assert_eq!(v["lays"].as_array().unwrap().len(), 3);
        assert_eq!(v["hand"].as_array().unwrap().len(), 11);
        assert_eq!(v["gin"], false);
        assert_eq!(v["rumino"], false);
    }

    #[test]
    fn r11_eight_card_lines_ask_whether_some_seven_qualify() {
        let v = eval(
            "4h 5h 6h 7h Ks 9c 9d 9s\n3c 4c 5c Kh 6c 7c 8c 9c\n8d 9d 10d Jd Qd Kd Ad 2s",
            true,
        );
        assert_eq!(
            (v[0]["deadwood"].as_u64(), &v[0]["gin"], &v[0]["rumino"]),
            (Some(10), &true.into(), &false.into())
        );
        assert_eq!(
            (&v[1]["gin"], &v[1]["rumino"]),
            (&true.into(), &true.into())
        );
        assert_eq!(v[1]["deadwood"], 10);
        assert_eq!(v[2]["rumino"], true);
        let v = eval("8d 9d 10d Jd Qd Kd Ad 2s", false);
        assert_eq!(v[0]["rumino"], false);
    }

    #[test]
    fn r16_seven_card_rumino() {
        let v = eval("A♠ 2♠ 3♠ Joker 5♠ 6♠ 7♠", false);
        assert_eq!(
            (&v[0]["gin"], &v[0]["rumino"]),
            (&true.into(), &true.into())
        );
    }

    #[test]
    fn bad_lines_get_an_escaped_error_and_the_run_goes_on() {
        let v = eval("As 2s 3s\nAs 11h\nAs \"q\\\u{1}\nKs", false);
        assert_eq!(v.len(), 4);
        assert_eq!(v[0]["deadwood"], 0);
        let err = ParseCardError {
            token: "11h".into(),
        }
        .to_string();
        assert_eq!(v[1]["error"], err.as_str());
        assert_eq!(
            v[2]["error"],
            ParseCardError {
                token: "\"q\\\u{1}".into()
            }
            .to_string()
            .as_str()
        );
        assert_eq!(v[3]["deadwood"], 10);
    }

    #[test]
    fn blank_lines_are_empty_hands_and_sizes_other_than_7_and_8_are_never_gin() {
        let v = eval("\n  \r\nJoker Joker Joker\n", false);
        assert_eq!(v.len(), 3);
        assert_eq!(
            v[0].to_string(),
            r#"{"deadwood":0,"gin":false,"hand":[],"lays":[],"rumino":false}"#
        );
        assert_eq!(v[1]["hand"], serde_json::json!([]));
        assert_eq!(v[2]["deadwood"], 0);
        assert_eq!(v[2]["gin"], false);
    }

    #[test]
    fn token_cache_parses_like_the_notation() {
        let mut cache = TokenCache::default();
        let spellings = [
            "As", "aS", "A♠", "10h", "Th", "tH", "10♥", "JK", "jk", "Joker", "QD", "q♦",
        ];
        for _ in 0..3 {
            for token in spellings {
                assert_eq!(
                    cache.parse(token).ok(),
                    token.parse::<Card>().ok(),
                    "{token}"
                );
            }
            for bad in ["11h", "Zz", "Jokers", "10♥♥", "\0"] {
                assert_eq!(cache.parse(bad), bad.parse::<Card>(), "{bad}");
            }
        }
    }

    #[test]
    fn non_utf8_input_is_reported_not_fatal() {
        let mut out = Vec::new();
        assert_eq!(
            run(&b"As \xff\nKs\n"[..], &mut out, LayRules::default()).unwrap(),
            2
        );
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().next().unwrap().starts_with("{\"error\":"));
    }
}
