//! The `game` option of `/rumino rules`, `stats`, `history` and `leaderboard`: one choice per
//! game, named as the game declares itself ([`crate::games::Game::NAME`]). Discord sends a
//! choice's place in the list, which is the game's place in [`GameKind::ALL`].

use std::borrow::Cow;

use poise::CommandParameterChoice;

use crate::{games::GameKind, lang::Lang};

/// A game chosen in a slash option.
#[derive(Debug, Clone, Copy)]
pub struct GameChoice(GameKind);

impl From<GameChoice> for GameKind {
    fn from(g: GameChoice) -> GameKind {
        g.0
    }
}

impl poise::ChoiceParameter for GameChoice {
    fn list() -> Cow<'static, [CommandParameterChoice]> {
        GameKind::ALL
            .iter()
            .map(|kind| CommandParameterChoice {
                name: Cow::Borrowed(kind.name().get(Lang::En)),
                localizations: Cow::Owned(vec![(
                    Cow::Borrowed("it"),
                    Cow::Borrowed(kind.name().get(Lang::It)),
                )]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<GameChoice> {
        GameKind::ALL.get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<GameChoice> {
        GameKind::ALL
            .iter()
            .find(|k| name.eq_ignore_ascii_case(k.name().get(Lang::En)))
            .copied()
            .map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.name().get(Lang::En)
    }

    fn localized_name(&self, locale: &str) -> Option<&'static str> {
        (locale == "it").then(|| self.0.name().get(Lang::It))
    }
}

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::*;

    /// The values Discord has for the games keep meaning the same games: a game added to the
    /// registry comes after them.
    #[test]
    fn each_value_names_the_game_it_named() {
        let names: Vec<String> = GameChoice::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        assert_eq!(
            names[..5],
            ["Rumino", "Rummy", "Tuscan Ramino", "Rummoli", "Rumminy"]
        );
        let kinds: Vec<GameKind> = (0..GameKind::ALL.len())
            .map(|i| GameChoice::from_index(i).unwrap().into())
            .collect();
        assert_eq!(kinds, GameKind::ALL);
        assert_eq!(
            GameChoice::from_index(0).unwrap().localized_name("it"),
            Some("Rumino")
        );
        assert_eq!(
            GameChoice::from_index(1).unwrap().localized_name("it"),
            Some("Ramino base")
        );
    }
}
