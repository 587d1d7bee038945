//! `rumino play`: a game in the terminal against computer players, through the same table
//! service as the bot (with an in-memory database), so anyone can try a game. The loop here is
//! the same for every game; what is printed and how typed lines become actions is each game's
//! [`Terminal`] (`rumino.rs`, `rummy.rs`).

mod ramino;
mod rumino;
mod rumminy;
mod rummoli;
mod rummy;

use std::process::ExitCode;

use tokio::{
    io::{AsyncBufReadExt, BufReader},
    sync::broadcast::{
        self,
        error::{RecvError, TryRecvError},
    },
};

use crate::{
    games::Level,
    games::{AnyAction, AnyOptions, GameKind, OptionChoices},
    i18n::{Lang, YOU},
    ids::{ChannelId, GuildId, PlayerId, TableId},
    store::Store,
    table::{
        Clock, Notice, SeatInfo, ServiceConfig, TableEvent, TableOptions, TablePhase, TableRequest,
        TableService, TableState,
    },
};

const ME: PlayerId = PlayerId(1);

/// What the player typed, understood.
pub(super) enum Input {
    Act(AnyAction),
    Help,
    Quit,
    /// Nothing to send: print this (a suggestion) and read the next line.
    Say(String),
}

/// A typed line that could not be used: what to tell the player before they type again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Retype(pub String);

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

/// One game's face in the terminal.
trait Terminal: Send {
    /// The commands the player can type.
    fn help(&self) -> &'static str;

    /// Prints what `events` (and the moves in `state`) tell, each thing once.
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
}

/// Words shared by every game's prompt.
fn common_input(word: &str) -> Option<Result<Input, Retype>> {
    match word {
        "h" | "help" | "?" => Some(Ok(Input::Help)),
        "q" | "quit" | "exit" => Some(Ok(Input::Quit)),
        "" => Some(Err("Type a command (h for help).".into())),
        _ => None,
    }
}

/// What to play, as given on the command line.
pub struct Args {
    pub game: GameKind,
    pub players: u8,
    pub level: Level,
    pub ace_high: bool,
}

/// # Errors
/// The in-memory store or the table service failed to start.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    super::app::init_tracing("error");
    let store = Store::open("sqlite::memory:").await?;
    let (service, _) =
        TableService::start(store, ServiceConfig::default(), Clock::system()).await?;
    let mut game = AnyOptions::default_for(args.game);
    game.choose(&OptionChoices {
        ace_high: args.ace_high.then_some(true),
        ..OptionChoices::default()
    })?;
    let options = TableOptions {
        game,
        seats: args.players,
        turn_seconds: 3600,
        rebuy_seconds: 600,
        computer_delay_ms: 300,
        lobby_seconds: 86_400,
        computer_level: args.level,
        lang: Lang::En,
    };
    let mut terminal: Box<dyn Terminal> = match args.game {
        GameKind::Rumino => Box::new(rumino::Rumino::default()),
        GameKind::Rummy => Box::new(rummy::Rummy::default()),
        GameKind::Ramino => Box::new(ramino::Ramino::default()),
        GameKind::Rummoli => Box::new(rummoli::Rummoli),
        GameKind::Rumminy => Box::new(rumminy::Rumminy::default()),
    };
    let me = SeatInfo {
        player: ME,
        name: YOU.to_owned(),
        computer: None,
    };
    // Subscribed before anything happens, so every event of the game is narrated in order.
    let mut notices = service.subscribe();
    let table = service
        .open(GuildId(1), ChannelId(1), me, options)
        .await?
        .id;
    for _ in 1..args.players {
        let add = TableRequest::AddComputer {
            by: ME,
            level: args.level,
        };
        service.send(table, add, None).await?;
    }
    let start = TableRequest::Start { by: ME };
    service.send(table, start.clone(), None).await?;
    let opponents = args.players - 1;
    println!(
        "{}: you against {opponents} {} computer {}. {}",
        name_of(args.game),
        args.level,
        if opponents == 1 { "player" } else { "players" },
        terminal.help()
    );
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    loop {
        if !catch_up(terminal.as_mut(), &mut notices, table) {
            return Ok(ExitCode::SUCCESS);
        }
        let Some(state) = service.state(table) else {
            return Ok(ExitCode::SUCCESS);
        };
        if state.phase != TablePhase::Playing {
            println!("Play again? (y/n)");
            match lines.next_line().await?.as_deref().map(str::trim) {
                Some("y" | "yes") => {
                    if let Err(e) = service.send(table, start.clone(), None).await {
                        println!("{e}");
                        return Ok(ExitCode::SUCCESS);
                    }
                    continue;
                }
                _ => return Ok(ExitCode::SUCCESS),
            }
        }
        let (Some(seat), Some(game)) = (state.seat_of(ME), state.live_game()) else {
            return Ok(ExitCode::SUCCESS);
        };
        let leave = state.options.game.leave_action();
        if !game.legal_actions(seat).iter().any(|a| *a != leave) {
            if !wait(terminal.as_mut(), &mut notices, table).await {
                return Ok(ExitCode::SUCCESS);
            }
            continue;
        }
        terminal.show(&state, seat);
        let Some(line) = lines.next_line().await? else {
            let _ = service
                .send(table, TableRequest::Leave { player: ME }, None)
                .await;
            return Ok(ExitCode::SUCCESS);
        };
        let action = match terminal.parse(&line, &state, seat) {
            Ok(Input::Act(action)) => action,
            Ok(Input::Help) => {
                println!("{}", terminal.help());
                continue;
            }
            Ok(Input::Quit) => {
                let _ = service
                    .send(table, TableRequest::Leave { player: ME }, None)
                    .await;
                println!("You left the game.");
                return Ok(ExitCode::SUCCESS);
            }
            Ok(Input::Say(message)) | Err(Retype(message)) => {
                println!("{message}");
                continue;
            }
        };
        if let Some(warning) = terminal.warning(&state, seat, &action) {
            println!("{warning} Go ahead? (y/n)");
            let answer = lines.next_line().await?.unwrap_or_default();
            if !matches!(answer.trim().to_lowercase().as_str(), "y" | "yes") {
                println!("Nothing was done.");
                continue;
            }
        }
        let act = TableRequest::Act { player: ME, action };
        if let Err(e) = service.send(table, act, Some(state.version)).await {
            println!("{e}");
        }
    }
}

fn name_of(game: GameKind) -> &'static str {
    match game {
        GameKind::Rumino => "Rumino",
        GameKind::Rummy => "Rummy",
        GameKind::Ramino => "Tuscan Ramino",
        GameKind::Rummoli => "Rummoli",
        GameKind::Rumminy => "Rumminy",
    }
}

/// Narrates every notice already received. `false` once the service is gone.
fn catch_up(
    terminal: &mut dyn Terminal,
    notices: &mut broadcast::Receiver<Notice>,
    table: TableId,
) -> bool {
    loop {
        match notices.try_recv() {
            Ok(n) if n.table == table => terminal.narrate(&n.state, &n.events),
            Ok(_) | Err(TryRecvError::Lagged(_)) => {}
            Err(TryRecvError::Empty) => return true,
            Err(TryRecvError::Closed) => return false,
        }
    }
}

/// Waits for the next notice of this table and narrates it. `false` once the service is gone.
async fn wait(
    terminal: &mut dyn Terminal,
    notices: &mut broadcast::Receiver<Notice>,
    table: TableId,
) -> bool {
    loop {
        match notices.recv().await {
            Ok(n) if n.table == table => {
                terminal.narrate(&n.state, &n.events);
                return true;
            }
            Ok(_) | Err(RecvError::Lagged(_)) => {}
            Err(RecvError::Closed) => return false,
        }
    }
}
