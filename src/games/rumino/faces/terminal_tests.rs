//! Rumino in the terminal: what is understood and what the prompt offers.

use super::*;

#[test]
fn input_is_understood_or_explained() {
    assert!(matches!(
        parse_input(Lang::En, " D "),
        Ok(Input::Act(AnyAction::Rumino(Action::DrawStock)))
    ));
    assert!(
        matches!(parse_input(Lang::En, "7h"), Ok(Input::Act(AnyAction::Rumino(Action::Discard(c)))) if c.to_string() == "7♥")
    );
    assert!(matches!(parse_input(Lang::En, "q"), Ok(Input::Quit)));
    let Err(Retype(err)) = parse_input(Lang::En, "xyz") else {
        panic!("xyz was understood");
    };
    assert!(err.contains("“xyz”") && err.contains("help"), "{err}");
    assert!(parse_input(Lang::En, "").is_err());
    // A command is read whole or not at all; a bare x says what is missing.
    let refused = |line| match parse_input(Lang::En, line) {
        Err(Retype(e)) => e,
        Ok(_) => panic!("{line} was understood"),
    };
    assert!(refused("d 7h").contains("“d” takes nothing after it"));
    assert!(refused("q now").contains("“q” takes nothing after it"));
    assert!(refused("x").contains("Name the card to discard"));
    assert!(matches!(
        parse_input(Lang::En, "x 7h"),
        Ok(Input::Act(AnyAction::Rumino(Action::Discard(_))))
    ));
}

use crate::games::rumino::{
    testkit::{card, dealt_game, play},
    GameOptions,
};

const LOOSE: &str = "2♠ 5♥ 9♦ J♣ K♠ 4♦ 8♣";

#[test]
fn out_of_turn_the_prompt_offers_only_the_claim() {
    let six = "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ K♣"; // 2♥ completes it
    let hands = ["2♥ 5♣ 9♦ J♣ K♠ 4♦ 8♣", LOOSE, six];
    let mut game = dealt_game(GameOptions::default(), 2, &hands, "Q♦", "A♣ 7♣");
    game.apply(&play(0, Action::DrawStock)).unwrap();
    game.apply(&play(0, Action::Discard(card("2♥")))).unwrap();
    // Seat 1 draws, so the player on turn could discard; seat 2 can only claim.
    game.apply(&play(1, Action::DrawStock)).unwrap();
    assert_eq!(
        move_options(Lang::En, &game.view(Some(2))),
        ["c CLAIM the discard for a rumino"]
    );
    let on_turn = move_options(Lang::En, &game.view(Some(1)));
    assert!(
        on_turn.contains(&"a card to discard (like 7h)"),
        "{on_turn:?}"
    );
}

#[test]
fn r7_the_last_winner_deals_else_the_draw_is_told() {
    let mut state = crate::faces::terminal::two_seats(crate::games::GameKind::Rumino);
    let deck: Vec<CardId> = ["3♠", "K♦"]
        .iter()
        .map(|c| CardId::all().find(|id| id.card() == card(c)).unwrap())
        .collect();
    assert_eq!(
        Rumino.dealer_draw(&state, &deck).unwrap(),
        "Cards drawn for the first deal: You 3♠, 🤖 Computer 1 (normal) K♦. \
         🤖 Computer 1 (normal) deals first."
    );
    state.last_winner = Some(crate::faces::terminal::ME);
    assert_eq!(
        Rumino.dealer_draw(&state, &deck).unwrap(),
        "You won the last game and deal first."
    );
}

#[test]
fn a_knock_that_would_eliminate_the_knocker_is_warned_about() {
    let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣"; // deadwood 7
    let mut game = dealt_game(GameOptions::default(), 1, &[low, LOOSE], "K♥", "");
    game.seats[0].score = 93;
    assert_eq!(
        knock_warning(Lang::En, &game.view(Some(0))),
        None,
        "93 + 7 = 100 stays in"
    );
    game.seats[0].score = 94;
    let warning = knock_warning(Lang::En, &game.view(Some(0))).unwrap();
    assert!(warning.contains("101 is over 100"), "{warning}");
}
