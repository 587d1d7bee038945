//! Discord's documented limits for application commands (bulk overwrite bodies).

use std::{collections::HashSet, sync::OnceLock};

use regex::Regex;
use serde_json::Value;

use super::super::errors::FieldError;
use super::{array, at, chars, required_text, text_len};

/// The locales Discord accepts as localization keys.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

const CHAT_INPUT: u64 = 1;
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
/// Option types that may carry choices: string, integer, number.
const WITH_CHOICES: [u64; 3] = [3, 4, 10];

/// Names of chat-input commands and options.
fn name_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^[-_\p{L}\p{N}\p{Devanagari}\p{Thai}]{1,32}$").expect("valid regex")
    })
}

pub fn check_list(body: &Value, out: &mut Vec<FieldError>) {
    let Some(list) = body.as_array() else {
        out.push(FieldError::new(&[], "BASE_TYPE_ARRAY", "Must be an array."));
        return;
    };
    let mut path = Vec::new();
    let chat_inputs = list
        .iter()
        .filter(|c| c["type"].as_u64().unwrap_or(CHAT_INPUT) == CHAT_INPUT)
        .count();
    if chat_inputs > 100 {
        out.push(FieldError::max_length(&path, 100));
    }
    let mut names = HashSet::new();
    for (i, cmd) in list.iter().enumerate() {
        at(&mut path, i, |path| {
            let kind = cmd["type"].as_u64().unwrap_or(CHAT_INPUT);
            if let Some(name) = cmd["name"].as_str() {
                if !names.insert((kind, name.to_owned())) {
                    at(path, "name", |p| {
                        out.push(FieldError::new(
                            p,
                            "APPLICATION_COMMANDS_DUPLICATE_NAME",
                            "Application command names must be unique",
                        ))
                    });
                }
            }
            command(cmd, kind, path, out);
        });
    }
}

fn command(cmd: &Value, kind: u64, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    if kind == CHAT_INPUT {
        name(cmd, path, out);
        required_text(cmd, "description", 1, 100, path, out);
    } else {
        required_text(cmd, "name", 1, 32, path, out);
        if cmd["description"].as_str().is_some_and(|d| !d.is_empty()) {
            at(path, "description", |p| {
                out.push(FieldError::new(
                    p,
                    "APPLICATION_COMMAND_DESCRIPTION_INVALID",
                    "User and message commands have no description",
                ))
            });
        }
    }
    localizations(cmd, path, out);
    let mut size = text_size(cmd);
    options(array(cmd, "options"), 0, path, &mut size, out);
    if size > 4000 {
        out.push(FieldError::new(
            path,
            "APPLICATION_COMMAND_TOO_LARGE",
            "Command exceeds maximum size (4000)",
        ));
    }
}

/// A chat-input name: the pattern, and lowercase where the letter has a lowercase form.
fn name(obj: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    at(path, "name", |p| match obj["name"].as_str() {
        None => out.push(FieldError::required(p)),
        Some(n) if !name_pattern().is_match(n) || n.to_lowercase() != n => {
            out.push(FieldError::new(
                p,
                "APPLICATION_COMMAND_INVALID_NAME",
                format!("Command name is invalid: {n:?}"),
            ))
        }
        Some(_) => {}
    });
}

fn localizations(obj: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    for (key, max, is_name) in [
        ("name_localizations", 32, true),
        ("description_localizations", 100, false),
    ] {
        let Some(map) = obj[key].as_object() else {
            continue;
        };
        at(path, key, |path| {
            for (locale, text) in map {
                at(path, locale, |p| {
                    if !LOCALES.contains(&locale.as_str()) {
                        out.push(FieldError::new(
                            p,
                            "BASE_TYPE_CHOICES",
                            format!("Value must be one of {LOCALES:?}."),
                        ));
                    }
                    let n = text.as_str().map_or(0, chars);
                    if n == 0 || n > max {
                        out.push(FieldError::bad_length(p, 1, max));
                    } else if is_name {
                        let t = text.as_str().unwrap_or_default();
                        if !name_pattern().is_match(t) || t.to_lowercase() != t {
                            out.push(FieldError::new(
                                p,
                                "APPLICATION_COMMAND_INVALID_NAME",
                                "Command name is invalid",
                            ));
                        }
                    }
                });
            }
        });
    }
}

fn options(
    list: &[Value],
    depth: usize,
    path: &mut Vec<String>,
    size: &mut usize,
    out: &mut Vec<FieldError>,
) {
    at(path, "options", |path| {
        if list.len() > 25 {
            out.push(FieldError::max_length(path, 25));
        }
        let subs = list.iter().filter(|o| is_sub(o)).count();
        if subs != 0 && subs != list.len() {
            out.push(FieldError::new(
                path,
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "Sub-commands and sub-command groups cannot be mixed with other options",
            ));
        }
        let mut names = HashSet::new();
        let mut optional_seen = false;
        for (i, o) in list.iter().enumerate() {
            at(path, i, |path| {
                if let Some(n) = o["name"].as_str() {
                    if !names.insert(n.to_owned()) {
                        at(path, "name", |p| {
                            out.push(FieldError::new(
                                p,
                                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                                "Option names must be unique",
                            ))
                        });
                    }
                }
                let required = o["required"].as_bool().unwrap_or(false);
                if required && optional_seen {
                    at(path, "required", |p| {
                        out.push(FieldError::new(
                            p,
                            "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                            "Required options must be placed before non-required options",
                        ))
                    });
                }
                optional_seen |= !required && !is_sub(o);
                option(o, depth, path, size, out);
            });
        }
    });
}

fn is_sub(o: &Value) -> bool {
    matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP))
}

fn option(
    o: &Value,
    depth: usize,
    path: &mut Vec<String>,
    size: &mut usize,
    out: &mut Vec<FieldError>,
) {
    let kind = o["type"].as_u64().unwrap_or(0);
    if !(1..=11).contains(&kind) {
        at(path, "type", |p| {
            out.push(FieldError::new(
                p,
                "BASE_TYPE_CHOICES",
                "Value must be one of 1..=11.",
            ))
        });
    }
    name(o, path, out);
    required_text(o, "description", 1, 100, path, out);
    localizations(o, path, out);
    *size += text_size(o);
    let nested = array(o, "options");
    match kind {
        SUB_COMMAND_GROUP if depth > 0 || nested.iter().any(|n| n["type"] != SUB_COMMAND) => {
            at(path, "options", |p| {
                out.push(FieldError::new(
                    p,
                    "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                    "A group holds only sub-commands",
                ))
            });
        }
        SUB_COMMAND if nested.iter().any(is_sub) => at(path, "options", |p| {
            out.push(FieldError::new(
                p,
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "A sub-command cannot hold sub-commands",
            ))
        }),
        _ => {}
    }
    if matches!(kind, SUB_COMMAND | SUB_COMMAND_GROUP) {
        options(nested, depth + 1, path, size, out);
    } else if !nested.is_empty() {
        at(path, "options", |p| {
            out.push(FieldError::new(
                p,
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "Only sub-commands hold options",
            ))
        });
    }
    let choices = array(o, "choices");
    if !choices.is_empty() && (!WITH_CHOICES.contains(&kind) || o["autocomplete"] == true) {
        at(path, "choices", |p| {
            out.push(FieldError::new(
                p,
                "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
                "Choices are only for string, integer and number options without autocomplete",
            ))
        });
    }
    at(path, "choices", |path| {
        if choices.len() > 25 {
            out.push(FieldError::max_length(path, 25));
        }
        for (i, c) in choices.iter().enumerate() {
            at(path, i, |path| {
                required_text(c, "name", 1, 100, path, out);
                text_len(c, "value", 1, 100, path, out);
                if let Some(map) = c["name_localizations"].as_object() {
                    for (locale, text) in map {
                        let bad_locale = !LOCALES.contains(&locale.as_str());
                        let n = text.as_str().map_or(0, chars);
                        if bad_locale || n == 0 || n > 100 {
                            at(path, "name_localizations", |p| {
                                at(p, locale, |p| out.push(FieldError::bad_length(p, 1, 100)))
                            });
                        }
                    }
                }
                *size += text_size(c) + c["value"].as_str().map_or(0, chars);
            });
        }
    });
    for key in ["min_length", "max_length"] {
        if o[key].as_u64().is_some_and(|n| n > 6000) {
            at(path, key, |p| {
                out.push(FieldError::new(
                    p,
                    "NUMBER_TYPE_MAX",
                    "int value should be <= 6000.",
                ))
            });
        }
    }
}

/// The characters a command, option or choice adds to the command's 4000-character total:
/// its name and description (the longest localization counts when longer).
fn text_size(obj: &Value) -> usize {
    let longest = |key: &str, loc: &str| {
        let base = obj[key].as_str().map_or(0, chars);
        let locs = obj[loc].as_object().map_or(0, |m| {
            m.values()
                .filter_map(Value::as_str)
                .map(chars)
                .max()
                .unwrap_or(0)
        });
        base.max(locs)
    };
    longest("name", "name_localizations") + longest("description", "description_localizations")
}
