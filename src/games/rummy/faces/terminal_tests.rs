//! Rummy in the terminal: what is understood, and what a line not understood is answered.

use super::*;
use crate::cards::parse_cards;

fn action(line: &str) -> Action {
    match parse_input(Lang::En, line) {
        Ok(Input::Act(AnyAction::Rummy(a))) => a,
        _ => panic!("{line} is not an action"),
    }
}

#[test]
fn typed_lines_become_actions_or_say_what_is_wrong() {
    assert_eq!(action(" D "), Action::DrawStock);
    assert_eq!(action("t"), Action::TakeDiscard);
    assert_eq!(
        action("m 7h 8h 9h"),
        Action::Meld(parse_cards("7♥ 8♥ 9♥").unwrap())
    );
    assert_eq!(
        action("o 10s 3"),
        Action::LayOff {
            card: "10♠".parse().unwrap(),
            target: 3
        }
    );
    assert_eq!(action("kd"), Action::Discard("K♦".parse().unwrap()));
    assert_eq!(action("x kd"), Action::Discard("K♦".parse().unwrap()));
    let err = |line: &str| match parse_input(Lang::En, line) {
        Err(Retype(e)) => e,
        Ok(_) => panic!("{line} was understood"),
    };
    assert!(err("m").contains("Name the cards"));
    assert!(err("o 7h").contains("meld number"));
    assert!(err("o 7h two").contains("“two”"));
    assert!(err("m 7h 8z").contains("“8z”"));
    assert!(!err("m 7h 8z").contains("Joker"), "Rummy has no jokers");
    assert!(err("joker").contains("“joker” is not a card"));
    assert!(err("fold now").contains("“fold”"));
    // A command is read whole or not at all.
    assert!(err("d 7h").contains("“d” takes nothing after it"));
    assert!(err("x").contains("Name the card to discard"));
    assert!(matches!(parse_input(Lang::En, "q"), Ok(Input::Quit)));
}
