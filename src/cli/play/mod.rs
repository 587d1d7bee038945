//! `rumino play`: a game in the terminal against computer players, through the same table
//! service as the bot (with an in-memory database), so anyone can try a game. The loop
//! (`session.rs`) is the same for every game; what is printed and how typed lines become actions
//! is each game's [`Terminal`] (`games/<game>/faces/terminal.rs`), reached through the registry
//! of faces. Everything is printed through [`say!`](screen::echo), so a closed pipe ends the game
//! quietly.

mod keyboard;
pub mod options;
mod session;

use std::process::ExitCode;

use rand::{rngs::StdRng, SeedableRng};

pub use options::{parse_named, Named};

use self::{keyboard::Keyboard, session::Session};
use crate::{
    faces::{
        self,
        terminal::{screen::echo, you, ME},
    },
    games::{options::RATED, AnyOptions, GameKind, Level, OptionValue},
    i18n::Lang,
    ids::{ChannelId, GuildId},
    store::Store,
    table::{
        Clock, OptionError, SeatInfo, ServiceConfig, TableOptions, TableRequest, TableService,
        COMPUTER_LEVEL, SEATS,
    },
};

/// What to play, as given on the command line.
pub struct Args {
    pub game: GameKind,
    /// `--players`, if given: the same as `--option seats=`.
    pub players: Option<u8>,
    /// `--ai`, if given: the same as `--option bot_level=`.
    pub level: Option<Level>,
    /// `--option NAME=VALUE`, in the order given (`--ace-high` is `ace_high=yes`).
    pub options: Vec<Named>,
    /// Seeds the shuffles and every computer decision, so a game can be played again.
    pub seed: Option<u64>,
    /// Once standard input ends, the computer plays your seat (tests, demonstrations).
    pub autoplay: bool,
    /// The language everything is said in.
    pub lang: Lang,
}

/// Players at the table, you included, when neither `--players` nor `--option seats=` says.
const PLAYERS: u8 = 3;

/// The table `args` ask for, checked by the same code as the bot's `/rumino start`: as many
/// seats as players (the computers fill all but yours), the computers at their level, and not
/// rated (the game is played in memory and forgotten).
fn table_options(args: &Args) -> anyhow::Result<TableOptions> {
    if let Some(players) = args.players {
        super::check_players(args.game, players)?;
    }
    let mut options = TableOptions {
        game: AnyOptions::default_for(args.game),
        seats: args.players.unwrap_or(PLAYERS),
        turn_seconds: 3600,
        rebuy_seconds: 600,
        computer_delay_ms: 300,
        lobby_seconds: 86_400,
        computer_level: args.level.unwrap_or(Level::Normal),
        lang: args.lang,
    };
    let refused = |e: OptionError| anyhow::Error::msg(e.to_string().replace('`', "\""));
    options
        .choose(RATED.name, &OptionValue::Bool(false))
        .map_err(refused)?;
    options::apply(&args.options, &mut options).map_err(anyhow::Error::msg)?;
    // `--players` and `seats`, `--ai` and `bot_level` say the same thing: once, or alike.
    agree(args, "--players", args.players, SEATS.name, options.seats)?;
    agree(
        args,
        "--ai",
        args.level,
        COMPUTER_LEVEL.name,
        options.computer_level,
    )?;
    options.validate().map_err(refused)?;
    Ok(options)
}

/// Refuses `flag`'s `given` value when `--option option=` was given too and came to `chosen`,
/// another value: the two say the same thing, so they must say it alike.
fn agree<T: PartialEq + std::fmt::Display>(
    args: &Args,
    flag: &str,
    given: Option<T>,
    option: &str,
    chosen: T,
) -> anyhow::Result<()> {
    let named = args.options.iter().any(|n| n.name == option);
    match given {
        Some(given) if named && given != chosen => anyhow::bail!(
            "{flag} {given} and --option {option}={chosen} say different things: give one of them"
        ),
        _ => Ok(()),
    }
}

/// # Errors
/// An option out of its range, or the in-memory store or the table service failed to start.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    super::init_tracing("error");
    let options = table_options(&args)?;
    let store = Store::open("sqlite::memory:").await?;
    // You play on the house: enough chips for any stake and its rebuys, never a refusal that
    // sends you to /rumino daily.
    let stake = i64::try_from(options.game.stake()).unwrap_or(i64::MAX);
    let config = ServiceConfig {
        rng_seed: args.seed,
        starting_chips: stake
            .saturating_mul(100)
            .max(ServiceConfig::default().starting_chips),
        ..ServiceConfig::default()
    };
    let (service, _) = TableService::start(store, config, Clock::system()).await?;
    let terminal = faces::of(args.game).terminal(&options.game);
    let lang = options.lang;
    let me = SeatInfo {
        player: ME,
        name: you(lang).to_owned(),
        computer: None,
    };
    // Subscribed before anything happens, so every event of the game is narrated in order.
    let notices = service.subscribe();
    let table = service
        .open(GuildId(1), ChannelId(1), me, options)
        .await?
        .id;
    let level = options.computer_level;
    for _ in 1..options.seats {
        let add = TableRequest::AddComputer { by: ME, level };
        service.send(table, add, None).await?;
    }
    let seated = format!(
        "{}; {}",
        against(lang, options.seats - 1, level),
        options_line(&options)
    );
    let game = crate::i18n::game_name(lang, args.game);
    echo!(
        "{}. {}",
        crate::faces::terminal::labelled(lang, game, seated),
        terminal.help(lang)
    );
    let keyboard = Keyboard::new(args.autoplay.then(|| {
        let seed = args.seed.unwrap_or_else(rand::random);
        (level, StdRng::seed_from_u64(seed ^ AUTOPLAY_SALT))
    }));
    let session = Session::new(service, table, terminal, notices, keyboard, lang);
    session.play().await
}

/// Keeps the computer playing your seat off the table's own random numbers.
const AUTOPLAY_SALT: u64 = 0x5EA7_0000_0000_0001;

/// Who you play against: "you against 2 normal computer players".
fn against(lang: Lang, opponents: u8, level: Level) -> String {
    let level = crate::i18n::level_name(lang, level);
    crate::say!(lang, "terminal-against", opponents, level)
}

/// The table's stake and options as its footer says them on Discord ("10 chips each · to 100
/// points · Q-K-A allowed, aces 15"), but whether it is rated: nothing is, here.
fn options_line(options: &TableOptions) -> String {
    let lang = options.lang;
    let stake = match options.game.stake() {
        0 => crate::say!(lang, "terminal-a-friendly-game").to_owned(),
        n => {
            let n = crate::i18n::chips(lang, n as i64);
            crate::say!(lang, "terminal-chips-each", n)
        }
    };
    let mut values = options.game.values();
    values.retain(|(decl, _)| decl.name != RATED.name);
    crate::i18n::options_said_of(lang, stake, values)
}
