//! One test (or more) per rule id of `rumminy.md` (N1–N20) and every example of the rules file.

use super::score::{expected, game_points, places, rating_changes, Standing};
use super::testkit::{
    assert_all_tiles_accounted, commit_to, dealt, field, layout, ordered, play, tile, tiles,
};
use super::*;
use crate::cards::{CardId, Pack};

fn opts() -> RumminyOptions {
    RumminyOptions::default()
}

fn ok(tiles_: &str) -> bool {
    check_combination(&tiles(tiles_)).is_ok()
}

/// A rejected command leaves the game exactly as it was.
fn refused(game: &mut RumminyGame, command: &Command) -> RuleError {
    let before = game.clone();
    let err = game.apply(command).unwrap_err();
    assert_eq!(*game, before, "a refused command changed the game");
    err
}

#[test]
fn n1_74_tiles_written_colour_and_number_two_of_each() {
    assert_eq!(TileId::all().count(), 74);
    let faces: Vec<Tile> = TileId::all().map(|t| t.tile()).collect();
    assert_eq!(faces.iter().filter(|t| t.is_joker()).count(), 2);
    for t in Tile::all().filter(|t| !t.is_joker()) {
        assert_eq!(faces.iter().filter(|&&f| f == t).count(), 2, "{t}");
    }
    let text = "R7 B8 Y9 K1 J";
    assert_eq!(tiles_text(&tiles(text)), text);
    assert_eq!(tiles("r7 joker"), tiles("R7 J"));
    for bad in ["R0", "R10", "G5", "7R", "R", "R+7", "JJ"] {
        assert!(bad.parse::<Tile>().is_err(), "{bad}");
    }
    let err = parse_tiles("R7 X2").unwrap_err();
    assert_eq!(err.0, "X2");
    // The two R7 are distinct tiles: both travel through the table's card ids.
    let r7: Vec<TileId> = TileId::all().filter(|t| t.tile() == tile("R7")).collect();
    assert_eq!(r7.len(), 2);
    let cards: Vec<CardId> = TileId::all().filter_map(TileId::card).collect();
    assert_eq!(cards.len(), 74);
    assert!(cards.iter().all(|&c| Pack::Tiles74.contains(c)));
    for t in TileId::all() {
        assert_eq!(TileId::from_card(t.card().unwrap()), Some(t));
    }
    let json = serde_json::to_string(&tiles("R7 J")).unwrap();
    assert_eq!(json, r#"["R7","J"]"#);
}

#[test]
fn n2_two_to_four_players_and_turns_go_round_in_seat_order() {
    assert_eq!(
        RumminyGame::new(opts(), 1, 0),
        Err(RuleError::BadPlayerCount(1))
    );
    assert_eq!(
        RumminyGame::new(opts(), 5, 0),
        Err(RuleError::BadPlayerCount(5))
    );
    let mut game = dealt(opts(), 3);
    for expected in [0, 1, 2, 0] {
        assert_eq!(game.turn(), Some(expected));
        game.apply(&play(expected, Action::Pass)).unwrap();
    }
}

#[test]
fn n3_highest_number_starts_jokers_and_ties_draw_again_then_8_each() {
    let card = |t: &str| {
        TileId::all()
            .find(|id| id.tile() == tile(t))
            .and_then(TileId::card)
            .unwrap()
    };
    // Seat 0 draws R5, seat 1 draws R9: seat 1 starts.
    let draw = [card("R5"), card("R9"), card("B1")];
    assert_eq!(draw_for_start(2, &draw).dealer, 1);
    // A joker draws again; a tie on 7 draws again between the tied.
    let joker = CardId::new(104).unwrap();
    let draw = [joker, card("B7"), card("Y7"), card("R2"), card("K8")];
    assert_eq!(draw_for_start(2, &draw).dealer, 1);
    let mut game = RumminyGame::new(opts(), 3, 2).unwrap();
    game.apply(&Command::Deal { order: ordered() }).unwrap();
    let board = game.board.as_ref().unwrap();
    assert!(board.hands.iter().all(|h| h.len() == 8));
    assert_eq!(board.stock.len(), 74 - 24);
    assert_eq!(game.turn(), Some(2));
    assert_eq!(
        board.hands[2][0],
        ordered()[0],
        "the starter is dealt first"
    );
    assert_all_tiles_accounted(&game);
    let mut short = ordered();
    short.pop();
    let mut fresh = RumminyGame::new(opts(), 2, 0).unwrap();
    assert_eq!(
        refused(&mut fresh, &Command::Deal { order: short }),
        RuleError::BadDeckOrder
    );
}

#[test]
fn n4_runs_are_3_to_9_of_one_colour_consecutive_1_low_no_wrap() {
    assert!(ok("R7 R8 R9") && ok("R1 R2 R3") && ok("R9 R7 R8"));
    assert!(ok("R1 R2 R3 R4 R5 R6 R7 R8 R9"));
    assert!(!ok("R8 R9 R1"), "no wrap");
    assert!(!ok("R5 R6"));
    assert!(!ok("R5 R6 B7"));
    assert_eq!(
        check_combination(&tiles("R5 R7 R8")),
        Err(ComboError::Gap(tile("R6")))
    );
    assert_eq!(
        check_combination(&tiles("R5 R6 R6")),
        Err(ComboError::NumberTwice(tile("R6")))
    );
}

#[test]
fn n5_groups_are_3_or_4_of_one_number_every_colour_different() {
    assert!(ok("B5 Y5 K5") && ok("R5 B5 Y5 K5"));
    assert_eq!(
        check_combination(&tiles("R5 R5 B5")),
        Err(ComboError::ColourTwice(tile("R5")))
    );
    assert_eq!(
        check_combination(&tiles("R5 B5 Y5 K5 J")),
        Err(ComboError::TooLong(5))
    );
}

#[test]
fn n6_one_joker_per_combination_standing_for_any_missing_tile() {
    assert!(ok("R4 J R6") && ok("J R5 R6") && ok("R8 R9 J") && ok("B5 J K5"));
    assert_eq!(
        check_combination(&tiles("J J R5")),
        Err(ComboError::TwoJokers)
    );
    assert!(!ok("R1 J R4"), "one joker fills one gap");
    assert_eq!(arrange(&tiles("R6 J R4")), tiles("R4 J R6"));
    assert_eq!(arrange(&tiles("R9 J R8")), tiles("J R8 R9"));
    // The meaning floats: the joker was R5, and is Y5 or K5 once R5 takes its place.
    let mut game = layout(opts(), &["R5 B5 Y5 K4", "K9"], "R4 J R6", "R1", 0, false);
    let commit = commit_to(&game, "R4 R5 R6 | B5 Y5 J");
    game.apply(&play(0, commit)).unwrap();
    assert_eq!(game.view(None).playfield, field("R4 R5 R6 | B5 Y5 J"));
}

#[test]
fn example_1_n4_to_n6_valid_and_invalid_combinations() {
    for valid in [
        "R7 R8 R9",
        "B5 Y5 K5",
        "R4 J R6",
        "R1 R2 R3 R4 R5 R6 R7 R8 R9",
    ] {
        assert!(ok(valid), "{valid}");
    }
    for invalid in ["R8 R9 R1", "R5 R5 B5", "R5 R6", "J J R5", "B5 Y5 K5 R5 J"] {
        assert!(!ok(invalid), "{invalid}");
    }
}

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
    let action = Action::Commit(Commit {
        playfield: field("B3 B4 B5 | R1 R2 R3"),
        placed: tiles("R1 R2 R3"),
    });
    assert_eq!(
        refused(&mut game, &play(0, action)),
        RuleError::TileLeftPlayfield(tile("B6"))
    );
}

#[test]
fn n8_only_the_seat_on_turn_plays_or_passes() {
    let mut game = dealt(opts(), 2);
    assert_eq!(
        refused(&mut game, &play(1, Action::Pass)),
        RuleError::NotYourTurn(0)
    );
    assert_eq!(
        refused(&mut game, &play(7, Action::Pass)),
        RuleError::NoSuchSeat(7)
    );
    assert_eq!(game.legal_actions(0), vec![Action::Pass, Action::Leave]);
    assert_eq!(game.legal_actions(1), vec![Action::Leave]);
}

#[test]
fn n9_a_commit_needs_valid_combinations_tiles_from_the_hand_and_one_placed() {
    let mut game = layout(opts(), &["R1 R2 R3 K9", "K8"], "B3 B4 B5", "Y1", 0, false);
    let bad = commit_to(&game, "B3 B4 B5 | R1 R2 K9");
    let err = refused(&mut game, &play(0, bad));
    assert!(matches!(
        err,
        RuleError::InvalidCombination { index: 2, .. }
    ));
    assert_eq!(
        err.to_string(),
        "Combination 2 (R1 R2 K9) is not valid: it is neither a run (one colour, consecutive \
         numbers) nor a group (one number, different colours)."
    );
    let nowhere = commit_to(&game, "B3 B4 B5 | Y7 Y8 Y9");
    assert_eq!(
        refused(&mut game, &play(0, nowhere)),
        RuleError::NotInHand(tile("Y7"))
    );
    let unlisted = Action::Commit(Commit {
        playfield: field("B3 B4 B5 | R1 R2 R3"),
        placed: tiles("R1 R2"),
    });
    assert_eq!(
        refused(&mut game, &play(0, unlisted)),
        RuleError::TileFromNowhere(tile("R3"))
    );
    let missing = Action::Commit(Commit {
        playfield: field("B3 B4 B5 | R1 R2 R3"),
        placed: tiles("R1 R2 R3 K9"),
    });
    assert_eq!(
        refused(&mut game, &play(0, missing)),
        RuleError::PlacedNotOnPlayfield(tile("K9"))
    );
    let rearranged_only = commit_to(&game, "B5 B4 B3");
    assert_eq!(
        refused(&mut game, &play(0, rearranged_only)),
        RuleError::NothingPlaced
    );
    let good = commit_to(&game, "B3 B4 B5 | R3 R1 R2");
    game.apply(&play(0, good)).unwrap();
    assert_eq!(game.view(None).playfield, field("B3 B4 B5 | R1 R2 R3"));
    assert_eq!(game.turn(), Some(1));
}

#[test]
fn example_2_n9_splitting_a_run_to_make_a_group() {
    let mut game = layout(opts(), &["R6 Y6 K1", "K8"], "B3 B4 B5 B6", "Y1", 0, false);
    let commit = commit_to(&game, "B3 B4 B5 | B6 R6 Y6");
    game.apply(&play(0, commit)).unwrap();
    assert_eq!(game.view(Some(0)).my_hand, tiles("K1"));
}

#[test]
fn example_3_n10_n13_a_retrieved_joker_lets_the_player_go_out() {
    let mut game = layout(opts(), &["R6 B9 Y9", "K8 K7"], "R5 J R7", "Y1", 0, false);
    let commit = commit_to(&game, "R5 R6 R7 | B9 Y9 J");
    let events = game.apply(&play(0, commit)).unwrap();
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
    let touch = commit_to(&game, "B3 B4 B5 B6 | R9 B9 Y9 K9");
    assert_eq!(
        refused(&mut game, &play(0, touch)),
        RuleError::InitialMeldTouchesPlayfield(1)
    );
    let low = commit_to(&game, "B3 B4 B5 | R9 B9 Y9");
    assert_eq!(
        refused(&mut game, &play(0, low)),
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
    let meld = commit_to(&game, "B3 B4 B5 | R9 B9 Y9 K9");
    game.apply(&play(0, meld)).unwrap();
    assert!(game.seats[0].melded && !game.seats[1].melded);
}

#[test]
fn n12_a_pass_draws_the_top_tile_or_nothing_from_an_empty_stock() {
    let mut game = layout(opts(), &["R1", "K8", "B1"], "", "Y4 Y5", 0, false);
    game.apply(&play(0, Action::Pass)).unwrap();
    assert_eq!(game.view(Some(0)).my_hand, tiles("R1 Y4"));
    let events = game.apply(&play(1, Action::Pass)).unwrap();
    assert_eq!(
        events,
        vec![Event::Moved(Move::Passed {
            seat: 1,
            drew: true
        })]
    );
    let events = game.apply(&play(2, Action::Pass)).unwrap();
    assert_eq!(
        events,
        vec![Event::Moved(Move::Passed {
            seat: 2,
            drew: false
        })]
    );
    assert_eq!(game.view(Some(2)).my_hand, tiles("B1"));
}

#[test]
fn example_4_n13_a_final_turn_may_not_place_a_joker_from_the_hand() {
    let mut game = layout(opts(), &["R5 R6 J", "K8"], "", "Y1", 0, false);
    let commit = commit_to(&game, "R5 R6 J");
    assert_eq!(
        refused(&mut game, &play(0, commit)),
        RuleError::FinalTurnJoker
    );
    game.apply(&play(0, Action::Pass)).unwrap();
    let mut game = layout(opts(), &["R5 R6 J K2", "K8"], "", "Y1", 0, false);
    let commit = commit_to(&game, "R5 R6 J");
    game.apply(&play(0, commit)).unwrap();
    assert_eq!(game.view(Some(0)).my_hand, tiles("K2"));
}

#[test]
fn n13_a_final_turn_places_at_most_19_tiles() {
    let hand = "R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9 K1 K2";
    let mut game = layout(opts(), &[hand, "K8"], "", "Y1", 0, false);
    let all = commit_to(
        &game,
        "R1 B1 K1 | R2 B2 K2 | R3 R4 R5 R6 R7 R8 R9 | B3 B4 B5 B6 B7 B8 B9",
    );
    assert_eq!(
        refused(&mut game, &play(0, all)),
        RuleError::FinalTurnTooMany(20)
    );
    let nineteen = commit_to(
        &game,
        "R1 B1 K1 | R2 B2 K2 | R3 R4 R5 R6 R7 R8 | B3 B4 B5 B6 B7 B8 B9",
    );
    game.apply(&play(0, nineteen)).unwrap();
    assert!(!game.is_over());
}

#[test]
fn n13_the_final_turn_limit_is_said_before_broken_combinations() {
    // Twenty tiles in nonsense combinations: mending them could never make the play legal, so
    // the limit is what the player hears first.
    let hand = "R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9 K1 K2";
    let mut game = layout(opts(), &[hand, "K8"], "", "Y1", 0, false);
    let all = commit_to(
        &game,
        "R1 B2 K1 | R2 B1 | R3 R5 R7 R9 | R4 R6 R8 B3 B4 B5 B6 B7 B8 B9 K2",
    );
    assert_eq!(
        refused(&mut game, &play(0, all)),
        RuleError::FinalTurnTooMany(20)
    );
    // Not a final turn (K2 kept back): the broken combination is named.
    let most = commit_to(&game, "R1 B2 K1 | R2 R3 R4");
    assert!(matches!(
        refused(&mut game, &play(0, most)),
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
        refused(&mut game, &play(0, Action::Pass)),
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

#[test]
fn n15_going_out_wins_and_ends_the_game() {
    let mut game = layout(opts(), &["R1 R2 R3", "K8 K9"], "", "Y1", 0, false);
    let commit = commit_to(&game, "R1 R2 R3");
    game.apply(&play(0, commit)).unwrap();
    let r = game.result().unwrap();
    assert_eq!((r.end, r.winners.clone()), (GameEnd::WentOut, vec![0]));
    assert_eq!(r.points, vec![17, -17]);
    assert_eq!(game.apply(&play(1, Action::Pass)), Err(RuleError::GameOver));
}

#[test]
fn example_6_n16_n18_blocked_stock_lowest_penalty_wins() {
    let mut game = layout(opts(), &["Y2 B3", "K9"], "", "", 0, false);
    game.apply(&play(0, Action::Pass)).unwrap();
    assert!(!game.is_over());
    game.apply(&play(1, Action::Pass)).unwrap();
    let r = game.result().unwrap();
    assert_eq!(r.end, GameEnd::Blocked);
    assert_eq!(r.winners, vec![0]);
    assert_eq!(r.points, vec![4, -4]);
}

#[test]
fn n16_blocked_stock_ties_go_to_fewest_tiles_then_draw() {
    let mut game = layout(opts(), &["R9", "Y4 B5", "K2 K3 K4"], "", "", 0, false);
    for seat in 0..3 {
        game.apply(&play(seat, Action::Pass)).unwrap();
    }
    let r = game.result().unwrap();
    assert_eq!(r.winners, vec![0], "9 = 9, one tile beats two");
    assert_eq!(r.places, vec![0, 1, 2]);
    assert_eq!(r.points, vec![0, 0, 0], "equal penalties lose nothing");
    let mut game = layout(opts(), &["R9", "Y9", "K2"], "", "", 0, false);
    for seat in 0..3 {
        game.apply(&play(seat, Action::Pass)).unwrap();
    }
    let r = game.result().unwrap();
    assert_eq!(r.winners, vec![2]);
    let mut game = layout(opts(), &["R9", "Y9"], "", "", 0, false);
    game.apply(&play(0, Action::Pass)).unwrap();
    game.apply(&play(1, Action::Pass)).unwrap();
    let r = game.result().unwrap();
    assert_eq!(r.winners, vec![0, 1], "a draw");
    assert_eq!(r.places, vec![0, 0]);
    assert_eq!(r.payouts.iter().map(|p| p.chips).sum::<u64>(), 20);
}

#[test]
fn n16_a_commit_starts_the_count_of_passes_again() {
    let mut game = layout(opts(), &["R9 R1 R2 R3", "Y9 K1"], "", "", 0, false);
    game.apply(&play(0, Action::Pass)).unwrap();
    game.apply(&play(1, Action::Pass)).unwrap();
    assert!(game.is_over(), "both passed on an empty stock");
    let mut game = layout(opts(), &["R9 R1 R2 R3", "Y9 K1"], "", "", 1, false);
    game.apply(&play(1, Action::Pass)).unwrap();
    let commit = commit_to(&game, "R1 R2 R3");
    game.apply(&play(0, commit)).unwrap();
    game.apply(&play(1, Action::Pass)).unwrap();
    assert!(!game.is_over());
    game.apply(&play(0, Action::Pass)).unwrap();
    assert_eq!(game.result().unwrap().winners, vec![0]);
}

#[test]
fn n17_penalty_is_the_numbers_left_a_joker_30() {
    assert_eq!(score::penalty(&tiles("R9 J K3")), 42);
    assert_eq!(score::penalty(&[]), 0);
}

#[test]
fn example_5_n17_n19_points_and_rating() {
    let mut game = layout(opts(), &["R1 R2 R3", "R9 J K3"], "", "Y1", 0, false);
    let commit = commit_to(&game, "R1 R2 R3");
    game.apply(&play(0, commit)).unwrap();
    let r = game.result().unwrap();
    assert_eq!(r.penalties, vec![0, 42]);
    assert_eq!(r.points, vec![42, -42]);
    assert!(r.rated);
    let e = expected(1200, 1400);
    assert!((e - 0.240).abs() < 0.001, "{e}");
    assert_eq!(rating_changes(&[1200, 1400], &r.places), vec![24, -24]);
    assert_eq!(rating_changes(&[1200, 1400], &[1, 0]), vec![-8, 8]);
}

#[test]
fn n18_losers_never_score_above_0_and_tied_winners_split() {
    assert_eq!(game_points(&[5, 3, 9], &[0], 5), vec![4, 0, -4]);
    assert_eq!(game_points(&[5, 5, 8], &[0, 1], 5), vec![2, 1, -3]);
    assert_eq!(game_points(&[0, 10, 20], &[0], 0).iter().sum::<i64>(), 0);
}

#[test]
fn n19_rating_with_more_players_rates_every_pair_with_k_over_n_minus_1() {
    // Three equal players, a clear order: K = 16, each pair ±8.
    assert_eq!(
        rating_changes(&[1200, 1200, 1200], &[0, 1, 2]),
        vec![16, 0, -16]
    );
    assert_eq!(rating_changes(&[1200, 1200], &[0, 0]), vec![0, 0], "a draw");
    let standings = [
        Standing {
            penalty: 0,
            tiles: 0,
            winner: true,
            forfeited: None,
        },
        Standing {
            penalty: 3,
            tiles: 1,
            winner: false,
            forfeited: Some(0),
        },
        Standing {
            penalty: 50,
            tiles: 9,
            winner: false,
            forfeited: None,
        },
        Standing {
            penalty: 1,
            tiles: 1,
            winner: false,
            forfeited: Some(1),
        },
    ];
    assert_eq!(places(&standings), vec![0, 3, 1, 2]);
    let changes = rating_changes(&[1300, 1200, 1100, 1250], &[0, 3, 1, 2]);
    assert_eq!(changes.iter().sum::<i32>(), 0);
    let unrated = RumminyOptions {
        rated: false,
        ..opts()
    };
    let mut game = layout(unrated, &["R1 R2 R3", "K9"], "", "Y1", 0, false);
    let commit = commit_to(&game, "R1 R2 R3");
    game.apply(&play(0, commit)).unwrap();
    assert!(!game.result().unwrap().rated);
}

#[test]
fn n20_a_view_shows_its_own_hand_and_counts_of_the_others_until_the_end() {
    let mut game = layout(
        opts(),
        &["R1 R2 R3 K5", "B7 B8"],
        "Y1 Y2 Y3",
        "Y9 Y8",
        0,
        false,
    );
    let view = game.view(Some(1));
    assert_eq!(view.my_hand, tiles("B7 B8"));
    assert_eq!(view.seats[0].tiles, 4);
    assert_eq!(view.stock_size, 2);
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("K5") && !json.contains("Y9"), "{json}");
    game.apply(&play(0, Action::Pass)).unwrap();
    let json = serde_json::to_string(&game.view(Some(1))).unwrap();
    assert!(!json.contains("Y9"), "the tile drawn is private: {json}");
    let commit = commit_to(&game, "Y1 Y2 Y3 | B7 B8 Y9");
    assert!(game.apply(&play(1, commit)).is_err(), "Y9 is not seat 1's");
    let spectator = game.view(None);
    assert!(spectator.my_hand.is_empty());
    game.apply(&play(1, Action::Leave)).unwrap();
    let r = game.view(Some(1)).result.unwrap();
    assert_eq!(
        r.hands[0],
        tiles("R1 R2 R3 Y9 K5"),
        "all hands shown at the end"
    );
}
