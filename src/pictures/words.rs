//! The words pictures draw, in the picture's language: counts with their noun in the singular
//! or plural as the language counts ("1 card", "1 carta"), lists of names, and how a game played for a pool ended, so
//! every game's plates, headings and end pictures say them alike.

use crate::lang::Lang;

/// What a picture counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Noun {
    Card,
    Tile,
    Chip,
    Point,
}

/// `n` and its noun, in the singular or plural as the language counts: `1 card`, `7 cards`,
/// `1 carta`, `7 carte`, `0 carte`; French says `0 carte`.
#[must_use]
pub fn count(lang: Lang, n: impl Into<u64>, noun: Noun) -> String {
    let n = n.into();
    match noun {
        Noun::Card => crate::say!(lang, "pictures-count-cards", n),
        Noun::Tile => crate::say!(lang, "pictures-count-tiles", n),
        Noun::Chip => crate::say!(lang, "pictures-count-chips", n),
        Noun::Point => crate::say!(lang, "pictures-count-points", n),
    }
}

/// A number with its sign, as a score changes: `+25`, `−10` (a true minus sign), `0`.
#[must_use]
pub fn signed(n: i64) -> String {
    match n {
        0 => "0".to_owned(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// Names as a list: "Ada", "Ada and Bo", "Ada, Bo and Cy" ("Ada e Bo" in Italian).
#[must_use]
pub fn and_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!(
            "{} {} {last}",
            rest.join(", "),
            crate::say!(lang, "pictures-and")
        ),
    }
}

/// How a game played for a pool ended, as its end picture says it: the `winners` named, `how`
/// they won ("with 152 points"; may be empty) and the `paid` chips they took, a tie splitting
/// them; no winner: the game was called off and the stakes went back.
#[must_use]
pub fn pool_result(lang: Lang, winners: &[String], how: &str, paid: u64) -> String {
    let who = and_list(lang, winners);
    let how = if how.is_empty() {
        String::new()
    } else {
        format!(" {how}")
    };
    let chips = count(lang, paid, Noun::Chip);
    let pool = match (winners.len(), paid) {
        (_, 0) => String::new(),
        (1, _) => crate::say!(lang, "pictures-game-over-takes-pool", chips),
        (_, _) => crate::say!(lang, "pictures-game-over-split-pool", chips),
    };
    match winners.len() {
        0 => crate::say!(lang, "pictures-game-over-called-off").to_owned(),
        1 => crate::say!(lang, "pictures-game-over-wins", who, how, pool),
        _ => crate::say!(lang, "pictures-game-over-tie", who, how, pool),
    }
}

/// The ways of winning every game shares, said after the winners' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Won {
    /// Everyone else left or was put out.
    LastPlayerIn,
    /// Cancelled after a hand was scored: whoever stood best then, with that score.
    AtTheCancel(Best, i64),
    /// Cancelled before a hand was scored: every stake went back and nobody won.
    Refunded,
}

/// What standing best means in a game: the highest total or the lowest score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Best {
    HighestTotal,
    LowestScore,
}

impl Won {
    /// "as the last player in", "on the highest total at the cancel (120)", or nothing.
    #[must_use]
    pub fn said(self, lang: Lang) -> String {
        match self {
            Won::LastPlayerIn => crate::say!(lang, "pictures-last-player-in").to_owned(),
            Won::AtTheCancel(best, score) => {
                let words = match best {
                    Best::HighestTotal => crate::say!(lang, "pictures-highest-total"),
                    Best::LowestScore => crate::say!(lang, "pictures-lowest-score"),
                };
                format!("{words} ({score})")
            }
            Won::Refunded => String::new(),
        }
    }
}

/// [`pool_result`] of a finished game as `scene` names its players: the `winners`, `how` they
/// won, and the chips its `payouts` paid them (a refunded stake is not a win).
#[must_use]
pub fn game_result(
    scene: &super::Scene<'_>,
    winners: &[crate::games::Seat],
    how: &str,
    payouts: &[crate::games::Payout],
) -> String {
    let names: Vec<String> = winners.iter().map(|&w| scene.name(w)).collect();
    let paid = payouts.iter().filter(|p| !p.refund).map(|p| p.chips).sum();
    pool_result(scene.lang, &names, how, paid)
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
        assert_eq!(
            [signed(25), signed(-10), signed(0)],
            ["+25", "−10", "0"].map(String::from)
        );
    }

    #[test]
    fn the_end_names_the_winners_how_and_the_pool() {
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            pool_result(Lang::En, &names(&["Ada"]), "with 152 points", 60),
            "Game over: Ada wins with 152 points and takes the pool of 60 chips."
        );
        assert_eq!(
            pool_result(Lang::It, &names(&["Ada", "Bo"]), "", 1),
            "Partita finita: Ada e Bo pareggiano e si dividono il piatto di 1 fiche."
        );
        assert_eq!(
            pool_result(Lang::En, &names(&["Ada", "Bo", "Cy"]), "going out", 0),
            "Game over: Ada, Bo and Cy tie going out."
        );
        assert!(pool_result(Lang::En, &[], "", 60).contains("stakes went back"));
    }
}
