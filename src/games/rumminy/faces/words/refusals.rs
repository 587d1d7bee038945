//! Rumminy's refusals: why a move or a combination was not accepted (in Italian; English is the
//! engine's own text), and a typed word that is not a tile.

use crate::{
    games::rumminy::{combo::ComboError, draft::DraftError, tile::ParseTileError, RuleError},
    i18n::Lang,
};

/// Why an edit of a draft was refused, in `lang` (English is the engine's own text).
#[must_use]
pub fn rumminy_draft_error(lang: Lang, e: &DraftError) -> String {
    use DraftError as D;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        D::NotInHand(t) => format!("Nella tua mano non resta nessun {t} da mettere giù."),
        D::NoSuchCombination(n, last) => {
            format!("Non c'è la combinazione {n}: le combinazioni vanno da 1 a {last}.")
        }
        D::NoCombinationYet(n) => format!(
            "Non c'è la combinazione {n}: il tavolo è vuoto, quindi comincia una nuova combinazione."
        ),
        D::NotInCombination { tile, combination } => {
            format!("La combinazione {combination} non ha nessun {tile} da spostare.")
        }
        D::SameCombination { tile, combination } => {
            format!("{tile} è già nella combinazione {combination}.")
        }
        D::LeftPlayfield(t) => format!(
            "{t} è sul tavolo e manca in quello che hai scritto: una tessera sul tavolo non lo lascia mai."
        ),
        D::TooMany(t) => {
            format!("Hai scritto {t} più volte di quante ne abbiano il tavolo e la tua mano.")
        }
        D::NoTiles => "Indica almeno una tessera.".to_owned(),
        D::NothingToUndo => {
            "Non c'è niente da annullare: la tua bozza è il tavolo così com'è.".to_owned()
        }
    }
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
        Lang::It => format!(
            "{} Non è cambiato nulla: premi Riordina per riprovare.",
            rumminy_not_a_tile(lang, &e.0)
        ),
        _ => format!("{e} Nothing changed: press Rearrange to try again."),
    }
}

/// A typed word that is not a tile, and how to write one, its quotes those of every other
/// refusal (“Z9”; the engine's own message has straight ones).
#[must_use]
pub fn rumminy_not_a_tile(lang: Lang, word: &str) -> String {
    crate::say!(lang, "rumminy-is-not-a-tile-write", word)
}
