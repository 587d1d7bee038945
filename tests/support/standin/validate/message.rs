//! Discord's documented limits for message bodies (content, embeds, components).

use std::collections::HashSet;

use serde_json::Value;

use super::super::errors::FieldError;
use super::{array, at, chars, required_text, text_len, EMPTY_MESSAGE};

const EPHEMERAL: u64 = 1 << 6;
const SUPPRESS_EMBEDS: u64 = 1 << 2;
const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
const IS_COMPONENTS_V2: u64 = 1 << 15;
/// Select menu component types: string, user, role, mentionable, channel.
const SELECTS: [u64; 5] = [3, 5, 6, 7, 8];

/// A message create or edit body at `path`.
pub fn check(body: &Value, path: &mut Vec<String>, create: bool, out: &mut Vec<FieldError>) {
    text_len(body, "content", 0, 2000, path, out);
    check_flags(body, path, out);
    embeds(body, path, out);
    let v2 = body["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0;
    components(body, path, v2, out);
    let has = |key: &str| match &body[key] {
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Null => false,
        _ => true,
    };
    let empty = ![
        "content",
        "embeds",
        "components",
        "attachments",
        "sticker_ids",
        "poll",
    ]
    .iter()
    .any(|k| has(k));
    if create && empty {
        out.push(FieldError::new(
            path,
            EMPTY_MESSAGE,
            "Cannot send an empty message",
        ));
    }
}

/// Only these flags may be set when sending: ephemeral, suppress embeds and notifications,
/// components v2.
pub fn check_flags(body: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    let allowed = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2;
    if let Some(flags) = body["flags"].as_u64() {
        if flags & !allowed != 0 {
            at(path, "flags", |p| {
                out.push(FieldError::new(
                    p,
                    "MESSAGE_FLAGS_INVALID",
                    format!("Invalid flags: {flags}"),
                ))
            });
        }
    }
}

fn embeds(body: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    let list = array(body, "embeds");
    at(path, "embeds", |path| {
        if list.len() > 10 {
            out.push(FieldError::max_length(path, 10));
        }
        let mut total = 0;
        for (i, e) in list.iter().enumerate() {
            at(path, i, |path| total += embed(e, path, out));
        }
        if total > 6000 {
            out.push(FieldError::new(
                path,
                "MAX_EMBED_SIZE_EXCEEDED",
                "Embed size exceeds maximum size of 6000",
            ));
        }
    });
}

/// Checks one embed; returns its size in characters as Discord totals it.
fn embed(e: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, chars);
    text_len(e, "title", 0, 256, path, out);
    text_len(e, "description", 0, 4096, path, out);
    let mut total = len(&e["title"]) + len(&e["description"]);
    let fields = array(e, "fields");
    at(path, "fields", |path| {
        if fields.len() > 25 {
            out.push(FieldError::max_length(path, 25));
        }
        for (i, f) in fields.iter().enumerate() {
            at(path, i, |path| {
                required_text(f, "name", 1, 256, path, out);
                required_text(f, "value", 1, 1024, path, out);
            });
            total += len(&f["name"]) + len(&f["value"]);
        }
    });
    if e["footer"].is_object() {
        at(path, "footer", |p| {
            required_text(&e["footer"], "text", 1, 2048, p, out)
        });
        total += len(&e["footer"]["text"]);
    }
    if e["author"].is_object() {
        at(path, "author", |p| {
            required_text(&e["author"], "name", 1, 256, p, out)
        });
        total += len(&e["author"]["name"]);
    }
    if let Some(c) = e["color"].as_i64() {
        if !(0..=0xFF_FFFF).contains(&c) {
            at(path, "color", |p| {
                out.push(FieldError::new(
                    p,
                    "NUMBER_TYPE_MAX",
                    "int value should be <= 16777215 and >= 0.",
                ))
            });
        }
    }
    total
}

fn components(body: &Value, path: &mut Vec<String>, v2: bool, out: &mut Vec<FieldError>) {
    let rows = array(body, "components");
    let mut seen = HashSet::new();
    at(path, "components", |path| {
        if v2 {
            // Components v2: up to 40 components in all; their layout is left to the schema.
            let mut count = 0;
            count_components(rows, &mut count);
            if count > 40 {
                out.push(FieldError::max_length(path, 40));
            }
            walk_ids(rows, path, &mut seen, out);
            return;
        }
        if rows.len() > 5 {
            out.push(FieldError::max_length(path, 5));
        }
        for (i, row) in rows.iter().enumerate() {
            at(path, i, |path| action_row(row, path, &mut seen, out));
        }
    });
}

fn action_row(
    row: &Value,
    path: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    if row["type"] != 1 {
        at(path, "type", |p| {
            out.push(FieldError::new(
                p,
                "UNION_TYPE_CHOICES",
                "Value of field \"type\" must be one of (1,).",
            ))
        });
        return;
    }
    let children = array(row, "components");
    at(path, "components", |path| {
        if children.is_empty() || children.len() > 5 {
            out.push(FieldError::bad_length(path, 1, 5));
        }
        let has_select = children
            .iter()
            .any(|c| c["type"].as_u64().is_some_and(|t| SELECTS.contains(&t)));
        if has_select && children.len() > 1 {
            out.push(FieldError::new(
                path,
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            ));
        }
        for (i, c) in children.iter().enumerate() {
            at(path, i, |path| match c["type"].as_u64() {
                Some(2) => button(c, path, seen, out),
                Some(3) => string_select(c, path, seen, out),
                Some(t) if SELECTS.contains(&t) => custom_id(c, path, true, seen, out),
                _ => at(path, "type", |p| {
                    out.push(FieldError::new(
                        p,
                        "UNION_TYPE_CHOICES",
                        "Value of field \"type\" must be one of (2, 3, 5, 6, 7, 8).",
                    ))
                }),
            });
        }
    });
}

fn button(
    b: &Value,
    path: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    text_len(b, "label", 0, 80, path, out);
    match b["style"].as_u64() {
        Some(1..=4) => custom_id(b, path, true, seen, out),
        Some(5) => {
            if b["url"].as_str().is_none() {
                at(path, "url", |p| {
                    out.push(FieldError::new(
                        p,
                        "BUTTON_COMPONENT_URL_REQUIRED",
                        "A url is required",
                    ))
                });
            }
            if !b["custom_id"].is_null() {
                at(path, "custom_id", |p| {
                    out.push(FieldError::new(
                        p,
                        "BUTTON_COMPONENT_INVALID_URL_CUSTOM_ID",
                        "A link button cannot have a custom id",
                    ))
                });
            }
        }
        Some(6) => {}
        _ => at(path, "style", |p| {
            out.push(FieldError::new(
                p,
                "BASE_TYPE_CHOICES",
                "Value must be one of (1, 2, 3, 4, 5, 6).",
            ))
        }),
    }
    let has_label = b["label"].as_str().is_some_and(|s| !s.is_empty());
    if b["style"] != 6 && !has_label && b["emoji"].is_null() {
        at(path, "label", |p| {
            out.push(FieldError::new(
                p,
                "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
                "A label or an emoji is required",
            ))
        });
    }
}

fn string_select(
    s: &Value,
    path: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    custom_id(s, path, true, seen, out);
    text_len(s, "placeholder", 0, 150, path, out);
    let options = array(s, "options");
    let min = s["min_values"].as_u64().unwrap_or(1);
    let max = s["max_values"].as_u64().unwrap_or(1);
    if min > 25 {
        at(path, "min_values", |p| {
            out.push(FieldError::new(
                p,
                "NUMBER_TYPE_MAX",
                "int value should be <= 25.",
            ))
        });
    }
    if !(1..=25).contains(&max) || max < min {
        at(path, "max_values", |p| {
            out.push(FieldError::new(
                p,
                "NUMBER_TYPE_MAX",
                "max_values must be between min_values and 25.",
            ))
        });
    }
    at(path, "options", |path| {
        if options.is_empty() || options.len() > 25 {
            out.push(FieldError::bad_length(path, 1, 25));
        }
        if (max as usize) > options.len() {
            out.push(FieldError::new(
                path,
                "SELECT_COMPONENT_TOO_FEW_OPTIONS",
                format!(
                    "max_values ({max}) is more than the number of options ({})",
                    options.len()
                ),
            ));
        }
        let mut values = HashSet::new();
        for (i, o) in options.iter().enumerate() {
            at(path, i, |path| {
                required_text(o, "label", 1, 100, path, out);
                required_text(o, "value", 1, 100, path, out);
                text_len(o, "description", 0, 100, path, out);
                if let Some(v) = o["value"].as_str() {
                    if !values.insert(v.to_owned()) {
                        at(path, "value", |p| {
                            out.push(FieldError::new(
                                p,
                                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                                "Select option values must be unique",
                            ))
                        });
                    }
                }
            });
        }
    });
}

/// A custom_id: required (when `required`), 1–100 characters, unique within the message.
fn custom_id(
    c: &Value,
    path: &mut Vec<String>,
    required: bool,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    at(path, "custom_id", |p| match c["custom_id"].as_str() {
        None if required => out.push(FieldError::new(
            p,
            "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
            "A custom id is required",
        )),
        None => {}
        Some(id) => {
            let n = chars(id);
            if n == 0 || n > 100 {
                out.push(FieldError::bad_length(p, 1, 100));
            }
            if !seen.insert(id.to_owned()) {
                out.push(FieldError::new(
                    p,
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                ));
            }
        }
    });
}

fn count_components(list: &[Value], count: &mut usize) {
    for c in list {
        *count += 1;
        count_components(array(c, "components"), count);
        if c["accessory"].is_object() {
            *count += 1;
        }
    }
}

fn walk_ids(
    list: &[Value],
    path: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    for (i, c) in list.iter().enumerate() {
        at(path, i, |path| {
            if c["custom_id"].is_string() {
                custom_id(c, path, false, seen, out);
            }
            at(path, "components", |p| {
                walk_ids(array(c, "components"), p, seen, out)
            });
        });
    }
}
