//! A turn: the playfield keeps its tiles, only the seat on turn plays, a commit and the initial
//! meld, passing, the final turn's limits, timeouts and leaving (N7–N14, examples 2–4).

use super::*;

#[test]
fn n7_n9b_a_tile_on_the_playfield_never_leaves_it() {
    let mut game = layout(
        opts(),
        &["R1 R2 R3 K9", "K8"],
        "B3 B4 B5 B6",
        "Y1",
        0,
        false,
    );
    let action = commit("B3 B4 B5 | R1 R2 R3", "R1 R2 R3");
    assert_eq!(
        refused_play(&mut game, 0, action),
        RuleError::TileLeftPlayfield(tile("B6"))
    );
}

#[test]
fn n8_only_the_seat_on_turn_plays_or_passes() {
    let mut game = dealt(opts(), 2);
    assert_eq!(
        refused_play(&mut game, 1, Action::Pass),
        RuleError::NotYourTurn(0)
    );
    assert_eq!(
        refused_play(&mut game, 7, Action::Pass),
        RuleError::NoSuchSeat(7)
    );
    assert_eq!(game.legal_actions(0), vec![Action::Pass, Action::Leave]);
    assert_eq!(game.legal_actions(1), vec![Action::Leave]);
}

#[test]
fn n9_a_commit_needs_valid_combinations_tiles_from_the_hand_and_one_placed() {
    let mut game = layout(opts(), &["R1 R2 R3 K9", "K8"], "B3 B4 B5", "Y1", 0, false);
    let err = refused_commit(&mut game, "B3 B4 B5 | R1 R2 K9");
    assert!(matches!(
        err,
        RuleError::InvalidCombination { index: 2, .. }
    ));
    assert_eq!(
        err.to_string(),
        "Combination 2 (R1 R2 K9) is not valid: it is neither a run (one colour, consecutive \
         numbers) nor a group (one number, different colours)."
    );
    assert_eq!(
        refused_commit(&mut game, "B3 B4 B5 | Y7 Y8 Y9"),
        RuleError::NotInHand(tile("Y7"))
    );
    let unlisted = commit("B3 B4 B5 | R1 R2 R3", "R1 R2");
    assert_eq!(
        refused_play(&mut game, 0, unlisted),
        RuleError::TileFromNowhere(tile("R3"))
    );
    let missing = commit("B3 B4 B5 | R1 R2 R3", "R1 R2 R3 K9");
    assert_eq!(
        refused_play(&mut game, 0, missing),
        RuleError::PlacedNotOnPlayfield(tile("K9"))
    );
    assert_eq!(
        refused_commit(&mut game, "B5 B4 B3"),
        RuleError::NothingPlaced
    );
    committed(&mut game, "B3 B4 B5 | R3 R1 R2");
    assert_eq!(game.view(None).playfield, field("B3 B4 B5 | R1 R2 R3"));
    assert_eq!(game.turn(), Some(1));
}

#[test]
fn example_2_n9_splitting_a_run_to_make_a_group() {
    let mut game = layout(opts(), &["R6 Y6 K1", "K8"], "B3 B4 B5 B6", "Y1", 0, false);
    committed(&mut game, "B3 B4 B5 | B6 R6 Y6");
    assert_eq!(game.view(Some(0)).my_hand, tiles("K1"));
}

#[test]
fn example_3_n10_n13_a_retrieved_joker_lets_the_player_go_out() {
    let mut game = layout(opts(), &["R6 B9 Y9", "K8 K7"], "R5 J R7", "Y1", 0, false);
    let events = committed(&mut game, "R5 R6 R7 | B9 Y9 J");
    let result = game.result().unwrap();
    assert_eq!(result.end, GameEnd::WentOut);
    assert_eq!(result.winners, vec![0]);
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    // N10: the joker never goes back to a hand.
    assert!(game.view(None).playfield.concat().contains(&Tile::JOKER));
}

#[test]
fn n11_initial_meld_adds_own_combinations_worth_enough_and_leaves_the_playfield() {
    let options = RumminyOptions {
        initial_meld: 30,
        ..opts()
    };
    let mut game = layout(
        options,
        &["R9 B9 Y9 K9 B6", "K8"],
        "B3 B4 B5",
        "Y1",
        0,
        false,
    );
    assert_eq!(
        refused_commit(&mut game, "B3 B4 B5 B6 | R9 B9 Y9 K9"),
        RuleError::InitialMeldTouchesPlayfield(1)
    );
    assert_eq!(
        refused_commit(&mut game, "B3 B4 B5 | R9 B9 Y9"),
        RuleError::InitialMeldTooLow {
            points: 27,
            needed: 30
        }
    );
    assert_eq!(
        meld_points(&tiles("R8 R9 J")),
        24,
        "the joker as R7: 9 is the top"
    );
    assert_eq!(meld_points(&tiles("R5 J")), 0);
    assert_eq!(meld_points(&tiles("R6 R7 J")), 21, "the joker as R8");
    committed(&mut game, "B3 B4 B5 | R9 B9 Y9 K9");
    assert!(game.seats[0].melded && !game.seats[1].melded);
}

#[test]
fn n12_a_pass_draws_the_top_tile_or_nothing_from_an_empty_stock() {
    let mut game = layout(opts(), &["R1", "K8", "B1"], "", "Y4 Y5", 0, false);
    game.apply(&play(0, Action::Pass)).unwrap();
    assert_eq!(game.view(Some(0)).my_hand, tiles("R1 Y4"));
    // Seat 1 draws the last tile; seat 2 finds the stock empty.
    for (seat, drew) in [(1, true), (2, false)] {
        let events = game.apply(&play(seat, Action::Pass)).unwrap();
        assert_eq!(events, vec![Event::Moved(Move::Passed { seat, drew })]);
    }
    assert_eq!(game.view(Some(2)).my_hand, tiles("B1"));
}

#[test]
fn example_4_n13_a_final_turn_may_not_place_a_joker_from_the_hand() {
    let mut game = layout(opts(), &["R5 R6 J", "K8"], "", "Y1", 0, false);
    assert_eq!(
        refused_commit(&mut game, "R5 R6 J"),
        RuleError::FinalTurnJoker
    );
    game.apply(&play(0, Action::Pass)).unwrap();
    let mut game = layout(opts(), &["R5 R6 J K2", "K8"], "", "Y1", 0, false);
    committed(&mut game, "R5 R6 J");
    assert_eq!(game.view(Some(0)).my_hand, tiles("K2"));
}

/// Seat 0 on turn with twenty tiles (R1–R9, B1–B9, K1, K2) and an empty playfield: a commit
/// of them all would be a final turn (N13).
fn twenty_on_a_final_turn() -> RumminyGame {
    let hand = "R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9 K1 K2";
    layout(opts(), &[hand, "K8"], "", "Y1", 0, false)
}

#[test]
fn n13_a_final_turn_places_at_most_19_tiles() {
    let mut game = twenty_on_a_final_turn();
    assert_eq!(
        refused_commit(
            &mut game,
            "R1 B1 K1 | R2 B2 K2 | R3 R4 R5 R6 R7 R8 R9 | B3 B4 B5 B6 B7 B8 B9"
        ),
        RuleError::FinalTurnTooMany(20)
    );
    committed(
        &mut game,
        "R1 B1 K1 | R2 B2 K2 | R3 R4 R5 R6 R7 R8 | B3 B4 B5 B6 B7 B8 B9",
    );
    assert!(!game.is_over());
}

#[test]
fn n13_the_final_turn_limit_is_said_before_broken_combinations() {
    // Twenty tiles in nonsense combinations: mending them could never make the play legal, so
    // the limit is what the player hears first.
    let mut game = twenty_on_a_final_turn();
    assert_eq!(
        refused_commit(
            &mut game,
            "R1 B2 K1 | R2 B1 | R3 R5 R7 R9 | R4 R6 R8 B3 B4 B5 B6 B7 B8 B9 K2"
        ),
        RuleError::FinalTurnTooMany(20)
    );
    // Not a final turn (K2 kept back): the broken combination is named.
    assert!(matches!(
        refused_commit(&mut game, "R1 B2 K1 | R2 R3 R4"),
        RuleError::InvalidCombination { index: 1, .. }
    ));
}

#[test]
fn n14_a_timeout_passes_and_the_third_in_a_row_forfeits() {
    let mut game = dealt(opts(), 3);
    game.apply(&Command::TurnTimeout).unwrap();
    assert_eq!(game.view(Some(0)).my_hand.len(), 9, "the timeout drew");
    assert_eq!(game.seats[0].timeouts_in_a_row, 1);
    game.apply(&play(1, Action::Pass)).unwrap();
    game.apply(&play(2, Action::Pass)).unwrap();
    game.apply(&play(0, Action::Pass)).unwrap();
    assert_eq!(
        game.seats[0].timeouts_in_a_row, 0,
        "own play resets the count"
    );
    for _ in 0..3 {
        while game.turn() != Some(0) {
            game.apply(&play(game.turn().unwrap(), Action::Pass))
                .unwrap();
        }
        game.apply(&Command::TurnTimeout).unwrap();
    }
    assert_eq!(game.seats[0].forfeited, Some(0));
    assert!(!game.is_over(), "the others play on");
    assert_eq!(
        refused_play(&mut game, 0, Action::Pass),
        RuleError::Forfeited
    );
    // Leaving forfeits too; the last one left wins, the forfeiters rank last, earlier lower.
    let leaver = game.turn().unwrap();
    game.apply(&play(leaver, Action::Leave)).unwrap();
    let result = game.result().unwrap();
    let last = 3 - leaver;
    assert_eq!(result.end, GameEnd::LastPlayer);
    assert_eq!(result.winners, vec![last]);
    assert_eq!(result.places[last], 0);
    assert!(result.places[0] > result.places[leaver]);
    assert_eq!(
        result.hands[0].len(),
        13,
        "the forfeiter's hand is kept for N18"
    );
    assert!(result.points[0] < 0 && result.points[last] > 0);
}

#[test]
fn n14_leaving_is_allowed_off_turn() {
    let mut game = dealt(opts(), 3);
    game.apply(&play(2, Action::Leave)).unwrap();
    assert_eq!(game.turn(), Some(0));
    game.apply(&play(0, Action::Pass)).unwrap();
    assert_eq!(game.turn(), Some(1), "seat 2 is skipped");
    game.apply(&play(1, Action::Pass)).unwrap();
    assert_eq!(game.turn(), Some(0));
}
