//! The draft's edits against the rules' examples: placing from the hand (N9), rearranging the
//! playfield (N9, N10), Undo, and refusals that name what the player gave.

use super::*;
use crate::games::rumminy::{
    testkit::{field, layout, tile, tiles},
    RumminyOptions,
};

fn start(playfield: &str, hand: &str) -> TurnStart {
    TurnStart {
        playfield: field(playfield),
        hand: tiles(hand),
    }
}

#[test]
fn n9_placing_onto_a_combination_and_a_new_one_commits_those_tiles() {
    let mut draft = Draft::new(start("R7 R8 R9", "R6 B5 Y5 K5 B1"));
    draft.place(&tiles("R6"), Target::Combination(1)).unwrap();
    draft.place(&tiles("K5 B5 Y5"), Target::New).unwrap();
    assert_eq!(draft.field(), field("R6 R7 R8 R9 | B5 Y5 K5"));
    let commit = draft.commit();
    assert_eq!(commit.playfield, field("R6 R7 R8 R9 | B5 Y5 K5"));
    let mut placed = commit.placed;
    placed.sort_unstable();
    assert_eq!(placed, tiles("R6 B5 Y5 K5"));
    assert_eq!(draft.hand_left(), tiles("B1"));
}

#[test]
fn n9_the_engine_accepts_a_draft_built_by_placing() {
    // Rules example 2: playfield B3 B4 B5 B6, hand R6 Y6: B3 B4 B5 + B6 R6 Y6.
    let game = layout(
        RumminyOptions::default(),
        &["R6 Y6 K1", "K9"],
        "B3 B4 B5 B6",
        "",
        0,
        true,
    );
    let mut draft = Draft::new(TurnStart::of(&game.view(Some(0))));
    draft.place(&tiles("R6 Y6"), Target::New).unwrap();
    assert!(
        game.check_commit(0, &draft.commit()).is_err(),
        "R6 Y6 alone is no combination yet"
    );
    draft
        .move_tiles(1, &tiles("B6"), Target::Combination(2))
        .unwrap();
    assert_eq!(draft.field(), field("B3 B4 B5 | R6 B6 Y6"));
    let checked = game.check_commit(0, &draft.commit()).unwrap();
    assert_eq!(checked.placed.len(), 2);
    assert_eq!(draft.hand_left(), tiles("K1"));
}

#[test]
fn n10_a_joker_moves_like_any_tile_and_an_emptied_combination_is_gone() {
    // Rules example 3: playfield R5 J R7; hand R6 B9 Y9.
    let mut draft = Draft::new(start("R5 J R7 | K1 K2 K3", "R6 B9 Y9"));
    draft.place(&tiles("R6"), Target::Combination(1)).unwrap();
    draft.place(&tiles("B9 Y9"), Target::New).unwrap();
    draft
        .move_tiles(1, &tiles("J"), Target::Combination(3))
        .unwrap();
    assert_eq!(draft.field(), field("R5 R6 R7 | K1 K2 K3 | B9 Y9 J"));
    assert!(draft.hand_left().is_empty());
    // Moving a whole combination into another leaves no empty one behind; numbers move up.
    draft
        .move_tiles(2, &tiles("K1 K2 K3"), Target::New)
        .unwrap();
    assert_eq!(draft.field(), field("R5 R6 R7 | B9 Y9 J | K1 K2 K3"));
    draft
        .move_tiles(3, &tiles("K1 K2 K3"), Target::Combination(1))
        .unwrap();
    assert_eq!(draft.field().len(), 2);
}

#[test]
fn n9_a_refused_edit_names_what_was_given_and_changes_nothing() {
    let mut draft = Draft::new(start("R7 R8 R9", "R6 R6 B5"));
    draft.place(&tiles("R6 R6"), Target::New).unwrap();
    let before = draft.clone();
    // Both R6 are placed: a third is not in the hand.
    assert_eq!(
        draft.place(&tiles("R6"), Target::New),
        Err(DraftError::NotInHand(tile("R6")))
    );
    // A tile only on the playfield is not the hand's to place.
    assert_eq!(
        draft.place(&tiles("R7"), Target::New),
        Err(DraftError::NotInHand(tile("R7")))
    );
    let e = draft
        .place(&tiles("B5"), Target::Combination(7))
        .unwrap_err();
    assert_eq!(e, DraftError::NoSuchCombination(7, 2));
    assert_eq!(
        e.to_string(),
        "There is no combination 7: the combinations are numbered 1 to 2."
    );
    assert_eq!(
        draft.place(&tiles("B5"), Target::Combination(0)),
        Err(DraftError::NoSuchCombination(0, 2))
    );
    let e = draft
        .move_tiles(1, &tiles("R6"), Target::Combination(2))
        .unwrap_err();
    assert_eq!(e.to_string(), "Combination 1 holds no R6 to move.");
    assert_eq!(
        draft.move_tiles(2, &tiles("R6"), Target::Combination(2)),
        Err(DraftError::SameCombination {
            tile: tile("R6"),
            combination: 2
        })
    );
    assert_eq!(draft.place(&[], Target::New), Err(DraftError::NoTiles));
    assert_eq!(
        draft, before,
        "refusals change nothing, Undo steps included"
    );
    let mut empty = Draft::new(start("", "B5"));
    assert_eq!(
        empty.place(&tiles("B5"), Target::Combination(1)),
        Err(DraftError::NoCombinationYet(1))
    );
}

#[test]
fn n9_undo_goes_back_one_edit_at_a_time_to_the_playfield_as_it_was() {
    let mut draft = Draft::new(start("R7 R8 R9", "R6 B5 Y5 K5"));
    assert!(!draft.is_edited());
    assert_eq!(draft.undo(), Err(DraftError::NothingToUndo));
    draft.place(&tiles("R6"), Target::Combination(1)).unwrap();
    draft.set(field("R6 R7 R8 R9 | K5 Y5 B5"));
    assert_eq!(
        draft.field(),
        field("R6 R7 R8 R9 | B5 Y5 K5"),
        "a typed field is laid out"
    );
    draft.undo().unwrap();
    assert_eq!(draft.field(), field("R6 R7 R8 R9"));
    draft.undo().unwrap();
    assert_eq!(draft.field(), field("R7 R8 R9"));
    assert!(!draft.is_edited());
    assert_eq!(draft.hand_left(), tiles("R6 B5 Y5 K5"));
}

#[test]
fn n6_an_invalid_combination_stays_sorted_until_it_is_mended() {
    let mut draft = Draft::new(start("", "R9 R7 J"));
    draft.place(&tiles("R9 R7"), Target::New).unwrap();
    assert_eq!(draft.field(), field("R7 R9"));
    draft.place(&tiles("J"), Target::Combination(1)).unwrap();
    assert_eq!(draft.field(), field("R7 J R9"), "the joker in its gap");
}

#[test]
fn n7_a_typed_playfield_keeps_every_playfield_tile_and_adds_only_the_hands() {
    let mut draft = Draft::new(start("R7 R8 R9 | B5 Y5 K5", "R6 R6 J"));
    let before = draft.clone();
    assert_eq!(
        draft.rearrange(field("R6 R7 R8 R9")),
        Err(DraftError::LeftPlayfield(tile("B5")))
    );
    let e = draft
        .rearrange(field("R6 R7 R8 R9 | B5 Y5 K5 | R9 B9 K9"))
        .unwrap_err();
    assert_eq!(e, DraftError::TooMany(tile("R9")));
    assert_eq!(
        e.to_string(),
        "You typed R9 more often than the playfield and your hand hold it."
    );
    assert_eq!(draft, before);
    // N9: split, joined and moved freely, with two R6 and a joker from the hand.
    draft
        .rearrange(field("R6 R7 R8 | R6 J R9 | B5 Y5 K5"))
        .unwrap();
    assert!(draft.hand_left().is_empty());
    assert_eq!(draft.commit().placed.len(), 3);
}
