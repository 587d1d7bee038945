//! Which game a table plays: stored with tables, games and statistics, chosen in `/rumino start`.

use crate::text_enum::text_enum;

/// Declares [`GameKind`] from the registry's list.
macro_rules! kind_enum {
    ($($(#[$doc:meta])* $variant:ident = $text:literal => $module:ident::$state:ident,)+) => {
        text_enum!(
            /// A game the bot hosts.
            GameKind {
                $($(#[$doc])* $variant = $text,)+
            }
        );
    };
}

super::registry::games!(kind_enum {});

impl Default for GameKind {
    /// Tables stored before there were several games play Rumino.
    fn default() -> Self {
        GameKind::Rumino
    }
}

/// Something done with one game's state type, whichever game a [`GameKind`] names: how code
/// outside the crate (benches, tools) reaches every game without listing them, as the crate's
/// own code does through the registry.
pub trait GameVisitor {
    type Out;
    fn visit<G: super::Game>(self) -> Self::Out
    where
        G::Options: Sync;
}

impl GameKind {
    /// Runs `visitor` with this game's state type.
    pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Out {
        super::each_game!(kind self, G => visitor.visit::<G>())
    }

    /// Whether this game keeps a rating per server ([`super::Game::RATED`]).
    #[must_use]
    pub fn rated(self) -> bool {
        super::each_game!(kind self, G => <G as super::Game>::RATED)
    }

    /// The game's name as players read it ([`super::Game::NAME`]).
    #[must_use]
    pub fn name(self) -> super::Text {
        super::each_game!(kind self, G => <G as super::Game>::NAME)
    }

    /// The game's subcommand ([`super::Game::COMMAND`]).
    #[must_use]
    pub fn command(self) -> super::Words {
        super::each_game!(kind self, G => <G as super::Game>::COMMAND)
    }

    /// The games that keep a rating, in [`GameKind::ALL`]'s order.
    #[must_use]
    pub fn rated_games() -> Vec<GameKind> {
        GameKind::ALL
            .iter()
            .copied()
            .filter(|k| k.rated())
            .collect()
    }
}

impl GameKind {
    /// The options players choose for this game, as declared.
    #[must_use]
    pub fn options(self) -> Vec<super::OptionDecl> {
        super::each_game!(kind self, G => <G as super::Game>::OPTIONS.iter().map(|o| o.decl).collect())
    }

    /// Whether this game has rebuys (its tables then have a rebuy window).
    #[must_use]
    pub fn rebuys(self) -> bool {
        super::each_game!(kind self, G => <G as super::Game>::REBUYS)
    }

    /// Seats a table of this game may have.
    #[must_use]
    pub fn seat_range(self) -> std::ops::RangeInclusive<u8> {
        super::each_game!(kind self, G => <G as super::Game>::seat_range())
    }
}
