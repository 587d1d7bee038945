//! Ramino's cards: run orders and values of both packs, the suits' order and names, hand sizes.

use super::*;

#[test]
fn t2_t3_italian_run_order_and_values() {
    let p = PackKind::Italian;
    let labels: Vec<&str> = p
        .ranks()
        .iter()
        .map(|&r| p.label(Rank::new(r).unwrap()))
        .collect();
    assert_eq!(labels, ["A", "2", "3", "4", "5", "6", "7", "F", "D", "R"]);
    let values: Vec<u8> = (0..10).map(|i| p.value_at(i)).collect();
    assert_eq!(values, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert_eq!(p.value(Card::new(Rank::new(9).unwrap(), Suit::Clubs)), 0);
}

#[test]
fn t22_german_run_order_and_values() {
    let p = PackKind::German;
    let labels: Vec<&str> = p
        .ranks()
        .iter()
        .map(|&r| p.label(Rank::new(r).unwrap()))
        .collect();
    assert_eq!(labels, ["6", "7", "8", "9", "10", "U", "O", "K", "A"]);
    let values: Vec<u8> = (0..9).map(|i| p.value_at(i)).collect();
    assert_eq!(values, [6, 7, 8, 9, 10, 11, 12, 13, 14]);
    assert_eq!(p.position(Rank::ACE), Some(8), "Ass high, no wrap");
}

#[test]
fn t4_suit_order_and_t1_t22_suit_names() {
    let order: Vec<u8> = [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts]
        .into_iter()
        .map(suit_strength)
        .collect();
    assert_eq!(order, [3, 2, 1, 0]);
    for s in Suit::ALL {
        assert_eq!(suit_of_strength(suit_strength(s)), s);
    }
    // T1 pairing: picche = bastoni, fiori = spade, quadri = denari, cuori = coppe.
    let pairs: Vec<(&str, &str)> = Suit::ALL
        .into_iter()
        .map(|s| {
            (
                suit_name(s, SuitStyle::French, Lang::It),
                suit_name(s, SuitStyle::Italian, Lang::It),
            )
        })
        .collect();
    assert!(pairs.contains(&("picche", "bastoni")));
    assert!(pairs.contains(&("fiori", "spade")));
    assert!(pairs.contains(&("quadri", "denari")));
    assert!(pairs.contains(&("cuori", "coppe")));
    assert_eq!(suit_name(Suit::Spades, SuitStyle::German, Lang::En), "Grün");
    assert_eq!(
        suit_name(Suit::Clubs, SuitStyle::German, Lang::It),
        "Eichel"
    );
    assert_eq!(
        suit_name(Suit::Diamonds, SuitStyle::German, Lang::En),
        "Schellen"
    );
    assert_eq!(suit_name(Suit::Hearts, SuitStyle::German, Lang::En), "Herz");
}

#[test]
fn t2_t22_positions_are_the_run_order_inverted() {
    for pack in PackKind::ALL {
        for n in 1..=13 {
            let rank = Rank::new(n).unwrap();
            let searched = pack.ranks().iter().position(|&r| r == n);
            assert_eq!(
                pack.position(rank).map(usize::from),
                searched,
                "{pack:?} {n}"
            );
        }
    }
}

#[test]
fn t5_t22_hand_sizes() {
    assert_eq!(PackKind::Italian.hand_size(2), 10);
    assert_eq!(PackKind::Italian.hand_size(3), 7);
    assert_eq!(PackKind::Italian.hand_size(4), 7);
    assert_eq!(PackKind::German.hand_size(2), 7);
}
