//! The floors of the source, checked on its imports. Every file of `src/` stands on one floor
//! ([`FLOORS`], bottom first) and names only floors below its own: pure engines (cards, each
//! game's rules and computer players, the drawing kit) at the bottom; the store; the services
//! that own state (tables, tournaments); the words; the faces the games show to players (each
//! game's `faces/` folder, beside its engine); then the adapters (the web pages, Discord, which
//! links to them and starts them, and the command line).
//! A file on no floor fails the test, so a new folder is placed before it lands; and since every
//! floor only points down, no two folders can import each other in a cycle.
//!
//! Test code (`#[cfg(test)]` items and the test files they pull in) may reach anywhere.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The floors, bottom first, each with the source paths that stand on it (a folder ends with
/// `/`) and why it stands there.
const FLOORS: &[(&str, &[&str], &str)] = &[
    (
        "text_enum",
        &["text_enum.rs"],
        "how small enums are written as text",
    ),
    ("ids", &["ids.rs"], "the ids of players, servers, tables"),
    (
        "lang",
        &["lang/"],
        "the languages and the message catalogue",
    ),
    (
        "latency",
        &["latency.rs"],
        "the latency meters every layer reports to",
    ),
    ("shards", &["shards.rs"], "which process owns which servers"),
    ("config", &["config.rs"], "the settings read at start-up"),
    ("cards", &["cards/"], "cards and tiles"),
    (
        "games",
        &["games/"],
        "each game's rules and computer players",
    ),
    ("pictures", &["pictures/"], "the drawing kit"),
    ("store", &["store/"], "the database"),
    ("table", &["table/"], "the table service"),
    ("tournament", &["tournament/"], "the tournament service"),
    ("i18n", &["i18n/"], "the words, in each language"),
    (
        "faces",
        &["faces/"],
        "what the games' faces share, and their registry",
    ),
    (
        "game faces",
        &["games/*/faces/"],
        "how each game looks to players",
    ),
    ("web", &["web/"], "the web pages"),
    ("discord", &["discord/"], "the Discord adapter"),
    (
        "cli",
        &["cli/"],
        "the command line, which also starts the bot",
    ),
    ("root", &["lib.rs", "main.rs"], "the crate's roots"),
];

/// Crates that do IO or run async, which the engines and the faces must not name: a game's
/// rules, its pictures and its faces are pure, so every adapter and test can use them alike.
const IO_CRATES: &[&str] = &[
    "serenity", "poise", "sqlx", "tokio", "reqwest", "hyper", "axum",
];

/// The floors that must name no IO crate (the faces may build Discord's components, but never
/// send anything, read the store or wait).
const PURE: &[(&str, &[&str])] = &[
    ("cards", IO_CRATES),
    ("games", IO_CRATES),
    ("pictures", IO_CRATES),
    ("faces", &["sqlx", "tokio", "reqwest", "hyper", "axum"]),
    ("game faces", &["sqlx", "tokio", "reqwest", "hyper", "axum"]),
];

/// The floor of source path `rel` (relative to `src/`), the most specific pattern winning.
fn floor_of(rel: &str) -> Option<usize> {
    let matches = |pattern: &str| {
        if let Some((head, tail)) = pattern.split_once("/*/") {
            let mut parts = rel.splitn(3, '/');
            let (a, _, rest) = (parts.next(), parts.next(), parts.next());
            return a == Some(head) && rest.is_some_and(|r| r.starts_with(tail));
        }
        if pattern.ends_with('/') {
            rel.starts_with(pattern)
        } else {
            rel == pattern
        }
    };
    FLOORS
        .iter()
        .enumerate()
        .flat_map(|(i, (_, paths, _))| paths.iter().map(move |p| (i, *p)))
        .filter(|(_, p)| matches(p))
        .max_by_key(|(_, p)| p.len())
        .map(|(i, _)| i)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Files compiled only for tests, by the project's naming: `tests.rs`, `…_tests.rs`,
/// `testkit.rs` and the `rule_tests/` folders.
fn is_test_file(rel: &str) -> bool {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    name.ends_with("tests.rs") || name == "testkit.rs" || rel.contains("/rule_tests/")
}

/// `code` without comments and without the items marked `#[cfg(test)]`.
fn production_code(code: &str) -> String {
    let mut text = String::new();
    for line in code.lines() {
        let line = match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        };
        text.push_str(line);
        text.push('\n');
    }
    while let Some(at) = text.find("#[cfg(test)]") {
        let rest = &text[at..];
        let semi = rest.find(';').unwrap_or(rest.len());
        let brace = rest.find('{').unwrap_or(rest.len());
        let end = if semi < brace {
            semi + 1
        } else {
            let mut depth = 0;
            let mut end = rest.len();
            for (i, c) in rest.char_indices().skip(brace) {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            end
        };
        text.replace_range(at..at + end, "");
    }
    text
}

/// The paths of a use tree or path starting at `text` (just after `crate::` or the like),
/// each as its segments: `a::{b, c::d}` gives `a::b` and `a::c::d`.
fn paths_at(text: &str) -> Vec<Vec<String>> {
    fn tree(chars: &[char], at: &mut usize) -> Vec<Vec<String>> {
        let mut prefix = Vec::new();
        loop {
            while *at < chars.len() && chars[*at].is_whitespace() {
                *at += 1;
            }
            if *at < chars.len() && chars[*at] == '{' {
                *at += 1;
                let mut out = Vec::new();
                loop {
                    for mut path in tree(chars, at) {
                        let mut full = prefix.clone();
                        full.append(&mut path);
                        out.push(full);
                    }
                    while *at < chars.len() && chars[*at].is_whitespace() {
                        *at += 1;
                    }
                    match chars.get(*at) {
                        Some(',') => *at += 1,
                        Some('}') => {
                            *at += 1;
                            return out;
                        }
                        _ => return out,
                    }
                    while *at < chars.len() && chars[*at].is_whitespace() {
                        *at += 1;
                    }
                    if chars.get(*at) == Some(&'}') {
                        *at += 1;
                        return out;
                    }
                }
            }
            let start = *at;
            while *at < chars.len() && (chars[*at].is_alphanumeric() || chars[*at] == '_') {
                *at += 1;
            }
            prefix.push(chars[start..*at].iter().collect());
            if chars[*at..].starts_with(&[':', ':']) {
                *at += 2;
            } else {
                return vec![prefix];
            }
        }
    }
    let chars: Vec<char> = text.chars().collect();
    tree(&chars, &mut 0)
}

/// The module path of source file `rel`: `games/rumino/faces/words/mod.rs` is
/// `games::rumino::faces::words`.
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// Every path `code` (file `rel`'s production code) names: those into this crate (`crate::…`,
/// `super::…`, `self::…`) from the crate root, marked `true`; others (another crate, or a name
/// brought in by a `use` already counted) as written, marked `false`.
fn named_paths(rel: &str, code: &str) -> Vec<(Vec<String>, bool)> {
    let here = module_of(rel);
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    for (at, _) in code.match_indices("::") {
        let start = code[..at]
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        if start > 0 && bytes[start - 1] == b':' {
            continue;
        }
        let first = &code[start..at];
        let ours = matches!(first, "crate" | "self" | "super");
        let mut base = match first {
            "crate" => Vec::new(),
            "self" => here.clone(),
            "super" => {
                let mut base = here.clone();
                base.pop();
                base
            }
            _ => vec![first.to_owned()],
        };
        let mut rest: Vec<Vec<String>> = paths_at(&code[at + 2..]);
        for path in &mut rest {
            while path.first().map(String::as_str) == Some("super") {
                path.remove(0);
                base.pop();
            }
        }
        for path in rest {
            let mut full = base.clone();
            full.extend(path);
            out.push((full, ours));
        }
    }
    out
}

/// The floor a crate path lands on (`None`: another crate, or nothing of ours).
fn floor_of_path(path: &[String]) -> Option<usize> {
    let first = path.first()?;
    let file = if path.len() >= 3 && first == "games" && path[2] == "faces" {
        format!("games/{}/faces/", path[1])
    } else if Path::new("src").join(format!("{first}.rs")).exists() {
        format!("{first}.rs")
    } else if Path::new("src").join(first).is_dir() {
        format!("{first}/")
    } else {
        return None;
    };
    floor_of(&file)
}

/// Every rule broken in the sources `files` (relative path, text).
pub(crate) fn violations(files: &[(String, String)]) -> Vec<String> {
    let mut found = Vec::new();
    for (rel, text) in files {
        let Some(floor) = floor_of(rel) else {
            found.push(format!("src/{rel} stands on no floor: add it to FLOORS"));
            continue;
        };
        if is_test_file(rel) {
            continue;
        }
        let code = production_code(text);
        // One line per floor or crate named, with the first path that names it.
        let mut named = BTreeMap::new();
        for (path, ours) in named_paths(rel, &code) {
            let above = if ours { floor_of_path(&path) } else { None };
            if let Some(other) = above.filter(|other| *other > floor) {
                named.entry(FLOORS[other].0.to_owned()).or_insert_with(|| {
                    format!(
                        "src/{rel} ({}) names {} ({}), a floor above it",
                        FLOORS[floor].0,
                        path.join("::"),
                        FLOORS[other].0
                    )
                });
            }
            let first = path.first().map(String::as_str).unwrap_or_default();
            let banned = PURE.iter().find(|(f, _)| *f == FLOORS[floor].0);
            if !ours && banned.is_some_and(|(_, crates)| crates.contains(&first)) {
                named
                    .entry(first.to_owned())
                    .or_insert_with(|| format!("src/{rel} ({}) names {first}", FLOORS[floor].0));
            }
        }
        found.extend(named.into_values());
    }
    found
}

/// Every source file under `root`'s `src/`: its path relative to `src/`, and its text.
pub(crate) fn sources(root: &Path) -> Vec<(String, String)> {
    let src = root.join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn every_file_names_only_floors_below_its_own() {
    let files = sources(Path::new("."));
    assert!(files.len() > 300, "{}", files.len());
    let found = violations(&files);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn every_folder_of_the_source_has_a_floor() {
    // Each top-level folder and file of src/ is named in FLOORS (so the list cannot go stale).
    for entry in std::fs::read_dir("src").unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let rel = if name.ends_with(".rs") {
            name
        } else {
            format!("{name}/")
        };
        assert!(
            FLOORS
                .iter()
                .any(|(_, paths, _)| paths.contains(&rel.as_str())),
            "src/{rel} has no floor"
        );
    }
}

#[test]
fn a_broken_rule_is_found() {
    // Each of these files breaks one rule; the checker must name it.
    let broken = [
        ("games/rumino/game.rs", "use crate::discord::Data;\n"),
        ("games/rumino/game.rs", "use super::faces::words;\n"),
        ("games/rumino/ai/mod.rs", "use super::faces::screens;\n"),
        (
            "games/rumino/game.rs",
            "use crate::{cards::Card, i18n::{tx, Tx}};\n",
        ),
        (
            "store/tables.rs",
            "fn f() { crate::table::TableState::default(); }\n",
        ),
        ("table/actor.rs", "use crate::faces::of;\n"),
        ("i18n/mod.rs", "use crate::games::rumino::faces::words;\n"),
        ("faces/screens.rs", "use crate::discord::views;\n"),
        ("games/rummy/faces/screens.rs", "use crate::cli::play;\n"),
        ("pictures/card.rs", "use tokio::sync::Mutex;\n"),
        ("games/ramino/faces/words/mod.rs", "use sqlx::Row;\n"),
        ("site/mod.rs", "use crate::games::GameKind;\n"),
        ("web/mod.rs", "use crate::discord::Data;\n"),
    ];
    for (rel, text) in broken {
        let found = violations(&[(rel.to_owned(), text.to_owned())]);
        assert_eq!(found.len(), 1, "{rel}: {text} gave {found:?}");
    }
    // And the same places, pointing down, pass; test code may reach anywhere.
    let fine = [
        (
            "games/rumino/faces/screens.rs",
            "use super::super::Action;\nuse crate::faces::message;\n",
        ),
        (
            "discord/router.rs",
            "use crate::{faces::custom_id, table::TableRequest};\n",
        ),
        (
            "games/rumino/game.rs",
            "#[cfg(test)]\nmod tests { use crate::discord::Data; }\n",
        ),
        (
            "games/rumino/rule_tests/knock.rs",
            "use crate::discord::Data;\n",
        ),
    ];
    for (rel, text) in fine {
        let found = violations(&[(rel.to_owned(), text.to_owned())]);
        assert!(found.is_empty(), "{rel}: {found:?}");
    }
}
