//! What Rumminy's terminal prints of a turn being built: the draft's combinations and whether it
//! would be accepted, the playfield, and the prompt.

use crate::{
    faces::terminal::screen::echo,
    games::rumminy::faces::words::{rumminy_rule_error, rumminy_tiles},
    games::rumminy::{draft::Draft, RumminyGame, Tile},
    i18n::Lang,
};

/// Prints the draft's combinations, numbered, each not (yet) valid marked, and whether a
/// commit would be accepted now or what is still wrong.
pub(super) fn show_draft(lang: Lang, game: &RumminyGame, seat: usize, draft: &Draft) {
    echo!("{}", crate::say!(lang, "rumminy-your-draft-only-you-see"));
    print_field(lang, draft.field());
    let commit = draft.commit();
    if !commit.placed.is_empty() {
        let from = crate::say!(lang, "rumminy-from-your-hand");
        echo!(
            "{}",
            crate::faces::terminal::labelled(lang, from, rumminy_tiles(&commit.placed))
        );
    }
    match game.check_commit(seat, &commit) {
        Err(e) => {
            let why = rumminy_rule_error(lang, &e);
            echo!(
                "⚠️ {}",
                crate::faces::terminal::labelled(lang, crate::say!(lang, "rumminy-not-yet"), why)
            );
        }
        Ok(checked) => {
            let placed = checked.placed.len();
            if checked.final_turn {
                echo!("{}", crate::say!(lang, "rumminy-ready-c-to-win", placed));
            } else {
                echo!("{}", crate::say!(lang, "rumminy-ready-c", placed));
            }
        }
    }
}

/// The prompt: what may be typed with a draft `edited` or not, on a playfield `empty` or not.
pub(super) fn prompt(lang: Lang, edited: bool, empty: bool) -> &'static str {
    match (edited, empty) {
        (true, _) => crate::say!(lang, "rumminy-your-move-c-commit-this"),
        (false, true) => crate::say!(lang, "rumminy-your-move-r-r-r"),
        (false, false) => crate::say!(lang, "rumminy-your-move-r-put-r"),
    }
}

/// A playfield, one numbered combination a line, each not (yet) valid marked.
pub(super) fn print_field(lang: Lang, field: &[Vec<Tile>]) {
    if field.is_empty() {
        echo!(
            "  ({})",
            crate::say!(lang, "rumminy-terminal-playfield-empty")
        );
    }
    for (i, combo) in field.iter().enumerate() {
        let mark = match crate::games::rumminy::check_combination(combo) {
            Ok(_) => "",
            Err(_) => "  ⚠️",
        };
        echo!("  {:>2}: {}{mark}", i + 1, rumminy_tiles(combo));
    }
}
