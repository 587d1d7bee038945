//! The arguments of `rumino play`, `simulate` and `render`, as the command line reads them, and
//! what each becomes for the command that runs it.

use super::app::{parse_lang, parse_schemes, GameParser, Schemes};
use crate::games::{GameKind, Level};

/// `rumino play`.
#[derive(Debug, clap::Args)]
pub struct PlayCmd {
    /// The game to play.
    #[arg(long, default_value = "rumino", value_parser = GameParser)]
    pub(super) game: GameKind,
    /// Players at the table, you included (2–8, within the game's own range; 3 if not
    /// given); the same as --option seats=N.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub(super) players: Option<u8>,
    /// Computer players' level: easy, normal (if not given) or hard; the same as
    /// --option bot_level=LEVEL.
    #[arg(long)]
    pub(super) ai: Option<Level>,
    /// Allow Q-K-A runs (R4, Y2); the same as --option ace_high=yes.
    #[arg(long)]
    pub(super) ace_high: bool,
    /// A table option of the game, named as in Discord's /rumino start <game> (a name the
    /// game does not take is answered with the ones it does; seats and bot_level are
    /// --players and --ai), plus computer_delay_ms.
    /// Repeat it for several: --option pack=german --option target=5.
    #[arg(long = "option", value_name = "NAME=VALUE", value_parser = super::play::parse_named)]
    pub(super) options: Vec<super::play::Named>,
    /// Seed for the shuffles and the computer players: the same seed and the same moves
    /// play the same game again.
    #[arg(long)]
    pub(super) seed: Option<u64>,
    /// Once standard input ends, the computer plays your seat too (tests, demonstrations).
    #[arg(long, hide = true)]
    pub(super) autoplay: bool,
    /// The language of everything said: en, it, es, fr or de (what you type stays the same).
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub(super) lang: crate::lang::Lang,
}

impl From<PlayCmd> for super::play::Args {
    fn from(cmd: PlayCmd) -> super::play::Args {
        let ace_high = cmd.ace_high.then(|| super::play::Named {
            name: "ace_high".into(),
            value: "yes".into(),
        });
        super::play::Args {
            game: cmd.game,
            players: cmd.players,
            level: cmd.ai,
            options: ace_high.into_iter().chain(cmd.options).collect(),
            seed: cmd.seed,
            autoplay: cmd.autoplay,
            lang: cmd.lang,
        }
    }
}

/// `rumino simulate`.
#[derive(Debug, clap::Args)]
pub struct SimulateCmd {
    /// The game to play.
    #[arg(long, default_value = "rumino", value_parser = GameParser)]
    pub(super) game: GameKind,
    /// Finished games of --game to reach, counting those of --game already finished in
    /// --database (other games there are not counted).
    #[arg(long, default_value_t = 100)]
    pub(super) games: u32,
    /// Players per game (2–8, within the game's own range); with --tournament, the
    /// tournament's field (4–64).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=64))]
    pub(super) players: u8,
    /// Levels, comma-separated, cycled over the seats (seats rotate between games).
    #[arg(long, default_value = "hard,normal", value_delimiter = ',')]
    pub(super) ai: Vec<Level>,
    /// Seed for the deck shuffles and computer players.
    #[arg(long, default_value_t = 1)]
    pub(super) seed: u64,
    /// Persist to this database exactly like the bot (and resume its open tables if killed).
    #[arg(long)]
    pub(super) database: Option<String>,
    /// Games played at once.
    #[arg(long, default_value_t = 16)]
    pub(super) parallel: usize,
    /// Print `ack TABLE SEQ` for every action once it is committed (for crash tests).
    #[arg(long, hide = true)]
    pub(super) print_acks: bool,
    /// The language of the report: en, it, es, fr or de.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub(super) lang: crate::lang::Lang,
    /// Run one tournament of --players computer players instead (swiss or knockout), at
    /// the first --ai level, and print its rounds and standings.
    #[arg(long, value_parser = crate::tournament::Format::parse)]
    pub(super) tournament: Option<crate::tournament::Format>,
    /// With --tournament: players per table (4, or the game's most, by default).
    #[arg(long, requires = "tournament")]
    pub(super) table_size: Option<u8>,
    /// With --tournament swiss: rounds to play (3 by default).
    #[arg(long, requires = "tournament")]
    pub(super) rounds: Option<u8>,
    /// With --tournament: each player's entry into the pool (the house pays the computers').
    #[arg(long, default_value_t = 0, requires = "tournament")]
    pub(super) entry: u64,
}

impl From<SimulateCmd> for super::simulate::Args {
    fn from(cmd: SimulateCmd) -> super::simulate::Args {
        let tournament = cmd
            .tournament
            .map(|format| super::simulate::TournamentArgs {
                format,
                table_size: cmd.table_size,
                rounds: cmd.rounds,
                entry: cmd.entry,
            });
        super::simulate::Args {
            game: cmd.game,
            games: cmd.games,
            players: cmd.players,
            levels: cmd.ai,
            seed: cmd.seed,
            database: cmd.database,
            parallel: cmd.parallel,
            print_acks: cmd.print_acks,
            lang: cmd.lang,
            tournament,
        }
    }
}

/// `rumino render`.
#[derive(Debug, clap::Args)]
pub struct RenderCmd {
    /// The game to draw.
    #[arg(long, default_value = "rumino", value_parser = GameParser)]
    pub(super) game: GameKind,
    /// Seed for the shuffles and the computer players: the same seed draws the same game.
    #[arg(long, default_value_t = 1)]
    pub(super) seed: u64,
    /// The folder the pictures are written to (created if missing).
    #[arg(long)]
    pub(super) out: std::path::PathBuf,
    /// Colour scheme: four (♠ black, ♥ red, ♦ blue, ♣ green), two (classic) or both.
    #[arg(long, default_value = "both", value_parser = parse_schemes)]
    pub(super) scheme: Schemes,
    /// Players (within the game's own range; 3, or the nearest the game seats, by default).
    #[arg(long)]
    pub(super) players: Option<u8>,
    /// A game option, as in `rumino play`: --option suit_names=italian.
    #[arg(long = "option", value_name = "NAME=VALUE", value_parser = super::play::parse_named)]
    pub(super) options: Vec<super::play::Named>,
    /// The language of the words on the pictures: en, it, es, fr or de.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub(super) lang: crate::lang::Lang,
}

impl From<RenderCmd> for super::render::Args {
    fn from(cmd: RenderCmd) -> super::render::Args {
        super::render::Args {
            game: cmd.game,
            seed: cmd.seed,
            out: cmd.out,
            schemes: cmd.scheme.0,
            players: cmd.players,
            options: cmd.options,
            lang: cmd.lang,
        }
    }
}
