//! Tuscan Ramino in the terminal: its narration, the hand sorted by suit then rank in the table's
//! pack (`F♠`, `U♦`), and what can be typed (draw, take, a card to discard). Declaring and
//! claiming are automatic (T17, T18), so there is nothing else to type.

use super::{common_input, Input, Retype, Terminal};
use crate::{
    games::{
        ramino::{parse_card, Action, Event, PackKind, RaminoGame},
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{
        describe_deal, ramino_card, ramino_cards, ramino_declaration, ramino_game_over,
        ramino_hand_end, ramino_hands, ramino_move, ramino_suits, sort_for_reading, Lang,
    },
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: d = draw from the stock, t = take the discard, \
a card (like Fs, 7h, 10c) = discard it; a winning hand is declared for you. q = quit.";

/// Ramino's terminal: remembers how much of the hand in play it has narrated.
#[derive(Default)]
pub(super) struct Ramino {
    hand_no: u32,
    moves: usize,
}

fn game(state: &TableState) -> Option<&RaminoGame> {
    state.live_game().and_then(AnyGame::as_ramino)
}

/// A typed line as a Ramino action, reading cards in `pack`.
fn parse_input(line: &str, pack: PackKind) -> Result<Input, Retype> {
    let line = line.trim().to_lowercase();
    if let Some(common) = common_input(&line) {
        return common;
    }
    let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
    let card = |text: &str| parse_card(text, pack).map_err(|e| format!("{e} Type h for help."));
    let action = match word {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "x" | "discard" => Action::Discard(card(rest)?),
        text if rest.is_empty() => Action::Discard(card(text)?),
        other => return Err(format!("“{other}” is not a command. Type h for help.").into()),
    };
    Ok(Input::Act(AnyAction::from(action)))
}

impl Terminal for Ramino {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = Lang::En;
        let Some(options) = game(state).map(|g| g.options) else {
            return;
        };
        for event in events {
            let TableEvent::Game {
                event: AnyEvent::Ramino(event),
            } = event
            else {
                continue;
            };
            match event {
                Event::Dealt {
                    hand_no, dealer, ..
                } => {
                    (self.hand_no, self.moves) = (*hand_no, 0);
                    println!("\n{}", describe_deal(lang, state, *hand_no, *dealer));
                }
                Event::HandEnded { result } => {
                    self.narrate_moves(state);
                    println!("\n{}", ramino_hand_end(lang, state, &options, result));
                    for line in ramino_hands(lang, state, &options, result) {
                        println!("  {line}");
                    }
                }
                Event::GameOver { result } => {
                    println!("\n{}", ramino_game_over(lang, state, result));
                }
                Event::Moved(_) | Event::TimedOut { .. } | Event::Left { .. } => {}
            }
        }
        self.narrate_moves(state);
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let view = game.view(Some(seat));
        let o = &view.options;
        let scores: Vec<String> = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {}", state.player_name(i), s.score))
            .collect();
        println!(
            "\nScores: {} (target {}) | pool {} chips | {}",
            scores.join(", "),
            o.target,
            view.pool,
            ramino_suits(Lang::En, o)
        );
        let mut cards = view.my_cards.clone();
        sort_for_reading(o.pack, &mut cards);
        println!(
            "Your hand: {} | discard: {} | stock: {}",
            ramino_cards(o, &cards),
            view.discard_top
                .map_or("—".to_owned(), |c| ramino_card(o, c)),
            view.stock_size
        );
        if let Some((card, d)) = view.declaring_discard() {
            println!(
                "Discard {} and you declare {}.",
                ramino_card(o, card),
                ramino_declaration(Lang::En, o, &d)
            );
        }
        let mut options = Vec::new();
        for action in &view.legal {
            match action {
                Action::DrawStock => options.push("d draw"),
                Action::TakeDiscard => options.push("t take"),
                Action::Discard(_) => options.push("a card to discard"),
                Action::Leave => {}
            }
        }
        options.dedup();
        println!("Your move: {} >", options.join(", "));
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        let pack = game(state).map_or(PackKind::Italian, |g| g.options.pack);
        parse_input(line, pack)
    }
}

impl Ramino {
    fn narrate_moves(&mut self, state: &TableState) {
        let Some(game) = game(state) else {
            return;
        };
        if let Some(hand) = game.hand() {
            if hand.hand_no == self.hand_no {
                for m in hand.moves.iter().skip(self.moves) {
                    println!("{}", ramino_move(Lang::En, state, &game.options, m));
                }
                self.moves = hand.moves.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn action(line: &str, pack: PackKind) -> Action {
        match parse_input(line, pack) {
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
        let err = |line: &str, pack| match parse_input(line, pack) {
            Err(Retype(e)) => e,
            Ok(_) => panic!("{line} was understood"),
        };
        // An 8 is not in the Italian pack; a 2 is not in the German one.
        assert!(err("8h", it).contains("“8h”"), "{}", err("8h", it));
        assert!(err("2h", PackKind::German).contains("“2h”"));
        assert!(err("fold now", it).contains("“fold”"));
        assert!(matches!(parse_input("q", it), Ok(Input::Quit)));
    }
}
