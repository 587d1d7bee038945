//! One sitting at the terminal: start a game, tell everything that happens as the table
//! announces it, ask for your move when there is one, and at the end offer another game.
//!
//! What has been told is the state of the last notice narrated (`seen`), not the table's
//! latest state, so the prompt never shows a moment whose events are still untold.

use std::{process::ExitCode, sync::Arc};

use tokio::sync::broadcast::{
    self,
    error::{RecvError, TryRecvError},
};

use super::keyboard::{Keyboard, Line};
use crate::{
    faces::{
        terminal::{
            screen::{self, echo},
            Input, Retype, Terminal, ME,
        },
        words::{left_note, table_error},
    },
    games::AnyAction,
    i18n::{self, Lang},
    ids::TableId,
    table::{
        Notice, TableCommand, TableError, TableEvent, TablePhase, TableRequest, TableService,
        TableState,
    },
};

/// What to do after a typed line.
enum Next {
    Continue,
    Stop,
}

/// What came first at a prompt.
enum Heard {
    /// A line (or the end of input).
    Line(Line),
    /// A move of the table, now told.
    Told,
    /// The table service is gone.
    Gone,
}

pub(super) struct Session {
    service: TableService,
    table: TableId,
    terminal: Box<dyn Terminal>,
    notices: broadcast::Receiver<Notice>,
    keyboard: Keyboard,
    /// The state of the last notice narrated.
    seen: Option<Arc<TableState>>,
    /// The language the session speaks (the table's).
    lang: Lang,
}

fn start() -> TableRequest {
    TableRequest::Start { by: ME }
}

impl Session {
    pub(super) fn new(
        service: TableService,
        table: TableId,
        terminal: Box<dyn Terminal>,
        notices: broadcast::Receiver<Notice>,
        keyboard: Keyboard,
        lang: Lang,
    ) -> Session {
        Session {
            service,
            table,
            terminal,
            notices,
            keyboard,
            seen: None,
            lang,
        }
    }

    /// Plays games until you stop, input ends, or nobody reads the screen any more; then stops
    /// the table in order, so that the computers still playing a game you left finish the
    /// move they are storing instead of finding the store gone (and saying so on stderr).
    ///
    /// # Errors
    /// The table refused to start the first game.
    pub(super) async fn play(mut self) -> anyhow::Result<ExitCode> {
        let played = self.play_games().await;
        self.service.shutdown().await;
        played
    }

    async fn play_games(&mut self) -> anyhow::Result<ExitCode> {
        self.service.send(self.table, start(), None).await?;
        loop {
            if !self.catch_up() {
                return Ok(ExitCode::SUCCESS);
            }
            if screen::closed() {
                // Nobody reads any more: leave without a word, whatever the table says.
                let _ = self.leave().await;
                return Ok(ExitCode::SUCCESS);
            }
            let Some(state) = self.seen.clone() else {
                if !self.wait().await {
                    return Ok(ExitCode::SUCCESS);
                }
                continue;
            };
            if state.phase != TablePhase::Playing {
                if self.play_again().await {
                    continue;
                }
                return Ok(ExitCode::SUCCESS);
            }
            if let Next::Stop = self.turn(&state).await {
                return Ok(ExitCode::SUCCESS);
            }
        }
    }

    /// Asks for your move if you have one, else waits for the table.
    async fn turn(&mut self, state: &TableState) -> Next {
        let (Some(seat), Some(game)) = (state.seat_of(ME), state.live_game()) else {
            return Next::Stop;
        };
        let leave = state.options.game.leave_action();
        if !game.legal_actions(seat).iter().any(|a| *a != leave) {
            return self.wait_or_stop().await;
        }
        self.terminal.show(state, seat);
        let line = match self.listen().await {
            Heard::Line(line) => line,
            // Told as it happened (your clock ran out, another player moved): ask again.
            Heard::Told => return Next::Continue,
            Heard::Gone => return Next::Stop,
        };
        match line {
            Line::Typed(line) => self.typed(state, seat, &line).await,
            Line::Auto => match self.keyboard.choose(game, seat) {
                Some(action) => {
                    self.send(state, action).await;
                    Next::Continue
                }
                // Nothing the computer would do now (an out-of-turn chance it lets go).
                None => self.wait_or_stop().await,
            },
            Line::End => {
                self.quit().await;
                Next::Stop
            }
        }
    }

    async fn wait_or_stop(&mut self) -> Next {
        if self.wait().await {
            Next::Continue
        } else {
            Next::Stop
        }
    }

    /// Acts on a typed line.
    async fn typed(&mut self, state: &TableState, seat: usize, line: &str) -> Next {
        let action = match self.terminal.parse(line, state, seat) {
            Ok(Input::Act(action)) => action,
            Ok(Input::Help) => {
                echo!("{}", self.terminal.help(self.lang));
                return Next::Continue;
            }
            Ok(Input::Quit) => {
                self.quit().await;
                return Next::Stop;
            }
            Ok(Input::Say(message)) | Err(Retype(message)) => {
                echo!("{message}");
                return Next::Continue;
            }
        };
        if let Some(warning) = self.terminal.warning(state, seat, &action) {
            echo!(
                "{warning} {}",
                crate::say!(self.lang, "terminal-go-ahead-y-n")
            );
            let go = match self.keyboard.next().await {
                Line::Typed(answer) => yes_or_no(&answer) == Some(true),
                Line::Auto => true,
                Line::End => false,
            };
            if !go {
                echo!("{}", crate::say!(self.lang, "terminal-nothing-was-done"));
                return Next::Continue;
            }
        }
        self.send(state, action).await;
        Next::Continue
    }

    /// Sends your action, acting on the state you were shown; says why if it is refused.
    async fn send(&mut self, state: &TableState, action: AnyAction) {
        let act = TableRequest::Act { player: ME, action };
        match self
            .service
            .send(self.table, act, Some(state.version))
            .await
        {
            Ok(_) => {}
            Err(TableError::Stale) => echo!("{}", crate::say!(self.lang, "terminal-stale")),
            Err(e) => echo!("{}", table_error(self.lang, &e)),
        }
    }

    /// "Play again?", asked until the answer is yes or no. Whether a new game started.
    async fn play_again(&mut self) -> bool {
        loop {
            echo!("{}", crate::say!(self.lang, "terminal-play-again-y-n"));
            match self.keyboard.next().await {
                Line::Typed(answer) => match yes_or_no(&answer) {
                    Some(true) => {
                        return match self.service.send(self.table, start(), None).await {
                            Ok(_) => true,
                            Err(e) => {
                                echo!("{}", table_error(self.lang, &e));
                                false
                            }
                        }
                    }
                    Some(false) => return false,
                    None => echo!(
                        "{}",
                        crate::say!(self.lang, "terminal-type-y-to-play-again")
                    ),
                },
                Line::Auto | Line::End => return false,
            }
        }
    }

    /// Leaves the game and says once what that means for you: the game's own note (your chips
    /// stay in the pool; Rummoli's stack comes back after the hand) before what the leave set
    /// off (the last player's win, your seat played for), then whether the game goes on. The
    /// terminals leave your own leaving untold, so it is said here only. What happens after
    /// the leave is not told: you are gone, and it would be a race with the table.
    async fn quit(&mut self) {
        let playing = self.seen.clone().filter(|s| s.phase == TablePhase::Playing);
        let leave = TableRequest::Leave { player: ME };
        let left = match self.service.send(self.table, leave, None).await {
            Ok(ack) => ack.version,
            Err(e) => {
                echo!("{}", table_error(self.lang, &e));
                return;
            }
        };
        if let Some(state) = &playing {
            echo!("{}", left_note(state, self.lang));
        }
        self.catch_up_to(left);
        let Some(game) = self.seen.as_ref().and_then(|s| s.live_game()) else {
            return;
        };
        let still_in = game
            .tallies()
            .iter()
            .filter(|t| !t.eliminated && !t.forfeited)
            .count();
        if still_in >= 2 {
            echo!("{}", i18n::game_goes_on_without_you(self.lang));
        } else {
            echo!("{}", i18n::game_ends_with_this_hand(self.lang));
        }
    }

    /// Forfeits your seat and narrates what that did.
    async fn leave(&mut self) -> Result<(), TableError> {
        let leave = TableRequest::Leave { player: ME };
        let sent = self.service.send(self.table, leave, None).await;
        self.catch_up();
        sent.map(|_| ())
    }

    /// Narrates every notice already received. `false` once the service is gone.
    fn catch_up(&mut self) -> bool {
        loop {
            match self.notices.try_recv() {
                Ok(notice) => self.tell(&notice),
                Err(TryRecvError::Lagged(_)) => {}
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Closed) => return false,
            }
        }
    }

    /// Narrates the notices already received up to the table's `version`, and no further.
    fn catch_up_to(&mut self, version: u64) {
        while self.seen.as_ref().is_none_or(|s| s.version < version) {
            match self.notices.try_recv() {
                Ok(notice) => self.tell(&notice),
                Err(TryRecvError::Lagged(_)) => {}
                Err(TryRecvError::Empty | TryRecvError::Closed) => return,
            }
        }
    }

    /// Waits for the next notice of this table and narrates it. `false` once the service is
    /// gone.
    async fn wait(&mut self) -> bool {
        match next_notice(&mut self.notices, self.table).await {
            Some(notice) => {
                self.tell(&notice);
                true
            }
            None => false,
        }
    }

    /// The next line typed; but should the table move first (your turn clock ran out, another
    /// player acted), that move is told at once, not when you next press Enter. A line already
    /// typed goes first, so lines typed ahead play the same game every time.
    async fn listen(&mut self) -> Heard {
        let notice = tokio::select! {
            biased;
            line = self.keyboard.next() => return Heard::Line(line),
            notice = next_notice(&mut self.notices, self.table) => notice,
        };
        match notice {
            Some(notice) => {
                self.tell(&notice);
                Heard::Told
            }
            None => Heard::Gone,
        }
    }

    fn tell(&mut self, notice: &Notice) {
        if notice.table != self.table {
            return;
        }
        let state = &notice.state;
        let started = notice
            .events
            .iter()
            .any(|e| matches!(e, TableEvent::GameStarted { .. }));
        if let (true, TableCommand::Start { draw, .. }) = (started, &*notice.command) {
            if let Some(line) = self.terminal.dealer_draw(state, draw) {
                echo!("\n{line}");
            }
        }
        self.terminal.narrate(state, &notice.events);
        self.seen = Some(state.clone());
    }
}

/// The next notice of `table`; `None` once the service is gone. Cancel-safe: a notice is
/// taken only when it is returned.
async fn next_notice(notices: &mut broadcast::Receiver<Notice>, table: TableId) -> Option<Notice> {
    loop {
        match notices.recv().await {
            Ok(notice) if notice.table == table => return Some(notice),
            Ok(_) | Err(RecvError::Lagged(_)) => {}
            Err(RecvError::Closed) => return None,
        }
    }
}

/// `Some(true)` for yes, `Some(false)` for no, `None` for anything else; in any language.
fn yes_or_no(answer: &str) -> Option<bool> {
    match answer.trim().to_lowercase().as_str() {
        "y" | "yes" | "s" | "si" | "sì" | "sí" | "o" | "oui" | "j" | "ja" => Some(true),
        "n" | "no" | "non" | "nein" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::{AnyOptions, GameKind, Level},
        i18n::YOU,
        ids::{ChannelId, GuildId},
        store::Store,
        table::{Clock, SeatInfo, ServiceConfig, TableOptions},
    };

    /// A session over a two-seat Rummy table in its lobby, reading `typed`.
    async fn session(typed: &'static str) -> Session {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let (service, _) = TableService::start(store, ServiceConfig::default(), Clock::system())
            .await
            .unwrap();
        let me = SeatInfo {
            player: ME,
            name: YOU.to_owned(),
            computer: None,
        };
        let options = TableOptions {
            game: AnyOptions::default_for(GameKind::Rummy),
            seats: 2,
            ..TableOptions::default()
        };
        let notices = service.subscribe();
        let table = service
            .open(GuildId(1), ChannelId(1), me, options)
            .await
            .unwrap()
            .id;
        let add = TableRequest::AddComputer {
            by: ME,
            level: Level::Easy,
        };
        service.send(table, add, None).await.unwrap();
        let keyboard = Keyboard::reading(Box::new(typed.as_bytes()), None);
        let terminal = Box::new(crate::games::rummy::faces::terminal::Rummy);
        Session::new(service, table, terminal, notices, keyboard, Lang::En)
    }

    #[tokio::test]
    async fn play_again_asks_again_until_the_answer_is_yes_or_no() {
        let mut s = session("maybe\n\nYes\n").await;
        assert!(s.play_again().await, "the third answer is yes");
        let state = s.service.state(s.table).unwrap();
        assert_eq!(state.phase, TablePhase::Playing, "a new game started");
        let mut s = session("again?\nn\ny\n").await;
        assert!(!s.play_again().await, "no stops at once");
        let mut s = session("what\n").await;
        assert!(
            !s.play_again().await,
            "input that ends without an answer stops"
        );
    }

    #[test]
    fn answers_are_yes_no_or_neither() {
        assert_eq!(yes_or_no(" Y "), Some(true));
        assert_eq!(yes_or_no("no"), Some(false));
        assert_eq!(yes_or_no("yeah"), None);
        assert_eq!(yes_or_no(""), None);
    }
}
