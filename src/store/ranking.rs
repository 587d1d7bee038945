//! What a leaderboard ranks by, and which games and periods each ranking belongs to. The SQL that
//! ranks is in `stats`; the words are in `i18n`.

use serde::{Deserialize, Serialize};

use crate::games::GameKind;

/// What a leaderboard ranks by. Every game has the rankings that do not name a counter; a
/// ranking by a game's own counter ([`Ranking::tally`]) belongs to that game ([`Ranking::game`]).
/// [`Ranking::Balance`] is the server's, not a game's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    /// Net chips won in the game over the period: payouts and refunds received minus stakes and
    /// rebuys paid, summed over the player's finished games (negative for a net loss).
    NetChips,
    /// Games won (a split pot counts as a win).
    GamesWon,
    /// Games won / games played, among players with at least `min_games` games.
    WinRate,
    /// Gins made (Rumino).
    Gins,
    /// Ruminos made (Rumino).
    Ruminos,
    /// The player's largest payout from a single won game (their share of a split pool).
    BiggestPool,
    /// Rebuys made in games the player went on to win.
    RebuysSurvived,
    /// Hands won (Rummy: by going out; Ramino: by any winning hand).
    HandsWon,
    /// Rummies: going out in one turn (Rummy).
    Rummies,
    /// Hands won with a ramino or gran ramino (Ramino, T7, T8, T10).
    Ramini,
    /// The rating (Elo) as it stands, in the games that rate ([`GameKind::rated`]); the period is
    /// ignored, and computer players have none.
    Rating,
    /// Chips in the player's account now: the server's balance, the same whatever the game or
    /// period (both are ignored). Every account is ranked, whether or not it played.
    Balance,
}

impl Ranking {
    /// Every ranking.
    pub const ALL: [Ranking; 12] = [
        Ranking::NetChips,
        Ranking::GamesWon,
        Ranking::WinRate,
        Ranking::Gins,
        Ranking::Ruminos,
        Ranking::BiggestPool,
        Ranking::RebuysSurvived,
        Ranking::HandsWon,
        Ranking::Rummies,
        Ranking::Ramini,
        Ranking::Rating,
        Ranking::Balance,
    ];

    /// The seat tally this ranking sums, if it ranks by a game's own counter.
    #[must_use]
    pub fn tally(self) -> Option<&'static str> {
        match self {
            Ranking::Gins => Some("gins"),
            Ranking::Ruminos => Some("ruminos"),
            Ranking::HandsWon => Some("hands_won"),
            Ranking::Rummies => Some("rummies"),
            Ranking::Ramini => Some("ramini"),
            Ranking::NetChips
            | Ranking::GamesWon
            | Ranking::WinRate
            | Ranking::BiggestPool
            | Ranking::RebuysSurvived
            | Ranking::Rating
            | Ranking::Balance => None,
        }
    }

    /// The games that keep the counter this ranking sums; empty for rankings every game has, for
    /// [`Ranking::Balance`] and for [`Ranking::Rating`] (see [`GameKind::rated_games`]).
    #[must_use]
    pub fn games(self) -> &'static [GameKind] {
        match self {
            Ranking::Gins | Ranking::Ruminos => &[GameKind::Rumino],
            Ranking::HandsWon => &[GameKind::Rummy, GameKind::Ramino],
            Ranking::Rummies => &[GameKind::Rummy],
            Ranking::Ramini => &[GameKind::Ramino],
            _ => &[],
        }
    }

    /// The game a leaderboard by this ranking shows when none is named: its first game's (for
    /// [`Ranking::Rating`], the first game that rates).
    #[must_use]
    pub fn game(self) -> Option<GameKind> {
        if self == Ranking::Rating {
            return GameKind::rated_games().first().copied();
        }
        self.games().first().copied()
    }

    /// Whether this ranking exists for `game`.
    #[must_use]
    pub fn applies_to(self, game: GameKind) -> bool {
        if self == Ranking::Rating {
            return game.rated();
        }
        self.games().is_empty() || self.games().contains(&game)
    }

    /// Whether a leaderboard by this ranking shows values as they stand now, whatever its period.
    #[must_use]
    pub fn ignores_period(self) -> bool {
        matches!(self, Ranking::Balance | Ranking::Rating)
    }

    /// Whether a leaderboard by this ranking is the whole server's, whatever game it names.
    #[must_use]
    pub fn server_wide(self) -> bool {
        self == Ranking::Balance
    }

    /// The SQL of this ranking's value over a player's period totals (`agg` in `stats`).
    pub(super) fn value_sql(self) -> &'static str {
        match self {
            Ranking::NetChips => "net",
            Ranking::GamesWon => "wins",
            Ranking::WinRate => "CAST(wins AS REAL) / games",
            Ranking::Gins
            | Ranking::Ruminos
            | Ranking::HandsWon
            | Ranking::Rummies
            | Ranking::Ramini => "tally",
            Ranking::BiggestPool => "biggest_pool",
            Ranking::RebuysSurvived => "rebuys_survived",
            Ranking::Rating => "rating",
            Ranking::Balance => "chips",
        }
    }

    /// The SQL of this ranking's tally in a row with a `tallies` column (0 when it has none).
    pub(super) fn tally_sql(self) -> String {
        match self.tally() {
            // Tally names are this enum's own constants, never user input.
            Some(name) => format!("COALESCE(tallies ->> '{name}', 0)"),
            None => "0".to_owned(),
        }
    }
}
