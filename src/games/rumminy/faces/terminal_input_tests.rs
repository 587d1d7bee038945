//! What a typed line asks for: every example of the help is understood, commands are read
//! whole, and a refusal quotes the word that did not fit.

use super::*;
use crate::{
    faces::terminal::{common_words, split},
    games::rumminy::{parse_playfield, parse_tiles},
};

fn tiles(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

#[test]
fn every_example_of_the_help_is_a_valid_command() {
    for (lang, quit) in [(Lang::En, "q = quit"), (Lang::It, "q = esci")] {
        let help = crate::say!(lang, "rumminy-help");
        let examples: Vec<&str> = help
            .lines()
            .filter_map(|l| l.strip_prefix("  "))
            .map(|l| l.split("  ").next().unwrap_or(l).trim())
            .collect();
        assert_eq!(examples.len(), 9, "{examples:?}");
        // h and q are every game's words; the rest are Rumminy's.
        let understood = |line: &str| {
            let (word, rest) = split(line);
            common_words(lang, &word, &rest)
                .map_or_else(|| parse(lang, line).is_ok(), |c| c.is_ok())
        };
        for example in examples {
            assert!(understood(example), "{example}: {:?}", parse(lang, example));
        }
        assert!(help.contains(quit) && understood("q"));
    }
}

#[test]
fn n9_commands_are_read_whole() {
    assert_eq!(
        parse(Lang::En, " r6 2 "),
        Ok(Typed::Place {
            tiles: tiles("R6"),
            to: Target::Combination(2)
        })
    );
    assert_eq!(
        parse(Lang::En, "R1 R2 J New"),
        Ok(Typed::Place {
            tiles: tiles("R1 R2 J"),
            to: Target::New
        })
    );
    assert_eq!(
        parse(Lang::En, "m 2 R9 R8 n"),
        Ok(Typed::Move {
            from: 2,
            tiles: tiles("R9 R8"),
            to: Target::New
        })
    );
    assert_eq!(
        parse(Lang::En, "r R7 R8 R9 | B5 Y5 K5"),
        Ok(Typed::Rearrange(
            parse_playfield("R7 R8 R9 | B5 Y5 K5").unwrap()
        ))
    );
    assert_eq!(parse(Lang::En, "S"), Ok(Typed::Suggest));
    assert_eq!(parse(Lang::En, "undo"), Ok(Typed::Undo));
}

#[test]
fn a_refusal_quotes_the_word_that_did_not_fit() {
    let refused = |line: &str| parse(Lang::En, line).unwrap_err().0;
    let e = refused("p now");
    assert!(e.contains("“p”") && e.contains("“now”"), "{e}");
    let e = refused("R6");
    assert!(e.contains("R6 2") && e.contains("R6 new"), "{e}");
    // A line, and what its refusal quotes or shows as the way to write it.
    for (line, said) in [
        ("c please", "“please”"),
        ("dance", "“dance”"),
        ("R6 R7 two", "“two”"),
        ("m", "m 2 R9 3"),
        ("m x R9 3", "“x”"),
        ("m 2 3", "which tiles"),
        ("m 2 R9 there", "“there”"),
        ("r", "r R7 R8 R9"),
        ("R7 R8 R9 | B5 Y5 K5", "r R7 R8 R9 | B5 Y5 K5"),
    ] {
        assert!(refused(line).contains(said), "{line}");
    }
    for (line, tile) in [("R6 X9 2", "X9"), ("r R7 Q8", "Q8")] {
        assert!(refused(line).starts_with(&format!("“{tile}” is not a tile")));
    }
}
