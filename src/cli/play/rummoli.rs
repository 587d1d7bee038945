//! Rummoli in the terminal: every happening told as it comes (the auction, the poker part, each
//! play of the run-out and the chips it moved), the board and stacks, the hand sorted by suit,
//! and what can be typed: the dealer's choice, a bid or pass, a betting action, or a card to lead.

use super::{common_input, Input, Retype, Terminal};
use crate::{
    cards::{Card, CardList, Suit},
    games::{
        rummoli::{best_five, strength, Action, Event, RummoliGame},
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{
        describe_deal, poker_category, rummoli_board, rummoli_event, rummoli_game_over,
        rummoli_hand_end, rummoli_shown, Lang,
    },
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: x = take the widow (dealer), a = auction it, b N = bid N chips, \
p = pass, k = check, bet = bet 1, c = call, r = raise 1, f = fold, a card (like 5c, 10h) = lead \
it when you may choose. Every other play is made for you. q = quit.";

/// Rummoli's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(super) struct Rummoli;

fn game(state: &TableState) -> Option<&RummoliGame> {
    state.live_game().and_then(AnyGame::as_rummoli)
}

/// A typed line as a Rummoli action.
fn parse_input(line: &str) -> Result<Input, Retype> {
    let line = line.trim().to_lowercase();
    if let Some(common) = common_input(&line) {
        return common;
    }
    let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
    let action = match (word, rest.trim()) {
        ("x" | "exchange", "") => Action::Exchange,
        ("a" | "auction", "") => Action::Auction,
        ("b" | "bid", n) => Action::Bid(
            n.parse()
                .map_err(|_| format!("“{n}” is not a number of chips: type b 3 to bid 3."))?,
        ),
        ("p" | "pass", "") => Action::Pass,
        ("k" | "check", "") => Action::Check,
        ("bet", "") => Action::Bet,
        ("c" | "call", "") => Action::Call,
        ("r" | "raise", "") => Action::Raise,
        ("f" | "fold", "") => Action::Fold,
        (text, "") => Action::Lead(
            text.parse::<Card>()
                .map_err(|_| format!("“{text}” is not a command or a card. Type h for help."))?,
        ),
        (other, _) => return Err(format!("“{other}” is not a command. Type h for help.").into()),
    };
    Ok(Input::Act(AnyAction::from(action)))
}

impl Terminal for Rummoli {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = Lang::En;
        for event in events {
            let TableEvent::Game {
                event: AnyEvent::Rummoli(event),
            } = event
            else {
                continue;
            };
            match event {
                Event::Dealt {
                    hand_no, dealer, ..
                } => println!("\n{}", describe_deal(lang, state, *hand_no, *dealer)),
                Event::HandEnded { result } => {
                    println!("{}", rummoli_hand_end(lang, state, result));
                }
                Event::GameOver { result } => {
                    println!("\n{}", rummoli_game_over(lang, state, result));
                }
                Event::PokerWon { shown, .. } | Event::FinalDeal { shown, .. } => {
                    for line in rummoli_shown(lang, state, shown) {
                        println!("  {line}");
                    }
                    if let Some(line) = rummoli_event(lang, state, event) {
                        println!("{line}");
                    }
                }
                other => {
                    if let Some(line) = rummoli_event(lang, state, other) {
                        println!("{line}");
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
        let stacks: Vec<String> = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if s.out {
                    format!("{} out", state.player_name(i))
                } else {
                    format!("{} {} ({} cards)", state.player_name(i), s.stack, s.cards)
                }
            })
            .collect();
        println!("\nStacks: {}", stacks.join(", "));
        println!("Board: {}", rummoli_board(&view.board).replace("**", ""));
        if view.legal.is_empty() {
            return;
        }
        let order = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
        let mut cards = view.my_cards.clone();
        cards.sort_by_key(|&c| {
            (
                c.suit().and_then(|s| order.iter().position(|&o| o == s)),
                strength(c),
            )
        });
        println!("Your hand: {}", CardList(&cards));
        if let Some((rank, five)) = best_five(&cards) {
            println!(
                "Your poker hand: {} ({})",
                CardList(&five),
                poker_category(Lang::En, rank.category())
            );
        }
        let options: Vec<String> = view
            .legal
            .iter()
            .map(|a| match a {
                Action::Exchange => "x take the widow".to_owned(),
                Action::Auction => "a auction it".to_owned(),
                Action::Bid(min) => format!("b {min} (or more) to bid"),
                Action::Pass => "p pass".to_owned(),
                Action::Check => "k check".to_owned(),
                Action::Bet => "bet".to_owned(),
                Action::Call => "c call".to_owned(),
                Action::Raise => "r raise".to_owned(),
                Action::Fold => "f fold".to_owned(),
                Action::Lead(card) => format!("{card} to lead it"),
                Action::Leave => String::new(),
            })
            .collect();
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
        let err = |line: &str| match parse_input(line) {
            Err(Retype(e)) => e,
            Ok(_) => panic!("{line} was understood"),
        };
        assert!(err("b lots").contains("“lots”"));
        assert!(err("zz").contains("“zz”"));
        assert!(matches!(parse_input("q"), Ok(Input::Quit)));
    }
}
