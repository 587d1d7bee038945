//! Ramino's refusals: why a move was not accepted, in Italian (English is the engine's own text).

use crate::games::Refusal;
use crate::{games::ramino::RuleError, i18n::Lang};

/// A Ramino refusal, in `lang`.
#[must_use]
pub fn ramino_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::Refused(Refusal::NoSuchSeat(n)) => format!("A questo tavolo non c'è il posto {n}."),
        R::Refused(Refusal::OutOfGame) => "Sei fuori da questa partita, quindi non puoi giocare.".to_owned(),
        R::Refused(Refusal::NotInHand) => "Non sei tra i giocatori di questa mano.".to_owned(),
        R::Refused(Refusal::NotYourTurn(seat)) => format!(
            "Non è il tuo turno: aspetta che giochi chi siede al posto {}.",
            seat + 1
        ),
        R::Refused(Refusal::NoHandInPlay) => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::MustDrawFirst => "Prima pesca una carta: dal mazzo o dagli scarti.".to_owned(),
        R::AlreadyDrew => "Hai già pescato in questo turno: scarta una carta.".to_owned(),
        R::FirstTurnFromStock => "Il primo turno di una mano si pesca dal mazzo.".to_owned(),
        R::NoDiscard => "Non ci sono scarti: pesca dal mazzo.".to_owned(),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::CannotDiscardTakenCard(c) => format!(
            "Hai preso {c} dagli scarti in questo turno, quindi non puoi scartarla. Scarta un'altra carta."
        ),
        R::Refused(Refusal::AwaitingDeal) => "La partita aspetta la prossima distribuzione.".to_owned(),
        R::Refused(Refusal::NotAwaitingDeal) => "La partita non aspetta una distribuzione.".to_owned(),
        R::Refused(Refusal::GameOver) => "La partita è finita.".to_owned(),
        R::BadDeckOrder => {
            "Una distribuzione richiede il mazzo completo del tavolo.".to_owned()
        }
        R::BadPlayerCount(n) => {
            format!("Una partita vuole da 2 a 4 giocatori; ce ne sono {n}.")
        }
        R::NoRebuys => "Nel ramino toscano non si rientra.".to_owned(),
    }
}
