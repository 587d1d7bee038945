//! How each game looks and is clicked on Discord: the [`Screens`] trait each game implements in
//! its own folder (`games/<game>/faces/screens.rs`), and "whichever game this table plays"
//! reached through the registry of faces ([`super::of`]).
//!
//! The Discord layer's views, the custom-id codec and the nudges know only this trait, so adding
//! a game on Discord is one file in the game's folder.

use super::{
    message::{clip, HandMessage},
    of,
};
use crate::{
    games::{AnyAction, AnyGame, Game, GameKind, Seat, Waiting},
    i18n::{tx, Lang, Tx},
    table::{TableState, TimerKind},
};

/// A game's part of a public message: lines for the description and an optional embed field
/// (name, value) — the last hand shown, say.
#[derive(Default)]
pub struct Panel {
    pub lines: Vec<String>,
    pub field: Option<(String, String)>,
}

impl Panel {
    /// A finished game's panel: who won under a 🏆, and the hand that ended it as the embed's
    /// field (what ended it, then what it showed), cut to Discord's limits.
    #[must_use]
    pub fn finished(over: Option<String>, last: Option<(String, String)>) -> Panel {
        Panel {
            lines: over.map(|o| format!("🏆 **{o}**")).into_iter().collect(),
            field: last.map(|(name, value)| (clip(&name, 256), clip(&value, 1024))),
        }
    }
}

/// What opens a seat's line on the table message: ▶ on the seat to play, the seat's number
/// from 1 and its name.
pub struct SeatHead<'a> {
    pub marker: &'static str,
    pub n: usize,
    pub name: std::borrow::Cow<'a, str>,
}

/// The table message's seats, one line each in seat order: `line` says each seat from its head
/// (the seat whose `turn` it is marked) and the game's own facts about it.
#[must_use]
pub fn seat_lines<S>(
    state: &TableState,
    seats: &[S],
    turn: Option<Seat>,
    line: impl Fn(&SeatHead<'_>, Seat, &S) -> String,
) -> Vec<String> {
    let lang = state.options.lang;
    seats
        .iter()
        .enumerate()
        .map(|(seat, facts)| {
            let head = SeatHead {
                marker: if turn == Some(seat) { "▶ " } else { "" },
                n: seat + 1,
                name: crate::i18n::game_seat_name(lang, state, seat),
            };
            line(&head, seat, facts)
        })
        .collect()
}

/// The last `n` of `items`, oldest first, each said on a bullet line ("• Ada drew").
#[must_use]
pub fn last_bullets<T>(items: &[T], n: usize, say: impl Fn(&T) -> String) -> Vec<String> {
    items[items.len().saturating_sub(n)..]
        .iter()
        .map(|item| format!("• {}", say(item)))
        .collect()
}

/// "▶ Bob's turn, time runs out <t:…:R>": whose turn it is, with the live countdown while the
/// turn clock runs. The same line in every game.
#[must_use]
pub fn turn_line(state: &TableState, turn: Seat) -> String {
    let lang = state.options.lang;
    let when = match state.timer {
        Some(t) if matches!(t.kind, TimerKind::TurnClock { .. }) => tx(
            lang,
            &Tx::TimeRunsOut(&format!("<t:{}:R>", t.at_ms.div_euclid(1000))),
        ),
        _ => String::new(),
    };
    tx(
        lang,
        &Tx::Turn {
            name: &crate::i18n::game_seat_name(lang, state, turn),
            when: &when,
        },
    )
}

/// What a game shows on Discord and how its clicks are written. Pure: state in, text out.
pub trait Screens: Game {
    /// The prefix of this game's action codes in a custom id (`y` → `r1:<t>:<v>:y:draw`). Empty
    /// only for Rumino, whose ids are older than the other games and must still read.
    const ACTION_PREFIX: &'static str;

    /// An action as the colon-separated code a button id or menu value carries; `None` for an
    /// action no click offers (leaving is `/rumino leave`).
    fn action_code(action: &Self::Action) -> Option<String>;

    /// Reads [`Screens::action_code`]'s output back (without the prefix).
    fn parse_action(parts: &[&str]) -> Option<Self::Action>;

    /// The table message's title: the game and what it is played for.
    fn title(options: &Self::Options, state: &TableState) -> String {
        let lang = state.options.lang;
        let game = crate::i18n::game_name(lang, Self::KIND);
        match Self::stake(options) {
            0 => tx(lang, &Tx::FriendlyGame(game)),
            stake => tx(lang, &Tx::StakeTitle { game, stake }),
        }
    }

    /// The game part of the table message while the game is played.
    fn playing(&self, state: &TableState) -> Panel;

    /// The result of a finished game and its last hand, for the lobby's message.
    fn finished(&self, state: &TableState) -> Panel;

    /// `seat`'s private hand in `lang`, offering only what is legal now, with an optional note on
    /// top (an error, say) and the player's draft, if the game has drafts (see
    /// [`Screens::edit_draft`]).
    fn hand(&self, state: &TableState, seat: Seat, hand: HandExtras<'_>) -> HandMessage;

    /// A game whose turn is built up before it is played (Rumminy's new playfield) keeps that
    /// work as a private draft: text of the game's own making, kept per player by the Discord
    /// layer for the current turn only, never logged (only the action it ends in is). A draft
    /// click or typed text (`edit`) on `draft` (`None`: nothing drafted this turn) comes to a
    /// [`DraftStep`]. Games without drafts refuse every edit.
    fn edit_draft(
        &self,
        _seat: Seat,
        _draft: Option<&str>,
        _edit: DraftEdit<'_>,
        lang: Lang,
    ) -> DraftStep<Self::Action> {
        DraftStep::Refuse(crate::i18n::bad_custom_id(lang))
    }

    /// What needs `seat`'s attention now, as a key that changes each time it is asked again, and
    /// the nudge to show, in the reader's language. By default: their turn.
    fn attention(&self, seat: Seat) -> Option<(String, Nudge)> {
        match self.waiting() {
            Waiting::Turn {
                seat: s,
                round,
                turn,
                step: _,
            } if s == seat => Some((format!("turn:{round}:{turn}"), |lang| {
                tx(lang, &Tx::NudgeTurn)
            })),
            _ => None,
        }
    }
}

/// What a private hand shows besides the game: a note on top (an error, say) and the player's
/// draft for this turn.
#[derive(Clone, Copy)]
pub struct HandExtras<'a> {
    pub note: Option<&'a str>,
    pub draft: Option<&'a str>,
    pub lang: Lang,
}

/// A change asked of a private draft (see [`Screens::edit_draft`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftEdit<'a> {
    /// What a draft button or menu option carries (`:`-separated, as the game wrote it).
    Code(&'a [&'a str]),
    /// What the player typed in the draft's text box.
    Text(&'a str),
}

/// What a draft edit comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftStep<A> {
    /// The new draft (Undo goes back to the one before).
    Set(String),
    /// Back to the draft before the last change.
    Undo,
    /// Play this action (the table judges it; the draft stays while the turn does).
    Play(A),
    /// Let the player type the draft: a text box titled `title`, labelled `label`, holding `text`.
    Ask {
        title: String,
        label: String,
        text: String,
    },
    /// Nothing changes; say this on top of the hand.
    Refuse(String),
}

/// The table message's title.
#[must_use]
pub fn title(state: &TableState) -> String {
    of(state.options.game.kind()).title(state)
}

/// The game part of the table message while `game` is played.
#[must_use]
pub fn playing(state: &TableState, game: &AnyGame) -> Panel {
    of(game.kind()).playing(game, state)
}

/// The lobby's lines about the game that just ended.
#[must_use]
pub fn finished(state: &TableState, game: &AnyGame) -> Panel {
    of(game.kind()).finished(game, state)
}

/// `seat`'s private hand.
#[must_use]
pub fn hand(state: &TableState, game: &AnyGame, seat: Seat, extras: HandExtras<'_>) -> HandMessage {
    of(game.kind()).hand(game, state, seat, extras)
}

/// A change to `seat`'s private draft in `game` (see [`Screens::edit_draft`]).
#[must_use]
pub fn edit_draft(
    game: &AnyGame,
    seat: Seat,
    draft: Option<&str>,
    edit: DraftEdit<'_>,
    lang: Lang,
) -> DraftStep<AnyAction> {
    of(game.kind()).edit_draft(game, seat, draft, edit, lang)
}

/// A nudge's words in the reader's language.
pub type Nudge = fn(Lang) -> String;

/// What needs `seat`'s attention in `game` (see [`Screens::attention`]).
#[must_use]
pub fn attention(game: &AnyGame, seat: Seat) -> Option<(String, Nudge)> {
    of(game.kind()).attention(game, seat)
}

/// The table message's footer: the table, its game and how each of the game's options is set,
/// as the options declare they are said (the stake is in the title).
#[must_use]
pub fn footer(state: &TableState) -> String {
    let lang = state.options.lang;
    let head = tx(
        lang,
        &Tx::Footer {
            table: state.id.0,
            game: crate::i18n::game_name(lang, state.options.game.kind()),
        },
    );
    crate::i18n::options_said(lang, head, &state.options.game)
}

/// `action` as the code a custom id carries, behind its game's prefix.
#[must_use]
pub fn action_code(action: &AnyAction) -> Option<String> {
    of(action.kind()).action_code(action)
}

/// The prefix of `kind`'s action codes (see [`Screens::ACTION_PREFIX`]).
fn prefix_of(kind: GameKind) -> &'static str {
    of(kind).action_prefix()
}

fn parse_for(kind: GameKind, parts: &[&str]) -> Option<AnyAction> {
    of(kind).parse_action(parts)
}

/// Reads [`action_code`]'s output: the game whose prefix leads, else the unprefixed (Rumino's).
#[must_use]
pub fn parse_action(parts: &[&str]) -> Option<AnyAction> {
    let first = parts.first()?;
    match GameKind::ALL
        .iter()
        .find(|k| !prefix_of(**k).is_empty() && prefix_of(**k) == *first)
    {
        Some(kind) => parse_for(*kind, &parts[1..]),
        None => {
            let unprefixed = GameKind::ALL.iter().find(|k| prefix_of(**k).is_empty())?;
            parse_for(*unprefixed, parts)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_prefixes_are_distinct_and_only_rumino_has_none() {
        let prefixes: Vec<&str> = GameKind::ALL.iter().map(|k| prefix_of(*k)).collect();
        let mut unique = prefixes.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), prefixes.len(), "{prefixes:?}");
        assert_eq!(prefixes.iter().filter(|p| p.is_empty()).count(), 1);
        assert_eq!(prefixes[0], "", "Rumino's ids predate the prefixes");
    }
}
