//! The registry of faces: one object per game, behind [`GameFaces`], so an adapter holding "a
//! table's game, whichever it is" reaches that game's screens, pictures, terminal and words
//! without naming any game.

use std::marker::PhantomData;

use super::{
    screens::{DraftEdit, DraftStep, HandExtras, Nudge, Panel, Screens},
    terminal::{Plays, Terminal},
};
use crate::{
    games::{AnyAction, AnyGame, AnyOptions, AnyRuleError, Game, GameKind, Narrow, Seat},
    i18n::GameWords,
    lang::Lang,
    pictures::{Canvas, Pictures, Scene},
    table::TableState,
};

use super::message::HandMessage;

/// Everything an adapter asks of a game's faces, for whichever game a value belongs to. Each
/// method is handed values of this object's game (the callers find the object by their kind).
pub trait GameFaces: Sync {
    /// The table message's title.
    fn title(&self, state: &TableState) -> String;
    /// The game part of the table message while `game` is played.
    fn playing(&self, game: &AnyGame, state: &TableState) -> Panel;
    /// The lobby's lines about the game that just ended.
    fn finished(&self, game: &AnyGame, state: &TableState) -> Panel;
    /// `seat`'s private hand.
    fn hand(
        &self,
        game: &AnyGame,
        state: &TableState,
        seat: Seat,
        extras: HandExtras<'_>,
    ) -> HandMessage;
    /// A change to `seat`'s private draft (see [`Screens::edit_draft`]).
    fn edit_draft(
        &self,
        game: &AnyGame,
        seat: Seat,
        draft: Option<&str>,
        edit: DraftEdit<'_>,
        lang: Lang,
    ) -> DraftStep<AnyAction>;
    /// What needs `seat`'s attention (see [`Screens::attention`]).
    fn attention(&self, game: &AnyGame, seat: Seat) -> Option<(String, Nudge)>;
    /// The prefix of the game's action codes (see [`Screens::ACTION_PREFIX`]).
    fn action_prefix(&self) -> &'static str;
    /// `action` as the code a custom id carries, behind the game's prefix.
    fn action_code(&self, action: &AnyAction) -> Option<String>;
    /// Reads an action code (without its prefix).
    fn parse_action(&self, parts: &[&str]) -> Option<AnyAction>;

    /// The table picture, drawn.
    fn table_canvas(&self, game: &AnyGame, scene: &Scene<'_>) -> Canvas;
    /// `seat`'s hand picture, drawn.
    fn hand_canvas(&self, game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> Canvas;
    /// The table picture in one sentence.
    fn table_alt(&self, game: &AnyGame, scene: &Scene<'_>) -> String;
    /// `seat`'s hand picture in one sentence.
    fn hand_alt(&self, game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> String;
    /// Whether the table shows laid cards (see [`Pictures::shows_laid_cards`]).
    fn shows_laid_cards(&self, game: &AnyGame) -> bool;

    /// The game's terminal for a table with `options`.
    fn terminal(&self, options: &AnyOptions) -> Box<dyn Terminal>;

    /// Why the game refused an action, in `lang`; `None` for another game's refusal.
    fn rule_error(&self, lang: Lang, error: &AnyRuleError) -> Option<String>;
    /// What a player who leaves the running game is told about their chips.
    fn left_note(&self, lang: Lang) -> String;
    /// What the game is, in a few words (see [`GameWords::about`]).
    fn about(&self, lang: Lang) -> &'static str;
}

/// The faces of game `G`: its implementations of every face trait, behind [`GameFaces`].
struct Faces<G>(PhantomData<fn() -> G>);

/// `any` as game `G`'s own value. The registry hands each game only its own values (it is found
/// by their kind), so another game's value here is a bug in the caller.
fn own<T, A: Narrow<T>>(any: &A, game: GameKind) -> &T {
    any.narrow()
        .unwrap_or_else(|| panic!("a value of another game reached {game:?}'s faces"))
}

impl<G> GameFaces for Faces<G>
where
    G: Game + Screens + Pictures + Plays + GameWords,
    AnyGame: Narrow<G>,
    AnyOptions: Narrow<G::Options>,
    AnyAction: Narrow<G::Action> + From<G::Action>,
    AnyRuleError: Narrow<G::Error>,
{
    fn title(&self, state: &TableState) -> String {
        G::title(own::<G::Options, _>(&state.options.game, G::KIND), state)
    }
    fn playing(&self, game: &AnyGame, state: &TableState) -> Panel {
        own::<G, _>(game, G::KIND).playing(state)
    }
    fn finished(&self, game: &AnyGame, state: &TableState) -> Panel {
        own::<G, _>(game, G::KIND).finished(state)
    }
    fn hand(
        &self,
        game: &AnyGame,
        state: &TableState,
        seat: Seat,
        extras: HandExtras<'_>,
    ) -> HandMessage {
        Screens::hand(own::<G, _>(game, G::KIND), state, seat, extras)
    }
    fn edit_draft(
        &self,
        game: &AnyGame,
        seat: Seat,
        draft: Option<&str>,
        edit: DraftEdit<'_>,
        lang: Lang,
    ) -> DraftStep<AnyAction> {
        match own::<G, _>(game, G::KIND).edit_draft(seat, draft, edit, lang) {
            DraftStep::Set(text) => DraftStep::Set(text),
            DraftStep::Undo => DraftStep::Undo,
            DraftStep::Play(action) => DraftStep::Play(AnyAction::from(action)),
            DraftStep::Ask { title, label, text } => DraftStep::Ask { title, label, text },
            DraftStep::Refuse(note) => DraftStep::Refuse(note),
        }
    }
    fn attention(&self, game: &AnyGame, seat: Seat) -> Option<(String, Nudge)> {
        own::<G, _>(game, G::KIND).attention(seat)
    }
    fn action_prefix(&self) -> &'static str {
        G::ACTION_PREFIX
    }
    fn action_code(&self, action: &AnyAction) -> Option<String> {
        let code = G::action_code(own::<G::Action, _>(action, G::KIND))?;
        Some(match G::ACTION_PREFIX {
            "" => code,
            prefix => format!("{prefix}:{code}"),
        })
    }
    fn parse_action(&self, parts: &[&str]) -> Option<AnyAction> {
        G::parse_action(parts).map(AnyAction::from)
    }

    fn table_canvas(&self, game: &AnyGame, scene: &Scene<'_>) -> Canvas {
        Pictures::table(own::<G, _>(game, G::KIND), scene)
    }
    fn hand_canvas(&self, game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> Canvas {
        Pictures::hand(own::<G, _>(game, G::KIND), seat, scene)
    }
    fn table_alt(&self, game: &AnyGame, scene: &Scene<'_>) -> String {
        own::<G, _>(game, G::KIND).table_alt(scene)
    }
    fn hand_alt(&self, game: &AnyGame, seat: Seat, scene: &Scene<'_>) -> String {
        own::<G, _>(game, G::KIND).hand_alt(seat, scene)
    }
    fn shows_laid_cards(&self, game: &AnyGame) -> bool {
        own::<G, _>(game, G::KIND).shows_laid_cards()
    }

    fn terminal(&self, options: &AnyOptions) -> Box<dyn Terminal> {
        G::terminal(own::<G::Options, _>(options, G::KIND))
    }

    fn rule_error(&self, lang: Lang, error: &AnyRuleError) -> Option<String> {
        error.narrow().map(|e| G::rule_error(lang, e))
    }
    fn left_note(&self, lang: Lang) -> String {
        G::left_note(lang)
    }
    fn about(&self, lang: Lang) -> &'static str {
        G::about(lang)
    }
}

/// Declares [`of`] from the registry's list of games.
macro_rules! faces_of {
    ($($(#[$doc:meta])* $kind:ident = $word:literal => $module:ident :: $state:ident,)+) => {
        /// The faces of game `kind`.
        #[must_use]
        pub fn of(kind: GameKind) -> &'static dyn GameFaces {
            match kind {
                $(GameKind::$kind => &Faces::<crate::games::$module::$state>(PhantomData),)+
            }
        }
    };
}
crate::games::registry::games!(faces_of {});
