//! What the README and the docs tell a reader to look at or type still holds: every file they
//! name exists where they say, and the `rumino render` commands shown run as shown.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::cli::BIN;

/// Files the docs name as gone (the benches one arena replaced), by design.
const GONE: [&str; 3] = [
    "benches/ai.rs",
    "benches/rummy_ai.rs",
    "benches/ramino_ai.rs",
];

/// The README and every Markdown file under `docs/`.
fn documents() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut docs = vec![PathBuf::from("README.md")];
    walk(Path::new("docs"), &mut docs);
    docs
}

#[test]
fn every_file_the_docs_name_exists() {
    let named =
        regex::Regex::new(r"\b(?:src|tests|docs|benches|migrations|assets)/[A-Za-z0-9_./<>*-]*")
            .unwrap();
    let mut missing = Vec::new();
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        for (n, line) in text.lines().enumerate() {
            for found in named.find_iter(line) {
                // A sentence's full stop is not part of the name.
                let path = found.as_str().trim_end_matches('.');
                // `docs/perf-*.md`, `src/games/<game>/`: a pattern, not a file.
                if path.contains(['*', '<']) || GONE.contains(&path) {
                    continue;
                }
                if !Path::new(path).exists() {
                    missing.push(format!("{}:{}: {path}", doc.display(), n + 1));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn the_readmes_render_commands_run_as_shown() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let commands: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("rumino render "))
        .collect();
    assert!(commands.len() >= 2, "{commands:?}");
    for command in commands {
        let dir = tempfile::tempdir().unwrap();
        let mut args: Vec<String> = command
            .split_whitespace()
            .skip(1)
            .map(str::to_owned)
            .collect();
        let out = args.iter().position(|a| a == "--out").expect("--out") + 1;
        args[out] = dir.path().display().to_string();
        let run = Command::new(BIN).args(&args).output().unwrap();
        assert!(
            run.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(
            std::fs::read_dir(dir.path()).unwrap().count() > 0,
            "{command} drew nothing"
        );
    }
}
