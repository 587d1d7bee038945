//! Reads the message catalogue into the binary: every `locales/<language>/*.ftl` file, every
//! translated rules document (`locales/<language>/rules/<game>.md`) and the English ones
//! (`docs/rules/<game>.md`). A translator's new file, or a new game's, is found without a list
//! to edit.

use std::fmt::Write as _;
use std::path::Path;

fn files(dir: &Path, ending: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.to_string_lossy().ends_with(ending))
        .map(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let path = std::fs::canonicalize(&p).unwrap_or(p);
            (name, path.to_string_lossy().into_owned())
        })
        .collect();
    out.sort();
    out
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let locales = root.join("locales");
    let rules = root.join("docs/rules");
    println!("cargo:rerun-if-changed={}", locales.display());
    println!("cargo:rerun-if-changed={}", rules.display());
    let mut languages: Vec<String> = std::fs::read_dir(&locales)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    languages.sort();

    let mut code = String::from(
        "/// Every `.ftl` file of `locales/`: its language, its name and its text.\n\
         pub const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for language in &languages {
        let dir = locales.join(language);
        println!("cargo:rerun-if-changed={}", dir.display());
        for (name, path) in files(&dir, ".ftl") {
            let _ = writeln!(
                code,
                "    ({language:?}, {name:?}, include_str!({path:?})),"
            );
        }
    }
    code.push_str(
        "];\n\n/// Every rules document: its language, its game and its text (English: \
         `docs/rules/`).\npub const RULES: &[(&str, &str, &str)] = &[\n",
    );
    for (name, path) in files(&rules, ".md") {
        let game = name.trim_end_matches(".md");
        let _ = writeln!(code, "    (\"en\", {game:?}, include_str!({path:?})),");
    }
    for language in &languages {
        let dir = locales.join(language).join("rules");
        println!("cargo:rerun-if-changed={}", dir.display());
        for (name, path) in files(&dir, ".md") {
            let game = name.trim_end_matches(".md");
            let _ = writeln!(
                code,
                "    ({language:?}, {game:?}, include_str!({path:?})),"
            );
        }
    }
    code.push_str("];\n");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("locales.rs"), code).expect("OUT_DIR is writable");
}
