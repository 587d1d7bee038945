//! The terminal's kit, shared by every game's terminal face (`games/<game>/faces/terminal.rs`):
//! the [`Terminal`] a game implements for `rumino play`, what a typed line becomes, and the lines
//! every game prints alike. Everything is printed through [`say!`](screen::echo), so a closed
//! pipe ends the game quietly.

pub mod screen;

use crate::{
    cards::{Card, CardId},
    games::{AnyAction, AnyEvent, DealerDraw, Narrow},
    i18n::{describe_dealer_draw, game_seat_name, Lang},
    ids::PlayerId,
    table::{TableEvent, TableState},
};

/// The terminal's player: the seat `rumino play` plays from.
pub(crate) const ME: PlayerId = PlayerId(1);

/// What the player typed, understood.
pub enum Input {
    Act(AnyAction),
    Help,
    Quit,
    /// Nothing to send: print this (a suggestion) and read the next line.
    Say(String),
}

/// A typed line that could not be used: what to tell the player before they type again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retype(pub String);

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
pub trait Plays: crate::games::Game {
    /// The game's terminal for a table with `options`.
    fn terminal(options: &Self::Options) -> Box<dyn Terminal>;
}

/// One game's face in the terminal. What it prints is in the table's language
/// (`state.options.lang`, `rumino play --lang`).
pub trait Terminal: Send {
    /// The commands the player can type, in `lang`.
    fn help(&self, lang: Lang) -> &'static str;

    /// Prints what `events` tell, each thing once. `state` is the table just after them (the
    /// hand they ended may be gone from it): the events alone must tell what happened. Your own
    /// leaving is left untold: the session says it once, with what it costs you
    /// ([`crate::faces::words::left_note`]).
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
    Err(Retype(crate::say!(
        lang,
        "terminal-nothing-after-command",
        word,
        rest
    )))
}

/// Words shared by every game's prompt (`word` and the `rest` of the line, from [`split`]).
pub(crate) fn common_words(lang: Lang, word: &str, rest: &str) -> Option<Result<Input, Retype>> {
    let input = match word {
        "h" | "help" | "?" | "aiuto" => Input::Help,
        "q" | "quit" | "exit" | "esci" => Input::Quit,
        "" => {
            let say = crate::say!(lang, "terminal-quit");
            return Some(Err(say.into()));
        }
        _ => return None,
    };
    Some(nothing_after(lang, word, rest).map(|()| input))
}

/// "Type h for help.", to end a message about a line not understood.
/// The card a discard names, typed `x 7h`, `discard 7h` or `7h` alone; `None` when the line is
/// not a discard. Without a card, `x` is answered with `example`, a discard in the table's pack.
pub(crate) fn discarded<'a>(
    lang: Lang,
    (word, rest): (&'a str, &'a str),
    example: &str,
) -> Option<Result<&'a str, Retype>> {
    match word {
        "x" | "discard" if rest.is_empty() => {
            let name = crate::say!(lang, "terminal-name-the-card-to-discard");
            Some(Err(format!("{name} {example}").into()))
        }
        "x" | "discard" => Some(Ok(rest)),
        card if rest.is_empty() => Some(Ok(card)),
        _ => None,
    }
}

/// Game `E`'s own events among a table's (the table's, like a seat taken, are told apart).
pub(crate) fn game_events<'a, E: 'a>(events: &'a [TableEvent]) -> impl Iterator<Item = &'a E>
where
    AnyEvent: Narrow<E>,
{
    events.iter().filter_map(|e| match e {
        TableEvent::Game { event } => event.narrow(),
        _ => None,
    })
}

pub(crate) fn help_hint(lang: Lang) -> &'static str {
    crate::say!(lang, "terminal-type-h-for-help")
}

/// A first word that is no command of the game.
pub(crate) fn unknown_command(lang: Lang, word: &str) -> Retype {
    Retype(crate::say!(lang, "terminal-is-not-a-command-type", word))
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
    let parts: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, &(score, held, out))| {
            let who = name(state, i);
            if out {
                format!("{who} {score} ({})", crate::say!(lang, "terminal-out"))
            } else if Some(i) == me {
                format!("{who} {score}")
            } else {
                format!("{who} {score}, {}", cards(lang, held))
            }
        })
        .collect();
    labelled(
        lang,
        crate::say!(lang, "terminal-scores"),
        parts.join(" · "),
    )
}

/// A "label: value" line, punctuated as `lang` does ("Scores : …" in French).
pub(crate) fn labelled(lang: Lang, label: &str, value: impl std::fmt::Display) -> String {
    crate::say!(
        lang,
        "terminal-label-value",
        label,
        value = value.to_string()
    )
}

/// Your hand, the top of the discard pile and the stock, on one line.
pub(crate) fn hand_line(lang: Lang, hand: &str, discard: &str, stock: usize) -> String {
    crate::say!(
        lang,
        "terminal-your-hand-discard-stock",
        hand,
        discard,
        stock
    )
}

/// The chips in the pool, for a status line: "pool 20 chips".
pub(crate) fn pool(lang: Lang, chips: u64) -> String {
    let n = crate::i18n::chips(lang, i64::try_from(chips).unwrap_or(i64::MAX));
    crate::say!(lang, "terminal-pool-chips", n)
}

/// The card turned up to start the discard pile.
pub(crate) fn turned_up(lang: Lang, card: &str) -> String {
    crate::say!(lang, "terminal-turned-up", card)
}

/// The prompt: what you may type now.
pub(crate) fn your_move(lang: Lang, options: &[&str]) -> String {
    let prompt = crate::say!(lang, "terminal-your-move-prompt");
    format!("{} >", labelled(lang, prompt, options.join(", ")))
}

/// The terminal's player as the narration names them: "You" in English, whose verbs agree
/// with it (the messages' `$person`); in Italian, whose narration speaks of every
/// player in the third person, "Giocatore", a name like the others.
pub(crate) fn you(lang: Lang) -> &'static str {
    crate::say!(lang, "terminal-you")
}

/// The seat the terminal's player ("You") has in the game being narrated.
pub(crate) fn my_seat(state: &TableState) -> Option<usize> {
    state.seat_of(ME)
}

/// `n` and its noun, singular for one: `1 card`, `7 cards`.
/// `n` cards, in the singular or plural as `lang` counts.
pub(crate) fn cards(lang: Lang, n: usize) -> String {
    crate::pictures::words::count(lang, n as u64, crate::pictures::words::Noun::Card)
}

#[cfg(test)]
use crate::{
    games::{AnyOptions, GameKind, Level},
    ids::{ChannelId, GuildId},
    table::{SeatInfo, TableOptions},
};

/// A table of `game` where the last game was just started: You in seat 0, 🤖 Computer 1
/// (normal) in seat 1.
#[cfg(test)]
pub(crate) fn two_seats(game: GameKind) -> TableState {
    let me = SeatInfo {
        player: ME,
        name: crate::i18n::YOU.to_owned(),
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
