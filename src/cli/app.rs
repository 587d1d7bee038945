//! The command line: `rumino run | eval | play | simulate | render | check | migrate-data`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::games::GameKind;

#[derive(Debug, Parser)]
#[command(
    name = "rumino",
    version,
    about = "Rumino: rummy-family card games on Discord, and the tools around them."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Sub,
}

#[derive(Debug, Subcommand)]
pub enum Sub {
    /// Run the Discord bot (reads DISCORD_TOKEN, DATABASE_URL, DISCORD_API_BASE_URL, DEV_GUILD_ID from the environment or .env).
    Run,
    /// Evaluate hands read from stdin, one per line; write one JSON object per line.
    Eval {
        /// The game whose rules judge the hands: rumino (lays and deadwood) or ramino (its best
        /// declaration).
        #[arg(long, default_value = "rumino", value_parser = GameParser)]
        game: GameKind,
        /// Allow Q-K-A runs (Rumino, R4).
        #[arg(long)]
        ace_high: bool,
        /// Ramino's pack: italian (40 cards) or german (36).
        #[arg(long, default_value = "italian", value_parser = parse_pack)]
        pack: crate::games::ramino::PackKind,
    },
    /// Play a game in the terminal against computer players.
    Play(super::subcommands::PlayCmd),
    /// Play games between computer players through the table service and report how each level did.
    Simulate(super::subcommands::SimulateCmd),
    /// Play a game between computer players and write pictures of its table and every hand at a
    /// few moments (start, middle of the first hand, first cards laid, end) as PNG files.
    Render(super::subcommands::RenderCmd),
    /// Verify a database offline: chips conserved, every open table replays, no orphans, no gaps.
    Check {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://rumino.db")]
        database: String,
    },
    /// Copy a whole SQLite database (every table, open games included) into an empty
    /// PostgreSQL database, then check the copy as `rumino check` does. Stop the bot first.
    MigrateData {
        /// The SQLite database to copy (only read).
        #[arg(long, default_value = "sqlite://rumino.db")]
        from: String,
        /// The PostgreSQL database to fill: it must hold no data (its schema is created if
        /// missing).
        #[arg(long)]
        to: String,
    },
}

/// A name on the command line that names none of the choices.
#[derive(Debug, thiserror::Error)]
#[error("unknown {what} \"{name}\": choose {choices}")]
pub(super) struct UnknownName {
    what: &'static str,
    name: String,
    choices: String,
}

/// A game's name on the command line.
/// Reads `--game`: a game's word as the registry lists it, in any case; clap lists the words as
/// the possible values in `--help` and in the error for an unknown one.
#[derive(Clone, Copy)]
pub(super) struct GameParser;

impl clap::builder::TypedValueParser for GameParser {
    type Value = GameKind;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<GameKind, clap::Error> {
        let word = value.to_string_lossy().to_lowercase();
        GameKind::parse(&word).ok_or_else(|| {
            let mut e = clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd);
            let names: Vec<String> = GameKind::ALL
                .iter()
                .map(|k| k.as_str().to_owned())
                .collect();
            e.insert(
                clap::error::ContextKind::InvalidArg,
                clap::error::ContextValue::String(
                    arg.map_or_else(String::new, ToString::to_string),
                ),
            );
            e.insert(
                clap::error::ContextKind::InvalidValue,
                clap::error::ContextValue::String(value.to_string_lossy().into_owned()),
            );
            e.insert(
                clap::error::ContextKind::ValidValue,
                clap::error::ContextValue::Strings(names),
            );
            e
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            GameKind::ALL
                .iter()
                .map(|k| clap::builder::PossibleValue::new(k.as_str())),
        ))
    }
}

/// The colour schemes `--scheme` asks for.
#[derive(Clone, Debug)]
pub(super) struct Schemes(pub(super) Vec<crate::pictures::Scheme>);

pub(super) fn parse_schemes(word: &str) -> Result<Schemes, UnknownName> {
    use crate::pictures::Scheme;
    let all = Scheme::ALL.to_vec();
    match word {
        "both" => Ok(Schemes(all)),
        _ => all
            .into_iter()
            .find(|s| s.word() == word)
            .map(|s| Schemes(vec![s]))
            .ok_or_else(|| UnknownName {
                what: "scheme",
                name: word.to_owned(),
                choices: "four, two or both".into(),
            }),
    }
}

pub(super) fn parse_lang(word: &str) -> Result<crate::lang::Lang, UnknownName> {
    crate::lang::Lang::parse(word).ok_or_else(|| UnknownName {
        what: "language",
        name: word.to_owned(),
        choices: crate::lang::Lang::ALL
            .map(crate::lang::Lang::code)
            .join(", "),
    })
}

/// Runs the command line; the exit status is 1 on any failure (or check violation).
#[must_use]
pub fn main(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Sub::Run => run_bot(),
        Sub::Eval {
            game,
            ace_high,
            pack,
        } => run_eval(game, ace_high, pack),
        Sub::Play(cmd) => runtime().and_then(|rt| rt.block_on(super::play::run(cmd.into()))),
        Sub::Simulate(cmd) => {
            runtime().and_then(|rt| rt.block_on(super::simulate::run(cmd.into())))
        }
        Sub::Render(cmd) => super::render::run(&cmd.into()),
        Sub::Check { database } => {
            runtime().and_then(|rt| rt.block_on(super::check::run(&database)))
        }
        Sub::MigrateData { from, to } => {
            runtime().and_then(|rt| rt.block_on(super::migrate_data::run(&from, &to)))
        }
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("rumino: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_bot() -> anyhow::Result<ExitCode> {
    let config = crate::config::Config::from_env()?;
    super::init_tracing("rumino=info,warn");
    runtime()?.block_on(crate::discord::run(config))?;
    Ok(ExitCode::SUCCESS)
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?)
}

fn parse_pack(name: &str) -> Result<crate::games::ramino::PackKind, UnknownName> {
    use crate::games::ramino::PackKind;
    match name.to_lowercase().as_str() {
        "italian" => Ok(PackKind::Italian),
        "german" => Ok(PackKind::German),
        _ => Err(UnknownName {
            what: "pack",
            name: name.to_owned(),
            choices: "italian or german".to_owned(),
        }),
    }
}

fn run_eval(
    game: GameKind,
    ace_high: bool,
    pack: crate::games::ramino::PackKind,
) -> anyhow::Result<ExitCode> {
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    let result = match game {
        GameKind::Rumino => super::eval::run(
            stdin,
            stdout,
            crate::games::rumino::lays::LayRules { ace_high },
        ),
        GameKind::Ramino => super::eval_ramino::run(stdin, stdout, pack),
        // A tool of those two games: no other game has a hand judge on the command line.
        _ => {
            anyhow::bail!("eval judges Rumino or Ramino hands: pass --game rumino or --game ramino")
        }
    };
    match result {
        Ok(_) => Ok(ExitCode::SUCCESS),
        // A closed pipe (`| head`) is a normal end.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => Err(e.into()),
    }
}
