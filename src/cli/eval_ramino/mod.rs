//! `rumino eval --game ramino`: name the best Tuscan Ramino declaration (T7–T13) of hands read
//! one per line, as JSON lines, so scripts and players can check a hand against the rules.

use std::io::{self, BufRead, BufWriter, Write};

use serde_json::json;

use crate::games::ramino::{classify, parse_cards, PackCards, PackKind};

/// Reads hands from `input` in `pack`'s notation (`A♥ 2♥ … F♣`, or `ah 2h fc`), one per line,
/// and writes one JSON object per line: `{"hand":[…],"declaration":{…}|null,"name":…,
/// "points":N}`. Only 7- and 10-card hands can declare (T5); other sizes get `null`. A line that
/// is not cards of the pack gets `{"error":"…"}` and the run goes on. Returns the lines read.
///
/// # Errors
/// Reading `input` or writing `output` failed.
pub fn run(input: impl BufRead, output: impl Write, pack: PackKind) -> io::Result<u64> {
    let mut out = BufWriter::new(output);
    let mut lines = 0;
    for line in input.lines() {
        let line = line?;
        lines += 1;
        let value = match parse_cards(&line, pack) {
            Ok(cards) => {
                let declaration = classify(&cards, pack);
                let shown = PackCards {
                    pack,
                    cards: &cards,
                }
                .to_string();
                json!({
                    "hand": shown.split(' ').filter(|s| !s.is_empty()).collect::<Vec<_>>(),
                    "declaration": declaration,
                    "name": declaration.map(|d| d.name()),
                    "points": declaration.map_or(0, |d| d.points()),
                })
            }
            Err(e) => json!({ "error": e.to_string() }),
        };
        serde_json::to_writer(&mut out, &value)?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn t22_german_hands_read_in_the_german_notation() {
        let out = eval("6♠ 7♠ 8♠ 9♠ 10♠ U♠ O♠\n", PackKind::German);
        assert_eq!(out[0]["name"], "ramino");
        assert_eq!(out[0]["hand"][5], "U♠");
    }
}
