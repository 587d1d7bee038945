//! The layering the architecture promises, checked on the source: a game's rules engine does no
//! IO and knows no Discord, terminal, words, store or table (only its `screens`, `words` and
//! `terminal` files face those), and the shared layers name no game beyond the seam — every
//! game reaches them through the registry's one list (`src/games/registry.rs`).
//! The tournament service names no adapter: it runs tournaments for Discord and the terminal alike.

use std::path::{Path, PathBuf};

/// The games' modules, as the registry lists them (`Kind = "word" => module::State`).
fn registered_games() -> Vec<String> {
    let registry = std::fs::read_to_string("src/games/registry.rs").unwrap();
    let games: Vec<String> = registry
        .lines()
        .filter_map(|l| l.split("=>").nth(1))
        .filter_map(|rest| rest.trim().split("::").next())
        .map(|m| m.trim().to_owned())
        .filter(|m| !m.is_empty() && m.chars().all(|c| c.is_ascii_lowercase()))
        .collect();
    assert!(games.len() >= 5, "{games:?}");
    games
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

/// The code of `path` before its test module, without comment lines.
fn production_code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().unwrap().to_string_lossy();
    name.ends_with("tests.rs") || name == "testkit.rs" || name == "tests.rs"
}

#[test]
fn a_games_rules_engine_faces_no_io_and_no_other_layer() {
    let faces = ["screens", "terminal", "words"];
    let others = [
        "serenity",
        "poise",
        "sqlx",
        "tokio",
        "crate::discord",
        "crate::cli",
        "crate::i18n",
        "crate::store",
        "crate::table",
    ];
    let mut found = Vec::new();
    for game in registered_games() {
        let mut files = Vec::new();
        rust_files(Path::new(&format!("src/games/{game}")), &mut files);
        for path in files {
            let shown = path.to_string_lossy().into_owned();
            if faces.iter().any(|f| shown.contains(&format!("/{f}"))) {
                continue;
            }
            let code = production_code(&path);
            for other in others.iter().filter(|o| code.contains(*o)) {
                found.push(format!("{shown} uses {other}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_shared_layers_name_no_game_beyond_the_seam() {
    // Rumino's and Ramino's `rumino eval` are tools of those two games, on the command line.
    let own_tools = ["src/cli/eval.rs", "src/cli/eval_ramino/", "src/cli/app.rs"];
    let games = registered_games();
    let mut found = Vec::new();
    for layer in [
        "src/table",
        "src/store",
        "src/discord",
        "src/cli",
        "src/i18n",
    ] {
        let mut files = Vec::new();
        rust_files(Path::new(layer), &mut files);
        for path in files.into_iter().filter(|p| !is_test_file(p)) {
            let shown = path.to_string_lossy().into_owned();
            if own_tools.iter().any(|t| shown.starts_with(t)) {
                continue;
            }
            let code = production_code(&path);
            for game in &games {
                if code.contains(&format!("games::{game}::")) {
                    found.push(format!("{shown} names games::{game}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn tournaments_name_no_adapter() {
    // The tournament service runs tournaments for any adapter: it is handed their places
    // (`src/tournament/places.rs`) and names none of them.
    let adapters = [
        "serenity",
        "poise",
        "crate::discord",
        "crate::cli",
        "crate::web",
    ];
    let mut files = Vec::new();
    rust_files(Path::new("src/tournament"), &mut files);
    assert!(files.len() >= 5, "{files:?}");
    let mut found = Vec::new();
    for path in files {
        let code = production_code(&path);
        for adapter in adapters.iter().filter(|a| code.contains(*a)) {
            found.push(format!("{} uses {adapter}", path.display()));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}
