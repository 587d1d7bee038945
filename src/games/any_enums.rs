//! One type per seam role for "whichever game this table plays": each an enum with a variant per
//! game, stored as the game's own JSON tagged with its kind (see `tagged.rs`), and dispatching to
//! the game's [`Game`] implementation. Each is built from the registry's one list of games.

use serde::{de::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::{
    seam::{Game, Seat},
    tagged::{from_tagged, to_tagged},
    GameKind,
};
use super::{OptionDecl, OptionError, OptionValue};
use crate::cards::{CardId, Pack};
#[cfg(test)]
use crate::games::rumino;

/// Declares an enum with one variant per game (named as its [`GameKind`]), its `kind`, and its
/// tagged JSON.
macro_rules! any_enum {
    ($(#[$doc:meta])* $name:ident { $($variant:ident($ty:ty)),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum $name {
            $($variant($ty)),+
        }

        impl $name {
            /// The game this belongs to.
            #[must_use]
            pub fn kind(&self) -> GameKind {
                match self {
                    $($name::$variant(_) => GameKind::$variant),+
                }
            }
        }

        $(impl From<$ty> for $name {
            fn from(value: $ty) -> Self {
                $name::$variant(value)
            }
        })+

        $(impl Narrow<$ty> for $name {
            fn narrow(&self) -> Option<&$ty> {
                match self {
                    $name::$variant(v) => Some(v),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        })+

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self {
                    $($name::$variant(v) => to_tagged(serializer, GameKind::$variant, v)),+
                }
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let (kind, json) = from_tagged(deserializer)?;
                match kind {
                    $(GameKind::$variant => serde_json::from_value(json)
                        .map($name::$variant)
                        .map_err(D::Error::custom)),+
                }
            }
        }
    };
}

/// Declares the enums over the games and `each_game!` from the registry's list (`$d` is a `$`,
/// for the macro it declares).
macro_rules! any_enums {
    ($d:tt $($(#[$doc:meta])* $variant:ident = $text:literal => $module:ident::$state:ident,)+) => {
        any_enum!(
            /// A table's game.
            AnyGame { $($variant($crate::games::$module::$state)),+ }
        );

        any_enum!(
            /// A table's game options.
            AnyOptions { $($variant(<$crate::games::$module::$state as Game>::Options)),+ }
        );

        any_enum!(
            /// A seated player's action in some game.
            AnyAction { $($variant(<$crate::games::$module::$state as Game>::Action)),+ }
        );

        any_enum!(
            /// Something that happened in some game.
            AnyEvent { $($variant(<$crate::games::$module::$state as Game>::Event)),+ }
        );

        /// Why some game refused an action; the text can be shown to the player as is.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum AnyRuleError {
            $(
                #[error(transparent)]
                $variant(#[from] <$crate::games::$module::$state as Game>::Error),
            )+
            /// An action of another game than the table's (a forged or very old button).
            #[error("That action belongs to another game than this table's.")]
            WrongGame,
        }

        impl AnyRuleError {
            /// The game that refused; `None` for [`AnyRuleError::WrongGame`].
            #[must_use]
            pub fn kind(&self) -> Option<GameKind> {
                match self {
                    $(AnyRuleError::$variant(_) => Some(GameKind::$variant),)+
                    AnyRuleError::WrongGame => None,
                }
            }
        }

        $(impl Narrow<<$crate::games::$module::$state as Game>::Error> for AnyRuleError {
            fn narrow(&self) -> Option<&<$crate::games::$module::$state as Game>::Error> {
                match self {
                    AnyRuleError::$variant(e) => Some(e),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        })+

        /// Runs `$body` with `$g` bound to the value inside `$value` — an [`AnyGame`],
        /// [`AnyOptions`], [`AnyAction`] or [`AnyEvent`] — and `$G` naming its game's type;
        /// `kind` instead of an enum matches a [`GameKind`]. The one dispatch to the games.
        macro_rules! each_game {
            (kind $d value:expr, $d G:ident => $d body:expr) => {
                match $d value {
                    $($crate::games::GameKind::$variant => {
                        type $d G = $crate::games::$module::$state;
                        $d body
                    })+
                }
            };
            ($d enum:ident, $d value:expr, $d g:pat, $d G:ident => $d body:expr) => {
                match $d value {
                    $($crate::games::$d enum::$variant($d g) => {
                        #[allow(dead_code)]
                        type $d G = $crate::games::$module::$state;
                        $d body
                    })+
                }
            };
            // An enum with variants of its own beyond the games' (`AnyRuleError::WrongGame`).
            ($d enum:ident, $d value:expr, $d g:pat, $d G:ident => $d body:expr, else $d other:expr) => {
                match $d value {
                    $($crate::games::$d enum::$variant($d g) => {
                        #[allow(dead_code)]
                        type $d G = $crate::games::$module::$state;
                        $d body
                    })+
                    #[allow(unreachable_patterns)]
                    _ => $d other,
                }
            };
        }
    };
}

super::registry::games!(any_enums { $ });
pub(crate) use each_game;

/// The value of game `G` inside an any-game enum, if it is `G`'s.
pub trait Narrow<T> {
    fn narrow(&self) -> Option<&T>;
}

// Every game's options are plain values.
impl Copy for AnyOptions {}

impl Default for AnyOptions {
    fn default() -> Self {
        AnyOptions::default_for(GameKind::Rumino)
    }
}

impl AnyOptions {
    /// The default options of `kind`.
    #[must_use]
    pub fn default_for(kind: GameKind) -> AnyOptions {
        each_game!(kind kind, G => AnyOptions::from(<G as Game>::Options::default()))
    }

    /// Chips each player pays in to start.
    #[must_use]
    pub fn stake(&self) -> u64 {
        each_game!(AnyOptions, self, o, G => G::stake(o))
    }

    /// The game's own checks of its options.
    ///
    /// # Errors
    /// The first option out of its range.
    pub fn check(&self) -> Result<(), OptionError> {
        each_game!(AnyOptions, self, o, G => G::check_options(o))
    }

    /// The pack the game deals from.
    #[must_use]
    pub fn pack(&self) -> Pack {
        each_game!(AnyOptions, self, o, G => G::pack(o))
    }

    /// Seats a table of this game may have.
    #[must_use]
    pub fn seat_range(&self) -> std::ops::RangeInclusive<u8> {
        each_game!(AnyOptions, self, _, G => G::seat_range())
    }

    /// Who deals first: by the game's own rule, from a pack the players draw from or the last
    /// game's winner ([`super::Game::first_dealer`]).
    #[must_use]
    pub fn first_dealer(&self, players: usize, draw: &[CardId], last_winner: Option<Seat>) -> Seat {
        each_game!(AnyOptions, self, o, G => G::first_dealer(o, players, draw, last_winner))
    }

    /// The action by which a seat leaves a running game of this kind.
    #[must_use]
    pub fn leave_action(&self) -> AnyAction {
        each_game!(AnyOptions, self, _, G => AnyAction::from(G::leave_action()))
    }

    /// A new game with these options.
    ///
    /// # Errors
    /// The seats or options do not make a game.
    pub fn start(&self, players: usize, dealer: Seat) -> Result<AnyGame, AnyRuleError> {
        each_game!(AnyOptions, self, o, G => Ok(AnyGame::from(G::start(o, players, dealer)?)))
    }
}

impl AnyOptions {
    /// Sets the declared option `name` (English or Italian) to `value`.
    ///
    /// # Errors
    /// [`OptionError::NotForGame`] when this game has no such option; a value the declaration
    /// refuses.
    pub fn choose(&mut self, name: &str, value: &OptionValue) -> Result<(), OptionError> {
        each_game!(AnyOptions, self, o, G => super::options::choose(G::OPTIONS, o, name, value))
    }

    /// Each declared option of this game with its value here (`None`: unset).
    #[must_use]
    pub fn values(&self) -> Vec<(OptionDecl, Option<OptionValue>)> {
        each_game!(AnyOptions, self, o, G => G::OPTIONS
            .iter()
            .map(|option| (option.decl, (option.get)(o)))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rumino_values_keep_the_json_they_had_before_there_were_several_games() {
        let action = AnyAction::Rumino(rumino::Action::DrawStock);
        let json = serde_json::to_string(&action).unwrap();
        assert_eq!(
            json,
            serde_json::to_string(&rumino::Action::DrawStock).unwrap()
        );
        assert_eq!(serde_json::from_str::<AnyAction>(&json).unwrap(), action);
        let options = AnyOptions::default();
        let old = serde_json::to_string(&rumino::GameOptions::default()).unwrap();
        assert_eq!(serde_json::to_string(&options).unwrap(), old);
    }

    #[test]
    fn other_games_values_are_tagged_and_read_back_as_their_game() {
        let action = AnyAction::Rummy(crate::games::rummy::Action::DrawStock);
        let json = serde_json::to_value(&action).unwrap();
        assert_eq!(json["game"], "rummy");
        assert_eq!(serde_json::from_value::<AnyAction>(json).unwrap(), action);
        let bad = serde_json::json!({"game": "chess", "a": "draw_stock"});
        assert!(serde_json::from_value::<AnyAction>(bad).is_err());
    }
}
