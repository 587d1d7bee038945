//! Rummoli in the terminal: what is understood, and what a line not understood is answered.

use super::*;

fn action(line: &str) -> Action {
    match parse_input(Lang::En, line) {
        Ok(Input::Act(AnyAction::Rummoli(a))) => a,
        _ => panic!("{line} is not an action"),
    }
}

#[test]
fn typed_lines_become_rummoli_actions() {
    assert_eq!(action(" X "), Action::Exchange);
    assert_eq!(action("a"), Action::Auction);
    assert_eq!(action("b 7"), Action::Bid(7));
    assert_eq!(action("bid 12"), Action::Bid(12));
    assert_eq!(action("p"), Action::Pass);
    assert_eq!(action("bet"), Action::Bet);
    assert_eq!(action("r"), Action::Raise);
    assert_eq!(action("5c"), Action::Lead("5♣".parse().unwrap()));
    let err = |line: &str| match parse_input(Lang::En, line) {
        Err(Retype(e)) => e,
        Ok(_) => panic!("{line} was understood"),
    };
    assert!(err("b lots").contains("“lots”"));
    assert!(err("zz").contains("“zz”"));
    assert!(err("p 5c").contains("“p” takes nothing after it"));
    assert!(err("b").contains("b 3"));
    assert!(matches!(parse_input(Lang::En, "q"), Ok(Input::Quit)));
}
