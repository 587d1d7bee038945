//! One test (or more) per rule id of `ramino.md` for cards, winning hands and the classifier
//! (T1–T13, T22) and every example of the rules file. Turns and hands are in `game_tests.rs`.

use super::cards::suit_strength;
use super::classify::{best_completion, spot, Holding};
use super::testkit::{assert_all_cards_accounted, card, cards, dealt, lay_out, ordered_pack, play};
use super::*;
use crate::cards::{Pack, Suit};

fn it(s: &str) -> Option<Declaration> {
    let c = cards(s);
    assert!(c.len() == 7 || c.len() == 10, "{s}: {} cards", c.len());
    classify(&c, PackKind::Italian)
}

fn de(s: &str) -> Option<Declaration> {
    classify(&parse_cards(s, PackKind::German).unwrap(), PackKind::German)
}

fn key(d: Option<Declaration>) -> Strength {
    d.map_or(Strength::NONE, |d| d.strength(PackKind::Italian))
}

fn kind(d: Option<Declaration>) -> Option<&'static str> {
    d.map(Declaration::name)
}

#[test]
fn t1_the_italian_pack_is_40_unique_cards_named_f_d_r() {
    assert_eq!(Pack::Italian40.len(), 40);
    let shown: Vec<String> = ordered_pack(PackKind::Italian)
        .iter()
        .take(10)
        .map(|id| {
            PackCard {
                pack: PackKind::Italian,
                card: id.card(),
            }
            .to_string()
        })
        .collect();
    assert_eq!(
        shown,
        ["A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "F♠", "D♠", "R♠"]
    );
    let mut game = RaminoGame::new(RaminoOptions::default(), 2, 0).unwrap();
    let french = Command::deal(Pack::French52.ids().collect());
    assert_eq!(game.apply(&french), Err(RuleError::BadDeckOrder));
    game.apply(&Command::deal(ordered_pack(PackKind::Italian)))
        .unwrap();
    assert_all_cards_accounted(&game);
}

#[test]
fn t2_runs_follow_a_to_r_with_7_f_consecutive_and_no_wrap() {
    let set = "2♠ 2♣ 2♦ 2♥";
    assert_eq!(kind(it(&format!("6♥ 7♥ F♥ {set}"))), Some("sette"));
    assert_eq!(kind(it(&format!("D♥ R♥ A♥ {set}"))), None, "no D R A");
    assert_eq!(kind(it(&format!("R♣ A♣ 3♣ {set}"))), None);
    assert_eq!(kind(it("R♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠")), None, "no R A 2");
    assert_eq!(kind(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠")), Some("ramino"));
    assert_eq!(kind(it("4♠ 5♠ 6♠ 7♠ F♠ D♠ R♠")), Some("ramino"));
}

#[test]
fn t3_values_r_10_d_9_f_8_faces_a_1() {
    let v = |s: &str| PackKind::Italian.value(card(s));
    assert_eq!(
        [v("R♠"), v("D♠"), v("F♠"), v("7♠"), v("2♠"), v("A♠")],
        [10, 9, 8, 7, 2, 1]
    );
}

#[test]
fn t4_suit_order_spades_clubs_diamonds_hearts_decides_ramino_ties() {
    let ranks = [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts].map(suit_strength);
    assert!(ranks.windows(2).all(|w| w[0] > w[1]));
    let ramino = |suit: &str| key(it(&format!("A{s} 2{s} 3{s} 4{s} 5{s} 6{s} 7{s}", s = suit)));
    assert!(ramino("♠") > ramino("♣"));
    assert!(ramino("♣") > ramino("♦"));
    assert!(ramino("♦") > ramino("♥"));
}

#[test]
fn t6_combinations_are_sets_of_3_or_4_and_runs_of_3_or_more_in_one_suit() {
    assert_eq!(kind(it("5♠ 5♣ 5♦ 5♥ F♠ F♣ F♦")), Some("sette"));
    assert_eq!(kind(it("A♦ 2♦ 3♦ 4♦ R♠ R♣ R♥")), Some("sette"));
    assert_eq!(kind(it("A♦ 2♣ 3♦ 4♦ R♠ R♣ R♥")), None, "a run is one suit");
    assert_eq!(kind(it("A♦ 2♦ 4♦ 5♦ R♠ R♣ R♥")), None, "a run has no gap");
    assert_eq!(kind(it("A♦ A♣ 2♦ 2♣ 3♦ 3♣ 3♥")), None, "pairs are not sets");
}

#[test]
fn t7_gran_ramino_is_the_ten_cards_of_one_suit() {
    assert_eq!(
        it("A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ F♦ D♦ R♦"),
        Some(Declaration::GranRamino {
            suit: Suit::Diamonds
        })
    );
}

#[test]
fn t8_ramino_is_a_seven_and_a_three_of_one_suit_or_consecutive_ranks() {
    let seven = "3♣ 4♣ 5♣ 6♣ 7♣ F♣ D♣";
    let ramino = Some(Declaration::Ramino { suit: Suit::Clubs });
    assert_eq!(it(&format!("{seven} A♥ 5♥ R♥")), ramino, "one suit");
    assert_eq!(
        it(&format!("{seven} A♣ R♣ 5♦")),
        None,
        "two suits, not in a row"
    );
    assert_eq!(it(&format!("{seven} 2♦ R♣ 5♠")), None);
    // The seven may be 4♣…R♣, leaving 3♣ 2♦ A♠ in a row.
    assert_eq!(it(&format!("{seven} 2♦ R♣ A♠")), ramino);
    assert_eq!(
        it(&format!("{seven} 4♠ 5♦ 6♥")),
        ramino,
        "consecutive ranks"
    );
    assert_eq!(it(&format!("{seven} F♠ D♦ R♥")), ramino);
    assert_eq!(
        kind(it(&format!("{seven} A♠ A♦ A♥"))),
        Some("dieci"),
        "a set is not a three"
    );
    // The seven may be any seven of a longer suit: 8 clubs, the eighth in the three.
    assert_eq!(it("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ F♣ 2♦ 6♥"), None);
    assert_eq!(it("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ F♣ D♦ R♥"), ramino);
}

#[test]
fn t9_dieci_is_ten_cards_in_combinations() {
    assert_eq!(kind(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ F♠ F♣ F♦ F♥")), Some("dieci"));
    assert_eq!(kind(it("A♠ A♣ A♦ 2♠ 2♣ 2♦ 3♠ 3♣ 3♦ 3♥")), Some("dieci"));
    assert_eq!(kind(it("A♠ A♣ A♦ A♥ 2♠ 2♣ 2♦ 3♠ 3♣ 4♥")), None);
    assert_eq!(kind(it("A♠ 2♠ 3♠ 4♠ 5♠ F♣ D♣ R♣ 7♦ 7♥")), None);
}

#[test]
fn t10_short_ramino_is_one_run_of_seven() {
    assert_eq!(
        it("F♥ D♥ R♥ 7♥ 6♥ 5♥ 4♥"),
        Some(Declaration::ShortRamino { suit: Suit::Hearts })
    );
    assert_eq!(kind(it("F♥ D♥ R♥ 7♥ 6♥ 5♥ 3♥")), None);
}

#[test]
fn t11_sette_is_a_combination_of_four_and_one_of_three() {
    assert_eq!(kind(it("F♥ D♥ R♥ 7♣ 7♠ 7♦ 7♥")), Some("sette"));
    assert_eq!(kind(it("A♥ 2♥ 3♥ 4♥ 5♠ 6♠ 7♠")), Some("sette"));
    assert_eq!(kind(it("A♥ 2♥ 3♥ 4♥ 5♠ 6♠ 5♣")), None);
}

#[test]
fn t12_the_highest_fit_counts_and_ranks_order_the_kinds() {
    // A gran ramino also splits into a ramino and a dieci.
    assert_eq!(
        kind(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ F♠ D♠ R♠")),
        Some("gran ramino")
    );
    let gran = key(it("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ F♥ D♥ R♥"));
    let ramino = key(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 2♦ 3♣ 4♥"));
    let dieci = key(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ R♦ R♣ R♥"));
    assert!(
        gran > ramino && ramino > dieci,
        "a ♥ gran ramino beats a ♠ ramino"
    );
    // A run of nine and a stray card make nothing; a run of nine and a card in a row with its
    // top two make a ramino (seven and three in a row), which also splits as nothing else.
    assert_eq!(kind(it("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ F♠ D♠ 2♥")), None);
    assert_eq!(kind(it("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ F♣ D♣ R♥")), Some("ramino"));
    let short = key(it("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥"));
    let sette = key(it("R♠ R♣ R♦ R♥ 5♠ 6♠ 7♠"));
    assert!(short > sette);
}

#[test]
fn t13_dieci_and_sette_compare_main_suit_count_then_top_card_then_suit() {
    // Seven hearts in a run beat six spades, whatever the tops.
    let seven = key(it("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ R♠ R♣ R♦"));
    let six = key(it("5♠ 6♠ 7♠ F♠ D♠ R♠ A♣ 2♣ 3♣ 4♣"));
    assert!(seven > six);
    // Equal counts: the main suit is the one with the higher top card.
    assert_eq!(
        it("A♠ 2♠ 3♠ 5♥ 6♥ 7♥ 4♣ 4♦ 4♠ 4♥"),
        Some(Declaration::Dieci {
            count: 4,
            top: card("7♥")
        })
    );
}

#[test]
fn example_1_ramino_dieci_nothing_and_gran_ramino() {
    let run = "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥";
    let ramino = Some(Declaration::Ramino { suit: Suit::Hearts });
    for three in ["3♠ 7♠ R♠", "5♦ 6♠ 7♣", "7♦ F♣ D♠"] {
        assert_eq!(it(&format!("{run} {three}")), ramino, "{three}");
    }
    assert_eq!(kind(it(&format!("{run} 5♦ 5♠ 5♣"))), Some("dieci"));
    assert_eq!(it(&format!("{run} 3♦ 6♠ R♣")), None);
    assert_eq!(
        it("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ F♣ A♣ D♣ R♣"),
        Some(Declaration::GranRamino { suit: Suit::Clubs })
    );
}

#[test]
fn example_2_dieci_sette_and_short_ramino() {
    assert_eq!(kind(it("3♠ 3♣ 3♦ 5♥ 6♥ 7♥ F♥ D♠ D♣ D♦")), Some("dieci"));
    assert_eq!(kind(it("R♠ R♣ R♦ R♥ 4♣ 5♣ 6♣")), Some("sette"));
    assert_eq!(kind(it("A♦ 2♦ 3♦ 4♦ 6♦ 7♦ F♦")), Some("sette"));
    assert_eq!(
        it("A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦"),
        Some(Declaration::ShortRamino {
            suit: Suit::Diamonds
        })
    );
}

#[test]
fn example_4_tie_breaks_at_top_card_then_suit() {
    let spades = it("5♠ 6♠ 7♠ F♠ D♠ R♠ A♣ 2♣ 3♣ 4♣");
    let hearts = it("A♥ 2♥ 3♥ 6♥ 7♥ F♥ A♦ 2♦ 3♦ 4♦");
    assert_eq!(
        spades,
        Some(Declaration::Dieci {
            count: 6,
            top: card("R♠")
        })
    );
    assert!(key(spades) > key(hearts), "step 2: R beats F");
    let clubs = key(it("5♣ 6♣ 7♣ F♣ D♣ R♣ A♠ 2♠ 3♠ 4♠"));
    let diamonds = key(it("5♦ 6♦ 7♦ F♦ D♦ R♦ A♥ 2♥ 3♥ 4♥"));
    assert!(clubs > diamonds, "step 3: ♣ beats ♦");
}

#[test]
fn t18_claimant_drop_gives_the_highest_hand_then_lowest_value_then_lower_suit() {
    let p = PackKind::Italian;
    let h = |s: &str| Holding::from_cards(&cards(s), p).unwrap();
    let at = |s: &str| spot(card(s), p).unwrap();
    // Example 3: B's hand and 5♣: the drop is R♥.
    let (drop, _) = best_completion(h("A♣ 2♣ 3♣ 4♣ 6♣ 7♣ 2♦ 3♦ 4♠ R♥"), at("5♣"), p).unwrap();
    assert_eq!(drop, at("R♥"));
    // The highest hand: with R♥ R♦ R♠ 2♥ beside the seven, dropping 2♥ leaves a dieci (a set
    // is not a three), any other drop nothing.
    let (drop, st) = best_completion(h("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ R♥ R♦ R♠ 2♥"), at("7♣"), p).unwrap();
    assert_eq!(kind(Declaration::from_strength(st, p)), Some("dieci"));
    assert_eq!(drop, at("2♥"));
    // Dropping any of four hearts leaves a ramino ♣: the lowest value goes.
    let (drop, st) = best_completion(h("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ R♥ F♥ 5♥ 2♥"), at("7♣"), p).unwrap();
    assert_eq!(kind(Declaration::from_strength(st, p)), Some("ramino"));
    assert_eq!(drop, at("2♥"), "lowest value of the equal drops");
    // Dropping 2♥ or 2♦ leaves a three in a row: equal value, the lower suit (♥ below ♦) goes.
    let (drop, _) = best_completion(h("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 2♥ 3♦ 4♠ 2♦"), at("7♣"), p).unwrap();
    assert_eq!(drop, at("2♥"));
    assert!(best_completion(h("A♣ 2♣ 3♣ 4♣ 6♣ 7♣ 2♦ 3♦ 4♠ R♥"), at("F♦"), p).is_none());
}

#[test]
fn t12_t17_the_hint_names_the_discard_that_declares_the_best_hand() {
    let mut game = dealt(RaminoOptions::default(), 2, 1);
    let hands = [
        "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ F♠ 3♦ 4♦ 5♦",
        "A♥ 3♥ 5♥ 7♥ D♥ A♣ 3♣ 5♣ 7♣ D♣",
    ];
    lay_out(&mut game, 0, &hands, "", "6♦");
    game.apply(&play(0, Action::DrawStock)).unwrap();
    // Throwing 2♠, the first card, keeps 3♠–F♠ and 3♦–6♦: a dieci (2 points). Throwing 6♦ or
    // 3♦ keeps the seven 2♠–F♠ and a three of ♦: a ramino (3 points), which outranks it (T12).
    // Both make the same ramino; the lower card is named (T18's order).
    let ramino = Declaration::Ramino { suit: Suit::Spades };
    assert_eq!(
        game.view(Some(0)).declaring_discard(),
        Some((card("3♦"), ramino))
    );
    assert_eq!(game.view(Some(1)).declaring_discard(), None, "not on turn");
    // Only throwing back R♥, just taken from the discard pile, would declare: it may not be
    // thrown (T16), so no hint.
    let hands = ["2♠ 3♠ 4♠ 5♠ 6♠ 7♠ F♠ 3♦ 4♦ 5♦", hands[1]];
    lay_out(&mut game, 0, &hands, "R♥", "6♦");
    game.apply(&play(0, Action::TakeDiscard)).unwrap();
    assert_eq!(game.view(Some(0)).declaring_discard(), None);
}

#[test]
fn t22_german_pack_ranks_runs_and_short_game() {
    assert_eq!(Pack::German36.len(), 36);
    assert_eq!(
        de("10♠ U♠ O♠ K♠ A♠ 6♣ 6♦"),
        None,
        "five in a row and a pair"
    );
    assert_eq!(
        de("8♠ 9♠ 10♠ U♠ O♠ K♠ A♠"),
        Some(Declaration::ShortRamino { suit: Suit::Spades })
    );
    assert_eq!(de("O♥ K♥ A♥ 6♥ 7♠ 7♣ 7♦"), None, "no K A 6 wrap");
    assert_eq!(
        de("U♥ O♥ K♥ A♥ 7♠ 7♣ 7♦"),
        Some(Declaration::Sette {
            count: 4,
            top: parse_card("A♥", PackKind::German).unwrap()
        })
    );
    // 2 players, German pack: the short game.
    let options = RaminoOptions {
        pack: PackKind::German,
        ..RaminoOptions::default()
    };
    let game = dealt(options, 2, 0);
    let hand = game.core.hand().unwrap();
    assert_eq!((hand.cards[0].len(), hand.cards[1].len()), (7, 7));
    assert_eq!(hand.stock.len(), 36 - 14);
    assert_all_cards_accounted(&game);
    let mut g = RaminoGame::new(options, 2, 0).unwrap();
    let italian = Command::deal(ordered_pack(PackKind::Italian));
    assert_eq!(g.apply(&italian), Err(RuleError::BadDeckOrder));
}

#[test]
fn t5_t22_german_ten_card_hands_declare_nothing() {
    let ten = |s: &str| {
        let cards = parse_cards(s, PackKind::German).unwrap();
        assert_eq!(cards.len(), 10, "{s}");
        let holding = Holding::from_cards(&cards, PackKind::German).unwrap();
        (
            classify(&cards, PackKind::German),
            classify::strength(holding, PackKind::German),
        )
    };
    // Long-game shapes (T7–T9) of German cards: the German pack plays only the short game.
    for hand in [
        "6♠ 7♠ 8♠ 9♠ 10♠ U♠ O♠ 6♣ 9♣ A♣",
        "6♠ 7♠ 8♠ 6♣ 7♣ 8♣ 6♦ 7♦ 8♦ 9♦",
        "6♥ 7♥ 8♥ 9♥ 10♥ U♥ O♥ K♥ A♥ 6♠",
    ] {
        assert_eq!(ten(hand), (None, Strength::NONE), "{hand}");
    }
}

#[test]
fn classify_refuses_other_sizes_duplicates_and_foreign_cards() {
    let p = PackKind::Italian;
    assert_eq!(classify(&cards("A♠ 2♠ 3♠ 4♠ 5♠ 6♠"), p), None);
    assert_eq!(classify(&cards("A♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠"), p), None);
    let german = parse_cards("8♠ 9♠ 10♠ U♠ O♠ K♠ A♠", PackKind::German).unwrap();
    assert_eq!(classify(&german, p), None, "8 9 10 are not Italian cards");
}

#[test]
fn declarations_round_trip_through_their_key_and_json() {
    for d in [
        it("A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ F♦ D♦ R♦"),
        it("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 3♠ 7♠ R♠"),
        it("3♠ 3♣ 3♦ 5♥ 6♥ 7♥ F♥ D♠ D♣ D♦"),
        it("A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦"),
        it("R♠ R♣ R♦ R♥ 4♣ 5♣ 6♣"),
    ] {
        let d = d.unwrap();
        let p = PackKind::Italian;
        assert_eq!(Declaration::from_strength(d.strength(p), p), Some(d));
        let json = serde_json::to_string(&d).unwrap();
        assert_eq!(
            serde_json::from_str::<Declaration>(&json).unwrap(),
            d,
            "{json}"
        );
    }
}
