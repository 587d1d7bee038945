//! `rumino eval --game ramino`: name the best Tuscan Ramino declaration (T7–T13) of hands read
//! one per line, as JSON lines, so scripts and players can check a hand against the rules.
//!
//! Like `rumino eval` it streams millions of lines in constant memory: buffers are reused from
//! line to line, each spelling of a card is parsed once (`read.rs`), card names are formatted
//! once, the JSON is written by hand into one buffer, and nothing is allocated per hand except
//! for a line that is refused or is not UTF-8. The first version built a `serde_json` value per
//! line and ran at a quarter of `rumino eval`'s speed.

mod read;

use std::io::{self, BufRead, Write};

use super::eval::{each_line, write_error};
use crate::cards::Card;
use crate::games::ramino::classify::strength;
use crate::games::ramino::{Declaration, PackCard, PackKind, Strength};
use read::{read_hand, Spellings};

/// Output is handed on in blocks of about this many bytes.
const BLOCK: usize = 1 << 16;

/// Reads hands from `input` in `pack`'s notation (`A♥ 2♥ … F♣`, or `ah 2h fc`), one per line,
/// and writes one JSON object per line: `{"declaration":{…}|null,"hand":[…],"name":…,
/// "points":N}`, every card (a dieci's or sette's `top` too) in the pack's notation. Only 7-card
/// hands, and 10-card hands of the Italian pack, can declare (T5, T22); other hands get `null`. A
/// line that is not cards of the pack, or names a card twice (T1), gets `{"error":"…"}` and the
/// run goes on; so does a line that is not UTF-8, read with its bad bytes replaced. Returns the
/// lines read.
///
/// # Errors
/// Reading `input` or writing `output` failed.
pub fn run(input: impl BufRead, mut output: impl Write, pack: PackKind) -> io::Result<u64> {
    let names = card_names(pack);
    let mut spellings = Spellings::new(pack);
    let (mut hand, mut out) = (Vec::new(), Vec::with_capacity(2 * BLOCK));
    let lines = each_line(input, |line| {
        match read_hand(line, &mut hand, &mut spellings) {
            Ok(held) => write_hand(&mut out, &names, &hand, strength(held, pack), pack),
            Err(message) => write_error(&mut out, &message)?,
        }
        if out.len() >= BLOCK {
            output.write_all(&out)?;
            out.clear();
        }
        Ok(())
    })?;
    output.write_all(&out)?;
    output.flush()?;
    Ok(lines)
}

/// Each card's name in `pack`'s notation as a JSON string (`"F♦"`), by card index. Names are
/// ranks and suit symbols: nothing to escape.
fn card_names(pack: PackKind) -> Vec<Vec<u8>> {
    (0..52)
        .filter_map(Card::from_index)
        .map(|card| format!("\"{}\"", PackCard { pack, card }).into_bytes())
        .collect()
}

/// One hand's line. Keys are in alphabetical order, as the first version (a `serde_json` map)
/// wrote them, so its output and this one's compare byte for byte.
fn write_hand(out: &mut Vec<u8>, names: &[Vec<u8>], hand: &[Card], key: Strength, pack: PackKind) {
    let declaration = Declaration::from_strength(key, pack);
    out.extend_from_slice(b"{\"declaration\":");
    match declaration {
        Some(d) => write_declaration(out, names, d),
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"hand\":[");
    for (i, card) in hand.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(&names[usize::from(card.index())]);
    }
    let Some(d) = declaration else {
        out.extend_from_slice(b"],\"name\":null,\"points\":0}\n");
        return;
    };
    out.extend_from_slice(b"],\"name\":\"");
    out.extend_from_slice(d.name().as_bytes());
    out.extend_from_slice(b"\",\"points\":");
    write_small(out, d.points());
    out.extend_from_slice(b"}\n");
}

/// [`Declaration`]'s serde form (`{"kind":"ramino","suit":"♥"}`), keys in alphabetical order,
/// with a dieci's or sette's top card in the pack's notation.
fn write_declaration(out: &mut Vec<u8>, names: &[Vec<u8>], d: Declaration) {
    let (kind, suit, main) = match d {
        Declaration::GranRamino { suit } => ("gran_ramino", Some(suit), None),
        Declaration::Ramino { suit } => ("ramino", Some(suit), None),
        Declaration::ShortRamino { suit } => ("short_ramino", Some(suit), None),
        Declaration::Dieci { count, top } => ("dieci", None, Some((count, top))),
        Declaration::Sette { count, top } => ("sette", None, Some((count, top))),
    };
    out.push(b'{');
    if let Some((count, _)) = main {
        out.extend_from_slice(b"\"count\":");
        write_small(out, u32::from(count));
        out.push(b',');
    }
    out.extend_from_slice(b"\"kind\":\"");
    out.extend_from_slice(kind.as_bytes());
    out.push(b'"');
    if let Some(suit) = suit {
        out.extend_from_slice(b",\"suit\":\"");
        out.extend_from_slice(suit.symbol().encode_utf8(&mut [0; 4]).as_bytes());
        out.push(b'"');
    }
    if let Some((_, top)) = main {
        out.extend_from_slice(b",\"top\":");
        out.extend_from_slice(&names[usize::from(top.index())]);
    }
    out.push(b'}');
}

/// A count or points (0–10) in decimal; any `n` is written right.
fn write_small(out: &mut Vec<u8>, n: u32) {
    if n >= 10 {
        write_small(out, n / 10);
    }
    out.push(b'0' + (n % 10) as u8);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ramino::{classify, parse_cards};
    use serde_json::json;

    fn eval(input: &str, pack: PackKind) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out, pack).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn t8_t9_t11_example_hands_are_named_with_their_points() {
        let out = eval(
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠\n\
             3s 3c 3d 5h 6h 7h fh ds dc dd\n\
             R♠ R♣ R♦ R♥ 4♣ 5♣ 6♣\n\
             A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♦ 6♠ R♣\n\
             8h 9h\n",
            PackKind::Italian,
        );
        assert_eq!(out[0]["name"], "ramino");
        assert_eq!(out[0]["points"], 3);
        assert_eq!(out[0]["hand"][9], "R♠");
        assert_eq!(out[1]["name"], "dieci");
        assert_eq!(out[2]["name"], "sette");
        assert_eq!(out[3]["declaration"], serde_json::Value::Null);
        assert_eq!(out[3]["points"], 0);
        assert!(
            out[4]["error"].as_str().unwrap().contains("8h"),
            "{}",
            out[4]
        );
    }

    #[test]
    fn lines_are_the_declarations_serde_form_with_the_top_card_in_the_pack_s_notation() {
        let p = PackKind::Italian;
        let hands = [
            "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ F♣ A♣ D♣ R♣",
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠",
            "3♠ 3♣ 3♦ 5♥ 6♥ 7♥ F♥ D♠ D♣ D♦",
            "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦",
            "R♠ R♣ R♦ R♥ 4♣ 5♣ 6♣",
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♦ 6♠ R♣",
            "",
        ];
        let out = eval(&hands.join("\n"), p);
        for (hand, line) in hands.iter().zip(&out) {
            let cards = parse_cards(hand, p).unwrap();
            let declaration = classify(&cards, p);
            let mut expected = json!({
                "hand": cards.iter().map(|&card| PackCard { pack: p, card }.to_string())
                    .collect::<Vec<_>>(),
                "declaration": declaration,
                "name": declaration.map(|d| d.name()),
                "points": declaration.map_or(0, |d| d.points()),
            });
            if let Some(Declaration::Dieci { top, .. } | Declaration::Sette { top, .. }) =
                declaration
            {
                expected["declaration"]["top"] = PackCard { pack: p, card: top }.to_string().into();
            }
            assert_eq!(line, &expected, "{hand}");
        }
        assert_eq!(out[3]["declaration"]["kind"], "short_ramino");
    }

    #[test]
    fn non_utf8_lines_get_an_error_and_the_run_goes_on() {
        let mut out = Vec::new();
        assert_eq!(
            run(&b"A\xff\nR\xe2\x99\xa0\n"[..], &mut out, PackKind::Italian).unwrap(),
            2
        );
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("{\"error\":"), "{}", lines[0]);
        assert!(lines[1].contains("\"hand\":[\"R♠\"]"), "{}", lines[1]);
    }

    #[test]
    fn t1_a_card_named_twice_is_an_error_line_not_a_hand() {
        // J♣ and U♣ are both the Fante of fiori (F♣): cards are unique (T1).
        let out = eval(
            "A♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠\nJ♣ U♣ 2♠ 3♠ 4♠ 5♠ 6♠\nA♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠\n",
            PackKind::Italian,
        );
        for (line, repeated) in [(0, "A♠"), (1, "U♣")] {
            let error = out[line]["error"].as_str();
            assert!(
                error.is_some_and(|e| e.contains(repeated)),
                "line {line}: {}",
                out[line]
            );
        }
        assert_eq!(out[2]["name"], "ramino", "the run goes on");
    }

    #[test]
    fn t1_t22_the_top_card_of_a_dieci_or_sette_is_written_like_the_hand() {
        let out = eval(
            "3♠ 3♣ 3♦ 5♦ 6♦ 7♦ F♦ D♠ D♣ D♥\nA♠ 2♠ 3♠ 4♠ U♦ U♣ U♥\n",
            PackKind::Italian,
        );
        assert_eq!(out[0]["declaration"]["top"], "F♦", "{}", out[0]);
        assert_eq!(out[1]["declaration"]["top"], "4♠", "{}", out[1]);
        let out = eval("8♠ 9♠ 10♠ U♠ U♣ U♦ U♥\n", PackKind::German);
        assert_eq!(out[0]["name"], "sette");
        assert_eq!(out[0]["declaration"]["top"], "U♠", "{}", out[0]);
    }

    #[test]
    fn t5_t22_a_ten_card_german_hand_declares_nothing() {
        // A seven and a three of one suit, or a dieci's shape: the German pack plays only the
        // short game, so ten cards are no winning hand.
        let out = eval(
            "6♠ 7♠ 8♠ 9♠ 10♠ U♠ O♠ 6♣ 9♣ A♣\n6♠ 7♠ 8♠ 6♣ 7♣ 8♣ 6♦ 7♦ 8♦ 9♦\n",
            PackKind::German,
        );
        for v in &out {
            assert_eq!(v["declaration"], serde_json::Value::Null, "{v}");
            assert_eq!(v["points"], 0);
        }
    }

    #[test]
    fn t22_german_hands_read_in_the_german_notation() {
        let out = eval("6♠ 7♠ 8♠ 9♠ 10♠ U♠ O♠\n", PackKind::German);
        assert_eq!(out[0]["name"], "ramino");
        assert_eq!(out[0]["hand"][5], "U♠");
    }
}
