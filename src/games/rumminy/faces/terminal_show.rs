//! What Rumminy's terminal prints of a turn being built: the draft's combinations and whether it
//! would be accepted, the playfield, and the prompt.

use super::tiles;
use crate::{
    faces::terminal::screen::say,
    games::rumminy::faces::words::{rumminy_rule_error, rumminy_tiles},
    games::rumminy::{draft::Draft, RumminyGame, Tile},
    i18n::Lang,
};

/// Prints the draft's combinations, numbered, each not (yet) valid marked, and whether a
/// commit would be accepted now or what is still wrong.
pub(super) fn show_draft(lang: Lang, game: &RumminyGame, seat: usize, draft: &Draft) {
    say!(
        "{}",
        lang.pick(
            "Your draft (only you see it; nothing is played until you type c):",
            "La tua bozza (la vedi solo tu; non si gioca niente finché non scrivi c):",
        )
    );
    print_field(lang, draft.field());
    let commit = draft.commit();
    if !commit.placed.is_empty() {
        let from = lang.pick("From your hand", "Dalla tua mano");
        say!("{from}: {}", rumminy_tiles(&commit.placed));
    }
    match (game.check_commit(seat, &commit), lang) {
        (Ok(checked), Lang::En) if checked.final_turn => say!(
            "✅ Ready: c places {} and empties your hand: you win.",
            tiles(lang, checked.placed.len())
        ),
        (Ok(checked), Lang::It) if checked.final_turn => say!(
            "✅ Pronta: c mette giù {} e svuota la tua mano: vinci.",
            tiles(lang, checked.placed.len())
        ),
        (Ok(checked), Lang::En) => {
            say!("✅ Ready: c places {}.", tiles(lang, checked.placed.len()))
        }
        (Ok(checked), Lang::It) => {
            say!(
                "✅ Pronta: c mette giù {}.",
                tiles(lang, checked.placed.len())
            );
        }
        (Err(e), _) => say!(
            "⚠️ {}: {}",
            lang.pick("Not yet", "Non ancora"),
            rumminy_rule_error(lang, &e)
        ),
    }
}

/// The prompt: what may be typed with a draft `edited` or not, on a playfield `empty` or not.
pub(super) fn prompt(lang: Lang, edited: bool, empty: bool) -> &'static str {
    match (lang, edited, empty) {
        (Lang::En, true, _) => {
            "Your move: c = commit this draft, u = undo, s = suggest, p = pass and draw \
             (drops the draft), h = help >"
        }
        (Lang::En, false, true) => {
            "Your move: R1 R2 R3 new = put tiles down as a new combination, s = suggest, \
             p = pass and draw, h = help >"
        }
        (Lang::En, false, false) => {
            "Your move: R6 2 = put R6 on combination 2, R1 R2 R3 new = a new combination, \
             s = suggest, p = pass and draw, h = help >"
        }
        (Lang::It, true, _) => {
            "La tua mossa: c = conferma questa bozza, u = annulla, s = suggerisci, p = passa e \
             pesca (perdi la bozza), h = aiuto >"
        }
        (Lang::It, false, true) => {
            "La tua mossa: R1 R2 R3 new = metti giù tessere come nuova combinazione, \
             s = suggerisci, p = passa e pesca, h = aiuto >"
        }
        (Lang::It, false, false) => {
            "La tua mossa: R6 2 = metti R6 sulla combinazione 2, R1 R2 R3 new = una nuova \
             combinazione, s = suggerisci, p = passa e pesca, h = aiuto >"
        }
    }
}

/// A playfield, one numbered combination a line, each not (yet) valid marked.
pub(super) fn print_field(lang: Lang, field: &[Vec<Tile>]) {
    if field.is_empty() {
        say!("  ({})", lang.pick("empty", "vuoto"));
    }
    for (i, combo) in field.iter().enumerate() {
        let mark = match crate::games::rumminy::check_combination(combo) {
            Ok(_) => "",
            Err(_) => "  ⚠️",
        };
        say!("  {:>2}: {}{mark}", i + 1, rumminy_tiles(combo));
    }
}
