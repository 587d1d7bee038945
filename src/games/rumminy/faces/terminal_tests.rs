//! The terminal's draft commands over real positions: what they put in the draft, what they
//! send, and what a refusal says (the tile or the number the player typed).

use super::*;
use crate::games::rumminy::{
    parse_playfield,
    testkit::{layout, tiles},
    Commit, RumminyOptions,
};

/// Seat 0 on turn, holding `hand`, over `playfield`.
fn position(hand: &str, playfield: &str) -> RumminyGame {
    layout(
        RumminyOptions::default(),
        &[hand, "K9 K8"],
        playfield,
        "",
        0,
        true,
    )
}

fn run(terminal: &Rumminy, game: &RumminyGame, line: &str) -> Result<Input, Retype> {
    terminal.read(Lang::En, line, &game.view(Some(0)))
}

fn said(result: Result<Input, Retype>) -> String {
    match result {
        Ok(Input::Say(s)) => s,
        Err(Retype(s)) => panic!("refused: {s}"),
        Ok(_) => panic!("not a draft edit"),
    }
}

fn refused(result: Result<Input, Retype>) -> String {
    match result {
        Err(Retype(s)) => s,
        Ok(_) => panic!("not refused"),
    }
}

fn commit(result: Result<Input, Retype>) -> Commit {
    match result {
        Ok(Input::Act(AnyAction::Rumminy(Action::Commit(c)))) => c,
        Err(Retype(s)) => panic!("refused: {s}"),
        Ok(_) => panic!("not a commit"),
    }
}

#[test]
fn n9_placing_and_moving_build_a_commit_the_engine_accepts() {
    // Rules example 2: playfield B3 B4 B5 B6; hand R6 Y6.
    let game = position("R6 Y6 K1", "B3 B4 B5 B6");
    let terminal = Rumminy::default();
    let s = said(run(&terminal, &game, "r6 y6 new"));
    assert_eq!(s, "Put R6 Y6 down as new combination 2.");
    let s = said(run(&terminal, &game, "m 1 B6 2"));
    assert_eq!(s, "Moved B6 from combination 1 to combination 2.");
    let c = commit(run(&terminal, &game, "c"));
    assert_eq!(c.playfield, parse_playfield("B3 B4 B5 | R6 B6 Y6").unwrap());
    assert!(game.check_commit(0, &c).is_ok());
    assert_eq!(
        terminal
            .pass_warning(Lang::En, &game.view(Some(0)))
            .expect("a draft placing tiles"),
        "Passing drops your draft, which places 🟥R6 🟨Y6."
    );
    // Undo goes back a step at a time, to nothing to commit.
    said(run(&terminal, &game, "u"));
    said(run(&terminal, &game, "u"));
    assert!(refused(run(&terminal, &game, "u")).contains("nothing to undo"));
    assert!(refused(run(&terminal, &game, "c")).contains("R6 2"));
    assert!(terminal
        .pass_warning(Lang::En, &game.view(Some(0)))
        .is_none());
}

#[test]
fn n9_the_suggestion_becomes_the_draft_and_one_key_commits_it() {
    let game = position("R6 Y6 K1", "B3 B4 B5 B6");
    let terminal = Rumminy::default();
    let s = said(run(&terminal, &game, "s"));
    assert!(s.contains("(2)") && s.contains("c to commit"), "{s}");
    let c = commit(run(&terminal, &game, "c"));
    assert_eq!(c.placed.len(), 2);
    assert!(game.check_commit(0, &c).is_ok());
    // With nothing to play, the suggestion says to pass and the draft is untouched.
    let stuck = position("K1 R9", "B3 B4 B5");
    let s = said(run(&terminal, &stuck, "s"));
    assert!(s.contains("p to pass"), "{s}");
    assert!(!terminal.draft(&stuck.view(Some(0))).is_edited());
}

#[test]
fn n9_refusals_name_what_the_player_typed() {
    let game = position("R6 R6 Y6", "B3 B4 B5");
    let terminal = Rumminy::default();
    let e = refused(run(&terminal, &game, "R6 7"));
    assert_eq!(
        e,
        "There is no combination 7: the combinations are numbered 1 to 1."
    );
    assert!(refused(run(&terminal, &game, "K4 1")).contains("K4"));
    assert!(refused(run(&terminal, &game, "m 1 R6 new")).contains("Combination 1 holds no R6"));
    assert!(refused(run(&terminal, &game, "r B3 B4")).contains("B5"));
    assert!(refused(run(&terminal, &game, "r B3 B4 B5 | Y6 Y6 R6")).contains("Y6"));
    assert!(refused(run(&terminal, &game, "p p")).contains("“p”"));
    assert!(refused(run(&terminal, &game, "q now")).contains("“now”"));
    assert!(refused(run(&terminal, &game, "  ")).contains("h for help"));
    assert!(matches!(run(&terminal, &game, " Q "), Ok(Input::Quit)));
    assert!(matches!(run(&terminal, &game, "h"), Ok(Input::Help)));
    // A refused line leaves the draft as it was.
    assert!(!terminal.draft(&game.view(Some(0))).is_edited());
}

#[test]
fn a_new_turn_starts_a_new_draft() {
    let game = position("R6 Y6 K1", "B3 B4 B5 B6");
    let terminal = Rumminy::default();
    said(run(&terminal, &game, "R6 new"));
    let mut later = game.clone();
    if let Some(b) = later.board.as_mut() {
        b.turn_no += 2;
    }
    assert!(!terminal.draft(&later.view(Some(0))).is_edited());
}

#[test]
fn n12_a_pass_tells_the_tile_it_drew() {
    assert_eq!(
        drawn(&tiles("R1 R2 K5"), &tiles("R1 R2 R2 K5")),
        tiles("R2")
    );
    assert_eq!(drawn(&tiles("R1"), &tiles("R1")), Vec::<Tile>::new());
}

#[test]
fn n3_the_start_draw_tells_each_tile_drawn_and_who_plays_first() {
    for id in TileId::all() {
        assert_eq!(tile_of(id.card().unwrap().card()), Some(id.tile()));
    }
    let state = crate::faces::terminal::two_seats(crate::games::GameKind::Rumminy);
    let deck: Vec<CardId> = tiles("J B7 R9")
        .into_iter()
        .map(|t| {
            let id = TileId::all().find(|id| id.tile() == t).unwrap();
            id.card().unwrap()
        })
        .collect();
    // A joker is drawn again (N3).
    assert_eq!(
        Rumminy::default().dealer_draw(&state, &deck).unwrap(),
        "Tiles drawn to choose who starts: You 🃏J then 🟦B7, 🤖 Computer 1 (normal) 🟥R9. \
         🤖 Computer 1 (normal) plays first, with the highest number."
    );
}
