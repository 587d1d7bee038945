//! The agreement errors a line addressed to "You" must not have: a verb in the third person
//! after "You" ("You wins", "You takes"), "You" in capitals inside a sentence ("pays You"), a
//! plural after one ("1 tiles", "+1 points"), "(s)" plurals ("player(s)"), and "their" where
//! the subject is you ("You ... their own hand"). Its self-test is in `tests/it/play_terminal.rs`.

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
    "seconds",
    "spaces",
];

/// The patterns, compiled once.
struct Patterns {
    you_verb: Regex,
    you_within: Regex,
    one_plural: Regex,
    you_their: Regex,
}

fn patterns() -> &'static Patterns {
    static PATTERNS: OnceLock<Patterns> = OnceLock::new();
    PATTERNS.get_or_init(|| {
        let re = |pattern: &str| Regex::new(pattern).expect("a valid pattern");
        Patterns {
            you_verb: re(r"\bYou (\w+)"),
            you_within: re(r"\b[a-z]+ You\b"),
            one_plural: re(r"(?:^|[^\d.,])1 (\w+)"),
            you_their: re(r"\bYou\b[^.:;!?]*\btheir\b"),
        }
    })
}

/// What is wrong with `line`, one phrase each; empty when it reads right.
#[must_use]
pub fn problems(line: &str) -> Vec<String> {
    let p = patterns();
    let mut found = Vec::new();
    for c in p.you_verb.captures_iter(line) {
        let word = &c[1];
        let third = word.ends_with('s') && !word.ends_with("ss") && !NOT_VERBS.contains(&word);
        if third || matches!(word, "is" | "was" | "has" | "does") {
            found.push(format!("\"You {word}\""));
        }
    }
    if let Some(m) = p.you_within.find(line) {
        found.push(format!("\"{}\" inside a sentence", m.as_str()));
    }
    for c in p.one_plural.captures_iter(line) {
        if NOUNS.contains(&&c[1]) {
            found.push(format!("\"1 {}\"", &c[1]));
        }
    }
    if line.contains("(s)") {
        found.push("\"(s)\"".to_owned());
    }
    if p.you_their.is_match(line) {
        found.push("\"You ... their\"".to_owned());
    }
    found
}

/// Every line of `lines` with an agreement error, with the errors: `"You wins": You wins …`.
#[must_use]
pub fn agreement_errors(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .flat_map(|line| {
            problems(line)
                .into_iter()
                .map(move |p| format!("{p}: {line}"))
        })
        .collect()
}
