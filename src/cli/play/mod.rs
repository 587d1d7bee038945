//! `rumino play`: a game in the terminal against computer players, through the same table
//! service as the bot (with an in-memory database), so anyone can try a game. The loop
//! (`session.rs`) is the same for every game; what is printed and how typed lines become actions
//! is each game's [`Terminal`] (`games/<game>/terminal.rs`). Everything is printed through
//! [`say!`](screen::say), so a closed pipe ends the game quietly.

mod keyboard;
pub mod options;
mod session;

use std::process::ExitCode;

use rand::{rngs::StdRng, SeedableRng};

/// The command line's printer, part of the kit a game's terminal uses.
pub(crate) use super::screen;
pub use options::{parse_named, Named};

use self::{keyboard::Keyboard, screen::say, session::Session};
use crate::{
    cards::{Card, CardId},
    games::{options::RATED, Level, OptionValue},
    games::{AnyAction, AnyOptions, DealerDraw, GameKind},
    i18n::{describe_dealer_draw, game_seat_name, Lang, YOU},
    ids::{ChannelId, GuildId, PlayerId},
    store::Store,
    table::{
        Clock, OptionError, SeatInfo, ServiceConfig, TableEvent, TableOptions, TableRequest,
        TableService, TableState, COMPUTER_LEVEL, SEATS,
    },
};

pub(crate) const ME: PlayerId = PlayerId(1);

/// What the player typed, understood.
pub(crate) enum Input {
    Act(AnyAction),
    Help,
    Quit,
    /// Nothing to send: print this (a suggestion) and read the next line.
    Say(String),
}

/// A typed line that could not be used: what to tell the player before they type again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Retype(pub String);

impl From<String> for Retype {
    fn from(message: String) -> Retype {
        Retype(message)
    }
}

impl From<&str> for Retype {
    fn from(message: &str) -> Retype {
        Retype(message.to_owned())
    }
}

impl std::fmt::Display for Retype {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A game that can be played in the terminal: implemented in the game's own `terminal.rs`.
pub(crate) trait Plays: crate::games::Game {
    /// The game's terminal for a table with `options`.
    fn terminal(options: &Self::Options) -> Box<dyn Terminal>;
}

/// One game's face in the terminal. What it prints is in the table's language
/// (`state.options.lang`, `rumino play --lang`).
pub(crate) trait Terminal: Send {
    /// The commands the player can type, in `lang`.
    fn help(&self, lang: Lang) -> &'static str;

    /// Prints what `events` tell, each thing once. `state` is the table just after them (the
    /// hand they ended may be gone from it): the events alone must tell what happened. Your own
    /// leaving is left untold: the session says it once, with what it costs you
    /// ([`crate::i18n::left_note`]).
    fn narrate(&mut self, state: &TableState, events: &[TableEvent]);

    /// Prints what `seat` sees and the moves it may make.
    fn show(&self, state: &TableState, seat: usize);

    /// What a typed line asks for.
    ///
    /// # Errors
    /// A message saying what was not understood and how to type it.
    fn parse(&self, line: &str, state: &TableState, seat: usize) -> Result<Input, Retype>;

    /// A warning to confirm before `action` is sent (a knock that would eliminate).
    fn warning(&self, _state: &TableState, _seat: usize, _action: &AnyAction) -> Option<String> {
        None
    }

    /// How the first dealer (or player) of a game was chosen, as a line: told at the start of
    /// every game, from `draw`, the deck the table drew from, when the game draws for it;
    /// `None` for a game that tells it otherwise.
    fn dealer_draw(&self, _state: &TableState, _draw: &[CardId]) -> Option<String> {
        None
    }
}

/// A typed line as its first word and the rest, trimmed and in lower case.
pub(crate) fn split(line: &str) -> (String, String) {
    let line = line.trim().to_lowercase();
    match line.split_once(char::is_whitespace) {
        Some((word, rest)) => (word.to_owned(), rest.trim().to_owned()),
        None => (line, String::new()),
    }
}

/// Refuses words after a command that takes none: a line is done whole or not at all.
pub(crate) fn nothing_after(lang: Lang, word: &str, rest: &str) -> Result<(), Retype> {
    if rest.is_empty() {
        return Ok(());
    }
    Err(match lang {
        Lang::En => {
            format!("“{word}” takes nothing after it, and you typed “{rest}”: type {word} alone.")
        }
        Lang::It => {
            format!("“{word}” non vuole altro dopo, e hai scritto “{rest}”: scrivi solo {word}.")
        }
    }
    .into())
}

/// Words shared by every game's prompt (`word` and the `rest` of the line, from [`split`]).
pub(crate) fn common_words(lang: Lang, word: &str, rest: &str) -> Option<Result<Input, Retype>> {
    let input = match word {
        "h" | "help" | "?" | "aiuto" => Input::Help,
        "q" | "quit" | "exit" | "esci" => Input::Quit,
        "" => {
            let say = lang.pick(
                "Type a command (h for help).",
                "Scrivi un comando (h per l'aiuto).",
            );
            return Some(Err(say.into()));
        }
        _ => return None,
    };
    Some(nothing_after(lang, word, rest).map(|()| input))
}

/// "Type h for help.", to end a message about a line not understood.
pub(crate) fn help_hint(lang: Lang) -> &'static str {
    lang.pick("Type h for help.", "Scrivi h per l'aiuto.")
}

/// A first word that is no command of the game.
pub(crate) fn unknown_command(lang: Lang, word: &str) -> Retype {
    match lang {
        Lang::En => format!("“{word}” is not a command. Type h for help."),
        Lang::It => format!("“{word}” non è un comando. Scrivi h per l'aiuto."),
    }
    .into()
}

/// The line telling a first-dealer draw, each card written by `card`.
pub(crate) fn dealer_draw_line(
    state: &TableState,
    draw: &DealerDraw,
    card: impl Fn(Card) -> String,
) -> String {
    let draws: Vec<Vec<String>> = draw
        .draws
        .iter()
        .map(|cards| cards.iter().map(|&c| card(c)).collect())
        .collect();
    describe_dealer_draw(state.options.lang, state, &draws, draw.dealer)
}

/// The name of the player in game seat `seat`, as the narration writes it (`🤖 Computer 1 …`).
pub(crate) fn name(state: &TableState, seat: usize) -> String {
    game_seat_name(state.options.lang, state, seat).into_owned()
}

/// Each seat's score (and, for the others, cards in hand) for a status line:
/// `You 12 · 🤖 Computer 1 (normal) 40, 7 cards · …`. `seats` gives each seat's score, cards
/// and whether it is out of the game.
pub(crate) fn scores_line(
    state: &TableState,
    me: Option<usize>,
    seats: &[(i64, usize, bool)],
) -> String {
    let lang = state.options.lang;
    let (card, cards) = lang.pick(("card", "cards"), ("carta", "carte"));
    let parts: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, &(score, held, out))| {
            let who = name(state, i);
            if out {
                format!("{who} {score} ({})", lang.pick("out", "fuori"))
            } else if Some(i) == me {
                format!("{who} {score}")
            } else {
                format!("{who} {score}, {}", count(held, card, cards))
            }
        })
        .collect();
    format!("{}: {}", lang.pick("Scores", "Punteggi"), parts.join(" · "))
}

/// Your hand, the top of the discard pile and the stock, on one line.
pub(crate) fn hand_line(lang: Lang, hand: &str, discard: &str, stock: usize) -> String {
    match lang {
        Lang::En => format!("Your hand: {hand} | discard: {discard} | stock: {stock}"),
        Lang::It => format!("La tua mano: {hand} | scarto: {discard} | mazzo: {stock}"),
    }
}

/// The chips in the pool, for a status line: "pool 20 chips".
pub(crate) fn pool(lang: Lang, chips: u64) -> String {
    let n = crate::i18n::chips(lang, i64::try_from(chips).unwrap_or(i64::MAX));
    match lang {
        Lang::En => format!("pool {n} chips"),
        Lang::It => format!("piatto {n} fiches"),
    }
}

/// The card turned up to start the discard pile.
pub(crate) fn turned_up(lang: Lang, card: &str) -> String {
    match lang {
        Lang::En => format!("Turned up to start the discard pile: {card}."),
        Lang::It => format!("Girata per iniziare la pila degli scarti: {card}."),
    }
}

/// The prompt: what you may type now.
pub(crate) fn your_move(lang: Lang, options: &[&str]) -> String {
    format!(
        "{}: {} >",
        lang.pick("Your move", "La tua mossa"),
        options.join(", ")
    )
}

/// The terminal's player as the narration names them: "You" in English, whose verbs agree
/// with it ([`crate::i18n::en_verb`]); in Italian, whose narration speaks of every player in
/// the third person, "Giocatore", a name like the others.
pub(crate) fn you(lang: Lang) -> &'static str {
    lang.pick(YOU, "Giocatore")
}

/// The seat the terminal's player ("You") has in the game being narrated.
pub(crate) fn my_seat(state: &TableState) -> Option<usize> {
    state.seat_of(ME)
}

/// `n` and its noun, singular for one: `1 card`, `7 cards`.
pub(crate) fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

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
    let named = |name: &str| args.options.iter().any(|n| n.name == name);
    if let Some(players) = args
        .players
        .filter(|&p| named(SEATS.name) && p != options.seats)
    {
        anyhow::bail!(
            "--players {players} and --option seats={} say different things: give one of them",
            options.seats
        );
    }
    if let Some(level) = args
        .level
        .filter(|&l| named(COMPUTER_LEVEL.name) && l != options.computer_level)
    {
        anyhow::bail!(
            "--ai {level} and --option bot_level={} say different things: give one of them",
            options.computer_level
        );
    }
    options.validate().map_err(refused)?;
    Ok(options)
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
    let terminal: Box<dyn Terminal> =
        crate::games::each_game!(AnyOptions, &options.game, o, G => <G as Plays>::terminal(o));
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
    say!(
        "{}: {}; {}. {}",
        crate::i18n::game_name(lang, args.game),
        against(lang, options.seats - 1, level),
        options_line(&options),
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
    match lang {
        Lang::En => format!(
            "you against {opponents} {level} computer {}",
            if opponents == 1 { "player" } else { "players" }
        ),
        Lang::It => format!(
            "tu ({}) contro {opponents} computer di livello {level}",
            you(lang)
        ),
    }
}

/// The table's stake and options as its footer says them on Discord ("10 chips each · to 100
/// points · Q-K-A allowed, aces 15"), but whether it is rated: nothing is, here.
fn options_line(options: &TableOptions) -> String {
    let lang = options.lang;
    let stake = match options.game.stake() {
        0 => lang
            .pick("a friendly game", "partita amichevole")
            .to_owned(),
        n => {
            let n = crate::i18n::chips(lang, n as i64);
            lang.pick(format!("{n} chips each"), format!("{n} fiches a testa"))
        }
    };
    let mut values = options.game.values();
    values.retain(|(decl, _)| decl.name != RATED.name);
    crate::i18n::options_said_of(lang, stake, values)
}

/// A table of `game` where the last game was just started: You in seat 0, 🤖 Computer 1
/// (normal) in seat 1.
#[cfg(test)]
pub(crate) fn two_seats(game: GameKind) -> TableState {
    let me = SeatInfo {
        player: ME,
        name: YOU.to_owned(),
        computer: None,
    };
    let computer = SeatInfo {
        player: PlayerId(-201),
        name: "Computer 1 (normal)".to_owned(),
        computer: Some(Level::Normal),
    };
    let options = TableOptions {
        game: AnyOptions::default_for(game),
        seats: 2,
        ..TableOptions::default()
    };
    let mut state = TableState::new(
        crate::ids::TableId(1),
        GuildId(1),
        ChannelId(1),
        me.clone(),
        options,
        0,
    );
    state.players = vec![me, computer];
    state
}
