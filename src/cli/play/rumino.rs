//! Rumino in the terminal: its narration, its view of the hand, and what can be typed.

use super::{common_input, Input, Retype, Terminal};
use crate::{
    cards::{Card, CardList},
    games::rumino::{lays, Action, Event, GameView, ELIMINATION_SCORE},
    games::{AnyAction, AnyEvent, AnyGame},
    i18n::{
        describe_deal, describe_game_over, describe_hand_end, describe_hands, describe_move,
        describe_standing, hand_line, Lang, Standing,
    },
    table::{TableEvent, TableState},
};

const HELP: &str = "Commands: d = draw from the stock, t = take the discard, a card (7h, 10♦, Joker) = discard it, \
k = knock, g = gin, r = rumino, c = claim the discard for a rumino, y / n = rebuy or not, q = quit.";

fn parse_input(line: &str) -> Result<Input, Retype> {
    let word = line.trim().to_lowercase();
    if let Some(common) = common_input(&word) {
        return common;
    }
    Ok(Input::Act(AnyAction::Rumino(match word.as_str() {
        "d" | "draw" => Action::DrawStock,
        "t" | "take" => Action::TakeDiscard,
        "k" | "knock" => Action::Knock,
        "g" | "gin" => Action::Gin,
        "r" | "rumino" => Action::Rumino,
        "c" | "claim" => Action::ClaimRumino,
        "y" | "yes" | "rebuy" => Action::Rebuy,
        "n" | "no" => Action::DeclineRebuy,
        other => Action::Discard(
            other
                .parse::<Card>()
                .map_err(|e| format!("{e}. Type h for help."))?,
        ),
    })))
}

/// A warning when knocking now would put the player over the elimination score (R14, R20):
/// the knocker adds their own deadwood too.
fn knock_warning(view: &GameView) -> Option<String> {
    let seat = view.seat?;
    let score = view.seats.get(seat)?.score;
    let rules = lays::LayRules {
        ace_high: view.ace_high,
    };
    let deadwood = i32::from(lays::deadwood(&view.my_cards, rules));
    let after = score + deadwood;
    (after > ELIMINATION_SCORE).then(|| {
        format!(
            "Careful: knocking adds your {deadwood} points of deadwood to your score of {score}. \
             {after} is over {ELIMINATION_SCORE}, so you would be out."
        )
    })
}

/// Rumino's terminal: remembers how much of the hand in play it has narrated.
#[derive(Default)]
pub(super) struct Rumino {
    hand_no: u32,
    moves: usize,
}

impl Terminal for Rumino {
    fn help(&self) -> &'static str {
        HELP
    }

    fn narrate(&mut self, state: &TableState, events: &[TableEvent]) {
        self.tell(state, events);
    }

    fn show(&self, state: &TableState, seat: usize) {
        if let Some(game) = state.live_game().and_then(AnyGame::as_rumino) {
            print_view(state, &game.view(Some(seat)));
        }
    }

    fn parse(&self, line: &str, _state: &TableState, _seat: usize) -> Result<Input, Retype> {
        parse_input(line)
    }

    fn warning(&self, state: &TableState, seat: usize, action: &AnyAction) -> Option<String> {
        let game = state.live_game().and_then(AnyGame::as_rumino)?;
        match action {
            AnyAction::Rumino(Action::Knock) => knock_warning(&game.view(Some(seat))),
            _ => None,
        }
    }
}

impl Rumino {
    fn tell(&mut self, state: &TableState, events: &[TableEvent]) {
        for event in events {
            if let TableEvent::Game {
                event: AnyEvent::Rumino(event),
            } = event
            {
                self.event(state, event);
            }
        }
        let Some(hand) = state
            .game
            .as_ref()
            .and_then(AnyGame::as_rumino)
            .and_then(|g| g.hand())
        else {
            return;
        };
        if hand.hand_no == self.hand_no {
            for m in hand.moves.iter().skip(self.moves) {
                println!("{}", describe_move(Lang::En, state, m));
            }
            self.moves = hand.moves.len();
        }
    }

    fn event(&mut self, state: &TableState, event: &Event) {
        let lang = Lang::En;
        match event {
            Event::Dealt { hand_no, dealer } => {
                (self.hand_no, self.moves) = (*hand_no, 0);
                println!("\n{}", describe_deal(lang, state, *hand_no, *dealer));
            }
            Event::HandEnded { result } => {
                println!("\n{}", describe_hand_end(lang, state, result));
                for line in describe_hands(lang, state, result) {
                    println!("  {line}");
                }
                for h in result.hands.iter().filter(|h| h.eliminated) {
                    let out = Standing::Eliminated {
                        score: h.score_after,
                    };
                    println!("{}", describe_standing(lang, state, h.seat, out));
                }
            }
            Event::Rebought { seat, cost, score } => {
                let what = Standing::Rebought {
                    cost: *cost,
                    score: *score,
                };
                println!("{}", describe_standing(lang, state, *seat, what));
            }
            Event::RebuyDeclined { seat } => {
                let what = Standing::DeclinedRebuy;
                println!("{}", describe_standing(lang, state, *seat, what));
            }
            Event::GameOver { result } => {
                println!("\n{}", describe_game_over(lang, state, result));
            }
            Event::RebuyOffered { .. } | Event::TimedOut { .. } | Event::Left { .. } => {}
        }
    }
}

fn print_view(state: &TableState, view: &GameView) {
    let scores: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "{} {}{}",
                state.player_name(i),
                s.score,
                if s.eliminated { " (out)" } else { "" }
            )
        })
        .collect();
    println!("\nScores: {} | pool {} chips", scores.join(", "), view.pool);
    if let Some(cost) = view.rebuy_cost {
        println!("You are out. Rebuy for {cost} chips? (y/n)");
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
    println!(
        "Your hand: {} (deadwood {}) | discard: {} | stock: {}",
        hand_line(&lays, &arrangement.deadwood_cards),
        arrangement.deadwood,
        view.discard_top.map_or("—".to_owned(), |c| c.to_string()),
        view.stock_size
    );
    println!("Your move: {} >", move_options(view).join(", "));
}

/// What the prompt offers: the legal actions, and discarding only on one's own turn after drawing
/// (out of turn, the only thing to do is an R17 claim).
fn move_options(view: &GameView) -> Vec<&'static str> {
    let mut options: Vec<&str> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::DrawStock => Some("d draw"),
            Action::TakeDiscard => Some("t take"),
            Action::Knock => Some("k knock"),
            Action::Gin => Some("g gin"),
            Action::Rumino => Some("r rumino"),
            Action::ClaimRumino => Some("c CLAIM the discard for a rumino"),
            _ => None,
        })
        .collect();
    let my_turn = view.turn.is_some() && view.turn == view.seat;
    if my_turn && view.drawn {
        options.push("a card to discard (like 7h)");
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_is_understood_or_explained() {
        assert!(matches!(
            parse_input(" D "),
            Ok(Input::Act(AnyAction::Rumino(Action::DrawStock)))
        ));
        assert!(
            matches!(parse_input("7h"), Ok(Input::Act(AnyAction::Rumino(Action::Discard(c)))) if c.to_string() == "7♥")
        );
        assert!(matches!(parse_input("q"), Ok(Input::Quit)));
        let Err(Retype(err)) = parse_input("xyz") else {
            panic!("xyz was understood");
        };
        assert!(err.contains("“xyz”") && err.contains("help"), "{err}");
        assert!(parse_input("").is_err());
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
            move_options(&game.view(Some(2))),
            ["c CLAIM the discard for a rumino"]
        );
        let on_turn = move_options(&game.view(Some(1)));
        assert!(
            on_turn.contains(&"a card to discard (like 7h)"),
            "{on_turn:?}"
        );
    }

    #[test]
    fn a_knock_that_would_eliminate_the_knocker_is_warned_about() {
        let low = "3♠ 4♠ 5♠ 9♦ 9♣ 9♥ 7♣"; // deadwood 7
        let mut game = dealt_game(GameOptions::default(), 1, &[low, LOOSE], "K♥", "");
        game.seats[0].score = 93;
        assert_eq!(
            knock_warning(&game.view(Some(0))),
            None,
            "93 + 7 = 100 stays in"
        );
        game.seats[0].score = 94;
        let warning = knock_warning(&game.view(Some(0))).unwrap();
        assert!(warning.contains("101 is over 100"), "{warning}");
    }
}
