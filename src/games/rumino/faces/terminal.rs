//! Rumino in the terminal: its narration, its view of the hand, and what can be typed.

use crate::games::rumino::faces::words::{
    describe_game_over, describe_hand_end, describe_hands, describe_move, describe_standing,
    describe_winner_deals, hand_line as held_line, Standing,
};
use crate::{
    cards::{Card, CardId, CardList},
    faces::terminal::{
        common_words, dealer_draw_line, discarded, game_events, hand_line, my_seat, nothing_after,
        pool, scores_line, screen::echo, split, turned_up, unknown_command, your_move, Input,
        Retype, Terminal,
    },
    games::rumino::{
        draw_for_dealer, lays, Action, Event, GameView, Move, Step, ELIMINATION_SCORE,
    },
    games::{AnyAction, AnyGame},
    i18n::{describe_deal, describe_own_draw, game_seat_name, Lang},
    table::{TableEvent, TableState},
};

fn parse_input(lang: Lang, line: &str) -> Result<Input, Retype> {
    let (word, rest) = split(line);
    if let Some(common) = common_words(lang, &word, &rest) {
        return common;
    }
    let card = |text: &str| {
        text.parse::<Card>()
            .map_err(|e| Retype(crate::say!(lang, "rumino-not-a-card", text = e.token)))
    };
    let action = match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "k" | "knock" => Action::Knock,
        "g" | "gin" => Action::Gin,
        "r" | "rumino" => Action::Rumino,
        "c" | "claim" => Action::ClaimRumino,
        "y" | "yes" | "rebuy" | "s" | "si" | "sì" | "sí" | "o" | "oui" | "j" | "ja" => {
            Action::Rebuy
        }
        "n" | "no" | "non" | "nein" => Action::DeclineRebuy,
        other => {
            let Some(typed) = discarded(lang, (other, &rest), "x 7h") else {
                return Err(unknown_command(lang, other));
            };
            return Ok(Input::Act(AnyAction::Rumino(Action::Discard(card(
                typed?,
            )?))));
        }
    };
    nothing_after(lang, &word, &rest)?;
    Ok(Input::Act(AnyAction::Rumino(action)))
}

/// A warning when knocking now would put the player over the elimination score (R14, R20):
/// the knocker adds their own deadwood too.
fn knock_warning(lang: Lang, view: &GameView) -> Option<String> {
    let seat = view.seat?;
    let score = view.seats.get(seat)?.score;
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let deadwood = i32::from(lays::deadwood(&view.my_cards, rules));
    let after = score + deadwood;
    (after > ELIMINATION_SCORE).then(|| {
        crate::say!(
            lang,
            "rumino-careful-knocking-adds-your-points",
            deadwood,
            score,
            after,
            ELIMINATION_SCORE
        )
    })
}

/// Rumino's terminal: everything it tells comes with the events.
#[derive(Default)]
pub(crate) struct Rumino;

impl Terminal for Rumino {
    fn help(&self, lang: Lang) -> &'static str {
        crate::say!(lang, "rumino-help")
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        for event in game_events(events) {
            tell(state, event);
        }
    }

    fn show(&self, state: &TableState, seat: usize) {
        if let Some(game) = state.live_game().and_then(AnyGame::as_rumino) {
            print_view(state, &game.view(Some(seat)));
        }
    }

    fn parse(&self, line: &str, state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(state.options.lang, line)
    }

    fn warning(&self, state: &TableState, seat: usize, action: &AnyAction) -> Option<String> {
        let game = state.live_game().and_then(AnyGame::as_rumino)?;
        match action {
            AnyAction::Rumino(Action::Knock) => {
                knock_warning(state.options.lang, &game.view(Some(seat)))
            }
            _ => None,
        }
    }

    /// R7: the last game's winner, if still seated, deals; only otherwise did the draw choose.
    fn dealer_draw(&self, state: &TableState, draw: &[CardId]) -> Option<String> {
        let winner = state
            .last_winner
            .and_then(|w| state.players.iter().position(|p| p.player == w));
        if let Some(seat) = winner {
            return Some(describe_winner_deals(state.options.lang, state, seat));
        }
        let drawn = draw_for_dealer(state.players.len(), draw);
        Some(dealer_draw_line(state, &drawn, |c| c.to_string()))
    }
}

fn tell(state: &TableState, event: &Event) {
    let lang = state.options.lang;
    match event {
        Event::Dealt { hand_no, dealer } => {
            echo!("\n{}", describe_deal(lang, state, *hand_no, None, *dealer));
            let hand = state.game.as_ref().and_then(AnyGame::as_rumino);
            if let Some(up) = hand.and_then(|g| g.hand()?.top_discard()) {
                echo!("{}", turned_up(lang, &up.card().to_string()));
            }
        }
        // The leave is told once, by `Event::Left`, which also comes between hands.
        Event::Moved(Move::Left { .. }) => {}
        Event::Moved(m) => echo!("{}", move_line(state, m)),
        Event::HandEnded { result } => {
            echo!("\n{}", describe_hand_end(lang, state, result));
            for line in describe_hands(lang, state, result) {
                echo!("  {line}");
            }
            for h in result.hands.iter().filter(|h| h.eliminated) {
                let out = Standing::Eliminated {
                    score: h.score_after,
                };
                echo!("{}", describe_standing(lang, state, h.seat, out));
            }
        }
        Event::Rebought { seat, cost, score } => {
            let what = Standing::Rebought {
                cost: *cost,
                score: *score,
            };
            echo!("{}", describe_standing(lang, state, *seat, what));
        }
        Event::RebuyDeclined { seat } => {
            echo!(
                "{}",
                describe_standing(lang, state, *seat, Standing::DeclinedRebuy)
            );
        }
        // Your own leaving is told by the session, with what it costs you.
        Event::Left { seat } if Some(*seat) == my_seat(state) => {}
        Event::Left { seat } => {
            let left = Move::Left {
                seat: *seat,
                on_turn: false,
            };
            echo!("{}", describe_move(lang, state, &left));
        }
        Event::GameOver { result } => echo!("\n{}", describe_game_over(lang, state, result)),
        Event::RebuyOffered { seats } => {
            let others: Vec<String> = seats
                .iter()
                .filter(|&&s| Some(s) != my_seat(state))
                .map(|&s| game_seat_name(lang, state, s).into_owned())
                .collect();
            if !others.is_empty() {
                let deciding = crate::say!(lang, "rumino-deciding-whether-to-rebuy");
                echo!(
                    "{}.",
                    crate::faces::terminal::labelled(lang, deciding, others.join(", "))
                );
            }
        }
        Event::TimedOut { .. } => {}
    }
}

/// A move as a sentence; your own draw from the stock names the card, which only you see.
fn move_line(state: &TableState, m: &Move) -> String {
    if let Move::DrewStock { seat } = *m {
        if Some(seat) == my_seat(state) {
            if let Some(card) = drawn_card(state, seat) {
                return describe_own_draw(state.options.lang, &card.to_string());
            }
        }
    }
    describe_move(state.options.lang, state, m)
}

/// The card `seat` drew from the stock this turn, while it still holds it undiscarded.
fn drawn_card(state: &TableState, seat: usize) -> Option<Card> {
    let hand = state.game.as_ref()?.as_rumino()?.hand()?;
    let from_stock = hand.turn == seat && hand.step == Step::Drawn { taken: None };
    // A draw puts the card last in the hand; it stays there until the discard.
    from_stock
        .then(|| hand.cards.get(seat)?.last().map(|id| id.card()))
        .flatten()
}

fn print_view(state: &TableState, view: &GameView) {
    let lang = state.options.lang;
    let seats: Vec<(i64, usize, bool)> = view
        .seats
        .iter()
        .map(|s| (i64::from(s.score), s.cards, s.eliminated))
        .collect();
    let (hand, pool) = (view.hand_no, pool(lang, view.pool));
    let limit = ELIMINATION_SCORE;
    echo!(
        "\n{}",
        crate::say!(lang, "rumino-hand-and-limit", hand, limit, pool)
    );
    echo!("{}", scores_line(state, view.seat, &seats));
    if let Some(cost) = view.rebuy_cost {
        echo!("{}", crate::say!(lang, "rumino-rebuy-or-not", cost));
        return;
    }
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let arrangement = lays::arrange(&view.my_cards, rules);
    let lays: Vec<String> = arrangement
        .lays
        .iter()
        .map(|l| format!("[{}]", CardList(&l.cards)))
        .collect();
    let hand = format!(
        "{} ({} {})",
        held_line(&lays, &arrangement.deadwood_cards),
        crate::say!(lang, "rumino-terminal-deadwood"),
        arrangement.deadwood
    );
    let discard = view.discard_top.map_or("—".to_owned(), |c| c.to_string());
    echo!("{}", hand_line(lang, &hand, &discard, view.stock_size));
    echo!("{}", your_move(lang, &move_options(lang, view)));
}

/// What the prompt offers: the legal actions, and discarding only on one's own turn after drawing
/// (out of turn, the only thing to do is an R17 claim).
fn move_options(lang: Lang, view: &GameView) -> Vec<&'static str> {
    let mut options: Vec<&str> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::DrawStock => Some(crate::say!(lang, "rumino-draw-stock")),
            Action::TakeDiscard => Some(crate::say!(lang, "rumino-take-discard")),
            Action::Knock => Some(crate::say!(lang, "rumino-knock-option")),
            Action::Gin => Some(crate::say!(lang, "rumino-gin-option")),
            Action::Rumino => Some(crate::say!(lang, "rumino-rumino-option")),
            Action::ClaimRumino => Some(crate::say!(lang, "rumino-claim-rumino")),
            _ => None,
        })
        .collect();
    let my_turn = view.turn.is_some() && view.turn == view.seat;
    if my_turn && view.drawn {
        options.push(crate::say!(lang, "rumino-a-card-to-discard-like"));
    }
    options
}

impl crate::faces::terminal::Plays for crate::games::rumino::RuminoGame {
    fn terminal(_: &crate::games::rumino::GameOptions) -> Box<dyn Terminal> {
        Box::new(Rumino)
    }
}

#[cfg(test)]
#[path = "terminal_tests.rs"]
mod tests;
