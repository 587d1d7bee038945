//! What a leaderboard ranks by, and which games and periods each ranking belongs to. The SQL that
//! ranks is in `stats`; the words are in `i18n`.

use crate::games::{Counter, GameKind};

/// What a leaderboard ranks by. Every game has the rankings that do not name a counter; a
/// ranking by a game's own counter ([`Ranking::Counter`]) belongs to the games that declare a
/// leaderboard by it ([`Counter::ranking`]). [`Ranking::Balance`] is the server's, not a game's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ranking {
    /// Net chips won in the game over the period: payouts and refunds received minus stakes and
    /// rebuys paid, summed over the player's finished games (negative for a net loss).
    NetChips,
    /// Games won (a split pot counts as a win).
    GamesWon,
    /// Games won / games played, among players with at least `min_games` games.
    WinRate,
    /// The player's largest payout from a single won game (their share of a split pool).
    BiggestPool,
    /// Rebuys made in games the player went on to win.
    RebuysSurvived,
    /// A game's own counter, summed: its stored name ([`Counter::name`]). It ranks in the games
    /// that declare a leaderboard by it ([`Ranking::games`]) and nobody elsewhere.
    Counter(&'static str),
    /// The rating (Elo) as it stands, in the games that rate ([`GameKind::rated`]); the period is
    /// ignored, and computer players have none.
    Rating,
    /// Chips in the player's account now: the server's balance, the same whatever the game or
    /// period (both are ignored). Every account is ranked, whether or not it played.
    Balance,
}

impl Ranking {
    /// The rankings that name no counter.
    pub const COMMON: [Ranking; 7] = [
        Ranking::NetChips,
        Ranking::GamesWon,
        Ranking::WinRate,
        Ranking::BiggestPool,
        Ranking::RebuysSurvived,
        Ranking::Rating,
        Ranking::Balance,
    ];

    /// Every ranking: the common ones, then one per counter some game ranks by, in the order
    /// the games declare them ([`Counter::all`]).
    #[must_use]
    pub fn all() -> Vec<Ranking> {
        let counters = Counter::all()
            .into_iter()
            .filter(|c| c.ranking.is_some())
            .map(|c| Ranking::Counter(c.name));
        Ranking::COMMON.into_iter().chain(counters).collect()
    }

    /// The ranking by the counter named `name`, if some game ranks players by it.
    #[must_use]
    pub fn counter(name: &str) -> Option<Ranking> {
        Counter::find(name)
            .filter(|c| GameKind::ALL.iter().any(|k| k.ranks_by(c.name)))
            .map(|c| Ranking::Counter(c.name))
    }

    /// The seat tally this ranking sums, if it ranks by a game's own counter.
    #[must_use]
    pub fn tally(self) -> Option<&'static str> {
        match self {
            Ranking::Counter(name) => Some(name),
            _ => None,
        }
    }

    /// The games that rank by the counter this ranking sums, in [`GameKind::ALL`]'s order;
    /// empty for rankings every game has, for [`Ranking::Balance`] and for [`Ranking::Rating`]
    /// (see [`GameKind::rated_games`]).
    #[must_use]
    pub fn games(self) -> Vec<GameKind> {
        match self {
            Ranking::Counter(name) => GameKind::ALL
                .iter()
                .copied()
                .filter(|k| k.ranks_by(name))
                .collect(),
            _ => Vec::new(),
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
        match self {
            Ranking::Rating => game.rated(),
            Ranking::Counter(name) => game.ranks_by(name),
            _ => true,
        }
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
            Ranking::WinRate => "CAST(wins AS DOUBLE PRECISION) / games",
            Ranking::Counter(_) => "tally",
            Ranking::BiggestPool => "biggest_pool",
            Ranking::RebuysSurvived => "rebuys_survived",
            Ranking::Rating => "rating",
            Ranking::Balance => "chips",
        }
    }

    /// The SQL of this ranking's tally in a row with a `tallies` column (0 when it has none),
    /// with `field` the engine's way to read a JSON column's counter.
    pub(super) fn tally_sql(self, field: fn(&str, &str) -> String) -> String {
        match self.tally() {
            // Counter names are the games' own constants (plain words, see `Counter::name`),
            // never user input.
            Some(name) if name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') => {
                field("tallies", name)
            }
            _ => "0".to_owned(),
        }
    }
}
