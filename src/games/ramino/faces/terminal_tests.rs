//! Ramino in the terminal: what is understood in each pack, and what a line not understood is
//! answered.

use super::*;

fn action(line: &str, pack: PackKind) -> Action {
    match parse_input(Lang::En, line, pack) {
        Ok(Input::Act(AnyAction::Ramino(a))) => a,
        _ => panic!("{line} is not an action"),
    }
}

#[test]
fn typed_lines_become_actions_in_the_tables_pack() {
    let it = PackKind::Italian;
    assert_eq!(action(" D ", it), Action::DrawStock);
    assert_eq!(action("t", it), Action::TakeDiscard);
    let fante = parse_card("F♠", it).unwrap();
    assert_eq!(action("fs", it), Action::Discard(fante));
    assert_eq!(action("x F♠", it), Action::Discard(fante));
    let unter = parse_card("U♠", PackKind::German).unwrap();
    assert_eq!(action("us", PackKind::German), Action::Discard(unter));
    let err = |line: &str, pack| match parse_input(Lang::En, line, pack) {
        Err(Retype(e)) => e,
        Ok(_) => panic!("{line} was understood"),
    };
    // An 8 is not in the Italian pack; a 2 is not in the German one.
    assert!(err("8h", it).contains("“8h”"), "{}", err("8h", it));
    assert!(err("2h", PackKind::German).contains("“2h”"));
    assert!(err("fold now", it).contains("“fold”"));
    // A command is read whole or not at all; the examples are cards of the pack.
    assert!(err("d 7h", it).contains("“d” takes nothing after it"));
    assert!(err("x", it).contains("x Fs"));
    assert!(err("x", PackKind::German).contains("x Us"));
    for pack in [it, PackKind::German] {
        let help = Ramino::new(pack).help(Lang::En);
        for example in ["Fs", "Us", "7h", "10c", "Rc"]
            .into_iter()
            .filter(|e| help.contains(&format!(" {e},")) || help.contains(&format!(" {e})")))
        {
            assert!(parse_card(example, pack).is_ok(), "{example} in {pack:?}");
        }
    }
    assert!(matches!(parse_input(Lang::En, "q", it), Ok(Input::Quit)));
}
