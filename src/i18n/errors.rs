//! Refusals in the player's language. The error enums keep their English `Display` (logs, the
//! terminal game, and the English text here: it is written once, on the enum); the other
//! languages are written here.

use super::Lang;
use crate::{
    games::rumino::RuleError,
    games::{ramino, rumminy, rummoli, rummy, AnyRuleError},
    table::TableError,
};

/// A button id we did not write (or a damaged one), in `lang`.
#[must_use]
pub fn bad_custom_id(lang: Lang) -> String {
    lang.pick(
        "That button is not one I understand. Press “Show my hand” on the table message to get fresh buttons.",
        "Non capisco quel pulsante. Premi “Mostra la mia mano” sul messaggio del tavolo per avere pulsanti nuovi.",
    )
    .to_owned()
}

/// A table button pressed outside a server.
#[must_use]
pub fn tables_in_servers(lang: Lang) -> &'static str {
    lang.pick(
        "Rumino tables live in server channels: use `/rumino start` in a server.",
        "I tavoli di Rumino stanno nei canali dei server: usa `/rumino apri` in un server.",
    )
}

/// A rule refusal, in `lang`.
#[must_use]
pub fn rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::NoSuchSeat(n) => format!("A questo tavolo non c'è il posto {n}."),
        R::NotInHand => "Sei fuori da questa partita, quindi non puoi giocare questa mano.".to_owned(),
        R::NotYourTurn(seat) => format!("Non è il tuo turno: aspetta che giochi chi siede al posto {}.", seat + 1),
        R::NoHandInPlay => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::MustDrawFirst => "Prima pesca una carta: dal mazzo o dagli scarti.".to_owned(),
        R::AlreadyDrew => "Hai già pescato in questo turno: scarta una carta, oppure dichiara gin o rumino.".to_owned(),
        R::DiscardPileEmpty => "Gli scarti sono vuoti: pesca dal mazzo.".to_owned(),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::CannotDiscardTakenCard(c) => format!("Hai preso {c} dagli scarti in questo turno, quindi non puoi scartarla in questo turno. Scarta un'altra carta."),
        R::KnockTooHigh { limit, deadwood } => format!("Puoi bussare solo con {limit} punti o meno; tu ne hai {deadwood}."),
        R::NotGin { deadwood } => format!("Non è gin: il gin vuole una combinazione di 4 e una di 3 con 7 carte (hai {deadwood} punti di scarto)."),
        R::NotRumino => "Non è un rumino: serve una scala a colore di 7 carte o 7 carte uguali.".to_owned(),
        R::NoClaim => "Adesso non c'è uno scarto che puoi reclamare per un rumino.".to_owned(),
        R::NoRebuyOffer => "Non hai un rientro da decidere.".to_owned(),
        R::AwaitingDeal => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::NotAwaitingDeal => "La partita non aspetta una distribuzione.".to_owned(),
        R::AwaitingRebuys => "La partita aspetta le decisioni sui rientri.".to_owned(),
        R::GameOver => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione richiede il mazzo completo di 108 carte.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 6 giocatori; ce ne sono {n}."),
    }
}

/// A refusal by whichever game the table plays, in `lang`.
#[must_use]
pub fn any_rule_error(lang: Lang, e: &AnyRuleError) -> String {
    match e {
        AnyRuleError::Rumino(e) => rule_error(lang, e),
        AnyRuleError::Rummy(e) => rummy::words::rummy_rule_error(lang, e),
        AnyRuleError::Ramino(e) => ramino::words::ramino_rule_error(lang, e),
        AnyRuleError::Rummoli(e) => rummoli::words::rummoli_rule_error(lang, e),
        AnyRuleError::Rumminy(e) => rumminy::words::rumminy_rule_error(lang, e),
        AnyRuleError::WrongGame => lang
            .pick(
                "That action belongs to another game than this table's.",
                "Quell'azione è di un gioco diverso da quello di questo tavolo.",
            )
            .to_owned(),
    }
}

/// A table refusal, in `lang`.
#[must_use]
pub fn table_error(lang: Lang, e: &TableError) -> String {
    use TableError as T;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        T::Rule(r) => any_rule_error(lang, r),
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
        T::Internal(id) => apology(lang, id),
    }
}

/// The apology for a failure on our side, with the id under which it was logged.
#[must_use]
pub fn apology(lang: Lang, id: &str) -> String {
    match lang {
        Lang::En => TableError::Internal(id.to_owned()).to_string(),
        Lang::It => format!("Scusa, qualcosa è andato storto da parte nostra (errore {id}). Non è cambiato nulla; riprova."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_the_enum_text_and_italian_differs() {
        let errors = [
            TableError::Stale,
            TableError::Full(6),
            TableError::NotEnoughChips {
                needed: 10,
                available: 2,
            },
            TableError::Rule(
                RuleError::KnockTooHigh {
                    limit: 7,
                    deadwood: 12,
                }
                .into(),
            ),
            TableError::Internal("abcd1234".into()),
        ];
        for e in &errors {
            assert_eq!(table_error(Lang::En, e), e.to_string());
            let it = table_error(Lang::It, e);
            assert_ne!(it, e.to_string());
            assert!(!it.is_empty());
        }
        assert!(table_error(Lang::It, &errors[3]).contains("12"));
    }
}
