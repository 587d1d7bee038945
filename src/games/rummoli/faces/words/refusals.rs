//! Rummoli's refusals: why a move was not accepted, in Italian (English is the engine's own text).

use super::rummoli_chips;
use crate::games::Refusal;
use crate::{games::rummoli::RuleError, i18n::Lang};

/// A Rummoli refusal, in `lang`.
#[must_use]
pub fn rummoli_rule_error(lang: Lang, e: &RuleError) -> String {
    use RuleError as R;
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        R::Refused(Refusal::NoSuchSeat(n)) => format!("A questo tavolo non c'è il posto {n}."),
        R::Refused(Refusal::OutOfGame) => {
            "Sei fuori da questa partita, quindi non puoi giocare.".to_owned()
        }
        R::Refused(Refusal::NotInHand) => "Non sei tra i giocatori di questa mano.".to_owned(),
        R::Refused(Refusal::NotYourTurn(seat)) => {
            format!("Non tocca a te: aspetta chi siede al posto {}.", seat + 1)
        }
        R::NobodyToAct => "Adesso nessuno deve decidere.".to_owned(),
        R::Refused(Refusal::NoHandInPlay) => "Adesso non si sta giocando nessuna mano.".to_owned(),
        R::WrongStage(_) => "Adesso non puoi farlo: usa i pulsanti della tua mano.".to_owned(),
        R::BidTooLow(min) => format!("Offri almeno {}, o passa.", rummoli_chips(lang, *min)),
        R::BidOverStack(stack) => format!(
            "Hai solo {}: non puoi offrire di più.",
            rummoli_chips(lang, *stack)
        ),
        R::NotEnoughChips(stack) => format!(
            "Non hai le fiches per farlo: ne hai {}.",
            rummoli_chips(lang, *stack)
        ),
        R::RaiseCap => {
            "Le puntate sono al massimo: una puntata e 3 rilanci. Vedi o lascia.".to_owned()
        }
        R::NotALead(list) => format!("Puoi aprire solo con una delle tue carte più basse: {list}."),
        R::CardNotInHand(c) => format!("Non hai {c} in mano."),
        R::AlreadyLeft => "Hai già lasciato questa partita.".to_owned(),
        R::Refused(Refusal::AwaitingDeal) => {
            "La partita aspetta la prossima distribuzione.".to_owned()
        }
        R::Refused(Refusal::NotAwaitingDeal) => {
            "La partita non aspetta una distribuzione.".to_owned()
        }
        R::Refused(Refusal::GameOver) => "La partita è finita.".to_owned(),
        R::BadDeckOrder => "Una distribuzione richiede il mazzo di 52 carte.".to_owned(),
        R::BadPlayerCount(n) => format!("Una partita vuole da 2 a 8 giocatori; ce ne sono {n}."),
        R::BadBuyIn => {
            "La quota d'ingresso deve essere di almeno 9 fiches, una per casella.".to_owned()
        }
    }
}
