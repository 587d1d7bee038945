//! Everything the stand-in checks in a request body before acting on it: Discord's documented
//! limits (messages, embeds, components, modals, commands) and the request schema of the matching
//! operation in Discord's OpenAPI document. A body that breaks either is refused as Discord
//! would (400, code 50035) and recorded as a violation.

mod command;
mod message;
mod modal;
pub mod schema;

use serde_json::Value;

use super::errors::FieldError;

/// Which rules apply to a body, by route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyKind {
    /// A new message: channel message, follow-up.
    MessageCreate,
    /// An edit: channel message edit, `@original` or follow-up edit.
    MessageEdit,
    /// An interaction callback `{type, data}`.
    Callback,
    /// The command list of a bulk overwrite (PUT).
    Commands,
    /// Nothing to check beyond the schema.
    Other,
}

/// The code of the pseudo field error for a message with nothing in it (Discord answers it
/// with its own error, 50006, not a form-body error).
pub const EMPTY_MESSAGE: &str = "EMPTY_MESSAGE";

/// Discord's limits for this kind of body.
pub fn limits(kind: BodyKind, body: &Value) -> Vec<FieldError> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    match kind {
        BodyKind::MessageCreate => message::check(body, &mut path, true, &mut out),
        BodyKind::MessageEdit => message::check(body, &mut path, false, &mut out),
        BodyKind::Callback => callback(body, &mut out),
        BodyKind::Commands => command::check_list(body, &mut out),
        BodyKind::Other => {}
    }
    out
}

/// Discord's limits, then the request schema of `method path` (a path below `/api/v10`) when
/// the OpenAPI document at `spec_path` is present. One error per field: the limit's wording wins.
pub fn check(
    spec_path: Option<&std::path::Path>,
    kind: BodyKind,
    method: &str,
    path: &str,
    body: &Value,
) -> Vec<FieldError> {
    let mut errors = limits(kind, body);
    if let Some(spec) = schema::spec(spec_path) {
        for e in spec.check(method, path, body) {
            if !errors.iter().any(|known| known.path == e.path) {
                errors.push(e);
            }
        }
    }
    errors
}

/// Interaction callback types the stand-in (and the bot) use: 4 message, 5 deferred message,
/// 6 deferred update, 7 update message, 9 modal.
pub const CALLBACK_TYPES: [u64; 5] = [4, 5, 6, 7, 9];

fn callback(body: &Value, out: &mut Vec<FieldError>) {
    let Some(kind) = body["type"].as_u64() else {
        out.push(FieldError::required(&["type".to_owned()]));
        return;
    };
    if !CALLBACK_TYPES.contains(&kind) {
        out.push(FieldError::new(
            &["type".to_owned()],
            "BASE_TYPE_CHOICES",
            format!("Value must be one of {CALLBACK_TYPES:?}."),
        ));
        return;
    }
    let data = &body["data"];
    let mut path = vec!["data".to_owned()];
    match kind {
        4 => {
            if data.is_null() {
                out.push(FieldError::required(&path));
            } else {
                message::check(data, &mut path, true, out);
            }
        }
        5 => message::check_flags(data, &mut path, out),
        7 if !data.is_null() => message::check(data, &mut path, false, out),
        9 => modal::check(data, &mut path, out),
        _ => {}
    }
}

/// Characters as Discord counts them for length limits (Unicode scalar values).
fn chars(s: &str) -> usize {
    s.chars().count()
}

/// Pushes `key` for the duration of `f`.
fn at<R>(path: &mut Vec<String>, key: impl ToString, f: impl FnOnce(&mut Vec<String>) -> R) -> R {
    path.push(key.to_string());
    let r = f(path);
    path.pop();
    r
}

/// Checks an optional string field's length (in characters) against `min..=max`.
fn text_len(
    obj: &Value,
    key: &str,
    min: usize,
    max: usize,
    path: &mut Vec<String>,
    out: &mut Vec<FieldError>,
) {
    let Some(s) = obj[key].as_str() else { return };
    let n = chars(s);
    if n > max || n < min {
        at(path, key, |p| {
            out.push(if min == 0 {
                FieldError::max_length(p, max)
            } else {
                FieldError::bad_length(p, min, max)
            })
        });
    }
}

/// Checks a required string field: present, and `min..=max` characters long.
fn required_text(
    obj: &Value,
    key: &str,
    min: usize,
    max: usize,
    path: &mut Vec<String>,
    out: &mut Vec<FieldError>,
) {
    if obj[key].as_str().is_none() {
        at(path, key, |p| out.push(FieldError::required(p)));
    } else {
        text_len(obj, key, min, max, path, out);
    }
}

/// The array at `key` (empty when absent or null).
fn array<'v>(obj: &'v Value, key: &str) -> &'v [Value] {
    obj[key].as_array().map_or(&[], Vec::as_slice)
}
