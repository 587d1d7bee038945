//! The game's end: going out, a blocked stock, penalties, points, the rating, and what a view shows
//! until the end (N15–N20, examples 5 and 6).

use super::*;

#[test]
fn n15_going_out_wins_and_ends_the_game() {
    let mut game = layout(opts(), &["R1 R2 R3", "K8 K9"], "", "Y1", 0, false);
    committed(&mut game, "R1 R2 R3");
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
    committed(&mut game, "R1 R2 R3");
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
    committed(&mut game, "R1 R2 R3");
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
    committed(&mut game, "R1 R2 R3");
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
