//! The catalogue's checks: every file reads, every language holds every message with the same
//! variables, and the code says exactly the messages the catalogue holds, with the variables
//! each uses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Every problem in every language's files.
fn problems() -> Vec<Broken> {
    LANGUAGES
        .iter()
        .flat_map(|l| [load(l, Part::Said).1, load(l, Part::Commands).1])
        .flatten()
        .collect()
}

#[test]
fn every_file_reads_without_a_syntax_error_or_an_id_given_twice() {
    let problems = problems();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_language_is_a_lang_and_a_folder() {
    let langs: Vec<Lang> = LANGUAGES.iter().map(Language::lang).collect();
    assert_eq!(langs, Lang::ALL);
    for language in LANGUAGES {
        assert_eq!(language.code, language.lang().code());
        assert!(
            language.files().any(|(file, _)| file == "table.ftl"),
            "locales/{}/ holds the language's files",
            language.code
        );
    }
    let folders: BTreeSet<&str> = FILES.iter().map(|(code, _, _)| *code).collect();
    let codes: BTreeSet<&str> = LANGUAGES.iter().map(|l| l.code).collect();
    assert_eq!(
        folders, codes,
        "every folder of locales/ is a language of LANGUAGES"
    );
}

fn sorted<'a>(ids: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut ids: Vec<&str> = ids.collect();
    ids.sort_unstable();
    ids
}

fn same_ids(what: &str, reference: &Bundle, other: &Bundle, ids: fn(&Bundle) -> Vec<&str>) {
    let (want, have) = (ids(reference), ids(other));
    let missing: Vec<&&str> = want.iter().filter(|i| !have.contains(i)).collect();
    let extra: Vec<&&str> = have.iter().filter(|i| !want.contains(i)).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{} {what}: missing {missing:?}, not in {}: {extra:?}",
        other.language.code,
        reference.language.code
    );
}

#[test]
fn every_language_has_the_same_messages() {
    let english = said_bundle(Lang::En);
    assert!(english.ids().next().is_some());
    for bundle in said_bundles() {
        same_ids("says", english, bundle, |b| sorted(b.ids()));
    }
    let commanders: Vec<&Bundle> = command_bundles()
        .filter(|b| !b.language.discord_locales.is_empty())
        .collect();
    for bundle in &commanders {
        same_ids("names commands", commanders[0], bundle, |b| sorted(b.ids()));
    }
}

/// Every message of `language`'s files, as Fluent's parser reads them.
fn messages(language: &Language) -> Vec<ast::Message<&'static str>> {
    language
        .files()
        .filter_map(|(_, source)| fluent_syntax::parser::parse(source).ok())
        .flat_map(|resource| resource.body)
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => Some(message),
            _ => None,
        })
        .collect()
}

/// The variables each message of `language` names, by message and attribute.
fn variables(language: &Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for message in messages(language) {
        let mut names = BTreeSet::new();
        if let Some(value) = &message.value {
            pattern_variables(value, &mut names);
        }
        out.insert(message.id.name.to_owned(), names);
        for attribute in &message.attributes {
            let mut names = BTreeSet::new();
            pattern_variables(&attribute.value, &mut names);
            out.insert(format!("{}.{}", message.id.name, attribute.id.name), names);
        }
    }
    out
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// The variables each message of `language` only chooses its words by (`{ $person -> … }`),
/// never shows.
fn selectors_only(language: &Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for message in messages(language) {
        let (mut shown, mut chosen) = (BTreeSet::new(), BTreeSet::new());
        if let Some(value) = &message.value {
            split_variables(value, &mut shown, &mut chosen);
        }
        out.insert(
            message.id.name.to_owned(),
            chosen.difference(&shown).cloned().collect(),
        );
    }
    out
}

fn split_variables(
    pattern: &ast::Pattern<&str>,
    shown: &mut BTreeSet<String>,
    chosen: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { selector, variants },
            } => {
                inline_variables(selector, chosen);
                for variant in variants {
                    split_variables(&variant.value, shown, chosen);
                }
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(inline),
            } => inline_variables(inline, shown),
            ast::PatternElement::TextElement { .. } => {}
        }
    }
}

/// Every variable a translation names is one English gives it, and every one English shows
/// the translation uses too: a language may leave out only a variable English merely chooses
/// its words by (English's "you deal" / "Anna deals").
#[test]
fn every_language_names_the_variables_english_gives_it() {
    let english = variables(&LANGUAGES[0]);
    let chosen = selectors_only(&LANGUAGES[0]);
    for language in &LANGUAGES[1..] {
        for (id, names) in variables(language) {
            let Some(want) = english.get(&id) else {
                continue;
            };
            let optional = chosen.get(&id).cloned().unwrap_or_default();
            let extra: Vec<&String> = names.difference(want).collect();
            let missing: Vec<&String> = want
                .difference(&names)
                .filter(|n| !optional.contains(*n))
                .collect();
            assert!(
                extra.is_empty() && missing.is_empty(),
                "{} {id}: names {extra:?} English does not give it, leaves out {missing:?}",
                language.code
            );
        }
    }
}

/// Every `say!` and declared [`Text`](crate::games::Text) in the source: its file, message id
/// and the variables it passes (a declared text: whatever its declaration fills in).
fn says_in_source() -> Vec<(String, String, Option<BTreeSet<String>>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    let mut folders = vec![root.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the source is readable") {
            let path = entry.expect("the source is readable").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("the source is readable");
                let file = path
                    .strip_prefix(&root)
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                out.extend(
                    says_in(&text)
                        .into_iter()
                        .map(|(id, names)| (file.clone(), id, Some(names))),
                );
                out.extend(
                    texts_in(&text)
                        .into_iter()
                        .map(|id| (file.clone(), id, None)),
                );
            }
        }
    }
    out
}

/// The `say!(lang, "id", a, b = …)` calls in `text`: each id with its variables' names.
fn says_in(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("say!(") {
        rest = &rest[at + 5..];
        let Some(parts) = call_arguments(rest) else {
            break;
        };
        let Some(id) = parts
            .get(1)
            .and_then(|p| p.trim().strip_prefix('"'))
            .and_then(|p| p.strip_suffix('"'))
        else {
            continue;
        };
        let names = parts[2..]
            .iter()
            .map(|p| p.split('=').next().unwrap_or("").trim().to_owned())
            .filter(|n| !n.is_empty())
            .collect();
        out.push((id.to_owned(), names));
    }
    out
}

/// The ids of the texts declared in `text` as data: `Text::new("id")`.
fn texts_in(text: &str) -> Vec<String> {
    text.split("Text::new(\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(id, _)| id.to_owned()))
        .collect()
}

/// The arguments of the call whose inside `text` begins: split at its commas outside brackets
/// and strings, up to its closing parenthesis; `None` if it never closes.
fn call_arguments(text: &str) -> Option<Vec<&str>> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut in_string, mut escaped) = (0usize, 0, false, false);
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => {
                if !text[start..i].trim().is_empty() {
                    parts.push(&text[start..i]);
                }
                return Some(parts);
            }
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    None
}

#[test]
fn the_code_says_every_message_with_the_variables_it_uses() {
    let english = variables(&LANGUAGES[0]);
    let held: BTreeSet<&str> = said_bundle(Lang::En).ids().collect();
    let mut said = BTreeSet::new();
    let mut wrong = Vec::new();
    for (file, id, names) in says_in_source() {
        if file.ends_with("catalogue/tests.rs") || file.ends_with("catalogue.rs") {
            continue;
        }
        let value: BTreeSet<String> = ["value".to_owned()].into();
        match (english.get(&id), names) {
            (None, _) => wrong.push(format!(
                "{file}: says {id}, which the catalogue does not hold"
            )),
            (Some(want), Some(names)) if *want != names => wrong.push(format!(
                "{file}: says {id} with {names:?}, but the message uses {want:?}"
            )),
            (Some(want), None) if !want.is_subset(&value) => wrong.push(format!(
                "{file}: declares {id}, whose message uses {want:?}: a declared text has at most \
                 a $value"
            )),
            _ => {}
        }
        said.insert(id);
    }
    for id in held {
        if !said.contains(id) {
            wrong.push(format!("the catalogue holds {id}, which nothing says"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_source_scan_finds_ids_and_variables() {
    let found = says_in(r#"x(say!(lang, "a-b", n, name = p.name(1, 2)), say!(l, "c"))"#);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].0, "a-b");
    assert_eq!(
        found[0].1,
        ["n", "name"].into_iter().map(String::from).collect()
    );
    assert!(found[1].1.is_empty());
}

#[test]
fn a_message_is_said_with_its_variables_and_plural_rules() {
    for language in LANGUAGES {
        let text = said_bundle(language.lang()).format("general-missing", None, None);
        assert!(text.is_none(), "{}", language.code);
    }
    assert_eq!(say(Lang::En, "general-missing", &[]), "general-missing");
}

#[test]
fn discord_locales_are_discords() {
    // Discord's own locale codes for these languages.
    let known = ["es-ES", "es-419", "fr", "de"];
    for language in LANGUAGES {
        for locale in language.discord_locales {
            assert!(known.contains(locale), "{locale}");
        }
    }
}

#[test]
fn numbers_beyond_a_doubles_precision_are_said_exactly() {
    let id = i64::MAX;
    let said = say(
        Lang::En,
        "table-footer",
        &[("table", Arg::arg(&id)), ("game", Arg::arg("Rumino"))],
    );
    assert_eq!(said, format!("Table {id} · Rumino"));
}

/// A translation of a sentence is not the English sentence left as it was.
#[test]
fn every_sentence_is_translated() {
    let english = said_bundle(Lang::En);
    for bundle in said_bundles().skip(2) {
        let same: Vec<&str> = english
            .ids()
            .filter(|id| {
                let (en, other) = (said(Lang::En, id), said(bundle.language.lang(), id));
                en == other
                    && en
                        .split_whitespace()
                        .filter(|w| w.chars().all(char::is_alphabetic))
                        .count()
                        >= 3
            })
            .collect();
        assert!(
            same.is_empty(),
            "{}: left in English: {same:?}",
            bundle.language.code
        );
    }
}

/// A command's or option's English name has one name in each language wherever it stands, so
/// a refusal can name an option as the player's client lists it ([`command_word`]).
#[test]
fn an_english_command_word_has_one_name_in_each_language() {
    for bundle in command_bundles() {
        let mut names: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
        for id in bundle.ids() {
            if let (Some(last), Some(name)) = (
                id.strip_prefix("cmd--").and_then(|p| p.rsplit("--").next()),
                bundle.text(id, None),
            ) {
                names.entry(last).or_default().insert(name);
            }
        }
        let several: Vec<_> = names.iter().filter(|(_, n)| n.len() > 1).collect();
        assert!(several.is_empty(), "{}: {several:?}", bundle.language.code);
    }
}
