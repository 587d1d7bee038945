//! Every slash command's options checked against what we registered with Discord, before the
//! command runs. Discord enforces types, ranges and choices in its own client, but a modified
//! client (or a stale registration) can send anything; poise would then fail to parse the value
//! and leave the interaction unanswered. Here the offending option is found and named, with the
//! range or the choices it allows, all read from the registered command itself
//! ([`poise::Command::create_as_slash_command`]), so a new option is covered without a table.
//!
//! Both sides are compared as Discord's JSON: the registered commands as we send them, and the
//! interaction's `data` as it arrives (or as serenity serializes it back).

use std::sync::OnceLock;

use serde_json::Value;

use super::{Context, Error};
use crate::i18n::{self, Lang};

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const BOOLEAN: u64 = 5;
const USER: u64 = 6;
const NUMBER: u64 = 10;

pub use crate::i18n::{Problem, Refusal};

/// The refusal of a command whose options do not match its registration: the error a command
/// check returns, answered by the error handler.
#[derive(Debug)]
pub struct Refused(pub Refusal);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&i18n::option_refused(Lang::En, &self.0))
    }
}

impl std::error::Error for Refused {}

/// Our commands as registered with Discord (JSON), built once.
pub fn registered() -> &'static [Value] {
    static REGISTERED: OnceLock<Vec<Value>> = OnceLock::new();
    REGISTERED.get_or_init(|| super::game_commands::registration(&super::commands::all()))
}

/// poise's global command check: refuses (as [`Refused`]) a command whose options are not what
/// we registered, before poise parses them and before the command runs.
///
/// # Errors
/// [`Refused`], naming the first bad option.
pub async fn command_check(ctx: Context<'_>) -> Result<bool, Error> {
    // A server on another process's shards (the bot split by shard, during a handoff): that
    // process holds its tables and settings, so nothing is read or changed here.
    if !ctx.data().service.config().shards.owns(super::space(ctx)) {
        return Err(Box::new(crate::table::TableError::NotThisProcess));
    }
    match refusal(ctx) {
        Some(r) => Err(Box::new(Refused(r))),
        None => Ok(true),
    }
}

/// What is wrong with the options of a slash command's context, if anything.
#[must_use]
pub fn refusal(ctx: Context<'_>) -> Option<Refusal> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    // An autocomplete request carries a half-typed value and cannot be answered with a message.
    if actx.interaction_type == poise::CommandInteractionType::Autocomplete {
        return None;
    }
    let data = serde_json::to_value(&actx.interaction.data).ok()?;
    check_interaction(registered(), &data, super::lang(ctx)).err()
}

/// Checks an interaction's `data` (a chat-input command) against the `registered` commands.
///
/// # Errors
/// The first option that is not what the command takes, with names in `lang`.
pub fn check_interaction(registered: &[Value], data: &Value, lang: Lang) -> Result<(), Refusal> {
    let name = data["name"].as_str().unwrap_or_default();
    let Some(command) = registered
        .iter()
        .find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1)
    else {
        return Err(Refusal {
            command: format!("/{name}"),
            option: name.to_owned(),
            problem: Problem::NoSuchCommand,
        });
    };
    let mut path = format!("/{}", local_name(command, lang));
    let mut options = list(&command["options"]);
    let mut given = list(&data["options"]);
    let users = &data["resolved"]["users"];
    // Walk down subcommand groups and subcommands to the options of the command that runs.
    while options.iter().any(is_subcommand) {
        let Some(sub) = given.iter().find(|o| is_subcommand(o)) else {
            let subs = options.iter().map(|o| local_name(o, lang)).collect();
            return Err(refused_at(&path, &path, Problem::Subcommand(subs)));
        };
        let sub_name = sub["name"].as_str().unwrap_or_default();
        let Some(reg) = options
            .iter()
            .find(|o| o["name"] == sub_name && o["type"] == sub["type"])
        else {
            let command = format!("{path} {sub_name}");
            return Err(refused_at(&command, &command, Problem::NoSuchCommand));
        };
        path = format!("{path} {}", local_name(reg, lang));
        options = list(&reg["options"]);
        given = list(&sub["options"]);
    }
    check_options(options, given, users, lang).map_err(|(option, problem)| Refusal {
        command: path,
        option,
        problem,
    })
}

fn refused_at(command: &str, option: &str, problem: Problem) -> Refusal {
    Refusal {
        command: command.to_owned(),
        option: option.to_owned(),
        problem,
    }
}

fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

fn is_subcommand(o: &Value) -> bool {
    matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP))
}

/// An option's or choice's name in `lang`: its localization, else its name.
fn local_name(o: &Value, lang: Lang) -> String {
    o["name_localizations"][lang.code()]
        .as_str()
        .or_else(|| o["name"].as_str())
        .unwrap_or_default()
        .to_owned()
}

/// The leaf options `given` against the `registered` ones: every given option must exist and
/// hold a value it takes; every required one must be given.
fn check_options(
    registered: &[Value],
    given: &[Value],
    users: &Value,
    lang: Lang,
) -> Result<(), (String, Problem)> {
    for g in given {
        let name = g["name"].as_str().unwrap_or_default();
        let Some(r) = registered.iter().find(|r| r["name"] == name) else {
            let known = registered.iter().map(|r| local_name(r, lang)).collect();
            return Err((name.to_owned(), Problem::Unknown(known)));
        };
        if let Some(problem) = check_value(r, g, users, lang) {
            return Err((local_name(r, lang), problem));
        }
    }
    match registered
        .iter()
        .find(|r| r["required"] == true && !given.iter().any(|g| g["name"] == r["name"]))
    {
        Some(r) => Err((local_name(r, lang), Problem::Required)),
        None => Ok(()),
    }
}

/// What is wrong with the value given `g` for the registered option `r`, if anything.
fn check_value(r: &Value, g: &Value, users: &Value, lang: Lang) -> Option<Problem> {
    let kind = r["type"].as_u64();
    let same_kind = g["type"].as_u64() == kind;
    let value = &g["value"];
    let choices = list(&r["choices"]);
    if !choices.is_empty() {
        let ok = same_kind && choices.iter().any(|c| c["value"] == *value);
        let names = choices.iter().map(|c| local_name(c, lang)).collect();
        return (!ok).then_some(Problem::Choice(names));
    }
    let bound = |key: &str| r[key].as_f64();
    match kind {
        Some(INTEGER | NUMBER) => {
            let whole = kind == Some(INTEGER);
            let n = if whole {
                value.as_i64().map(|n| n as f64)
            } else {
                value.as_f64()
            };
            let in_range = n.is_some_and(|n| {
                bound("min_value").is_none_or(|min| n >= min)
                    && bound("max_value").is_none_or(|max| n <= max)
            });
            (!(same_kind && in_range)).then(|| Problem::Number {
                whole,
                min: bound("min_value"),
                max: bound("max_value"),
            })
        }
        Some(BOOLEAN) => (!(same_kind && value.is_boolean())).then_some(Problem::Boolean),
        Some(USER) => {
            let resolved = value
                .as_str()
                .filter(|id| id.parse::<u64>().is_ok())
                .is_some_and(|id| users.get(id).is_some());
            (!(same_kind && resolved)).then_some(Problem::User)
        }
        Some(STRING) => {
            let len = value.as_str().map(|s| s.chars().count() as u64);
            let min = r["min_length"].as_u64();
            let max = r["max_length"].as_u64();
            let ok = len.is_some_and(|l| min.is_none_or(|m| l >= m) && max.is_none_or(|m| l <= m));
            (!(same_kind && ok)).then_some(Problem::Text { min, max })
        }
        _ => (!same_kind || value.is_null()).then_some(Problem::Kind),
    }
}

#[cfg(test)]
#[path = "option_check_tests.rs"]
mod tests;
