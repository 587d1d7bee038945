//! Rumminy's sentences, in each language: tiles (letters and colour squares, so a colour-blind
//! reader and a screen reader both get the colour), the playfield, each move, the game's end, its
//! refusals, and what the private hand and its draft say.

use super::{
    game_seat_name,
    names::{seat_names, seat_names_within},
    narrate::{drawn_by_seat, en_verb, YOU},
    Lang,
};
use crate::{
    games::rumminy::{
        combo::ComboError,
        tile::{Colour, ParseTileError, Tile},
        GameEnd, GameResult, Move, RuleError, Seat,
    },
    table::TableState,
};

/// One tile with its colour square: `🟥R7`, `🃏J`.
#[must_use]
pub fn rumminy_tile(t: Tile) -> String {
    let square = match t.colour() {
        Some(Colour::Red) => "🟥",
        Some(Colour::Blue) => "🟦",
        Some(Colour::Yellow) => "🟨",
        Some(Colour::Black) => "⬛",
        None => "🃏",
    };
    format!("{square}{t}")
}

/// Tiles with their colour squares, separated by spaces; `—` for none.
#[must_use]
pub fn rumminy_tiles(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        return "—".to_owned();
    }
    tiles
        .iter()
        .map(|&t| rumminy_tile(t))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The playfield as numbered combinations, one per line: `` `1:` 🟥R7 🟥R8 🟥R9 ``.
#[must_use]
pub fn rumminy_playfield(field: &[Vec<Tile>]) -> Vec<String> {
    field
        .iter()
        .enumerate()
        .map(|(i, c)| format!("`{}:` {}", i + 1, rumminy_tiles(c)))
        .collect()
}

/// A public move (N20): a commit names the tiles placed, a pass only whether it drew.
#[must_use]
pub fn rumminy_move(lang: Lang, state: &TableState, m: &Move) -> String {
    let who = |s: Seat| game_seat_name(lang, state, s).into_owned();
    match (m, lang) {
        (Move::Played { seat, placed }, Lang::En) => format!(
            "{} {} {} ({} tile{})",
            who(*seat),
            en_verb(&who(*seat), "place", "places"),
            rumminy_tiles(placed),
            placed.len(),
            if placed.len() == 1 { "" } else { "s" }
        ),
        (Move::Played { seat, placed }, Lang::It) => format!(
            "{} cala {} ({} tesser{})",
            who(*seat),
            rumminy_tiles(placed),
            placed.len(),
            if placed.len() == 1 { "a" } else { "e" }
        ),
        (Move::Passed { seat, drew: true }, Lang::En) => format!(
            "{} {} and {} a tile",
            who(*seat),
            en_verb(&who(*seat), "pass", "passes"),
            en_verb(&who(*seat), "draw", "draws")
        ),
        (Move::Passed { seat, drew: true }, Lang::It) => {
            format!("{} passa e pesca una tessera", who(*seat))
        }
        (Move::Passed { seat, drew: false }, Lang::En) => format!(
            "{} {} (the stock is empty)",
            who(*seat),
            en_verb(&who(*seat), "pass", "passes")
        ),
        (Move::Passed { seat, drew: false }, Lang::It) => {
            format!("{} passa (il pozzo è vuoto)", who(*seat))
        }
        (Move::TimedOut { seat }, Lang::En) if who(*seat) == YOU => {
            "Your time ran out: your draft is dropped and the turn passes".to_owned()
        }
        (Move::TimedOut { seat }, Lang::En) => format!(
            "Time ran out for {}: the draft is dropped and the turn passes",
            who(*seat)
        ),
        (Move::TimedOut { seat }, Lang::It) => format!(
            "Tempo scaduto per {}: la bozza è annullata e il turno passa",
            who(*seat)
        ),
        (Move::Forfeited { seat, left: true }, Lang::En) => format!(
            "{} left the game and {}",
            who(*seat),
            en_verb(&who(*seat), "forfeit", "forfeits")
        ),
        (Move::Forfeited { seat, left: true }, Lang::It) => {
            format!("{} ha lasciato la partita e perde a tavolino", who(*seat))
        }
        (Move::Forfeited { seat, left: false }, Lang::En) => format!(
            "{} timed out three turns in a row and {}",
            who(*seat),
            en_verb(&who(*seat), "forfeit", "forfeits")
        ),
        (Move::Forfeited { seat, left: false }, Lang::It) => format!(
            "{} ha lasciato scadere tre turni di fila e perde a tavolino",
            who(*seat)
        ),
    }
}

/// Your pass, with the tile it drew, which only you see (N12).
#[must_use]
pub fn rumminy_own_draw(lang: Lang, tile: Tile) -> String {
    match lang {
        Lang::En => format!("You pass and draw {}.", rumminy_tile(tile)),
        Lang::It => format!("Passi e peschi {}.", rumminy_tile(tile)),
    }
}

/// How the game ended and who won, with each seat's points (N15–N18).
#[must_use]
pub fn rumminy_game_over(lang: Lang, state: &TableState, r: &GameResult) -> String {
    let winners = seat_names(lang, state, &r.winners);
    let why = match (r.end, lang) {
        (GameEnd::WentOut, Lang::En) => format!("{winners} went out and won"),
        (GameEnd::WentOut, Lang::It) => format!("{winners} chiude e vince"),
        (GameEnd::Blocked, Lang::En) if r.winners.len() > 1 => {
            format!("The stock ran out and everybody passed: {winners} tie with the lowest penalty")
        }
        (GameEnd::Blocked, Lang::It) if r.winners.len() > 1 => format!(
            "Pozzo finito e tutti hanno passato: pareggio tra {winners} (penalità più bassa)"
        ),
        (GameEnd::Blocked, Lang::En) => {
            format!("The stock ran out and everybody passed: {winners} won with the lowest penalty")
        }
        (GameEnd::Blocked, Lang::It) => {
            format!("Pozzo finito e tutti hanno passato: vince {winners} con la penalità più bassa")
        }
        (GameEnd::LastPlayer, Lang::En) => {
            format!("{winners} won: everybody else forfeited")
        }
        (GameEnd::LastPlayer, Lang::It) => {
            format!("Vince {winners}: gli altri hanno perso a tavolino")
        }
        (GameEnd::CancelledRefunded, Lang::En) => {
            return "Game cancelled: stakes refunded.".to_owned()
        }
        (GameEnd::CancelledRefunded, Lang::It) => {
            return "Partita annullata: poste restituite.".to_owned()
        }
    };
    let points: Vec<String> = (0..r.points.len())
        .map(|s| {
            format!(
                "{} {:+}",
                game_seat_name(lang, state, s),
                r.points.get(s).copied().unwrap_or(0)
            )
        })
        .collect();
    let label = lang.pick("Points", "Punti");
    format!("{why}. {label}: {}.", points.join(", "))
}

/// N3: the tiles each seat drew (again after a joker or a tie for the highest), and who plays
/// first.
#[must_use]
pub fn rumminy_start_draw(
    lang: Lang,
    state: &TableState,
    draws: &[Vec<Tile>],
    starter: Seat,
) -> String {
    let draws: Vec<Vec<String>> = draws
        .iter()
        .map(|tiles| tiles.iter().map(|&t| rumminy_tile(t)).collect())
        .collect();
    let drawn = drawn_by_seat(lang, state, &draws);
    let who = game_seat_name(lang, state, starter);
    match lang {
        Lang::En => format!(
            "Tiles drawn to choose who starts: {drawn}. {who} {} first, with the highest number.",
            en_verb(&who, "play", "plays")
        ),
        Lang::It => format!(
            "Tessere pescate per scegliere chi inizia: {drawn}. Inizia {who}, con il numero più alto."
        ),
    }
}

/// The deal (N3): the game's number at the table, the tiles each player gets, who plays first.
#[must_use]
pub fn rumminy_dealt(lang: Lang, state: &TableState, starter: Seat, hand_size: usize) -> String {
    let who = game_seat_name(lang, state, starter);
    let n = state.game_no;
    match lang {
        Lang::En => format!(
            "— Game {n} — {hand_size} tiles each; {who} {} first.",
            en_verb(&who, "play", "plays")
        ),
        Lang::It => format!("— Partita {n} — {hand_size} tessere a testa; inizia {who}."),
    }
}

/// Where the pool went at the end: to the winner, split between tied winners, or back to the
/// players as stakes; `None` for a game without stakes.
#[must_use]
pub fn rumminy_pool(lang: Lang, state: &TableState, r: &GameResult) -> Option<String> {
    let paid: u64 = r.payouts.iter().map(|p| p.chips).sum();
    if paid == 0 {
        return None;
    }
    let seats: Vec<Seat> = r.payouts.iter().map(|p| p.seat).collect();
    let names = seat_names(lang, state, &seats);
    let to_names = seat_names_within(lang, state, &seats);
    let chips = match (lang, paid) {
        (Lang::En, 1) => "1 chip".to_owned(),
        (Lang::En, n) => format!("{n} chips"),
        (Lang::It, 1) => "1 fiche".to_owned(),
        (Lang::It, n) => format!("{n} fiches"),
    };
    let refund = r.payouts.iter().any(|p| p.refund);
    Some(match (lang, refund, seats.as_slice()) {
        (Lang::En, true, _) => format!("The stakes ({chips}) go back to {to_names}."),
        (Lang::It, true, _) => format!("Le poste ({chips}) tornano a {names}."),
        (Lang::En, false, [_]) => format!(
            "{names} {} the pool of {chips}.",
            en_verb(&names, "take", "takes")
        ),
        (Lang::It, false, [_]) => format!("{names} prende il piatto di {chips}."),
        (Lang::En, false, _) => format!("{names} split the pool of {chips}."),
        (Lang::It, false, _) => format!("{names} si dividono il piatto di {chips}."),
    })
}

/// Every hand left at the end and its penalty (N17, N20), one line per seat.
#[must_use]
pub fn rumminy_hands(lang: Lang, state: &TableState, r: &GameResult) -> Vec<String> {
    (0..r.hands.len())
        .map(|s| {
            format!(
                "{}: {} ({} {})",
                game_seat_name(lang, state, s),
                rumminy_tiles(&r.hands[s]),
                lang.pick("penalty", "penalità"),
                r.penalties.get(s).copied().unwrap_or(0)
            )
        })
        .collect()
}

fn combo_error(lang: Lang, e: &ComboError) -> String {
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        ComboError::TooShort(1) => "ha 1 tessera: una combinazione ne vuole almeno 3".to_owned(),
        ComboError::TooShort(n) => {
            format!("ha {n} tessere: una combinazione ne vuole almeno 3")
        }
        ComboError::TooLong(n) => format!(
            "ha {n} tessere: una scala ne ha al massimo 9 e un gruppo al massimo 4"
        ),
        ComboError::TwoJokers => {
            "ha due jolly: una combinazione può averne uno solo".to_owned()
        }
        ComboError::ColourTwice(t) => {
            format!("un gruppo vuole colori diversi, e {t} c'è due volte")
        }
        ComboError::NumberTwice(t) => {
            format!("una scala vuole numeri diversi, e {t} c'è due volte")
        }
        ComboError::Gap(t) => format!("i numeri non sono consecutivi: manca {t}"),
        ComboError::Mixed => "non è né una scala (un colore, numeri consecutivi) né un gruppo (un numero, colori diversi)".to_owned(),
    }
}

/// A Rumminy refusal, in `lang`.
#[must_use]
pub fn rumminy_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::NoSuchSeat(n) => format!("A questo tavolo non c'è il posto {n}."),
        R::Forfeited => "Hai lasciato questa partita o l'hai persa a tavolino: non puoi giocare.".to_owned(),
        R::NotYourTurn(s) => format!("Non è il tuo turno: aspetta che giochi chi siede al posto {}.", s + 1),
        R::AwaitingDeal => "La partita aspetta la distribuzione delle tessere.".to_owned(),
        R::NotAwaitingDeal => "La partita non aspetta una distribuzione.".to_owned(),
        R::GameOver => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione vuole tutte le 74 tessere, ognuna una volta.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 4 giocatori; ce ne sono {n}."),
        R::BadInitialMeld(n) => format!(
            "L'apertura può valere al massimo {} punti; il tavolo ne chiede {n}.",
            crate::games::rumminy::MAX_INITIAL_MELD
        ),
        R::NoRebuys => "Rumminy non ha rientri.".to_owned(),
        R::InvalidCombination { index, tiles, why } => format!(
            "La combinazione {index} ({tiles}) non è valida: {}.",
            combo_error(lang, why)
        ),
        R::TileLeftPlayfield(t) => format!("{t} era sul tavolo all'inizio del tuo turno e manca: una tessera sul tavolo non lo lascia mai. Rimettila in una combinazione."),
        R::TileFromNowhere(t) => format!("{t} è sul tuo nuovo tavolo più volte di quante ne abbiano il tavolo di prima e le tessere che hai calato. Toglila, o calala dalla tua mano."),
        R::NotInHand(t) => format!("Hai indicato {t} come calata dalla tua mano, ma la tua mano non ha (altre) {t}."),
        R::PlacedNotOnPlayfield(t) => format!("Hai indicato {t} come calata dalla tua mano, ma non è sul tuo nuovo tavolo."),
        R::NothingPlaced => "Cala almeno una tessera dalla tua mano, o passa.".to_owned(),
        R::FinalTurnJoker => "Questa giocata svuota la tua mano, quindi è il tuo ultimo turno, e nell'ultimo turno non si cala un jolly dalla mano. Tieni una tessera, o passa.".to_owned(),
        R::FinalTurnTooMany(n) => format!("Questa giocata svuota la tua mano, quindi è il tuo ultimo turno, e nell'ultimo turno si calano al massimo 19 tessere; tu ne cali {n}. Tienine qualcuna."),
        R::InitialMeldTouchesPlayfield(i) => format!("La tua prima giocata non può cambiare il tavolo: lascia la combinazione {i} com'era e aggiungi combinazioni nuove con le tue tessere."),
        R::InitialMeldTooLow { points, needed } => format!("La tua prima giocata deve valere almeno {needed} punti; queste combinazioni nuove ne valgono {points}."),
    }
}

/// A typed playfield with a word that is not a tile, in `lang`.
#[must_use]
pub fn rumminy_parse_error(lang: Lang, e: &ParseTileError) -> String {
    match lang {
        Lang::En => format!("{e} Nothing changed: press Rearrange to try again."),
        Lang::It => format!(
            "{} Non è cambiato nulla: premi Riordina per riprovare.",
            rumminy_not_a_tile(lang, &e.0)
        ),
    }
}

/// A typed word that is not a tile, and how to write one, its quotes those of every other
/// refusal (“Z9”; the engine's own message has straight ones).
#[must_use]
pub fn rumminy_not_a_tile(lang: Lang, word: &str) -> String {
    match lang {
        Lang::En => format!(
            "“{word}” is not a tile: write a colour R, B, Y or K and a number 1–9 (R7), or J for a joker."
        ),
        Lang::It => format!(
            "“{word}” non è una tessera: scrivi un colore R, B, Y o K e un numero 1–9 (R7), o J per un jolly."
        ),
    }
}

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
    Footer {
        table: i64,
        initial_meld: u16,
        rated: bool,
    },
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
        T::Playfield => lang.pick("**Playfield**", "**Tavolo**").to_owned(),
        T::EmptyPlayfield => lang
            .pick("The playfield is empty.", "Il tavolo è vuoto.")
            .to_owned(),
        T::YourTiles(n) if en => format!("**Your tiles** ({n}):"),
        T::YourTiles(n) => format!("**Le tue tessere** ({n}):"),
        T::YourTurn { initial_meld } => match (initial_meld, en) {
            (None, true) => "**Your turn.** Place tiles (or Suggest), then Commit; or Pass to draw one.".to_owned(),
            (None, false) => "**Tocca a te.** Cala tessere (o Suggerisci), poi Conferma; o Passa e pesca una tessera.".to_owned(),
            (Some(p), true) => format!("**Your turn.** Your first play must be new combinations of your own tiles worth at least {p} points; or Pass to draw one."),
            (Some(p), false) => format!("**Tocca a te.** La tua prima giocata devono essere combinazioni nuove delle tue tessere che valgano almeno {p} punti; o Passa e pesca una tessera."),
        },
        T::DraftHeader => lang
            .pick(
                "**Your draft** (only you see it; nothing is played until you Commit):",
                "**La tua bozza** (la vedi solo tu; nulla è giocato finché non Confermi):",
            )
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
        T::PlaceTile => lang
            .pick("Place a tile from your hand…", "Cala una tessera dalla mano…")
            .to_owned(),
        T::PlaceWhere(tile) if en => format!("Put {tile} into…"),
        T::PlaceWhere(tile) => format!("Metti {tile} in…"),
        T::NewCombination => lang
            .pick("A new combination", "Una combinazione nuova")
            .to_owned(),
        T::Commit => lang.pick("Commit", "Conferma").to_owned(),
        T::Suggest => lang.pick("Suggest", "Suggerisci").to_owned(),
        T::Rearrange => lang.pick("Rearrange", "Riordina").to_owned(),
        T::RearrangeTitle => lang
            .pick("Rearrange the playfield", "Riordina il tavolo")
            .to_owned(),
        T::RearrangeLabel => lang
            .pick(
                "Combinations split by | (R7 R8 R9 | B5 Y5 K5)",
                "Combinazioni divise da | (R7 R8 R9 | B5 Y5 K5)",
            )
            .to_owned(),
        T::Undo => lang.pick("Undo", "Annulla").to_owned(),
        T::Pass => lang.pick("Pass (draw)", "Passa (pesca)").to_owned(),
        T::NothingToSuggest => lang
            .pick(
                "No play is possible with your tiles now: pass to draw one.",
                "Con le tue tessere ora non c'è giocata possibile: passa e pesca una tessera.",
            )
            .to_owned(),
        T::Suggested(n) if en => {
            format!("Suggested: the play placing the most tiles ({n}). Change it or Commit.")
        }
        T::Suggested(n) => {
            format!("Suggerita: la giocata che cala più tessere ({n}). Cambiala o Conferma.")
        }
        T::NothingDrafted => lang
            .pick(
                "Your draft places no tile yet: place a tile (or Suggest), or pass.",
                "La tua bozza non cala ancora nessuna tessera: cala una tessera (o Suggerisci), o passa.",
            )
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
        T::NotYourTurn => lang
            .pick(
                "You can draft only on your turn.",
                "Puoi preparare una bozza solo nel tuo turno.",
            )
            .to_owned(),
        T::LastMoves => lang.pick("Last moves", "Ultime mosse").to_owned(),
        T::Footer {
            table,
            initial_meld,
            rated,
        } => {
            let meld = match (initial_meld, en) {
                (0, true) => "no initial meld".to_owned(),
                (0, false) => "nessuna apertura minima".to_owned(),
                (p, true) => format!("initial meld {p} points"),
                (p, false) => format!("apertura minima {p} punti"),
            };
            let rated = match (rated, en) {
                (true, true) => "rated",
                (true, false) => "valida per la classifica",
                (false, true) => "unrated",
                (false, false) => "amichevole per la classifica",
            };
            match lang {
                Lang::En => format!("Table #{table} · Rumminy · {meld} · {rated}"),
                Lang::It => format!("Tavolo #{table} · Rumminy · {meld} · {rated}"),
            }
        }
    }
}
