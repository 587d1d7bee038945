//! What a Discord client refuses to send: a slash command is built from its registration, so an
//! option the command does not register, a value of another type, a number outside the
//! registered range or a string that is none of the registered choices cannot be sent at all.
//! [`super::StandIn::slash`] plays such a client; [`super::StandIn::forged_slash`] a modified
//! one that sends anything.

use serde_json::Value;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const NUMBER: u64 = 10;

fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

/// Why a Discord client would not send `/command sub` with `options` (`[{name, type, value}]`),
/// given the `registered` commands; `None` when it would (or when nothing is registered yet).
pub fn refusal(
    registered: &[Value],
    command: &str,
    sub: &str,
    options: &[Value],
) -> Option<String> {
    if registered.is_empty() {
        return None;
    }
    let Some(mut at) = registered.iter().find(|c| c["name"] == command) else {
        return Some(format!("/{command} is not registered"));
    };
    for step in sub.split_whitespace() {
        let found = list(&at["options"]).iter().find(|o| {
            o["name"] == step && matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP))
        });
        let Some(found) = found else {
            return Some(format!("/{command} has no subcommand {step:?} ({sub})"));
        };
        at = found;
    }
    let registered_options = list(&at["options"]);
    for given in options {
        let name = given["name"].as_str().unwrap_or_default();
        let Some(reg) = registered_options.iter().find(|o| o["name"] == name) else {
            let names: Vec<&str> = registered_options
                .iter()
                .filter_map(|o| o["name"].as_str())
                .collect();
            return Some(format!(
                "/{command} {sub} has no option {name:?}; it has {names:?}"
            ));
        };
        if let Some(why) = value_refusal(reg, &given["value"]) {
            return Some(format!("/{command} {sub} {name}: {why}"));
        }
    }
    None
}

/// Why `value` is not one the registered option `reg` takes.
fn value_refusal(reg: &Value, value: &Value) -> Option<String> {
    let kind = reg["type"].as_u64().unwrap_or_default();
    let choices = list(&reg["choices"]);
    if !choices.is_empty() && !choices.iter().any(|c| c["value"] == *value) {
        return Some(format!("{value} is not one of its choices"));
    }
    match kind {
        INTEGER | NUMBER => {
            let Some(n) = value.as_f64() else {
                return Some(format!("{value} is not a number"));
            };
            if kind == INTEGER && !(value.is_i64() || value.is_u64()) {
                return Some(format!("{value} is not a whole number"));
            }
            let below = reg["min_value"].as_f64().is_some_and(|min| n < min);
            let above = reg["max_value"].as_f64().is_some_and(|max| n > max);
            (below || above).then(|| {
                format!(
                    "{value} is outside {}..={}",
                    reg["min_value"], reg["max_value"]
                )
            })
        }
        STRING => (!value.is_string()).then(|| format!("{value} is not text")),
        5 => (!value.is_boolean()).then(|| format!("{value} is not true or false")),
        _ => None,
    }
}
