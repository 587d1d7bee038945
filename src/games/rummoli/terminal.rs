//! Rummoli in the terminal: every happening told as it comes (the auction, the poker part, each
//! play of the run-out and the chips it moved), the board and stacks, the hand sorted by suit,
//! and what can be typed: the dealer's choice, a bid or pass, a betting action, or a card to lead.

use super::words::{
    poker_category, rummoli_board, rummoli_chips, rummoli_event, rummoli_game_over,
    rummoli_hand_end, rummoli_shown,
};
use crate::{
    cards::{Card, CardId, CardList, Suit},
    cli::play::{
        common_words, count, dealer_draw_line, my_seat, name, nothing_after, screen::say, split,
        Input, Retype, Terminal,
    },
    games::{
        draw_for_dealer,
        rummoli::{best_five, strength, Action, Event, GameView, Holder, Reason, RummoliGame},
        AnyAction, AnyEvent, AnyGame,
    },
    i18n::{describe_deal, Lang},
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: x = take the widow (dealer), a = auction it, b N = bid N chips, \
p = pass, k = check, bet = bet 1, c = call, r = raise 1, f = fold, a card (like 5c, 10h) = lead \
it when you may choose. Every other play is made for you. q = quit.";

/// Rummoli's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(crate) struct Rummoli;

fn game(state: &TableState) -> Option<&RummoliGame> {
    state.live_game().and_then(AnyGame::as_rummoli)
}

/// The table's game, whether or not it is still being played.
fn any_game(state: &TableState) -> Option<&RummoliGame> {
    state.game.as_ref().and_then(AnyGame::as_rummoli)
}

/// Every seat's stack, as `You 95 chips, 🤖 Computer 1 (normal) out, …`.
fn stacks(state: &TableState, view: &GameView, cards: bool) -> String {
    let stacks: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = name(state, i);
            if s.out {
                return format!("{name} out");
            }
            let chips = rummoli_chips(Lang::En, s.stack);
            if cards && view.seat != Some(i) {
                format!("{name} {chips} ({})", count(s.cards, "card", "cards"))
            } else {
                format!("{name} {chips}")
            }
        })
        .collect();
    stacks.join(", ")
}

/// Who paid the ante onto the board, and how much: `You and 🤖 Computer 1 (normal) each put
/// 9 chips on the board (1 a space).`
fn antes(state: &TableState, ante: &[(usize, u64)]) -> String {
    let mut paid: Vec<(usize, u64)> = Vec::new();
    for &(seat, chips) in ante {
        match paid.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, total)) => *total += chips,
            None => paid.push((seat, chips)),
        }
    }
    paid.sort_unstable();
    let each = paid.first().map_or(0, |&(_, c)| c);
    let names: Vec<String> = paid.iter().map(|&(s, _)| name(state, s)).collect();
    let names = match names.as_slice() {
        [init @ .., last] if !init.is_empty() => format!("{} and {last}", init.join(", ")),
        _ => names.join(""),
    };
    format!(
        "Ante: {names} each put {} on the board, one on every space.",
        rummoli_chips(Lang::En, each)
    )
}

/// Your cards sorted by suit then rank.
fn sorted_hand(view: &GameView) -> Vec<Card> {
    let order = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    let mut cards = view.my_cards.clone();
    cards.sort_by_key(|&c| {
        (
            c.suit().and_then(|s| order.iter().position(|&o| o == s)),
            strength(c),
        )
    });
    cards
}

/// A typed line as a Rummoli action.
fn parse_input(line: &str) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(&word, &rest) {
        return common;
    }
    let action = match word.as_str() {
        "x" | "exchange" => Action::Exchange,
        "a" | "auction" => Action::Auction,
        "b" | "bid" if rest.is_empty() => {
            return Err("Say how many chips you bid, like: b 3".into());
        }
        "b" | "bid" => {
            let chips = rest
                .parse()
                .map_err(|_| format!("“{rest}” is not a number of chips: type b 3 to bid 3."))?;
            return Ok(Input::Act(AnyAction::from(Action::Bid(chips))));
        }
        "p" | "pass" => Action::Pass,
        "k" | "check" => Action::Check,
        "bet" => Action::Bet,
        "c" | "call" => Action::Call,
        "r" | "raise" => Action::Raise,
        "f" | "fold" => Action::Fold,
        text if rest.is_empty() => Action::Lead(
            text.parse::<Card>()
                .map_err(|_| format!("“{text}” is not a command or a card. Type h for help."))?,
        ),
        other => return Err(format!("“{other}” is not a command. Type h for help.").into()),
    };
    nothing_after(&word, &rest)?;
    Ok(Input::Act(AnyAction::from(action)))
}

impl Terminal for Rummoli {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = Lang::En;
        // A poker win's chips move before its event; they are told after the hands shown.
        let mut poker_chips = Vec::new();
        // Each player's ante (L5), told once with the deal.
        let mut ante: Vec<(usize, u64)> = Vec::new();
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
                } => {
                    let hands = any_game(state).map(|g| g.view(None).hands_total);
                    say!("\n{}", describe_deal(lang, state, *hand_no, hands, *dealer));
                    say!("{}", antes(state, &ante));
                }
                // Your own leaving is told by the session, with what it costs you.
                Event::Left { seat } if Some(*seat) == my_seat(state) => {}
                Event::Chips(t) if t.reason == Reason::PokerWin => poker_chips.push(event),
                Event::Chips(t) if t.reason == Reason::Ante => {
                    if let Holder::Seat(seat) = t.from {
                        ante.push((seat, t.chips));
                    }
                }
                Event::HandEnded { result } => {
                    say!("{}", rummoli_hand_end(lang, state, result));
                    if let Some(game) = any_game(state) {
                        say!("Stacks: {}", stacks(state, &game.view(None), false));
                    }
                }
                Event::GameOver { result } => {
                    say!("\n{}", rummoli_game_over(lang, state, result));
                }
                Event::PokerWon { shown, .. } | Event::FinalDeal { shown, .. } => {
                    if !shown.is_empty() {
                        let final_deal = matches!(event, Event::FinalDeal { .. });
                        say!(
                            "{}",
                            if final_deal {
                                "The final deal, each player's poker hand:"
                            } else {
                                "Poker hands shown:"
                            }
                        );
                    }
                    for line in rummoli_shown(lang, state, shown) {
                        say!("  {line}");
                    }
                    for e in std::iter::once(event).chain(poker_chips.drain(..)) {
                        if let Some(line) = rummoli_event(lang, state, e) {
                            say!("{line}");
                        }
                    }
                }
                Event::Exchanged { dealer: taker } | Event::WidowSold { seat: taker, .. } => {
                    if let Some(line) = rummoli_event(lang, state, event) {
                        say!("{line}");
                    }
                    let mine = my_seat(state).filter(|me| me == taker);
                    if let Some(view) = mine.and_then(|me| Some(game(state)?.view(Some(me)))) {
                        say!("Your new hand: {}", CardList(&sorted_hand(&view)));
                    }
                }
                other => {
                    if let Some(line) = rummoli_event(lang, state, other) {
                        say!("{line}");
                    }
                }
            }
        }
        for e in poker_chips {
            if let Some(line) = rummoli_event(lang, state, e) {
                say!("{line}");
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let view = game.view(Some(seat));
        let hand = view.hand_no.map_or(String::new(), |n| {
            format!("Hand {n} of {} · ", view.hands_total)
        });
        say!("\n{hand}Stacks: {}", stacks(state, &view, true));
        say!("Board: {}", rummoli_board(&view.board).replace("**", ""));
        if view.legal.is_empty() {
            return;
        }
        let cards = sorted_hand(&view);
        say!("Your hand: {}", CardList(&cards));
        if let Some((rank, five)) = best_five(&cards) {
            say!(
                "Your poker hand: {} ({})",
                CardList(&five),
                poker_category(Lang::En, rank.category())
            );
        }
        let options = move_options(&view);
        say!("Your move: {} >", options.join(", "));
    }

    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let drawn = draw_for_dealer(state.players.len(), draw, |card| Some(strength(card)));
        Some(dealer_draw_line(state, &drawn, |c| c.to_string()))
    }

    fn parse(&self, line: &str, _state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(line)
    }
}

/// What the prompt offers; the cards you may lead as one choice: `lead 2♦ or 2♠`.
fn move_options(view: &GameView) -> Vec<String> {
    let mut options = Vec::new();
    let mut leads = Vec::new();
    for action in &view.legal {
        options.push(match action {
            Action::Exchange => "x take the widow".to_owned(),
            Action::Auction => "a auction it".to_owned(),
            Action::Bid(min) => format!("b {min} (or more) to bid"),
            Action::Pass => "p pass".to_owned(),
            Action::Check => "k check".to_owned(),
            Action::Bet => "bet".to_owned(),
            Action::Call => "c call".to_owned(),
            Action::Raise => "r raise".to_owned(),
            Action::Fold => "f fold".to_owned(),
            Action::Lead(card) => {
                leads.push(card.to_string());
                continue;
            }
            Action::Leave => continue,
        });
    }
    if let Some((last, first)) = leads.split_last() {
        options.push(if first.is_empty() {
            format!("lead {last}")
        } else {
            format!("lead {} or {last}", first.join(", "))
        });
    }
    options
}

impl crate::cli::play::Plays for crate::games::rummoli::RummoliGame {
    fn terminal(_: &crate::games::rummoli::RummoliOptions) -> Box<dyn Terminal> {
        Box::new(Rummoli)
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
        assert!(err("p 5c").contains("“p” takes nothing after it"));
        assert!(err("b").contains("b 3"));
        assert!(matches!(parse_input("q"), Ok(Input::Quit)));
    }
}
