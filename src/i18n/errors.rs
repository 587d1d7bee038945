//! Refusals in the player's language. The error enums keep their English `Display` (logs, the
//! terminal game, and the English text here: it is written once, on the enum); the other
//! languages are written here.

use super::Lang;
use crate::{games::AnyRuleError, table::TableError};

/// A button id we did not write (or a damaged one), in `lang`.
#[must_use]
pub fn bad_custom_id(lang: Lang) -> String {
    crate::say!(lang, "errors-that-button-is-not-one").to_owned()
}

/// A table refusal, in `lang`; a game's own refusal is said by `rule`, the words of the game
/// the table plays (the registry of faces, `crate::faces::words::table_error`, hands them in).
#[must_use]
pub fn table_error(
    lang: Lang,
    e: &TableError,
    rule: impl FnOnce(&AnyRuleError) -> String,
) -> String {
    use TableError as T;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        T::Rule(r) => rule(r),
        T::Stale => "Quel pulsante è di un momento precedente della partita. Usa l'ultimo messaggio, o premi di nuovo “Mostra la mia mano”.".to_owned(),
        T::NotSeated => "Non sei seduto a questo tavolo. Unisciti dalla sua sala d'attesa per giocare.".to_owned(),
        T::AlreadySeated => "Sei già seduto a questo tavolo.".to_owned(),
        T::Full(n) => format!("Questo tavolo è pieno ({n} posti)."),
        T::NotHost(host) => format!("Solo chi ha aperto il tavolo ({host}) può farlo."),
        T::AlreadyStarted => "La partita è già cominciata. Aspetta che finisca, o guarda.".to_owned(),
        T::NotPlaying => "A questo tavolo non è in corso nessuna partita.".to_owned(),
        T::NeedTwoPlayers => "Una partita vuole almeno due giocatori: invita qualcuno o aggiungi un giocatore computer.".to_owned(),
        T::NotEnoughChips { needed, available } => format!("Ti servono {needed} fiches e ne hai {available}. Ritira le fiches del giorno con /rumino daily."),
        T::PlayerShort { name, needed, available } => format!("A {name} servono {needed} fiches per la posta e ne ha {available}."),
        T::Closed => "Questo tavolo è chiuso. Aprine uno nuovo con /rumino apri.".to_owned(),
        T::NoSuchSeat => "Quel posto non esiste.".to_owned(),
        T::NotAComputer => "Quel posto non è un giocatore computer.".to_owned(),
        T::BadOption(e) => super::option_error(lang, e),
        T::BadSetting(e) => super::settings_error(lang, e),
        T::ChannelBusy => "In questo canale c'è già un tavolo. Usalo, o chiedi a chi l'ha aperto di annullarlo.".to_owned(),
        T::NoSuchTable => "Qui non c'è nessun tavolo. Aprine uno con /rumino apri.".to_owned(),
        T::MovedAway => "Questo tavolo è appena passato a un altro processo del bot. Non è cambiato nulla: premi di nuovo il pulsante tra un momento.".to_owned(),
        T::Paused => "Questo tavolo è in pausa finché il database del bot non torna: non si è perso nulla, ma questo non è stato applicato. Premi di nuovo il pulsante tra un minuto.".to_owned(),
        T::NotThisProcess => "Questo server sta passando da un processo del bot a un altro. Non è cambiato nulla: riprova tra un minuto.".to_owned(),
        T::Internal(id) => apology(lang, id),
    }
}

/// The apology for a failure on our side, with the id under which it was logged.
#[must_use]
pub fn apology(lang: Lang, id: &str) -> String {
    match lang {
        Lang::It => format!("Scusa, qualcosa è andato storto da parte nostra (errore {id}). Non è cambiato nulla; riprova."),
        _ => TableError::Internal(id.to_owned()).to_string(),
    }
}
