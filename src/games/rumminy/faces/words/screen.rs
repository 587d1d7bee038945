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
    let en = lang == Lang::En;
    match t {
        T::SeatLine {
            marker,
            n,
            name,
            tiles,
            forfeited,
        } => {
            let out = match (forfeited, en) {
                (true, true) => " — forfeited",
                (true, false) => " — fuori",
                (false, _) => "",
            };
            let word = match (en, *tiles == 1) {
                (true, true) => "tile",
                (true, false) => "tiles",
                (false, true) => "tessera",
                (false, false) => "tessere",
            };
            format!("{marker}{n}. {name} — {tiles} {word}{out}")
        }
        T::Stock { stock, pool } if en => format!("Stock: {stock} tiles · Pool: {pool} chips"),
        T::Stock { stock, pool } => format!("Pozzo: {stock} tessere · Piatto: {pool} fiches"),
        T::Playfield => crate::say!(lang, "rumminy-playfield-2").to_owned(),
        T::EmptyPlayfield => crate::say!(lang, "rumminy-empty-playfield")
            .to_owned(),
        T::YourTiles(n) if en => format!("**Your tiles** ({n}):"),
        T::YourTiles(n) => format!("**Le tue tessere** ({n}):"),
        T::YourTurn { initial_meld } => match (initial_meld, en) {
            (None, true) => "**Your turn.** Place tiles (or Suggest), then Commit; or Pass to draw one.".to_owned(),
            (None, false) => "**Tocca a te.** Cala tessere (o Suggerisci), poi Conferma; o Passa e pesca una tessera.".to_owned(),
            (Some(p), true) => format!("**Your turn.** Your first play must be new combinations of your own tiles worth at least {p} points; or Pass to draw one."),
            (Some(p), false) => format!("**Tocca a te.** La tua prima giocata devono essere combinazioni nuove delle tue tessere che valgano almeno {p} punti; o Passa e pesca una tessera."),
        },
        T::DraftHeader => crate::say!(lang, "rumminy-draft-header")
            .to_owned(),
        T::DraftPlaces(tiles) if en => format!("From your hand: {tiles}"),
        T::DraftPlaces(tiles) => format!("Dalla tua mano: {tiles}"),
        T::DraftReady { placed, out } => {
            let tiles = match (en, *placed == 1) {
                (true, true) => "1 tile".to_owned(),
                (true, false) => format!("{placed} tiles"),
                (false, true) => "1 tessera".to_owned(),
                (false, false) => format!("{placed} tessere"),
            };
            match (en, out) {
                (true, true) => {
                    format!("✅ Ready: Commit places {tiles} and empties your hand — you win.")
                }
                (true, false) => format!("✅ Ready: Commit places {tiles}."),
                (false, true) => {
                    format!("✅ Pronta: Conferma cala {tiles} e svuota la tua mano — vinci.")
                }
                (false, false) => format!("✅ Pronta: Conferma cala {tiles}."),
            }
        }
        T::DraftProblem(why) => format!("⚠️ {why}"),
        T::Picked(tile) if en => format!("Placing {tile}: choose where."),
        T::Picked(tile) => format!("Cali {tile}: scegli dove."),
        T::PlaceTile => crate::say!(lang, "rumminy-place-tile")
            .to_owned(),
        T::PlaceWhere(tile) if en => format!("Put {tile} into…"),
        T::PlaceWhere(tile) => format!("Metti {tile} in…"),
        T::NewCombination => crate::say!(lang, "rumminy-new-combination")
            .to_owned(),
        T::Commit => crate::say!(lang, "rumminy-commit").to_owned(),
        T::Suggest => crate::say!(lang, "rumminy-suggest").to_owned(),
        T::Rearrange => crate::say!(lang, "rumminy-rearrange").to_owned(),
        T::RearrangeTitle => crate::say!(lang, "rumminy-rearrange-title")
            .to_owned(),
        T::RearrangeLabel => crate::say!(lang, "rumminy-rearrange-label")
            .to_owned(),
        T::Undo => crate::say!(lang, "rumminy-undo").to_owned(),
        T::Pass => crate::say!(lang, "rumminy-pass").to_owned(),
        T::NothingToSuggest => crate::say!(lang, "rumminy-nothing-to-suggest")
            .to_owned(),
        T::Suggested(n) if en => {
            format!("Suggested: the play placing the most tiles ({n}). Change it or Commit.")
        }
        T::Suggested(n) => {
            format!("Suggerita: la giocata che cala più tessere ({n}). Cambiala o Conferma.")
        }
        T::NothingDrafted => crate::say!(lang, "rumminy-nothing-drafted")
            .to_owned(),
        T::TileNotInHand(tile) if en => {
            format!("Your hand has no {tile} left to place: pick another tile.")
        }
        T::TileNotInHand(tile) => {
            format!("Nella tua mano non resta un {tile} da calare: scegli un'altra tessera.")
        }
        T::NoSuchCombination(n) if en => {
            format!("Your draft has no combination {n}: pick one from the menu.")
        }
        T::NoSuchCombination(n) => {
            format!("La tua bozza non ha la combinazione {n}: scegline una dal menu.")
        }
        T::NotYourTurn => crate::say!(lang, "rumminy-not-your-turn")
            .to_owned(),
        T::LastMoves => crate::say!(lang, "rumminy-last-moves").to_owned(),
    }
}
