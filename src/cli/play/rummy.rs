//! Rummy in the terminal: its narration, the hand and the melds on the table, and what can be
//! typed (draw, take, meld cards, lay a card off on a numbered meld, discard).

use super::{common_input, Input, Retype, Terminal};
use crate::{
    cards::{parse_cards, Card, CardList},
    games::{
        rummy::{Action, Event, RummyGame},
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{
        describe_deal, rummy_game_over, rummy_hand_end, rummy_hands, rummy_meld, rummy_move, Lang,
    },
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: d = draw from the stock, t = take the discard, \
m 7h 8h 9h = meld those cards, o 7h 2 = lay 7h off on meld 2, a card (like 7h) = discard it, \
q = quit.";

/// Rummy's terminal: remembers how much of the hand in play it has narrated.
#[derive(Default)]
pub(super) struct Rummy {
    hand_no: u32,
    moves: usize,
}

fn game(state: &TableState) -> Option<&RummyGame> {
    state.live_game().and_then(AnyGame::as_rummy)
}

/// A typed line as a Rummy action.
fn parse_input(line: &str) -> Result<Input, Retype> {
    let line = line.trim().to_lowercase();
    if let Some(common) = common_input(&line) {
        return common;
    }
    let bad = |e: crate::cards::ParseCardError| format!("{e}. Type h for help.");
    let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
    let action = match word {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "m" | "meld" => {
            let cards = parse_cards(rest).map_err(bad)?;
            if cards.is_empty() {
                return Err("Name the cards to meld, like: m 7h 8h 9h".into());
            }
            Action::Meld(cards)
        }
        "o" | "off" => {
            let mut parts = rest.split_whitespace();
            let (Some(card), Some(target), None) = (parts.next(), parts.next(), parts.next())
            else {
                return Err("Name a card and a meld number, like: o 7h 2".into());
            };
            let card = card.parse::<Card>().map_err(bad)?;
            let target = target
                .parse()
                .map_err(|_| format!("“{target}” is not a meld number. Type h for help."))?;
            Action::LayOff { card, target }
        }
        "x" | "discard" => Action::Discard(rest.parse::<Card>().map_err(bad)?),
        card if rest.is_empty() => Action::Discard(card.parse::<Card>().map_err(bad)?),
        other => return Err(format!("“{other}” is not a command. Type h for help.").into()),
    };
    Ok(Input::Act(AnyAction::Rummy(action)))
}

impl Terminal for Rummy {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = Lang::En;
        for event in events {
            let TableEvent::Game {
                event: AnyEvent::Rummy(event),
            } = event
            else {
                continue;
            };
            match event {
                Event::Dealt { hand_no, dealer } => {
                    (self.hand_no, self.moves) = (*hand_no, 0);
                    println!("\n{}", describe_deal(lang, state, *hand_no, *dealer));
                }
                Event::HandEnded { result } => {
                    println!("\n{}", rummy_hand_end(lang, state, result));
                    for line in rummy_hands(lang, state, result) {
                        println!("  {line}");
                    }
                }
                Event::GameOver { result } => {
                    println!("\n{}", rummy_game_over(lang, state, result));
                }
                Event::TimedOut { .. } | Event::Left { .. } => {}
            }
        }
        if let Some(hand) = game(state).and_then(RummyGame::hand) {
            if hand.hand_no == self.hand_no {
                for m in hand.moves.iter().skip(self.moves) {
                    println!("{}", rummy_move(lang, state, m));
                }
                self.moves = hand.moves.len();
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let view = game.view(Some(seat));
        let scores: Vec<String> = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {}", state.player_name(i), s.score))
            .collect();
        println!("\nScores: {} | pool {} chips", scores.join(", "), view.pool);
        for meld in &view.melds {
            println!(
                "  meld {}",
                rummy_meld(Lang::En, state, meld).replace('`', "")
            );
        }
        let mut cards = view.my_cards.clone();
        cards.sort_by_key(|c| (c.suit().map(|s| s.index()), c.rank().map(|r| r.number())));
        println!(
            "Your hand: {} | discard: {} | stock: {}",
            CardList(&cards),
            view.discard_top.map_or("—".to_owned(), |c| c.to_string()),
            view.stock_size
        );
        let melds: Vec<String> = game
            .meld_choices(seat)
            .iter()
            .take(6)
            .map(|m| format!("[{}]", CardList(m)))
            .collect();
        if !melds.is_empty() {
            println!("You could meld: {}", melds.join(" "));
        }
        let mut options = Vec::new();
        for action in &view.legal {
            match action {
                Action::DrawStock => options.push("d draw"),
                Action::TakeDiscard => options.push("t take"),
                Action::Meld(_) => options.push("m CARDS to meld"),
                Action::LayOff { .. } => options.push("o CARD N to lay off"),
                Action::Discard(_) => options.push("a card to discard"),
                Action::Leave => {}
            }
        }
        options.dedup();
        println!("Your move: {} >", options.join(", "));
    }

    fn parse(&self, line: &str, _state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn action(line: &str) -> Action {
        match parse_input(line) {
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
        let err = |line: &str| match parse_input(line) {
            Err(Retype(e)) => e,
            Ok(_) => panic!("{line} was understood"),
        };
        assert!(err("m").contains("Name the cards"));
        assert!(err("o 7h").contains("meld number"));
        assert!(err("o 7h two").contains("“two”"));
        assert!(err("m 7h 8z").contains("“8z”"));
        assert!(err("fold now").contains("“fold”"));
        assert!(matches!(parse_input("q"), Ok(Input::Quit)));
    }
}
