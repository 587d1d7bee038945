//! Adding a game is its folder and the registry's line, as `docs/adding-a-game.md` says: a copy
//! of the source gets a sixth game (high card, `tests/fixtures/sixth_game/high_card/`, with its
//! engine and every face), the registry gets its line and `games/mod.rs` its module, and the
//! copy must compile with nothing else touched and keep its floors. The doc's list of files
//! outside the game's folder is checked against what this test had to touch.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The files this test edits outside the new game's folder, as the doc's table names them.
const TOUCHED: [&str; 2] = ["src/games/registry.rs", "src/games/mod.rs"];

/// What a game also brings besides code (its rules document and its words in each language),
/// as the doc's table names them.
const DOCUMENTS: [&str; 2] = ["docs/rules/<game>.md", "locales/<language>/<game>.ftl"];

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A copy of what the library is built from, in a fresh folder.
fn copy_of_the_source() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for file in ["Cargo.toml", "Cargo.lock", "build.rs"] {
        std::fs::copy(file, dir.path().join(file)).unwrap();
    }
    for folder in [
        "src",
        "migrations",
        "assets",
        "locales",
        "docs/rules",
        "benches",
    ] {
        copy_dir(Path::new(folder), &dir.path().join(folder));
    }
    dir
}

/// Adds high card to the copy at `root`: its folder, the registry's line and its module line,
/// and its documents (its rules, its words in each language).
fn add_high_card(root: &Path) {
    copy_dir(
        Path::new("tests/fixtures/sixth_game/high_card"),
        &root.join("src/games/high_card"),
    );
    copy_dir(
        Path::new("tests/fixtures/sixth_game/locales"),
        &root.join("locales"),
    );
    std::fs::copy(
        "tests/fixtures/sixth_game/rules.md",
        root.join("docs/rules/high_card.md"),
    )
    .unwrap();
    let registry = root.join(TOUCHED[0]);
    let text = std::fs::read_to_string(&registry).unwrap();
    let last = text
        .lines()
        .rfind(|l| l.contains("=>") && l.trim_end().ends_with(','))
        .expect("the registry's list")
        .to_owned();
    let indent: String = last.chars().take_while(|c| c.is_whitespace()).collect();
    let line = format!("{indent}HighCard = \"high_card\" => high_card::HighCardGame,");
    let text = text.replacen(&last, &format!("{last}\n{line}"), 1);
    std::fs::write(&registry, text).unwrap();
    let games = root.join(TOUCHED[1]);
    let mut text = std::fs::read_to_string(&games).unwrap();
    text.push_str("\npub mod high_card;\n");
    std::fs::write(&games, text).unwrap();
}

/// The files `docs/adding-a-game.md` says change outside the game's folder.
fn files_the_doc_names() -> Vec<String> {
    let doc = std::fs::read_to_string("docs/adding-a-game.md").unwrap();
    let section = doc
        .split("## Files outside the game's folder")
        .nth(1)
        .expect("the doc's section on files outside the folder");
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .filter_map(|l| l.split('`').nth(1))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_doc_names_the_files_a_new_game_touches() {
    let mut expected: Vec<String> = TOUCHED
        .iter()
        .chain(&DOCUMENTS)
        .map(|s| s.to_string())
        .collect();
    expected.sort();
    let mut named = files_the_doc_names();
    named.sort();
    assert_eq!(named, expected);
}

#[test]
fn a_sixth_game_compiles_from_its_folder_and_the_registry_line() {
    let copy = copy_of_the_source();
    add_high_card(copy.path());

    // Its floors hold like every other game's.
    let found: Vec<String> = crate::layers::violations(&crate::layers::sources(copy.path()))
        .into_iter()
        .filter(|v| v.contains("high_card"))
        .collect();
    assert!(found.is_empty(), "{found:#?}");

    // And the library compiles with it: every enum, dispatch and list over the games takes it.
    let target: PathBuf = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| PathBuf::from("target"), PathBuf::from)
        .join("sixth-game");
    let target = std::env::current_dir().unwrap().join(target);
    let out = Command::new(env!("CARGO"))
        .args(["check", "--lib", "--offline", "--locked", "--quiet"])
        .current_dir(copy.path())
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "cargo check of the copy with a sixth game failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
