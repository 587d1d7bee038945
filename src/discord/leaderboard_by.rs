//! The `by` option of `/rumino leaderboard`: its choices are the rankings, the games' counters
//! among them as the games declare them ([`crate::games::Counter`]), named in both languages.
//!
//! Discord sends a choice's place in the list as its value, and clients may send a value of the
//! list they last saw. The rankings that name no counter keep the places they had when every
//! ranking was listed by hand; the counters' rankings fill the places between them, in the order
//! the games declare them, so adding a counter keeps every value Discord already has.

use std::{borrow::Cow, sync::LazyLock};

use poise::CommandParameterChoice;

use crate::{i18n, lang::Lang, store::Ranking};

/// Each ranking that names no counter, with its place among the choices.
const PLACES: [(Ranking, usize); 7] = [
    (Ranking::NetChips, 0),
    (Ranking::GamesWon, 1),
    (Ranking::WinRate, 2),
    (Ranking::BiggestPool, 5),
    (Ranking::RebuysSurvived, 6),
    (Ranking::Rating, 10),
    (Ranking::Balance, 11),
];

/// One choice: its ranking and its names.
struct Choice {
    ranking: Ranking,
    en: String,
    it: String,
}

/// The choices, in Discord's order, built once from the games' declarations.
static CHOICES: LazyLock<Vec<Choice>> = LazyLock::new(|| {
    order()
        .into_iter()
        .map(|ranking| Choice {
            ranking,
            en: i18n::ranking_choice(Lang::En, ranking),
            it: i18n::ranking_choice(Lang::It, ranking),
        })
        .collect()
});

/// Every ranking in the order of the choices: each of [`PLACES`] at its place, the counters'
/// rankings in the places left (and after the last, when there are more).
fn order() -> Vec<Ranking> {
    let mut counters = Ranking::all().into_iter().filter(|r| r.tally().is_some());
    let mut out = Vec::new();
    for (ranking, place) in PLACES {
        while out.len() < place {
            match counters.next() {
                Some(c) => out.push(c),
                None => break,
            }
        }
        out.push(ranking);
    }
    out.extend(counters);
    out
}

/// What a leaderboard ranks by (the slash option).
#[derive(Debug, Clone, Copy)]
pub struct By(Ranking);

impl From<By> for Ranking {
    fn from(b: By) -> Ranking {
        b.0
    }
}

impl By {
    fn choice(self) -> &'static Choice {
        CHOICES
            .iter()
            .find(|c| c.ranking == self.0)
            .expect("a By holds one of the choices")
    }
}

impl poise::ChoiceParameter for By {
    fn list() -> Cow<'static, [CommandParameterChoice]> {
        CHOICES
            .iter()
            .map(|c| CommandParameterChoice {
                name: Cow::Borrowed(c.en.as_str()),
                localizations: Cow::Owned(vec![(
                    Cow::Borrowed("it"),
                    Cow::Borrowed(c.it.as_str()),
                )]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<By> {
        CHOICES.get(index).map(|c| By(c.ranking))
    }

    fn from_name(name: &str) -> Option<By> {
        CHOICES
            .iter()
            .find(|c| name.eq_ignore_ascii_case(&c.en))
            .map(|c| By(c.ranking))
    }

    fn name(&self) -> &'static str {
        &self.choice().en
    }

    fn localized_name(&self, locale: &str) -> Option<&'static str> {
        (locale == "it").then(|| self.choice().it.as_str())
    }
}

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::*;
    use crate::games::GameKind;

    /// The values Discord sends for the choices listed before the games declared their
    /// counters still mean what they meant.
    #[test]
    fn the_values_discord_has_keep_their_rankings() {
        let old = [
            Ranking::NetChips,
            Ranking::GamesWon,
            Ranking::WinRate,
            Ranking::Counter("gins"),
            Ranking::Counter("ruminos"),
            Ranking::BiggestPool,
            Ranking::RebuysSurvived,
            Ranking::Counter("hands_won"),
            Ranking::Counter("rummies"),
            Ranking::Counter("ramini"),
            Ranking::Rating,
            Ranking::Balance,
        ];
        for (value, ranking) in old.into_iter().enumerate() {
            assert_eq!(By::from_index(value).map(Ranking::from), Some(ranking));
        }
        assert_eq!(By::list().len(), Ranking::all().len());
        assert_eq!(
            By::from_name("Gins (rumino)").map(Ranking::from),
            old.get(3).copied()
        );
    }

    /// A ranking that belongs to some games names them in its choice, as the `game` option
    /// names them, in both languages; one of every game names none.
    #[test]
    fn every_by_choice_names_the_games_it_belongs_to() {
        for i in 0..By::list().len() {
            let by = By::from_index(i).unwrap();
            let ranking = Ranking::from(by);
            let games = if ranking == Ranking::Rating {
                GameKind::rated_games()
            } else {
                ranking.games()
            };
            assert_eq!(ranking.games().is_empty(), ranking.tally().is_none());
            let it = by.localized_name("it").unwrap();
            if games.len() == GameKind::ALL.len() {
                assert!(!by.name().contains('('), "{} names every game", by.name());
                continue;
            }
            for game in games {
                let (en_name, it_name) = (
                    i18n::game_name(Lang::En, game),
                    i18n::game_name(Lang::It, game),
                );
                assert!(by.name().contains(en_name), "{} lacks {en_name}", by.name());
                assert!(it.contains(it_name), "{it} lacks {it_name}");
            }
        }
    }
}
