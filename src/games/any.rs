//! One type per seam role for "whichever game this table plays": each an enum with a variant per
//! game, stored as the game's own JSON tagged with its kind (see `tagged.rs`), and dispatching to
//! the game's [`Game`] implementation. Adding a game adds a variant to each.

use rand::RngCore;
use serde::{de::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::{
    seam::{Effects, Game, GameCommand, Seat, SeatTally, Settlement, Waiting},
    tagged::{from_tagged, to_tagged},
    GameKind,
};
use super::{OptionDecl, OptionError, OptionValue};
#[cfg(test)]
use crate::games::rumino;
use crate::{
    cards::{CardId, Pack},
    games::Level,
};

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

impl GameKind {
    /// The options players choose for this game, as declared.
    #[must_use]
    pub fn options(self) -> Vec<OptionDecl> {
        each_game!(kind self, G => G::OPTIONS.iter().map(|o| o.decl).collect())
    }

    /// Whether this game has rebuys (its tables then have a rebuy window).
    #[must_use]
    pub fn rebuys(self) -> bool {
        each_game!(kind self, G => <G as Game>::REBUYS)
    }

    /// Seats a table of this game may have.
    #[must_use]
    pub fn seat_range(self) -> std::ops::RangeInclusive<u8> {
        each_game!(kind self, G => G::seat_range())
    }
}

/// A game command for one game, from one carrying an action of any game.
fn narrow<A: Clone>(command: &GameCommand<AnyAction>) -> Result<GameCommand<A>, AnyRuleError>
where
    AnyAction: Narrow<A>,
{
    Ok(match command {
        GameCommand::Play { seat, action } => GameCommand::Play {
            seat: *seat,
            action: action.narrow().ok_or(AnyRuleError::WrongGame)?.clone(),
        },
        GameCommand::Deal {
            order,
            reshuffle_seed,
        } => GameCommand::Deal {
            order: order.clone(),
            reshuffle_seed: *reshuffle_seed,
        },
        GameCommand::TurnTimeout => GameCommand::TurnTimeout,
        GameCommand::RebuyTimeout => GameCommand::RebuyTimeout,
        GameCommand::Cancel => GameCommand::Cancel,
    })
}

fn apply_to<G: Game>(
    game: &mut G,
    command: &GameCommand<AnyAction>,
) -> Result<Vec<AnyEvent>, AnyRuleError>
where
    AnyAction: Narrow<G::Action>,
    AnyEvent: From<G::Event>,
    AnyRuleError: From<G::Error>,
{
    let command = narrow(command)?;
    let events = game.apply(&command)?;
    Ok(events.into_iter().map(AnyEvent::from).collect())
}

fn effects_of<G: Game>(game: &G, events: &[AnyEvent]) -> Effects
where
    AnyEvent: Narrow<G::Event>,
{
    let own: Vec<G::Event> = events.iter().filter_map(|e| e.narrow().cloned()).collect();
    game.effects(&own)
}

impl AnyGame {
    /// Applies a command. On error the game is unchanged.
    ///
    /// # Errors
    /// The command is not legal now, or belongs to another game.
    pub fn apply(
        &mut self,
        command: &GameCommand<AnyAction>,
    ) -> Result<Vec<AnyEvent>, AnyRuleError> {
        each_game!(AnyGame, self, g, _G => apply_to(g, command))
    }

    /// What the table must do about `events`, which the last command produced.
    #[must_use]
    pub fn effects(&self, events: &[AnyEvent]) -> Effects {
        each_game!(AnyGame, self, g, _G => effects_of(g, events))
    }

    /// The actions `seat` may take now.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
        each_game!(AnyGame, self, g, _G => {
            g.legal_actions(seat).into_iter().map(AnyAction::from).collect()
        })
    }

    /// Chips `action` by `seat` would take from the player's account; 0 for another game's.
    #[must_use]
    pub fn cost_of(&self, seat: Seat, action: &AnyAction) -> u64 {
        each_game!(AnyGame, self, g, _G => action.narrow().map_or(0, |a| g.cost_of(seat, a)))
    }

    /// Whether `seat` has a decision to make at once, outside the turn order.
    #[must_use]
    pub fn decides_now(&self, seat: Seat) -> bool {
        each_game!(AnyGame, self, g, _G => g.decides_now(seat))
    }

    /// What the game waits for.
    #[must_use]
    pub fn waiting(&self) -> Waiting {
        each_game!(AnyGame, self, g, _G => g.waiting())
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn settlement(&self) -> Option<Settlement> {
        each_game!(AnyGame, self, g, _G => g.settlement())
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.settlement().is_some()
    }

    /// The stored tally of each seat.
    #[must_use]
    pub fn tallies(&self) -> Vec<SeatTally> {
        each_game!(AnyGame, self, g, _G => g.tallies())
    }

    /// Each seat's place, for a finished game that counts for the rating ([`Game::places`]).
    #[must_use]
    pub fn places(&self) -> Option<Vec<u8>> {
        each_game!(AnyGame, self, g, _G => g.places())
    }

    /// Chips the game holds, which its pool in the store must hold too.
    #[must_use]
    pub fn chips_in_play(&self) -> u64 {
        each_game!(AnyGame, self, g, G => g.chips_in_play())
    }

    /// Rounds scored so far.
    #[must_use]
    pub fn rounds_played(&self) -> u32 {
        each_game!(AnyGame, self, g, _G => g.rounds_played())
    }

    /// The options the game was started with.
    #[must_use]
    pub fn options(&self) -> AnyOptions {
        each_game!(AnyGame, self, g, _G => AnyOptions::from(g.options))
    }

    /// The chips each seat paid in at the start, as ledger moves.
    #[must_use]
    pub fn opening_effects(&self) -> Effects {
        each_game!(AnyGame, self, g, _G => g.opening_effects())
    }

    /// A computer player's choice for `seat`.
    #[must_use]
    pub fn computer_action(
        &self,
        seat: Seat,
        level: Level,
        rng: &mut dyn RngCore,
    ) -> Option<AnyAction> {
        each_game!(AnyGame, self, g, _G => {
            g.computer_action(seat, level, rng).map(AnyAction::from)
        })
    }
}

impl AnyGame {
    /// The game inside, if it is a `G` (for that game's own screens and terminal).
    #[must_use]
    pub fn narrow_to<G>(&self) -> Option<&G>
    where
        AnyGame: Narrow<G>,
    {
        self.narrow()
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
