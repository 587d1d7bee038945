//! What a Discord client refuses to send: a slash command is built from its registration, so a
//! command not offered where the user types it, an option the command does not register, a value
//! of another type, a number outside the registered range or a string that is none of the
//! registered choices cannot be sent at all. [`super::StandIn::slash`] plays such a client;
//! [`super::StandIn::forged_slash`] a modified one that sends anything.
//!
//! Where a command is offered: a guild command in its own guild only (Discord applies
//! `integration_types` and `contexts` to global commands alone). A global command where its
//! `contexts` allow (missing: all three, GUILD 0, BOT_DM 1, PRIVATE_CHANNEL 2; the older
//! `dm_permission: false` takes BOT_DM away) and one of its `integration_types` (missing: guild
//! install 0 only) is installed there: the guild's install in a guild that added the bot and in
//! the bot's DM, the user's install (1) anywhere, every user being taken to have installed the
//! app on their account. So a group DM needs user install and context 2, a guild without the bot
//! user install and context 0, the bot's DM context 1.

use serde_json::Value;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const NUMBER: u64 = 10;

fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

/// Where a command is typed, as far as which commands a client offers there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A channel (or thread) of this guild, which added the bot or not.
    Guild { id: u64, has_bot: bool },
    /// A user's DM with the bot.
    BotDm,
    /// A group DM.
    PrivateChannel,
}

/// A registered command's `integration_types` (missing: guild install only).
pub fn installs(command: &Value) -> Vec<u64> {
    command["integration_types"]
        .as_array()
        .map_or_else(|| vec![0], |t| t.iter().filter_map(Value::as_u64).collect())
}

/// A registered command's `contexts` (missing: all, less BOT_DM for `dm_permission: false`).
pub fn contexts(command: &Value) -> Vec<u64> {
    match command["contexts"].as_array() {
        Some(list) => list.iter().filter_map(Value::as_u64).collect(),
        None if command["dm_permission"] == false => vec![0, 2],
        None => vec![0, 1, 2],
    }
}

/// Whether a client offers the registered command at `surface` (see the module doc).
pub fn offered(command: &Value, surface: Surface) -> bool {
    if let Some(guild) = command["guild_id"].as_str() {
        return matches!(surface, Surface::Guild { id, has_bot: true } if guild == id.to_string());
    }
    let (context, guild_installed) = match surface {
        Surface::Guild { has_bot, .. } => (0, has_bot),
        Surface::BotDm => (1, true),
        Surface::PrivateChannel => (2, false),
    };
    let installs = installs(command);
    contexts(command).contains(&context)
        && (installs.contains(&1) || (guild_installed && installs.contains(&0)))
}

/// Why a Discord client would not send `/command sub` with `options` (`[{name, type, value}]`)
/// at `surface`, given the `registered` commands; `None` when it would (or when nothing is
/// registered yet).
pub fn refusal(
    registered: &[Value],
    surface: Surface,
    command: &str,
    sub: &str,
    options: &[Value],
) -> Option<String> {
    if registered.is_empty() {
        return None;
    }
    let named: Vec<&Value> = registered.iter().filter(|c| c["name"] == command).collect();
    if named.is_empty() {
        return Some(format!("/{command} is not registered"));
    }
    let Some(mut at) = named.iter().copied().find(|c| offered(c, surface)) else {
        let how: Vec<String> = named
            .iter()
            .map(|c| {
                format!(
                    "guild {}, integration_types {:?}, contexts {:?}",
                    c["guild_id"],
                    installs(c),
                    contexts(c)
                )
            })
            .collect();
        return Some(format!(
            "/{command} is not offered in {surface:?} (registered: {how:?})"
        ));
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
