//! What the Rumminy table message and private hand say: seat lines, the stock and pool, whose
//! turn it is, the draft and what is wrong with it, the buttons, and the footer.

use crate::i18n::Lang;

/// What the table message and the private hand say about Rumminy.
pub enum RumminyTx<'a> {
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        tiles: usize,
        forfeited: bool,
    },
    /// Stock size and the pool.
    Stock {
        stock: usize,
        pool: u64,
    },
    Playfield,
    EmptyPlayfield,
    YourTiles(usize),
    /// The player's own turn, and whether their first play must reach an initial meld.
    YourTurn {
        initial_meld: Option<u16>,
    },
    DraftHeader,
    /// The draft places these tiles from the hand.
    DraftPlaces(&'a str),
    /// The draft would be accepted.
    DraftReady {
        placed: usize,
        out: bool,
    },
    /// What is still wrong with the draft.
    DraftProblem(&'a str),
    /// A tile picked to be placed.
    Picked(&'a str),
    PlaceTile,
    PlaceWhere(&'a str),
    NewCombination,
    Commit,
    Suggest,
    Rearrange,
    RearrangeTitle,
    RearrangeLabel,
    Undo,
    Pass,
    NothingToSuggest,
    Suggested(usize),
    NothingDrafted,
    TileNotInHand(&'a str),
    NoSuchCombination(usize),
    NotYourTurn,
    LastMoves,
}

/// A Rumminy text in `lang`.
#[must_use]
#[allow(clippy::too_many_lines)]
pub fn rumminy_tx(lang: Lang, t: &RumminyTx<'_>) -> String {
    use RumminyTx as T;
    match t {
        T::SeatLine {
            marker,
            n,
            name,
            tiles,
            forfeited,
        } => {
            let tiles = if *forfeited {
                crate::say!(lang, "rumminy-seat-tiles-forfeited", tiles)
            } else {
                crate::say!(lang, "rumminy-seat-tiles", tiles)
            };
            format!("{marker}{n}. {name} — {tiles}")
        }
        T::Stock { stock, pool } => crate::say!(lang, "rumminy-stock-and-pool", stock, pool),
        T::Playfield => crate::say!(lang, "rumminy-screen-playfield").to_owned(),
        T::EmptyPlayfield => crate::say!(lang, "rumminy-empty-playfield").to_owned(),
        T::YourTiles(tiles) => crate::say!(lang, "rumminy-your-tiles-count", tiles),
        T::YourTurn { initial_meld } => match initial_meld {
            None => crate::say!(lang, "rumminy-your-turn").to_owned(),
            Some(points) => crate::say!(lang, "rumminy-your-turn-initial-meld", points),
        },
        T::DraftHeader => crate::say!(lang, "rumminy-draft-header").to_owned(),
        T::DraftPlaces(tiles) => crate::say!(lang, "rumminy-draft-places", tiles),
        T::DraftReady { placed, out: true } => {
            crate::say!(lang, "rumminy-draft-ready-to-win", placed)
        }
        T::DraftReady { placed, out: false } => crate::say!(lang, "rumminy-draft-ready", placed),
        T::DraftProblem(why) => format!("⚠️ {why}"),
        T::Picked(tile) => crate::say!(lang, "rumminy-placing-choose-where", tile),
        T::PlaceTile => crate::say!(lang, "rumminy-place-tile").to_owned(),
        T::PlaceWhere(tile) => crate::say!(lang, "rumminy-put-into", tile),
        T::NewCombination => crate::say!(lang, "rumminy-new-combination").to_owned(),
        T::Commit => crate::say!(lang, "rumminy-commit").to_owned(),
        T::Suggest => crate::say!(lang, "rumminy-suggest").to_owned(),
        T::Rearrange => crate::say!(lang, "rumminy-rearrange").to_owned(),
        T::RearrangeTitle => crate::say!(lang, "rumminy-rearrange-title").to_owned(),
        T::RearrangeLabel => crate::say!(lang, "rumminy-rearrange-label").to_owned(),
        T::Undo => crate::say!(lang, "rumminy-undo").to_owned(),
        T::Pass => crate::say!(lang, "rumminy-pass").to_owned(),
        T::NothingToSuggest => crate::say!(lang, "rumminy-nothing-to-suggest").to_owned(),
        T::Suggested(tiles) => crate::say!(lang, "rumminy-suggested", tiles),
        T::NothingDrafted => crate::say!(lang, "rumminy-nothing-drafted").to_owned(),
        T::TileNotInHand(tile) => crate::say!(lang, "rumminy-no-such-tile-in-hand", tile),
        T::NoSuchCombination(combination) => {
            crate::say!(lang, "rumminy-draft-has-no-combination", combination)
        }
        T::NotYourTurn => crate::say!(lang, "rumminy-not-your-turn").to_owned(),
        T::LastMoves => crate::say!(lang, "rumminy-last-moves").to_owned(),
    }
}
