//! The tiles, the players and who starts, and the combinations: runs, groups and the joker
//! (N1–N6, example 1).

use super::*;

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
    committed(&mut game, "R4 R5 R6 | B5 Y5 J");
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
