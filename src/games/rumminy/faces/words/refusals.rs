//! Rumminy's refusals: why a move or a combination was not accepted, in the table's language
//! (the engine's own text, for logs, is the English), and a typed word that is not a tile.

use crate::{
    games::rumminy::{combo::ComboError, draft::DraftError, tile::ParseTileError, RuleError},
    i18n::Lang,
};

/// Why an edit of a draft was refused, in `lang`.
#[must_use]
pub fn rumminy_draft_error(lang: Lang, e: &DraftError) -> String {
    use DraftError as D;
    match e {
        D::NotInHand(tile) => crate::say!(lang, "rumminy-draft-not-in-hand", tile),
        D::NoSuchCombination(combination, last) => {
            crate::say!(lang, "rumminy-draft-no-such-combination", combination, last)
        }
        D::NoCombinationYet(combination) => {
            crate::say!(lang, "rumminy-draft-no-combination-yet", combination)
        }
        D::NotInCombination { tile, combination } => {
            crate::say!(lang, "rumminy-draft-not-in-combination", tile, combination)
        }
        D::SameCombination { tile, combination } => {
            crate::say!(lang, "rumminy-draft-same-combination", tile, combination)
        }
        D::LeftPlayfield(tile) => crate::say!(lang, "rumminy-draft-left-playfield", tile),
        D::TooMany(tile) => crate::say!(lang, "rumminy-draft-too-many", tile),
        D::NoTiles => crate::say!(lang, "rumminy-draft-no-tiles").to_owned(),
        D::NothingToUndo => crate::say!(lang, "rumminy-draft-nothing-to-undo").to_owned(),
    }
}

/// Why some tiles are not a combination, a clause of [`RuleError::InvalidCombination`]'s text.
fn combo_error(lang: Lang, e: &ComboError) -> String {
    match e {
        ComboError::TooShort(tiles) => crate::say!(lang, "rumminy-combo-too-short", tiles),
        ComboError::TooLong(tiles) => crate::say!(lang, "rumminy-combo-too-long", tiles),
        ComboError::TwoJokers => crate::say!(lang, "rumminy-combo-two-jokers").to_owned(),
        ComboError::ColourTwice(tile) => crate::say!(lang, "rumminy-combo-colour-twice", tile),
        ComboError::NumberTwice(tile) => crate::say!(lang, "rumminy-combo-number-twice", tile),
        ComboError::Gap(tile) => crate::say!(lang, "rumminy-combo-gap", tile),
        ComboError::Mixed => crate::say!(lang, "rumminy-combo-mixed").to_owned(),
    }
}

/// A Rumminy refusal, in `lang`.
#[must_use]
pub fn rumminy_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    match e {
        R::NoSuchSeat(seat) => crate::say!(lang, "rumminy-refusal-no-such-seat", seat),
        R::Forfeited => crate::say!(lang, "rumminy-refusal-forfeited").to_owned(),
        R::NotYourTurn(seat) => {
            crate::say!(lang, "rumminy-refusal-not-your-turn", seat = seat + 1)
        }
        R::AwaitingDeal => crate::say!(lang, "rumminy-refusal-awaiting-deal").to_owned(),
        R::NotAwaitingDeal => crate::say!(lang, "rumminy-refusal-not-awaiting-deal").to_owned(),
        R::GameOver => crate::say!(lang, "rumminy-refusal-game-over").to_owned(),
        R::BadDeckOrder => crate::say!(lang, "rumminy-refusal-bad-deck-order").to_owned(),
        R::BadPlayerCount(players) => {
            crate::say!(lang, "rumminy-refusal-bad-player-count", players)
        }
        R::BadInitialMeld(asked) => crate::say!(
            lang,
            "rumminy-refusal-bad-initial-meld",
            most = crate::games::rumminy::MAX_INITIAL_MELD,
            asked
        ),
        R::NoRebuys => crate::say!(lang, "rumminy-refusal-no-rebuys").to_owned(),
        R::InvalidCombination { index, tiles, why } => crate::say!(
            lang,
            "rumminy-refusal-invalid-combination",
            combination = index,
            tiles,
            why = combo_error(lang, why)
        ),
        R::TileLeftPlayfield(tile) => {
            crate::say!(lang, "rumminy-refusal-tile-left-playfield", tile)
        }
        R::TileFromNowhere(tile) => crate::say!(lang, "rumminy-refusal-tile-from-nowhere", tile),
        R::NotInHand(tile) => crate::say!(lang, "rumminy-refusal-not-in-hand", tile),
        R::PlacedNotOnPlayfield(tile) => {
            crate::say!(lang, "rumminy-refusal-placed-not-on-playfield", tile)
        }
        R::NothingPlaced => crate::say!(lang, "rumminy-refusal-nothing-placed").to_owned(),
        R::FinalTurnJoker => crate::say!(lang, "rumminy-refusal-final-turn-joker").to_owned(),
        R::FinalTurnTooMany(tiles) => {
            crate::say!(lang, "rumminy-refusal-final-turn-too-many", tiles)
        }
        R::InitialMeldTouchesPlayfield(combination) => crate::say!(
            lang,
            "rumminy-refusal-initial-meld-touches-playfield",
            combination
        ),
        R::InitialMeldTooLow { points, needed } => {
            crate::say!(lang, "rumminy-refusal-initial-meld-too-low", points, needed)
        }
    }
}

/// A typed playfield with a word that is not a tile, in `lang`.
#[must_use]
pub fn rumminy_parse_error(lang: Lang, e: &ParseTileError) -> String {
    crate::say!(lang, "rumminy-typed-playfield-not-a-tile", word = e.0)
}

/// A typed word that is not a tile, and how to write one, its quotes those of every other
/// refusal (“Z9”; the engine's own message has straight ones).
#[must_use]
pub fn rumminy_not_a_tile(lang: Lang, word: &str) -> String {
    crate::say!(lang, "rumminy-is-not-a-tile-write", word)
}
