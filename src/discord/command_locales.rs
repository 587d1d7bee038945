//! The slash commands in the catalogue's languages ([`crate::lang::catalogue`]): every command,
//! option and choice of the registration gets its name and description in each language there,
//! under every Discord locale the language serves, so a Spanish, French or German client lists
//! `/rumino` in its own words. English is the registration's own; Italian is written beside
//! each command.
//!
//! A command is found in the catalogue by its path of English names: `cmd--rumino--start--rummy
//! --target` holds that option's name, with its description as the `.description` attribute;
//! `choice--<path>--<value>` holds a choice's label.

use serde_json::{Map, Value};

use crate::lang::catalogue::{command_bundles, Bundle};

/// The catalogue id of the command or option at `path` (English names, from the top).
#[must_use]
pub fn node_id(path: &[&str]) -> String {
    format!("cmd--{}", path.join("--"))
}

/// The catalogue id of the choice of value `value` of the option at `path`.
#[must_use]
pub fn choice_id(path: &[&str], value: &Value) -> String {
    let value = match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let value: String = value
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{}--{value}", choice_id_base(path))
}

fn choice_id_base(path: &[&str]) -> String {
    format!("choice--{}", path.join("--"))
}

/// Adds every catalogue language's names and descriptions to `commands` (the registration, as
/// Discord reads it). A text the catalogue lacks is left out: Discord then shows the English.
pub fn localize(commands: &mut [Value]) {
    for command in commands {
        localize_node(command, &mut Vec::new());
    }
}

fn localize_node(node: &mut Value, path: &mut Vec<String>) {
    let Some(name) = node["name"].as_str().map(str::to_owned) else {
        return;
    };
    path.push(name);
    let at: Vec<&str> = path.iter().map(String::as_str).collect();
    let id = node_id(&at);
    for bundle in command_bundles() {
        set(node, "name_localizations", bundle, bundle.text(&id, None));
        let description = bundle.text(&id, Some("description"));
        set(node, "description_localizations", bundle, description);
    }
    // `get_mut`, not indexing: a mutable index would add the key as null where it is missing.
    if let Some(choices) = node.get_mut("choices").and_then(Value::as_array_mut) {
        for choice in choices {
            let id = choice_id(&at, &choice["value"]);
            for bundle in command_bundles() {
                set(choice, "name_localizations", bundle, bundle.text(&id, None));
            }
        }
    }
    if let Some(options) = node.get_mut("options").and_then(Value::as_array_mut) {
        for option in options {
            localize_node(option, path);
        }
    }
    path.pop();
}

/// Puts `text` under each of `bundle`'s Discord locales in `node[field]`.
fn set(node: &mut Value, field: &str, bundle: &Bundle, text: Option<String>) {
    let Some(text) = text else {
        return;
    };
    if !node[field].is_object() {
        node[field] = Value::Object(Map::new());
    }
    for locale in bundle.language.discord_locales {
        node[field][*locale] = Value::String(text.clone());
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashMap};

    use serde_json::Value;

    use super::{choice_id, node_id};
    use crate::lang::catalogue::{command_bundles, LANGUAGES};

    /// Every command, option and choice of the registration, with its path.
    fn walk(node: &Value, path: &mut Vec<String>, out: &mut Vec<(Vec<String>, Value)>) {
        let Some(name) = node["name"].as_str() else {
            return;
        };
        path.push(name.to_owned());
        out.push((path.clone(), node.clone()));
        for option in node["options"].as_array().into_iter().flatten() {
            walk(option, path, out);
        }
        path.pop();
    }

    fn registered() -> Vec<(Vec<String>, Value)> {
        let mut out = Vec::new();
        for command in crate::discord::option_check::registered() {
            walk(command, &mut Vec::new(), &mut out);
        }
        out
    }

    /// Discord's rule for command and option names in every locale.
    fn discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    fn every_command_option_and_choice_speaks_every_catalogue_language() {
        for (path, node) in registered() {
            for language in LANGUAGES {
                for locale in language.discord_locales {
                    let name = node["name_localizations"][*locale].as_str();
                    let about = node["description_localizations"][*locale].as_str();
                    let at = path.join(" ");
                    let name = name.unwrap_or_else(|| panic!("{locale}: no name for {at}"));
                    assert!(discord_name(name), "{locale}: {at} is named {name:?}");
                    if !node["description"].as_str().unwrap_or("").is_empty() {
                        let about = about.unwrap_or_else(|| panic!("{locale}: nothing says {at}"));
                        assert!((1..=100).contains(&about.chars().count()), "{locale}: {at}");
                    }
                    for choice in node["choices"].as_array().into_iter().flatten() {
                        let label = choice["name_localizations"][*locale].as_str();
                        let label = label.unwrap_or_else(|| panic!("{locale}: {at} {choice}"));
                        assert!((1..=100).contains(&label.chars().count()), "{label}");
                    }
                }
            }
        }
    }

    #[test]
    fn localizing_adds_localizations_and_nothing_else() {
        let mut commands = vec![serde_json::json!({
            "name": "rumino",
            "description": "Rumino",
            "options": [{"name": "help", "description": "Help", "type": 1}],
        })];
        super::localize(&mut commands);
        let help = &commands[0]["options"][0];
        let mut keys: Vec<&String> = help.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "description",
                "description_localizations",
                "name",
                "name_localizations",
                "type"
            ]
        );
        assert_eq!(
            help["name_localizations"]["es-419"],
            help["name_localizations"]["es-ES"]
        );
    }

    #[test]
    fn sibling_names_differ_in_every_locale() {
        let mut siblings: HashMap<(Vec<String>, &str), BTreeSet<String>> = HashMap::new();
        for (path, node) in registered() {
            let parent = path[..path.len() - 1].to_vec();
            for language in LANGUAGES {
                for locale in language.discord_locales {
                    let name = node["name_localizations"][*locale]
                        .as_str()
                        .unwrap_or_default()
                        .to_owned();
                    let seen = siblings.entry((parent.clone(), locale)).or_default();
                    assert!(
                        seen.insert(name.clone()),
                        "{locale}: two names {name:?} under {parent:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_catalogue_holds_no_text_the_commands_do_not_use() {
        let mut used = BTreeSet::new();
        for (path, node) in registered() {
            let at: Vec<&str> = path.iter().map(String::as_str).collect();
            used.insert(node_id(&at));
            for choice in node["choices"].as_array().into_iter().flatten() {
                used.insert(choice_id(&at, &choice["value"]));
            }
        }
        for bundle in command_bundles() {
            let unused: Vec<&str> = bundle.ids().filter(|id| !used.contains(*id)).collect();
            assert!(unused.is_empty(), "{}: {unused:?}", bundle.language.code);
        }
    }
}
