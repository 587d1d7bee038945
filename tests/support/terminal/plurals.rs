//! Counts that break their language's plural rules: "1 cartes", "2 Karte", "0 cartes" (French
//! counts 0 in the singular). What is right for each number is what the catalogue says for it
//! (`pictures-count-*`, whose selects follow the language's CLDR rules), so the check speaks
//! every language the bot does.

use regex::Regex;
use rumino::lang::Lang;

/// The counts of `lang` to check: for each counted noun, the number and the form the
/// catalogue gives it, and the other forms a line must not give that number.
fn forms(lang: Lang) -> Vec<(u64, String, Vec<String>)> {
    let count = |n: u64, noun: usize| -> String {
        let said = match noun {
            0 => rumino::say!(lang, "pictures-count-cards", n),
            1 => rumino::say!(lang, "pictures-count-tiles", n),
            2 => rumino::say!(lang, "pictures-count-chips", n),
            _ => rumino::say!(lang, "pictures-count-points", n),
        };
        said.split_once(' ')
            .map(|(_, w)| w.to_owned())
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    for noun in 0..4 {
        let all: Vec<String> = [0, 1, 2, 5, 21].iter().map(|&n| count(n, noun)).collect();
        for n in [0, 1, 2, 5] {
            let right = count(n, noun);
            let mut wrong: Vec<String> = all.iter().filter(|w| **w != right).cloned().collect();
            wrong.sort();
            wrong.dedup();
            out.push((n, right, wrong));
        }
    }
    out
}

/// What is wrong with the counts in `lines`, one phrase each: a number followed by a form of
/// its noun the language does not give that number.
#[must_use]
pub fn plural_errors(lang: Lang, lines: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for (n, _, wrong) in forms(lang) {
        for word in wrong {
            let pattern = Regex::new(&format!(
                r"(?:^|[^\d.,\u{{202f}}]){n} {}\b",
                regex::escape(&word)
            ))
            .expect("a valid pattern");
            for line in lines {
                if pattern.is_match(line) {
                    found.push(format!("\"{n} {word}\": {line}"));
                }
            }
        }
    }
    found
}
