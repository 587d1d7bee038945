//! Rule-by-rule fixtures for the solver (named after the rule they pin down) and proptest
//! invariants. The exhaustive comparison with a brute-force solver is `tests/it/solver_reference.rs`.

use proptest::prelude::*;

use super::*;
use crate::cards::{parse_cards, CardId, CardList};

const LOW: LayRules = LayRules { ace_high: false };
const HIGH: LayRules = LayRules { ace_high: true };

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn dw(s: &str, rules: LayRules) -> u16 {
    deadwood(&cards(s), rules)
}

/// The lays of `s` as text, each lay's cards in display order.
fn lays_of(s: &str, rules: LayRules) -> Vec<String> {
    let a = arrange(&cards(s), rules);
    a.lays
        .iter()
        .map(|l| CardList(&l.cards).to_string())
        .collect()
}

/// Asserts `test` answers `want` under `rules` for each of `hands`, naming the hand when not.
fn check_hands(test: fn(&[Card], LayRules) -> bool, rules: LayRules, want: bool, hands: &[&str]) {
    for hand in hands {
        assert_eq!(test(&cards(hand), rules), want, "{hand}");
    }
}

#[test]
fn r2_loose_cards_count_their_value() {
    assert_eq!(dw("", LOW), 0);
    assert_eq!(dw("A♦", LOW), 1);
    assert_eq!(dw("K♠ Q♥ A♦ 9♣ Joker", LOW), 40);
}

#[test]
fn r4_duplicate_faces_make_a_set() {
    assert!(is_lay(&cards("7♥ 7♥ 7♠"), LOW));
    assert!(is_lay(&cards("7♥ 7♥ 7♠ 7♠"), LOW));
    assert_eq!(dw("7♥ 7♥ 7♠ 2♣", LOW), 2);
    assert_eq!(lays_of("7♥ 2♣ 7♠ 7♥", LOW), ["7♠ 7♥ 7♥"]);
}

#[test]
fn r4_a_run_is_one_suit_at_distinct_consecutive_ranks() {
    check_hands(is_lay, LOW, true, &["A♠ 2♠ 3♠", "9♦ 10♦ J♦ Q♦"]);
    let not_runs = [
        "5♥ 6♥ 7♠",
        "5♥ 5♥ 6♥",
        "5♥ 6♥ 8♥",
        "5♥ 6♥",
        "5♥ 6♥ 7♥ 8♥ 9♥",
    ];
    check_hands(is_lay, LOW, false, &not_runs);
    assert_eq!(dw("5♥ 6♥ 7♠", LOW), 18);
}

#[test]
fn r4_queen_king_ace_only_with_ace_high() {
    for s in ["Q♠ K♠ A♠", "J♠ Q♠ K♠ A♠"] {
        assert!(!is_lay(&cards(s), LOW), "{s}");
        assert!(is_lay(&cards(s), HIGH), "{s}");
    }
    assert_eq!(dw("Q♠ K♠ A♠", LOW), 21);
    assert_eq!(dw("Q♠ K♠ A♠", HIGH), 0);
    assert_eq!(lays_of("A♠ K♠ J♠ Q♠", HIGH), ["J♠ Q♠ K♠ A♠"]);
    assert_eq!(lays_of("A♠ K♠ Joker", HIGH), ["Joker K♠ A♠"]);
    assert!(is_lay(&cards("A♠ 2♠ 3♠"), HIGH), "the ace stays low too");
}

#[test]
fn r4_king_ace_two_never_wraps() {
    for rules in [LOW, HIGH] {
        assert!(!is_lay(&cards("K♠ A♠ 2♠"), rules));
        assert!(!is_lay(&cards("Q♠ K♠ A♠ 2♠"), rules));
        assert_eq!(dw("K♠ A♠ 2♠", rules), 13);
        assert!(!is_lay(&cards("K♠ Joker 2♠"), rules));
    }
}

#[test]
fn r5_jokers_stand_for_any_card() {
    let lays = [
        "5♥ Joker 7♥",
        "5♥ Joker Joker 8♥",
        "7♥ 7♠ Joker",
        "K♣ Joker Joker",
    ];
    check_hands(is_lay, LOW, true, &lays);
    check_hands(is_lay, LOW, false, &["5♥ Joker Joker 9♥"]);
    assert_eq!(lays_of("8♥ Joker 5♥ Joker", LOW), ["5♥ Joker Joker 8♥"]);
    assert_eq!(lays_of("Joker 7♥ 7♠", LOW), ["7♠ 7♥ Joker"]);
    assert_eq!(lays_of("Q♦ K♦ Joker", LOW), ["Joker Q♦ K♦"]);
}

#[test]
fn r5_joker_only_lays() {
    assert!(is_lay(&cards("Joker Joker Joker"), LOW));
    assert!(is_lay(&cards("Joker Joker Joker Joker"), LOW));
    assert_eq!(dw("Joker Joker", LOW), 20);
    assert_eq!(dw("Joker Joker Joker", LOW), 0);
    assert_eq!(dw("Joker Joker Joker Joker K♠", LOW), 10);
    assert_eq!(dw("Joker Joker Joker Joker K♠ Q♠", LOW), 0);
    assert_eq!(dw("Joker Joker Joker Joker Joker", LOW), 10);
    assert_eq!(
        lays_of("Joker Joker Joker 2♣", LOW),
        ["2♣ Joker Joker Joker"]
    );
}

#[test]
fn r5_a_spare_joker_joins_a_three_card_lay() {
    assert_eq!(dw("4♥ 5♥ 6♥ Joker", LOW), 0);
    assert_eq!(lays_of("4♥ 5♥ 6♥ Joker", LOW), ["4♥ 5♥ 6♥ Joker"]);
    assert_eq!(lays_of("J♥ Q♥ K♥ Joker", LOW), ["Joker J♥ Q♥ K♥"]);
    // Five cards cannot all be laid: the joker takes 4♥'s place at the top, and 4♥ stays loose.
    assert_eq!(dw("4♥ 5♥ 6♥ 7♥ Joker", LOW), 4);
}

#[test]
fn r6_six_card_run_is_two_lays() {
    assert_eq!(dw("2♦ 3♦ 4♦ 5♦ 6♦ 7♦", LOW), 0);
    assert_eq!(lays_of("7♦ 6♦ 5♦ 4♦ 3♦ 2♦", LOW), ["2♦ 3♦ 4♦", "5♦ 6♦ 7♦"]);
}

#[test]
fn r6_five_card_run_leaves_one_loose() {
    let a = arrange(&cards("A♣ 2♣ 3♣ 4♣ 5♣"), LOW);
    assert_eq!(a.deadwood, 1);
    assert_eq!(a.deadwood_cards, cards("A♣"));
    assert_eq!(
        a.lays,
        [Lay {
            kind: LayKind::StraightFlush,
            cards: cards("2♣ 3♣ 4♣ 5♣")
        }]
    );
}

#[test]
fn r6_the_best_of_overlapping_lays_wins() {
    // The set of sevens leaves 8♥ 9♥ (17); the run 7-8-9♥ leaves two sevens (14).
    assert_eq!(dw("7♥ 7♠ 7♦ 8♥ 9♥", LOW), 14);
    // With a fourth seven both fit: the set of three and the run.
    assert_eq!(dw("7♥ 7♠ 7♦ 7♣ 8♥ 9♥", LOW), 0);
}

#[test]
fn r15_gin_is_a_four_and_a_three() {
    let gins = ["4♥ 5♥ 6♥ 7♥ 9♣ 9♦ 9♠", "4♥ Joker 6♥ 7♥ 9♣ Joker 9♠"];
    check_hands(is_gin, LOW, true, &gins);
    check_hands(is_gin, LOW, false, &["4♥ 5♥ 6♥ 8♥ 9♣ 9♦ 9♠"]);
    assert!(
        !is_gin(&cards("4♥ 5♥ 6♥ 9♣ 9♦ 9♠"), LOW),
        "six cards are not gin"
    );
    assert!(
        !is_gin(&cards("4♥ 5♥ 6♥ 7♥ 9♣ 9♦ 9♠ 9♥"), LOW),
        "eight cards are not gin"
    );
}

#[test]
fn r11_gin_discard_on_8_cards_prefers_the_highest_card() {
    let hand = cards("4♥ 5♥ 6♥ 7♥ K♠ 9♣ 9♦ 9♠");
    assert_eq!(gin_discard(&hand, LOW), Some(4));
    // 4♥ or 8♥ can go; 8♥ is worth more.
    let hand = cards("4♥ 5♥ 6♥ 7♥ 8♥ 9♣ 9♦ 9♠");
    assert_eq!(gin_discard(&hand, LOW), Some(4));
    assert_eq!(gin_discard(&cards("4♥ 5♥ 6♥ 8♥ 9♣ 9♦ 9♠ K♠"), LOW), None);
    assert_eq!(gin_discard(&cards("4♥ 5♥ 6♥ 7♥ 9♣ 9♦ 9♠"), LOW), None);
}

#[test]
fn r16_rumino_straight_flush_and_seven_of_a_kind() {
    let straight_flush = "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠";
    let sevens = "9♠ 9♠ 9♥ 9♦ 9♣ 9♣ 9♥";
    check_hands(
        is_rumino,
        LOW,
        true,
        &[straight_flush, "K♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣", sevens],
    );
    let off_by_one = ["A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♥", "9♠ 9♠ 9♥ 9♦ 9♣ 9♣ 8♥"];
    check_hands(is_rumino, LOW, false, &off_by_one);
    let wrong_size = ["A♠ 2♠ 3♠ 4♠ 5♠ 6♠", "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠"];
    check_hands(is_rumino, LOW, false, &wrong_size);
    assert!(
        is_gin(&cards("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠"), LOW),
        "a rumino is also gin"
    );
}

#[test]
fn r16_rumino_with_jokers() {
    let with_jokers = [
        "2♥ Joker 4♥ 5♥ Joker 7♥ 8♥",
        "Joker 9♦ 9♠ Joker 9♥ 9♥ Joker",
        "Joker Joker Joker Joker Joker Joker Joker",
    ];
    check_hands(is_rumino, LOW, true, &with_jokers);
    let short = ["2♥ Joker 4♥ 5♥ Joker 7♥ 9♥", "2♥ 2♥ 4♥ 5♥ Joker 7♥ 8♥"];
    check_hands(is_rumino, LOW, false, &short);
}

#[test]
fn r16_ace_high_rumino_8_to_ace() {
    let hand = cards("8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦");
    assert!(!is_rumino(&hand, LOW));
    assert!(is_rumino(&hand, HIGH));
    assert!(is_rumino(&cards("8♦ 9♦ 10♦ Joker Q♦ K♦ A♦"), HIGH));
    assert!(
        !is_rumino(&cards("9♦ 10♦ J♦ Q♦ K♦ A♦ 2♦"), HIGH),
        "no wrapping"
    );
}

#[test]
fn r17_rumino_discard_on_8_cards() {
    let hand = cards("3♣ 4♣ 5♣ K♥ 6♣ 7♣ 8♣ 9♣");
    assert_eq!(rumino_discard(&hand, LOW), Some(3));
    let ten = cards("3♣ 4♣ 5♣ K♥ 6♣ 7♣ 8♣ 10♣");
    assert_eq!(rumino_discard(&ten, LOW), None);
    let ace_high = cards("8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 2♠");
    assert_eq!(rumino_discard(&ace_high, HIGH), Some(7));
    assert_eq!(rumino_discard(&ace_high, LOW), None);
}

#[test]
fn hands_outside_the_pack_still_solve() {
    // Three copies of a face cannot be dealt, but the API must still answer exactly.
    assert_eq!(dw("7♥ 7♥ 7♥", LOW), 0);
    assert_eq!(dw("7♥ 7♥ 7♥ 7♥ 7♥", LOW), 7);
    assert_eq!(dw("7♥ 7♥ 7♥ 7♥ 8♥ 9♥", LOW), 0);
    assert_eq!(dw("7♥ 7♥ 7♥ 8♥ 9♥ 8♥", LOW), 22);
    // Eleven cards: the ten-card run splits 4 + 3 + 3 and only K♥ is loose.
    let eleven = cards("A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ K♥");
    assert_eq!(deadwood(&eleven, LOW), 10);
    let a = arrange(&eleven, LOW);
    assert_eq!(
        (a.lays.len(), CardList(&a.deadwood_cards).to_string()),
        (3, "K♥".to_owned())
    );
}

/// Up to 10 physical cards from the 108-card pack, in random order.
fn dealt_hand() -> impl Strategy<Value = Vec<Card>> {
    proptest::sample::subsequence((0..108u8).collect::<Vec<_>>(), 0..=10)
        .prop_shuffle()
        .prop_map(|ids| {
            ids.into_iter()
                .map(|i| CardId::new(i).unwrap().card())
                .collect()
        })
}

/// Any faces with repeats, including hands the pack cannot deal.
fn any_hand() -> impl Strategy<Value = Vec<Card>> {
    prop::collection::vec((0..=52u8).prop_map(|i| Card::from_index(i).unwrap()), 0..=9)
}

fn check_arrangement(hand: &[Card], rules: LayRules) -> Result<(), TestCaseError> {
    let a = arrange(hand, rules);
    prop_assert_eq!(a.deadwood, deadwood(hand, rules));
    let loose: u16 = a.deadwood_cards.iter().map(|c| u16::from(c.value())).sum();
    prop_assert_eq!(loose, a.deadwood);
    let mut all = a.deadwood_cards.clone();
    for lay in &a.lays {
        prop_assert!(is_lay(&lay.cards, rules), "{:?}", lay);
        all.extend(&lay.cards);
    }
    let mut input = hand.to_vec();
    input.sort();
    all.sort();
    prop_assert_eq!(all, input);
    Ok(())
}

proptest! {
    #[test]
    fn arrangement_is_a_permutation_of_legal_lays(hand in dealt_hand(), ace_high: bool) {
        check_arrangement(&hand, LayRules { ace_high })?;
    }

    #[test]
    fn arrangement_holds_beyond_the_pack(hand in any_hand(), ace_high: bool) {
        check_arrangement(&hand, LayRules { ace_high })?;
    }

    #[test]
    fn deadwood_never_exceeds_the_plain_sum(hand in dealt_hand(), ace_high: bool) {
        let sum: u16 = hand.iter().map(|c| u16::from(c.value())).sum();
        let rules = LayRules { ace_high };
        prop_assert!(deadwood(&hand, rules) <= sum);
    }

    #[test]
    fn order_of_cards_does_not_matter(
        (hand, shuffled) in dealt_hand().prop_flat_map(|h| (Just(h.clone()), Just(h).prop_shuffle())),
        ace_high: bool,
    ) {
        let rules = LayRules { ace_high };
        prop_assert_eq!(deadwood(&hand, rules), deadwood(&shuffled, rules));
        prop_assert_eq!(arrange(&hand, rules).deadwood, arrange(&shuffled, rules).deadwood);
        prop_assert_eq!(is_rumino(&hand, rules), is_rumino(&shuffled, rules));
    }
}
