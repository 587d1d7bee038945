//! The agreement errors a line printed to "You" must not have: a verb in the third person after
//! "You" ("You wins", "You takes"), a plural after one ("1 tiles", "1 chips"), "(s)" plurals
//! ("player(s)"), and "their" where the subject is you ("You ... their own hand").

use std::sync::OnceLock;

use regex::Regex;

/// Words after "You" that end in a single `s` and are still right.
const NOT_VERBS: &[&str] = &["always", "plus"];

/// Nouns the games count.
const NOUNS: &[&str] = &[
    "tiles",
    "chips",
    "cards",
    "points",
    "players",
    "turns",
    "times",
    "combinations",
    "games",
    "hands",
    "rounds",
    "melds",
    "seats",
    "rebuys",
    "penalties",
];

fn you_verb() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"\bYou (\w+)").expect("a valid pattern"))
}

fn one_plural() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(?:^|[^\d.,])1 (\w+)").expect("a valid pattern"))
}

fn you_their() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"\bYou\b[^.:;!?]*\btheir\b").expect("a valid pattern"))
}

/// What is wrong with `line`, one phrase each; empty when it reads right.
#[must_use]
pub fn problems(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for c in you_verb().captures_iter(line) {
        let word = &c[1];
        let third = word.ends_with('s') && !word.ends_with("ss") && !NOT_VERBS.contains(&word);
        if third || matches!(word, "is" | "was" | "has" | "does") {
            found.push(format!("\"You {word}\""));
        }
    }
    for c in one_plural().captures_iter(line) {
        if NOUNS.contains(&&c[1]) {
            found.push(format!("\"1 {}\"", &c[1]));
        }
    }
    if line.contains("(s)") {
        found.push("\"(s)\"".to_owned());
    }
    if you_their().is_match(line) {
        found.push("\"You ... their\"".to_owned());
    }
    found
}

#[test]
fn the_checker_finds_each_error_and_passes_right_lines() {
    for bad in [
        "You wins the pool.",
        "— Hand 2 — You deals.",
        "You takes the discard",
        "Computer 1 has 1 tiles left",
        "pool 1 chips",
        "you against 1 computer player(s).",
        "You knock and show their own hand",
        "You has left",
    ] {
        assert!(!problems(bad).is_empty(), "not caught: {bad}");
    }
    for good in [
        "You win the pool of 20 chips.",
        "You pass and draw a tile: R7",
        "You place R7 R8 R9 (3 tiles)",
        "Computer 1 wins; You -12, Computer 1 +12",
        "Turn 11 · Computer 1 1 tile · stock 21 tiles · pool 20 chips",
        "You press on",
        "Computer 2 shows their hand.",
    ] {
        assert!(problems(good).is_empty(), "{good}: {:?}", problems(good));
    }
}
