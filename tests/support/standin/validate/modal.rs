//! Discord's limits for a modal (the `data` of an interaction callback of type 9): custom_id and
//! title, 1–5 action rows each holding exactly one text input, and each input's custom_id,
//! label, style, lengths, placeholder and prefilled value.
//!
//! Modals laid out with label (18) or text display (10) components are not modelled: serenity
//! 0.12, which the bot uses, only builds action rows of text inputs, so anything else is refused.

use std::collections::HashSet;

use serde_json::Value;

use super::super::errors::FieldError;
use super::{array, at, chars, required_text, text_len};

/// The most rows (one text input each) a modal holds.
pub const MAX_ROWS: usize = 5;
/// The longest text a text input takes or holds.
pub const MAX_TEXT: u64 = 4000;

/// A modal's data at `path` (`data` in a callback body).
pub fn check(data: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    if !data.is_object() {
        out.push(FieldError::required(path));
        return;
    }
    required_text(data, "custom_id", 1, 100, path, out);
    required_text(data, "title", 1, 45, path, out);
    let rows = array(data, "components");
    let mut seen = HashSet::new();
    at(path, "components", |path| {
        if data["components"].as_array().is_none() {
            out.push(FieldError::required(path));
        } else if rows.is_empty() || rows.len() > MAX_ROWS {
            out.push(FieldError::bad_length(path, 1, MAX_ROWS));
        }
        for (i, r) in rows.iter().enumerate() {
            at(path, i, |path| row(r, path, &mut seen, out));
        }
    });
}

/// An action row holding exactly one text input.
fn row(r: &Value, path: &mut Vec<String>, seen: &mut HashSet<String>, out: &mut Vec<FieldError>) {
    if r["type"] != 1 {
        at(path, "type", |p| {
            out.push(FieldError::new(
                p,
                "UNION_TYPE_CHOICES",
                "Value of field \"type\" must be one of (1,).",
            ))
        });
        return;
    }
    let inputs = array(r, "components");
    at(path, "components", |path| {
        if inputs.is_empty() || inputs.len() > 5 {
            out.push(FieldError::bad_length(path, 1, 5));
        } else if inputs.len() > 1 {
            // A text input takes the whole width of its row.
            out.push(FieldError::new(
                path,
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            ));
        }
        for (j, c) in inputs.iter().enumerate() {
            at(path, j, |path| {
                if c["type"] == 4 {
                    text_input(c, path, seen, out);
                } else {
                    out.push(FieldError::new(
                        path,
                        "COMPONENT_TYPE_INVALID",
                        "The specified component type is invalid in this context",
                    ));
                }
            });
        }
    });
}

fn text_input(
    c: &Value,
    path: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<FieldError>,
) {
    required_text(c, "custom_id", 1, 100, path, out);
    if let Some(id) = c["custom_id"].as_str() {
        if !seen.insert(id.to_owned()) {
            at(path, "custom_id", |p| {
                out.push(FieldError::new(
                    p,
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                ))
            });
        }
    }
    required_text(c, "label", 1, 45, path, out);
    at(path, "style", |p| match &c["style"] {
        Value::Null => out.push(FieldError::required(p)),
        s if matches!(s.as_u64(), Some(1 | 2)) => {}
        _ => out.push(FieldError::new(
            p,
            "BASE_TYPE_CHOICES",
            "Value must be one of (1, 2).",
        )),
    });
    text_len(c, "placeholder", 0, 100, path, out);
    if !c["required"].is_null() && !c["required"].is_boolean() {
        at(path, "required", |p| {
            out.push(FieldError::new(
                p,
                "BASE_TYPE_BOOLEAN",
                "Must be either true or false.",
            ))
        });
    }
    let min = bound(c, "min_length", 0, path, out);
    let max = bound(c, "max_length", 1, path, out);
    if let (Some(lo), Some(hi)) = (min, max) {
        if lo > hi {
            at(path, "min_length", |p| {
                out.push(FieldError::new(
                    p,
                    "NUMBER_TYPE_MAX",
                    format!("int value should be less than or equal to {hi} (max_length)."),
                ))
            });
            return;
        }
    }
    prefill(c, min.unwrap_or(0), max.unwrap_or(MAX_TEXT), path, out);
}

/// A length bound (`min_length`, `max_length`): an integer in `lowest..=4000`. Its value when
/// present and valid.
fn bound(
    c: &Value,
    key: &str,
    lowest: i64,
    path: &mut Vec<String>,
    out: &mut Vec<FieldError>,
) -> Option<u64> {
    let v = &c[key];
    if v.is_null() {
        return None;
    }
    at(path, key, |p| match v.as_i64() {
        None => {
            out.push(FieldError::new(
                p,
                "NUMBER_TYPE_COERCE",
                format!("Value \"{v}\" is not int."),
            ));
            None
        }
        Some(n) if n < lowest => {
            out.push(FieldError::new(
                p,
                "NUMBER_TYPE_MIN",
                format!("int value should be greater than or equal to {lowest}."),
            ));
            None
        }
        Some(n) if n > MAX_TEXT as i64 => {
            out.push(FieldError::new(
                p,
                "NUMBER_TYPE_MAX",
                format!("int value should be less than or equal to {MAX_TEXT}."),
            ));
            None
        }
        Some(n) => Some(n as u64),
    })
}

/// The prefilled `value`: not empty (Discord refuses `""`), at most 4000 characters, and within
/// the input's own `min..=max`.
fn prefill(c: &Value, min: u64, max: u64, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
    let Some(value) = c["value"].as_str() else {
        return;
    };
    let n = chars(value) as u64;
    at(path, "value", |p| {
        if n == 0 {
            out.push(FieldError::new(
                p,
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            ));
        } else if n > MAX_TEXT {
            out.push(FieldError::max_length(p, MAX_TEXT as usize));
        } else if n < min || n > max {
            out.push(FieldError::bad_length(p, min as usize, max as usize));
        }
    });
}
