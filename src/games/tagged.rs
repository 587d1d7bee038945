//! JSON for values that belong to one game (its options, actions, state): the game's own JSON
//! object with a `"game"` key naming the game. Rumino's values carry no key, so everything stored
//! before there were several games reads back unchanged, and Rumino's JSON stays as it was.

use serde::{de::Error as _, ser::Error as _, Deserialize, Serialize};
use serde_json::Value;

use super::GameKind;

const KEY: &str = "game";

/// `value` as JSON tagged with `kind`.
///
/// # Errors
/// The value does not serialize to a JSON object (every game's types do).
pub(super) fn to_tagged<S: serde::Serializer, T: Serialize>(
    serializer: S,
    kind: GameKind,
    value: &T,
) -> Result<S::Ok, S::Error> {
    if kind == GameKind::Rumino {
        // Byte for byte what Rumino wrote before there were several games.
        return value.serialize(serializer);
    }
    let mut json = serde_json::to_value(value).map_err(S::Error::custom)?;
    let Value::Object(map) = &mut json else {
        return Err(S::Error::custom("a game's value must be a JSON object"));
    };
    map.insert(KEY.to_owned(), Value::String(kind.as_str().to_owned()));
    json.serialize(serializer)
}

/// The game a tagged JSON value belongs to, and the value without its tag.
///
/// # Errors
/// The tag names no game this version knows.
pub(super) fn from_tagged<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<(GameKind, Value), D::Error> {
    let mut json = Value::deserialize(deserializer)?;
    let tag = match &mut json {
        Value::Object(map) => map.remove(KEY),
        _ => None,
    };
    let kind = match tag {
        None => GameKind::Rumino,
        Some(Value::String(s)) => {
            GameKind::parse(&s).ok_or_else(|| D::Error::custom(format!("unknown game \"{s}\"")))?
        }
        Some(other) => return Err(D::Error::custom(format!("bad game tag {other}"))),
    };
    Ok((kind, json))
}
