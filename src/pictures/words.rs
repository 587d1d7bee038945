//! The words pictures draw, in the picture's language: counts with their noun in the singular
//! for one ("1 card", "1 carta"), so every game's plates and headings say them alike.

use crate::lang::Lang;

/// What a picture counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Noun {
    Card,
    Tile,
    Chip,
    Point,
}

impl Noun {
    /// The noun in `lang`, singular for one.
    #[must_use]
    pub fn word(self, lang: Lang, n: u64) -> &'static str {
        let one = n == 1;
        match (self, lang) {
            (Noun::Card, Lang::En) => pick(one, "card", "cards"),
            (Noun::Card, Lang::It) => pick(one, "carta", "carte"),
            (Noun::Tile, Lang::En) => pick(one, "tile", "tiles"),
            (Noun::Tile, Lang::It) => pick(one, "tessera", "tessere"),
            (Noun::Chip, Lang::En) => pick(one, "chip", "chips"),
            (Noun::Chip, Lang::It) => pick(one, "fiche", "fiches"),
            (Noun::Point, Lang::En) => pick(one, "point", "points"),
            (Noun::Point, Lang::It) => pick(one, "punto", "punti"),
        }
    }
}

fn pick(one: bool, singular: &'static str, plural: &'static str) -> &'static str {
    if one {
        singular
    } else {
        plural
    }
}

/// `n` and its noun: `1 card`, `7 cards`, `1 carta`, `7 carte`.
#[must_use]
pub fn count(lang: Lang, n: impl Into<u64>, noun: Noun) -> String {
    let n = n.into();
    format!("{n} {}", noun.word(lang, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_takes_the_singular_in_both_languages() {
        assert_eq!(count(Lang::En, 1_u64, Noun::Card), "1 card");
        assert_eq!(count(Lang::En, 7_u64, Noun::Card), "7 cards");
        assert_eq!(count(Lang::En, 0_u64, Noun::Tile), "0 tiles");
        assert_eq!(count(Lang::It, 1_u64, Noun::Card), "1 carta");
        assert_eq!(count(Lang::It, 2_u64, Noun::Card), "2 carte");
        assert_eq!(count(Lang::It, 1_u64, Noun::Tile), "1 tessera");
        assert_eq!(count(Lang::It, 1_u64, Noun::Chip), "1 fiche");
        assert_eq!(count(Lang::En, 1_u64, Noun::Point), "1 point");
    }
}
