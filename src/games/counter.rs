//! A game's own counters (gins, rummies, tiles placed…): what its seats' tallies count, declared
//! once by the game ([`super::Game::COUNTERS`]) with their words and whether players are ranked
//! by them. Statistics, leaderboards, the custom-id codec and the `by` option read these
//! declarations, so none of them lists a game's counters.

use super::{options::Text, GameKind};

/// One of a game's own counters. Two games may keep a counter of the same name (Rummy's and
/// Ramino's `hands_won`); they then declare it alike, and its leaderboard belongs to both.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    /// Its name in [`super::SeatTally::counters`] and in the store's `tallies`: databases hold
    /// it, so it is never renamed. Lowercase letters and `_`.
    pub name: &'static str,
    /// How a player's statistics name it.
    pub label: Text,
    /// Its leaderboard, when players are ranked by it.
    pub ranking: Option<CounterRanking>,
}

/// A leaderboard by a counter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CounterRanking {
    /// The leaderboard's name, in its title and messages.
    pub title: Text,
    /// Its name among `/rumino leaderboard`'s `by` choices, before the games it belongs to:
    /// short and lowercase, as the registered command's text has a budget.
    pub choice: Text,
}

impl Counter {
    /// Hands won, which several games keep (Rummy: by going out; Ramino: by any winning hand),
    /// with one leaderboard.
    pub const HANDS_WON: Counter = Counter::ranked(
        "hands_won",
        Text::new("options-counter-hands-won-label"),
        Text::new("options-counter-hands-won-title"),
        Text::new("options-counter-hands-won-choice"),
    );

    /// A counter the statistics show and no leaderboard ranks by.
    #[must_use]
    pub const fn shown(name: &'static str, label: Text) -> Counter {
        Counter {
            name,
            label,
            ranking: None,
        }
    }

    /// A counter the statistics show and a leaderboard ranks by.
    #[must_use]
    pub const fn ranked(name: &'static str, label: Text, title: Text, choice: Text) -> Counter {
        Counter {
            name,
            label,
            ranking: Some(CounterRanking { title, choice }),
        }
    }

    /// Every game's counters, in [`GameKind::ALL`]'s order and each game's, each name once:
    /// the order statistics show them in.
    #[must_use]
    pub fn all() -> Vec<&'static Counter> {
        let mut out: Vec<&'static Counter> = Vec::new();
        for c in GameKind::ALL.iter().flat_map(|k| k.counters()) {
            if !out.iter().any(|o| o.name == c.name) {
                out.push(c);
            }
        }
        out
    }

    /// The counter of this name, as the first game that keeps it declares it.
    #[must_use]
    pub fn find(name: &str) -> Option<&'static Counter> {
        GameKind::ALL
            .iter()
            .flat_map(|k| k.counters())
            .find(|c| c.name == name)
    }
}

impl GameKind {
    /// The game's own counters ([`super::Game::COUNTERS`]).
    #[must_use]
    pub fn counters(self) -> &'static [Counter] {
        super::each_game!(kind self, G => <G as super::Game>::COUNTERS)
    }

    /// Whether this game has a leaderboard by its counter `name`.
    #[must_use]
    pub fn ranks_by(self, name: &str) -> bool {
        self.counters()
            .iter()
            .any(|c| c.name == name && c.ranking.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::AnyOptions;

    /// The names a game's seats report are the counters it declares, in their order: a counter
    /// reported and not declared would have no words, one declared and never reported no values.
    #[test]
    fn every_game_reports_the_counters_it_declares() {
        for kind in GameKind::ALL.iter().copied() {
            let options = AnyOptions::default_for(kind);
            let players = usize::from(*options.seat_range().start());
            let game = options.start(players, 0).expect("a game starts");
            let declared: Vec<&str> = kind.counters().iter().map(|c| c.name).collect();
            for tally in game.tallies() {
                let reported: Vec<&str> = tally.counters.iter().map(|(n, _)| *n).collect();
                assert_eq!(reported, declared, "{kind:?}");
            }
        }
    }

    /// Names go into SQL (`tallies ->> 'name'`) and custom ids; a counter two games keep is
    /// declared alike, so it reads the same whichever game declares it first.
    #[test]
    fn names_are_plain_and_shared_counters_are_declared_alike() {
        for kind in GameKind::ALL.iter().copied() {
            for c in kind.counters() {
                assert!(
                    !c.name.is_empty()
                        && c.name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                    "{}",
                    c.name
                );
                assert_eq!(Counter::find(c.name), Some(c), "{kind:?} {}", c.name);
            }
        }
        let names: Vec<&str> = Counter::all().iter().map(|c| c.name).collect();
        assert_eq!(
            names,
            [
                "gins",
                "ruminos",
                "knocks",
                "hands_won",
                "rummies",
                "ramini",
                "claims",
                "rummolis",
                "poker_won",
                "went_out",
                "tiles_placed"
            ]
        );
        assert!(GameKind::Rummy.ranks_by("hands_won") && GameKind::Ramino.ranks_by("hands_won"));
        assert!(!GameKind::Rumino.ranks_by("knocks") && !GameKind::Rumino.ranks_by("rummies"));
    }
}
