//! Rumminy in the terminal: every move told as it comes, the playfield numbered, the hand, and
//! what can be typed: a whole new playfield in tile notation (`R7 R8 R9 | B5 Y5 K5`, the tiles
//! it adds beyond the playfield are the ones placed from the hand), `s` for the solver's
//! suggestion, or `p` to pass and draw.

use super::{common_input, Input, Retype, Terminal};
use crate::{
    games::{
        rumminy::{
            parse_playfield, playfield_text, solver::suggest, Action, Commit, Event, GameView,
            RumminyGame,
        },
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{rumminy_game_over, rumminy_hands, rumminy_move, Lang},
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: type the whole new playfield, combinations split by | (like \
R7 R8 R9 | B5 Y5 K5): the tiles it holds beyond today's playfield are placed from your hand, and \
you may split, join and move any tile already there. s = show the play placing the most tiles, \
p = pass and draw a tile, q = quit.";

/// Rumminy's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(super) struct Rumminy;

fn game(state: &TableState) -> Option<&RumminyGame> {
    state.live_game().and_then(AnyGame::as_rumminy)
}

/// The solver's best play for the viewing seat, if it places anything.
fn suggestion(view: &GameView) -> Option<String> {
    suggest(&view.playfield, &view.my_hand, view.limits())
        .filter(|p| !p.placed.is_empty())
        .map(|p| playfield_text(&p.playfield))
}

/// A typed line as a Rumminy action over `view`'s playfield.
fn parse_input(line: &str, view: &GameView) -> Result<Input, Retype> {
    let trimmed = line.trim();
    let lower = trimmed.to_lowercase();
    if let Some(common) = common_input(&lower) {
        return common;
    }
    match lower.as_str() {
        "p" | "pass" => return Ok(Input::Act(AnyAction::from(Action::Pass))),
        "s" | "suggest" => {
            return Ok(Input::Say(match suggestion(view) {
                Some(text) => format!("Suggested: {text}\n(type it, changed or not, to play it)"),
                None => "No play is possible with your tiles now: p to pass and draw.".to_owned(),
            }))
        }
        _ => {}
    }
    let field = parse_playfield(trimmed).map_err(|e| format!("{e} Type h for help."))?;
    Ok(Input::Act(AnyAction::from(Action::Commit(Commit::over(
        &view.playfield,
        field,
    )))))
}

impl Terminal for Rumminy {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = Lang::En;
        for event in events {
            let TableEvent::Game {
                event: AnyEvent::Rumminy(event),
            } = event
            else {
                continue;
            };
            match event {
                Event::Dealt { starter, hand_size } => println!(
                    "\n{hand_size} tiles each; {} starts.",
                    state.player_name(*starter)
                ),
                Event::Moved(m) => println!("{}", rumminy_move(lang, state, m)),
                Event::GameOver { result } => {
                    println!("\n{}", rumminy_game_over(lang, state, result));
                    for line in rumminy_hands(lang, state, result) {
                        println!("  {line}");
                    }
                }
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let view = game.view(Some(seat));
        let counts: Vec<String> = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {} tiles", state.player_name(i), s.tiles))
            .collect();
        println!("\n{} · stock {}", counts.join(", "), view.stock_size);
        if view.playfield.is_empty() {
            println!("Playfield: empty");
        } else {
            println!("Playfield: {}", playfield_text(&view.playfield));
        }
        if view.turn != Some(seat) {
            return;
        }
        println!(
            "Your tiles: {}",
            crate::games::rumminy::tiles_text(&view.my_hand)
        );
        println!("Your move: a new playfield, s to suggest, p to pass >");
    }

    fn parse(&self, line: &str, state: &TableState, seat: usize) -> Result<Input, Retype> {
        let view = game(state)
            .map(|g| g.view(Some(seat)))
            .ok_or_else(|| "The game is not being played.".to_owned())?;
        parse_input(line, &view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rumminy::{parse_tiles, testkit};

    #[test]
    fn a_typed_playfield_commits_what_it_adds_and_bad_words_are_named() {
        let mut view = testkit::dealt(Default::default(), 2).view(Some(0));
        view.playfield = parse_playfield("R7 R8 R9").unwrap();
        view.my_hand = parse_tiles("R6 B5").unwrap();
        match parse_input("R6 R7 R8 R9", &view) {
            Ok(Input::Act(AnyAction::Rumminy(Action::Commit(c)))) => {
                assert_eq!(c.placed, parse_tiles("R6").unwrap());
                assert_eq!(c.playfield, parse_playfield("R6 R7 R8 R9").unwrap());
            }
            _ => panic!("not a commit"),
        }
        assert!(matches!(
            parse_input(" P ", &view),
            Ok(Input::Act(AnyAction::Rumminy(Action::Pass)))
        ));
        let Err(Retype(e)) = parse_input("R7 R8 X9", &view) else {
            panic!("X9 was understood");
        };
        assert!(e.contains("\"X9\""), "{e}");
        let Ok(Input::Say(s)) = parse_input("s", &view) else {
            panic!("a suggestion is not an action");
        };
        assert!(s.contains("R6 R7 R8 R9"), "{s}");
    }
}
