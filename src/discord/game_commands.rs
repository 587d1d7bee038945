//! Slash commands built at run time from the games' option declarations: `/rumino start <game>`
//! and `/rumino-settings <game>`, one subcommand per game with only that game's options, ranges
//! and choices. poise dispatches them by name; their options are added to the registration here
//! ([`registration`]), because poise's parameters carry ranges as plain function pointers that
//! cannot hold a game's range.

use std::sync::Arc;

use poise::{serenity_prelude as serenity, BoxFuture};
use serde_json::{json, Map, Value};

use super::{Data, Error};
use crate::{
    games::{GameKind, OptionDecl, OptionKind, OptionValue},
    i18n::{self, Lang},
    ids::GuildId,
    table::{declared, Offered},
};

type Command = poise::Command<Arc<Data>, Error>;
/// What a subcommand's action is given, and what it returns (poise's error handler takes the
/// error).
pub type ActionContext<'a> = poise::ApplicationContext<'a, Arc<Data>, Error>;
pub type ActionFuture<'a> = BoxFuture<'a, Result<(), poise::FrameworkError<'a, Arc<Data>, Error>>>;
type Action = for<'a> fn(ActionContext<'a>) -> ActionFuture<'a>;

/// A game's subcommand name: English, then Italian (`/rumino apri ramino-toscano`).
#[must_use]
pub fn subcommand_name(kind: GameKind) -> (&'static str, &'static str) {
    let words = kind.command();
    (words.en, words.it)
}

/// The game a subcommand built here opens or sets, read back from its `custom_data`.
#[must_use]
pub fn game_of(ctx: ActionContext<'_>) -> Option<GameKind> {
    ctx.command()
        .custom_data
        .downcast_ref::<GameKind>()
        .copied()
}

/// The options given to a subcommand, as declared values. Discord sends the English names.
#[must_use]
pub fn given(ctx: ActionContext<'_>) -> Vec<(String, OptionValue)> {
    ctx.args
        .iter()
        .filter_map(|arg| {
            let value = match &arg.value {
                serenity::ResolvedValue::Integer(n) => OptionValue::Int(*n),
                serenity::ResolvedValue::Boolean(b) => OptionValue::Bool(*b),
                serenity::ResolvedValue::String(s) => OptionValue::Choice((*s).to_owned()),
                _ => return None,
            };
            Some((arg.name.to_owned(), value))
        })
        .collect()
}

/// The action of a subcommand built here: `run` with the server (or, for a subcommand not
/// only for servers, the DM or group DM: [`super::space`]), the subcommand's game and the
/// options given (outside a server, a server-only one tells the asker so), its error
/// handed to poise's error handler like any command's.
pub fn run_for_game<'a, F, Fut>(ctx: ActionContext<'a>, run: F) -> ActionFuture<'a>
where
    F: FnOnce(super::Context<'a>, GuildId, GameKind, Vec<(String, OptionValue)>) -> Fut + Send + 'a,
    Fut: std::future::Future<Output = Result<(), Error>> + Send + 'a,
{
    Box::pin(async move {
        let Some(kind) = game_of(ctx) else {
            return Ok(());
        };
        let error = |e| poise::FrameworkError::new_command(ctx.into(), e);
        let guild = if ctx.command().guild_only {
            let Some(guild) = super::in_server(ctx.into()).await.map_err(error)? else {
                return Ok(());
            };
            guild
        } else {
            super::space(ctx.into())
        };
        run(ctx.into(), guild, kind, given(ctx))
            .await
            .map_err(error)
    })
}

/// A group of one subcommand per game (`start`, or the settings' games), each running `action`
/// with its game in `custom_data`.
#[must_use]
pub fn per_game(action: Action, about: fn(Lang, GameKind) -> String) -> Vec<Command> {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            let (en, it) = subcommand_name(kind);
            Command {
                name: en.into(),
                name_localizations: vec![("it".into(), it.into())].into(),
                description: Some(about(Lang::En, kind).into()),
                description_localizations: vec![("it".into(), about(Lang::It, kind).into())].into(),
                guild_only: true,
                slash_action: Some(action),
                custom_data: Box::new(kind),
                ..Command::default()
            }
        })
        .collect()
}

/// Our commands as registered with Discord (JSON): poise's, with each game subcommand's options
/// added from the declarations (`offered` by the top-level command named `top`).
#[must_use]
pub fn registration(commands: &[Command]) -> Vec<Value> {
    let mut all: Vec<Value> = poise::builtins::create_application_commands(commands)
        .iter()
        .filter_map(|c| serde_json::to_value(c).ok())
        .collect();
    for command in &mut all {
        let (path, offered): (&[&str], Option<Offered>) = match command["name"].as_str() {
            Some("rumino") => (&["start"], Some(Offered::Start)),
            Some("rumino-settings") => (&[], Some(Offered::Settings)),
            // A tournament's own options, then its tables' (`crate::tournament::options`).
            Some("rumino-tournament") => (&["create"], None),
            _ => continue,
        };
        let mut at = &mut *command;
        for step in path {
            let Some(i) = list_mut(at).iter().position(|o| o["name"] == *step) else {
                break;
            };
            at = &mut list_mut(at)[i];
        }
        for sub in list_mut(at) {
            let Some(kind) = GameKind::ALL
                .iter()
                .copied()
                .find(|k| sub["name"] == subcommand_name(*k).0)
            else {
                continue;
            };
            let options = match offered {
                Some(offered) => declared(kind, offered),
                None => crate::tournament::options::declared(kind),
            };
            sub["options"] = options.iter().map(option_json).collect();
        }
    }
    super::command_locales::localize(&mut all);
    all
}

fn list_mut(v: &mut Value) -> &mut Vec<Value> {
    if !v["options"].is_array() {
        v["options"] = json!([]);
    }
    match v["options"].as_array_mut() {
        Some(list) => list,
        None => unreachable!("options was just made an array"),
    }
}

/// A declared option as Discord's command option JSON.
fn option_json(d: &OptionDecl) -> Value {
    let it = |text: &str| json!({ "it": text });
    let mut o = Map::new();
    o.insert("name".into(), json!(d.name));
    o.insert("name_localizations".into(), it(d.it_name));
    o.insert("description".into(), json!(d.about.get(Lang::En)));
    o.insert(
        "description_localizations".into(),
        it(d.about.get(Lang::It)),
    );
    o.insert("required".into(), json!(false));
    match d.kind {
        OptionKind::Int { min, max } => {
            o.insert("type".into(), json!(4));
            o.insert("min_value".into(), json!(min));
            o.insert("max_value".into(), json!(max));
        }
        OptionKind::Bool => {
            o.insert("type".into(), json!(5));
        }
        OptionKind::Choice(choices) => {
            o.insert("type".into(), json!(3));
            let choices: Vec<Value> = choices
                .iter()
                .map(|c| {
                    json!({
                        "name": c.label.get(Lang::En),
                        "name_localizations": it(c.label.get(Lang::It)),
                        "value": c.value,
                    })
                })
                .collect();
            o.insert("choices".into(), Value::Array(choices));
        }
    }
    Value::Object(o)
}

/// "Open a table of Rummy" in each language: a start subcommand's description.
#[must_use]
pub fn start_about(lang: Lang, kind: GameKind) -> String {
    let game = i18n::game_name(lang, kind);
    crate::say!(lang, "discord-open-a-table-of-here", game)
}

/// A settings subcommand's description.
#[must_use]
pub fn settings_about(lang: Lang, kind: GameKind) -> String {
    let game = i18n::game_name(lang, kind);
    crate::say!(lang, "discord-see-or-set-this-server", game)
}
