//! Rummoli in the terminal: every happening told as it comes (the auction, the poker part, each
//! play of the run-out and the chips it moved), the board and stacks, the hand sorted by suit,
//! and what can be typed: the dealer's choice, a bid or pass, a betting action, or a card to lead.

use crate::games::rummoli::faces::words::{
    poker_category, rummoli_board, rummoli_chips, rummoli_event, rummoli_game_over,
    rummoli_hand_end, rummoli_shown,
};
use crate::{
    cards::{Card, CardId, CardList, Suit},
    faces::terminal::{
        common_words, dealer_draw_line, game_events, help_hint, labelled, my_seat, name,
        nothing_after, screen::echo, split, unknown_command, your_move, Input, Retype, Terminal,
    },
    games::{
        draw_for_dealer,
        rummoli::{best_five, strength, Action, Event, GameView, Holder, Reason, RummoliGame},
        AnyAction, AnyGame,
    },
    i18n::{describe_deal, Lang},
    table::{TableEvent, TableState},
};

/// Rummoli's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(crate) struct Rummoli;

fn game(state: &TableState) -> Option<&RummoliGame> {
    state.live_game().and_then(AnyGame::narrow_to)
}

/// The table's game, whether or not it is still being played.
fn any_game(state: &TableState) -> Option<&RummoliGame> {
    state.game.as_ref().and_then(AnyGame::narrow_to)
}

/// Every seat's stack, as `You 95 chips, 🤖 Computer 1 (normal) out, …`.
fn stacks(state: &TableState, view: &GameView, cards: bool) -> String {
    let stacks: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let lang = state.options.lang;
            let name = name(state, i);
            if s.out {
                return format!("{name} {}", crate::say!(lang, "rummoli-terminal-seat-out"));
            }
            let chips = rummoli_chips(lang, s.stack);
            if cards && view.seat != Some(i) {
                let cards = crate::say!(lang, "rummoli-cards-held", cards = s.cards);
                format!("{name} {chips} ({cards})")
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
    let lang = state.options.lang;
    let each = rummoli_chips(lang, paid.first().map_or(0, |&(_, c)| c));
    let names: Vec<String> = paid.iter().map(|&(s, _)| name(state, s)).collect();
    let names = match names.as_slice() {
        [init @ .., last] if !init.is_empty() => {
            format!(
                "{} {} {last}",
                init.join(", "),
                crate::say!(lang, "rummoli-and")
            )
        }
        _ => names.join(""),
    };
    crate::say!(lang, "rummoli-ante", names, each)
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
fn parse_input(lang: Lang, line: &str) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(lang, &word, &rest) {
        return common;
    }
    let action = match word.as_str() {
        "x" | "exchange" => Action::Exchange,
        "a" | "auction" => Action::Auction,
        "b" | "bid" if rest.is_empty() => {
            return Err(crate::say!(lang, "rummoli-auction").into());
        }
        "b" | "bid" => {
            let chips = rest
                .parse()
                .map_err(|_| crate::say!(lang, "rummoli-bid-not-a-number", rest))?;
            return Ok(Input::Act(AnyAction::from(Action::Bid(chips))));
        }
        "p" | "pass" => Action::Pass,
        "k" | "check" => Action::Check,
        "bet" => Action::Bet,
        "c" | "call" => Action::Call,
        "r" | "raise" => Action::Raise,
        "f" | "fold" => Action::Fold,
        text if rest.is_empty() => Action::Lead(text.parse::<Card>().map_err(|_| {
            let not = crate::say!(lang, "rummoli-fold");
            format!("“{text}” {not}. {}", help_hint(lang))
        })?),
        other => return Err(unknown_command(lang, other)),
    };
    nothing_after(lang, &word, &rest)?;
    Ok(Input::Act(AnyAction::from(action)))
}

impl Terminal for Rummoli {
    fn help(&self, lang: Lang) -> &'static str {
        crate::say!(lang, "rummoli-help")
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        let lang = state.options.lang;
        // A poker win's chips move before its event; they are told after the hands shown.
        let mut poker_chips = Vec::new();
        // Each player's ante (L5), told once with the deal.
        let mut ante: Vec<(usize, u64)> = Vec::new();
        for event in game_events::<Event>(events) {
            match event {
                Event::Dealt {
                    hand_no, dealer, ..
                } => {
                    let hands = any_game(state).map(|g| g.view(None).hands_total);
                    echo!("\n{}", describe_deal(lang, state, *hand_no, hands, *dealer));
                    echo!("{}", antes(state, &ante));
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
                    echo!("{}", rummoli_hand_end(lang, state, result));
                    if let Some(game) = any_game(state) {
                        let stacks = stacks(state, &game.view(None), false);
                        echo!(
                            "{}",
                            labelled(lang, crate::say!(lang, "rummoli-stacks"), stacks)
                        );
                    }
                }
                Event::GameOver { result } => {
                    echo!("\n{}", rummoli_game_over(lang, state, result));
                }
                Event::PokerWon { shown, .. } | Event::FinalDeal { shown, .. } => {
                    if !shown.is_empty() {
                        let final_deal = matches!(event, Event::FinalDeal { .. });
                        echo!(
                            "{}",
                            match final_deal {
                                true => crate::say!(lang, "rummoli-the-final-deal-each-player"),
                                false => crate::say!(lang, "rummoli-terminal-poker-hands-shown"),
                            }
                        );
                    }
                    for line in rummoli_shown(lang, state, shown) {
                        echo!("  {line}");
                    }
                    for e in std::iter::once(event).chain(poker_chips.drain(..)) {
                        if let Some(line) = rummoli_event(lang, state, e) {
                            echo!("{line}");
                        }
                    }
                }
                Event::Exchanged { dealer: taker } | Event::WidowSold { seat: taker, .. } => {
                    if let Some(line) = rummoli_event(lang, state, event) {
                        echo!("{line}");
                    }
                    let mine = my_seat(state).filter(|me| me == taker);
                    if let Some(view) = mine.and_then(|me| Some(game(state)?.view(Some(me)))) {
                        let new = crate::say!(lang, "rummoli-your-new-hand");
                        echo!("{}", labelled(lang, new, CardList(&sorted_hand(&view))));
                    }
                }
                other => {
                    if let Some(line) = rummoli_event(lang, state, other) {
                        echo!("{line}");
                    }
                }
            }
        }
        for e in poker_chips {
            if let Some(line) = rummoli_event(lang, state, e) {
                echo!("{line}");
            }
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        let Some(game) = game(state) else {
            return;
        };
        let lang = state.options.lang;
        let view = game.view(Some(seat));
        let hand = view.hand_no.map_or(String::new(), |n| {
            let total = view.hands_total;
            crate::say!(lang, "rummoli-terminal-hand-of-total", n, total)
        });
        let stacks_word = crate::say!(lang, "rummoli-stacks");
        let board = crate::say!(lang, "rummoli-board-heading");
        echo!(
            "\n{hand}{}",
            labelled(lang, stacks_word, stacks(state, &view, true))
        );
        echo!(
            "{}",
            labelled(lang, board, rummoli_board(&view.board).replace("**", ""))
        );
        if view.legal.is_empty() {
            return;
        }
        let cards = sorted_hand(&view);
        echo!(
            "{}",
            labelled(
                lang,
                crate::say!(lang, "rummoli-your-hand"),
                CardList(&cards)
            )
        );
        if let Some((rank, five)) = best_five(&cards) {
            let five = format!(
                "{} ({})",
                CardList(&five),
                poker_category(lang, rank.category())
            );
            echo!(
                "{}",
                labelled(lang, crate::say!(lang, "rummoli-your-poker-hand"), five)
            );
        }
        let options = move_options(lang, &view);
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        echo!("{}", your_move(lang, &options));
    }

    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let drawn = draw_for_dealer(state.players.len(), draw, |card| Some(strength(card)));
        Some(dealer_draw_line(state, &drawn, |c| c.to_string()))
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(state.options.lang, line)
    }
}

/// What the prompt offers; the cards you may lead as one choice: `lead 2♦ or 2♠`.
fn move_options(lang: Lang, view: &GameView) -> Vec<String> {
    let mut options = Vec::new();
    let mut leads = Vec::new();
    for action in &view.legal {
        options.push(match action {
            Action::Exchange => crate::say!(lang, "rummoli-exchange").to_owned(),
            Action::Auction => crate::say!(lang, "rummoli-auction-option").to_owned(),
            Action::Bid(min) => crate::say!(lang, "rummoli-bid", min),
            Action::Pass => crate::say!(lang, "rummoli-pass").to_owned(),
            Action::Check => crate::say!(lang, "rummoli-check").to_owned(),
            Action::Bet => crate::say!(lang, "rummoli-bet").to_owned(),
            Action::Call => crate::say!(lang, "rummoli-call").to_owned(),
            Action::Raise => crate::say!(lang, "rummoli-raise").to_owned(),
            Action::Fold => crate::say!(lang, "rummoli-fold-option").to_owned(),
            Action::Lead(card) => {
                leads.push(card.to_string());
                continue;
            }
            Action::Leave => continue,
        });
    }
    if let Some((last, first)) = leads.split_last() {
        options.push(if first.is_empty() {
            crate::say!(lang, "rummoli-lead-card", card = last)
        } else {
            let cards = first.join(", ");
            crate::say!(lang, "rummoli-lead-one-of-cards", cards, last)
        });
    }
    options
}

impl crate::faces::terminal::Plays for crate::games::rummoli::RummoliGame {
    fn terminal(_: &crate::games::rummoli::RummoliOptions) -> Box<dyn Terminal> {
        Box::new(Rummoli)
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;
